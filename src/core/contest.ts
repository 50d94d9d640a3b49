import { type LocatedError, type Result, locatedError } from './located.js';
import type { CaseInput, ParseOptions, ParseResult, Problem } from './problem.js';
import { type Line, LineReader, type TextSource, Words, quote, readInteger, readIntegerLine } from './text.js';

/**
 * The skeleton every contest input shares: a list of cases, framed either by a count line before
 * them (D, g, T) or by a closing line after them (checkers' "0 0"). A problem supplies the
 * framing's names and a reader for the body of one case; the skeleton reads the frame, numbers
 * the cases, and says what is missing or left over. Cases come out one at a time as they are read.
 */

/** The name of one case of the list, for messages: "data set" / "data sets". */
export interface Unit {
  readonly one: string;
  readonly many: string;
}

export type Framing =
  | {
      /** A count line, then that many cases. */
      readonly kind: 'counted';
      readonly unit: Unit;
      /** The count's name in the statement: D, g, T. */
      readonly symbol: string;
      /** The contest's maximum count, enforced with --strict. */
      readonly strictMax?: number;
      /** Blanks may stand before the count (formats whose lines are spaced freely). */
      readonly spaced?: boolean;
    }
  | {
      /** Cases until a closing line. */
      readonly kind: 'closed';
      /** The closing line as written, e.g. "0 0". */
      readonly closing: string;
      /** Whether a line is the closing line (it may be spaced or written differently). */
      isClosing(line: Line): boolean;
    };

/** What reading one case gives. */
export type CaseStep<C> =
  | {
      readonly kind: 'case';
      readonly result: Result<C>;
      /** The next case cannot be located safely: stop reading after this one. */
      readonly stop?: boolean;
    }
  /** The first line is not a case at all (and what follows cannot be located): stop, with an input error. */
  | { readonly kind: 'lost'; readonly error: LocatedError };

/** One problem's input format: the frame of the list, and how one case is read and written. */
export interface ContestFormat<C> {
  readonly framing: Framing;
  /** Reads one case; the reader stands on its first line, which is not blank. */
  readCase(reader: LineReader, index: number, options: ParseOptions): CaseStep<C>;
  /** The contest text of one case: its lines, each ending in "\n". */
  formatInput(input: C): string;
}

/** What the reader finds, in input order: a case, or an error about the input as a whole. */
export type InputItem<C> =
  { readonly kind: 'case'; readonly input: CaseInput<C> } | { readonly kind: 'error'; readonly error: LocatedError };

const caseItem = <C>(index: number, line: number, result: Result<C>): InputItem<C> => ({ kind: 'case', input: { index, line, result } });
const howMany = (count: number, unit: Unit): string => `${count} ${count === 1 ? unit.one : unit.many}`;
const errorItem = <C>(error: LocatedError): InputItem<C> => ({ kind: 'error', error });

/** Reads the count line; undefined (with the error yielded) when there are no cases to read. */
function* readCount<C>(
  reader: LineReader,
  framing: Extract<Framing, { kind: 'counted' }>,
  options: ParseOptions,
): Generator<InputItem<C>, number | undefined> {
  const { unit, symbol, strictMax } = framing;
  const what = `the number of ${unit.many} ${symbol}`;
  const line = reader.next();
  if (!line) {
    yield errorItem(locatedError(1, 1, `expected ${what}, found an empty input`));
    return undefined;
  }
  const token = framing.spaced ? new Words(line).rest() : undefined;
  const count = token ? readInteger(token, line.number, { what }) : readIntegerLine(line, what);
  if (!count.ok) {
    yield errorItem(count.error);
    return undefined;
  }
  if (count.value < 1) {
    yield errorItem(locatedError(line.number, 1, `${symbol} must be at least 1`));
    return undefined;
  }
  if (options.strict && strictMax !== undefined && count.value > strictMax) {
    yield errorItem(locatedError(line.number, 1, `${symbol} = ${count.value} exceeds the contest limit of ${strictMax} (--strict)`));
  }
  return count.value;
}

/**
 * The cases of an input one at a time, each as soon as it is read, with errors about the input as
 * a whole in their place. Only the current case is held, so memory is bounded by the largest case
 * when the source comes in chunks.
 */
export function* readContest<C>(
  format: ContestFormat<C>,
  source: TextSource,
  options: ParseOptions = {},
): Generator<InputItem<C>, void, undefined> {
  const reader = new LineReader(source);
  const { framing } = format;
  reader.skipBlankLines();
  const count = framing.kind === 'counted' ? yield* readCount<C>(reader, framing, options) : Infinity;
  if (count === undefined) return;
  for (let index = 1; index <= count; index++) {
    reader.skipBlankLines();
    const next = reader.peek();
    if (!next) {
      const message =
        framing.kind === 'counted'
          ? `the input ends after ${howMany(index - 1, framing.unit)}; ${framing.symbol} says ${count}`
          : `the input ends without the closing line "${framing.closing}"`;
      const end = reader.endLocation();
      yield errorItem(locatedError(end.line, end.column, message));
      return;
    }
    if (framing.kind === 'closed' && framing.isClosing(next)) {
      reader.advance();
      break;
    }
    const step = format.readCase(reader, index, options);
    if (step.kind === 'lost') {
      yield errorItem(step.error);
      return;
    }
    yield caseItem(index, next.number, step.result);
    if (step.stop) return;
  }
  reader.skipBlankLines();
  const extra = reader.peek();
  if (extra) {
    const after =
      framing.kind === 'counted' ? `the last ${framing.unit.one} (${framing.symbol} = ${count})` : `the closing line "${framing.closing}"`;
    yield errorItem(locatedError(extra.number, 1, `unexpected text after ${after}: ${quote(extra.text)}`));
  }
}

/** Collects what readContest yields into cases and input errors. */
export function collectCases<C>(items: Iterable<InputItem<C>>): ParseResult<C> {
  const cases: CaseInput<C>[] = [];
  const errors: LocatedError[] = [];
  for (const item of items) {
    if (item.kind === 'case') cases.push(item.input);
    else errors.push(item.error);
  }
  return { cases, errors };
}

/** Reads a whole input text: readContest, collected. */
export const parseContest = <C>(format: ContestFormat<C>, text: string, options: ParseOptions = {}): ParseResult<C> =>
  collectCases(readContest(format, text, options));

/** The contest text of a whole input: the cases, with the count line before them or the closing line after. */
export function formatInputs<C>(format: Pick<ContestFormat<C>, 'framing' | 'formatInput'>, cases: readonly C[]): string {
  const body = cases.map((input) => format.formatInput(input)).join('');
  return format.framing.kind === 'counted' ? `${cases.length}\n${body}` : `${body}${format.framing.closing}\n`;
}

/** The members of a Problem that its ContestFormat gives; `parse` is the problem's (parseContest, or a faster path). */
export function formatMembers<C>(format: ContestFormat<C>): Pick<Problem<C, unknown, object>, 'framing' | 'readCases' | 'formatInput'> {
  return {
    framing: format.framing,
    readCases: (source, options) => readContest(format, source, options),
    formatInput: (input) => format.formatInput(input),
  };
}
