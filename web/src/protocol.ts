import type {
  CheckersMoveTargets,
  LocatedError,
  PdnGameExplanation,
  PdnGameReplay,
  PdnResultCheck,
  ProblemCase,
  ProblemId,
  Side,
  rules,
} from '../../src/index.js';

/**
 * Messages between the page and its workers. The solver judges runs (every run has a number;
 * stale replies are dropped); the rules worker answers questions about one position (which moves
 * a piece has, and why a square is refused), so that the page never plays the rules itself.
 */

export interface JudgeRequest {
  readonly type: 'judge';
  readonly run: number;
  readonly problem: ProblemId;
  readonly text: string;
  /** Enforce the contest's limits, as `--strict` does. */
  readonly strict: boolean;
  /** Explanations (and so board drawings) are built for the first this-many cases or games only. */
  readonly explainFirst: number;
}

/** Explanations of the cases or games numbered `from` to `to` of the last run (a later page of cards). */
export interface ExplainRequest {
  readonly type: 'explain';
  readonly run: number;
  readonly from: number;
  readonly to: number;
}

/** One PDN game of a checkers input, judged: its one-line answer, its explanation, its result checked. */
export interface PdnGameItem {
  /** The game's number in the file, from 1. */
  readonly index: number;
  readonly line: number;
  /** As `arbiter checkers` prints it for the game. */
  readonly answer: string;
  readonly explanation: PdnGameExplanation;
  readonly result: PdnResultCheck;
  /** What could not be read, located (for the marks in the text box). */
  readonly errors: readonly LocatedError[];
  /** The moves with the position after each: for the first games, and for others when asked. */
  readonly replay?: PdnGameReplay;
}

export type WorkerReply =
  /** The input is read: the problem's cases or PDN games, how many follow, and errors that belong to none. */
  | {
      readonly type: 'parsed';
      readonly run: number;
      readonly format: 'cases' | 'pdn';
      readonly total: number;
      readonly errors: readonly LocatedError[];
      /** The problem the input was meant for, when it is another problem's input (`lookAlikeOf`). */
      readonly looksLike?: ProblemId;
    }
  /** Answers as they come, a batch at a time, each with its problem's id (which types its explanation). */
  | { readonly type: 'cases'; readonly run: number; readonly cases: readonly ProblemCase[] }
  | { readonly type: 'games'; readonly run: number; readonly games: readonly PdnGameItem[] }
  /** Cases or games of an ExplainRequest, with their explanations. */
  | {
      readonly type: 'explained';
      readonly run: number;
      readonly cases: readonly ProblemCase[];
      readonly games: readonly PdnGameItem[];
    }
  | { readonly type: 'done'; readonly run: number; readonly elapsedMs: number }
  /** A bug: the library threw. Shown as such, never as a verdict. */
  | { readonly type: 'crashed'; readonly run: number; readonly message: string };

/** A question about one position, for playing on a board. */
export type RuleQuestion =
  /** Every piece of `side` in a chess position (FEN): each square of the board, a legal move or why not. */
  | { readonly kind: 'chess-targets'; readonly fen: string; readonly side: Side }
  /** Every piece of the side to move in a checkers position (PDN FEN): its legal moves, and why each other square is refused. */
  | { readonly kind: 'checkers-targets'; readonly fen: string }
  /** Perfect play in a king-and-pawn pursuit position: the board's rows (top first), the squares, the side to move. */
  | {
      readonly kind: 'pursuit-play';
      readonly rows: readonly string[];
      readonly king: string;
      readonly pawn: string | null;
      readonly toMove: Side;
    }
  /** Perfect play in a queen-capture position (FEN's placement, the side to move, the plies left). */
  | { readonly kind: 'queen-capture-play'; readonly fen: string; readonly toMove: Side; readonly plies: number };

/** A move in play against Arbiter: its squares, as the game writes it, the position after it, whether it is one of the best. */
export interface PlayOption<P> {
  readonly from: string;
  readonly to: string;
  readonly label: string;
  readonly after: P;
  readonly best: boolean;
  /** It hands the win to the other side under perfect play (the library's `changesWinner`): a mistake, `?`. */
  readonly changesWinner: boolean;
}

/** A pursuit position by square names (the pawn null once taken), with the pawn's floating dangerous fields. */
export interface PursuitSpot {
  readonly king: string;
  readonly pawn: string | null;
  readonly toMove: Side;
}

export interface PursuitAnswer {
  readonly kind: 'pursuit-play';
  readonly winner: Side;
  readonly plies: number;
  readonly floating: readonly string[];
  /** The squares next to the king it may not step onto, and what closes each (rules.pursuit.closedSquares). */
  readonly closed: readonly { readonly square: string; readonly field: rules.pursuit.ClosedSquare['field'] }[];
  /** How the game ended, when it is over: the kind, where, and for a blocked pawn what blocks it. */
  readonly ending?: { readonly kind: rules.pursuit.Ending['kind']; readonly square: string; readonly below?: string };
  readonly moves: readonly PlayOption<PursuitSpot>[];
}

/** A queen-capture position: the FEN's placement, the side to move, the plies left. */
export interface QueenCaptureSpot {
  readonly fen: string;
  readonly toMove: Side;
  readonly plies: number;
}

export interface QueenCaptureAnswer {
  readonly kind: 'queen-capture-play';
  readonly over?: rules.chess.QueenCapturePlay['over'];
  readonly whiteWinsIn?: number;
  readonly moves: readonly PlayOption<QueenCaptureSpot>[];
}

export type RuleAnswer =
  | { readonly kind: 'chess-targets'; readonly pieces: Readonly<Record<string, readonly rules.chess.MoveTarget[]>> }
  /** The problem's own answer (checkers.moveTargets). */
  | ({ readonly kind: 'checkers-targets' } & CheckersMoveTargets)
  | PursuitAnswer
  | QueenCaptureAnswer
  | { readonly kind: 'refused'; readonly reason: string };

export interface AskRequest {
  readonly type: 'ask';
  readonly id: number;
  readonly question: RuleQuestion;
}

export interface AskReply {
  readonly type: 'answer';
  readonly id: number;
  readonly answer: RuleAnswer;
}

export type WorkerRequest = JudgeRequest | ExplainRequest | AskRequest;
