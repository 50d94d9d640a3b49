import { type Random, randomInt, seededRandom, shuffle } from './random.js';

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
 * favours the tricky kinds and larger positions. These three make only `contest` class data
 * (docs/test-data.md). `edge` is `contest` plus what the statement's words allow but no real game
 * reaches (kings side by side, the side not to move in check, ...), for problems that have such
 * cases; for the others it is `contest`.
 */
export type Profile = 'small' | 'contest' | 'hard' | 'edge';

export const PROFILES: readonly Profile[] = ['small', 'contest', 'hard', 'edge'];

/** The profiles `gen` and `stress` use unless asked: all their cases are `contest` class. */
export const DEFAULT_PROFILES = ['small', 'contest', 'hard'] as const;
export type DefaultProfile = (typeof DEFAULT_PROFILES)[number];

export const isProfile = (value: string): value is Profile => (PROFILES as readonly string[]).includes(value);

/** The profile a kind builds by: `edge` builds its ordinary cases as `contest` does. */
export const buildProfile = (profile: Profile): DefaultProfile => (profile === 'edge' ? 'contest' : profile);

// ---- data classes ----

/**
 * What a case is to someone else's program (docs/test-data.md): `contest`, exactly what the
 * statement promises and a game can reach; `edge`, what the statement's words allow but no game
 * reaches, or what only one of Arbiter's rulings decides; `hostile`, outside the contest's format
 * or limits (the fuzz suite's and the parsers' tests' data only). Listed best first.
 */
export type DataClass = 'contest' | 'edge' | 'hostile';

export const DATA_CLASSES: readonly DataClass[] = ['contest', 'edge', 'hostile'];

/** A case's class and, unless it is `contest`, why, in words a contestant understands. */
export interface ClassVerdict {
  readonly class: DataClass;
  /** Why the case is not `contest` class (empty for `contest`): the hostile reasons first. */
  readonly reasons: readonly string[];
}

/** Whether class `a` is worse than `b` (farther from what a contest contains). */
export const worseClass = (a: DataClass, b: DataClass): boolean => DATA_CLASSES.indexOf(a) > DATA_CLASSES.indexOf(b);

/** The verdict from the reasons found: any hostile reason makes the case hostile, else any edge reason edge. */
export const classVerdict = (hostile: readonly string[], edge: readonly string[]): ClassVerdict => ({
  class: hostile.length > 0 ? 'hostile' : edge.length > 0 ? 'edge' : 'contest',
  reasons: [...hostile, ...edge],
});

// ---- size knobs ----

/** A size a setter or a contestant may set (`arbiter gen PROBLEM --set NAME=MIN..MAX`), within the contest's limits. */
export interface SizeKnob {
  readonly name: string;
  /** What it counts, in a few words for `--help`. */
  readonly what: string;
  readonly min: number;
  readonly max: number;
}

export interface SizeRange {
  readonly min: number;
  readonly max: number;
}

/** Ranges by knob name. */
export type SizeRanges = Readonly<Record<string, SizeRange>>;

export const inRange = (value: number, range: SizeRange): boolean => value >= range.min && value <= range.max;

/**
 * What is wrong with `given` for these knobs, or undefined when every range names a knob and lies
 * within its bounds (front ends report it as a usage error).
 */
export function sizesProblem(knobs: readonly SizeKnob[], given: SizeRanges): string | undefined {
  for (const [name, range] of Object.entries(given)) {
    const knob = knobs.find((candidate) => candidate.name === name);
    if (!knob) {
      const names = knobs.map((candidate) => candidate.name).join(', ');
      return `there is no size "${name}"; the sizes are ${names === '' ? 'none' : names}`;
    }
    const { min, max } = range;
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max)
      return `${name}: expected whole numbers MIN..MAX with MIN <= MAX, not ${String(min)}..${String(max)}`;
    if (min < knob.min || max > knob.max)
      return `${name}: ${min}..${max} is outside ${knob.min}..${knob.max} (${knob.what})`;
  }
  return undefined;
}

/** The profile's ranges with the given ones in their place; a RangeError when a given range does not fit its knob. */
export function resolveSizes(knobs: readonly SizeKnob[], defaults: SizeRanges, given: SizeRanges = {}): SizeRanges {
  const problem = sizesProblem(knobs, given);
  if (problem !== undefined) throw new RangeError(problem);
  return Object.fromEntries(knobs.map(({ name, min, max }) => [name, given[name] ?? defaults[name] ?? { min, max }]));
}

/** A whole number in `range`, and in `[low, high]` (what the caller would like) when the two meet (one draw). */
export function drawIn(random: Random, range: SizeRange, low = range.min, high = range.max): number {
  const from = Math.max(range.min, low);
  const to = Math.min(range.max, high);
  return from <= to ? randomInt(random, from, to) : randomInt(random, range.min, range.max);
}

/** One family of cases a generator aims at. */
export interface CaseKind<C> {
  /** A short name, e.g. `checkmated`; generators that classify cases use the same names as labels. */
  readonly name: string;
  /**
   * How often the kind is drawn once every kind has had its turn, per profile (default 1; `edge`
   * defaults to the `contest` weight). A weight of 0 keeps the kind to its one guaranteed appearance.
   */
  readonly weight?: Partial<Readonly<Record<Profile, number>>>;
  /** Its cases are `edge` class: the kind is drawn in the `edge` profile only. */
  readonly edge?: boolean;
  /** A case of this kind within `sizes`, or undefined when it gave up after its own fixed number of tries. */
  make(random: Random, profile: DefaultProfile, sizes: SizeRanges): C | undefined;
}

/** The kind that stands in for one that gave up: it always makes a case, within the sizes. */
export interface FallbackKind<C> {
  readonly name: string;
  make(random: Random, profile: DefaultProfile, sizes: SizeRanges): C;
}

/** A problem's kinds, the fallback that replaces any of them that gives up, and how to read a case's sizes. */
export interface KindSet<C> {
  readonly kinds: readonly CaseKind<C>[];
  readonly fallback: FallbackKind<C>;
  /** Whether a case keeps to the sizes; a kind's case that does not is replaced by the fallback's. */
  readonly fits: (value: C, sizes: SizeRanges) => boolean;
}

/** A generated case and the kind that made it (the fallback's name when the kind gave up). */
export interface GeneratedCase<C> {
  readonly kind: string;
  readonly value: C;
}

const weightOf = <C>(kind: CaseKind<C>, profile: Profile): number =>
  kind.weight?.[profile] ?? (profile === 'edge' ? kind.weight?.contest : undefined) ?? 1;

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
 * `count` cases: each kind the profile draws once, in random order (so any list at least as long
 * as the kinds covers them all), then kinds drawn by their weight for the profile. Each case is
 * made from its own seed, drawn from `random`, so how many numbers a kind consumes never shifts the
 * cases after it. A kind's case outside `sizes` is replaced by the fallback's. One at a time, as
 * they are made: the kinds are all drawn first (a list of `count`), each case when it is asked for.
 */
export function* labelledCases<C>(
  set: KindSet<C>,
  random: Random,
  count: number,
  profile: Profile,
  sizes: SizeRanges,
): Generator<GeneratedCase<C>, void, undefined> {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`the number of cases must be a whole number >= 0, not ${count}`);
  const kinds = set.kinds.filter((kind) => kind.edge !== true || profile === 'edge');
  if (kinds.length === 0) throw new RangeError('a generator needs at least one kind');
  const order = shuffle(random, [...kinds]).slice(0, count);
  while (order.length < count) order.push(pickWeighted(random, kinds, (kind) => weightOf(kind, profile)));
  const build = buildProfile(profile);
  for (const kind of order) {
    const caseRandom = seededRandom(Math.floor(random() * 2 ** 32));
    const value = kind.make(caseRandom, build, sizes);
    if (value !== undefined && set.fits(value, sizes)) yield { kind: kind.name, value };
    else yield { kind: set.fallback.name, value: set.fallback.make(caseRandom, build, sizes) };
  }
}

/** The cases of `labelledCases`, all of them. */
export const generateLabelledCases = <C>(
  set: KindSet<C>,
  random: Random,
  count: number,
  profile: Profile,
  sizes: SizeRanges,
): GeneratedCase<C>[] => [...labelledCases(set, random, count, profile, sizes)];

/** The cases of `generateLabelledCases`, without their kinds. */
export function generateCases<C>(
  set: KindSet<C>,
  random: Random,
  count: number,
  profile: Profile,
  sizes: SizeRanges,
): C[] {
  return generateLabelledCases(set, random, count, profile, sizes).map((generated) => generated.value);
}

/** What a problem's folder says of its generator: its size knobs, each profile's ranges, and its kinds. */
export interface GeneratorSpec<C> extends KindSet<C> {
  readonly sizes: readonly SizeKnob[];
  /** The ranges each profile draws from where no range is given (`edge` draws `contest`'s). */
  readonly profileSizes: Readonly<Record<DefaultProfile, SizeRanges>>;
}

/**
 * A problem's `generate`: all its cases at once, as a list; `each` gives the same cases one at a time,
 * as they are made, for a caller that may stop early or show progress.
 */
export type Generate<C> = ((...args: GenerateArguments) => C[]) & {
  readonly each: (...args: GenerateArguments) => Generator<C, void, undefined>;
};
type GenerateArguments = [random: Random, profile: Profile, count: number, sizes?: SizeRanges];

/** A problem's `generate`, which carries its spec (the tests read its kinds and ranges). */
export type CaseGenerator<C> = GeneratorSpec<C> & Generate<C>;

/**
 * A problem's `generate`: `count` cases of the spec's kinds covering every kind (see
 * `labelledCases`), each size within the given range, else within the profile's range.
 */
export function caseGenerator<C>(spec: GeneratorSpec<C>): CaseGenerator<C> {
  function* each(random: Random, profile: Profile, count: number, sizes?: SizeRanges): Generator<C, void, undefined> {
    const ranges = resolveSizes(spec.sizes, spec.profileSizes[buildProfile(profile)], sizes);
    for (const generated of labelledCases(spec, random, count, profile, ranges)) yield generated.value;
  }
  return Object.assign(
    (random: Random, profile: Profile, count: number, sizes?: SizeRanges): C[] => [
      ...each(random, profile, count, sizes),
    ],
    spec,
    { each },
  );
}

/** The labels no case shows, by `classify`: what a list of cases fails to cover (empty when it covers them all). */
export function uncovered<C, L extends string>(
  labels: readonly L[],
  cases: readonly C[],
  classify: (input: C) => readonly string[],
): L[] {
  const seen = new Set(cases.flatMap((input) => classify(input)));
  return labels.filter((label) => !seen.has(label));
}
