import {
  assertBoolean,
  assertFunction,
  assertInteger,
  assertNumber,
  assertObject,
  guarded,
  integer,
} from '../core/guards.js';
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

/** `fn` with `this` the caller's game, made without reading anything of `fn` but what binding reads. */
const bind = (fn: (...args: never[]) => unknown, game: unknown): ((...args: never[]) => unknown) =>
  Function.prototype.bind.call(fn, game) as (...args: never[]) => unknown;

/** The game's functions, each read once and bound to it (a game's own `this`): the search calls only these. */
function copyMembers<K extends string>(
  value: unknown,
  at: string,
  functions: readonly K[],
): Record<K, (...args: never[]) => unknown> & Readonly<Record<string, unknown>> {
  assertObject(value, at);
  const copy: Record<string, unknown> = {};
  for (const member of functions) {
    const fn = value[member];
    assertFunction(fn, `${at}.${member}`);
    copy[member] = bind(fn, value);
  }
  return copy as Record<K, (...args: never[]) => unknown>;
}

const searchableGame = <M>(value: unknown, at: string): andor.SearchableGame<M> => {
  const game: Record<string, unknown> = copyMembers(value, at, [
    'moves',
    'play',
    'undo',
    'winner',
    'whiteToMove',
    'key',
  ]);
  const { winsAtOnce, onlyMoverWins, keyHigh } = value as Readonly<Record<string, unknown>>;
  if (winsAtOnce !== undefined) {
    assertFunction(winsAtOnce, `${at}.winsAtOnce`);
    game.winsAtOnce = bind(winsAtOnce, value);
  }
  if (keyHigh !== undefined) {
    assertFunction(keyHigh, `${at}.keyHigh`);
    game.keyHigh = bind(keyHigh, value);
  }
  if (onlyMoverWins !== undefined) {
    assertBoolean(onlyMoverWins, `${at}.onlyMoverWins`);
    game.onlyMoverWins = onlyMoverWins;
  }
  return game as unknown as andor.SearchableGame<M>;
};

const finiteGame = <S, M>(value: unknown, at: string): retrograde.FiniteGame<S, M> => {
  const game: Record<string, unknown> = copyMembers(value, at, ['toMove', 'outcome', 'moves', 'play', 'key']);
  const { keyCount } = value as Readonly<Record<string, unknown>>;
  if (keyCount !== undefined) {
    assertInteger(keyCount, `${at}.keyCount`, 0, MAX_KEY_COUNT);
    game.keyCount = keyCount;
  }
  return game as unknown as retrograde.FiniteGame<S, M>;
};

const limits = (value: unknown, at: string): andor.SearchLimits => {
  assertObject(value, at);
  const { nodeLimit, deadline, onProgress } = value;
  if (nodeLimit !== undefined) assertInteger(nodeLimit, `${at}.nodeLimit`, 1, Number.MAX_SAFE_INTEGER);
  if (deadline !== undefined) assertNumber(deadline, `${at}.deadline`);
  if (onProgress !== undefined) assertFunction(onProgress, `${at}.onProgress`);
  return { nodeLimit, deadline, onProgress } as andor.SearchLimits;
};

const depth = integer(0, MAX_DEPTH);

/** Depth-bounded AND/OR search (andor.ts): can White force a win within a number of plies? */
export class AndOrSearch<M> {
  readonly #search: andor.AndOrSearch<M>;

  constructor(game: andor.SearchableGame<M>, searchLimits: andor.SearchLimits = {}, tableSize?: number) {
    const own = searchableGame<M>(game, 'AndOrSearch: game');
    const ownLimits = limits(searchLimits, 'AndOrSearch: limits');
    if (tableSize !== undefined) assertInteger(tableSize, 'AndOrSearch: tableSize', 1, MAX_TABLE_SIZE);
    this.#search = new andor.AndOrSearch(own, ownLimits, tableSize);
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
    assertNumber(maxNodes, 'AndOrSearch.strategy: maxNodes', 0);
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
    this.#solver = new retrograde.RetrogradeSolver(finiteGame<S, M>(game, 'RetrogradeSolver: game'));
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
