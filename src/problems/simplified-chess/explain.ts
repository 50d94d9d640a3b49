import type { Side } from '../../core/side.js';
import {
  type MoveJson,
  chessDiagram,
  fenRows,
  moveJson as moveOnBoard,
  numberedLine,
} from '../../games/chess/notation.js';
import { ROLES, ROLE_LETTER, type Role } from '../../games/chess/pieces.js';
import { type PackedMove, QueenCaptureGame, unpackMove } from '../../games/chess/queen-capture.js';
import { type AndOrSearch, SearchLimitReached, type StrategyNode, StrategyTooLarge } from '../../search/andor.js';
import type { JudgeOptions } from '../../framework/options.js';
import { type SimplifiedChessVerdict, limitMessage, searchFor } from './judge.js';
import type { SimplifiedChessCase } from './case.js';
import { plural } from '../../core/grouped.js';

export type { MoveJson } from '../../games/chess/notation.js';

/** White's move and, for every legal Black reply, White's answer (null when the move captures the queen). */
export interface StrategyJson {
  readonly move: MoveJson;
  /** Moves until the capture, counting this one, against Black's longest defence. */
  readonly movesToWin: number;
  /** The rows after White's move (as `board`): after the Black reply chosen above it, too. */
  readonly board: readonly string[];
  readonly replies: readonly { readonly reply: MoveJson; readonly answer: StrategyJson | null }[];
}

/** For NO: a White first move and the Black reply that holds (null when no reply is needed). */
export interface Refutation {
  readonly move: MoveJson;
  readonly reply: MoveJson | null;
  readonly why: string;
}

/** A move of the main line with what a view needs to show it: who moved what, and the board after it. */
export interface MainLineMove extends MoveJson {
  readonly side: Side;
  readonly role: Role;
  /** The rows after the move (as `board`). */
  readonly board: readonly string[];
}

export interface SimplifiedChessExplanation {
  /** m, the horizon in moves of both sides. */
  readonly moves: number;
  /** Rows from row 4 down to row 1, FEN letters: White upper case, Black lower case, '.' empty. */
  readonly board: readonly string[];
  readonly whiteWins: boolean;
  /** YES: the fewest moves within which White forces the capture. */
  readonly shortestWin: number | null;
  /** YES: White's fastest win against Black's longest defence, in SAN. */
  readonly mainLine: readonly string[];
  /** The same line with each move's squares, piece and the board after it. */
  readonly mainLineMoves: readonly MainLineMove[];
  /** YES: the whole winning strategy (absent when too large or when the search hit its limit; see `note`). */
  readonly strategy: StrategyJson | null;
  /** NO: for each White first move, a Black reply that holds. */
  readonly refutations: readonly Refutation[];
  /** Anything worth knowing about the horizon or about what was left out. */
  readonly notes: readonly string[];
  readonly nodes: number;
}

/** A tree larger than this is left out of the explanation (m > 6 can give millions of nodes). */
export const MAX_STRATEGY_NODES = 20_000;

function moveJson(game: QueenCaptureGame, move: PackedMove): MoveJson {
  return moveOnBoard(game.position, unpackMove(move), game.moves().map(unpackMove));
}

function strategyJson(game: QueenCaptureGame, node: StrategyNode<PackedMove>): StrategyJson {
  const move = moveJson(game, node.move);
  game.play(node.move);
  const board = fenRows(game.position);
  const replies = node.replies.map(({ move: reply, answer }) => {
    const replyJson = moveJson(game, reply);
    game.play(reply);
    const answerJson = answer ? strategyJson(game, answer) : null;
    game.undo(reply);
    return { reply: replyJson, answer: answerJson };
  });
  game.undo(node.move);
  return { move, movesToWin: node.plies, board, replies };
}

/** White's fastest win against the reply that resists longest, move by move. */
function mainLineOf(game: QueenCaptureGame, strategy: StrategyNode<PackedMove>): MainLineMove[] {
  const line: MainLineMove[] = [];
  const played: PackedMove[] = [];
  const play = (move: PackedMove): void => {
    const piece = game.position.pieceAt(unpackMove(move).from);
    if (!piece) throw new Error('a strategy move starts from an empty square');
    const json = moveJson(game, move);
    game.play(move);
    played.push(move);
    line.push({ ...json, side: piece.side, role: piece.role, board: fenRows(game.position) });
  };
  for (let node: StrategyNode<PackedMove> | null = strategy; node;) {
    play(node.move);
    let longest: StrategyNode<PackedMove>['replies'][number] | undefined;
    for (const reply of node.replies) {
      if (!longest || (reply.answer?.plies ?? 0) > (longest.answer?.plies ?? 0)) longest = reply;
    }
    if (!longest) break;
    play(longest.move);
    node = longest.answer;
  }
  for (const move of played.reverse()) game.undo(move);
  return line;
}

function horizonNotes(moves: number): string[] {
  if (moves === 1) return ['m = 1: White must capture the queen with its first move'];
  if (moves % 2 === 0)
    return [`m = ${moves}: White moves only on odd moves, so this is the same question as m = ${moves - 1}`];
  return [];
}

function refutationsOf(search: AndOrSearch<PackedMove>, game: QueenCaptureGame, moves: number): Refutation[] {
  return search.refutations(moves).map(({ move, reply, replyWins }) => {
    const moveAsJson = moveJson(game, move);
    if (reply === null) {
      return {
        move: moveAsJson,
        reply: null,
        why: 'it does not capture the queen, and the horizon leaves White no later move',
      };
    }
    game.play(move);
    const replyAsJson = moveJson(game, reply);
    game.undo(move);
    const why = replyWins
      ? `${replyAsJson.san} captures White's queen`
      : moves < 3
        ? 'it does not capture the queen, and the horizon leaves White no later move'
        : moves - 2 < 3
          ? `after ${replyAsJson.san} White cannot capture the queen on move 3`
          : `after ${replyAsJson.san} White cannot force the capture within the remaining ${plural(moves - 2, 'move')}`;
    return { move: moveAsJson, reply: replyAsJson, why };
  });
}

/** The explanation searches again (with the same limits as the judge: a tree can cost more than the answer). */
export function explainSimplifiedChess(
  input: SimplifiedChessCase,
  verdict: SimplifiedChessVerdict,
  options: JudgeOptions = {},
): SimplifiedChessExplanation {
  const notes = horizonNotes(input.moves);
  const base = { moves: input.moves, board: fenRows(input.board), whiteWins: verdict.whiteWins, nodes: verdict.nodes };
  const search = searchFor(input, options);
  // The search plays on its own copy of the board; notation is read off a second copy.
  const game = new QueenCaptureGame(input.board.clone());
  let strategy: StrategyJson | null = null;
  let mainLineMoves: MainLineMove[] = [];
  let refutations: Refutation[] = [];
  try {
    if (verdict.whiteWins) {
      const tree = search.strategy(input.moves, MAX_STRATEGY_NODES);
      strategy = tree ? strategyJson(game, tree) : null;
      mainLineMoves = tree ? mainLineOf(game, tree) : [];
    } else {
      refutations = refutationsOf(search, game, input.moves);
    }
  } catch (error) {
    if (error instanceof StrategyTooLarge)
      notes.push(`the strategy tree has more than ${MAX_STRATEGY_NODES} White moves and is left out`);
    else if (error instanceof SearchLimitReached)
      notes.push(`the explanation is left out: ${limitMessage(error, options)}`);
    else throw error;
  }
  return {
    ...base,
    shortestWin: verdict.shortestWin ?? null,
    mainLine: mainLineMoves.map((move) => move.san),
    mainLineMoves,
    strategy,
    refutations,
    notes,
  };
}

/** The explanation for people; `roles`, the pieces of the game, for the board's key. */
export function describeSimplifiedChess(
  _input: SimplifiedChessCase,
  verdict: SimplifiedChessVerdict,
  explanation: SimplifiedChessExplanation,
  roles: readonly Role[] = ['queen', 'rook', 'bishop', 'knight'],
): string {
  const letters = ROLES.filter((role) => roles.includes(role))
    .map((role) => ROLE_LETTER[role])
    .join(' ');
  const key = `    (White: ${letters}, Black: ${letters.toLowerCase()}; White to move)`;
  const lines = [...chessDiagram(explanation.board), key, ''];
  const m = explanation.moves;
  if (verdict.whiteWins) {
    const within =
      explanation.shortestWin === 1 ? 'with its first move' : `within ${plural(explanation.shortestWin ?? m, 'move')}`;
    lines.push(`White forces the capture of Black's queen ${within} (m = ${m}).`);
    if (explanation.mainLine.length > 0)
      lines.push(`Main line (Black resisting longest): ${numberedLine(explanation.mainLine)}`);
    if (explanation.strategy && explanation.strategy.replies.length > 0) {
      lines.push(
        `Against each of Black's ${plural(explanation.strategy.replies.length, 'reply', 'replies')} ` +
          `to ${explanation.strategy.move.san}, White's answer:`,
      );
      for (const { reply, answer } of explanation.strategy.replies) {
        lines.push(
          `  ${reply.san.padEnd(7)} ` +
            `${answer ? `${answer.move.san}${answer.movesToWin === 1 ? ' (takes the queen)' : ''}` : ''}`,
        );
      }
    }
  } else {
    lines.push(`White cannot force the capture of Black's queen within ${plural(m, 'move')}.`);
    for (const { move, why } of explanation.refutations) lines.push(`  ${move.san.padEnd(7)} ${why}`);
  }
  for (const note of explanation.notes) lines.push(`Note: ${note}.`);
  lines.push(`(${plural(explanation.nodes, 'position')} searched)`);
  return `${lines.join('\n')}\n`;
}
