import type { Random } from '../core/random.js';
import type { TextSource } from '../core/lines.js';
import type { SizeRanges } from '../core/generate.js';
import { type LocatedError, formatLocatedError } from '../core/located.js';
import {
  checkArray,
  checkBoolean,
  checkFunction,
  checkInteger,
  checkNumber,
  checkObject,
  checkOneOf,
  checkString,
  rangeError,
  typeError,
} from '../core/checks.js';
import { formatInputs } from './contest.js';
import type { JudgeOptions, ParseOptions } from './options.js';

/**
 * The checks of the framework's own arguments at the library's public boundary (options, text
 * sources, random sources, sizes), and the framework's free functions as the library exports them.
 * The general checks they are made of are core/checks.ts.
 */

/** The most cases `generate` makes in one call. */
export const MAX_GENERATED_CASES = 1_000_000;

/** `undefined`, or an object whose known members have the right types. */
export function checkParseOptions(value: unknown, at: string): asserts value is ParseOptions | undefined {
  if (value === undefined) return;
  checkObject(value, at);
  if (value.strict !== undefined) checkBoolean(value.strict, `${at}.strict`);
}

export function checkJudgeOptions(value: unknown, at: string): asserts value is JudgeOptions | undefined {
  if (value === undefined) return;
  checkObject(value, at);
  if (value.nodeLimit !== undefined) checkInteger(value.nodeLimit, `${at}.nodeLimit`, 1, Number.MAX_SAFE_INTEGER);
  if (value.timeLimitMs !== undefined) checkNumber(value.timeLimitMs, `${at}.timeLimitMs`, 0);
  if (value.deadline !== undefined) checkNumber(value.deadline, `${at}.deadline`);
  if (value.onProgress !== undefined) checkFunction(value.onProgress, `${at}.onProgress`);
}

/** A string, or an iterable of strings whose chunks are checked as they are read. */
export function checkTextSource(value: unknown, at: string): TextSource {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function')
    throw typeError(at, 'a string or an iterable of strings', value);
  return (function* chunks(): Generator<string> {
    let index = 0;
    for (const chunk of value as Iterable<unknown>) {
      checkString(chunk, `${at} chunk ${index++}`);
      yield chunk;
    }
  })();
}

/** A random source whose every draw is checked to be a number in [0, 1), as `Math.random` gives. */
export function checkRandom(value: unknown, at: string): Random {
  checkFunction(value, at);
  const random = value;
  return () => {
    const draw = random();
    if (typeof draw !== 'number' || !(draw >= 0 && draw < 1)) throw rangeError(`${at}()`, 'a number from 0 up to (not including) 1', draw);
    return draw;
  };
}

/** Size ranges by name, each `{ min, max }` of whole numbers (whether they fit the knobs, generate says). */
export function checkSizes(value: unknown, at: string): asserts value is SizeRanges {
  checkObject(value, at);
  for (const [name, range] of Object.entries(value)) {
    checkObject(range, `${at}.${name}`);
    checkInteger(range.min, `${at}.${name}.min`, 0, Number.MAX_SAFE_INTEGER);
    checkInteger(range.max, `${at}.${name}.max`, 0, Number.MAX_SAFE_INTEGER);
  }
}

/** formatInputs at the public boundary: the problem's own formatInput checks each case. */
export function checkedFormatInputs<C>(format: Parameters<typeof formatInputs<C>>[0], cases: readonly C[]): string {
  checkObject(format, 'formatInputs: format');
  checkObject(format.framing, 'formatInputs: format.framing');
  checkOneOf(format.framing.kind, 'formatInputs: format.framing.kind', ['counted', 'closed']);
  if (format.framing.kind === 'closed') checkString(format.framing.closing, 'formatInputs: format.framing.closing');
  checkFunction(format.formatInput, 'formatInputs: format.formatInput');
  checkArray(cases, 'formatInputs: cases');
  return formatInputs(format, cases);
}

/** formatLocatedError at the public boundary. */
export function checkedFormatLocatedError(source: string, error: LocatedError): string {
  checkString(source, 'formatLocatedError: source');
  checkObject(error, 'formatLocatedError: error');
  checkInteger(error.line, 'formatLocatedError: error.line', 1, Number.MAX_SAFE_INTEGER);
  checkInteger(error.column, 'formatLocatedError: error.column', 1, Number.MAX_SAFE_INTEGER);
  checkString(error.message, 'formatLocatedError: error.message');
  return formatLocatedError(source, error);
}
