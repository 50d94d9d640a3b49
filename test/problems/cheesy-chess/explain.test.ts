import { sideWord } from '../../../src/core/side.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheesyChess, type CheesyCase, type CheesyExplanation } from '../../../src/problems/cheesy-chess/index.js';
import { type RandomCase, contestText, randomCase, referenceWinner } from './reference.js';
import { seededRandom } from '../../../src/core/random.js';

/** A random contest case that parses, with the reference's verdict. */
const arbitraryCase = fc.integer().map((seed) => {
  const random = seededRandom(seed);
  for (;;) {
    const made = randomCase(random);
    if (made) return made;
  }
});

function parseOne(made: RandomCase): CheesyCase {
  const result = cheesyChess.parse(contestText([made]), { strict: true }).cases[0].result;
  if (!result.ok) throw new Error(result.error[0].message);
  return result.value;
}

function explain(made: RandomCase): CheesyExplanation {
  const input = parseOne(made);
  const verdict = cheesyChess.judge(input);
  if (!verdict.ok) throw new Error(verdict.error);
  return cheesyChess.explain(input, verdict.value);
}

/** Contest coordinates of a square name like "c7". */
const coordinates = (name: string): [number, number] => [name.charCodeAt(0) - 96, Number(name.slice(1))];

/**
 * Replays an explained path with the spec's rules, written again here: every king step is one
 * step onto an open square, every pawn reply is one step down onto a square that is not
 * forbidden and not the king's, and the stated ending really happens.
 */
function replay(made: RandomCase, explanation: CheesyExplanation): void {
  const field = (x: number, y: number): string => made.rows[8 - y][x - 1];
  const onBoard = (x: number, y: number): boolean => x >= 1 && x <= 8 && y >= 1 && y <= 8;
  const open = (x: number, y: number, [px, py]: [number, number]): boolean =>
    field(x, y) === '.' && !(y === py - 1 && Math.abs(x - px) === 1);
  let king = made.king;
  let pawn = made.pawn;
  for (const step of explanation.path) {
    const to = coordinates(step.king);
    expect(Math.max(Math.abs(to[0] - king[0]), Math.abs(to[1] - king[1]))).toBe(1);
    expect(open(to[0], to[1], pawn)).toBe(true);
    king = to;
    if (step.pawn === null) break;
    const below = coordinates(step.pawn);
    expect(below).toEqual([pawn[0], pawn[1] - 1]);
    expect(field(...below)).not.toBe('F');
    expect(below).not.toEqual(king);
    pawn = below;
    expect(step.kingOnDanger === true).toBe(king[1] === pawn[1] - 1 && Math.abs(king[0] - pawn[0]) === 1);
  }
  const { ending } = explanation;
  const last = explanation.path[explanation.path.length - 1];
  switch (ending.kind) {
    case 'capture':
      expect(king).toEqual(pawn);
      expect(last.pawn).toBeNull();
      break;
    case 'pawn-blocked': {
      const below: [number, number] = [pawn[0], pawn[1] - 1];
      expect(pawn[1]).toBeGreaterThan(1);
      expect(field(...below) === 'F' || (below[0] === king[0] && below[1] === king[1])).toBe(true);
      expect(last.pawn).toBeNull();
      break;
    }
    case 'king-trapped': {
      // Every square around is closed, and the explanation says by what: a field, or the pawn's attack.
      const closed: string[] = [];
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const x = king[0] + dx;
          const y = king[1] + dy;
          if ((dx === 0 && dy === 0) || !onBoard(x, y)) continue;
          expect(open(x, y, pawn)).toBe(false);
          const name = `${String.fromCharCode(96 + x)}${y}`;
          const letter = field(x, y);
          const pawnName = `${String.fromCharCode(96 + pawn[0])}${pawn[1]}`;
          closed.push(
            letter === 'F'
              ? `${name} forbidden`
              : letter === 'D'
                ? `${name} dangerous`
                : `${name} floating ${pawnName}`,
          );
        }
      }
      const said = (ending.closed ?? []).map((entry) =>
        [entry.square, entry.field, ...(entry.attacker ? [entry.attacker] : [])].join(' '),
      );
      expect(said.sort()).toEqual(closed.sort());
      break;
    }
    case 'pawn-home':
      expect(pawn[1]).toBe(1);
      expect(king).not.toEqual(pawn);
      break;
  }
  expect(ending.square).toBe(
    ending.kind === 'king-trapped'
      ? (explanation.path.at(-1)?.king ?? explanation.king)
      : `${String.fromCharCode(96 + pawn[0])}${pawn[1]}`,
  );
}

describe('Cheesy Chess explanations', () => {
  it('the explained path replays by the rules and ends with the verdict', () => {
    const endings = new Map<string, number>();
    fc.assert(
      fc.property(arbitraryCase, (made) => {
        const explanation = explain(made);
        expect(sideWord(explanation.winner)).toBe(referenceWinner(made.rows, made.king, made.pawn));
        expect(explanation.ending.winner).toBe(explanation.winner);
        expect(explanation.path.length).toBe(explanation.moves);
        replay(made, explanation);
        endings.set(explanation.ending.kind, (endings.get(explanation.ending.kind) ?? 0) + 1);
      }),
      { seed: 5, numRuns: 1500 },
    );
    // Every way a game ends must have been replayed (a trapped king is rare: 12 of these 1,500).
    expect(endings.get('pawn-blocked')).toBeGreaterThanOrEqual(300);
    expect(endings.get('pawn-home')).toBeGreaterThanOrEqual(200);
    expect(endings.get('capture')).toBeGreaterThanOrEqual(100);
    expect(endings.get('king-trapped')).toBeGreaterThanOrEqual(5);
  });

  it('White wins as fast as it can: no first step wins sooner; Black wins whatever the first step', () => {
    const winners = { white: 0, black: 0 };
    fc.assert(
      fc.property(arbitraryCase, (made) => {
        const explanation = explain(made);
        const winning = explanation.firstMoves.filter((first) => first.winner === 'white');
        winners[explanation.winner]++;
        if (explanation.winner === 'white') {
          expect(Math.min(...winning.map((first) => first.ending.move))).toBe(explanation.ending.move);
          expect(winning.map((first) => first.king)).toContain(explanation.path[0].king);
        } else {
          expect(winning).toEqual([]);
          // The longest resistance is the longest of the first steps' best lines.
          const longest = Math.max(0, ...explanation.firstMoves.map((first) => first.ending.move));
          expect(explanation.ending.move).toBe(
            explanation.ending.kind === 'king-trapped' && explanation.path.length === 0 ? 1 : longest,
          );
        }
      }),
      { seed: 6, numRuns: 1500 },
    );
    expect(winners.white + winners.black).toBe(1500);
    expect(winners.white).toBeGreaterThanOrEqual(500);
    expect(winners.black).toBeGreaterThanOrEqual(250);
  });

  it('the seed sample, explained', () => {
    const [first, second] = cheesyChess.parse(cheesyChess.sample.input).cases.map((c) => {
      if (!c.result.ok) throw new Error('the sample parses');
      const verdict = cheesyChess.judge(c.result.value);
      if (!verdict.ok) throw new Error(verdict.error);
      return {
        explanation: cheesyChess.explain(c.result.value, verdict.value),
        text: cheesyChess.describe(c.result.value, verdict.value, cheesyChess.explain(c.result.value, verdict.value)),
      };
    });
    expect(first.explanation).toMatchObject({
      winner: 'black',
      king: 'g6',
      pawn: 'c7',
      floating: ['b6', 'd6'],
      moves: 7,
    });
    expect(first.explanation.ending).toMatchObject({ kind: 'pawn-home', square: 'c1', arrived: 6, move: 7 });
    expect(first.explanation.firstMoves.map((m) => m.king)).toEqual(['g5', 'h5', 'f6', 'h6', 'f7', 'g7']);
    expect(first.text).toContain('Black wins whatever the king does.');
    expect(second.explanation).toMatchObject({ winner: 'white', king: 'c1', pawn: 'f3', moves: 3 });
    expect(second.explanation.ending).toMatchObject({ kind: 'capture', square: 'f1', move: 3 });
    expect(second.explanation.path).toEqual([
      { move: 1, king: 'd1', pawn: 'f2', floating: ['e1', 'g1'] },
      { move: 2, king: 'e2', pawn: 'f1', floating: [] },
      { move: 3, king: 'f1', pawn: null, capturesPawn: true, floating: [] },
    ]);
    expect(second.text).toContain('White wins in 3 moves: on move 3 the king captures the pawn on f1.');
    expect(second.text.split('\n').slice(0, 9)).toEqual([
      '8 . . . . . . . .',
      '7 . . . . . . . .',
      '6 . . . . . . . .',
      '5 . . . . . . . .',
      '4 . . . . . . . .',
      '3 . . . . . P . .',
      '2 . . . . * . * .',
      '1 . . K . . . . .',
      '  a b c d e f g h',
    ]);
  });

  it('a king left on a square that the pawn made dangerous is said so, and steps off it', () => {
    const rows = ['........', '........', '........', '........', '........', '..D.....', '........', '...F....'];
    const explanation = explain({ rows, king: [5, 1], pawn: [3, 4] });
    expect(explanation.path).toEqual([
      { move: 1, king: 'd2', pawn: 'c3', kingOnDanger: true, floating: ['b2', 'd2'] },
      // The pawn, blocked by the king, stays on c3 with its fields.
      { move: 2, king: 'c2', pawn: null, floating: ['b2', 'd2'] },
    ]);
    expect(explanation.ending).toMatchObject({ kind: 'pawn-blocked', blockedBy: 'king', square: 'c3', move: 2 });
  });

  it('a king trapped at the start: Black wins at once, with no path', () => {
    const rows = ['........', '........', '........', '........', '........', '........', 'DD......', '.F......'];
    const explanation = explain({ rows, king: [1, 1], pawn: [8, 8] });
    expect(explanation).toMatchObject({ winner: 'black', moves: 0, path: [], firstMoves: [] });
    expect(explanation.ending).toMatchObject({ kind: 'king-trapped', square: 'a1', move: 1 });
    expect(explanation.ending.closed).toEqual([
      { square: 'b1', field: 'forbidden' },
      { square: 'a2', field: 'dangerous' },
      { square: 'b2', field: 'dangerous' },
    ]);
  });

  it('a king trapped by the pawn’s attack: the square it guards names the pawn as the attacker', () => {
    const rows = ['........', '........', '........', '........', '........', '........', 'F.......', '.D......'];
    const explanation = explain({ rows, king: [1, 1], pawn: [3, 3] });
    expect(explanation.ending).toMatchObject({ kind: 'king-trapped', square: 'a1', move: 1 });
    expect(explanation.ending.closed).toEqual([
      { square: 'b1', field: 'dangerous' },
      { square: 'a2', field: 'forbidden' },
      { square: 'b2', field: 'floating', attacker: 'c3' },
    ]);
  });
});
