// Cheesy Chess benchmark: a large seeded contest input through Arbiter and through the plain
// recursive judge a contestant would write (bench/cheesy-chess-reference.mjs).
//
//   npm run build && node bench/cheesy-chess.mjs [COUNT]
//
// Best of three runs each, on the same input (bench/data/, made on the first run):
//   - whole process: `node dist/cli/main.js cheesy-chess FILE` against
//     `node bench/cheesy-chess-reference.mjs FILE` (Node's start-up shown on its own line);
//   - in process: Arbiter's library (read, judge, format) against the reference function.
// All outputs must be identical, or the benchmark fails.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultOutput, writeInput } from './cheesy-chess-generate.mjs';
import { judgeWithReference } from './cheesy-chess-reference.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}dist/cli/main.js`;
const RUNS = 3;

if (!existsSync(cli)) {
  console.error('bench: dist/ is missing; run `npm run build` first');
  process.exit(2);
}
const { findProblem } = await import(`${root}dist/problems/registry.js`);

const count = Number(process.argv[2] ?? 100_000);
const file = defaultOutput(count);
if (!existsSync(file)) {
  console.error(`bench: writing ${count} cases to ${file}`);
  writeInput(count, file);
}
const text = readFileSync(file, 'utf8');

function best(run) {
  let fastest = Infinity;
  let result;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    result = run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { ms: fastest, result };
}

const processRun = (args) => () => execFileSync(process.execPath, args, { cwd: root, maxBuffer: 1 << 28, encoding: 'utf8' });

function arbiterInProcess(input) {
  const problem = findProblem('cheesy-chess');
  const lines = problem.read(input, { strict: true }).cases.map((pending) => {
    const answer = pending.answer(false);
    if (answer.kind !== 'verdict') throw new Error(`case ${pending.index} was not judged`);
    return answer.contest;
  });
  return `${lines.join('\n')}\n`;
}

const nodeStart = best(processRun(['-e', '']));
const arbiterCli = best(processRun([cli, 'cheesy-chess', file]));
const referenceCli = best(processRun([`${root}bench/cheesy-chess-reference.mjs`, file]));
const arbiterLib = best(() => arbiterInProcess(text));
const referenceLib = best(() => judgeWithReference(text));

for (const [name, output] of [
  ['Arbiter CLI', arbiterCli.result],
  ['Arbiter library', arbiterLib.result],
  ['reference function', referenceLib.result],
]) {
  if (output !== referenceCli.result) {
    console.error(`bench: ${name} output differs from the reference script's`);
    process.exit(1);
  }
}

const whites = referenceCli.result.split('\n').filter((line) => line === 'White').length;
const rate = (ms) => `${Math.round(count / (ms / 1000)).toLocaleString('en-US')} cases/s`;
const row = (label, ms, extra = '') => console.log(`${label.padEnd(36)} ${ms.toFixed(0).padStart(7)} ms  ${extra}`);
console.log(`Cheesy Chess, ${count.toLocaleString('en-US')} cases (${whites.toLocaleString('en-US')} White), best of ${RUNS}; outputs identical`);
row('node start-up alone', nodeStart.ms);
row('whole process: Arbiter CLI', arbiterCli.ms, rate(arbiterCli.ms));
row('whole process: plain recursive script', referenceCli.ms, rate(referenceCli.ms));
row('in process: Arbiter library', arbiterLib.ms, rate(arbiterLib.ms));
row('in process: plain recursive function', referenceLib.ms, rate(referenceLib.ms));
const ratio = (reference, arbiter) => (reference >= arbiter ? `Arbiter ${(reference / arbiter).toFixed(2)}x faster` : `Arbiter ${(arbiter / reference).toFixed(2)}x slower`);
console.log(`ratio, whole process: ${ratio(referenceCli.ms, arbiterCli.ms)}`);
console.log(`ratio, in process:    ${ratio(referenceLib.ms, arbiterLib.ms)}`);
