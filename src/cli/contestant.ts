import { availableParallelism } from 'node:os';
import { Option } from 'commander';
import { seededRandom } from '../core/random.js';
import { PROFILES, type SizeKnob, type SizeRanges, sizesProblem } from '../core/generate.js';
import type { ContestantTools } from '../framework/contestant-tools.js';
import { wholeNumber } from './arguments.js';
import { plural } from '../core/grouped.js';
import { quote } from '../core/characters.js';

/**
 * What the contestant's tools share (`arbiter gen`, `check`, `stress`): their limits, options,
 * size knobs and seeds.
 */

export const EXIT_FAILED = 1;
const DEFAULT_SEED = 1;
const CORES = availableParallelism();
/** Runs at once, at most: 4 times the cores, and never more than 256. */
export const MAX_JOBS = Math.min(256, 4 * CORES);
export const MAX_TESTS = 1_000_000_000;
/** Cases in one input, at most, for a problem whose contest sets no limit (Cheesy Chess's T, checkers' records). */
export const MAX_FREE_CASES = 100_000;

export { plural };

export const indent = (text: string): string =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => (line.trim() ? `  ${line}` : ''))
    .join('\n');

export const jobsParser = wholeNumber('jobs', 1, MAX_JOBS, ` (4 times the ${plural(CORES, 'core')}, at most 256)`);

/** `--seed`: what the generators take, 0 to 2^32 - 1. */
export const seedOption = (what: string): Option =>
  new Option('--seed <n>', what).argParser(wholeNumber('seed', 0, 2 ** 32 - 1)).default(DEFAULT_SEED);

/** `--profile`, with the profiles `gen` and `stress` share and those a command adds. */
export const profileOption = (fallback: string, what: string, more: readonly string[] = []): Option =>
  new Option('--profile <profile>', what).choices([...PROFILES, ...more]).default(fallback);

/** `--set NAME=MIN..MAX`, repeatable: the values collect into a list (none given: undefined). */
export const setOption = (what: string): Option =>
  new Option('--set <name=min..max>', what).argParser((value: string, previous: readonly string[] | undefined) => [
    ...(previous ?? []),
    value,
  ]);

/** The most cases one input may have: the contest's limit (D <= 100, g <= 200), or MAX_FREE_CASES. */
export const maxCases = (tools: ContestantTools): number => tools.maxCases ?? MAX_FREE_CASES;

/** The knobs' help: one line each. */
export const knobLines = (knobs: readonly SizeKnob[]): string =>
  knobs.map((knob) => `  --set ${`${knob.name}=${knob.min}..${knob.max}`.padEnd(22)} ${knob.what}`).join('\n');

/**
 * `--set NAME=MIN..MAX` (or `NAME=N`) for each knob, read and checked (a known name, MIN <= MAX,
 * within the knob's range). A string is the usage error, with the knobs and their ranges.
 */
export function parseSizes(specs: readonly string[], knobs: readonly SizeKnob[]): SizeRanges | string {
  const sizes: Record<string, { min: number; max: number }> = {};
  const listed = knobs.length ? `; the knobs are:\n${knobLines(knobs)}` : '';
  for (const spec of specs) {
    const match = /^([A-Za-z][\w-]*)=(\d{1,9})(?:\.\.(\d{1,9}))?$/.exec(spec);
    if (!match) return `--set ${quote(spec, 80)}: expected NAME=MIN..MAX (or NAME=N)${listed}`;
    const [, name, low, high = low] = match;
    sizes[name] = { min: Number(low), max: Number(high) };
  }
  const problem = sizesProblem(knobs, sizes);
  return problem === undefined ? sizes : `--set: ${problem}${listed}`;
}

/** The `--set` flags that make `sizes` again, for the commands a report shows. */
export const setFlags = (sizes: SizeRanges): string =>
  Object.entries(sizes)
    .map(([name, { min, max }]) => ` --set ${name}=${min === max ? min : `${min}..${max}`}`)
    .join('');

/** The seed of test (or file) `index` of a run started at `seed`: `arbiter gen --seed` with it makes the same input. */
export const testSeed = (seed: number, index: number): number =>
  Math.floor(seededRandom((seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0)() * 2 ** 31);
