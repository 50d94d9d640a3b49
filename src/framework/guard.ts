import { type SizeKnob, type SizeRanges, sizesProblem } from '../core/generate.js';
import { type LocatedError, formatLocatedError } from '../core/located.js';
import {
  type Value,
  assertBoolean,
  assertFunction,
  assertInteger,
  assertNumber,
  assertObject,
  assertOneOf,
  assertString,
  copyArray,
} from '../core/guards.js';
import { type FramingFacts, formatInputs } from './input-format.js';
import type { JudgeOptions, ParseOptions } from './options.js';

/**
 * The checks of the framework's own arguments at the library's public boundary (options, text
 * sources, random sources, sizes), and the framework's free functions as the library exports them.
 * The general checks they are made of are core/guards.ts.
 */

/** The most cases `generate` makes in one call. */
export const MAX_GENERATED_CASES = 1_000_000;

/** `undefined`, or an object whose known members have the right types, copied. */
export function copyParseOptions(value: unknown, at: string): ParseOptions | undefined {
  if (value === undefined) return undefined;
  assertObject(value, at);
  const { strict } = value;
  if (strict === undefined) return {};
  assertBoolean(strict, `${at}.strict`);
  return { strict };
}

export function copyJudgeOptions(value: unknown, at: string): JudgeOptions | undefined {
  if (value === undefined) return undefined;
  assertObject(value, at);
  const { nodeLimit, timeLimitMs, deadline, onProgress } = value;
  if (nodeLimit !== undefined) assertInteger(nodeLimit, `${at}.nodeLimit`, 1, Number.MAX_SAFE_INTEGER);
  if (timeLimitMs !== undefined) assertNumber(timeLimitMs, `${at}.timeLimitMs`, 0);
  if (deadline !== undefined) assertNumber(deadline, `${at}.deadline`);
  if (onProgress !== undefined) assertFunction(onProgress, `${at}.onProgress`);
  const options: { -readonly [K in keyof JudgeOptions]: JudgeOptions[K] } = {};
  if (nodeLimit !== undefined) options.nodeLimit = nodeLimit;
  if (timeLimitMs !== undefined) options.timeLimitMs = timeLimitMs;
  if (deadline !== undefined) options.deadline = deadline;
  if (onProgress !== undefined) options.onProgress = onProgress as JudgeOptions['onProgress'];
  return options;
}

/**
 * Size ranges by name, each `{ min, max }` of whole numbers, each naming one of `knobs` and within its bounds, copied.
 */
export function copySizes(value: unknown, at: string, knobs: readonly SizeKnob[]): SizeRanges {
  assertObject(value, at);
  const ranges: SizeRanges = Object.fromEntries(
    Object.entries(value).map(([name, range]) => {
      assertObject(range, `${at}.${name}`);
      const { min, max } = range;
      assertInteger(min, `${at}.${name}.min`, 0, Number.MAX_SAFE_INTEGER);
      assertInteger(max, `${at}.${name}.max`, 0, Number.MAX_SAFE_INTEGER);
      return [name, { min, max }];
    }),
  );
  const problem = sizesProblem(knobs, ranges);
  if (problem !== undefined) throw new RangeError(`${at}: ${problem}`);
  return ranges;
}

/** formatInputs at the public boundary, on a copy of what it reads: the problem's own formatInput checks each case. */
export function guardedFormatInputs<C>(format: Parameters<typeof formatInputs<C>>[0], cases: readonly C[]): string {
  assertObject(format, 'formatInputs: format');
  const { framing, formatInput } = format;
  assertObject(framing, 'formatInputs: format.framing');
  const { kind, closing } = framing as Readonly<Record<string, unknown>>;
  assertOneOf(kind, 'formatInputs: format.framing.kind', ['counted', 'closed']);
  if (kind === 'closed') assertString(closing, 'formatInputs: format.framing.closing');
  assertFunction(formatInput, 'formatInputs: format.formatInput');
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
export function guardedFormatLocatedError(source: string, error: LocatedError): string {
  assertString(source, 'formatLocatedError: source');
  assertObject(error, 'formatLocatedError: error');
  const { line, column, message } = error;
  assertInteger(line, 'formatLocatedError: error.line', 1, Number.MAX_SAFE_INTEGER);
  assertInteger(column, 'formatLocatedError: error.column', 1, Number.MAX_SAFE_INTEGER);
  assertString(message, 'formatLocatedError: error.message');
  return formatLocatedError(source, { line, column, message });
}
