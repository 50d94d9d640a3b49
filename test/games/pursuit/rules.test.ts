import { describe, expect, it } from 'vitest';
import { squareAt } from '../../../src/core/geometry.js';
import { boardFromRows, fieldRows, floatingDangers, isOpen } from '../../../src/games/pursuit/board.js';
import { PursuitGame } from '../../../src/games/pursuit/rules.js';
import { solve } from '../../../src/search/retrograde.js';
import { seededRandom } from '../../../src/core/random.js';

const EMPTY = '........';
/** An 8x8 board, top row first, with the given rows (numbered from the bottom, as the contest does) replaced. */
function board(rows: Record<number, string> = {}) {
  const built = boardFromRows(Array.from({ length: 8 }, (_, index) => rows[8 - index] ?? EMPTY));
  if (!built) throw new Error('bad test board');
  return built;
}
/** The contest's (column, row) coordinates, 1-based. */
const at = (x: number, y: number): number => squareAt({ width: 8, height: 8 }, x - 1, y - 1);

const winnerOf = (game: PursuitGame, king: number, pawn: number) => solve(game, game.start(king, pawn)).outcome;

describe('fields', () => {
  it('reads rows top first and writes them back unchanged', () => {
    const rows = ['F.......', '.D......', ...Array<string>(6).fill(EMPTY)];
    const parsed = boardFromRows(rows);
    expect(parsed && fieldRows(parsed)).toEqual(rows);
    expect(parsed?.fields[at(1, 8)]).toBe(2);
    expect(parsed?.fields[at(2, 7)]).toBe(1);
  });

  it('rejects unknown letters and ragged rows', () => {
    expect(boardFromRows(['..X', '...'])).toBeUndefined();
    expect(boardFromRows(['...', '..'])).toBeUndefined();
    expect(boardFromRows([])).toBeUndefined();
  });

  it('floating dangerous fields are the squares diagonally below the pawn', () => {
    expect(floatingDangers(board(), at(4, 5)).sort()).toEqual([at(3, 4), at(5, 4)].sort());
  });

  it('floating dangerous fields ignore forbidden squares and the board edge', () => {
    expect(floatingDangers(board({ 4: '..F.....' }), at(4, 5))).toEqual([at(5, 4)]);
    expect(floatingDangers(board(), at(1, 5))).toEqual([at(2, 4)]);
    expect(floatingDangers(board(), at(4, 1))).toEqual([]);
  });

  it('a square is open only when neither forbidden, nor fixed dangerous, nor floating dangerous', () => {
    const fields = board({ 3: 'FD......' });
    expect(isOpen(fields, at(1, 3), -1)).toBe(false);
    expect(isOpen(fields, at(2, 3), -1)).toBe(false);
    expect(isOpen(fields, at(3, 3), -1)).toBe(true);
    expect(isOpen(fields, at(3, 3), at(4, 4))).toBe(false);
    expect(isOpen(fields, at(4, 3), at(4, 4))).toBe(true);
    // The pawn's own square is open when its field is: that is where the king captures.
    expect(isOpen(fields, at(4, 4), at(4, 4))).toBe(true);
  });
});

describe('the pursuit game', () => {
  it('encodes and decodes positions', () => {
    const game = new PursuitGame(board());
    for (const position of [
      { king: 0, pawn: 63, toMove: 'white' as const },
      { king: 63, pawn: -1, toMove: 'black' as const },
      { king: at(3, 4), pawn: at(5, 6), toMove: 'black' as const },
    ]) {
      expect(game.decode(game.encode(position))).toEqual(position);
    }
  });

  it('capture is allowed only on an open square: a pawn on a fixed D cannot be captured', () => {
    const open = new PursuitGame(board());
    expect(open.kingMoves(at(4, 4), at(5, 5))).toContain(at(5, 5));
    const fixed = new PursuitGame(board({ 5: '....D...' }));
    expect(fixed.kingMoves(at(4, 4), at(5, 5))).not.toContain(at(5, 5));
    // The pawn on D above an F is blocked, but the king next to it cannot take it: it must step away.
    const state = fixed.play(fixed.start(at(4, 4), at(5, 5)), at(4, 5));
    expect(fixed.decode(state)).toEqual({ king: at(4, 5), pawn: at(5, 5), toMove: 'black' });
  });

  it('capturing ends the game with a White win', () => {
    const game = new PursuitGame(board());
    const after = game.play(game.start(at(4, 4), at(5, 5)), at(5, 5));
    expect(game.ending(after)).toEqual({ kind: 'capture', square: at(5, 5) });
    expect(game.outcome(after)).toBe('white');
  });

  it('floating dangerous fields move with the pawn', () => {
    const game = new PursuitGame(board());
    // Pawn on e6: d5 and f5 are dangerous. After it steps to e5, d4 and f4 are, and d5 is open again.
    expect(game.kingMoves(at(3, 4), at(5, 6))).not.toContain(at(4, 5));
    expect(game.kingMoves(at(3, 4), at(5, 6))).toContain(at(4, 4));
    expect(game.kingMoves(at(3, 4), at(5, 5))).toContain(at(4, 5));
    expect(game.kingMoves(at(3, 4), at(5, 5))).not.toContain(at(4, 4));
    const afterPawn = game.play(game.encode({ king: at(3, 4), pawn: at(5, 6), toMove: 'black' }), at(5, 5));
    expect(game.moves(afterPawn)).toEqual(game.kingMoves(at(3, 4), at(5, 5)));
  });

  it('the king blocks the pawn from directly below: White wins', () => {
    const game = new PursuitGame(board());
    // King on e4 under the pawn on e5, Black to move.
    const state = game.encode({ king: at(5, 4), pawn: at(5, 5), toMove: 'black' });
    expect(game.ending(state)).toEqual({ kind: 'pawn-blocked', square: at(5, 5), by: 'king' });
    expect(game.outcome(state)).toBe('white');
    // From e3 the king steps up to e4 (open: the pawn's floating fields are d4 and f4) and wins at once.
    expect(solve(game, game.start(at(5, 3), at(5, 5)))).toEqual({ outcome: 'white', plies: 1 });
  });

  it('a forbidden square below the pawn stops it: White wins unless on the bottom row', () => {
    const game = new PursuitGame(board({ 4: '....F...' }));
    expect(winnerOf(game, at(1, 8), at(5, 5))).toBe('white');
    const state = game.play(game.start(at(1, 8), at(5, 5)), at(2, 8));
    expect(game.ending(state)).toEqual({ kind: 'pawn-blocked', square: at(5, 5), by: 'forbidden' });
  });

  it('the pawn may move onto a fixed dangerous square, and then cannot be captured there', () => {
    const game = new PursuitGame(board({ 1: '....D...' }));
    // The pawn on e2 steps to e1 (D); the king on d2, however it moves, cannot take it: Black wins.
    expect(game.moves(game.encode({ king: at(1, 8), pawn: at(5, 2), toMove: 'black' }))).toEqual([at(5, 1)]);
    expect(winnerOf(game, at(3, 3), at(5, 2))).toBe('black');
    // Without the D, the king on c3 steps to d2 (open: the floating fields are d1 and f1) and takes the pawn on e1.
    expect(winnerOf(new PursuitGame(board()), at(3, 3), at(5, 2))).toBe('white');
  });

  it('the pawn starting on the bottom row: Black wins unless the king takes it at once', () => {
    const game = new PursuitGame(board());
    expect(solve(game, game.start(at(4, 2), at(5, 1)))).toEqual({ outcome: 'white', plies: 1 });
    const far = game.start(at(7, 3), at(5, 1));
    expect(solve(game, far)).toEqual({ outcome: 'black', plies: 1 });
    const after = game.play(far, at(6, 2));
    expect(game.ending(after)).toEqual({ kind: 'pawn-home', square: at(5, 1) });
  });

  it('a king with no open square on its first move loses at once', () => {
    const game = new PursuitGame(board({ 2: 'DD......', 1: '.F......' }));
    const start = game.start(at(1, 1), at(8, 8));
    expect(game.moves(start)).toEqual([]);
    expect(game.ending(start)).toEqual({ kind: 'king-trapped', square: at(1, 1) });
    expect(solve(game, start)).toEqual({ outcome: 'black', plies: 0 });
  });

  it('floating fields can trap the king too', () => {
    // King in the corner a1 with b1 forbidden and a2 dangerous; b2 is floating below the pawn on c3.
    const game = new PursuitGame(board({ 2: 'D.......', 1: '.F......' }));
    expect(game.moves(game.start(at(1, 1), at(3, 3)))).toEqual([]);
    expect(game.moves(game.start(at(1, 1), at(3, 4)))).toEqual([at(2, 2)]);
  });

  it('the king may stand on a square that has become dangerous, and then must step off it', () => {
    const game = new PursuitGame(board());
    // King on d2, pawn on c4: the pawn steps to c3, making b2 and d2 dangerous, with the king on d2.
    const afterPawn = game.play(game.encode({ king: at(4, 2), pawn: at(3, 4), toMove: 'black' }), at(3, 3));
    expect(game.decode(afterPawn)).toEqual({ king: at(4, 2), pawn: at(3, 3), toMove: 'white' });
    expect(isOpen(game.board, at(4, 2), at(3, 3))).toBe(false);
    expect(game.ending(afterPawn)).toBeUndefined();
    expect(game.moves(afterPawn)).toContain(at(3, 3));
    expect(game.moves(afterPawn)).not.toContain(at(4, 2));
  });

  it('the pawn never stands still and never moves sideways: one move, straight down', () => {
    const game = new PursuitGame(board());
    expect(game.moves(game.encode({ king: at(1, 1), pawn: at(5, 5), toMove: 'black' }))).toEqual([at(5, 4)]);
  });

  it('every game ends within twice the board height in plies', () => {
    const game = new PursuitGame(board());
    for (let king = 0; king < 64; king++) {
      for (const pawn of [at(1, 8), at(4, 8), at(8, 5)]) {
        if (king !== pawn) expect(solve(game, game.start(king, pawn)).plies).toBeLessThanOrEqual(16);
      }
    }
  });
});

describe('the fast forms agree with the readable ones', () => {
  it('outcome, moves and the open test match ending, kingMoves, pawnStep and isOpen on every position of random boards', () => {
    const random = seededRandom(12345);
    const compared = { endings: 0, kingMoves: 0, pawnMoves: 0 };
    // Every position compared, the differences gathered: an expect() per position costs more than the rules.
    const faults: string[] = [];
    const same = (a: readonly number[], b: readonly number[]): boolean =>
      a.length === b.length && a.every((value, index) => value === b[index]);
    const outcomeOf = { capture: 'white', 'king-trapped': 'black', 'pawn-blocked': 'white', 'pawn-home': 'black' };
    for (let trial = 0; trial < 30; trial++) {
      const width = 1 + Math.floor(random() * 8);
      const height = 1 + Math.floor(random() * 8);
      const rows = Array.from({ length: height }, () =>
        Array.from({ length: width }, () => '.FD.'[Math.floor(random() * 4)]).join(''),
      );
      const fields = boardFromRows(rows);
      if (!fields) throw new Error('bad random board');
      const game = new PursuitGame(fields);
      const squares = width * height;
      for (let king = 0; king < squares; king++) {
        for (let pawn = -1; pawn < squares; pawn++) {
          if (pawn === king) continue;
          for (const toMove of ['white', 'black'] as const) {
            const where = `${rows.join('/')} king ${king} pawn ${pawn} ${toMove} to move`;
            const state = game.encode({ king, pawn, toMove });
            const ending = game.ending(state);
            const outcome = ending && outcomeOf[ending.kind];
            if (game.outcome(state) !== outcome)
              faults.push(`${where}: outcome ${game.outcome(state)}, not ${outcome}`);
            if (ending) compared.endings++;
            if (ending || pawn < 0) continue;
            if (toMove === 'white') compared.kingMoves++;
            else compared.pawnMoves++;
            const expected =
              toMove === 'white'
                ? game.kingMoves(king, pawn)
                : (() => {
                    const step = game.pawnStep(king, pawn);
                    return 'to' in step ? [step.to] : [];
                  })();
            if (!same(game.moves(state), expected)) faults.push(`${where}: moves ${game.moves(state).join()}`);
            if (!same(game.moves(state, [99, 98]), expected))
              faults.push(`${where}: moves into a given array ${game.moves(state, [99, 98]).join()}`);
            if (toMove === 'white') {
              const open = Array.from({ length: squares }, (_, square) => square).filter(
                (square) =>
                  Math.max(
                    Math.abs((square % width) - (king % width)),
                    Math.abs(Math.floor(square / width) - Math.floor(king / width)),
                  ) === 1 && isOpen(fields, square, pawn),
              );
              if (
                !same(
                  [...expected].sort((a, b) => a - b),
                  open,
                )
              )
                faults.push(`${where}: king moves ${expected.join()}, open squares ${open.join()}`);
            }
          }
        }
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
    // About half of what these 30 boards give (8,930 endings, 18,577 king and 11,999 pawn positions).
    expect(compared.endings).toBeGreaterThanOrEqual(4000);
    expect(compared.kingMoves).toBeGreaterThanOrEqual(9000);
    expect(compared.pawnMoves).toBeGreaterThanOrEqual(6000);
  });
});
