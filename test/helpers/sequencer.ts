import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Each file's seconds in a run on two cores (`node scripts/suite-report.mjs --durations`), for a clone with no run of its own. */
const DURATIONS = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>;

/**
 * The order in which vitest starts the test files (vitest.config.ts): the longest first, so that
 * no long file is left for the end while the other workers wait. A file's time is the last run's
 * where this clone has one (vitest's cache, where a file that failed goes first), or else the one
 * test/helpers/durations.json gives; a file with neither (a new one) goes first, the larger first (a
 * part file, test/helpers/parts.ts, is a line that runs a `*-checks.ts` module: it weighs what that
 * module does, not one line).
 */
export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cache = this.ctx.cache;
    const last = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`);
    const seconds = (spec: TestSpecification): number => {
      const run = last(spec);
      return run ? run.duration / 1000 : (DURATIONS[relative(root, spec.moduleId)] ?? Infinity);
    };
    // Each file's keys once, not at each comparison of the sort.
    const keys = new Map(
      files.map((spec) => [
        spec,
        { failed: Number(last(spec)?.failed ?? false), seconds: seconds(spec), weight: weight(spec.moduleId) },
      ]),
    );
    const sorted = [...files].sort((a, b) => {
      const [x, y] = [keys.get(a)!, keys.get(b)!];
      return y.failed - x.failed || (x.seconds === y.seconds ? y.weight - x.weight : y.seconds - x.seconds);
    });
    // The fast tier runs first, apart (groupOrder): the browser's files are spread among the full tier's.
    const fast = sorted.filter((spec) => spec.project.name === 'fast');
    const full = sorted.filter((spec) => spec.project.name !== 'fast');
    return Promise.resolve([...fast, ...amongTheOthers(full, (spec) => spec.project.name === 'web')]);
  }
}

/**
 * The browser's files spread evenly among the full tier's others, in order: they mostly wait for
 * the browser, and together at the end they would leave the cores idle that a CPU-bound file beside
 * them would use: the first of them first, then one after each `others / spread` of the others.
 */
export function amongTheOthers<T>(sorted: readonly T[], waits: (item: T) => boolean): T[] {
  const spread = sorted.filter(waits);
  const others = sorted.filter((item) => !waits(item));
  if (spread.length === 0) return [...sorted];
  const every = others.length / spread.length;
  const order: T[] = [];
  let next = 0;
  others.forEach((item, at) => {
    if (next < spread.length && at >= next * every) order.push(spread[next++]);
    order.push(item);
  });
  return [...order, ...spread.slice(next)];
}

/** The file's size, with the `*-checks.ts` modules beside it that it imports. */
function weight(file: string): number {
  const text = readFileSync(file, 'utf8');
  const checks = [...text.matchAll(/from '\.\/([\w-]+-checks)\.js'/g)].map((found) =>
    join(dirname(file), `${found[1]}.ts`),
  );
  return text.length + checks.reduce((sum, path) => sum + statSync(path).size, 0);
}
