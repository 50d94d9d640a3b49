import type { BoardShape } from './geometry.js';
import { quote } from './characters.js';
import type { TextSource } from './lines.js';
import type { Random } from './random.js';

/**
 * Checks of values at the library's public boundary. Values that come from outside the parser (a case built
 * by hand, an argument of the wrong type) are checked here, and a bad one throws a TypeError
 * (wrong type) or a RangeError (right type, wrong value) whose message names the function and the
 * argument, e.g. `cheesyChess.judge: input.king must be a whole number from 0 to 63, not -1`.
 * A value that is not a primitive is not checked in place but copied (`copy*`): each property read
 * once, the copy checked, and the engine given only the copy, so that nothing the caller changes
 * later, or answers differently on a second read (a getter, a proxy), reaches the engine.
 * The CLI's path, which reads what the parser made, never comes through here.
 */

/** A value as a message shows it: numbers and short strings as written, other things by kind. */
export function shown(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return quote(value);
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
  return name && name !== 'Object' ? `a ${name}` : 'an object';
}

export const typeError = (at: string, expected: string, value: unknown): TypeError =>
  new TypeError(`${at} must be ${expected}, not ${shown(value)}`);

export const rangeError = (at: string, expected: string, value: unknown): RangeError =>
  new RangeError(`${at} must be ${expected}, not ${shown(value)}`);

export function assertString(value: unknown, at: string): asserts value is string {
  if (typeof value !== 'string') throw typeError(at, 'a string', value);
}

export function assertBoolean(value: unknown, at: string): asserts value is boolean {
  if (typeof value !== 'boolean') throw typeError(at, 'true or false', value);
}

export function assertFunction(value: unknown, at: string): asserts value is (...args: never[]) => unknown {
  if (typeof value !== 'function') throw typeError(at, 'a function', value);
}

/** A non-null object that is not an array. */
export function assertObject(value: unknown, at: string): asserts value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw typeError(at, 'an object', value);
}

export function assertArray(value: unknown, at: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw typeError(at, 'an array', value);
}

/** A number that is finite (NaN and the infinities are out of range). */
export function assertNumber(value: unknown, at: string, min = -Infinity, max = Infinity): asserts value is number {
  if (typeof value !== 'number') throw typeError(at, 'a number', value);
  if (!(value >= min && value <= max)) throw rangeError(at, `a number from ${min} to ${max}`, value);
}

/** A whole number from `min` to `max`, both included. */
export function assertInteger(value: unknown, at: string, min: number, max: number): asserts value is number {
  if (typeof value !== 'number') throw typeError(at, 'a number', value);
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    throw rangeError(at, `a whole number ${range}`, value);
  }
}

export function assertOneOf<T extends string>(value: unknown, at: string, allowed: readonly T[]): asserts value is T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    const list = allowed.map((item) => JSON.stringify(item));
    const expected = list.length === 2 ? `${list[0]} or ${list[1]}` : `one of ${list.join(', ')}`;
    throw (typeof value === 'string' ? rangeError : typeError)(at, expected, value);
  }
}

/** An instance of `type` (a class the library exports). */
export function assertInstance<T>(
  value: unknown,
  at: string,
  type: abstract new (...args: never[]) => T,
): asserts value is T {
  if (!(value instanceof type)) throw typeError(at, `a ${type.name}`, value);
}

/** A board shape of whole numbers from 1 to `maxSide` a side (the tables built per shape stay small), copied. */
export function copyBoardShape(value: unknown, at: string, maxSide: number): BoardShape {
  assertObject(value, at);
  const { width, height } = value;
  assertInteger(width, `${at}.width`, 1, maxSide);
  assertInteger(height, `${at}.height`, 1, maxSide);
  return { width, height };
}

/** The typed arrays the library takes: an array of piece codes, of fields. */
type TypedArrayType = Int8ArrayConstructor | Uint8ArrayConstructor;
const TYPED_ARRAY_PROTOTYPE = Object.getPrototypeOf(Int8Array.prototype) as object;
// The getters themselves, called with `this` the value to look at (Function.prototype.call).
const intrinsic = (key: PropertyKey): ((this: unknown) => unknown) | undefined =>
  Reflect.getOwnPropertyDescriptor(TYPED_ARRAY_PROTOTYPE, key)?.get;
/** A typed array's kind ("Int8Array") or undefined for anything else (a proxy too), read from its internal slots. */
const typedArrayKind = intrinsic(Symbol.toStringTag) as (this: unknown) => string | undefined;
const typedArrayLength = intrinsic('length') as (this: ArrayBufferView) => number;

/** An `Int8Array` or a `Uint8Array` (`type`) itself, not a proxy of one: the engine may read its memory as it is. */
export function assertTypedArray(
  value: unknown,
  at: string,
  type: TypedArrayType,
): asserts value is InstanceType<typeof type> {
  if (typedArrayKind.call(value) !== type.name) throw typeError(at, `an ${type.name}`, value);
}

/**
 * An `Int8Array` or a `Uint8Array` (`type`), copied: the copy is read from the array's own
 * memory, never through its properties, so that a subclass's getter or a proxy is refused. A
 * detached array reads as empty.
 */
export function copyTypedArray<T extends TypedArrayType>(value: unknown, at: string, type: T): InstanceType<T> {
  assertTypedArray(value, at, type);
  const source = value as ArrayBufferView & ArrayLike<number>;
  const copy = new type(typedArrayLength.call(source));
  if (copy.length > 0) copy.set(source);
  return copy as InstanceType<T>;
}

/**
 * A string, or an iterable of strings whose chunks are checked as they are read (a chunk that is
 * not a string, or an iterator that breaks the protocol, is a TypeError naming `at`).
 */
export function guardedTextSource(value: unknown, at: string): TextSource {
  if (typeof value === 'string') return value;
  const iterate =
    typeof value === 'object' && value !== null
      ? (value as { [Symbol.iterator]?: unknown })[Symbol.iterator]
      : undefined;
  if (typeof iterate !== 'function') throw typeError(at, 'a string or an iterable of strings', value);
  return (function* chunks(): Generator<string> {
    const iterator: unknown = iterate.call(value);
    if (typeof iterator !== 'object' || iterator === null || typeof (iterator as Iterator<unknown>).next !== 'function')
      throw typeError(`${at}[Symbol.iterator]()`, 'an iterator', iterator);
    for (let index = 0; ; index++) {
      const step: unknown = (iterator as Iterator<unknown>).next();
      assertObject(step, `${at}: the iterator's result`);
      if (step.done) return;
      assertString(step.value, `${at} chunk ${index}`);
      yield step.value;
    }
  })();
}

/** A random source whose every draw is checked to be a number in [0, 1), as `Math.random` gives. */
export function guardedRandom(value: unknown, at: string): Random {
  assertFunction(value, at);
  const random = value;
  return () => {
    const draw = random();
    if (typeof draw !== 'number' || !(draw >= 0 && draw < 1))
      throw rangeError(`${at}()`, 'a number from 0 up to (not including) 1', draw);
    return draw;
  };
}

/** What a check gives back: any value but `void`, so that a check that only asserts does not compile as one. */
export type Value = string | number | boolean | bigint | symbol | object | null | undefined;

/**
 * One argument's check: the value the function is to use (a primitive as it is, anything else a
 * copy read once) or a TypeError or RangeError naming `at`; `args` are the call's arguments as
 * checked before it.
 */
export type Guard<T extends Value = Value> = (value: unknown, at: string, args: readonly unknown[]) => T;

/**
 * `fn` as the library exports it: each argument checked in turn, a bad one refused with an error
 * whose message starts `name: parameter` (`rules.chess.toFen: side must be "white" or "black", not 42`),
 * and `fn` called with what the checks gave, never with the caller's own objects.
 */
export function guarded<F extends (...args: never[]) => unknown>(
  name: string,
  fn: F,
  ...params: readonly (readonly [string, Guard])[]
): F {
  const checked = (...args: unknown[]): unknown => {
    const used = args.slice();
    params.forEach(([param, guard], index) => (used[index] = guard(args[index], `${name}: ${param}`, used)));
    return fn(...(used as never[]));
  };
  return checked as unknown as F;
}

/** Checks to compose with `guarded`. */
export const optional =
  <T extends Value>(guard: Guard<T>): Guard<T | undefined> =>
  (value, at, args) =>
    value === undefined ? undefined : guard(value, at, args);
/** A check of a primitive (a value that cannot change once read): the value itself when it passes. */
export const is =
  <T extends Value>(assert: (value: unknown, at: string) => asserts value is T): Guard<T> =>
  (value, at) => {
    assert(value, at);
    return value;
  };
export const integer = (min: number, max: number): Guard<number> =>
  is((value, at): asserts value is number => assertInteger(value, at, min, max));
export const oneOf = <T extends string>(allowed: readonly T[]): Guard<T> =>
  is((value, at): asserts value is T => assertOneOf(value, at, allowed));
export const isString: Guard<string> = is(assertString);
export const isBoolean: Guard<boolean> = is(assertBoolean);
/** A function (the caller's own: what it does when called is the caller's). */
export const isFunction: Guard<(...args: never[]) => unknown> = is(assertFunction);

/**
 * An array whose every item passes `guard` (its place in the message: `at[3]`), copied: its length and each item read
 * once.
 */
export function copyArray<T extends Value>(
  value: unknown,
  at: string,
  guard: Guard<T>,
  args: readonly unknown[] = [],
): T[] {
  assertArray(value, at);
  const { length } = value;
  const copy: T[] = [];
  for (let index = 0; index < length; index++) copy.push(guard(value[index], `${at}[${index}]`, args));
  return copy;
}
export const arrayOf =
  <T extends Value>(guard: Guard<T>): Guard<T[]> =>
  (value, at, args) =>
    copyArray(value, at, guard, args);

/**
 * What the library made and will trust when it is given back (a verdict, an explanation): frozen,
 * with everything in it, so that no one can change it. Typed arrays cannot be frozen; none is in
 * what the library trusts.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Whether two of the library's own copies hold the same data: primitives alike, typed arrays of
 * the same kind element by element, other objects of the same prototype member by member (their
 * own enumerable members, which is all the data the copies hold).
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (ArrayBuffer.isView(a)) {
    const x = a as unknown as ArrayLike<number>;
    const y = b as unknown as ArrayLike<number>;
    if (x.length !== y.length) return false;
    for (let index = 0; index < x.length; index++) if (!Object.is(x[index], y[index])) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return keys.every((key) => Object.hasOwn(y, key) && sameData(x[key], y[key]));
}
