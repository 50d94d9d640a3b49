import { type ClassVerdict, worseClass } from './generate.js';

/**
 * The pieces every problem's shrink candidates are made of: which things to remove at once (delta
 * debugging's halves, quarters, ..., ones), the order of measures, and the class filter. Each
 * problem's `measure` is a tuple of numbers compared left to right; every candidate its `shrink`
 * yields is strictly smaller by it, so shrinking can never go round in circles.
 */

/** Lists up to this long also offer every pair alone (66 candidates at most). */
const PAIRS_UP_TO = 12;

/**
 * Sets of indices into a list of `count` things to remove together, most at once first: all of
 * them, all but one (each one kept alone), all but two (each pair kept alone, for short lists),
 * then halves, quarters, ..., then each one alone (ddmin's subsets and complements). Keeping one or
 * two things alone reaches a small failing core in one step where removing one thing at a time
 * would stop early (each removal alone changing the failure). Sets that would leave fewer than
 * `keep` things are skipped; no set is empty and no set comes twice.
 */
export function* removals(count: number, keep = 0): Generator<number[]> {
  const seen = new Set<string>();
  const all = Array.from({ length: count }, (_, index) => index);
  function* offer(drop: number[]): Generator<number[]> {
    const key = drop.join();
    if (drop.length === 0 || count - drop.length < keep || seen.has(key)) return;
    seen.add(key);
    yield drop;
  }
  yield* offer(all);
  for (const kept of all) yield* offer(all.filter((index) => index !== kept));
  if (count <= PAIRS_UP_TO)
    for (const first of all)
      for (const second of all.slice(first + 1))
        yield* offer(all.filter((index) => index !== first && index !== second));
  for (let size = Math.ceil(count / 2); size >= 1; size = size === 1 ? 0 : Math.ceil(size / 2)) {
    for (let start = 0; start < count; start += size) yield* offer(all.slice(start, start + size));
  }
}

/** `items` without the indices in `drop`. */
export const without = <T>(items: readonly T[], drop: readonly number[]): T[] =>
  items.filter((_, index) => !drop.includes(index));

/** Lexicographic order of two measures: negative when `a` is smaller, 0 when equal (a missing number counts as 0). */
export function compareMeasures(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const difference = (a[k] ?? 0) - (b[k] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The candidates whose class is no worse than `input`'s, in their order: shrinking a `contest`
 * failure must end on a `contest` case, so candidates that leave the class are not offered.
 */
export function* sameClassOrBetter<C>(
  input: C,
  candidates: Iterable<C>,
  classify: (value: C) => ClassVerdict,
): Generator<C> {
  const own = classify(input).class;
  for (const candidate of candidates) if (!worseClass(classify(candidate).class, own)) yield candidate;
}
