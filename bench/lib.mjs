// What every benchmark script shares: where things are, the built library, and timing.
// (The seeded PRNG is the library's own: (await importBuilt('index.js')).random.)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLI = `${ROOT}dist/arbiter.mjs`;

/** Imports a module of the built library (dist/), or stops with a hint when it is not built. */
export async function importBuilt(path) {
  if (!existsSync(CLI)) {
    console.error('bench: dist/ is missing; run `npm run build` first');
    process.exit(2);
  }
  return import(`${ROOT}dist/${path}`);
}

/** Wall time of one call, in milliseconds, and its result. */
export function timed(run) {
  const start = process.hrtime.bigint();
  const result = run();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

/** The fastest of `runs` calls. */
export function best(run, runs = 3) {
  let fastest;
  for (let i = 0; i < runs; i++) {
    const attempt = timed(run);
    if (!fastest || attempt.ms < fastest.ms) fastest = attempt;
  }
  return fastest;
}

/** A function that runs `node ARGS` as a whole process and returns its standard output. */
export const processRun = (args) => () => execFileSync(process.execPath, args, { cwd: ROOT, maxBuffer: 1 << 28, encoding: 'utf8' });

/** The contest output of a registered problem, judged in this process; every case must be judged. */
export function contestOutput(problem, input, options = {}) {
  const lines = problem.read(input, options).cases.map((pending) => {
    const answer = pending.answer(false);
    if (answer.kind !== 'verdict') throw new Error(`case ${pending.index} was not judged`);
    return answer.contest;
  });
  return `${lines.join('\n')}\n`;
}

/** "153,381 positions/s" */
export const perSecond = (count, ms, unit) => `${Math.round(count / (ms / 1000)).toLocaleString('en-US')} ${unit}/s`;

/** "6.9x faster", or "1.20x slower" when the alternative wins. */
function ratio(alternativeMs, arbiterMs) {
  const factor = Math.max(alternativeMs, arbiterMs) / Math.min(alternativeMs, arbiterMs);
  return `Arbiter ${factor.toFixed(factor >= 10 ? 1 : 2)}x ${alternativeMs >= arbiterMs ? 'faster' : 'slower'}`;
}

/**
 * One contest input through Arbiter and through the alternative a user would pick, best of `runs`
 * each: whole process (`arbiter PROBLEM FILE` against `node SCRIPT FILE`, Node's start-up shown
 * on its own line) and in process (Arbiter's library against the alternative's function, on the
 * text already in memory). All outputs must be identical, or the benchmark fails.
 */
export async function compareWithAlternative({
  title,
  problemId,
  file,
  count,
  unit,
  parseOptions = {},
  alternative,
  runs = 3,
  describe = () => '',
}) {
  const { findProblem } = await importBuilt('index.js');
  const problem = findProblem(problemId);
  const text = readFileSync(file, 'utf8');
  const nodeStart = best(processRun(['-e', '']), runs);
  const arbiterCli = best(processRun([CLI, problemId, file]), runs);
  const alternativeCli = best(processRun([alternative.script, file]), runs);
  const arbiterLib = best(() => contestOutput(problem, text, parseOptions), runs);
  const alternativeLib = best(() => alternative.judge(text), runs);
  for (const [name, output] of [
    ['Arbiter CLI', arbiterCli.result],
    ['Arbiter library', arbiterLib.result],
    [`${alternative.name} function`, alternativeLib.result],
  ]) {
    if (output !== alternativeCli.result) {
      console.error(`bench: ${name} output differs from the ${alternative.name} script's`);
      process.exit(1);
    }
  }
  const rate = (ms) => perSecond(count, ms, unit);
  const row = (label, ms, extra = '') => console.log(`${label.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms  ${extra}`);
  console.log(`${title}, ${count.toLocaleString('en-US')} ${unit}${describe(alternativeCli.result)}, best of ${runs}; outputs identical`);
  row('node start-up alone', nodeStart.ms);
  row('whole process: Arbiter CLI', arbiterCli.ms, rate(arbiterCli.ms));
  row(`whole process: ${alternative.name} script`, alternativeCli.ms, rate(alternativeCli.ms));
  row('in process: Arbiter library', arbiterLib.ms, rate(arbiterLib.ms));
  row(`in process: ${alternative.name} function`, alternativeLib.ms, rate(alternativeLib.ms));
  console.log(`ratio, whole process: ${ratio(alternativeCli.ms, arbiterCli.ms)}`);
  console.log(`ratio, in process:    ${ratio(alternativeLib.ms, arbiterLib.ms)}`);
}
