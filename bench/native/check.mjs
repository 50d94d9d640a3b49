// The native reference programs must answer exactly as Arbiter does: this script builds them
// (bench/native/build.mjs), runs each one and the Arbiter CLI on the same inputs, and compares the
// outputs byte for byte; the native perft is compared with the published table.
//
//   npm run build && node bench/native/check.mjs
//
// Inputs (bench/data/, git-ignored, seeded so every machine gets the same files):
//   - the benchmark's own (bench/inputs.mjs, the library's generators): Rank and File 100,000
//     positions, Cheesy Chess 100,000 cases, checkers 20,000 records (contest profile) and
//     20,000 long ones (hard profile), Simplified Chess 200 worst-case games at every m from 1 to 8
//     and 200 games of the hard profile; 10,000 realistic checkers game records
//     (bench/realistic-checkers.mjs);
//   - bench/native/edge-inputs.mjs, written again on every run: what those leave out (kings side
//     by side, boards of other sizes, free piece mixes, checkers records from random layouts with
//     every kind of illegal move; see there).
// Exit status 0 when every output agrees, 1 when one differs (the first differing case is shown),
// 2 when dist/ is missing. With no compiler on the machine the check is skipped (status 0).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, writeFileSync } from 'node:fs';
import { generatedInput, longCheckersRecords, realisticCheckersInput, simplifiedChessWorstCase } from '../inputs.mjs';
import { CLI, ROOT, importBuilt } from '../lib.mjs';
import { build } from './build.mjs';
import { checkersEdges, cheesyChessEdges, rankAndFileEdges, simplifiedChessEdges } from './edge-inputs.mjs';

if (!existsSync(CLI)) {
  console.error('native check: dist/ is missing; run `npm run build` first');
  process.exit(2);
}
const built = build();
if (built === null) process.exit(0);
const { binaries } = built;

const { rules } = await importBuilt('index.js');
const checkersRules = rules.checkers;

const DATA = `${ROOT}bench/data/`;
mkdirSync(DATA, { recursive: true });

/** An edge-case input, always written afresh so that it follows edge-inputs.mjs. */
function edgeFile(name, text) {
  const file = `${DATA}native-${name}.txt`;
  writeFileSync(file, text());
  return file;
}

/** Every comparison: the problem, the native program, and the input file. */
const comparisons = [
  { problem: 'rank-and-file', file: generatedInput('rank-and-file', 'contest', 100_000) },
  { problem: 'rank-and-file', file: edgeFile('rank-and-file-edges', () => rankAndFileEdges(20_000)) },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((moves) => ({
    problem: 'simplified-chess',
    file: simplifiedChessWorstCase(200, moves),
  })),
  { problem: 'simplified-chess', file: generatedInput('simplified-chess', 'hard', 200) },
  { problem: 'simplified-chess', file: edgeFile('simplified-chess-edges', () => simplifiedChessEdges(2_000)) },
  { problem: 'cheesy-chess', file: generatedInput('cheesy-chess', 'contest', 100_000) },
  { problem: 'cheesy-chess', file: edgeFile('cheesy-chess-edges', () => cheesyChessEdges(20_000)) },
  { problem: 'checkers', program: 'checkers-validate', file: generatedInput('checkers', 'contest', 20_000) },
  { problem: 'checkers', program: 'checkers-validate', file: longCheckersRecords(20_000) },
  { problem: 'checkers', program: 'checkers-validate', file: realisticCheckersInput(10_000) },
  {
    problem: 'checkers',
    program: 'checkers-validate',
    file: edgeFile('checkers-edges', () => checkersEdges(20_000, checkersRules)),
  },
];

const runNative = (binary, file) => {
  const input = openSync(file, 'r');
  try {
    return execFileSync(binary, [], { stdio: [input, 'pipe', 'inherit'], maxBuffer: 1 << 28, encoding: 'utf8' });
  } finally {
    closeSync(input);
  }
};
/** Arbiter's output, or { rejected: its first complaint } when it finds the input malformed. */
function runArbiter(args) {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, maxBuffer: 1 << 28, encoding: 'utf8' });
  if (run.status === 0) return run.stdout;
  if (run.status === 1) return { rejected: run.stderr.split('\n')[0] };
  throw new Error(`arbiter ${args.join(' ')} failed (status ${run.status}): ${run.stderr.slice(0, 500)}`);
}

/** "4,512 CHECKED, 310 CHECKMATED, ..." for the answers of one output. */
function tally(lines) {
  const counts = new Map();
  for (const line of lines) {
    const answer = line.replace(/^(WHITE|BLACK) IS /, '').replace(/^Move \d+ is invalid$/, 'Move k is invalid');
    counts.set(answer, (counts.get(answer) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([answer, count]) => `${count.toLocaleString('en-US')} ${answer}`)
    .join(', ');
}

let failures = 0;
let skipped = 0;
const cases = new Map();
for (const { problem, program = problem, file } of comparisons) {
  const binary = binaries[program];
  const name = file.slice(ROOT.length);
  if (!binary) {
    console.log(`${problem.padEnd(17)} ${name}: no native program (${program}); skipped`);
    continue;
  }
  const arbiter = runArbiter([problem, file]);
  if (typeof arbiter !== 'string') {
    // Not the native program's fault: the native programs are written for well-formed input only.
    skipped++;
    console.log(`${problem.padEnd(17)} ${name}: SKIPPED, not well-formed input; Arbiter says ${arbiter.rejected}`);
    continue;
  }
  const native = runNative(binary, file);
  const lines = arbiter.split('\n').slice(0, -1);
  if (native === arbiter) {
    cases.set(problem, (cases.get(problem) ?? 0) + lines.length);
    console.log(
      `${problem.padEnd(17)} ${name}: ${lines.length.toLocaleString('en-US')} cases, identical (${tally(lines)})`,
    );
    continue;
  }
  failures++;
  const ours = native.split('\n');
  const at = lines.findIndex((line, index) => line !== ours[index]);
  const where =
    at < 0
      ? `the outputs differ in length (${ours.length - 1} lines native, ${lines.length} Arbiter)`
      : `case ${at + 1}: native "${ours[at]}", Arbiter "${lines[at]}"`;
  console.log(`${problem.padEnd(17)} ${name}: DIFFERENT, first at ${where}`);
}

// Perft against the published table (Aart Bik; OEIS A133046), every jump route a move.
const PUBLISHED = [1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128];
if (binaries['checkers-perft']) {
  const wrong = [];
  for (let depth = 1; depth < PUBLISHED.length; depth++) {
    const nodes = Number(execFileSync(binaries['checkers-perft'], [String(depth)], { encoding: 'utf8' }).trim());
    if (nodes !== PUBLISHED[depth]) wrong.push(`perft ${depth} = ${nodes}, published ${PUBLISHED[depth]}`);
  }
  if (wrong.length > 0) failures++;
  console.log(
    `checkers perft    depths 1-${PUBLISHED.length - 1}: ${wrong.length === 0 ? `all equal to the published table (perft ${PUBLISHED.length - 1} = ${PUBLISHED.at(-1)})` : wrong.join('; ')}`,
  );
}

const summary = [...cases].map(([problem, count]) => `${problem} ${count.toLocaleString('en-US')}`).join(', ');
const skips = skipped > 0 ? `; ${skipped} input file(s) skipped as malformed, see above` : '';
console.log(
  failures === 0
    ? `native check: every output agrees (cases compared: ${summary})${skips}`
    : `native check: ${failures} comparison(s) differ${skips}`,
);
process.exit(failures === 0 ? 0 : 1);
