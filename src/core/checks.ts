import type { BoardShape } from './geometry.js';
import { quote } from './characters.js';
import type { TextSource } from './lines.js';
import type { Random } from './random.js';

/**
 * Checks of values at the library's public boundary. Values that come from outside the parser (a case built
 * by hand, an argument of the wrong type) are checked here once, and a bad one throws a TypeError
 * (wrong type) or a RangeError (right type, wrong value) whose message names the function and the
 * argument, e.g. `cheesyChess.judge: input.king must be a whole number from 0 to 63, not -1`.
 * Parsed cases are valid by construction, so the CLI's path never comes through here.
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

export function checkString(value: unknown, at: string): asserts value is string {
  if (typeof value !== 'string') throw typeError(at, 'a string', value);
}

export function checkBoolean(value: unknown, at: string): asserts value is boolean {
  if (typeof value !== 'boolean') throw typeError(at, 'true or false', value);
}

export function checkFunction(value: unknown, at: string): asserts value is (...args: never[]) => unknown {
  if (typeof value !== 'function') throw typeError(at, 'a function', value);
}

/** A non-null object that is not an array. */
export function checkObject(value: unknown, at: string): asserts value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw typeError(at, 'an object', value);
}

export function checkArray(value: unknown, at: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw typeError(at, 'an array', value);
}

/** A number that is finite (NaN and the infinities are out of range). */
export function checkNumber(value: unknown, at: string, min = -Infinity, max = Infinity): asserts value is number {
  if (typeof value !== 'number') throw typeError(at, 'a number', value);
  if (!(value >= min && value <= max)) throw rangeError(at, `a number from ${min} to ${max}`, value);
}

/** A whole number from `min` to `max`, both included. */
export function checkInteger(value: unknown, at: string, min: number, max: number): asserts value is number {
  if (typeof value !== 'number') throw typeError(at, 'a number', value);
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    throw rangeError(at, `a whole number ${range}`, value);
  }
}

export function checkOneOf<T extends string>(value: unknown, at: string, allowed: readonly T[]): asserts value is T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    const list = allowed.map((item) => JSON.stringify(item));
    const expected = list.length === 2 ? `${list[0]} or ${list[1]}` : `one of ${list.join(', ')}`;
    throw (typeof value === 'string' ? rangeError : typeError)(at, expected, value);
  }
}

/** An instance of `type` (a class the library exports). */
export function checkInstance<T>(
  value: unknown,
  at: string,
  type: abstract new (...args: never[]) => T,
): asserts value is T {
  if (!(value instanceof type)) throw typeError(at, `a ${type.name}`, value);
}

/** A board shape of whole numbers from 1 to `maxSide` a side: the tables built per shape stay small. */
export function checkBoardShape(value: unknown, at: string, maxSide: number): asserts value is BoardShape {
  checkObject(value, at);
  checkInteger(value.width, `${at}.width`, 1, maxSide);
  checkInteger(value.height, `${at}.height`, 1, maxSide);
}

/**
 * A string, or an iterable of strings whose chunks are checked as they are read (a chunk that is
 * not a string, or an iterator that breaks the protocol, is a TypeError naming `at`).
 */
export function checkTextSource(value: unknown, at: string): TextSource {
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
      checkObject(step, `${at}: the iterator's result`);
      if (step.done) return;
      checkString(step.value, `${at} chunk ${index}`);
      yield step.value;
    }
  })();
}

/** A random source whose every draw is checked to be a number in [0, 1), as `Math.random` gives. */
export function checkRandom(value: unknown, at: string): Random {
  checkFunction(value, at);
  const random = value;
  return () => {
    const draw = random();
    if (typeof draw !== 'number' || !(draw >= 0 && draw < 1))
      throw rangeError(`${at}()`, 'a number from 0 up to (not including) 1', draw);
    return draw;
  };
}

/** One argument's check: throws a TypeError or RangeError naming `at`; `args` are the call's arguments, checked before it. */
export type Check = (value: unknown, at: string, args: readonly unknown[]) => void;

/**
 * `fn` as the library exports it: each argument checked in turn, a bad one refused with an error
 * whose message starts `name: parameter` (`rules.chess.toFen: side must be "white" or "black", not 42`).
 */
export function guarded<F extends (...args: never[]) => unknown>(
  name: string,
  fn: F,
  ...params: readonly (readonly [string, Check])[]
): F {
  const checked = (...args: unknown[]): unknown => {
    params.forEach(([param, check], index) => check(args[index], `${name}: ${param}`, args));
    return fn(...(args as never[]));
  };
  return checked as unknown as F;
}

/** Checks to compose with `guarded`. */
export const optional =
  (check: Check): Check =>
  (value, at, args) => {
    if (value !== undefined) check(value, at, args);
  };
export const integer =
  (min: number, max: number): Check =>
  (value, at) =>
    checkInteger(value, at, min, max);
export const oneOf =
  <T extends string>(allowed: readonly T[]): Check =>
  (value, at) =>
    checkOneOf(value, at, allowed);
/** An array whose every item passes `check` (its place in the message: `at[3]`). */
export const arrayOf =
  (check: Check): Check =>
  (value, at, args) => {
    checkArray(value, at);
    value.forEach((item, index) => check(item, `${at}[${index}]`, args));
  };
export const isString: Check = checkString;
export const isBoolean: Check = checkBoolean;
export const isFunction: Check = checkFunction;
