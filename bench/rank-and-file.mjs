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
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { judgeWithChessJs } from './chessjs-rank-and-file.mjs';
import { defaultOutput, writeInput } from './generate-rank-and-file.mjs';

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
  console.error(`bench: writing ${count} positions to ${file}`);
  writeInput(count, file);
}
const text = readFileSync(file, 'utf8');

/** Best wall time of RUNS calls, in milliseconds, and the last result. */
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
  const problem = findProblem('rank-and-file');
  const lines = problem.read(input, { strict: false }).cases.map((pending) => {
    const answer = pending.answer(false);
    if (answer.kind !== 'verdict') throw new Error(`case ${pending.index} was not judged`);
    return answer.contest;
  });
  return `${lines.join('\n')}\n`;
}

const nodeStart = best(processRun(['-e', '']));
const arbiterCli = best(processRun([cli, 'rank-and-file', file]));
const chessjsCli = best(processRun([`${root}bench/chessjs-rank-and-file.mjs`, file]));
const arbiterLib = best(() => arbiterInProcess(text));
const chessjsLib = best(() => judgeWithChessJs(text));

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

const rate = (ms) => `${Math.round(count / (ms / 1000)).toLocaleString('en-US')} positions/s`;
const row = (label, ms, extra = '') => console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms  ${extra}`);
console.log(`Rank and File, ${count.toLocaleString('en-US')} positions, best of ${RUNS}; outputs identical`);
row('node start-up alone', nodeStart.ms);
row('whole process: Arbiter CLI', arbiterCli.ms, rate(arbiterCli.ms));
row('whole process: chess.js script', chessjsCli.ms, rate(chessjsCli.ms));
row('in process: Arbiter library', arbiterLib.ms, rate(arbiterLib.ms));
row('in process: chess.js function', chessjsLib.ms, rate(chessjsLib.ms));
console.log(`ratio, whole process: Arbiter ${(chessjsCli.ms / arbiterCli.ms).toFixed(1)}x faster`);
console.log(`ratio, in process:    Arbiter ${(chessjsLib.ms / arbiterLib.ms).toFixed(1)}x faster`);
