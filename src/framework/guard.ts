import { type SizeKnob, type SizeRanges, sizesProblem } from '../core/generate.js';
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
} from '../core/checks.js';
import { formatInputs } from './input-format.js';
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

/** Size ranges by name, each `{ min, max }` of whole numbers, each naming one of `knobs` and within its bounds. */
export function checkSizes(value: unknown, at: string, knobs: readonly SizeKnob[]): asserts value is SizeRanges {
  checkObject(value, at);
  for (const [name, range] of Object.entries(value)) {
    checkObject(range, `${at}.${name}`);
    checkInteger(range.min, `${at}.${name}.min`, 0, Number.MAX_SAFE_INTEGER);
    checkInteger(range.max, `${at}.${name}.max`, 0, Number.MAX_SAFE_INTEGER);
  }
  const problem = sizesProblem(knobs, value as SizeRanges);
  if (problem !== undefined) throw new RangeError(`${at}: ${problem}`);
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
