import { type Side, otherSide } from '../../../src/core/side.js';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { type Square, fileOf, rankOf, squareAt, squareName } from '../../../src/core/geometry.js';
import { ChessBoard } from '../../../src/games/chess/board.js';
import { movementIsSymmetric } from '../../../src/games/chess/tables.js';
import { ROLE_LETTER, type Role, roleOfCode } from '../../../src/games/chess/pieces.js';
import { checkStatus, legalMoves } from '../../../src/games/chess/rules.js';
import { toFen } from '../../../src/games/chess/notation.js';
import { type RankAndFileStatus, judgeRankAndFile } from '../../../src/problems/rank-and-file/judge.js';
import { rankAndFileFromSetup } from '../../../src/problems/rank-and-file/case.js';
import { builtCase } from '../../../src/framework/problem.js';
import { type Random, pick, randomInt, seededRandom } from '../../../src/core/random.js';

/**
 * Differential test: Arbiter's check, checkmate and legal-move logic against chess.js on random
 * pawnless positions. Both engines see the same position (chess.js through Arbiter's own FEN), and
 * any difference in verdict or in the set of legal moves is a failure.
 */

const BOARD = { width: 8, height: 8 };
const SEED = 0x5eed_c4e5;
/** Positions compared; about a third of the generated ones are skipped (see otherSideInCheck). */
const POSITIONS = 10_500;
const MAX_ATTEMPTS = 3 * POSITIONS;
const MAX_PIECES_PER_SIDE = 8;
const OTHER_ROLES: readonly Role[] = ['queen', 'rook', 'bishop', 'knight'];

const distance = (a: Square, b: Square): number =>
  Math.max(Math.abs(fileOf(BOARD, a) - fileOf(BOARD, b)), Math.abs(rankOf(BOARD, a) - rankOf(BOARD, b)));

/** A random empty square, within `radius` (king steps) of `centre` when one is given and has room. */
function emptySquare(random: Random, board: ChessBoard, centre?: Square, radius = 0): Square {
  const all = Array.from({ length: 64 }, (_, square) => square).filter((square) => board.cells[square] === 0);
  const near = centre === undefined ? [] : all.filter((square) => distance(square, centre) <= radius);
  return pick(random, near.length > 0 ? near : all);
}

interface Position {
  /** The side judged, which is also the side to move in the FEN. */
  readonly side: Side;
  readonly board: ChessBoard;
  readonly fen: string;
}

/**
 * A random pawnless position with kings apart. Plain uniform placement almost never mates, so the
 * attackers crowd around the judged king, its own pieces often stand next to it (blocking, being
 * pinned), and sometimes it has no other piece at all (the only way stalemates show up).
 */
function randomPosition(random: Random): Position {
  const side: Side = random() < 0.5 ? 'white' : 'black';
  const enemy = otherSide(side);
  const board = new ChessBoard(BOARD);
  const king = randomInt(random, 0, 63);
  board.put(king, { side: side, role: 'king' });

  // The enemy king often helps the mate from two squares away; it may never stand adjacent.
  let enemyKing: Square;
  do {
    enemyKing = random() < 0.3 ? emptySquare(random, board, king, 2) : emptySquare(random, board);
  } while (distance(enemyKing, king) <= 1);
  board.put(enemyKing, { side: enemy, role: 'king' });

  const attackers = randomInt(random, 0, MAX_PIECES_PER_SIDE);
  for (let i = 0; i < attackers; i++) {
    const square = random() < 0.6 ? emptySquare(random, board, king, 2) : emptySquare(random, board);
    board.put(square, { side: enemy, role: pick(random, OTHER_ROLES) });
  }
  const defenders = random() < 0.35 ? 0 : randomInt(random, 1, MAX_PIECES_PER_SIDE);
  for (let i = 0; i < defenders; i++) {
    const square = random() < 0.5 ? emptySquare(random, board, king, 1) : emptySquare(random, board);
    board.put(square, { side: side, role: pick(random, OTHER_ROLES) });
  }
  return { side, board, fen: toFen(board, side) };
}

const moveKey = (from: string, to: string): string => `${from}-${to}`;

function arbiterMoves(board: ChessBoard, side: Side): string[] {
  return legalMoves(board, side)
    .map((move) => moveKey(squareName(BOARD, move.from), squareName(BOARD, move.to)))
    .sort();
}

function chessJsVerdict(game: Chess): RankAndFileStatus {
  if (game.isCheckmate()) return 'CHECKMATED';
  return game.isCheck() ? 'CHECKED' : 'SAFE';
}

/** chess.js only answers sensibly when the side that just "moved" is not left in check. */
function otherSideInCheck(game: Chess): boolean {
  const other = game.turn() === 'w' ? 'b' : 'w';
  const [king] = game.findPiece({ type: 'k', color: other });
  return game.isAttacked(king, game.turn());
}

interface Disagreement {
  readonly fen: string;
  readonly what: string;
}

interface Tally {
  positions: number;
  skipped: number;
  CHECKED: number;
  CHECKMATED: number;
  SAFE: number;
  stalemate: number;
  /** Legal moves compared, summed over all positions. */
  moves: number;
}

interface Comparison {
  /** What differs; empty when both engines agree. */
  readonly problems: string[];
  readonly moveCount: number;
}

function compare(position: Position, game: Chess): Comparison {
  const problems: string[] = [];
  const verdict = judgeRankAndFile(builtCase(rankAndFileFromSetup, { side: position.side, board: position.board }));
  if (!verdict.ok) return { problems: [`Arbiter refused the position: ${verdict.error}`], moveCount: 0 };
  const expected = chessJsVerdict(game);
  if (verdict.value.status !== expected)
    problems.push(`verdict: Arbiter ${verdict.value.status}, chess.js ${expected}`);

  const ours = arbiterMoves(position.board, position.side);
  const theirs = game
    .moves({ verbose: true })
    .map((move) => moveKey(move.from, move.to))
    .sort();
  const onlyOurs = ours.filter((move) => !theirs.includes(move));
  const onlyTheirs = theirs.filter((move) => !ours.includes(move));
  if (onlyOurs.length > 0 || onlyTheirs.length > 0 || ours.length !== theirs.length) {
    problems.push(`moves: only Arbiter [${onlyOurs.join(' ')}], only chess.js [${onlyTheirs.join(' ')}]`);
  }
  return { problems, moveCount: theirs.length };
}

function runDifferential(): { tally: Tally; disagreements: Disagreement[] } {
  const random = seededRandom(SEED);
  const tally: Tally = { positions: 0, skipped: 0, CHECKED: 0, CHECKMATED: 0, SAFE: 0, stalemate: 0, moves: 0 };
  const disagreements: Disagreement[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS && tally.positions < POSITIONS; attempt++) {
    const position = randomPosition(random);
    // Default validation stays on: it also checks that toFen wrote a well-formed FEN.
    const game = new Chess(position.fen);
    if (otherSideInCheck(game)) {
      tally.skipped++;
      continue;
    }
    tally.positions++;
    tally[chessJsVerdict(game)]++;
    if (game.isStalemate()) tally.stalemate++;
    const { problems, moveCount } = compare(position, game);
    tally.moves += moveCount;
    for (const what of problems) disagreements.push({ fen: position.fen, what });
  }
  return { tally, disagreements };
}

describe('differential test against chess.js', () => {
  it('every piece but the pawn takes both ways along a line, as the lines of attack drawn from a king assume', () => {
    expect(movementIsSymmetric()).toBe(true);
  });

  it('the FEN squares line up with chess.js (a1 bottom left, white upper case)', () => {
    const board = new ChessBoard(BOARD);
    board.put(squareAt(BOARD, 0, 0), { side: 'white', role: 'king' });
    board.put(squareAt(BOARD, 7, 7), { side: 'black', role: 'queen' });
    board.put(squareAt(BOARD, 4, 7), { side: 'black', role: 'king' });
    const game = new Chess(toFen(board, 'white'));
    expect(game.get('a1')).toEqual({ type: 'k', color: 'w' });
    expect(game.get('h8')).toEqual({ type: 'q', color: 'b' });
    expect(game.isCheck()).toBe(true);
  });

  it('the comparison notices a difference (so agreement is not vacuous)', () => {
    const position = randomPosition(seededRandom(SEED));
    const board = position.board.clone();
    const king = board.kingSquare(position.side);
    if (king === undefined) throw new Error('generated positions always have both kings');
    // Same position but the judged king stands elsewhere: chess.js must now list other moves.
    board.put(king, undefined);
    board.put(emptySquare(seededRandom(1), board), { side: position.side, role: 'king' });
    expect(compare(position, new Chess(toFen(board, position.side))).problems).not.toEqual([]);
  });

  it('agrees on every verdict and every legal move over thousands of random positions', () => {
    const { tally, disagreements } = runDifferential();
    const report = disagreements.slice(0, 10).map(({ fen, what }) => `${fen}  ${what}`);
    expect(report, `${disagreements.length} disagreements; first ones:\n${report.join('\n')}`).toEqual([]);

    // The sample must really cover every verdict, or the agreement above proves little.
    console.info(`chess.js differential: ${JSON.stringify(tally)}`);
    expect(tally.positions).toBe(POSITIONS);
    expect(tally.CHECKED).toBeGreaterThanOrEqual(2_000);
    expect(tally.CHECKMATED).toBeGreaterThanOrEqual(1_000);
    expect(tally.SAFE).toBeGreaterThanOrEqual(2_000);
    expect(tally.stalemate).toBeGreaterThanOrEqual(50);
  });
});

// ---- With pawns: every piece in the one rule text -----------------------------------------

/** Positions with pawns compared; chess.js takes no pawn on the first or last rank, so none stands there. */
const PAWN_POSITIONS = 3_000;
const PAWN_SEED = 0x9a_e0;

/** A random position with kings apart, pawns of both sides (none on its first or last rank) and a few pieces. */
function randomPawnPosition(random: Random): Position {
  const side: Side = random() < 0.5 ? 'white' : 'black';
  const board = new ChessBoard(BOARD);
  const king = randomInt(random, 0, 63);
  board.put(king, { side, role: 'king' });
  let enemyKing: Square;
  do enemyKing = emptySquare(random, board);
  while (distance(enemyKing, king) <= 1);
  board.put(enemyKing, { side: otherSide(side), role: 'king' });
  for (const owner of [side, otherSide(side)]) {
    for (let k = randomInt(random, 1, 6); k > 0; k--) {
      // Pawns often stand one step from promoting, where the promotions are.
      let square: Square;
      do square = emptySquare(random, board, random() < 0.4 ? king : undefined, 2);
      while (rankOf(BOARD, square) === 0 || rankOf(BOARD, square) === 7);
      board.put(square, { side: owner, role: 'pawn' });
    }
    for (let k = randomInt(random, 0, 3); k > 0; k--)
      board.put(emptySquare(random, board, king, 2), { side: owner, role: pick(random, OTHER_ROLES) });
  }
  return { side, board, fen: toFen(board, side) };
}

/** A move as "e7-e8=q", the way both sides name it. */
const withPromotion = (from: string, to: string, promotion: string | undefined): string =>
  `${moveKey(from, to)}${promotion ? `=${promotion}` : ''}`;

describe('differential test against chess.js, with pawns', () => {
  it('agrees on check, mate and every legal move, promotions included (chess.js’s double steps aside)', () => {
    const random = seededRandom(PAWN_SEED);
    const disagreements: string[] = [];
    const tally = { positions: 0, skipped: 0, checked: 0, checkmated: 0, promotions: 0, pawnMoves: 0, moves: 0 };
    for (let attempt = 0; attempt < 3 * PAWN_POSITIONS && tally.positions < PAWN_POSITIONS; attempt++) {
      const position = randomPawnPosition(random);
      const game = new Chess(position.fen);
      if (otherSideInCheck(game)) {
        tally.skipped++;
        continue;
      }
      tally.positions++;
      // Arbiter's pawns never step twice (no game of its own asks for it): chess.js's double steps are left out.
      const theirs = game
        .moves({ verbose: true })
        .filter((move) => !move.isBigPawn())
        .map((move) => withPromotion(move.from, move.to, move.promotion))
        .sort();
      const ours = legalMoves(position.board, position.side)
        .map((move) =>
          withPromotion(
            squareName(BOARD, move.from),
            squareName(BOARD, move.to),
            move.promotion === undefined ? undefined : roleLetter(move.promotion),
          ),
        )
        .sort();
      const expected = !game.isCheck() ? 'safe' : theirs.length === 0 ? 'checkmated' : 'checked';
      const status = checkStatus(position.board, position.side);
      if (status !== expected) disagreements.push(`${position.fen}: Arbiter ${status}, chess.js ${expected}`);
      if (ours.join(' ') !== theirs.join(' '))
        disagreements.push(`${position.fen}: Arbiter [${ours.join(' ')}], chess.js [${theirs.join(' ')}]`);
      if (status !== 'safe') tally[status]++;
      tally.moves += theirs.length;
      tally.promotions += theirs.filter((move) => move.includes('=')).length;
      tally.pawnMoves += legalMoves(position.board, position.side).filter(
        (move) => position.board.pieceAt(move.from)?.role === 'pawn',
      ).length;
    }
    expect(disagreements.slice(0, 10), `${disagreements.length} disagreements`).toEqual([]);
    console.info(`chess.js differential with pawns: ${JSON.stringify(tally)}`);
    expect(tally.positions).toBe(PAWN_POSITIONS);
    expect(tally.checked).toBeGreaterThanOrEqual(1_000);
    expect(tally.checkmated).toBeGreaterThanOrEqual(100);
    expect(tally.promotions).toBeGreaterThanOrEqual(3_000);
    expect(tally.pawnMoves).toBeGreaterThanOrEqual(6_000);
  });
});

/** chess.js's letter for a promotion's piece code. */
const roleLetter = (code: number): string => ROLE_LETTER[roleOfCode(code)].toLowerCase();
