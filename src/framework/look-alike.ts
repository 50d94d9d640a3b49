import type { TextSource } from '../core/lines.js';
import type { CaseInput, InputItem } from './input-format.js';

/**
 * Which other problem an input was meant for, when it fails at once as this problem's input (a
 * Rank and File file given to `cheesy-chess`): the other problems' own readers are tried on the
 * input's start, and when exactly one of them reads its frame and first case, that is the one.
 * Errors after the first in such an input are noise, so the front end says the first, with the
 * problem it looks like, and stops. The look is bounded: once per input, on its first LOOK_LIMIT
 * characters, each reader stopping at its first case.
 */

/** How much of an input's start is kept for the look: far more than any contest case of ordinary size. */
export const LOOK_LIMIT = 1 << 16;

/** Whether the items of an input's reading open with a case read whole: no error before it, none in it. */
export function opensWithCase<C>(items: Iterable<InputItem<CaseInput<C>>>): boolean {
  for (const item of items) {
    if (item.kind === 'error') return false;
    if (item.kind === 'case') return item.result.ok;
  }
  return false;
}

/** The one problem of `others` whose reader takes the start of an input (`head`), or undefined when none or several do. */
export function lookAlike<P extends { readsFirstCase(text: string): boolean }>(
  head: string,
  others: readonly P[],
): P | undefined {
  const found = others.filter((problem) => problem.readsFirstCase(head));
  return found.length === 1 ? found[0] : undefined;
}

/** What a look takes of a problem: its reader, and its other format (checkers: PDN games), if it has one. */
export interface LookAlikeCandidate {
  readonly id: string;
  readonly title: string;
  readsFirstCase(text: string): boolean;
  readonly alternateInput?: { readonly option: string; readonly what: string; recognizes(head: string): boolean };
}

/**
 * The one problem of `problems` (other than `problem`) that the start of an input was meant for,
 * when `problem` cannot read its first case; undefined when it can, or when none or several others do.
 * Another problem's other format (a PDN game) is recognized before the contest readers are tried.
 */
export function lookAlikeAmong<P extends LookAlikeCandidate>(
  text: string,
  problem: P,
  problems: readonly P[],
): P | undefined {
  const head = new InputHead();
  for (const _chunk of head.watch(text));
  if (problem.readsFirstCase(head.text)) return undefined;
  const others = problems.filter((other) => other.id !== problem.id);
  const formats = others.filter((other) => other.alternateInput?.recognizes(head.text) === true);
  if (formats.length === 1) return formats[0];
  return lookAlike(head.text, others);
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

/** Keeps the start of a text (at most `limit` characters) as it passes through a reader, for a look afterwards without reading it again. */
export class InputHead {
  private kept = '';
  private size = 0;
  private ended = false;

  constructor(private readonly limit = LOOK_LIMIT) {}

  /** `source`, chunk by chunk, keeping its start on the way. */
  *watch(source: TextSource): Generator<string, void, undefined> {
    for (const chunk of typeof source === 'string' ? [source] : source) {
      if (this.kept.length < this.limit) this.kept += chunk.slice(0, this.limit - this.kept.length);
      this.size += chunk.length;
      yield chunk;
    }
    this.ended = true;
  }

  /** What was kept: the whole text when it all passed and fitted, else up to its last line end (a line cut short reads as another line). */
  get text(): string {
    if (this.ended && this.size <= this.limit) return this.kept;
    return this.kept.slice(0, Math.max(this.kept.lastIndexOf('\n'), this.kept.lastIndexOf('\r')) + 1);
  }
}
