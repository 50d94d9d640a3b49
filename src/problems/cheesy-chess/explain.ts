import { type Square, fileOf, rankOf, squareAt, squareName } from '../../core/geometry.js';
import {
  DANGEROUS,
  FIELD_LETTERS,
  FORBIDDEN,
  type PursuitBoard,
  closedSquares,
  fieldRows,
  floatingDangers,
} from '../../games/pursuit/board.js';
import { type Ending, PursuitGame } from '../../games/pursuit/rules.js';
import type { Side } from '../../core/side.js';
import { type Outcome, RetrogradeSolver, type Solution } from '../../search/retrograde.js';
import type { CheesyVerdict } from './judge.js';
import type { CheesyCase } from './case.js';
import { plural } from '../../core/grouped.js';

/**
 * Moves are counted as in chess: move k is the king's k-th step and the pawn's k-th reply.
 * Squares are named like chess squares: column 3, row 7 of the contest is "c7".
 */
export interface CheesyMove {
  readonly move: number;
  /** The king's square after its step. */
  readonly king: string;
  /** The pawn's square after its reply; null when the game ended before it (capture, blocked pawn). */
  readonly pawn: string | null;
  /** The king's step took the pawn. */
  readonly capturesPawn?: true;
  /** The reply made the king's square dangerous (a floating field): allowed; the king must step off. */
  readonly kingOnDanger?: true;
  /** The pawn's floating dangerous fields once the move is over (none once the pawn is taken). */
  readonly floating: readonly string[];
}

export interface CheesyEnding {
  readonly kind: Ending['kind'];
  readonly winner: Side;
  /** The move in which the game ends. */
  readonly move: number;
  /** Where: the capture, the trapped king, the blocked pawn, the pawn home. */
  readonly square: string;
  /** For a blocked pawn: what stands below it. */
  readonly blockedBy?: 'king' | 'forbidden';
  /** For a pawn home: the move in which it reached the bottom row (0: it started there). */
  readonly arrived?: number;
  /**
   * For a trapped king: each square next to it and what closes it: a forbidden or a fixed dangerous
   * field, or a floating one (`attacker`: the pawn's square, whose attack makes it dangerous).
   */
  readonly closed?: readonly CheesyClosedSquare[];
  /** The same in words. */
  readonly text: string;
}

/**
 * A square the king may not step onto, and why (rules.pursuit.closedSquares, by name, the pawn named as the attacker).
 */
export interface CheesyClosedSquare {
  readonly square: string;
  readonly field: 'forbidden' | 'dangerous' | 'floating';
  readonly attacker?: string;
}

export interface CheesyFirstMove {
  /** The king's first step. */
  readonly king: string;
  /** Who wins after it, with best play on both sides. */
  readonly winner: Side;
  readonly ending: CheesyEnding;
}

export interface CheesyExplanation {
  readonly winner: Side;
  /** The board rows, top first, in the contest's letters. */
  readonly board: readonly string[];
  readonly king: string;
  readonly pawn: string;
  /** The pawn's floating dangerous fields at the start. */
  readonly floating: readonly string[];
  /** Moves (king steps) until the end with best play: White wins fastest, or lasts longest when it loses. */
  readonly moves: number;
  /** That best play, move by move. */
  readonly path: readonly CheesyMove[];
  readonly ending: CheesyEnding;
  /** Every first step of the king and how the game then ends; for Black's wins, each one's refutation. */
  readonly firstMoves: readonly CheesyFirstMove[];
}

/** The game never ends in a draw; anything but a White win is Black's. */
const winnerOf = (outcome: Outcome): Side => (outcome === 'white' ? 'white' : 'black');

/** Describes the end of a game played from the first to the last of `states`. */
function describeEnding(game: PursuitGame, states: readonly number[]): CheesyEnding {
  const last = states[states.length - 1];
  const ending = game.ending(last);
  if (!ending) throw new Error('a best line always ends the game');
  const shape = game.board.shape;
  const name = (square: Square): string => squareName(shape, square);
  const kingMoves =
    states.filter((state) => game.toMove(state) === 'white').length - (game.toMove(last) === 'white' ? 1 : 0);
  const square = name(ending.square);
  switch (ending.kind) {
    case 'capture':
      return {
        kind: ending.kind,
        winner: 'white',
        move: kingMoves,
        square,
        text: `on move ${kingMoves} the king captures the pawn on ${square}`,
      };
    case 'king-trapped': {
      const move = kingMoves + 1;
      const text =
        move === 1
          ? `the king on ${square} has no open square to step onto`
          : `on move ${move} the king on ${square} has no open square to step onto`;
      const closed = closedAround(game.board, ending.square, game.decode(last).pawn);
      return { kind: ending.kind, winner: 'black', move, square, text, closed };
    }
    case 'pawn-blocked': {
      const below = name(ending.square - shape.width);
      const what = ending.by === 'king' ? `the king on ${below}` : `the forbidden square ${below}`;
      return {
        kind: ending.kind,
        winner: 'white',
        move: kingMoves,
        square,
        blockedBy: ending.by,
        text: `after the king's move ${kingMoves} the pawn on ${square} is blocked by ${what}`,
      };
    }
    case 'pawn-home': {
      const arrived = kingMoves - 1;
      const when =
        arrived === 0
          ? `the pawn starts on the bottom row at ${square}`
          : `the pawn reaches the bottom row at ${square} on move ${arrived}`;
      return {
        kind: ending.kind,
        winner: 'black',
        move: kingMoves,
        square,
        arrived,
        text: `${when}, where the king cannot capture it`,
      };
    }
  }
}

/** Why each square next to a trapped king is closed to it (every one is: it has no step). */
const closedAround = (board: PursuitBoard, king: Square, pawn: Square): CheesyClosedSquare[] =>
  closedSquares(board, king, pawn).map(({ square, field }) => ({
    square: squareName(board.shape, square),
    field,
    ...(field === 'floating' ? { attacker: squareName(board.shape, pawn) } : {}),
  }));

/** The moves of a line of states, grouped as king step and pawn reply. */
function pathOf(game: PursuitGame, states: readonly number[]): CheesyMove[] {
  const shape = game.board.shape;
  const names = (squares: readonly Square[]): string[] => squares.map((square) => squareName(shape, square));
  const path: CheesyMove[] = [];
  for (let index = 1; index < states.length; index += 2) {
    const afterKing = game.decode(states[index]);
    const afterPawn = states[index + 1] === undefined ? undefined : game.decode(states[index + 1]);
    // A pawn taken is decoded as square -1.
    const captures = afterKing.pawn < 0;
    const pawn = afterPawn?.pawn ?? afterKing.pawn;
    path.push({
      move: path.length + 1,
      king: squareName(shape, afterKing.king),
      pawn: afterPawn ? squareName(shape, afterPawn.pawn) : null,
      ...(captures ? { capturesPawn: true } : {}),
      ...(afterPawn !== undefined && floatingDangers(game.board, afterPawn.pawn).includes(afterPawn.king)
        ? { kingOnDanger: true }
        : {}),
      floating: captures ? [] : names(floatingDangers(game.board, pawn)),
    });
  }
  return path;
}

export function explainCheesyChess(input: CheesyCase, verdict: CheesyVerdict): CheesyExplanation {
  const game = new PursuitGame(input.board);
  const solver = new RetrogradeSolver(game);
  const start = game.start(input.king, input.pawn);
  const solution: Solution = solver.solve(start);
  if (winnerOf(solution.outcome) !== verdict.winner) throw new Error('the explanation disagrees with the verdict');
  const best = solver.bestLine(start);
  const firstMoves = solver.evaluateMoves(start).map(({ move, solution: after }): CheesyFirstMove => {
    const line = solver.bestLine(game.play(start, move));
    return {
      king: squareName(input.board.shape, move),
      winner: winnerOf(after.outcome),
      ending: describeEnding(game, [start, ...line.states]),
    };
  });
  const shape = input.board.shape;
  return {
    winner: verdict.winner,
    board: fieldRows(input.board),
    king: squareName(shape, input.king),
    pawn: squareName(shape, input.pawn),
    floating: floatingDangers(input.board, input.pawn).map((square) => squareName(shape, square)),
    moves: Math.ceil(solution.plies / 2),
    path: pathOf(game, best.states),
    ending: describeEnding(game, best.states),
    firstMoves,
  };
}

/** The board with K, P, F, D, '.', and '*' on the pawn's floating dangerous fields that are not fixed D. */
export function pursuitDiagram(board: PursuitBoard, king: Square, pawn: Square): string[] {
  const { width, height } = board.shape;
  const floating = new Set(pawn < 0 ? [] : floatingDangers(board, pawn));
  const lines: string[] = [];
  const label = String(height).length;
  for (let rank = height - 1; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < width; file++) {
      const square = squareAt(board.shape, file, rank);
      const field = board.fields[square];
      if (square === king) cells.push('K');
      else if (square === pawn) cells.push('P');
      else if (floating.has(square) && field !== DANGEROUS && field !== FORBIDDEN) cells.push('*');
      else cells.push(FIELD_LETTERS[field]);
    }
    lines.push(`${String(rank + 1).padStart(label)} ${cells.join(' ')}`);
  }
  const files = Array.from({ length: width }, (_, file) => squareName(board.shape, file)[0]);
  lines.push(`${' '.repeat(label)} ${files.join(' ')}`);
  return lines;
}

const coordinates = (board: PursuitBoard, square: Square): string =>
  `${squareName(board.shape, square)} (${fileOf(board.shape, square) + 1} ${rankOf(board.shape, square) + 1})`;

export function describeCheesyChess(input: CheesyCase, verdict: CheesyVerdict, explanation: CheesyExplanation): string {
  const { board, king, pawn } = input;
  const lines = pursuitDiagram(board, king, pawn);
  lines.push(
    `King on ${coordinates(board, king)}, pawn on ${coordinates(board, pawn)}; '*' marks the pawn's ` +
      `floating dangerous fields.`,
  );
  const { path, ending, moves } = explanation;
  if (verdict.winner === 'white') {
    lines.push(`White wins in ${plural(moves, 'move')}: ${ending.text}.`);
  } else if (path.length === 0) {
    lines.push(`Black wins at once: ${ending.text}.`);
  } else {
    lines.push(
      `Black wins whatever the king does. ` +
        `The king's longest resistance (${plural(moves, 'move')}) ends when ${ending.text}:`,
    );
  }
  let from = explanation.king;
  for (const step of path) {
    const reply =
      step.pawn === null
        ? ''
        : `   pawn to ${step.pawn}${step.kingOnDanger ? ` (now ${step.king}, under the king, is dangerous)` : ''}`;
    lines.push(`  ${String(step.move).padStart(2)}. king ${from}-${step.king}${reply}`);
    from = step.king;
  }
  if (verdict.winner === 'black' && explanation.firstMoves.length > 0) {
    // Group the first steps that fail the same way, to keep the reason short.
    const byReason = new Map<string, string[]>();
    for (const first of explanation.firstMoves)
      byReason.set(first.ending.text, [...(byReason.get(first.ending.text) ?? []), first.king]);
    lines.push('Every first step of the king fails:');
    for (const [reason, squares] of byReason) lines.push(`  king to ${squares.join(', ')}: ${reason}`);
  }
  return lines.join('\n');
}
