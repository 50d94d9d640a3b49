import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which vitest starts the test files (vitest.config.ts): the longest first, so that
 * no long file is left for the end while the other workers wait. As vitest's own order: by the
 * last run's times where this clone has them, or else by size, here the file's with the checks it
 * runs (a part file, test/helpers/parts.ts, is a line that runs a `*-checks.ts` module: it weighs
 * what that module does, not one line).
 */
export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (spec: TestSpecification): string =>
      `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    const weights = new Map(files.map((spec) => [spec, weight(spec.moduleId)]));
    const sorted = [...files].sort((a, b) => {
      const [last, lastB] = [cache.getFileTestResults(key(a)), cache.getFileTestResults(key(b))];
      if (!last || !lastB) return weights.get(b)! - weights.get(a)!;
      // As vitest: what failed last first, then the longest.
      if (last.failed !== lastB.failed) return last.failed ? -1 : 1;
      return lastB.duration - last.duration;
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
