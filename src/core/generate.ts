import { type Random, seededRandom, shuffle } from './random.js';

/**
 * Input generation that knows no game: a problem offers *kinds* of cases (a mate, a stalemate, a
 * record whose first illegal move breaks a given rule, ...) and `generateCases` draws a list of
 * them that covers every kind. Everything is driven by one seeded `Random`, so a seed always gives
 * the same list, and every loop is bounded: a kind may give up, and a fallback that cannot fail
 * takes its place.
 */

/**
 * How to lean: `small` favours few pieces and short games (inputs a person can check by hand),
 * `contest` stays within the contest's `--strict` limits, `hard` stays within them too but
 * favours the tricky kinds and larger positions.
 */
export type Profile = 'small' | 'contest' | 'hard';

export const PROFILES: readonly Profile[] = ['small', 'contest', 'hard'];

export const isProfile = (value: string): value is Profile => (PROFILES as readonly string[]).includes(value);

/** One family of cases a generator aims at. */
export interface CaseKind<C> {
  /** A short name, e.g. `checkmated`; generators that classify cases use the same names as labels. */
  readonly name: string;
  /**
   * How often the kind is drawn once every kind has had its turn, per profile (default 1). A
   * weight of 0 keeps the kind to its one guaranteed appearance.
   */
  readonly weight?: Partial<Readonly<Record<Profile, number>>>;
  /** A case of this kind, or undefined when it gave up after its own fixed number of tries. */
  make(random: Random, profile: Profile): C | undefined;
}

/** The kind that stands in for one that gave up: it always makes a case. */
export interface FallbackKind<C> {
  readonly name: string;
  make(random: Random, profile: Profile): C;
}

/** A problem's kinds and the fallback that replaces any of them that gives up. */
export interface KindSet<C> {
  readonly kinds: readonly CaseKind<C>[];
  readonly fallback: FallbackKind<C>;
}

/** A generated case and the kind that made it (the fallback's name when the kind gave up). */
export interface GeneratedCase<C> {
  readonly kind: string;
  readonly value: C;
}

const weightOf = <C>(kind: CaseKind<C>, profile: Profile): number => kind.weight?.[profile] ?? 1;

/** One item drawn with probability proportional to its weight (uniformly when every weight is 0). */
export function pickWeighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  if (items.length === 0) throw new RangeError('pickWeighted needs at least one item');
  const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0);
  if (total <= 0) return items[Math.floor(random() * items.length)];
  let left = random() * total;
  for (const item of items) {
    left -= Math.max(0, weight(item));
    if (left < 0) return item;
  }
  return items[items.length - 1];
}

/** The first value `attempt` gives within `tries` calls, or undefined: the one shape of every retry loop. */
export function firstOf<T>(tries: number, attempt: (index: number) => T | undefined): T | undefined {
  for (let index = 0; index < tries; index++) {
    const value = attempt(index);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * `count` cases: each kind once, in random order (so any list at least as long as the kinds
 * covers them all), then kinds drawn by their weight for the profile. Each case is made from its
 * own seed, drawn from `random`, so how many numbers a kind consumes never shifts the cases after it.
 */
export function generateLabelledCases<C>(set: KindSet<C>, random: Random, count: number, profile: Profile): GeneratedCase<C>[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`the number of cases must be a whole number >= 0, not ${count}`);
  if (set.kinds.length === 0) throw new RangeError('a generator needs at least one kind');
  const order = shuffle(random, [...set.kinds]).slice(0, count);
  while (order.length < count) order.push(pickWeighted(random, set.kinds, (kind) => weightOf(kind, profile)));
  return order.map((kind) => {
    const caseRandom = seededRandom(Math.floor(random() * 2 ** 32));
    const value = kind.make(caseRandom, profile);
    if (value !== undefined) return { kind: kind.name, value };
    return { kind: set.fallback.name, value: set.fallback.make(caseRandom, profile) };
  });
}

/** The cases of `generateLabelledCases`, without their kinds. */
export function generateCases<C>(set: KindSet<C>, random: Random, count: number, profile: Profile): C[] {
  return generateLabelledCases(set, random, count, profile).map((generated) => generated.value);
}

/** The labels no case shows, by `classify`: what a list of cases fails to cover (empty when it covers them all). */
export function uncovered<C, L extends string>(labels: readonly L[], cases: readonly C[], classify: (input: C) => readonly string[]): L[] {
  const seen = new Set(cases.flatMap((input) => classify(input)));
  return labels.filter((label) => !seen.has(label));
}
