/**
 * Shrinking that knows no game. Two searches, both over a test that says which of several
 * candidates is the first to still fail (so that a caller can try many at once: in one run of a
 * program holding them all, or in parallel runs):
 * - `ddmin`, delta debugging over a list (Zeller's ddmin): removes several items at once, then
 *   fewer, down to a list from which no single item can be removed;
 * - `shrink`, greedy descent: moves to the first failing candidate of the value, most aggressive
 *   first, while a measure strictly decreases, until no candidate fails.
 * Both end at a 1-minimal value (no single candidate of it fails) unless stopped by the budget, and
 * say which. Browser-safe: no Node imports, and no clock of its own (the caller says when to stop).
 */

/** Of the candidates given, the index of the first that still fails, or undefined when none does. */
export type FirstFailing<T> = (candidates: readonly T[]) => Promise<number | undefined>;

export interface ShrinkOptions<T> {
  /** Asked before each group of candidates; true ends the search with what it has (a time budget, say). */
  readonly stop?: () => boolean;
  /** How many candidates `firstFailing` is given at once, at most (default 1). */
  readonly group?: number;
  /**
   * Lexicographic size: a candidate whose measure is not strictly below its value's is dropped
   * untried, so that the search can never cycle.
   */
  readonly measure?: (value: T) => readonly number[];
  /** Told of each value taken (to keep the smallest so far somewhere safe). */
  readonly onStep?: (value: T) => void;
}

export interface Shrunk<T> {
  /** The smallest failing value found. */
  readonly value: T;
  /** How many times a smaller failing candidate was taken. */
  readonly steps: number;
  /** Candidates tried in all. */
  readonly tries: number;
  /** True when every candidate of `value` was tried and none fails (1-minimal); false when stopped by the budget. */
  readonly minimal: boolean;
}

/** Whether `a` is lexicographically below `b` (a missing entry counts as 0). */
export function lexicographicallyBelow(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/** Up to `size` items of `iterator`. */
function take<T>(iterator: Iterator<T>, size: number, keep: (item: T) => boolean): T[] {
  const items: T[] = [];
  while (items.length < size) {
    const next = iterator.next();
    if (next.done) break;
    if (keep(next.value)) items.push(next.value);
  }
  return items;
}

/**
 * Greedy shrinking: `candidates(value)` lists smaller values (drawn lazily, so a long list costs
 * only what is tried), `firstFailing` says which of a group still fails the same way.
 */
export async function shrink<T>(
  start: T,
  candidates: (value: T) => Iterable<T>,
  firstFailing: FirstFailing<T>,
  options: ShrinkOptions<T> = {},
): Promise<Shrunk<T>> {
  const group = Math.max(1, Math.floor(options.group ?? 1));
  const { measure } = options;
  let value = start;
  let steps = 0;
  let tries = 0;
  for (;;) {
    const size = measure?.(value);
    const smaller = (candidate: T): boolean =>
      size === undefined || lexicographicallyBelow(measure?.(candidate) ?? [], size);
    const iterator = candidates(value)[Symbol.iterator]();
    let next: T | undefined;
    let found = false;
    while (!found) {
      if (options.stop?.()) return { value, steps, tries, minimal: false };
      const batch = take(iterator, group, smaller);
      if (batch.length === 0) return { value, steps, tries, minimal: true };
      tries += batch.length;
      const first = await firstFailing(batch);
      if (first !== undefined) {
        next = batch[first];
        found = true;
      }
    }
    value = next as T;
    steps++;
    options.onStep?.(value);
  }
}

export interface DdminOptions<T> {
  readonly stop?: () => boolean;
  readonly onStep?: (value: readonly T[]) => void;
  /** Indices of items to try alone before anything else (the item known to fail, say). */
  readonly alone?: readonly number[];
}

/**
 * Delta debugging over a non-empty list that fails: the smallest sublist (in order) that still
 * fails, found by trying chunks and their complements, halving the chunks when none fails. The
 * result is 1-minimal when `minimal` is true: removing any single item makes it pass.
 * `firstFailing` is given the sublists of one round together.
 */
export async function ddmin<T>(
  items: readonly T[],
  firstFailing: FirstFailing<readonly T[]>,
  options: DdminOptions<T> = {},
): Promise<Shrunk<readonly T[]>> {
  // The list itself while nothing is removed: the caller may know it by identity.
  let current = items;
  let steps = 0;
  let tries = 0;
  const attempt = async (subsets: readonly (readonly T[])[]): Promise<readonly T[] | undefined> => {
    tries += subsets.length;
    const first = subsets.length === 0 ? undefined : await firstFailing(subsets);
    return first === undefined ? undefined : subsets[first];
  };
  const alone = (options.alone ?? []).filter((index) => index >= 0 && index < current.length);
  if (current.length > 1 && alone.length > 0) {
    if (options.stop?.()) return { value: current, steps, tries, minimal: false };
    const found = await attempt(alone.map((index) => [current[index]]));
    if (found) {
      options.onStep?.(found);
      return { value: found, steps: 1, tries, minimal: true };
    }
  }
  let chunks = 2;
  while (current.length > 1) {
    if (options.stop?.()) return { value: current, steps, tries, minimal: false };
    const size = current.length;
    chunks = Math.min(chunks, size);
    const bounds = Array.from({ length: chunks + 1 }, (_, index) => Math.floor((index * size) / chunks));
    const parts = Array.from({ length: chunks }, (_, index) => current.slice(bounds[index], bounds[index + 1]));
    const complements = parts.map((_, index) => parts.filter((__, other) => other !== index).flat());
    // With two chunks each complement is the other chunk: try each once.
    const subsets = chunks === 2 ? parts : [...parts, ...complements];
    const found = await attempt(subsets);
    if (found) {
      const wasPart = parts.some((part) => part === found);
      current = found;
      steps++;
      options.onStep?.(current);
      chunks = wasPart ? 2 : Math.max(chunks - 1, 2);
      continue;
    }
    if (chunks >= size) break;
    chunks = Math.min(chunks * 2, size);
  }
  return { value: current, steps, tries, minimal: true };
}
