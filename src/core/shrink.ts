/**
 * Shrinking that knows no game: greedy delta debugging. From a failing value, try its smaller
 * candidates in the order given (most aggressive first) and move to the first one that still
 * fails; repeat until no candidate fails or the budget is spent. Browser-safe: no Node imports,
 * and no clock of its own (the caller says when to stop).
 */

export interface ShrinkOptions {
  /** Asked before each batch of candidates; true ends the search with what it has (a time budget, say). */
  readonly stop?: () => boolean;
  /** How many candidates to try at once (default 1); the first failing one in candidate order wins, as if tried one by one. */
  readonly parallel?: number;
  /** Give up after this many accepted steps (default: no limit). */
  readonly maxSteps?: number;
}

export interface Shrunk<T> {
  /** The smallest failing value found. */
  readonly value: T;
  /** How many times a smaller failing candidate was taken. */
  readonly steps: number;
  /** Candidates tried in all. */
  readonly tries: number;
  /** True when no candidate of `value` fails (a local minimum); false when stopped by the budget. */
  readonly minimal: boolean;
}

/**
 * Greedy shrinking: `candidates(value)` lists smaller values, `fails(candidate)` says whether a
 * candidate still fails the same way. Candidates are drawn lazily, so a long list costs only what
 * is tried.
 */
export async function shrink<T>(
  start: T,
  candidates: (value: T) => Iterable<T>,
  fails: (candidate: T) => boolean | Promise<boolean>,
  options: ShrinkOptions = {},
): Promise<Shrunk<T>> {
  const parallel = Math.max(1, Math.floor(options.parallel ?? 1));
  const maxSteps = options.maxSteps ?? Infinity;
  let value = start;
  let steps = 0;
  let tries = 0;
  while (steps < maxSteps) {
    let next: T | undefined;
    let found = false;
    const iterator = candidates(value)[Symbol.iterator]();
    let exhausted = false;
    while (!found && !exhausted) {
      if (options.stop?.()) return { value, steps, tries, minimal: false };
      const batch: T[] = [];
      while (batch.length < parallel) {
        const item = iterator.next();
        if (item.done) {
          exhausted = true;
          break;
        }
        batch.push(item.value);
      }
      if (batch.length === 0) break;
      tries += batch.length;
      const results = await Promise.all(batch.map((candidate) => Promise.resolve(fails(candidate))));
      const first = results.indexOf(true);
      if (first >= 0) {
        next = batch[first];
        found = true;
      }
    }
    if (!found) return { value, steps, tries, minimal: true };
    value = next as T;
    steps++;
  }
  return { value, steps, tries, minimal: false };
}

/**
 * Candidates for a list of cases: each case alone (`first` before the others: the case known to
 * fail), then the list without one case, then the list with one case shrunk by `shrinkItem`.
 */
export function* listCandidates<T>(items: readonly T[], shrinkItem: (item: T) => Iterable<T>, first = 0): Generator<T[]> {
  if (items.length > 1) {
    const order = [first, ...items.keys()].filter((index, position, all) => index < items.length && all.indexOf(index) === position);
    for (const index of order) yield [items[index]];
    for (let index = 0; index < items.length; index++) yield items.filter((_, other) => other !== index);
  }
  for (let index = 0; index < items.length; index++) {
    for (const smaller of shrinkItem(items[index])) yield items.map((item, other) => (other === index ? smaller : item));
  }
}
