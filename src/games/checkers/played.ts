import type { Move } from './moves.js';
import type { Position } from './position.js';

/**
 * What a verdict keeps of the moves a record or a game played: the last PLAYED_KEPT of them, so
 * that one of any length is judged, explained and printed in bounded memory.
 */

/**
 * The most moves a verdict keeps of those played: the last ones before it. A record of any length is judged in bounded
 * memory.
 */
export const PLAYED_KEPT = 1000;

/**
 * What a verdict keeps of the moves played: the last PLAYED_KEPT, how many came before them, and the position before
 * the first kept.
 */
export interface PlayedMoves {
  /** The last moves played (all of them, unless there were more than PLAYED_KEPT), in order. */
  readonly played: readonly Move[];
  /** How many moves were played before `played[0]` and are not kept. */
  readonly playedOmitted: number;
  /** The position before `played[0]`: the start, unless moves were omitted. */
  readonly playedFrom: Position;
}

/** The moves played so far, of which the last PLAYED_KEPT are kept, each with the position before it. */
export class PlayedTail {
  private moves: Move[] = [];
  private befores: Position[] = [];
  private dropped = 0;

  constructor(private readonly start: Position) {}

  push(move: Move, before: Position): void {
    // Up to twice as many are held, then the older half dropped at once: a move costs O(1).
    if (this.moves.length === 2 * PLAYED_KEPT) {
      this.moves = this.moves.slice(PLAYED_KEPT);
      this.befores = this.befores.slice(PLAYED_KEPT);
      this.dropped += PLAYED_KEPT;
    }
    this.moves.push(move);
    this.befores.push(before);
  }

  kept(): PlayedMoves {
    const from = Math.max(0, this.moves.length - PLAYED_KEPT);
    return {
      played: this.moves.slice(from),
      playedOmitted: this.dropped + from,
      playedFrom: from < this.befores.length ? this.befores[from] : this.start,
    };
  }
}
