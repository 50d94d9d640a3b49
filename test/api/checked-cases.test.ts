import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { searchGame } from '../helpers/search-game.js';

/**
 * A checked case cannot be changed behind its check (issue 37): the library reads what a caller
 * gives once, into a copy of its own, checks the copy and judges only the copy. So a case changed
 * after its check (its cells, its arrays, its nested objects), or one whose getters or proxies
 * answer differently on a later read, is refused with the documented TypeError or RangeError, or
 * the change is impossible (the write throws, or is never read), or the case is judged as the data
 * it holds when the library reads it. Never judged as if valid, never a raw engine error.
 *
 * Every registered problem's checked object (found among the library's exports by the registry's
 * ids, no list kept here) and every function of the public surface that takes objects (rules.*,
 * search, random, checkersPdn and the rest: found by walking the exports, their arguments found by
 * trying sample values) are changed in every way the public types allow, and in the ways only
 * JavaScript allows (getters, proxies, writes to what is read-only).
 */

/** What a hostile getter or proxy throws: the caller's own error, which may pass through as it is. */
class CallersOwnError extends Error {}
const throwing = (): never => {
  throw new CallersOwnError('hostile');
};
const throwingProxy = new Proxy({}, { get: throwing, has: throwing, ownKeys: throwing, getPrototypeOf: throwing });

/** What a member is set to, and what a getter answers after answering the truth once. */
const VALUES: readonly unknown[] = [undefined, null, NaN, -1, 1, 7, 2 ** 53, 'black', {}, new Int8Array(3)];
const LATER: readonly unknown[] = [null, 9999, throwingProxy];
const shownLater = (later: unknown): string => (later === throwingProxy ? 'a proxy that throws' : stable(later));

type Outcome =
  | { readonly kind: 'returned'; readonly value: unknown }
  | { readonly kind: 'refused'; readonly error: Error }
  | { readonly kind: 'own' }
  | { readonly kind: 'raw'; readonly error: unknown };

/** A call's outcome: returned (an iterable result taken a little way), refused by a check naming one of `names`, the caller's own error, or raw. */
function outcome(call: () => unknown, names: readonly string[]): Outcome {
  try {
    const value = call();
    if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Array.isArray(value)) {
      if (Symbol.iterator in value && typeof (value as { next?: unknown }).next === 'function') {
        const items: unknown[] = [];
        for (const item of value as Iterable<unknown>) if (items.push(item) >= 20) break;
        return { kind: 'returned', value: items };
      }
    }
    return { kind: 'returned', value };
  } catch (error) {
    if (error instanceof CallersOwnError) return { kind: 'own' };
    if (
      api.search.SearchLimitReached &&
      (error instanceof api.search.SearchLimitReached || error instanceof api.search.StrategyTooLarge)
    )
      return { kind: 'refused', error };
    if ((error instanceof TypeError || error instanceof RangeError) && names.some((n) => error.message.startsWith(n)))
      return { kind: 'refused', error };
    return { kind: 'raw', error };
  }
}

/** A value as plain text, to compare two results: typed arrays by content, iterables a little way, functions by kind. */
function stable(value: unknown, depth = 0): string {
  if (depth > 12) return '…';
  if (typeof value === 'function') return 'function';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value !== 'object' || value === null) return `${typeof value}:${String(value)}`;
  if (ArrayBuffer.isView(value)) return `${value.constructor.name}[${String(Array.from(value as Int8Array))}]`;
  if (Array.isArray(value)) return `[${value.map((item) => stable(item, depth + 1)).join(',')}]`;
  if (value instanceof Map) return `Map(${value.size})`;
  const keys = Object.keys(value).sort();
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
  return `${name ?? ''}{${keys.map((key) => `${key}:${stable((value as Record<string, unknown>)[key], depth + 1)}`).join(',')}}`;
}

/** A path into an argument: the keys from the argument to a member. */
type Path = readonly PropertyKey[];

/** The members a caller reaches in `value`: own enumerable members of objects and arrays (typed arrays are leaves). */
function paths(value: unknown, depth = 3, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || depth === 0) return [];
  // An array's first two items stand for the rest.
  return Object.keys(value)
    .slice(0, Array.isArray(value) ? 2 : 12)
    .flatMap((key) => [
      [...prefix, key],
      ...paths((value as Record<string, unknown>)[key], depth - 1, [...prefix, key]),
    ]);
}

const at = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)[key], root);

/** A getter that answers `first` once, then `later` (or throws, when `later` is `throwing`). */
function twoFaced(first: unknown, later: unknown): () => unknown {
  let reads = 0;
  return () => {
    if (reads++ === 0) return first;
    if (later === throwing) throwing();
    return later;
  };
}

/** A proxy of `target` whose every member answers the truth once, then `later`. */
function twoFacedProxy(target: object, later: unknown): object {
  const reads = new Map<PropertyKey, number>();
  return new Proxy(target, {
    get(object, key) {
      const count = reads.get(key) ?? 0;
      reads.set(key, count + 1);
      const truth: unknown = Reflect.get(object, key);
      // A method keeps answering the truth: only data is two-faced.
      if (count === 0 || typeof truth === 'function') return truth;
      if (later === throwing) throwing();
      return later;
    },
  });
}

/**
 * A change to a member of an argument: `apply` changes a fresh argument in place (or gives a new
 * one for the root), and throws when JavaScript refuses the change (a frozen object): impossible.
 * `reads` says whether the library, reading each member once, sees only the truth.
 */
interface Change {
  readonly name: string;
  readonly truthful: boolean;
  apply(root: unknown): unknown;
}

/** Replaces the member at `path` (the root itself when empty) by what `make` gives from its value. */
function replace(path: Path, make: (value: unknown) => unknown): (root: unknown) => unknown {
  return (root) => {
    if (path.length === 0) return make(root);
    const parent = at(root, path.slice(0, -1)) as Record<PropertyKey, unknown>;
    const key = path[path.length - 1];
    const made = make(parent[key]);
    if (!Reflect.set(parent, key, made)) throw new TypeError('read-only');
    return root;
  };
}

function redefine(path: Path, later: unknown): (root: unknown) => unknown {
  return (root) => {
    const parent = at(root, path.slice(0, -1)) as object;
    const key = path[path.length - 1];
    const get = later === 'throws at once' ? throwing : twoFaced(Reflect.get(parent, key), later);
    Object.defineProperty(parent, key, { get, enumerable: true, configurable: true });
    return root;
  };
}

/** What members are set to and what getters answer later, and how deep changes go. */
interface Hostility {
  readonly values: readonly unknown[];
  readonly later: readonly unknown[];
  readonly depth: number;
}
const THOROUGH: Hostility = { values: VALUES, later: LATER, depth: 3 };
/** For the many functions of the rules: fewer values (a second read shows with any of them). */
const BRIEF: Hostility = { values: [undefined, NaN, {}], later: [null, throwingProxy], depth: 2 };

/** Every change of one argument, from a sample of it. */
function changes(sample: unknown, { values, later: lies, depth }: Hostility = THOROUGH): Change[] {
  const list: Change[] = [];
  const label = (path: Path) => (path.length === 0 ? 'itself' : path.map(String).join('.'));
  for (const path of [[], ...paths(sample, depth)] as Path[]) {
    const value = at(sample, path);
    if (path.length > 0) {
      for (const later of lies)
        list.push({
          name: `${label(path)}: a getter, then ${shownLater(later)}`,
          truthful: true,
          apply: redefine(path, later),
        });
      list.push({
        name: `${label(path)}: a getter that throws`,
        truthful: false,
        apply: redefine(path, 'throws at once'),
      });
      for (const set of values)
        list.push({ name: `${label(path)} = ${stable(set)}`, truthful: false, apply: replace(path, () => set) });
      list.push({
        name: `delete ${label(path)}`,
        truthful: false,
        apply: (root) => {
          if (!Reflect.deleteProperty(at(root, path.slice(0, -1)) as object, path[path.length - 1]))
            throw new TypeError('read-only');
          return root;
        },
      });
    }
    if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      for (const later of lies)
        list.push({
          name: `${label(path)}: a proxy, then ${shownLater(later)}`,
          truthful: true,
          apply: replace(path, (target) => twoFacedProxy(target as object, later)),
        });
      list.push({
        name: `${label(path)}: a proxy that throws`,
        truthful: false,
        apply: replace(path, () => throwingProxy),
      });
    }
    if (Array.isArray(value)) {
      const arrayChange = (name: string, change: (array: unknown[]) => void): Change => ({
        name: `${label(path)}.${name}`,
        truthful: false,
        apply: (root) => {
          change(at(root, path) as unknown[]);
          return root;
        },
      });
      list.push(
        arrayChange('push(its first item)', (array) => array.push(array[0])),
        arrayChange('push(null)', (array) => array.push(null)),
        arrayChange('pop()', (array) => array.pop()),
        arrayChange('length = 0', (array) => (array.length = 0)),
        arrayChange('reverse()', (array) => array.reverse()),
      );
    }
  }
  return list;
}

/** Writes into the typed arrays of an argument (its cells, its fields): each a fresh argument, `count` writes drawn from `seed`. */
function typedArrayWrites(sample: unknown, seed: number, count: number): Change[] {
  const list: Change[] = [];
  const arrays = paths(sample).filter((path) => ArrayBuffer.isView(at(sample, path)));
  if (arrays.length === 0) return list;
  // Half the bytes a piece's code or a field (0 to 13), so that many a change is still a valid case.
  const byte = fc.oneof(fc.integer({ min: 0, max: 13 }), fc.integer({ min: -128, max: 255 }));
  const writes = fc.sample(fc.tuple(fc.nat(arrays.length - 1), fc.nat(4095), byte), {
    seed,
    numRuns: count,
  });
  for (const [which, index, value] of writes) {
    const path = arrays[which];
    list.push({
      name: `${path.map(String).join('.')}[${index} mod length] = ${value}`,
      truthful: false,
      apply: (root) => {
        const array = at(root, path) as Int8Array;
        if (array.length > 0) array[index % array.length] = value;
        return root;
      },
    });
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// The problems: each registered problem's checked object, found among the exports by its id.

type CheckedProblem = api.Problem<unknown, object, object>;

const CHECKED: readonly (readonly [string, CheckedProblem])[] = Object.entries(api as Record<string, unknown>).filter(
  (entry): entry is [string, CheckedProblem] => {
    const value = entry[1] as { id?: unknown; judge?: unknown } | null;
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof value.judge === 'function' &&
      api.isProblemId(value.id as string)
    );
  },
);

/** The members that take a case, and how each is called on one (with the verdict and explanation judge and explain made before the change). */
const CASE_MEMBERS = [
  'judge',
  'explain',
  'describe',
  'classify',
  'measure',
  'shrink',
  'formatInput',
  'fromSetup',
] as const;
type CaseMember = (typeof CASE_MEMBERS)[number];

/** Judging options that bound any search, so that a changed case (a larger horizon) stays quick. */
const BOUNDED = { nodeLimit: 200_000 };

function callMember(problem: CheckedProblem, member: CaseMember, input: unknown, verdict: object, explanation: object) {
  switch (member) {
    case 'judge':
      return problem.judge(input, BOUNDED);
    case 'explain':
      return problem.explain(input, verdict, BOUNDED);
    case 'describe':
      return problem.describe(input, verdict, explanation);
    case 'shrink':
      return problem.shrink(input);
    default:
      return problem[member](input);
  }
}

/** The verdict line the parser and the judge give the case's text, or why there is none: the oracle for a changed case. */
function throughText(problem: CheckedProblem, input: unknown): string {
  const text = outcome(() => problem.formatInput(input), [`${problem.id}`, '']);
  if (text.kind !== 'returned') return 'unwritable';
  const parsed = problem.parse(framed(problem, text.value as string));
  const read = parsed.cases[0]?.result;
  if (parsed.errors.length > 0 || parsed.cases.length !== 1 || !read?.ok) return 'refused by the parser';
  const judged = problem.judge(read.value, BOUNDED);
  return judged.ok ? problem.format(judged.value) : `unjudged: ${judged.error}`;
}

/** One case's text framed as a whole input. */
const framed = (problem: CheckedProblem, text: string): string =>
  problem.framing.kind === 'counted' ? `1\n${text}` : `${text}${problem.framing.closing}\n`;

/** Each sample case of a problem, parsed afresh. */
function sampleCases(problem: CheckedProblem): (() => unknown)[] {
  return problem.parse(problem.sample.input).cases.map((_, index) => () => {
    const read = problem.parse(problem.sample.input).cases[index].result;
    if (!read.ok) throw new Error(`${problem.id}: its sample does not parse`);
    return read.value;
  });
}

describe('a checked case cannot be changed behind its check', () => {
  it('finds every registered problem among the exports', () => {
    expect(CHECKED.map(([, problem]) => problem.id).sort()).toEqual(api.PROBLEMS.map(({ id }) => id).sort());
  });

  it('takes a case only from parse or fromSetup, by its type: a setup built by hand is not one', () => {
    const { rankAndFile, cheesyChess, simplifiedChess, checkers } = api;
    const board = new api.rules.chess.ChessBoard({ width: 8, height: 8 });
    board.put(0, { side: 'white', role: 'king' });
    board.put(63, { side: 'black', role: 'king' });
    const setup: api.RankAndFileSetup = { side: 'white', board };
    // Each @ts-expect-error fails `npm run typecheck` should a setup pass for a case: the type is the promise.
    // @ts-expect-error a setup is not a case
    expect(rankAndFile.format(ok(rankAndFile.judge(setup)))).toBe('WHITE IS SAFE');
    const pursuit = { shape: { width: 2, height: 2 }, fields: new Uint8Array(4) };
    // @ts-expect-error nor a Cheesy Chess case built by hand
    expect(() => cheesyChess.judge({ board: pursuit, king: 0, pawn: 0 })).toThrow(RangeError);
    // @ts-expect-error nor a Simplified Chess game built by hand
    expect(() => simplifiedChess.classify({ board, moves: 1 })).toThrow(RangeError);
    // @ts-expect-error nor a checkers record built by hand
    expect(() => checkers.measure({ position: api.rules.checkers.INITIAL_POSITION, moves: [] })).toThrow(RangeError);
    const made = rankAndFile.fromSetup(setup);
    if (!made.ok) throw new Error(made.error[0].message);
    const typed: api.RankAndFileCase = made.value;
    // A case is a setup too: what an editor edits, and formatInput writes.
    const asSetup: api.RankAndFileSetup = typed;
    expect(rankAndFile.formatInput(asSetup)).toBe(rankAndFile.formatInput(setup));
    expect(rankAndFile.format(ok(rankAndFile.judge(typed)))).toBe('WHITE IS SAFE');
  });

  it('refuses the changes issue 37 names: a king taken after the check, a getter that answers the engine otherwise', () => {
    const { rankAndFile, cheesyChess, simplifiedChess } = api;
    const parsed = sampleCases(rankAndFile)[2]() as api.RankAndFileCase;
    expect(rankAndFile.format(ok(rankAndFile.judge(parsed)))).toBe('WHITE IS SAFE');
    parsed.board.cells[parsed.board.kingSquare('white')!] = 0;
    expect(() => rankAndFile.judge(parsed)).toThrow(
      new RangeError(
        "rankAndFile.judge: input is not a valid case: this data set has no white king ('k'); expected exactly one",
      ),
    );
    const cheesy = sampleCases(cheesyChess)[0]() as api.CheesyCase;
    const king = twoFaced(cheesy.king, 9999);
    // Only a cast makes a case of a value fromSetup did not make: what a JavaScript caller can do.
    const moved = {
      board: cheesy.board,
      pawn: cheesy.pawn,
      get king() {
        return king() as number;
      },
    } as api.CheesySetup as api.CheesyCase;
    expect(ok(cheesyChess.judge(moved))).toEqual(ok(cheesyChess.judge(cheesy)));
    const game = sampleCases(simplifiedChess)[0]() as api.SimplifiedChessCase;
    const horizon = twoFaced(game.moves, NaN);
    const nan = {
      board: game.board,
      get moves() {
        return horizon() as number;
      },
    } as api.SimplifiedChessSetup as api.SimplifiedChessCase;
    expect(simplifiedChess.format(ok(simplifiedChess.judge(nan)))).toBe('YES');
    // A getter answering null to a second read: the library reads once, and judges the board it got.
    const first = sampleCases(rankAndFile)[0]() as api.RankAndFileCase;
    const board = twoFaced(first.board, null);
    const nulled = {
      side: 'white',
      get board() {
        return board() as api.rules.chess.ChessBoard;
      },
    } as api.RankAndFileSetup as api.RankAndFileCase;
    expect(rankAndFile.format(ok(rankAndFile.judge(nulled)))).toBe('WHITE IS CHECKED');
  });

  for (const [name, problem] of CHECKED) {
    it(`${name}: every change after the check is refused, impossible, or judged as the data it holds; never a raw error`, () => {
      const counts = { refused: 0, impossible: 0, judged: 0, own: 0, truthful: 0 };
      const failures: string[] = [];
      const names = (member: string) => [`${name}.${member}: `];
      for (const [index, fresh] of sampleCases(problem).entries()) {
        // Every change of the first sample case; writes into the typed arrays of each.
        const list = [...(index === 0 ? changes(fresh()) : []), ...typedArrayWrites(fresh(), 37 + index, 40)];
        const verdict = ok(problem.judge(fresh(), BOUNDED));
        const explanation = problem.explain(fresh(), verdict, BOUNDED);
        const baseline = problem.format(verdict);
        for (const change of list) {
          // Each member is given the case changed after its check (or, for the root, a proxy in its
          // place), each time afresh: a two-faced member answers the truth to its first read only.
          const results = new Map<CaseMember, Outcome>();
          let changed: unknown;
          try {
            for (const member of CASE_MEMBERS) {
              const input = fresh();
              problem.judge(input, BOUNDED);
              changed = change.apply(input);
              results.set(
                member,
                outcome(() => callMember(problem, member, changed, verdict, explanation), names(member)),
              );
            }
          } catch (error) {
            if (!(error instanceof TypeError)) throw error;
            counts.impossible++;
            continue;
          }
          const oracle = change.truthful ? baseline : undefined;
          const where = `${name}, sample case ${index + 1}, ${change.name}`;
          for (const [member, result] of results)
            if (result.kind === 'raw') failures.push(`${where}: ${member} threw ${String(result.error).slice(0, 160)}`);
          const judged = results.get('judge')!;
          if (change.truthful) {
            // The library reads each member once: it judges the truth, or refuses what is not its own
            // (a proxy of a geometry); a lie or the caller's error would mean a second read.
            counts.truthful++;
            for (const [member, result] of results)
              if (result.kind === 'own') failures.push(`${where}: ${member} read a member twice`);
            if (judged.kind === 'returned' && problem.format(ok(judged.value as api.Result<object, string>)) !== oracle)
              failures.push(`${where}: judged otherwise than the truth`);
            continue;
          }
          if (judged.kind === 'own') counts.own++;
          else if (judged.kind === 'refused') {
            counts.refused++;
            // Refused by one member, refused by every member that checks a case as judge does.
            for (const member of ['explain', 'describe', 'classify', 'measure', 'shrink'] as const)
              if (results.get(member)!.kind === 'returned')
                failures.push(`${where}: judge refused it, ${member} did not`);
          } else if (judged.kind === 'returned') {
            counts.judged++;
            // Judged as valid: then its text reads back as a valid case, with the same verdict line.
            const result = judged.value as api.Result<object, string>;
            const line = result.ok ? problem.format(result.value) : `unjudged: ${result.error}`;
            const text = throughText(problem, changed);
            if (text !== line)
              failures.push(`${where}: judged ${JSON.stringify(line)}, its text gives ${JSON.stringify(text)}`);
          }
        }
      }
      expect(failures.slice(0, 20)).toEqual([]);
      // Each outcome is reached: the test can fail in each way.
      expect(counts.refused).toBeGreaterThan(50);
      expect(counts.judged).toBeGreaterThan(10);
      expect(counts.truthful).toBeGreaterThan(15);
      expect(counts.own).toBeGreaterThan(0);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The rest of the public surface: every function reachable from the entry that takes an object.

type Kind = 'function' | 'constructor' | 'method';
interface Entry {
  readonly fn: (...args: unknown[]) => unknown;
  readonly kind: Kind;
  /** Every name a refusal may start with: each path to it, and a class's or method's own name. */
  readonly names: string[];
  readonly owner?: new (...args: unknown[]) => object;
}

const isClass = (fn: unknown): fn is new (...args: unknown[]) => object =>
  typeof fn === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(fn));

/** Every function reachable from the entry, each once with every path to it (as test/api/guarded.test.ts walks it). */
function walk(root: object): Entry[] {
  const found = new Map<unknown, Entry>();
  const seen = new Set<unknown>();
  const add = (fn: unknown, kind: Kind, name: string, owner?: Entry['owner']): void => {
    const entry = found.get(fn);
    if (entry) entry.names.push(name);
    else found.set(fn, { fn: fn as Entry['fn'], kind, names: [name], owner });
  };
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'function') {
      if (isClass(value)) {
        add(value, 'constructor', path, undefined);
        found.get(value)?.names.push(value.name);
        if (seen.has(value)) return;
        seen.add(value);
        for (let proto = value.prototype as object; proto !== Object.prototype && proto !== Error.prototype;) {
          for (const key of Object.getOwnPropertyNames(proto)) {
            const method = Object.getOwnPropertyDescriptor(proto, key)?.value as unknown;
            if (key !== 'constructor' && typeof method === 'function') {
              add(method, 'method', `${path}#${key}`, value);
              found.get(method)?.names.push(`${value.name}.${key}`);
            }
          }
          proto = Object.getPrototypeOf(proto) as object;
        }
        return;
      }
      add(value, 'function', path);
      return;
    }
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || seen.has(value)) return;
    seen.add(value);
    for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key], `${path}.${key}`);
  };
  for (const key of Object.keys(root)) visit((root as Record<string, unknown>)[key], key);
  return [...found.values()];
}

/** A sample value, made afresh for every call (a call may change what it is given). */
type Make = () => unknown;

const { chess, checkers } = api.rules;
const fenBoard = (): api.rules.chess.ChessBoard => {
  const read = chess.parseFen('8/8/8/8/8/8/8/K6k w');
  if (!read.ok) throw new Error('the FEN does not read');
  return read.value.board;
};
const pdnText = '[Event "x"]\n1. 11-15 23-19 2. 8-11 *\n';
const pdnGame = () => api.checkersPdn.parse(pdnText).games[0];
const countingGame = () => ({
  toMove: (state: number) => (state % 2 === 0 ? 'white' : 'black'),
  outcome: (state: number) => (state >= 5 ? (state % 2 === 1 ? 'white' : 'black') : undefined),
  moves: (state: number) => (state >= 5 ? [] : [1, 2]),
  play: (state: number, move: number) => state + move,
  key: (state: number) => state,
  keyCount: 8,
});
const sampleOf = (problem: CheckedProblem, index = 0): unknown => sampleCases(problem)[index]();

/** The sample values, small ones first (a depth, a count): a call with them finishes at once. */
const POOL: readonly Make[] = [
  () => 0,
  () => 1,
  () => 2,
  () => 3,
  () => -1,
  () => 'white',
  () => 'black',
  () => 'small',
  () => 'e4',
  () => '11-15',
  () => 'k',
  () => '...',
  () => pdnText,
  () => true,
  () => ({ width: 8, height: 8 }),
  () => ({ width: 3, height: 3 }),
  () => ({ df: 1, dr: 1 }),
  fenBoard,
  () => ({ from: 0, to: 1, piece: 1, captured: 0 }),
  () => ({ side: 'white', role: 'queen' }),
  () => ({ ...checkers.INITIAL_POSITION }),
  () => checkers.legalMoves(checkers.INITIAL_POSITION)[0],
  () => ({ men: [1, 2], kings: [3] }),
  () => [1, 2],
  () => ['e4', 'e5'],
  () => ['...', '.D.', '...'],
  () => ({ reason: 'empty-origin', square: 14 }),
  () => ({ shape: { width: 3, height: 3 }, fields: new Uint8Array(9) }),
  () => ({ king: 0, pawn: 8, toMove: 'white' }),
  pdnGame,
  () => api.checkersPdn.judge(pdnGame()),
  () => {
    const game = pdnGame();
    return api.checkersPdn.explain(game, api.checkersPdn.judge(game), 1);
  },
  () => ({ strict: true }),
  () => ({ nodeLimit: 1000 }),
  () => ({ distinct: true }),
  () => ({ line: 1, column: 2, message: 'm' }),
  () => ({ kind: 'verdict', output: 'x' }),
  () => [{ text: '1\n' }],
  () => api.random.seededRandom(1),
  () => (value: unknown) => value,
  countingGame,
  searchGame,
  () => api.rankAndFile,
  ...CHECKED.map(
    ([, problem]) =>
      () =>
        sampleOf(problem),
  ),
  () => (sampleOf(api.simplifiedChess) as api.SimplifiedChessCase).board,
];

/** The samples that are objects, by their index in POOL. */
const OBJECTS = POOL.flatMap((make, index) => {
  const value = make();
  return typeof value === 'object' && value !== null ? [index] : [];
});

/** Instances to call each class's methods on. */
const INSTANCES = new Map<unknown, () => object>([
  [chess.ChessBoard, fenBoard],
  [chess.ChessGeometry, () => new chess.ChessGeometry({ width: 8, height: 8 })],
  [checkers.PerftTable, () => new checkers.PerftTable(4)],
  [api.search.AndOrSearch, () => new api.search.AndOrSearch(searchGame())],
  [api.search.RetrogradeSolver, () => new api.search.RetrogradeSolver(countingGame())],
]);

function caller(entry: Entry): ((args: readonly unknown[]) => unknown) | undefined {
  if (entry.kind === 'constructor')
    return (args) => new (entry.fn as unknown as new (...a: unknown[]) => object)(...args);
  if (entry.kind === 'function') return (args) => entry.fn(...args);
  const make = INSTANCES.get(entry.owner);
  return make && ((args) => entry.fn.apply(make(), args as unknown[]));
}

/** The parameter a refusal names (`rules.chess.isAttacked: target must be ...` names `target`). */
function parameterOf(error: Error, names: readonly string[]): string {
  const name = names.find((prefix) => error.message.startsWith(prefix)) ?? '';
  return /^[^\s.[]*/.exec(error.message.slice(name.length).trimStart())?.[0] ?? '';
}

/**
 * Arguments the entry takes, as indexes into POOL: found a position at a time, a value taken where
 * the refusal moves on to a later parameter, until the call returns; then one more object, when
 * the call takes it too (an optional one: options, limits). Undefined when none is found.
 */
function argumentsOf(entry: Entry, call: (args: readonly unknown[]) => unknown, prefixes: readonly string[]) {
  const run = (chosen: readonly number[]) => outcome(() => call(chosen.map((index) => POOL[index]())), prefixes);
  const chosen: number[] = [];
  for (let position = 0; position < 5; position++) {
    const now = run(chosen);
    if (now.kind === 'returned') {
      const more = OBJECTS.find((index) => run([...chosen, index]).kind === 'returned');
      return more === undefined ? chosen : [...chosen, more];
    }
    if (now.kind !== 'refused') return undefined;
    const failing = parameterOf(now.error, prefixes);
    const next = POOL.findIndex((_, index) => {
      const tried = run([...chosen, index]);
      return tried.kind === 'returned' || (tried.kind === 'refused' && parameterOf(tried.error, prefixes) !== failing);
    });
    if (next < 0) return undefined;
    chosen.push(next);
  }
  return undefined;
}

/** Whether `value` holds `target` itself, a few levels down: a result that gives back what it was given. */
function holds(value: unknown, target: unknown, depth = 3): boolean {
  if (value === target) return true;
  if (typeof value !== 'object' || value === null || depth === 0 || ArrayBuffer.isView(value)) return false;
  return Object.keys(value).some((key) => holds((value as Record<string, unknown>)[key], target, depth - 1));
}

/**
 * The functions to change arguments of: all but the problems' members that take a case (the tests
 * above change those cases) and the registry's (each problem's the same: the first one's stand for all).
 */
const CASE_TAKERS = new RegExp(
  `^(${CHECKED.map(([name]) => name).join('|')})\\.(readCases|parse|${CASE_MEMBERS.join('|')}|generate)$`,
);
const ENTRIES = walk(api).filter(
  (entry) =>
    !entry.names.some((name) => CASE_TAKERS.test(name)) &&
    !entry.names.every((name) => /^(REGISTRY|PROBLEMS)\b/.test(name) && !name.startsWith('PROBLEMS.0.')),
);

describe('the public functions that take objects read each of them once', () => {
  it('gives every such function the same answer for a getter or a proxy that answers the truth once; never a raw error', () => {
    const failures: string[] = [];
    const covered = new Set<string>();
    let calls = 0;
    for (const entry of ENTRIES) {
      const call = caller(entry);
      if (!call) continue;
      const prefixes = entry.names.map((name) => `${name}: `).concat(entry.names.map((name) => `${name}.`));
      const found = argumentsOf(entry, call, prefixes);
      if (!found) continue;
      const baseline = outcome(() => call(found.map((index) => POOL[index]())), prefixes);
      if (baseline.kind !== 'returned') continue;
      for (const [position, index] of found.entries()) {
        const sample = POOL[index]();
        if (typeof sample !== 'object' || sample === null) continue;
        covered.add(entry.names[0]);
        for (const change of [...changes(sample, BRIEF), ...typedArrayWrites(sample, 37 + position, 8)]) {
          const args = found.map((at) => POOL[at]());
          try {
            args[position] = change.apply(args[position]);
          } catch (error) {
            if (!(error instanceof TypeError)) throw error;
            continue;
          }
          calls++;
          const result = outcome(() => call(args), prefixes);
          const where = `${entry.names[0]}, argument ${position + 1}, ${change.name}`;
          if (result.kind === 'raw') failures.push(`${where}: threw ${String(result.error).slice(0, 160)}`);
          else if (change.truthful && result.kind === 'own') failures.push(`${where}: read a member twice`);
          else if (
            change.truthful &&
            result.kind === 'returned' &&
            !holds(result.value, args[position]) &&
            stable(result.value) !== stable(baseline.value)
          )
            failures.push(`${where}: answered otherwise than the truth`);
        }
      }
    }
    expect(failures.slice(0, 30)).toEqual([]);
    // The rules, the search, random, checkersPdn and the problems' own helpers are all reached.
    for (const prefix of ['rules.geometry.', 'rules.chess.', 'rules.checkers.', 'rules.pursuit.', 'search.', 'random.'])
      expect([...covered].filter((name) => name.startsWith(prefix)).length, prefix).toBeGreaterThan(1);
    expect([...covered].filter((name) => name.startsWith('checkersPdn.')).length).toBeGreaterThan(5);
    expect(covered.size).toBeGreaterThan(90);
    expect(calls).toBeGreaterThan(3000);
  });
});

function ok<T>(result: api.Result<T, string>): T {
  if (!result.ok) throw new Error(`not judged: ${result.error}`);
  return result.value;
}
