import { assertInteger, assertObject, assertOneOf, assertString } from '../../core/guards.js';
import type { Result } from '../../core/located.js';
import { squareName } from '../../core/geometry.js';
import { SIDES, type Side, otherSide } from '../../core/side.js';
import type { PlayOption, RuleQuestions } from '../../framework/questions.js';
import { parseFen } from '../../games/chess/fen.js';
import { san, toFen } from '../../games/chess/notation.js';
import {
  type ChessTargetsReply,
  type ChessTargetsQuestion,
  copyChessTargetsQuestion,
  chessTargets,
} from '../../games/chess/play.js';
import {
  MAX_PLAY_PLIES,
  type QueenCapturePlay,
  assertQueenCaptureBoard,
  queenCapturePlay,
} from '../../games/chess/queen-capture-play.js';
import { makeMove } from '../../games/chess/rules.js';
import { EMPTY, ROLES, roleOfCode } from '../../games/chess/pieces.js';
import { joinWords } from '../../games/chess/notation.js';
import type { SimplifiedChessVariant } from './variant.js';

/**
 * What the page asks while Simplified Chess is played on a board: a piece's targets (why a square
 * is refused), and perfect play in the game of the queen's capture, for playing against Arbiter.
 */

/** A queen-capture position: the FEN's placement, the side to move, the plies left. */
export interface QueenCaptureSpot {
  readonly fen: string;
  readonly toMove: Side;
  readonly plies: number;
}

/** Perfect play from a queen-capture position (the judge's search, rules.chess.queenCapturePlay). */
export interface QueenCapturePlayQuestion extends QueenCaptureSpot {
  readonly kind: 'queen-capture-play';
}

export interface QueenCaptureReply {
  readonly kind: 'queen-capture-play';
  readonly over?: QueenCapturePlay['over'];
  readonly whiteWinsIn?: number;
  readonly moves: readonly PlayOption<QueenCaptureSpot>[];
}

export type SimplifiedChessQuestion = ChessTargetsQuestion | QueenCapturePlayQuestion;
export type SimplifiedChessRuleReply = ChessTargetsReply | QueenCaptureReply;

/** How long Arbiter thinks about one position before it says it cannot answer. */
const PLAY_TIME_MS = 20_000;

function queenCaptureReply(
  { roles }: SimplifiedChessVariant,
  question: QueenCapturePlayQuestion,
): Result<QueenCaptureReply, string> {
  const read = parseFen(question.fen);
  if (!read.ok) return { ok: false, error: `FEN, column ${read.error.column}: ${read.error.message}` };
  const { board } = read.value;
  // A piece the variant does not have (a king; in the Simplified Chess Engine, a pawn) is refused with its rule.
  if (board.cells.some((code) => code !== EMPTY && !roles.includes(roleOfCode(code)))) {
    const allowed = ROLES.filter((role) => roles.includes(role)).map((role) => `${role}s`);
    return { ok: false, error: `the position: only ${joinWords(allowed)} may stand on the board` };
  }
  try {
    assertQueenCaptureBoard(board, 'the position');
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, error: error.message };
    throw error;
  }
  const next = otherSide(question.toMove);
  const play = queenCapturePlay(board, question.toMove, question.plies, { deadline: Date.now() + PLAY_TIME_MS });
  const legal = play.moves.map((option) => option.move);
  const value: QueenCaptureReply = {
    kind: 'queen-capture-play',
    ...(play.over ? { over: play.over } : {}),
    ...(play.whiteWinsIn === undefined ? {} : { whiteWinsIn: play.whiteWinsIn }),
    moves: play.moves.map(({ move, changesWinner }) => {
      const after = board.clone();
      makeMove(after, move);
      return {
        from: squareName(board.shape, move.from),
        to: squareName(board.shape, move.to),
        label: san(board, move, legal),
        after: { fen: toFen(after, next), toMove: next, plies: question.plies - 1 },
        best: play.best.includes(move),
        changesWinner,
        ...(move.promotion === undefined ? {} : { choice: roleOfCode(move.promotion) }),
      };
    }),
  };
  return { ok: true, value };
}

/** The rule questions of a problem of the family: the same game, on the variant's pieces. */
export const questionsOf = (
  variant: SimplifiedChessVariant,
): RuleQuestions<SimplifiedChessQuestion, SimplifiedChessRuleReply> => ({
  copyQuestion(value, at) {
    assertObject(value, at);
    const { kind } = value;
    assertOneOf(kind, `${at}.kind`, ['chess-targets', 'queen-capture-play']);
    if (kind === 'chess-targets') return copyChessTargetsQuestion(value, at);
    const { fen, toMove, plies } = value;
    assertString(fen, `${at}.fen`);
    assertOneOf(toMove, `${at}.toMove`, SIDES);
    assertInteger(plies, `${at}.plies`, 0, MAX_PLAY_PLIES);
    return { kind, fen, toMove, plies };
  },
  ask: (question) =>
    question.kind === 'chess-targets' ? chessTargets(question) : queenCaptureReply(variant, question),
});
