// What the library's checks cost a call (docs/design.md, "A checked case stays checked"), after `npm run build`:
//
//   node bench/checked-calls.mjs [path to the library's index.js, default dist/lib/index.js]
//
// Judges 100,000 parsed Rank and File cases through the checked `rankAndFile.judge` (each case
// copied and checked at every call), and 10,000 through judge and explain, median of 7 rounds; the
// CLI's path (the registry's unchecked problems) does neither.
import { fileURLToPath } from 'node:url';

const library = process.argv[2] ?? fileURLToPath(new URL('../dist/lib/index.js', import.meta.url));
const { rankAndFile, random, formatInputs } = await import(library);
const cases = rankAndFile.generate(random.seededRandom(7), 'contest', 100_000);
const parsed = rankAndFile.parse(formatInputs(rankAndFile, cases)).cases.map((item) => item.result.value);

const median = (run) => {
  const times = [];
  for (let round = 0; round < 7; round++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[3];
};
const report = (what, count, ms) =>
  console.log(`${what}: ${ms.toFixed(1)} ms, ${((ms * 1000) / count).toFixed(2)} µs a case`);

let safe = 0;
report(
  'judge, 100,000 parsed cases',
  100_000,
  median(() => {
    for (const input of parsed) if (rankAndFile.judge(input).value.status === 'SAFE') safe++;
  }),
);
report(
  'judge and explain, 10,000 parsed cases',
  10_000,
  median(() => {
    for (const input of parsed.slice(0, 10_000)) rankAndFile.explain(input, rankAndFile.judge(input).value);
  }),
);
if (safe === 0) throw new Error('no case judged SAFE: the cases are not what this measures');
