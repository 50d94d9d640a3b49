import { type LocatedError, locatedError } from './located.js';
import { MAX_BLANK_RUN, type TextSource, blankRunError } from './lines.js';
import type { Token } from './words.js';
import { codePoint, columnAt, describeChar, quote } from './characters.js';

/**
 * Contest text read the way a judge's input validator reads it (test-data.md, "Exact text"): LF
 * line ends only, the input ending in exactly one "\n", no blank lines, no tabs, no spaces at a
 * line's start or end, one space between tokens, no byte-order mark, ASCII only. Every breach is
 * a located error, and reading goes on after it, so that a validator can report the next
 * independent one: each line that is not blank still comes out, its tokens split at any run of blanks.
 */

/** One line of the input, without its "\n", and its tokens. */
export interface ExactLine {
  /** 1-based. */
  readonly number: number;
  readonly text: string;
  readonly tokens: readonly Token[];
  /** With `blankLines`: how many blank lines stand just before it, for the format's rules to judge. */
  readonly blanksBefore?: number;
}

/** How a format's text is read: `blankLines`, its cases are separated by blank lines (UVa's boards). */
export interface ExactTextOptions {
  /** Blank lines inside the input come to the format (`blanksBefore`) instead of being breaches; they must be empty. */
  readonly blankLines?: boolean;
}

/** Where breaches go; `full` says when the caller has heard enough (its cap is reached). */
export interface BreachSink {
  add(breach: LocatedError): void;
  readonly full: boolean;
}

/** The longest line kept whole; no contest line comes near it. A longer one is a breach and is cut. */
export const EXACT_MAX_LINE = 1 << 16;

const CRLF_END = 'a CRLF line end; lines end with "\\n" alone';

const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /[^ \t]+/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    tokens.push({ text: match[0], column: columnAt(text, match.index) });
  }
  return tokens;
}

/** The breaches of one line's characters and spacing (the line has no "\n"; it may end in a CR). */
function lineBreaches(number: number, text: string, sink: BreachSink): void {
  const end = text.charCodeAt(text.length - 1) === CR ? text.length - 1 : text.length;
  let first = 0;
  while (first < end && text.charCodeAt(first) === SPACE) first++;
  let stop = end;
  while (stop > first && text.charCodeAt(stop - 1) === SPACE) stop--;
  // A line of blanks only is a blank line, reported as one.
  if (first > 0 && first < end)
    sink.add(locatedError(number, 1, 'a space at the start of the line; lines start with a token'));
  if (stop < end && stop > first)
    sink.add(locatedError(number, columnAt(text, stop), 'a space at the end of the line; lines end with a token'));
  for (let index = 0; index < text.length && !sink.full; index++) {
    const code = text.charCodeAt(index);
    if (code === SPACE) {
      if (index > first && index < stop && text.charCodeAt(index - 1) === SPACE && text.charCodeAt(index - 2) !== SPACE)
        sink.add(
          locatedError(number, columnAt(text, index), 'two spaces in a row; tokens are separated by exactly one space'),
        );
    } else if (code === CR) {
      const message = index === end ? CRLF_END : 'a carriage return (U+000D) inside the line';
      sink.add(locatedError(number, columnAt(text, index), message));
    } else if (code === TAB) {
      if (first < stop)
        sink.add(locatedError(number, columnAt(text, index), 'a tab; tokens are separated by exactly one space'));
    } else if (code < 32 || code === 127) {
      sink.add(
        locatedError(number, columnAt(text, index), `${describeChar(text[index])}; contest text is printable ASCII`),
      );
    } else if (code > 127) {
      const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
      // A character a terminal hides is described with its code point already ("a no-break space (U+00A0)").
      const described = describeChar(char);
      const named = described.includes(codePoint(char)) ? described : `${described} (${codePoint(char)})`;
      const what = code === 0xfffd ? 'a byte that is not valid UTF-8' : `a character beyond ASCII, ${named}`;
      sink.add(locatedError(number, columnAt(text, index), `${what}; contest text is ASCII only`));
      index += char.length - 1;
    }
  }
}

/** "lines 3-9" or "line 3". */
const linesNamed = (first: number, count: number): string =>
  count === 1 ? `line ${first}` : `lines ${first}-${first + count - 1}`;

/**
 * The lines of a contest input, given whole or in chunks, as a validator sees them: each line's
 * breaches go to `sink` as it is read, and every line that is not blank comes out. Holds one line
 * at a time, and of a run of blank lines only where it starts and how long it is: the run is one
 * breach, with its range. A run longer than MAX_BLANK_RUN is taken to go on without end: its breach
 * says so, and nothing after it is read (`endless`, the generator's return value).
 */
export function* exactLines(
  source: TextSource,
  sink: BreachSink,
  options: ExactTextOptions = {},
): Generator<ExactLine, { readonly endless: boolean }, undefined> {
  let pending = '';
  let number = 0;
  /** A run of blank lines seen but not yet known to be inside the input or at its end (an extra final "\n"). */
  let blankFirst = 0;
  let blanks = 0;
  /** The run's first line holding a space or a tab (0: none): a breach even where blank lines are the format's. */
  let blankSpaced = 0;
  /** Its characters, line ends counted, against MAX_BLANK_RUN. */
  let blankSize = 0;
  let cut = false;
  const emit = function* (text: string): Generator<ExactLine, void, undefined> {
    number++;
    if (number === 1 && text.charCodeAt(0) === 0xfeff) {
      sink.add(locatedError(1, 1, 'a byte-order mark (U+FEFF) at the start of the input; contest text has none'));
      text = text.slice(1);
    }
    const bare = text.charCodeAt(text.length - 1) === CR ? text.slice(0, -1) : text;
    // A blank line is reported once the next line says whether it was inside the input or at its end.
    if (/^[ \t]*$/.test(bare)) {
      if (blanks++ === 0) {
        blankFirst = number;
        blankSize = 0;
      }
      blankSize += text.length + 1;
      if (bare !== '' && blankSpaced === 0) blankSpaced = number;
      // Its blanks are the blank line's breach; a CR is one more.
      if (bare !== text) sink.add(locatedError(number, text.length, CRLF_END));
      return;
    }
    const blanksBefore = blanks;
    if (blanks > 0 && !options.blankLines) {
      const what = blanks === 1 ? 'a blank line' : `${blanks} blank lines in a row (${linesNamed(blankFirst, blanks)})`;
      sink.add(locatedError(blankFirst, 1, `${what}; contest inputs have none`));
    } else if (blankSpaced > 0) {
      sink.add(locatedError(blankSpaced, 1, 'spaces or tabs on a blank line; a blank line is empty'));
    }
    blanks = 0;
    blankSpaced = 0;
    lineBreaches(number, text, sink);
    yield options.blankLines
      ? { number, text: bare, tokens: tokensOf(bare), blanksBefore }
      : { number, text: bare, tokens: tokensOf(bare) };
  };
  for (const chunk of typeof source === 'string' ? [source] : source) {
    let at = 0;
    while (at < chunk.length) {
      // Blank lines (spaces and tabs only) whole in the chunk are counted at once, not cut out one by one.
      if (pending === '') {
        let lineEnds = 0;
        let after = at;
        let spaced = 0;
        const before = blanks === 0 ? 0 : blankSize;
        for (let scan = at; scan < chunk.length; scan++) {
          const code = chunk.charCodeAt(scan);
          if (code === LF) {
            lineEnds++;
            after = scan + 1;
            // The line that takes the run past its cap is its last one read.
            if (before + after - at > MAX_BLANK_RUN) break;
          } else if (code !== SPACE && code !== TAB) break;
          else if (spaced === 0) spaced = number + lineEnds + 1;
        }
        if (lineEnds > 0) {
          if (blanks === 0) blankFirst = number + 1;
          // Blanks after the last line end belong to the next line, not to this run.
          if (blankSpaced === 0 && spaced > 0 && spaced <= number + lineEnds) blankSpaced = spaced;
          blanks += lineEnds;
          blankSize = before + after - at;
          number += lineEnds;
          at = after;
          if (blankSize > MAX_BLANK_RUN) break;
          continue;
        }
      }
      const end = chunk.indexOf('\n', at);
      const stop = end < 0 ? chunk.length : end;
      if (!cut) {
        pending += chunk.slice(at, Math.min(stop, at + EXACT_MAX_LINE + 1 - pending.length));
        if (pending.length > EXACT_MAX_LINE) {
          sink.add(
            locatedError(
              number + 1,
              EXACT_MAX_LINE + 1,
              `a line longer than ${EXACT_MAX_LINE} characters; the rest is not read`,
            ),
          );
          pending = pending.slice(0, EXACT_MAX_LINE);
          cut = true;
        }
      }
      if (end < 0) break;
      yield* emit(pending);
      pending = '';
      cut = false;
      at = end + 1;
      if (blanks > 0 && blankSize > MAX_BLANK_RUN) break;
    }
    // Blank lines that go on without end: the text is not read further, and that is its one breach here.
    if (blanks > 0 && blankSize > MAX_BLANK_RUN) {
      sink.add(blankRunError({ line: blankFirst, lines: blanks }));
      return { endless: true };
    }
    if (sink.full) return { endless: false };
  }
  if (pending !== '') {
    yield* emit(pending);
    const text = pending.charCodeAt(pending.length - 1) === CR ? pending.slice(0, -1) : pending;
    sink.add(
      locatedError(number, columnAt(text, text.length), 'the input does not end with "\\n"; its last line must'),
    );
  } else if (number === 0) {
    sink.add(locatedError(1, 1, 'the input is empty'));
  }
  // The reader then finds no line at all, and says nothing more (ExactReader.line).
  if (blanks === number && number > 0)
    sink.add(locatedError(1, 1, `the input is nothing but blank lines (${linesNamed(1, blanks)})`));
  else if (blanks > 0) {
    const extra = blanks === 1 ? 'an extra "\\n"' : `${blanks} extra "\\n" (${linesNamed(blankFirst, blanks)})`;
    sink.add(locatedError(blankFirst, 1, `${extra} at the end of the input; it must end with exactly one`));
  }
  return { endless: false };
}

/** How one whole number must be written: no sign (but `-` where `signed`), no leading zero, within [min, max]. */
export interface ExactInteger {
  readonly what: string;
  readonly min: number;
  readonly max?: number;
  /** A leading '-' is part of the notation (checkers kings, `-s`), not a sign. */
  readonly signed?: boolean;
}

/**
 * A reader over the lines of `exactLines` for a problem's own format rules, the way a testlib
 * validator reads: the problem asks for the next line, so many tokens, a number written exactly,
 * one of some words. Each breach goes to the sink, and the value read loosely comes back where
 * one can be made out, so that reading goes on.
 */
export class ExactReader {
  private readonly lines: Iterator<ExactLine, { readonly endless: boolean } | void>;
  private lookahead: ExactLine | undefined;
  private ended = false;
  /** The text went on with blank lines without end, and was not read further (exactLines said so). */
  private endless = false;
  private last: ExactLine | undefined;

  constructor(
    lines: Iterable<ExactLine, { readonly endless: boolean } | void>,
    readonly sink: BreachSink,
  ) {
    this.lines = lines[Symbol.iterator]();
  }

  /** The next line that is not blank (blank lines are breaches already), without taking it. */
  peek(): ExactLine | undefined {
    while (this.lookahead === undefined && !this.ended) {
      const next = this.lines.next();
      if (next.done) {
        this.ended = true;
        this.endless = next.value?.endless === true;
      } else if (next.value.tokens.length > 0) this.lookahead = next.value;
    }
    return this.lookahead;
  }

  atEnd(): boolean {
    return this.peek() === undefined;
  }

  /** Whether the caller should stop: the sink is full, or the text was not read to its end. */
  get stopped(): boolean {
    return this.sink.full || this.endless;
  }

  /** How many breaches the token rules have found so far (the text's are the sink's alone). */
  breaches = 0;

  breach(line: number, column: number, message: string): void {
    this.breaches++;
    this.sink.add(locatedError(line, column, message));
  }

  /** The next line, or a breach ("expected WHAT, found the end of the input") and undefined. */
  line(what: string): ExactLine | undefined {
    const line = this.peek();
    if (line === undefined) {
      const at = this.last;
      // An input with no line to read (empty, blank lines only, or blank lines without end) is the text's breach
      // already.
      if (at !== undefined && !this.endless)
        this.breach(at.number + 1, 1, `expected ${what}, found the end of the input`);
      return undefined;
    }
    this.lookahead = undefined;
    this.last = line;
    return line;
  }

  /**
   * The line's tokens, with a breach when there are not exactly `count` (`what` names them, e.g. `3 numbers "w b m"`).
   */
  tokens(line: ExactLine, count: number, what: string): readonly Token[] {
    const { tokens } = line;
    if (tokens.length < count) {
      const column = tokens.length === 0 ? 1 : columnAt(line.text, line.text.length);
      this.breach(
        line.number,
        column,
        `expected ${what}, found ${tokens.length === 0 ? 'nothing' : `only ${tokens.length}`}`,
      );
    } else if (tokens.length > count) {
      this.breach(line.number, tokens[count].column, `expected ${what}, found more: ${quote(tokens[count].text)}`);
    }
    return tokens;
  }

  /** A whole number written exactly; its value (read loosely, when it can be) for reading on. */
  integer(line: ExactLine, token: Token | undefined, spec: ExactInteger): number | undefined {
    if (token === undefined) return undefined;
    const { text, column } = token;
    const match = /^([+-]?)(\d+)$/.exec(text);
    if (!match) {
      this.breach(line.number, column, `expected ${spec.what} (a whole number), found ${quote(text)}`);
      return undefined;
    }
    const [, sign, digits] = match;
    const magnitude = Number(digits);
    const value = sign === '-' ? -magnitude : magnitude;
    if (sign === '+')
      this.breach(line.number, column, `${spec.what} ${quote(text)} has a '+' sign; numbers are written without one`);
    else if (sign === '-' && !spec.signed)
      this.breach(line.number, column, `${spec.what} ${quote(text)} is negative; it must be at least ${spec.min}`);
    if (digits.length > 1 && digits[0] === '0') {
      this.breach(line.number, column + sign.length, `${spec.what} ${quote(text)} has a leading zero`);
      return magnitude <= (spec.max ?? Number.MAX_SAFE_INTEGER) ? value : undefined;
    }
    if (sign === '-' && !spec.signed) return undefined;
    if (magnitude < spec.min || (spec.max !== undefined && magnitude > spec.max)) {
      const range = spec.max === undefined ? `at least ${spec.min}` : `from ${spec.min} to ${spec.max}`;
      this.breach(line.number, column, `${spec.what} is ${text}; it must be ${range}`);
      return magnitude > (spec.max ?? Number.MAX_SAFE_INTEGER) ? undefined : value;
    }
    return value;
  }

  /** A token that must be one of `words`, written exactly. */
  oneOf<W extends string>(line: ExactLine, token: Token | undefined, words: readonly W[], what: string): W | undefined {
    if (token === undefined) return undefined;
    if ((words as readonly string[]).includes(token.text)) return token.text as W;
    const listed =
      words.length === 2 ? words.join(' or ') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
    this.breach(line.number, token.column, `expected ${what} (${listed}), found ${quote(token.text)}`);
    return undefined;
  }

  /**
   * A line that cannot be what the format puts there (a board row where a case should start): the
   * cases after it cannot be located, so no case is read after it. Returns nothing, for `return reader.lost(...)`.
   */
  lost(line: ExactLine, token: Token, expected: string): void {
    this.breach(
      line.number,
      token.column,
      `expected ${expected}, found ${quote(token.text)}; the cases after it cannot be located`,
    );
    // The text rules still hold for the rest: read it through for them.
    while (!this.sink.full && !this.lines.next().done);
    this.ended = true;
    this.lookahead = undefined;
  }

  /** Nothing may follow the last case. */
  end(after: string): void {
    const extra = this.peek();
    if (extra !== undefined)
      this.breach(extra.number, 1, `text after ${after}: ${quote(extra.text)}; nothing may follow it`);
  }
}

/**
 * The most lines of one case a format keeps for the rules and class checks (a case the contest
 * bounds has far fewer); the lines after them are read for the text and token rules, and counted.
 */
export const EXACT_CASE_LINES = 1024;

/** One case as a problem's token rules read it: its lines, in order. */
export interface ExactCase {
  readonly lines: readonly ExactLine[];
  /** Lines of the case past EXACT_CASE_LINES, not kept: the rules and class checks are then not asked of it. */
  readonly dropped?: number;
}

/**
 * A problem's token rules: read the whole input from `reader`, reporting breaches to it, and give each case's lines;
 * `blankLines` when its cases are separated by blank lines (ExactTextOptions).
 */
export type ExactFormat = ((reader: ExactReader) => Iterable<ExactCase>) & ExactTextOptions;
