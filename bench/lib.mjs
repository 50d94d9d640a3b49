// What every benchmark script shares: where things are, a seeded PRNG, and timing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLI = `${ROOT}dist/cli/main.js`;

/** Imports a module of the built library (dist/), or stops with a hint when it is not built. */
export async function importBuilt(path) {
  if (!existsSync(CLI)) {
    console.error('bench: dist/ is missing; run `npm run build` first');
    process.exit(2);
  }
  return import(`${ROOT}dist/${path}`);
}

/** mulberry32: small, fast, and the same on every machine, so generated inputs are too. */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
