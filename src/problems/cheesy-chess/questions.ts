import { assertInteger, assertObject, assertOneOf, assertString, copyArray } from '../../core/guards.js';
import type { Result } from '../../core/located.js';
import { parseSquareName, squareName } from '../../core/geometry.js';
import { SIDES, type Side } from '../../core/side.js';
import type { PlayOption, RuleQuestions } from '../../framework/questions.js';
import { type ClosedSquare, boardFromRows, closedSquares, floatingDangers } from '../../games/pursuit/board.js';
import { pursuitPlay } from '../../games/pursuit/play.js';
import { type Ending, MAX_PURSUIT_SIDE, type PursuitPosition } from '../../games/pursuit/rules.js';

/**
 * What the page asks while Cheesy Chess is played against Arbiter: perfect play from a position
 * (the retrograde solution, rules.pursuit.pursuitPlay), the squares by name.
 */

/** A pursuit position by square names (the pawn null once taken), with the side to move. */
export interface PursuitSpot {
  readonly king: string;
  readonly pawn: string | null;
  readonly toMove: Side;
}

/** Perfect play in a king-and-pawn pursuit position: the board's rows (top first), the squares, the side to move. */
export interface PursuitPlayQuestion extends PursuitSpot {
  readonly kind: 'pursuit-play';
  readonly rows: readonly string[];
}

/** The position's value, the pawn's floating dangerous fields, how the game ended, and every move with its value. */
export interface PursuitReply {
  readonly kind: 'pursuit-play';
  readonly winner: Side;
  readonly plies: number;
  readonly floating: readonly string[];
  /** The squares next to the king it may not step onto, and what closes each (rules.pursuit.closedSquares). */
  readonly closed: readonly { readonly square: string; readonly field: ClosedSquare['field'] }[];
  /** How the game ended, when it is over: the kind, where, and for a blocked pawn what blocks it. */
  readonly ending?: { readonly kind: Ending['kind']; readonly square: string; readonly below?: string };
  readonly moves: readonly PlayOption<PursuitSpot>[];
}

function pursuitReply(question: PursuitPlayQuestion): Result<PursuitReply, string> {
  const board = boardFromRows(question.rows);
  if (!board) return { ok: false, error: 'the board is not rows of F, D and . of one length' };
  const name = (square: number): string => squareName(board.shape, square);
  const king = parseSquareName(board.shape, question.king);
  const pawn = question.pawn === null ? -1 : parseSquareName(board.shape, question.pawn);
  if (king === undefined) return { ok: false, error: `the king's square ${question.king} is not on the board` };
  if (pawn === undefined) return { ok: false, error: `the pawn's square ${question.pawn ?? ''} is not on the board` };
  if (pawn === king) return { ok: false, error: `the king and the pawn both stand on ${question.king}` };
  const spot = (position: PursuitPosition): PursuitSpot => ({
    king: name(position.king),
    pawn: position.pawn < 0 ? null : name(position.pawn),
    toMove: position.toMove,
  });
  const play = pursuitPlay(board, { king, pawn, toMove: question.toMove });
  const { ending } = play;
  const below = ending?.kind === 'pawn-blocked' ? name(ending.square - board.shape.width) : undefined;
  const value: PursuitReply = {
    kind: 'pursuit-play',
    winner: play.winner,
    plies: play.plies,
    floating: pawn < 0 ? [] : floatingDangers(board, pawn).map(name),
    closed: closedSquares(board, king, pawn).map((closed) => ({ square: name(closed.square), field: closed.field })),
    ...(ending ? { ending: { kind: ending.kind, square: name(ending.square), ...(below ? { below } : {}) } } : {}),
    moves: play.moves.map((move) => {
      const to = name(move.to);
      const white = play.toMove === 'white';
      return {
        from: white ? question.king : (question.pawn ?? ''),
        to,
        label: white ? `K${move.after.pawn < 0 ? 'x' : ''}${to}` : to,
        after: spot(move.after),
        best: play.best.includes(move.to),
        changesWinner: move.changesWinner,
      };
    }),
  };
  return { ok: true, value };
}

export const cheesyChessQuestions: RuleQuestions<PursuitPlayQuestion, PursuitReply> = {
  copyQuestion(value, at) {
    assertObject(value, at);
    const { kind, rows, king, pawn, toMove } = value;
    assertOneOf(kind, `${at}.kind`, ['pursuit-play']);
    const copied = copyArray(rows, `${at}.rows`, (row, where) => {
      assertString(row, where);
      assertInteger(row.length, `${where}.length`, 1, MAX_PURSUIT_SIDE);
      return row;
    });
    assertInteger(copied.length, `${at}.rows.length`, 1, MAX_PURSUIT_SIDE);
    assertString(king, `${at}.king`);
    if (pawn !== null) assertString(pawn, `${at}.pawn`);
    assertOneOf(toMove, `${at}.toMove`, SIDES);
    return { kind, rows: copied, king, pawn, toMove };
  },
  ask: pursuitReply,
};
