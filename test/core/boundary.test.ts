import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REGISTRY,
  checkers,
  cheesyChess,
  answerLine,
  formatInputs,
  formatLocatedError,
  otherSide,
  random,
  rankAndFile,
  rules,
  sideWord,
  simplifiedChess,
} from '../../src/index.js';

/**
 * The library's public boundary: a value from outside (a case built by hand, an argument of the
 * wrong type) gets a TypeError or RangeError naming the function and the argument, never an
 * internal error, a wrong verdict or an abort.
 */

/** The first case of a problem's sample, as the parser gives it. */
function sampleCase<C>(
  problem: { parse(text: string): { cases: readonly { result: { ok: boolean; value?: C } }[] } },
  text: string,
): C {
  const result = problem.parse(text).cases[0].result;
  if (!result.ok || result.value === undefined) throw new Error('the sample does not parse');
  return result.value;
}

const cheesy = sampleCase(cheesyChess, cheesyChess.sample.input);
const simplified = sampleCase(simplifiedChess, simplifiedChess.sample.input);
const rankFile = sampleCase(rankAndFile, rankAndFile.sample.input);
const record = sampleCase(checkers, checkers.sample.input);

/** Calls `run` and returns what it threw, as "ErrorClass: message". */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return `${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
  return 'nothing thrown';
}

// Hand-built values of the wrong type: the checks are for callers who bypass the types.
const untyped = <T>(value: unknown): T => value as T;

describe('the known failures, each refused with a clear error', () => {
  it('cheesyChess.judge on a 5000x5000 board is a RangeError, not a fatal abort', () => {
    const board = { shape: { width: 5000, height: 5000 }, fields: new Uint8Array(5000 * 5000) };
    expect(thrown(() => cheesyChess.judge(untyped({ board, king: 0, pawn: 5001 })))).toBe(
      'RangeError: cheesyChess.judge: input.board.shape.width must be a whole number from 1 to 26, not 5000',
    );
  });

  it('the rules underneath refuse boards whose tables would not fit the heap (64 squares a side at most)', () => {
    expect(thrown(() => new rules.chess.ChessBoard({ width: 5000, height: 5000 }))).toBe(
      'RangeError: ChessBoard: shape.width must be a whole number from 1 to 64, not 5000',
    );
    const board = { shape: { width: 5000, height: 5000 }, fields: new Uint8Array(5000 * 5000) };
    expect(thrown(() => rules.pursuit.fieldRows(board))).toBe(
      'RangeError: rules.pursuit.fieldRows: board.shape.width must be a whole number from 1 to 64, not 5000',
    );
    expect(rules.pursuit.fieldRows({ shape: { width: 64, height: 3 }, fields: new Uint8Array(192) })).toHaveLength(3);
  });

  it('rankAndFile.parse of a Buffer is a TypeError "must be a string"', () => {
    expect(thrown(() => rankAndFile.parse(untyped(new Uint8Array([49, 10]))))).toBe(
      'TypeError: rankAndFile.parse: text must be a string, not a Uint8Array',
    );
  });

  it('Simplified Chess with moves NaN or 1.5 is a RangeError (not NO or YES)', () => {
    for (const moves of [NaN, 1.5, 0, -3, Infinity])
      expect(thrown(() => simplifiedChess.judge({ ...simplified, moves }))).toBe(
        `RangeError: simplifiedChess.judge: input.moves must be a whole number at least 1, not ${moves}`,
      );
  });

  it('a cheesy king at -1 or 9999 is a RangeError (not Black, not an internal error)', () => {
    for (const king of [-1, 9999, 64, 2.5])
      expect(thrown(() => cheesyChess.judge({ ...cheesy, king }))).toBe(
        `RangeError: cheesyChess.judge: input.king must be a whole number from 0 to 63, not ${king}`,
      );
  });
});

describe('cases the parser would refuse are refused with its message', () => {
  it('the king on the pawn', () => {
    expect(thrown(() => cheesyChess.judge({ ...cheesy, pawn: cheesy.king }))).toMatch(
      /^RangeError: cheesyChess\.judge: input is not a valid case: the pawn stands on the king's square g6/,
    );
  });

  it('a Rank and File board without a black king', () => {
    const board = rankFile.board.clone();
    board.cells.fill(0);
    board.put(0, { side: 'white', role: 'king' });
    expect(thrown(() => rankAndFile.judge(untyped({ side: 'white', board })))).toMatch(
      /^RangeError: rankAndFile\.judge: input is not a valid case: .*king/,
    );
  });

  it('a checkers position with a king on an empty square, or a square on both sides', () => {
    expect(thrown(() => checkers.judge({ ...record, position: { ...record.position, kings: 1 << 31 } }))).toBe(
      'RangeError: checkers.judge: input.position.kings must be a subset of black | white',
    );
    const { black } = record.position;
    expect(thrown(() => checkers.judge({ ...record, position: { ...record.position, white: black } }))).toBe(
      'RangeError: checkers.judge: input.position: black and white share squares',
    );
  });

  it('a board of the wrong size for the problem', () => {
    const board = new rules.chess.ChessBoard({ width: 8, height: 8 });
    expect(thrown(() => simplifiedChess.judge(untyped({ board, moves: 2 })))).toBe(
      'RangeError: simplifiedChess.judge: input.board must be a 4x4 board, not 8x8',
    );
  });
});

describe('explain and describe', () => {
  it('trust the verdict judge made for the input, and check any other against the judge', () => {
    const judged = cheesyChess.judge(cheesy);
    if (!judged.ok) throw new Error(judged.error);
    const explanation = cheesyChess.explain(cheesy, judged.value);
    const text = cheesyChess.describe(cheesy, judged.value, explanation);
    // A copy of the verdict and an explanation of the wrong shape give the same text.
    expect(cheesyChess.describe(cheesy, { ...judged.value }, untyped({}))).toBe(text);
    expect(thrown(() => cheesyChess.explain(cheesy, { winner: 'white' }))).toBe(
      'RangeError: cheesyChess.explain: verdict says "White", but input is judged "Black"',
    );
    expect(thrown(() => cheesyChess.format(untyped({ winner: 'red' })))).toBe(
      'RangeError: cheesyChess.format: verdict.winner must be "white" or "black", not "red"',
    );
  });
});

describe('the other entry points', () => {
  it('generate checks its random source, profile, count and sizes', () => {
    expect(thrown(() => checkers.generate(untyped(42), 'small', 1))).toBe(
      'TypeError: checkers.generate: random must be a function, not 42',
    );
    expect(thrown(() => checkers.generate(() => 0.5, untyped('huge'), 1))).toBe(
      'RangeError: checkers.generate: profile must be one of "small", "contest", "hard", "edge", not "huge"',
    );
    expect(thrown(() => checkers.generate(() => 0.5, 'small', 1, untyped({ pieces: { min: 1 } })))).toBe(
      'TypeError: checkers.generate: sizes.pieces.max must be a number, not undefined',
    );
    expect(thrown(() => checkers.generate(() => 0.5, 'small', 1, { fields: { min: 1, max: 2 } }))).toBe(
      'RangeError: checkers.generate: sizes: there is no size "fields"; the sizes are pieces, moves',
    );
    expect(thrown(() => checkers.generate(() => 0.5, 'small', 1, { pieces: { min: 1, max: 13 } }))).toBe(
      'RangeError: checkers.generate: sizes: pieces: 1..13 is outside 1..12 (pieces of each side at the start of a record)',
    );
    expect(thrown(() => checkers.generate(() => 0.5, 'small', -1))).toBe(
      'RangeError: checkers.generate: count must be a whole number from 0 to 1000000, not -1',
    );
    expect(thrown(() => checkers.generate(() => 1, 'small', 1))).toBe(
      'RangeError: checkers.generate: random() must be a number from 0 up to (not including) 1, not 1',
    );
  });

  it('classify and measure check their case, as shrink does', () => {
    expect(thrown(() => checkers.classify(untyped({})))).toMatch(/^TypeError: checkers\.classify: input/);
    expect(thrown(() => rankAndFile.measure(untyped(null)))).toMatch(/^TypeError: rankAndFile\.measure: input/);
  });

  it('readCases checks its source chunk by chunk; the registry checks its text and generator arguments', () => {
    expect(thrown(() => [...rankAndFile.readCases(untyped(['1\n', 2]))])).toBe(
      'TypeError: rankAndFile.readCases: source chunk 1 must be a string, not 2',
    );
    expect(thrown(() => REGISTRY.checkers.read(untyped(undefined)))).toBe(
      "TypeError: REGISTRY['checkers'].read: text must be a string, not undefined",
    );
    expect(thrown(() => REGISTRY.checkers.tools.generate(1.5, 'small', 1))).toBe(
      "RangeError: REGISTRY['checkers'].tools.generate: seed must be a whole number from 0 to 4294967295, not 1.5",
    );
    expect(thrown(() => REGISTRY.checkers.tools.generate(1, 'small', 1, { moves: { min: 1e9, max: 1e9 } }))).toBe(
      "RangeError: REGISTRY['checkers'].tools.generate: sizes: moves: 1000000000..1000000000 is outside 1..1000 (moves in a record)",
    );
  });

  it('the shared vocabulary checks its arguments', () => {
    expect(thrown(() => otherSide(untyped('red')))).toBe(
      'RangeError: otherSide: side must be "white" or "black", not "red"',
    );
    expect(thrown(() => sideWord(untyped(undefined)))).toBe(
      'TypeError: sideWord: side must be "white" or "black", not undefined',
    );
    expect(thrown(() => answerLine(untyped({ kind: 'verdict' })))).toBe(
      'TypeError: answerLine: answer.output must be a string, not undefined',
    );
    expect(thrown(() => formatLocatedError('f', untyped({ line: 0, column: 1, message: 'm' })))).toBe(
      'RangeError: formatLocatedError: error.line must be a whole number at least 1, not 0',
    );
    expect(thrown(() => formatInputs(cheesyChess, untyped('cases')))).toBe(
      'TypeError: formatInputs: cases must be an array, not "cases"',
    );
    expect(thrown(() => formatInputs(cheesyChess, [{ ...cheesy, pawn: -1 }]))).toBe(
      'RangeError: cheesyChess.formatInput: input.pawn must be a whole number from 0 to 63, not -1',
    );
    expect(thrown(() => random.seededRandom(untyped('seed')))).toBe(
      'TypeError: random.seededRandom: seed must be a number, not "seed"',
    );
    expect(thrown(() => random.pick(Math.random, untyped(undefined)))).toBe(
      'TypeError: random.pick: items must be an array, not undefined',
    );
  });
});

/** Values of every kind a caller might pass by mistake. */
const anyValue = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    NaN,
    Infinity,
    -1,
    0,
    1,
    2.5,
    1e9,
    -(2 ** 31),
    2 ** 32,
    '',
    'white',
    'x',
    true,
    [],
    {},
  ),
  fc.integer({ min: -100, max: 100 }),
  fc.string({ maxLength: 4 }),
  fc.constantFrom(new Uint8Array(4), new Uint8Array(64), new Int8Array(16)),
);

/** A case with one member (or member of a member) replaced by `value`. */
function replaced(base: object, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const current = (base as Record<string, unknown>)[key];
  const inner = typeof current === 'object' && current !== null ? current : {};
  return { ...base, [key]: replaced(inner, rest, value) };
}

describe('hand-built cases with one member wrong: an answer or a TypeError/RangeError, nothing else', () => {
  const subjects = [
    {
      problem: cheesyChess,
      base: cheesy,
      paths: [['king'], ['pawn'], ['board'], ['board', 'shape'], ['board', 'shape', 'width'], ['board', 'fields']],
    },
    { problem: simplifiedChess, base: simplified, paths: [['moves'], ['board']] },
    { problem: rankAndFile, base: rankFile, paths: [['side'], ['board']] },
    {
      problem: checkers,
      base: record,
      paths: [
        ['moves'],
        ['position'],
        ['position', 'black'],
        ['position', 'kings'],
        ['position', 'turn'],
        ['moves', '0'],
        ['moves', '0', 'text'],
      ],
    },
  ] as const;

  it.each(subjects.map((subject) => [subject.problem.id, subject] as const))('%s', (_id, { problem, base, paths }) => {
    let answered = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom(...paths), anyValue, (path, value) => {
        const input = untyped<never>(replaced(base, path, value));
        try {
          const judged = (problem.judge as (input: unknown, options?: object) => { ok: boolean })(input, {
            nodeLimit: 10_000,
          });
          expect(typeof judged.ok).toBe('boolean');
          answered++;
        } catch (error) {
          expect([TypeError, RangeError]).toContain((error as Error).constructor);
          expect((error as Error).message).toMatch(
            new RegExp(`^${problem.id.replace(/-(.)/g, (_m, c: string) => c.toUpperCase())}\\.judge: `),
          );
          refused++;
        }
      }),
      { seed: 5, numRuns: 400 },
    );
    expect(answered + refused).toBe(400);
    expect(refused).toBeGreaterThanOrEqual(200);
  });
});
