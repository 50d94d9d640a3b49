// Rank and File benchmark: 100,000 positions through Arbiter and through a chess.js script.
//
//   npm run build && node bench/rank-and-file.mjs [COUNT]
//
// Whole process and in process, best of three, on the same generated input (bench/data/, made on
// the first run; seeded, so every machine gets the same file); see compareWithAlternative.
import { existsSync } from 'node:fs';
import { judgeWithChessJs } from './chessjs-rank-and-file.mjs';
import { defaultOutput, writeInput } from './generate-rank-and-file.mjs';
import { ROOT, compareWithAlternative } from './lib.mjs';

const count = Number(process.argv[2] ?? 100_000);
const file = defaultOutput(count);
if (!existsSync(file)) {
  console.error(`bench: writing ${count} positions to ${file}`);
  writeInput(count, file);
}

await compareWithAlternative({
  title: 'Rank and File',
  problemId: 'rank-and-file',
  file,
  count,
  unit: 'positions',
  alternative: { name: 'chess.js', script: `${ROOT}bench/chessjs-rank-and-file.mjs`, judge: judgeWithChessJs },
});
