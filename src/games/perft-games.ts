import type { Result } from '../core/located.js';
import { type PdnFenError, parsePdnFen } from './checkers/fen.js';
import { type Move, applyMove, legalMoves, moveText } from './checkers/moves.js';
import { perft } from './checkers/perft.js';
import { PerftTable } from './checkers/perft-kernel.js';
import { INITIAL_POSITION, type Position } from './checkers/position.js';

/**
 * The games whose move trees `arbiter perft` counts, by name: what the command needs of each (its
 * start, a position from text, the moves, the count itself and a table of counted subtrees that
 * worker threads can share), so that the command knows no game's insides.
 */

/** A table of subtree counts, in memory that worker threads may share (`buffer`). */
export interface SubtreeTable {
  readonly buffer: ArrayBufferLike;
}

export interface PerftGame<P, M, T extends SubtreeTable = SubtreeTable> {
  /** The start position, and what --fen reads instead (its notation named for --help). */
  readonly initial: P;
  readonly fenNotation: string;
  readFen(text: string): Result<P, { readonly column: number; readonly message: string }>;
  /** The moves counted, by origin then destination (routes between the same two in generation order). */
  rootMoves(position: P, distinct: boolean): M[];
  play(position: P, move: M): P;
  moveText(move: M): string;
  /** The leaves `depth` plies below `position`; `checkpoint` is called now and then, and may throw to stop. */
  count(
    position: P,
    depth: number,
    options: { readonly distinct: boolean; readonly table?: T; readonly checkpoint?: () => void },
  ): number;
  /** A table of 2^`log2Entries` entries: in `buffer` (another thread's), in new shared memory, or in this thread's. */
  table(log2Entries: number, memory: { readonly buffer?: ArrayBufferLike; readonly shared?: boolean }): T;
}

const CHECKERS: PerftGame<Position, Move, PerftTable> = {
  initial: INITIAL_POSITION,
  fenNotation: 'PDN FEN (e.g. "B:W6,7,14,15:BK2"; B is Red, on 1-12)',
  readFen: (text): Result<Position, PdnFenError> => parsePdnFen(text),
  rootMoves: (position, distinct) => legalMoves(position, { distinct }).sort((a, b) => a.from - b.from || a.to - b.to),
  play: applyMove,
  moveText,
  count: (position, depth, options) => perft(position, depth, options),
  table: (log2Entries, memory) => new PerftTable(log2Entries, memory),
};

/** Every game by name. A game's types stay with its entry: the command passes its values back unread. */
export const PERFT_GAMES: Readonly<Record<string, PerftGame<unknown, unknown>>> = {
  checkers: CHECKERS,
};
