/**
 * Depth-bounded AND/OR search: can White (the side the search proves for) force a win within a
 * number of plies, whatever Black does? It knows no rules; a game exposes its moves through
 * `SearchableGame`.
 *
 * The answer is exactly that of plain minimax over all moves. What makes it fast changes no
 * answer: moves are tried in the game's order (winning moves first) and a node stops at the first
 * move that settles it; a transposition table remembers, per position and side to move, the
 * shortest depth known to win and the longest depth known not to, which is sound because a win
 * within d plies is a win within any longer horizon.
 */

import type { Side } from '../core/side.js';
import { assertInteger, assertNumber, assertOneOf } from '../core/guards.js';
import { plural } from '../core/grouped.js';
import { BoundsTable, NEVER } from './bounds-table.js';

export interface SearchableGame<M> {
  /** Moves of the side to move, most promising first, in a fresh array (the search may reorder it). */
  moves(): M[];
  play(move: M): void;
  undo(move: M): void;
  /** Who won with the last move played, or null if the game goes on. */
  winner(): Side | null;
  whiteToMove(): boolean;
  /** Identifies the position and the side to move (two positions with one key must be the same). */
  key(): number;
  /**
   * Optional: the key's second number, for a game whose positions need more than one number can
   * hold exactly (two positions with the same `key` and `keyHigh` must be the same).
   */
  keyHigh?(): number;
  /**
   * Optional shortcut: whether the side to move has a move that wins for it at once. Equal to
   * trying every move, only cheaper (an attack test instead of move generation).
   */
  winsAtOnce?(): boolean;
  /**
   * Optional: true when a move never wins for the side that did not play it (as in capture-the-
   * queen games). Then a side's own last ply is the only one that can win for it, so a horizon
   * ending on the other side's move is one ply shorter: the search uses that to share table entries.
   */
  readonly onlyMoverWins?: boolean;
}

export interface SearchLimits {
  /** Stop after visiting this many positions. */
  readonly nodeLimit?: number;
  /** Stop at this time (a `Date.now()` value). */
  readonly deadline?: number;
  /** Called now and then during long searches. */
  readonly onProgress?: (progress: { nodes: number; depth: number }) => void;
}

/** Thrown out of a search that hit a limit; the search's answer is then unknown. */
export class SearchLimitReached extends Error {
  constructor(
    readonly limit: 'nodes' | 'time',
    readonly nodes: number,
  ) {
    assertOneOf(limit, 'SearchLimitReached: limit', ['nodes', 'time']);
    assertInteger(nodes, 'SearchLimitReached: nodes', 0, Number.MAX_SAFE_INTEGER);
    super(`search stopped at its ${limit === 'nodes' ? 'node' : 'time'} limit after ${plural(nodes, 'position')}`);
  }
}

/** A winning strategy: White's move, and for every reply of Black, White's answer. */
export interface StrategyNode<M> {
  readonly move: M;
  /** Plies until the win, counting this move, against the longest defence. */
  readonly plies: number;
  /** Empty when this move wins at once. `answer` is null when the reply itself hands White the win. */
  readonly replies: readonly { readonly move: M; readonly answer: StrategyNode<M> | null }[];
}

/** Thrown out of `strategy` when the tree would have more nodes than asked for. */
export class StrategyTooLarge extends Error {
  constructor(readonly maxNodes: number) {
    assertNumber(maxNodes, 'StrategyTooLarge: maxNodes', 0);
    super(`the winning strategy has more than ${plural(maxNodes, 'move')}`);
  }
}

/** For a White move that does not win: Black's reply that holds (null when none is needed). */
export interface Refutation<M> {
  readonly move: M;
  readonly reply: M | null;
  /** The reply wins for Black at once. */
  readonly replyWins: boolean;
}

/** Enough for any 4x4 search here, small enough to keep memory in bounds (about 60 bytes each). */
const DEFAULT_TABLE_SIZE = 4_000_000;
const CHECK_EVERY = 0x3fff;

export class AndOrSearch<M> {
  /** Positions visited so far. */
  nodes = 0;
  /**
   * Per position: the shortest depth known to win, the longest known not to, and the move that
   * settled it last time (the win, or the reply that held), tried first next time.
   */
  private readonly table: BoundsTable<M>;
  private depthInProgress = 0;
  private readonly nodeLimit: number;

  constructor(
    private readonly game: SearchableGame<M>,
    private readonly limits: SearchLimits = {},
    tableSize = DEFAULT_TABLE_SIZE,
  ) {
    this.nodeLimit = limits.nodeLimit ?? Infinity;
    this.table = new BoundsTable<M>(tableSize);
  }

  /** Can White, to move now, force a win within `depth` plies? */
  wins(depth: number): boolean {
    this.depthInProgress = depth;
    return this.search(depth);
  }

  /** The fewest plies, up to `maxDepth`, within which White forces a win (iterative deepening). */
  shortestWin(maxDepth: number): number | undefined {
    for (let depth = 1; depth <= maxDepth; depth++) if (this.wins(depth)) return depth;
    return undefined;
  }

  /**
   * White's fastest winning strategy within `depth` plies (undefined when there is none): at
   * every White turn the move that wins soonest against the longest defence.
   */
  strategy(depth: number, maxNodes = Infinity): StrategyNode<M> | undefined {
    const plies = this.shortestWin(depth);
    if (plies === undefined) return undefined;
    const budget = { left: maxNodes, max: maxNodes };
    return this.strategyWithin(plies, budget);
  }

  /** For every White move, a Black reply that keeps White from winning within `depth`. */
  refutations(depth: number): Refutation<M>[] {
    const { game } = this;
    return game.moves().map((move) => {
      game.play(move);
      try {
        if (game.winner() === 'white') throw new Error('refutations asked of a winning position');
        if (depth <= 1 || game.winner() === 'black') return { move, reply: null, replyWins: false };
        for (const reply of game.moves()) {
          game.play(reply);
          const replyWins = game.winner() === 'black';
          const holds = replyWins || (game.winner() === null && (depth - 2 < 1 || !this.wins(depth - 2)));
          game.undo(reply);
          if (holds) return { move, reply, replyWins };
        }
        // Reached only when Black has no move at all: the line simply ends without a win.
        return { move, reply: null, replyWins: false };
      } finally {
        game.undo(move);
      }
    });
  }

  private strategyWithin(plies: number, budget: { left: number; readonly max: number }): StrategyNode<M> {
    const { game } = this;
    if (--budget.left < 0) throw new StrategyTooLarge(budget.max);
    for (const move of game.moves()) {
      game.play(move);
      try {
        if (game.winner() === 'white') return { move, plies: 1, replies: [] };
        if (game.winner() === 'black' || plies < 3 || !this.wins(plies - 1)) continue;
        const replies = game.moves().map((reply) => {
          game.play(reply);
          try {
            if (game.winner() === 'white') return { move: reply, answer: null };
            return { move: reply, answer: this.strategyWithin(this.shortestWin(plies - 2) ?? plies - 2, budget) };
          } finally {
            game.undo(reply);
          }
        });
        const longest = Math.max(...replies.map((reply) => (reply.answer ? reply.answer.plies : 0)));
        return { move, plies: longest + 2, replies };
      } finally {
        game.undo(move);
      }
    }
    throw new Error(`no winning move within ${plural(plies, 'ply', 'plies')}, though the search found one`);
  }

  private search(depth: number): boolean {
    // The node limit is exact (a comparison); the clock and progress are looked at now and then.
    if (++this.nodes > this.nodeLimit) throw new SearchLimitReached('nodes', this.nodeLimit);
    if ((this.nodes & CHECK_EVERY) === 0) this.stopAtLimits();
    const { game } = this;
    const whiteMoves = game.whiteToMove();
    // With onlyMoverWins White's plies are depth, depth - 2, ...; a last ply of Black's is useless.
    if (game.onlyMoverWins && depth % 2 === (whiteMoves ? 0 : 1)) depth--;
    if (depth <= 0) return false;
    const { table } = this;
    const low = game.key();
    const high = game.keyHigh?.() ?? 0;
    const known = table.find(low, high);
    const { generation, clears } = table;
    if (known >= 0) {
      if (table.proven[known] <= depth) return true;
      if (table.disproven[known] >= depth) return false;
    }
    if (game.winsAtOnce) {
      if (game.winsAtOnce()) return whiteMoves;
      // Without a winning move at once, White's last ply cannot win.
      if (whiteMoves && depth === 1) return false;
    }
    const moves = game.moves();
    const best = known >= 0 ? table.best[known] : undefined;
    if (best !== undefined) {
      const at = moves.indexOf(best);
      if (at > 0) [moves[0], moves[at]] = [moves[at], moves[0]];
    }
    // A side with no move ends the line without a win for White.
    let result = whiteMoves ? false : moves.length > 0;
    let settledBy: M | undefined;
    for (const move of moves) {
      game.play(move);
      const winner = game.winner();
      const won = winner === 'white' || (winner === null && depth > 1 && this.search(depth - 1));
      game.undo(move);
      if (whiteMoves === won) {
        result = won;
        settledBy = move;
        break;
      }
    }
    const { proven, disproven } = table;
    if (known >= 0) {
      // What was known is narrowed, where it still is: a table that started again has lost it.
      if (table.clears !== clears) return result;
      const slot = table.generation === generation ? known : table.find(low, high);
      if (result) proven[slot] = Math.min(proven[slot], depth);
      else disproven[slot] = Math.max(disproven[slot], depth);
      if (settledBy !== undefined) table.best[slot] = settledBy;
    } else {
      // A new position (or one the search below met again and stored: what is found here replaces it).
      table.put(low, high, result ? depth : NEVER, result ? -1 : depth, settledBy);
    }
    return result;
  }

  private stopAtLimits(): void {
    const { deadline, onProgress } = this.limits;
    if (deadline !== undefined && Date.now() >= deadline) throw new SearchLimitReached('time', this.nodes);
    onProgress?.({ nodes: this.nodes, depth: this.depthInProgress });
  }
}
