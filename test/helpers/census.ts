import { type DataClass, DATA_CLASSES, isProfile } from '../../src/core/generate.js';
import { seededRandom } from '../../src/core/random.js';
import { UNCHECKED } from './unchecked.js';
import type { Problem } from '../../src/framework/problem.js';

const PROBLEMS: Readonly<Record<string, Problem<never, object, object>>> = Object.fromEntries(
  UNCHECKED.map((problem) => [problem.id, problem as unknown as Problem<never, object, object>]),
);

/** A reason without its squares and numbers, so that like reasons count together. */
const reasonKind = (reason: string): string =>
  reason
    .replace(/\([^)]*\)/g, '(…)')
    .replace(/\b[a-h][1-8]\b/g, 'SQ')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N');

/** Counts the classes of `cases`, prints them with the reasons' kinds; the exit status. */
export function census(args: readonly string[], read: (file: string) => string): number {
  const [id, ...rest] = args;
  const problem = PROBLEMS[id];
  if (!problem) {
    process.stderr.write(
      `usage: data-class.mjs PROBLEM [FILE...] | PROBLEM --profile P --cases N [--seed S]; problems: ${Object.keys(PROBLEMS).join(', ')}\n`,
    );
    return 2;
  }
  const flag = (name: string): string | undefined => {
    const at = rest.indexOf(name);
    return at < 0 ? undefined : rest[at + 1];
  };
  const profile = flag('--profile');
  let cases: unknown[] = [];
  let unread = 0;
  if (profile !== undefined) {
    if (!isProfile(profile)) throw new Error(`unknown profile ${profile}`);
    cases = problem.generate(seededRandom(Number(flag('--seed') ?? 1)), profile, Number(flag('--cases') ?? 10_000));
  } else {
    for (const file of rest.length > 0 ? rest : ['-']) {
      const parsed = problem.parse(read(file));
      for (const input of parsed.cases) {
        if (input.result.ok) cases.push(input.result.value);
        else unread++;
      }
    }
  }
  const counts = new Map<DataClass, number>(DATA_CLASSES.map((name) => [name, 0]));
  const reasons = new Map<string, number>();
  for (const input of cases) {
    const verdict = problem.classify(input as never);
    counts.set(verdict.class, counts.get(verdict.class)! + 1);
    for (const reason of new Set(verdict.reasons.map(reasonKind))) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const share = (count: number): string => `${((100 * count) / Math.max(1, cases.length)).toFixed(1)}%`;
  process.stdout.write(`${id}: ${cases.length} cases${unread > 0 ? ` (${unread} more not readable)` : ''}\n`);
  for (const [name, count] of counts)
    process.stdout.write(`  ${name.padEnd(8)} ${String(count).padStart(6)}  ${share(count)}\n`);
  for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1]))
    process.stdout.write(`    ${String(count).padStart(6)}  ${share(count).padStart(6)}  ${reason}\n`);
  return 0;
}
