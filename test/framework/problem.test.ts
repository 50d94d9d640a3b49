import { describe, expect, it } from 'vitest';
import { REGISTRY, checkers, cheesyChess, rankAndFile, simplifiedChess } from '../../src/index.js';
import { seededRandom } from '../../src/core/random.js';
import { ChessBoard } from '../../src/games/chess/board.js';
import {
  type RankAndFileCase,
  type RankAndFileSetup,
  rankAndFileUnchecked,
} from '../../src/problems/rank-and-file/index.js';

/**
 * One problem shape: the library's object (checked) and the registry's (unchecked, with contest
 * mode's readers) come from one spec; setup -> fromSetup -> case gives coded faults, which the
 * parser locates and the library's checks refuse with.
 */

/** The first case of a problem's sample, as the parser reads it. */
function sampleCase<C>(
  problem: { parse(text: string): { cases: readonly { result: { ok: boolean; value?: C } }[] } },
  text: string,
): C {
  const read = problem.parse(text).cases[0].result;
  if (!read.ok || read.value === undefined) throw new Error('the sample does not parse');
  return read.value;
}

describe('defineProblem', () => {
  it("keeps answer mode's readers and the spec off the library's objects", () => {
    for (const problem of [rankAndFile, simplifiedChess, cheesyChess, checkers]) {
      for (const internal of ['spec', 'streamCases', 'fast', 'input', 'shortcut', 'copySetup', 'copyVerdict'])
        expect(Object.keys(problem), `${problem.id}.${internal}`).not.toContain(internal);
    }
    expect(typeof rankAndFileUnchecked.streamCases).toBe('function');
    expect(rankAndFileUnchecked.spec.fast?.shortcut).toBeTypeOf('function');
  });

  it('gives both objects the same facts', () => {
    const { id, title, summary, strictLimits, sample, inputSummary, framing } = rankAndFileUnchecked;
    expect({ id: rankAndFile.id, title: rankAndFile.title, summary: rankAndFile.summary }).toEqual({
      id,
      title,
      summary,
    });
    expect(rankAndFile.strictLimits).toBe(strictLimits);
    expect(rankAndFile.sample).toBe(sample);
    expect(rankAndFile.inputSummary).toBe(inputSummary);
    expect(rankAndFile.framing).toBe(framing);
  });
});

describe('setup -> fromSetup -> case', () => {
  it('Rank and File: a missing king and an extra one, by code, as the parser locates them', () => {
    const board = new ChessBoard({ width: 8, height: 8 });
    board.put(63, { side: 'white', role: 'king' });
    board.put(0, { side: 'white', role: 'king' });
    const faults = rankAndFile.fromSetup({ side: 'white', board });
    expect(faults).toEqual({
      ok: false,
      error: [
        {
          code: 'extra-king',
          message: "a second white king ('k'; the first is on h8); expected exactly one",
          place: 0,
        },
        { code: 'no-king', message: "this data set has no black king ('K'); expected exactly one" },
      ],
    });
    const text = `1\nw\n${rankAndFile.inputRows(board).join('\n')}\n`;
    const [read] = rankAndFile.parse(text).cases;
    expect(read.result.ok ? [] : read.result.error).toEqual([
      {
        line: 10,
        column: 1,
        code: 'extra-king',
        message: "a second white king ('k'; the first is on h8); expected exactly one",
      },
      { line: 2, column: 1, code: 'no-king', message: "this data set has no black king ('K'); expected exactly one" },
    ]);
    // The library refuses the same case with the same message, without writing and reading it again (a
    // setup is not a case to the types: only a cast gets it to judge).
    expect(() => rankAndFile.judge({ side: 'white', board } as RankAndFileSetup as RankAndFileCase)).toThrow(
      /^rankAndFile\.judge: input is not a valid case: a second white king/,
    );
  });

  it("a valid case is the same case, as a copy of the library's own", () => {
    const game = sampleCase(simplifiedChess, simplifiedChess.sample.input);
    const made = simplifiedChess.fromSetup(game);
    expect(made).toEqual({ ok: true, value: game });
    expect(made.ok && made.value).not.toBe(game);
  });

  it('Simplified Chess: one queen a side; with --strict, at most two rooks a side', () => {
    const game = sampleCase(simplifiedChess, simplifiedChess.sample.input);
    const board = game.board.clone();
    board.cells.fill(0);
    board.put(0, { side: 'white', role: 'queen' });
    for (const square of [1, 2, 3]) board.put(square, { side: 'white', role: 'rook' });
    const codes = (strict: boolean): string[] => {
      const made = simplifiedChess.fromSetup({ board, moves: 3 }, { strict });
      return made.ok ? [] : made.error.map((fault) => fault.code);
    };
    expect(codes(false)).toEqual(['no-queen']);
    expect(codes(true)).toEqual(['too-many-rooks', 'no-queen']);
  });

  it('Cheesy Chess: the pawn on the king, and the strict starts', () => {
    const start = sampleCase(cheesyChess, cheesyChess.sample.input);
    const codes = (value: typeof start, strict = false): string[] => {
      const made = cheesyChess.fromSetup(value, { strict });
      return made.ok ? [] : made.error.map((fault) => fault.code);
    };
    expect(codes({ ...start, pawn: start.king })).toEqual(['pawn-on-king']);
    const fields = start.board.fields.slice();
    fields[start.king] = 2;
    expect(codes({ ...start, board: { ...start.board, fields } }, true)).toEqual(['king-not-open']);
    expect(codes({ ...start, board: { ...start.board, fields } })).toEqual([]);
    expect(() => cheesyChess.judge({ ...start, pawn: start.king })).toThrow(/pawn stands on the king's square/);
  });

  it('checkers: a man on its own crowning row, a record without moves, a move that is not one line', () => {
    const record = sampleCase(checkers, checkers.sample.input);
    const codes = (value: typeof record): string[] => {
      const made = checkers.fromSetup(value);
      return made.ok ? [] : made.error.map((fault) => fault.code);
    };
    expect(codes({ ...record, moves: [] })).toEqual(['no-moves']);
    expect(codes({ ...record, moves: [{ text: '9-14\n10-15', line: 0, column: 0 }] })).toEqual(['move-text']);
    // Red crowns on 29-32: a Red man on 30.
    const position = {
      ...record.position,
      black: record.position.black | (1 << 29),
      kings: record.position.kings & ~(1 << 29),
    };
    expect(codes({ ...record, position })).toEqual(['man-on-promotion-row']);
    // The parser's error for it carries the same code, at the square's column.
    const parsed = checkers.parse('1 1\n30\n22\n1 R\n30-26\n0 0\n');
    const [read] = parsed.cases;
    expect(read.result.ok ? [] : read.result.error).toEqual([
      {
        line: 2,
        column: 1,
        code: 'man-on-promotion-row',
        message: 'a Red man on 30, its own promotion row; a piece there is a king, written -30',
      },
    ]);
  });
});

describe('generateEach: the cases of generate, one at a time', () => {
  /** The texts of the cases `generate` and `generateEach` make from the same seed. */
  const texts = <C>(problem: {
    generate(random: () => number, profile: 'contest', count: number): C[];
    generateEach(random: () => number, profile: 'contest', count: number): Iterable<C>;
    formatInput(input: C): string;
  }): [string[], string[]] => [
    [...problem.generateEach(seededRandom(11), 'contest', 12)].map((input) => problem.formatInput(input)),
    problem.generate(seededRandom(11), 'contest', 12).map((input) => problem.formatInput(input)),
  ];

  it('gives the same cases as generate for the same seed, and the registry tools the same test cases', () => {
    for (const [each, all] of [texts(rankAndFile), texts(simplifiedChess), texts(cheesyChess), texts(checkers)]) {
      expect(each).toHaveLength(12);
      expect(each).toEqual(all);
    }
    for (const { tools } of Object.values(REGISTRY)) {
      expect([...tools.generateEach(3, 'small', 5)].map((test) => test.text)).toEqual(
        tools.generate(3, 'small', 5).map((test) => test.text),
      );
    }
  });

  it('can be stopped after any case, and counted as it goes: a million asked, three made', () => {
    let draws = 0;
    const counted = seededRandom(5);
    const random = (): number => {
      draws++;
      return counted();
    };
    const cases = rankAndFile.generateEach(random, 'small', 1_000_000);
    let made = 0;
    for (const input of cases) {
      expect(rankAndFile.judge(input).ok).toBe(true);
      if (++made === 3) break;
    }
    // The kinds of all million are drawn first (one draw each), then each case draws its own seed.
    const afterThree = draws;
    expect(cases.next()).toEqual({ done: true, value: undefined });
    expect(draws).toBe(afterThree);
    expect(afterThree).toBeLessThan(1_000_000 + 100);
  });

  it('checks its arguments at the call, before any case is asked for', () => {
    expect(() => rankAndFile.generateEach(seededRandom(1), 'huge' as never, 3)).toThrow(
      'rankAndFile.generateEach: profile must be one of "small", "contest", "hard", "edge", not "huge"',
    );
    expect(() => checkers.generateEach(seededRandom(1), 'small', -1)).toThrow(RangeError);
    expect(() => REGISTRY.checkers.tools.generateEach(1, 'small', 2, { nothing: { min: 1, max: 2 } })).toThrow(
      'REGISTRY[\'checkers\'].tools.generateEach: sizes: there is no size "nothing"',
    );
    // A random that gives no number in [0, 1) is refused at its first draw, as generate refuses it.
    expect(() => [...rankAndFile.generateEach(() => 2, 'small', 3)]).toThrow(RangeError);
  });
});
