// Cheesy Chess benchmark: a large seeded contest input through Arbiter and through the plain
// recursive judge a contestant would write (bench/cheesy-chess-reference.mjs).
//
//   npm run build && node bench/cheesy-chess.mjs [COUNT]
//
// Whole process and in process, best of three, on the same input (bench/data/, made on the first
// run); see compareWithAlternative.
import { existsSync } from 'node:fs';
import { defaultOutput, writeInput } from './cheesy-chess-generate.mjs';
import { judgeWithReference } from './cheesy-chess-reference.mjs';
import { ROOT, compareWithAlternative } from './lib.mjs';

const count = Number(process.argv[2] ?? 100_000);
const file = defaultOutput(count);
if (!existsSync(file)) {
  console.error(`bench: writing ${count} cases to ${file}`);
  writeInput(count, file);
}

await compareWithAlternative({
  title: 'Cheesy Chess',
  problemId: 'cheesy-chess',
  file,
  count,
  unit: 'cases',
  parseOptions: { strict: true },
  alternative: { name: 'plain recursive', script: `${ROOT}bench/cheesy-chess-reference.mjs`, judge: judgeWithReference },
  describe: (output) =>
    ` (${output
      .split('\n')
      .filter((line) => line === 'White')
      .length.toLocaleString('en-US')} White)`,
});
