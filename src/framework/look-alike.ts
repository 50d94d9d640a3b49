import type { LocatedError } from '../core/located.js';
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

/**
 * What an item of an input's reading says of whether the input fails at once: its failure (an error
 * of the frame, or the first error of a case that cannot be read), 'read' (a case read whole, or
 * answered: it does not), or undefined (a count: not yet). The first item that says one decides.
 */
export function failureOf(
  item: InputItem<{ readonly kind: 'case'; readonly unread?: readonly LocatedError[] }>,
): LocatedError | 'read' | undefined {
  switch (item.kind) {
    case 'count':
      return undefined;
    case 'error':
      return item.error;
    case 'case':
      return item.unread?.[0] ?? 'read';
    case 'answered':
      return 'read';
  }
}

/**
 * An input's first failure, when it fails before any case is read whole (failureOf on its items in
 * the order of reading): what `arbiter <problem>` reports, with the problem the input looks like,
 * before it stops, and what the page shows.
 */
export function firstFailure(
  items: Iterable<InputItem<{ readonly kind: 'case'; readonly unread?: readonly LocatedError[] }>>,
): LocatedError | undefined {
  for (const item of items) {
    const failure = failureOf(item);
    if (failure !== undefined) return failure === 'read' ? undefined : failure;
  }
  return undefined;
}

/** The one problem of `others` whose reader takes the start of an input (`head`), or undefined when none or several do. */
export function lookAlike<P extends { readsFirstCase(text: string): boolean }>(
  head: string,
  others: readonly P[],
): P | undefined {
  const found = others.filter((problem) => problem.readsFirstCase(head));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The one problem of `problems` (other than `problem`) that the start of an input was meant for,
 * when `problem` cannot read its first case; undefined when it can, or when none or several others do.
 */
export function lookAlikeAmong<P extends { readonly id: string; readsFirstCase(text: string): boolean }>(
  text: string,
  problem: P,
  problems: readonly P[],
): P | undefined {
  const head = new InputHead();
  for (const _chunk of head.watch(text));
  if (problem.readsFirstCase(head.text)) return undefined;
  return lookAlike(
    head.text,
    problems.filter((other) => other.id !== problem.id),
  );
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
