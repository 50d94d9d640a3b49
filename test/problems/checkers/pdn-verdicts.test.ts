import fc from 'fast-check';
import { seededRandom } from '../../../src/core/random.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toPdnFen } from '../../../src/games/checkers/fen.js';
import { type Move, applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import { formatPdn, parsePdn } from '../../../src/games/checkers/pdn.js';
import { INITIAL_POSITION } from '../../../src/games/checkers/position.js';
import type { PdnGameExplanation } from '../../../src/problems/checkers/pdn-verdicts.js';
import { checkersPdn } from '../../../src/problems/checkers/pdn-guard.js';
import { anyPosition, playChoices } from '../../games/checkers/playouts.js';

/** Every game of `text` checked and explained. */
function explainAll(text: string): PdnGameExplanation[] {
  return checkersPdn
    .parse(text)
    .games.map((game, index) => checkersPdn.explain(game, checkersPdn.judge(game), index + 1));
}

/** The explanation of the only game of `moves` played from `fen`. */
function explainMoves(fen: string, movetext: string): PdnGameExplanation {
  const explained = explainAll(`[FEN "${fen}"]\n${movetext}`);
  expect(explained).toHaveLength(1);
  return explained[0];
}

describe('checking PDN games', () => {
  it('takes the Result tag when the movetext ends in "*" or nothing, and checks it against the record', () => {
    const [drawn] = explainAll('[Result "1/2-1/2"]\n1. 11-15 23-19 *');
    expect(checkersPdn.line(drawn)).toBe('game 1: 1 move (2 plies), all legal, result 1/2-1/2');
    // White takes Red's last man; Red has no move, so White has won: the tag's 1-0 says Red did.
    const [lost] = explainAll('[Result "1-0"]\n[FEN "W:W23:B18"]\n1... 23x14');
    expect(checkersPdn.result(lost)).toMatchObject({ kind: 'contradicts', winner: 'white' });
  });

  it('keeps the comments of a published game with the moves before each, for a score sheet', () => {
    const [published] = explainAll(readFileSync(new URL('../../fixtures/pdn/published.pdn', import.meta.url), 'utf8'));
    expect(published.comments.map((comment) => [comment.ply, comment.text.slice(0, 24)])).toEqual([
      [0, 'Notes from the club bull'],
      [14, 'forced'],
      [35, 'the new king takes two'],
      [38, 'a man back'],
    ]);
  });

  it('resolves a capture given by its two ends to the one route that makes it', () => {
    const explanation = explainMoves('W:W27,30,K14:B2,7,10,15,23,K12', '1... 27x11 2. 7x16 14x7 *');
    expect(explanation).toMatchObject({ valid: true, played: ['27x18x11', '7x16', '14x7'], moveCount: 3 });
  });

  it('takes squares in between when some are given (22x15x6 of a longer route is not needed)', () => {
    expect(explainMoves('W:W22,30:B9,10,17,18,3', '1... 22x15x6').played).toEqual(['22x15x6']);
    expect(explainMoves('W:W22,30:B9,10,17,18,3', '1... 22x13x6').played).toEqual(['22x13x6']);
  });

  it('refuses an end-to-end capture that two routes over different pieces make, and names both', () => {
    expect(explainMoves('W:W22,30:B9,10,17,18,3', '1... 22x6')).toMatchObject({
      valid: false,
      illegalMove: 1,
      moveNumber: 1,
      side: 'white',
      reason: 'ambiguous',
      evidence: 'ambiguous capture, give the squares in between (e.g. 22x13x6 or 22x15x6)',
      moveLine: 2,
      moveColumn: 6,
    });
  });

  it('refuses a whole route that a longer route through its squares, over other pieces, fits too', () => {
    // The game fast-check's seed 831797692 found (shrunk): 19x28 is a single jump, and the ends of
    // the king's circle 19x10x3x12x19x28, either way round, which takes four pieces more.
    const fen = 'W:W5,8,14,15,16,30,K1,K2,K11,K24,K26:B21,25,K9,K17,K19,K22,K23';
    expect(explainMoves(fen, '1... 11-7 2. 19x28')).toMatchObject({
      valid: false,
      illegalMove: 2,
      reason: 'ambiguous',
      evidence:
        'ambiguous capture: 19x28 is a capture, but 19x10x3x12x19x28 and 19x12x3x10x19x28 fit it too and take other pieces',
      played: ['11-7'],
    });
    // Squares in between name the route; the single jump cannot be told apart from the circle.
    expect(explainMoves(fen, '1... 11-7 2. 19x10x28').played).toEqual(['11-7', '19x10x3x12x19x28']);
    expect(explainMoves(fen, '1... 11-7 2. 19x12x3x28').played).toEqual(['11-7', '19x12x3x10x19x28']);
    expect(explainMoves(fen, '1... 11-7 2. 19x3x19x28')).toMatchObject({ valid: true, moveCount: 2 });
  });

  it("accepts a king's circle written by its ends either way round: both routes take the same pieces", () => {
    expect(explainMoves('B:W6,7,14,15:BK2', '1. 2x2 *')).toMatchObject({ valid: true, position: 'W:W:BK2' });
  });

  it('does not hold "-" and "x" to the move: 14-23 is the jump, 9x14 the step', () => {
    expect(explainMoves('B:W18:B14', '1. 14-23').played).toEqual(['14x23']);
    expect(explainMoves('B:W32:B9', '1. 9x14').played).toEqual(['9-14']);
  });

  it("gives the referee's reason and the column of the hop at fault", () => {
    // 16x23, then 23x14 (the hop at column 7) is not available: 18 is empty.
    expect(explainMoves('B:W19,26:BK16', '1. 16x23x14 *')).toMatchObject({
      reason: 'nothing-to-jump',
      evidence: 'square 18 is empty; there is nothing to jump',
      moveColumn: 7,
    });
    expect(explainMoves('B:W32:B14', '1. 14-18 32-27 2. 18-14')).toMatchObject({
      illegalMove: 3,
      moveNumber: 2,
      side: 'black',
      reason: 'backwards',
      moveColumn: 19,
    });
  });

  it('gives the captures that were due, as full routes, when a capture was due or a jump stopped short', () => {
    expect(explainMoves('B:W18,32:B1,14', '1. 1-6 *').dueCaptures).toEqual([
      { move: '14x23', path: [14, 23], captured: [18] },
    ]);
    expect(explainMoves('B:W10,19:B6', '1. 6x15 *')).toMatchObject({
      reason: 'must-continue',
      dueCaptures: [{ move: '6x15x24', path: [6, 15, 24], captured: [10, 19] }],
    });
    expect(explainMoves('B:W32:B14', '1. 14-18 32-27 2. 18-14').dueCaptures).toEqual([]);
  });

  it('says when no legal route joins the two squares, and what the piece can play', () => {
    expect(explainMoves('B:W32:B14', '1. 14-19')).toMatchObject({
      reason: 'no-route',
      evidence: 'no legal move takes the piece on 14 to 19; it can play 14-17, 14-18',
    });
  });

  it('refuses a move after the game is over', () => {
    expect(explainMoves('B:W18:B1,14', '1. 14x23 27-24 2-0')).toMatchObject({
      reason: 'game-over',
      evidence: 'White has no legal move; the game is over',
      legalMoves: [],
      result: '2-0',
    });
  });

  it('does not check a game that cannot be read, and says where', () => {
    expect(explainAll('1. 11-15 23-19 2. 8-11, 22-17')[0]).toMatchObject({
      valid: false,
      error: 'expected a space after the move "8-11", found ","',
      errorLine: 1,
      errorColumn: 23,
      illegalMove: null,
      played: [],
    });
  });

  it('lists the legal moves in square order, by origin then route', () => {
    expect(explainAll('1. 11-15')[0].legalMoves).toEqual([
      '21-17',
      '22-17',
      '22-18',
      '23-18',
      '23-19',
      '24-19',
      '24-20',
    ]);
  });
});

/** Whether the squares `written` fit `path`: its first and last square, and some of those in between, in order. */
function fitsRoute(written: readonly number[], path: readonly number[]): boolean {
  if (written[0] !== path[0] || written.at(-1) !== path.at(-1)) return false;
  const between = path.slice(1, -1)[Symbol.iterator]();
  return written.slice(1, -1).every((square) => {
    for (const on of between) if (on === square) return true;
    return false;
  });
}

const piecesTaken = (move: Move): string => [...move.captured].sort((a, b) => a - b).join();

describe('games written as programs write them', () => {
  it('replay to the same moves, whole or with squares left out, unless another route fits and takes other pieces', () => {
    const writings = ['whole routes', 'two ends', 'some squares'] as const;
    const tally = { games: 0, shortened: 0, ambiguous: { 'whole routes': 0, 'two ends': 0, 'some squares': 0 } };
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(INITIAL_POSITION), anyPosition),
        fc.array(fc.nat(), { maxLength: 80 }),
        fc.nat(),
        (start, choices, keep) => {
          const { moves } = playChoices(start, choices);
          const random = seededRandom(keep);
          const kept = (path: readonly number[]) =>
            path.filter((_, i) => i === 0 || i === path.length - 1 || random() < 0.5);
          const squaresOf = {
            'whole routes': moves.map((move) => move.path),
            'two ends': moves.map((move) => [move.from, move.to]),
            'some squares': moves.map((move) => kept(move.path)),
          };
          tally.shortened += moves.filter((move) => move.path.length > 2).length;
          for (const writing of writings) {
            const written = squaresOf[writing];
            const game = formatPdn({
              start,
              moves: written.map((squares, ply) => ({ squares, capture: moves[ply].captured.length > 0 })),
            });
            const verdict = checkersPdn.judge(parsePdn(game).games[0]);
            // The first move whose squares fit a legal route over other pieces than the move played.
            let position = start;
            let ply = 0;
            for (; ply < moves.length; ply++) {
              const rivals = legalMoves(position).filter(
                (other) => fitsRoute(written[ply], other.path) && piecesTaken(other) !== piecesTaken(moves[ply]),
              );
              if (rivals.length > 0) break;
              position = applyMove(position, moves[ply]);
            }
            if (ply === moves.length) {
              expect(verdict.kind, writing).toBe('legal');
              // Routes over the same pieces may differ in order; the positions reached may not.
              if (verdict.kind === 'legal') expect(toPdnFen(verdict.final)).toBe(toPdnFen(position));
              if (verdict.kind === 'legal' && writing === 'whole routes')
                expect(verdict.played.map(moveText)).toEqual(moves.map(moveText));
            } else {
              expect(verdict, writing).toMatchObject({ kind: 'illegal', ply, fault: { reason: 'ambiguous' } });
              if (verdict.kind === 'illegal') expect(toPdnFen(verdict.position)).toBe(toPdnFen(position));
              tally.ambiguous[writing]++;
            }
          }
          tally.games++;
        },
      ),
      { numRuns: 300 },
    );
    expect(tally.games).toBe(300);
    expect(tally.shortened).toBeGreaterThanOrEqual(50);
    for (const writing of writings) expect(tally.ambiguous[writing], writing).toBeLessThan(tally.games / 2);
  });
});

describe('PDN games for a view: replays and results', () => {
  const first = (text: string) => {
    const game = checkersPdn.parse(text).games[0];
    const verdict = checkersPdn.judge(game);
    return { game, verdict, explanation: checkersPdn.explain(game, verdict, 1) };
  };

  it('replays a game move by move, the position after each as the contest explanation draws it', () => {
    const { game, verdict } = first('[Event "x"]\n1. 11-15 23-19 2. 8-11 22-17 *');
    const replay = checkersPdn.replay(game, verdict);
    expect(replay.startBoard[0]).toBe(' r r r r');
    expect(replay.plies.map((ply) => ply.move)).toEqual(['11-15', '23-19', '8-11', '22-17']);
    expect(replay.plies.map((ply) => ply.side)).toEqual(['black', 'white', 'black', 'white']);
    expect(replay.plies[3].position).toBe(
      toPdnFen(
        [11, 15, 23, 19, 8, 11, 22, 17].reduce((position, _, index, all) => {
          if (index % 2 === 1) return position;
          const move = legalMoves(position).find(
            (candidate) => candidate.from === all[index] && candidate.to === all[index + 1],
          )!;
          return applyMove(position, move);
        }, INITIAL_POSITION),
      ),
    );
    expect(replay.illegalSquares).toEqual([]);
  });

  it('gives the squares of the illegal move as written, and only the moves before it', () => {
    const { game, verdict } = first('[Event "x"]\n1. 11-15 23-19 2. 8-11 22-18 3. 15-19 *');
    const replay = checkersPdn.replay(game, verdict);
    expect(replay.plies).toHaveLength(4);
    expect(replay.illegalSquares).toEqual([15, 19]);
  });

  it('replays each variation from the position before the move it stands for, up to its first illegal move', () => {
    const { game, verdict, explanation } = first(
      '1. 11-15 23-19 (1... 22-18 {the other way} 2. 15x22 25x18) 2. 8-11 (2. 9-14 22-17 3. 14-18 19-15) ' +
        '22-17 (2... 23-18) *',
    );
    const { variations } = checkersPdn.replay(game, verdict);
    // The replay plays what the explanation judged: its verdict, with the game's moves' words.
    expect(
      variations.map(({ variation, ply, plies }) => {
        const judged = explanation.variations[variation - 1];
        return {
          ply,
          moves: plies.map((each) => each.move),
          sides: plies.map((each) => each.side).join(' '),
          illegal: judged.move && `${judged.move}: ${judged.evidence}`,
          comments: judged.comments,
        };
      }),
    ).toEqual([
      {
        ply: 1,
        moves: ['22-18', '15x22', '25x18'],
        sides: 'white black white',
        illegal: null,
        comments: [{ ply: 1, text: 'the other way' }],
      },
      // Its illegal move with the referee's reason, as the game's moves get theirs.
      {
        ply: 2,
        moves: ['9-14', '22-17', '14-18'],
        sides: 'black white black',
        illegal: '19-15: square 15 holds a Red man',
        comments: [],
      },
      { ply: 3, moves: [], sides: '', illegal: expect.stringMatching(/^23-18: /) as string, comments: [] },
    ]);
    // The position after a variation's move is the rules' own: 22-18 from the position after 11-15.
    const play = (position: typeof INITIAL_POSITION, text: string) =>
      applyMove(
        position,
        legalMoves(position).find((move) => moveText(move) === text)!,
      );
    const after = play(play(INITIAL_POSITION, '11-15'), '22-18');
    expect(variations[0].plies[0].position).toBe(toPdnFen(after));
  });

  it('judges each variation as the game: its place, the move it stands for, its first illegal move', () => {
    const [game] = explainAll(readFileSync(new URL('../../fixtures/pdn/variation.pdn', import.meta.url), 'utf8'));
    expect(game.valid).toBe(true);
    expect(game.variations).toEqual([
      expect.objectContaining({
        variation: 1,
        line: 5,
        column: 28,
        ply: 2,
        insteadOf: '2. 8-11',
        verdict: 'illegal',
        moveCount: 2,
        illegalMove: 2,
        moveNumber: 2,
        side: 'white',
        move: '22-13',
        moveLine: 5,
        moveColumn: 33,
        reason: 'nothing-to-jump',
        squares: [22, 13],
        played: ['9-13'],
      }),
      expect.objectContaining({ variation: 2, insteadOf: '3... 25-22', verdict: 'legal', moveCount: 2 }),
    ]);
    // One line for the game, one under it for the variation at fault; the game's moves are all legal.
    expect(checkersPdn.line(game)).toBe(
      'game 1 (Club night, Red: Ann, White: Bob): 4 moves (8 plies), all legal, result unknown (*); ' +
        'variation 1 has an illegal move',
    );
  });

  it('leaves unplayed a variation of a move after the game’s first illegal one, and judges one of the illegal move', () => {
    const [game] = explainAll('1. 11-15 23-19 2. 15-19 (2. 8-11 22-17) 22-17 (2... 22-18) *');
    expect(game.illegalMove).toBe(3);
    expect(game.variations.map((variation) => [variation.insteadOf, variation.verdict])).toEqual([
      ['2. 15-19', 'legal'],
      ['2... 22-17', 'unreached'],
    ]);
  });

  it('checks the result where the record decides it: Red’s score first', () => {
    const won = (result: string) => checkersPdn.result(first(`[FEN "B:W18:B1,14"]\n1. 14x23 ${result}`).explanation);
    expect(won('2-0')).toEqual({
      kind: 'agrees',
      winner: 'black',
      said: 'White has no legal move at the end, so Red has won, as the result 2-0 says',
    });
    expect(won('1-0').kind).toBe('agrees');
    expect(won('0-1')).toMatchObject({
      kind: 'contradicts',
      said: 'White has no legal move at the end, so Red has won, but the result 0-1 says White won',
    });
    expect(won('1-1').said).toMatch(/but the result 1-1 says a draw$/);
    expect(won('*')).toMatchObject({ kind: 'missing', winner: 'black' });
    // Moves left: the record decides nothing (resigned, agreed, out of time).
    expect(checkersPdn.result(first('[Event "x"]\n1. 11-15 23-19 0-1').explanation)).toMatchObject({
      kind: 'open',
      winner: null,
    });
    expect(() => checkersPdn.result(undefined as unknown as PdnGameExplanation)).toThrow(TypeError);
  });
});

describe('long games', () => {
  it('are checked keeping the last 1,000 moves played, numbered as PDN numbers them, and the count of the others', () => {
    const movetext = Array.from(
      { length: 1500 },
      (_, k) => `${k + 1}. ${k % 2 === 0 ? '1-5 32-28' : '5-1 28-32'}`,
    ).join('\n');
    const [explanation] = explainAll(`[FEN "B:WK32:BK1"]\n${movetext} 1501. 1-6 *`);
    expect(explanation).toMatchObject({ valid: true, moveCount: 3001, playedOmitted: 2001, position: 'W:WK32:BK6' });
    expect(explanation.played).toHaveLength(1000);
    const game = checkersPdn.parse(`[FEN "B:WK32:BK1"]\n${movetext} 1501. 1-6 *`).games[0];
    const verdict = checkersPdn.judge(game);
    const described = checkersPdn.describe(game, verdict, explanation);
    expect(described).toContain('Played: (2,001 earlier moves not listed) ... 1001... 32-28 1002. 5-1 28-32');
    expect(described).toContain('1501. 1-6\n');
    const replay = checkersPdn.replay(game, verdict);
    expect(replay).toMatchObject({ firstPly: 2001, illegalSquares: [] });
    expect(replay.plies.at(-1)?.position).toBe('W:WK32:BK6');
  });
});
