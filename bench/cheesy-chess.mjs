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
import { existsSync, readFileSync } from 'node:fs';
import { defaultOutput, writeInput } from './cheesy-chess-generate.mjs';
import { judgeWithReference } from './cheesy-chess-reference.mjs';
import { CLI, ROOT, best, contestOutput, importBuilt, perSecond, processRun } from './lib.mjs';

const RUNS = 3;
const { findProblem } = await importBuilt('problems/registry.js');

const count = Number(process.argv[2] ?? 100_000);
const file = defaultOutput(count);
if (!existsSync(file)) {
  console.error(`bench: writing ${count} cases to ${file}`);
  writeInput(count, file);
}
const text = readFileSync(file, 'utf8');



const problem = findProblem('cheesy-chess');
const nodeStart = best(processRun(['-e', '']), RUNS);
const arbiterCli = best(processRun([CLI, 'cheesy-chess', file]), RUNS);
const referenceCli = best(processRun([`${ROOT}bench/cheesy-chess-reference.mjs`, file]), RUNS);
const arbiterLib = best(() => contestOutput(problem, text, { strict: true }), RUNS);
const referenceLib = best(() => judgeWithReference(text), RUNS);

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
const rate = (ms) => perSecond(count, ms, 'cases');
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
