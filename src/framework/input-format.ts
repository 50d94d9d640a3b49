import { type LocatedError, type Result, locatedError } from '../core/located.js';
import { type Line, LineReader, type TextSource, blankRunError } from '../core/lines.js';
import { Words, readInteger, readIntegerLine } from '../core/words.js';
import { quote } from '../core/characters.js';
import type { ParseOptions } from './options.js';
import type { SetupOf } from './checked.js';
import type { FastReaders } from './fast-readers.js';
import { plural } from '../core/grouped.js';

/**
 * The skeleton every input shares: a list of cases, framed either by a count line before
 * them (D, g, T) or by a closing after them (checkers' line "0 0", a board of 64 '.'). A problem supplies the
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
      /** Cases until a closing line (or lines). */
      readonly kind: 'closed';
      /** The closing as written, e.g. "0 0": its lines joined by "\n" when it has several. */
      readonly closing: string;
      /** What messages call the closing (`the closing line "0 0"` unless given). */
      readonly closingName?: string;
      /** The name of one case, for messages ("case" unless given). */
      readonly unit?: Unit;
      /** The input may end without the closing outside --strict: a warning then, not an error. */
      readonly closingOptional?: boolean;
      /**
       * Whether the closing starts at `line`, the next one (it may be spaced or written differently); `reader` peeks at
       * the lines after it (peekTextAhead) for a closing of several lines, which are then passed as well.
       */
      isClosing(line: Line, reader: LineReader): boolean;
    };

/** A framing as data, as the library's objects show it: without the reader's test for the closing line. */
export type FramingFacts =
  Exclude<Framing, { kind: 'closed' }> | Omit<Extract<Framing, { kind: 'closed' }>, 'isClosing'>;

export const framingFacts = (framing: FramingFacts): FramingFacts => {
  if (framing.kind === 'counted') return framing;
  const { kind, closing, closingName, unit, closingOptional } = framing;
  return {
    kind,
    closing,
    ...(closingName === undefined ? {} : { closingName }),
    ...(unit === undefined ? {} : { unit }),
    ...(closingOptional === undefined ? {} : { closingOptional }),
  };
};

/** What messages call a closed framing's closing. */
export const closingNameOf = (framing: Omit<Extract<Framing, { kind: 'closed' }>, 'isClosing'>): string =>
  framing.closingName ?? `the closing line "${framing.closing}"`;

/** How many lines a closed framing's closing takes (0 for a counted one). */
export const closingLines = (framing: FramingFacts): number =>
  framing.kind === 'counted' ? 0 : framing.closing.split('\n').length;

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
export interface InputFormat<C> {
  readonly framing: Framing;
  /** Reads one case; the reader stands on its first line, which is not blank. */
  readCase(reader: LineReader, index: number, options: ParseOptions): CaseStep<C>;
  /** The text of one case: its lines, each ending in "\n". */
  formatInput(input: SetupOf<C>): string;
  /** The longest line read whole (default MAX_LINE_LENGTH); a longer one is an error and its rest is skipped. */
  readonly maxLineLength?: number;
}

/** Cases the reader had to leave unread: `last` is absent when the count is not known. */
export interface NotRead {
  readonly first: number;
  readonly last?: number;
}

/** One case of the input: where it starts, and either the case or why it cannot be judged. */
export interface CaseInput<C> {
  readonly kind: 'case';
  /** 1-based position of the case in the input. */
  readonly index: number;
  /** Line on which the case starts. */
  readonly line: number;
  readonly result: Result<C>;
}

export interface ParseResult<C> {
  /** The cases found, in order, each judged or answered `error:` on its own. */
  readonly cases: readonly CaseInput<C>[];
  /**
   * Errors that belong to no single case: a bad count line, text after the last case, missing
   * cases. Any of them makes the exit status 1.
   */
  readonly errors: readonly LocatedError[];
}

/**
 * What reading an input finds, in input order: the number of cases once the count line is read, a
 * case (`Case`: a CaseInput as the reader gives it, a PendingCase as the registry passes it on), an
 * error about the input as a whole (`notRead` when it says which cases were not read), and in
 * answer mode, cases the shortcut answered: the first and last case's numbers, the first one's
 * line, and their answer lines, each ending in "\n".
 */
export type InputItem<Case extends { readonly kind: 'case' }> =
  | { readonly kind: 'count'; readonly count: number }
  | Case
  | { readonly kind: 'error'; readonly error: LocatedError; readonly notRead?: NotRead }
  /** What the reader tolerated and says (a missing closing outside --strict): no error, the exit status stays 0. */
  | { readonly kind: 'warning'; readonly warning: LocatedError }
  | {
      readonly kind: 'answered';
      readonly first: number;
      readonly last: number;
      readonly line: number;
      readonly output: string;
    };

const caseItem = <C>(index: number, line: number, result: Result<C>): CaseInput<C> => ({
  kind: 'case',
  index,
  line,
  result,
});
const howMany = (count: number, unit: Unit): string => `${count} ${count === 1 ? unit.one : unit.many}`;
const errorItem = <C>(error: LocatedError): InputItem<CaseInput<C>> => ({ kind: 'error', error });

/** "data sets 3-10", "data set 10", "data sets from 3 on". */
function casesNamed(notRead: NotRead, unit: Unit): string {
  if (notRead.last === undefined) return `${unit.many} from ${notRead.first} on`;
  return notRead.last === notRead.first
    ? `${unit.one} ${notRead.first}`
    : `${unit.many} ${notRead.first}-${notRead.last}`;
}

/**
 * What reading the count line gives: the count, or undefined when it is unreadable (the cases are then read to the
 * end).
 */
interface CountRead {
  readonly count?: number;
  readonly errors: LocatedError[];
  /** Nothing is to be read after the count line: the input is empty, or the count below 1. */
  readonly stop: boolean;
}

function readCount(
  reader: LineReader,
  framing: Extract<Framing, { kind: 'counted' }>,
  options: ParseOptions,
): CountRead {
  const { unit, symbol, strictMax } = framing;
  const what = `the number of ${unit.many} ${symbol}`;
  const line = reader.next();
  if (!line) return { errors: [locatedError(1, 1, `expected ${what}, found an empty input`)], stop: true };
  const token = framing.spaced ? new Words(line).rest() : undefined;
  const count = token ? readInteger(token, line.number, { what }) : readIntegerLine(line, what);
  if (!count.ok) return { errors: [count.error], stop: false };
  if (count.value < 1) return { errors: [locatedError(line.number, 1, `${symbol} must be at least 1`)], stop: true };
  const errors: LocatedError[] = [];
  if (options.strict && strictMax !== undefined && count.value > strictMax) {
    errors.push(
      locatedError(line.number, 1, `${symbol} = ${count.value} exceeds the contest limit of ${strictMax} (--strict)`),
    );
  }
  return { count: count.value, errors, stop: false };
}

const cutLineError = (line: number, reader: LineReader): LocatedError =>
  locatedError(
    line,
    reader.maxLineLength + 1,
    `line ${line} is longer than ${plural(reader.maxLineLength, 'character')}; the rest of it is skipped`,
  );

/** A case's result with the errors of its cut lines, which replace whatever was found on them. */
function withCutLines<C>(result: Result<C>, cut: readonly number[], reader: LineReader): Result<C> {
  if (cut.length === 0) return result;
  const others = result.ok ? [] : result.error.filter((error) => !cut.includes(error.line));
  const errors = [...cut.map((line) => cutLineError(line, reader)), ...others].sort((a, b) => a.line - b.line);
  return { ok: false, error: errors };
}

/**
 * The cases of an input one at a time, each as soon as it is read, with errors about the input as
 * a whole in their place. Only the current case is held, so memory is bounded by the largest case
 * when the source comes in chunks. When a case leaves the reader unable to find the next one, an
 * error says which cases were not read. With `fast`, a well-formed case is read (`plain`) or, in
 * answer mode, answered (`shortcut`) straight from the input's bytes where it can be.
 */
export function* readInput<C>(
  format: InputFormat<C>,
  source: TextSource,
  options: ParseOptions = {},
  fast: FastReaders<C> = {},
): Generator<InputItem<CaseInput<C>>, void, undefined> {
  const reader = new LineReader(source, { maxLineLength: format.maxLineLength });
  const said = yield* readFramed(format, reader, options, fast);
  // A run of blank lines that never ends ends the input: said once, where it starts.
  if (reader.endless && !said) yield errorItem(blankRunError(reader.endless));
}

/** readInput's cases and errors; true when it has said that the input ends in a run of blank lines too long. */
function* readFramed<C>(
  format: InputFormat<C>,
  reader: LineReader,
  options: ParseOptions,
  fast: FastReaders<C>,
): Generator<InputItem<CaseInput<C>>, boolean | undefined, undefined> {
  const { shortcut, plain } = fast;
  const { framing } = format;
  /** Errors for cut lines that no case claimed. */
  const cutErrors = (): InputItem<CaseInput<C>>[] =>
    reader.takeCutLines().map((line) => errorItem(cutLineError(line, reader)));
  reader.skipBlankLines();
  // Nothing but blank lines, without end: that alone is said.
  if (reader.endless) return;
  let count = Infinity;
  if (framing.kind === 'counted') {
    const read = readCount(reader, framing, options);
    yield* cutErrors();
    for (const error of read.errors) yield errorItem(error);
    if (read.stop) return;
    // An unreadable count: the cases are still read, to the end of the input.
    if (read.count !== undefined) {
      count = read.count;
      yield { kind: 'count', count };
    }
  }
  const countKnown = count !== Infinity;
  const unit = framing.unit ?? { one: 'case', many: 'cases' };
  /** The error after which the cases from `first` on are not read, at the next line. */
  const notReadItem = (first: number, why: string): InputItem<CaseInput<C>> => {
    reader.skipBlankLines();
    const notRead: NotRead = countKnown ? { first, last: count } : { first };
    return { kind: 'error', error: reader.errorAtNext(`${casesNamed(notRead, unit)} not read: ${why}`), notRead };
  };
  /**
   * Runs a reader of bytes on the unread input, joined with the next chunk when nothing whole is there; undefined when
   * it takes nothing.
   */
  const fromBytes = <T>(read: (bytes: Uint8Array, start: number) => T | undefined): T | undefined => {
    const unread = reader.unread();
    const taken = unread && read(unread.bytes, unread.start);
    // Most often the chunk ends inside the case, or just before it: joined with the next chunk, the case is whole.
    if (taken !== undefined || !reader.joinNextChunk()) return taken;
    const joined = reader.unread();
    return joined && read(joined.bytes, joined.start);
  };
  for (let index = 1; index <= count; index++) {
    // A cut line waiting to be claimed makes the case an error: only the careful reader says so.
    if (shortcut && !reader.hasCutLines()) {
      const room = count - index + 1;
      const run = fromBytes((bytes, start) => {
        const answered = shortcut(bytes, start, room, options);
        return answered.cases > 0 ? answered : undefined;
      });
      if (run) {
        const line = reader.lineNumber;
        reader.passLines(run.lines, run.end);
        yield { kind: 'answered', first: index, last: index + run.cases - 1, line, output: run.output };
        index += run.cases - 1;
        continue;
      }
    } else if (plain && !reader.hasCutLines()) {
      const read = fromBytes((bytes, start) => plain(bytes, start, options));
      if (read) {
        const line = reader.lineNumber;
        reader.passLines(read.lines, read.end);
        yield caseItem(index, line, { ok: true, value: read.value });
        continue;
      }
    }
    reader.skipBlankLines();
    const next = reader.peek();
    if (!next) {
      if (reader.endless) {
        // The input goes on with blank lines alone: the cases from here on are not read, for that reason.
        const notRead: NotRead = countKnown ? { first: index, last: count } : { first: index };
        const { line, column, message } = blankRunError(reader.endless);
        const error = locatedError(line, column, `${casesNamed(notRead, unit)} not read: ${message}`);
        yield { kind: 'error', error, notRead };
        return true;
      }
      if (framing.kind === 'counted' && !countKnown) return;
      const end = reader.endLocation();
      if (framing.kind === 'counted') {
        const message = `the input ends after ${howMany(index - 1, framing.unit)}; ${framing.symbol} says ${count}`;
        yield errorItem(locatedError(end.line, end.column, message));
      } else if (framing.closingOptional && !options.strict) {
        const warning = locatedError(end.line, end.column, `the input ends without ${closingNameOf(framing)}`);
        yield { kind: 'warning', warning };
      } else {
        const strict = framing.closingOptional ? ' (--strict)' : '';
        yield errorItem(
          locatedError(end.line, end.column, `the input ends without ${closingNameOf(framing)}${strict}`),
        );
      }
      return;
    }
    if (framing.kind === 'closed' && framing.isClosing(next, reader)) {
      for (let line = closingLines(framing); line > 0; line--) reader.advance();
      yield* cutErrors();
      break;
    }
    const step = format.readCase(reader, index, options);
    if (step.kind === 'lost') {
      yield* cutErrors();
      yield errorItem(step.error);
      if (!reader.atEnd()) yield notReadItem(index, 'the start of the next one cannot be found after this error');
      return;
    }
    yield caseItem(index, next.number, withCutLines(step.result, reader.takeCutLines(), reader));
    if (step.stop) {
      // What is left belongs to this case or to cases that cannot be found; after the last one, nothing is missing.
      reader.skipBlankLines();
      if (index < count && !reader.atEnd())
        yield notReadItem(
          index + 1,
          `the start of the next one cannot be found after the error in ${unit.one} ${index}`,
        );
      return;
    }
  }
  reader.skipBlankLines();
  const extra = reader.peek();
  if (extra) {
    const after =
      framing.kind === 'counted'
        ? `the last ${framing.unit.one} (${framing.symbol} = ${count})`
        : closingNameOf(framing);
    yield errorItem(locatedError(extra.number, 1, `unexpected text after ${after}: ${quote(extra.text)}`));
  }
}

/** Collects what readInput yields into cases and input errors. */
export function collectCases<C>(items: Iterable<InputItem<CaseInput<C>>>): ParseResult<C> {
  const cases: CaseInput<C>[] = [];
  const errors: LocatedError[] = [];
  for (const item of items) {
    if (item.kind === 'case') cases.push(item);
    else if (item.kind === 'error') errors.push(item.error);
  }
  return { cases, errors };
}

/** Reads a whole input text: readInput, collected. */
export const parseInput = <C>(
  format: InputFormat<C>,
  text: string,
  options: ParseOptions = {},
  fast: FastReaders<C> = {},
): ParseResult<C> => collectCases(readInput(format, text, options, fast));

/**
 * A whole input made of cases' texts (each as formatInput writes it): the count line before them, or the closing (its
 * lines) after.
 */
export function frameCases(framing: FramingFacts, texts: readonly string[]): string {
  const body = texts.join('');
  return framing.kind === 'counted' ? `${texts.length}\n${body}` : `${body}${framing.closing}\n`;
}

/** The text of a whole input: the cases, with the count line before them or the closing line after. */
export const formatInputs = <C>(
  format: { readonly framing: FramingFacts; readonly formatInput: (input: C) => string },
  cases: readonly C[],
): string =>
  frameCases(
    format.framing,
    cases.map((input) => format.formatInput(input)),
  );
