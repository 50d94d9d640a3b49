import type { LocatedError } from '../core/located.js';
import type { TextSource } from '../core/lines.js';
import type { CaseInput, InputItem } from './input-format.js';

/**
 * Which other problem an input was meant for, when it fails as this problem's input (a Rank and
 * File file given to `cheesy-chess`): the other problems' own readers are tried on the input's
 * start, and the one that reads it farthest, farther than this problem did and than every other,
 * is the one. A reader counts when it reads its frame and first case and then either reads on to
 * the end of what it was shown, or fails inside a case that began well (a damaged case of its own).
 * Formats overlap: a heap game whose case is `n a1 ... an` reads `2 1 1`, the first line of a
 * Simplified Chess case, and then stops where its next case or its frame should start, which is
 * where a text that is not its input stops being read as one; so one problem never hides another
 * (the fixtures in test/fixtures/). A format that is wider than another by design (a sibling that
 * reads its parent's inputs, `readsInputsOf`) reads such inputs as far as the parent does: the two
 * tie, and the input is said to be the parent's, the narrower reading. An input that a problem's
 * reader takes whole, refused only by its contest limits (--strict), is its own: no other's. Errors
 * after the first in such an input are noise, so the front end says the first, with the problem it
 * looks like, and stops. The look is bounded: once
 * per input, on its first LOOK_LIMIT characters, each reader stopping at its first error.
 */

/** How much of an input's start is kept for the look: far more than any contest case of ordinary size. */
export const LOOK_LIMIT = 1 << 16;

/** How far one problem's reader gets into an input's start. */
export interface HeadReading {
  /** Its frame and its first case read whole: no error before the first case's end. */
  readonly firstCase: boolean;
  /** The line of its first error, or Infinity when it reads the whole start with none. */
  readonly errorLine: number;
  /**
   * Its first error is where a case or the frame starts (the count line, a case's first line, text
   * after the last case): where the text stopped being this format. An error inside a case that
   * began well is a damaged case of this problem.
   */
  readonly errorAtStart: boolean;
}

/** The line of the first of a case's errors. */
export const firstLine = (errors: readonly LocatedError[]): number => Math.min(...errors.map((error) => error.line));

/** How far the items of an input's reading get before their first error (each item asked for only up to it). */
export function headReading<C>(items: Iterable<InputItem<CaseInput<C>>>): HeadReading {
  let firstCase: boolean | undefined;
  for (const item of items) {
    if (item.kind === 'error') return { firstCase: firstCase === true, errorLine: item.error.line, errorAtStart: true };
    if (item.kind !== 'case') continue;
    firstCase ??= item.result.ok;
    if (!item.result.ok) {
      const line = firstLine(item.result.error);
      return { firstCase: firstCase === true, errorLine: line, errorAtStart: line === item.line };
    }
  }
  return { firstCase: firstCase === true, errorLine: Infinity, errorAtStart: false };
}

/** The number of lines in a text, a last line without its line end included. */
const linesIn = (text: string): number => (text.match(/\r\n|\r|\n/g)?.length ?? 0) + (/[\r\n]$|^$/.test(text) ? 0 : 1);

/**
 * The problem of `others` whose reader takes the start of an input (`head`) farthest: it reads its
 * frame and first case, then on to the end of `head` or into a case that began well, and its first
 * error comes after line `failedAt` (where the problem the input was given to failed; 0 when none
 * did) and after every other one's. Undefined when none does, or when two get equally far. An
 * error at the end of `head` or past it counts as one at its end (a reader cannot be said to read
 * past what it was shown: a long input is cut); reading all of it with no error, as one line farther.
 */
export function lookAlike<P extends Pick<LookAlikeCandidate, 'id' | 'readsInputsOf' | 'readHead'>>(
  head: string,
  others: readonly P[],
  failedAt = 0,
): P | undefined {
  const end = linesIn(head) + 1;
  let best: P[] = [];
  let farthest = failedAt;
  for (const problem of others) {
    const { firstCase, errorLine, errorAtStart } = problem.readHead(head);
    const reach = errorLine === Infinity ? end + 1 : Math.min(errorLine, end);
    if (!firstCase || (errorAtStart && reach < end) || reach <= failedAt) continue;
    if (reach > farthest) {
      best = [problem];
      farthest = reach;
    } else if (reach === farthest) best.push(problem);
  }
  // Of those that tie, a wider format gives way to the narrower one it reads the inputs of.
  const narrowest = best.filter((wide) => !best.some((other) => wide.readsInputsOf?.includes(other.id)));
  return narrowest.length === 1 ? narrowest[0] : undefined;
}

/** What a look takes of a problem: its reader, and its other format (checkers: PDN games), if it has one. */
export interface LookAlikeCandidate {
  readonly id: string;
  readonly title: string;
  /** The problems whose inputs this one reads too (a wider format: ProblemFacts.readsInputsOf). */
  readonly readsInputsOf?: readonly string[];
  readHead(text: string): HeadReading;
  readonly alternateInput?: { readonly option: string; readonly what: string; recognizes(head: string): boolean };
}

/**
 * The problem of `problems` (other than `problem`) that the start of an input was meant for: the
 * one whose other format (a PDN game) the start is in, else the one that reads it farther than
 * `problem`, which fails at line `failedAt` (read here when not given), and than every other.
 * Undefined when `problem` reads the start with no error, or when no other, or several, get farthest.
 */
export function lookAlikeAmong<P extends LookAlikeCandidate>(
  text: string,
  problem: P,
  problems: readonly P[],
  failedAt?: number,
): P | undefined {
  const head = new InputHead();
  for (const _chunk of head.watch(text));
  // Read whole without --strict: the problem's own input, which only the contest's limits refuse.
  const own = problem.readHead(head.text).errorLine;
  const at = failedAt ?? own;
  if (own === Infinity || at === Infinity) return undefined;
  const others = problems.filter((other) => other.id !== problem.id);
  const formats = others.filter((other) => other.alternateInput?.recognizes(head.text) === true);
  if (formats.length === 1) return formats[0];
  return lookAlike(head.text, others, at);
}

/**
 * What an input looks like, for a hint, once `like` is found for it (lookAlikeAmong): `like`'s other
 * format ("a PDN game", with the option that reads it) when the input's start is in it, else `like`'s
 * contest input ("an Advanced Checkers Machine input"). The command and the page say it alike.
 */
export function lookAlikeWords(
  like: Pick<LookAlikeCandidate, 'title' | 'alternateInput'>,
  head: string,
): { readonly what: string; readonly option?: string } {
  const format = like.alternateInput;
  if (format?.recognizes(head)) return { what: format.what, option: format.option };
  return { what: `${/^[AEIOU]/.test(like.title) ? 'an' : 'a'} ${like.title} input` };
}

/**
 * Keeps the start of a text (at most `limit` characters) as it passes through a reader, for a look afterwards without
 * reading it again.
 */
export class InputHead {
  private kept = '';
  private size = 0;
  private ended = false;

  constructor(private readonly limit = LOOK_LIMIT) {}

  /** Keeps what of `chunk` fits, as the next piece of the text. */
  keep(chunk: string): void {
    if (this.kept.length < this.limit) this.kept += chunk.slice(0, this.limit - this.kept.length);
    this.size += chunk.length;
  }

  /** Says that the whole text has passed. */
  end(): void {
    this.ended = true;
  }

  /** `source`, chunk by chunk, keeping its start on the way. */
  *watch(source: TextSource): Generator<string, void, undefined> {
    for (const chunk of typeof source === 'string' ? [source] : source) {
      this.keep(chunk);
      yield chunk;
    }
    this.end();
  }

  /** Whether line `line` of the text lies in what was kept (a look at the kept start can tell about it). */
  holds(line: number): boolean {
    return line <= linesIn(this.text) + 1;
  }

  /**
   * What was kept: the whole text when it all passed and fitted, else up to its last line end (a line cut short reads
   * as another line).
   */
  get text(): string {
    if (this.ended && this.size <= this.limit) return this.kept;
    return this.kept.slice(0, Math.max(this.kept.lastIndexOf('\n'), this.kept.lastIndexOf('\r')) + 1);
  }
}

/**
 * An input's first error in the order of reading (an error of the frame, or the first error of a
 * case that cannot be read), as `arbiter <problem>` reports it, alone, when the input looks like
 * another problem's (cli/run.ts); the page shows the same.
 */
export function firstFailure(
  items: Iterable<InputItem<{ readonly kind: 'case'; readonly unread?: readonly LocatedError[] }>>,
): LocatedError | undefined {
  for (const item of items) {
    if (item.kind === 'error') return item.error;
    if (item.kind === 'case' && item.unread !== undefined) return item.unread[0];
  }
  return undefined;
}
