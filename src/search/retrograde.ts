/**
 * Exhaustive solving of small finite games that always end: every position reachable from the
 * root is valued once, from the ends backwards (a memoised post-order walk, which is retrograde
 * analysis restricted to the reachable positions). It knows no rules; a game exposes them through
 * `FiniteGame`.
 *
 * Each position gets its winner under perfect play and its distance to the end: the winner ends
 * the game as fast as it can, the loser makes it last as long as it can, and a drawn position
 * takes the shortest way to a draw. With the distance the best line can be read off the table.
 */
import { type Side, otherSide } from '../core/side.js';
import { assertString } from '../core/guards.js';

export type Outcome = Side | 'draw';

export interface FiniteGame<S, M> {
  toMove(state: S): Side;
  /** The outcome when the game is over in `state`, undefined while it goes on. */
  outcome(state: S): Outcome | undefined;
  /**
   * The moves of the side to move; never empty while the game goes on. With `out`, the game may
   * write them into it (replacing what it held) and return it, which spares an allocation per
   * position in long solves. The array returned must not change while the solver reads it.
   */
  moves(state: S, out?: M[]): readonly M[];
  play(state: S, move: M): S;
  /** Identifies the state (two states with one key must be the same state). */
  key(state: S): number;
  /** When every key is a whole number below this, the solver keeps its table in an array. */
  readonly keyCount?: number;
}

export interface Solution {
  readonly outcome: Outcome;
  /** Plies to the end under the play described above; 0 when the game is over. */
  readonly plies: number;
}

/** Thrown when a game breaks its contract: a position repeats, or a live position has no move. */
export class GameContractError extends Error {
  constructor(message: string) {
    assertString(message, 'GameContractError: message');
    super(message);
  }
}

/** Packs an outcome and a distance into one number for the table: outcome in the low 2 bits. */
const outcomeCode = (outcome: Outcome): number => (outcome === 'white' ? 0 : outcome === 'black' ? 1 : 2);
const OUTCOMES: readonly Outcome[] = ['white', 'black', 'draw'];
const IN_PROGRESS = -1;

const pack = (outcome: Outcome, plies: number): number => plies * 4 + outcomeCode(outcome);
const unpack = (code: number): Solution => ({ outcome: OUTCOMES[code & 3], plies: code >> 2 });

/**
 * Orders solutions from the point of view of the mover: larger is better. Wins beat draws beat
 * losses; a faster win, a faster draw and a slower loss are better.
 */
function preference(mover: Side, solution: Solution): number {
  if (solution.outcome === mover) return 2_000_000 - solution.plies;
  if (solution.outcome === 'draw') return 1_000_000 - solution.plies;
  return solution.plies;
}

export class RetrogradeSolver<S, M> {
  private readonly table = new Map<number, number>();

  constructor(private readonly game: FiniteGame<S, M>) {}

  /** The number of positions valued so far. */
  get size(): number {
    return this.table.size;
  }

  solve(state: S): Solution {
    const key = this.game.key(state);
    const known = this.table.get(key);
    if (known !== undefined) {
      if (known === IN_PROGRESS) throw new GameContractError(`position ${key} repeats; the game must always end`);
      return unpack(known);
    }
    const over = this.game.outcome(state);
    if (over !== undefined) {
      this.table.set(key, pack(over, 0));
      return { outcome: over, plies: 0 };
    }
    this.table.set(key, IN_PROGRESS);
    const mover = this.game.toMove(state);
    const moves = this.game.moves(state);
    if (moves.length === 0) throw new GameContractError(`position ${key} has no move but the game goes on`);
    let best: Solution | undefined;
    for (const move of moves) {
      const after = this.solve(this.game.play(state, move));
      const candidate = { outcome: after.outcome, plies: after.plies + 1 };
      if (!best || preference(mover, candidate) > preference(mover, best)) best = candidate;
    }
    const solution = best as Solution;
    this.table.set(key, pack(solution.outcome, solution.plies));
    return solution;
  }

  /** Every move with the solution after it, in the game's order. */
  evaluateMoves(state: S): { move: M; solution: Solution }[] {
    if (this.game.outcome(state) !== undefined) return [];
    return this.game.moves(state).map((move) => {
      const after = this.solve(this.game.play(state, move));
      return { move, solution: { outcome: after.outcome, plies: after.plies + 1 } };
    });
  }

  /** The first of the best moves (see `Solution`), or undefined when the game is over. */
  bestMove(state: S): M | undefined {
    const mover = this.game.toMove(state);
    let best: { move: M; solution: Solution } | undefined;
    for (const option of this.evaluateMoves(state)) {
      if (!best || preference(mover, option.solution) > preference(mover, best.solution)) best = option;
    }
    return best?.move;
  }

  /** The game played out with best moves for both sides: the moves and the states after each. */
  bestLine(state: S): { moves: M[]; states: S[] } {
    const moves: M[] = [];
    const states: S[] = [state];
    let current = state;
    for (let move = this.bestMove(current); move !== undefined; move = this.bestMove(current)) {
      current = this.game.play(current, move);
      moves.push(move);
      states.push(current);
    }
    return { moves, states };
  }
}

/** The solution of one position (a fresh table each call). */
export const solve = <S, M>(game: FiniteGame<S, M>, state: S): Solution => new RetrogradeSolver(game).solve(state);

/**
 * Only who wins, stopping at the first winning move of each position: the cheap question, for
 * when no line is wanted. Agrees with `solve(...).outcome`.
 */
export function solveOutcome<S, M>(game: FiniteGame<S, M>, root: S): Outcome {
  // Table entries: 0 unknown, 1 being solved (a repeat breaks the contract), 2 + outcome code.
  const arrayTable = game.keyCount === undefined ? undefined : (ARRAY_TABLES.pop() ?? new ArrayTable());
  arrayTable?.reset(game.keyCount ?? 0);
  const table: { get(key: number): number; set(key: number, value: number): void } = arrayTable ?? mapTable();
  // One move buffer per depth: a position's moves stay intact while its children are solved. The
  // buffers travel with the pooled table; the game fills them with its own moves only.
  const buffers = (arrayTable?.buffers ?? []) as M[][];
  const visit = (state: S, depth: number): Outcome => {
    const key = game.key(state);
    const known = table.get(key);
    if (known === 1) throw new GameContractError(`position ${key} repeats; the game must always end`);
    if (known !== 0) return OUTCOMES[known - 2];
    const over = game.outcome(state);
    if (over !== undefined) {
      table.set(key, 2 + outcomeCode(over));
      return over;
    }
    table.set(key, 1);
    const mover = game.toMove(state);
    const moves = game.moves(state, (buffers[depth] ??= []));
    if (moves.length === 0) throw new GameContractError(`position ${key} has no move but the game goes on`);
    let result: Outcome = otherSide(mover);
    for (const move of moves) {
      const after = visit(game.play(state, move), depth + 1);
      if (after === mover) {
        result = mover;
        break;
      }
      if (after === 'draw') result = 'draw';
    }
    table.set(key, 2 + outcomeCode(result));
    return result;
  };
  try {
    return visit(root, 0);
  } finally {
    if (arrayTable) {
      arrayTable.reset(0);
      ARRAY_TABLES.push(arrayTable);
    }
  }
}

/**
 * A table in a byte array, reused from one solve to the next (games like Cheesy Chess are solved
 * a hundred thousand times in a row): only the cells written are cleared afterwards.
 */
class ArrayTable {
  cells: Uint8Array = new Uint8Array(0);
  readonly buffers: unknown[][] = [];
  private written: number[] = [];
  /** The keyCount of the game being solved (the cells may be more, from an earlier game). */
  private size = 0;

  /** The solver reads every key before it writes it, so the bounds are checked here. */
  get(key: number): number {
    if (!(key >= 0 && key < this.size)) throw new GameContractError(`key ${key} is outside the game's keyCount`);
    return this.cells[key];
  }

  set(key: number, value: number): void {
    if (this.cells[key] === 0) this.written.push(key);
    this.cells[key] = value;
  }

  reset(size: number): void {
    for (const key of this.written) this.cells[key] = 0;
    this.written = [];
    this.size = size;
    if (this.cells.length < size) this.cells = new Uint8Array(size);
  }
}
/** Free array tables; a solve takes one and gives it back, so nested solves never share one. */
const ARRAY_TABLES: ArrayTable[] = [];

function mapTable(): { get(key: number): number; set(key: number, value: number): void } {
  const cells = new Map<number, number>();
  return {
    get: (key) => cells.get(key) ?? 0,
    set: (key, value) => {
      cells.set(key, value);
    },
  };
}
