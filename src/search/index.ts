import {
  type Check,
  checkBoolean,
  checkFunction,
  checkInteger,
  checkNumber,
  checkObject,
  guarded,
  integer,
} from '../core/checks.js';
import * as andor from './andor.js';
import * as retrograde from './retrograde.js';

/**
 * Game solving that knows no rules, as the library exports it (`search`): AND/OR search with
 * proof trees, and exhaustive solving. Every argument is checked, the game's members too; what
 * the game's own functions return is the game's to get right.
 */

export {
  type SearchableGame,
  type SearchLimits,
  type StrategyNode,
  type Refutation,
  SearchLimitReached,
  StrategyTooLarge,
} from './andor.js';
export { type FiniteGame, type Outcome, type Solution, GameContractError } from './retrograde.js';

/** The deepest search asked for: each ply is a frame of the search's recursion. */
const MAX_DEPTH = 1000;
/** The most keys a game's array table may have (a byte each). */
const MAX_KEY_COUNT = 2 ** 28;
/** The most positions the AND/OR search's table may keep. */
const MAX_TABLE_SIZE = 2 ** 26;

function checkMembers(
  value: unknown,
  at: string,
  functions: readonly string[],
): asserts value is Record<string, unknown> {
  checkObject(value, at);
  for (const member of functions) checkFunction(value[member], `${at}.${member}`);
}

const searchableGame: Check = (value, at) => {
  checkMembers(value, at, ['moves', 'play', 'undo', 'winner', 'whiteToMove', 'key']);
  if (value.winsAtOnce !== undefined) checkFunction(value.winsAtOnce, `${at}.winsAtOnce`);
  if (value.onlyMoverWins !== undefined) checkBoolean(value.onlyMoverWins, `${at}.onlyMoverWins`);
};

const finiteGame: Check = (value, at) => {
  checkMembers(value, at, ['toMove', 'outcome', 'moves', 'play', 'key']);
  if (value.keyCount !== undefined) checkInteger(value.keyCount, `${at}.keyCount`, 0, MAX_KEY_COUNT);
};

const limits: Check = (value, at) => {
  checkObject(value, at);
  if (value.nodeLimit !== undefined) checkInteger(value.nodeLimit, `${at}.nodeLimit`, 1, Number.MAX_SAFE_INTEGER);
  if (value.deadline !== undefined) checkNumber(value.deadline, `${at}.deadline`);
  if (value.onProgress !== undefined) checkFunction(value.onProgress, `${at}.onProgress`);
};

const depth = integer(0, MAX_DEPTH);

/** Depth-bounded AND/OR search (andor.ts): can White force a win within a number of plies? */
export class AndOrSearch<M> {
  readonly #search: andor.AndOrSearch<M>;

  constructor(game: andor.SearchableGame<M>, searchLimits: andor.SearchLimits = {}, tableSize?: number) {
    searchableGame(game, 'AndOrSearch: game', []);
    limits(searchLimits, 'AndOrSearch: limits', []);
    if (tableSize !== undefined) checkInteger(tableSize, 'AndOrSearch: tableSize', 1, MAX_TABLE_SIZE);
    this.#search = new andor.AndOrSearch(game, searchLimits, tableSize);
  }

  /** Positions visited so far. */
  get nodes(): number {
    return this.#search.nodes;
  }

  wins(plies: number): boolean {
    depth(plies, 'AndOrSearch.wins: depth', []);
    return this.#search.wins(plies);
  }

  shortestWin(maxDepth: number): number | undefined {
    depth(maxDepth, 'AndOrSearch.shortestWin: maxDepth', []);
    return this.#search.shortestWin(maxDepth);
  }

  strategy(plies: number, maxNodes = Infinity): andor.StrategyNode<M> | undefined {
    depth(plies, 'AndOrSearch.strategy: depth', []);
    checkNumber(maxNodes, 'AndOrSearch.strategy: maxNodes', 0);
    return this.#search.strategy(plies, maxNodes);
  }

  refutations(plies: number): andor.Refutation<M>[] {
    depth(plies, 'AndOrSearch.refutations: depth', []);
    return this.#search.refutations(plies);
  }
}

/** Exhaustive solving of small finite games that always end (retrograde.ts). */
export class RetrogradeSolver<S, M> {
  readonly #solver: retrograde.RetrogradeSolver<S, M>;

  constructor(game: retrograde.FiniteGame<S, M>) {
    finiteGame(game, 'RetrogradeSolver: game', []);
    this.#solver = new retrograde.RetrogradeSolver(game);
  }

  /** The number of positions valued so far. */
  get size(): number {
    return this.#solver.size;
  }

  solve(state: S): retrograde.Solution {
    return this.#solver.solve(state);
  }

  evaluateMoves(state: S): { move: M; solution: retrograde.Solution }[] {
    return this.#solver.evaluateMoves(state);
  }

  bestMove(state: S): M | undefined {
    return this.#solver.bestMove(state);
  }

  bestLine(state: S): { moves: M[]; states: S[] } {
    return this.#solver.bestLine(state);
  }
}

export const solve: typeof retrograde.solve = guarded('search.solve', retrograde.solve, ['game', finiteGame]);
export const solveOutcome: typeof retrograde.solveOutcome = guarded('search.solveOutcome', retrograde.solveOutcome, [
  'game',
  finiteGame,
]);
