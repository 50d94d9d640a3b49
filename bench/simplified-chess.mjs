// Simplified Chess Engine benchmark: the contest's worst case against plain minimax, and the
// deepest horizon Arbiter answers within a second per game.
//
//   npm run build && node bench/simplified-chess.mjs
//
// 1. 200 games at m = 6, five pieces a side (bench/generate-simplified-chess.mjs; mostly NO, which
//    forces the full search), judged in this process by Arbiter's library and by the plain minimax
//    of the tests (test/problems/simplified-chess/plain-minimax.ts, loaded through tsx), best of
//    three each; the answers must agree. The whole `arbiter` process is timed too.
// 2. The same 200 positions at m = 8, 10, 12, ...: the slowest game at each m, up to the first m at
//    which some game needs more than a second.
import { existsSync, readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { defaultOutput, generate, writeInput } from './generate-simplified-chess.mjs';
import { CLI, best, importBuilt, processRun } from './lib.mjs';

const { findProblem } = await importBuilt('index.js');
const { plainContestOutput } = await tsImport('../test/problems/simplified-chess/plain-minimax.ts', import.meta.url);
const problem = findProblem('simplified-chess');

const GAMES = 200;
const file = defaultOutput(GAMES, 6);
if (!existsSync(file)) writeInput(GAMES, 6, file);
const text = readFileSync(file, 'utf8');

/** Arbiter's answers, and the slowest single game, with a per-game time limit. */
function arbiter(input, timeLimitMs = 60_000) {
  let slowest = 0;
  const lines = problem.read(input).cases.map((pending) => {
    const start = performance.now();
    const answer = pending.answer(false, { timeLimitMs });
    slowest = Math.max(slowest, performance.now() - start);
    return answer.kind === 'verdict' ? answer.contest : 'error';
  });
  return { output: `${lines.join('\n')}\n`, slowest };
}

const ours = best(() => arbiter(text).output, 10);
const plain = best(() => plainContestOutput(text), 3);
const whole = best(processRun([CLI, 'simplified-chess', file]), 3);
if (ours.result !== plain.result || whole.result !== plain.result) {
  console.error('bench: Arbiter and plain minimax disagree');
  process.exit(1);
}
const yes = ours.result.split('\n').filter((line) => line === 'YES').length;
const row = (label, ms, extra = '') => console.log(`${label.padEnd(40)} ${ms.toFixed(1).padStart(8)} ms  ${extra}`);
console.log(`Simplified Chess Engine, ${GAMES} games at m = 6, five pieces a side (${yes} YES, ${GAMES - yes} NO); answers agree`);
row('in process: Arbiter library (best of 10)', ours.ms, `${(ours.ms / GAMES).toFixed(2)} ms/game`);
row('in process: plain minimax (best of 3)', plain.ms, `${(plain.ms / GAMES).toFixed(2)} ms/game`);
row('whole process: arbiter CLI (best of 3)', whole.ms);
console.log(`ratio, in process: Arbiter ${(plain.ms / ours.ms).toFixed(0)}x faster than plain minimax`);

console.log(`\nDeeper horizons on the same ${GAMES} positions (a game over 1 s stops the climb):`);
let largest = 6;
for (let moves = 8; moves <= 40; moves += 2) {
  const start = performance.now();
  const { output, slowest } = arbiter(generate(GAMES, moves), 1000);
  const seconds = (performance.now() - start) / 1000;
  const unfinished = output.split('\n').filter((line) => line === 'error').length;
  console.log(
    `m = ${String(moves).padStart(2)}: slowest game ${slowest.toFixed(0).padStart(5)} ms, all ${GAMES} in ${seconds.toFixed(1)} s${unfinished ? `, ${unfinished} over 1 s` : ''}`,
  );
  if (unfinished > 0 || slowest > 1000) break;
  largest = moves;
}
console.log(`largest m with every game under 1 s: ${largest}`);
