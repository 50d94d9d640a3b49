// Rank and File benchmark: 100,000 positions through Arbiter and through a chess.js script.
//
//   npm run build && node bench/rank-and-file.mjs [COUNT]
//
// Two comparisons, best of three runs each, on the same generated input (bench/data/, made on the
// first run; seeded, so every machine gets the same file):
//   - whole process: `node dist/cli/main.js rank-and-file FILE` against
//     `node bench/chessjs-rank-and-file.mjs FILE`, as a user would run them (Node's own start-up
//     time is included in both and shown on its own line);
//   - in process: Arbiter's library (read, judge, format) against the chess.js function, on the
//     text already in memory.
// Both outputs must be identical, or the benchmark fails.
import { existsSync, readFileSync } from 'node:fs';
import { judgeWithChessJs } from './chessjs-rank-and-file.mjs';
import { defaultOutput, writeInput } from './generate-rank-and-file.mjs';
import { CLI, ROOT, best, contestOutput, importBuilt, perSecond, processRun } from './lib.mjs';

const RUNS = 3;
const { findProblem } = await importBuilt('problems/registry.js');

const count = Number(process.argv[2] ?? 100_000);
const file = defaultOutput(count);
if (!existsSync(file)) {
  console.error(`bench: writing ${count} positions to ${file}`);
  writeInput(count, file);
}
const text = readFileSync(file, 'utf8');



const problem = findProblem('rank-and-file');
const nodeStart = best(processRun(['-e', '']), RUNS);
const arbiterCli = best(processRun([CLI, 'rank-and-file', file]), RUNS);
const chessjsCli = best(processRun([`${ROOT}bench/chessjs-rank-and-file.mjs`, file]), RUNS);
const arbiterLib = best(() => contestOutput(problem, text), RUNS);
const chessjsLib = best(() => judgeWithChessJs(text), RUNS);

for (const [name, output] of [
  ['Arbiter CLI', arbiterCli.result],
  ['Arbiter library', arbiterLib.result],
  ['chess.js function', chessjsLib.result],
]) {
  if (output !== chessjsCli.result) {
    console.error(`bench: ${name} output differs from the chess.js script's`);
    process.exit(1);
  }
}

const rate = (ms) => perSecond(count, ms, 'positions');
const row = (label, ms, extra = '') => console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms  ${extra}`);
console.log(`Rank and File, ${count.toLocaleString('en-US')} positions, best of ${RUNS}; outputs identical`);
row('node start-up alone', nodeStart.ms);
row('whole process: Arbiter CLI', arbiterCli.ms, rate(arbiterCli.ms));
row('whole process: chess.js script', chessjsCli.ms, rate(chessjsCli.ms));
row('in process: Arbiter library', arbiterLib.ms, rate(arbiterLib.ms));
row('in process: chess.js function', chessjsLib.ms, rate(chessjsLib.ms));
console.log(`ratio, whole process: Arbiter ${(chessjsCli.ms / arbiterCli.ms).toFixed(1)}x faster`);
console.log(`ratio, in process:    Arbiter ${(chessjsLib.ms / arbiterLib.ms).toFixed(1)}x faster`);
