import { type SizeKnob, type SizeRanges, sizesProblem } from '../core/generate.js';
import { type LocatedError, formatLocatedError } from '../core/located.js';
import {
  type Value,
  checkBoolean,
  checkFunction,
  checkInteger,
  checkNumber,
  checkObject,
  checkOneOf,
  checkString,
  copyArray,
} from '../core/checks.js';
import { type FramingFacts, formatInputs } from './input-format.js';
import type { JudgeOptions, ParseOptions } from './options.js';

/**
 * The checks of the framework's own arguments at the library's public boundary (options, text
 * sources, random sources, sizes), and the framework's free functions as the library exports them.
 * The general checks they are made of are core/checks.ts.
 */

/** The most cases `generate` makes in one call. */
export const MAX_GENERATED_CASES = 1_000_000;

/** `undefined`, or an object whose known members have the right types, copied. */
export function copyParseOptions(value: unknown, at: string): ParseOptions | undefined {
  if (value === undefined) return undefined;
  checkObject(value, at);
  const { strict } = value;
  if (strict === undefined) return {};
  checkBoolean(strict, `${at}.strict`);
  return { strict };
}

export function copyJudgeOptions(value: unknown, at: string): JudgeOptions | undefined {
  if (value === undefined) return undefined;
  checkObject(value, at);
  const { nodeLimit, timeLimitMs, deadline, onProgress } = value;
  if (nodeLimit !== undefined) checkInteger(nodeLimit, `${at}.nodeLimit`, 1, Number.MAX_SAFE_INTEGER);
  if (timeLimitMs !== undefined) checkNumber(timeLimitMs, `${at}.timeLimitMs`, 0);
  if (deadline !== undefined) checkNumber(deadline, `${at}.deadline`);
  if (onProgress !== undefined) checkFunction(onProgress, `${at}.onProgress`);
  const options: { -readonly [K in keyof JudgeOptions]: JudgeOptions[K] } = {};
  if (nodeLimit !== undefined) options.nodeLimit = nodeLimit;
  if (timeLimitMs !== undefined) options.timeLimitMs = timeLimitMs;
  if (deadline !== undefined) options.deadline = deadline;
  if (onProgress !== undefined) options.onProgress = onProgress as JudgeOptions['onProgress'];
  return options;
}

/** Size ranges by name, each `{ min, max }` of whole numbers, each naming one of `knobs` and within its bounds, copied. */
export function copySizes(value: unknown, at: string, knobs: readonly SizeKnob[]): SizeRanges {
  checkObject(value, at);
  const ranges: SizeRanges = Object.fromEntries(
    Object.entries(value).map(([name, range]) => {
      checkObject(range, `${at}.${name}`);
      const { min, max } = range;
      checkInteger(min, `${at}.${name}.min`, 0, Number.MAX_SAFE_INTEGER);
      checkInteger(max, `${at}.${name}.max`, 0, Number.MAX_SAFE_INTEGER);
      return [name, { min, max }];
    }),
  );
  const problem = sizesProblem(knobs, ranges);
  if (problem !== undefined) throw new RangeError(`${at}: ${problem}`);
  return ranges;
}

/** formatInputs at the public boundary, on a copy of what it reads: the problem's own formatInput checks each case. */
export function checkedFormatInputs<C>(format: Parameters<typeof formatInputs<C>>[0], cases: readonly C[]): string {
  checkObject(format, 'formatInputs: format');
  const { framing, formatInput } = format;
  checkObject(framing, 'formatInputs: format.framing');
  const { kind, closing } = framing as Readonly<Record<string, unknown>>;
  checkOneOf(kind, 'formatInputs: format.framing.kind', ['counted', 'closed']);
  if (kind === 'closed') checkString(closing, 'formatInputs: format.framing.closing');
  checkFunction(formatInput, 'formatInputs: format.formatInput');
  // What frameCases reads of a framing: its kind, and a closed one's closing line.
  const copy = kind === 'closed' ? { kind, closing } : { kind };
  const own: Parameters<typeof formatInputs<C>>[0] = {
    framing: copy as FramingFacts,
    // The caller's own function, called as the caller's object's method (what it returns, formatInputs joins).
    formatInput: (input: C): string => Reflect.apply<unknown, [C], string>(formatInput as never, format, [input]),
  };
  const items: readonly unknown[] = copyArray(cases, 'formatInputs: cases', (item) => item as Value);
  return formatInputs(own, items as readonly C[]);
}

/** formatLocatedError at the public boundary, on a copy of the error. */
export function checkedFormatLocatedError(source: string, error: LocatedError): string {
  checkString(source, 'formatLocatedError: source');
  checkObject(error, 'formatLocatedError: error');
  const { line, column, message } = error;
  checkInteger(line, 'formatLocatedError: error.line', 1, Number.MAX_SAFE_INTEGER);
  checkInteger(column, 'formatLocatedError: error.column', 1, Number.MAX_SAFE_INTEGER);
  checkString(message, 'formatLocatedError: error.message');
  return formatLocatedError(source, { line, column, message });
}
