import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { searchGame } from '../helpers/search-game.js';

/**
 * The whole public surface, guarded: every function reachable from the library's entry (through
 * objects, namespaces, arrays, classes' constructors, static members and prototype methods) is
 * called with hostile arguments, and must either return (what it returns iterated a little) or throw
 * a TypeError or RangeError that names it. Never a raw engine error, never a hang: every argument
 * is small enough for a valid call to finish at once.
 */

/** What a hostile proxy or callback throws: the caller's own error, which may pass through. */
class CallersOwnError extends Error {}

const throwing = (): never => {
  throw new CallersOwnError('hostile');
};
const hostileProxy = new Proxy(
  {},
  {
    get: throwing,
    has: throwing,
    ownKeys: throwing,
    getPrototypeOf: throwing,
    getOwnPropertyDescriptor: throwing,
    apply: throwing,
  },
);
const hostileFunctionProxy = new Proxy(() => 0, { get: throwing, apply: throwing });

const HOSTILE: readonly unknown[] = [
  undefined,
  null,
  42,
  NaN,
  -1,
  2 ** 53,
  -0,
  1.5,
  Infinity,
  -Infinity,
  10n,
  true,
  '',
  'x'.repeat(200_000),
  '\u0000\u001b]0;PWNED\u0007\u009b31m\u202e\ud800',
  '-1',
  {},
  [],
  [1, 2, 3],
  [undefined],
  Object.create(null),
  Symbol('hostile'),
  hostileProxy,
  hostileFunctionProxy,
  () => NaN,
  throwing,
  { width: -1, height: 'x' },
  { width: 2 ** 31, height: 2 ** 31 },
  { length: 2 ** 53 },
  { board: {}, side: 'white', moves: 2 ** 53 },
  { position: { black: 1, white: 1, kings: 0, turn: 'white' }, moves: [{}] },
  { kind: 'verdict' },
  { framing: { kind: 'counted' }, formatInput: 42 },
  { [Symbol.iterator]: () => 42 },
  {
    [Symbol.iterator]: function* () {
      yield 42;
    },
  },
  new Int8Array(3),
  new Uint8Array(2 ** 16),
];

/** A game for the search classes, which the caller writes: counting to 5 by ones and twos, the side that reaches it wins. */
const ownState = (state: unknown): number => {
  if (typeof state !== 'number' || !Number.isInteger(state) || state < 0 || state > 6)
    throw new CallersOwnError('not a state');
  return state;
};
const countingGame = {
  toMove: (state: unknown) => (ownState(state) % 2 === 0 ? 'white' : 'black'),
  outcome: (state: unknown) => (ownState(state) >= 5 ? (ownState(state) % 2 === 1 ? 'white' : 'black') : undefined),
  moves: (state: unknown) => (ownState(state) >= 5 ? [] : [1, 2]),
  play: (state: unknown, move: unknown) => ownState(state) + (move === 2 ? 2 : 1),
  key: (state: unknown) => ownState(state),
} as const;

/** The first case of a problem's sample, as its parser reads it. */
function sampleCase(problem: { parse(text: string): api.ParseResult<unknown>; sample: { input: string } }): unknown {
  const read = problem.parse(problem.sample.input).cases[0].result;
  if (!read.ok) throw new Error('the sample does not parse');
  return read.value;
}

/** Values a valid call might take, mixed in so that later arguments are reached past the first checks. */
const { chess, checkers } = api.rules;
const pdnGame = api.checkersPdn.parse('[Event "x"]\n1. 11-15 23-19 2. 8-11 *\n').games[0];
const pdnVerdict = api.checkersPdn.judge(pdnGame);
const board = chess.parseFen('8/8/8/8/8/8/8/K6k w');
const PLAUSIBLE: readonly unknown[] = [
  0,
  1,
  3,
  'white',
  'black',
  'small',
  'contest',
  'e4',
  '11-15',
  'k',
  { width: 8, height: 8 },
  { df: 1, dr: 1 },
  new chess.ChessBoard({ width: 8, height: 8 }),
  board.ok ? board.value.board : undefined,
  { from: 0, to: 1, piece: 1, captured: 0 },
  checkers.INITIAL_POSITION,
  checkers.legalMoves(checkers.INITIAL_POSITION)[0],
  { men: [1, 2], kings: [] },
  api.random.seededRandom(1),
  { side: 'white', role: 'queen' },
  { strict: true },
  { nodeLimit: 10 },
  { shape: { width: 3, height: 3 }, fields: new Uint8Array(9) },
  pdnGame,
  pdnVerdict,
  api.checkersPdn.explain(pdnGame, pdnVerdict, 1),
  ...[api.rankAndFile, api.simplifiedChess, api.cheesyChess, api.checkers].map(sampleCase),
  api.REGISTRY['cheesy-chess'].tools.generate(1, 'small', 2),
  api.cheesyChess,
  countingGame,
];

type Kind = 'function' | 'constructor' | 'method';

interface Entry {
  readonly fn: (...args: unknown[]) => unknown;
  readonly kind: Kind;
  /** The names a message may start with: every path it is reachable by. */
  readonly names: string[];
  /** For a method: its class, whose instances it is called on. */
  readonly owner?: new (...args: unknown[]) => object;
}

/** `REGISTRY['checkers']` and `REGISTRY.checkers` are one path. */
const normal = (path: string): string => path.replace(/\['([A-Za-z_$][\w$]*)'\]/g, '.$1');

const isClass = (fn: unknown): fn is new (...args: unknown[]) => object =>
  typeof fn === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(fn));

const member = (path: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}['${key}']`;

/** Every function reachable from `root`, each once, with every path to it. */
function walk(root: object): Map<unknown, Entry> {
  const found = new Map<unknown, Entry>();
  const seen = new Set<unknown>();
  const add = (fn: (...args: unknown[]) => unknown, kind: Kind, name: string, owner?: Entry['owner']): void => {
    const entry = found.get(fn);
    if (entry) entry.names.push(name);
    else found.set(fn, { fn, kind, names: [name], owner });
  };
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'function') {
      if (isClass(value)) {
        add(value as unknown as Entry['fn'], 'constructor', path);
        found.get(value)?.names.push(value.name);
        if (seen.has(value)) return;
        seen.add(value);
        for (let proto = value.prototype as object; proto !== Object.prototype && proto !== Error.prototype;) {
          for (const key of Object.getOwnPropertyNames(proto)) {
            const descriptor = Object.getOwnPropertyDescriptor(proto, key);
            if (key !== 'constructor' && typeof descriptor?.value === 'function') {
              add(descriptor.value as Entry['fn'], 'method', `${path}#${key}`, value);
              found.get(descriptor.value)?.names.push(`${value.name}.${key}`);
            }
          }
          proto = Object.getPrototypeOf(proto) as object;
        }
        for (const key of Object.getOwnPropertyNames(value))
          if (!['length', 'name', 'prototype'].includes(key))
            visit((value as unknown as Record<string, unknown>)[key], member(path, key));
        return;
      }
      add(value as Entry['fn'], 'function', path);
      if (seen.has(value)) return;
      seen.add(value);
      for (const key of Object.keys(value))
        visit((value as unknown as Record<string, unknown>)[key], member(path, key));
      return;
    }
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
    else for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key], member(path, key));
  };
  for (const key of Object.keys(root)) visit((root as Record<string, unknown>)[key], key);
  return found;
}

/** A seeded source of argument lists, the same on every run. */
function* argumentLists(arity: number): Generator<unknown[]> {
  // A checked function's arity is 0 (it takes ...args): every list is long enough for four parameters and one more.
  const width = Math.max(arity + 1, 5);
  for (const value of HOSTILE) {
    yield [value];
    yield Array.from({ length: width }, () => value);
  }
  const pool = [...HOSTILE.filter((value) => typeof value !== 'string' || value.length < 1000), ...PLAUSIBLE];
  const draw = api.random.seededRandom(23);
  for (let list = 0; list < 200; list++)
    yield Array.from({ length: width }, () => pool[Math.floor(draw() * pool.length)]);
}

/** Runs a call and what it returns a little way (an iterable's first items), so that lazy checks run too. */
function exercise(call: () => unknown): void {
  const result = call();
  if (typeof result === 'object' && result !== null && !ArrayBuffer.isView(result) && Symbol.iterator in result) {
    let taken = 0;
    for (const item of result as Iterable<unknown>) if (++taken > 100 || item === undefined) break;
  }
}

/** Why a thrown value is not acceptable, or undefined when it is. */
function fault(thrown: unknown, names: readonly string[]): string | undefined {
  // The caller's own error passes through; a search's limits are its documented outcomes.
  if (
    thrown instanceof CallersOwnError ||
    thrown instanceof api.search.StrategyTooLarge ||
    thrown instanceof api.search.SearchLimitReached
  )
    return undefined;
  if (!(thrown instanceof TypeError || thrown instanceof RangeError)) return `threw ${String(thrown)}`;
  const message = normal(thrown.message);
  const named = names.some((name) => message.startsWith(`${normal(name)}:`));
  return named ? undefined : `threw ${thrown.name}: ${thrown.message}`;
}

/** An instance to call each class's methods on, by class. */
const instances = new Map<unknown, () => object>([
  [chess.ChessBoard, () => new chess.ChessBoard({ width: 8, height: 8 })],
  [chess.ChessGeometry, () => new chess.ChessGeometry({ width: 8, height: 8 })],
  [checkers.PerftTable, () => new checkers.PerftTable(4)],
  [api.search.AndOrSearch, () => new api.search.AndOrSearch(searchGame())],
  [api.search.RetrogradeSolver, () => new api.search.RetrogradeSolver(countingGame)],
  [api.search.SearchLimitReached, () => new api.search.SearchLimitReached('nodes', 1)],
  [api.search.StrategyTooLarge, () => new api.search.StrategyTooLarge(1)],
  [api.search.GameContractError, () => new api.search.GameContractError('broken')],
]);

const entries = [...walk(api).values()];

/** The functions the walk finds today: a function taken off the public surface must lower this on purpose. */
const PUBLIC_FUNCTIONS = 230;

describe('the public API', () => {
  it('walks every function reachable from the entry: functions, constructors, static members and methods', () => {
    expect(entries.length).toBeGreaterThanOrEqual(PUBLIC_FUNCTIONS);
    const kinds = new Set(entries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['constructor', 'function', 'method']);
    // Answer mode's readers and the rules' speed helpers stay on the internal objects.
    const internal =
      /\.(streamCases|isClosing|shortcut|plain|copySetup|copyVerdict|tablesOf|MoveGenerator|PursuitGame|checkStatusIndex|piecePlaces)$/;
    expect(entries.flatMap((entry) => entry.names).filter((name) => internal.test(name))).toEqual([]);
  });

  it('checks every argument: each call returns, or throws a TypeError or RangeError that names the function', () => {
    const failures: string[] = [];
    let returned = 0;
    let refused = 0;
    for (const entry of entries) {
      const problems = new Set<string>();
      for (const args of argumentLists(entry.fn.length)) {
        try {
          if (entry.kind === 'constructor')
            exercise(() => new (entry.fn as unknown as new (...args: unknown[]) => object)(...args));
          else if (entry.kind === 'method') {
            const make = instances.get(entry.owner);
            if (!make) {
              problems.add('no instance of its class in the test to call it on');
              break;
            }
            exercise(() => entry.fn.apply(make(), args));
          } else exercise(() => entry.fn(...args));
          returned++;
        } catch (thrown) {
          const why = fault(thrown, entry.names);
          if (why) problems.add(JSON.stringify(why.slice(0, 200)));
          else refused++;
        }
      }
      if (problems.size > 0) failures.push(`${entry.names[0]}: ${[...problems].join('; ')}`);
    }
    expect(failures).toEqual([]);
    // Both outcomes are reached: the valid values mixed in get calls past the checks.
    expect(refused).toBeGreaterThan(entries.length * 100);
    expect(returned).toBeGreaterThan(2000);
  });
});
