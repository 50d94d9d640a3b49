// `npm run bench` (after `npm run build`): every benchmark row, then one table of ratios.
//
//   node bench/run.mjs [--quick] [--only ROW[,ROW...]] [--runs N] [--budget SECONDS] [--slow-peers] [--large]
//
// Each bench/<name>.mjs measures its rows (and runs alone with the same options); this runs each
// in a process of its own, so that one row's heap and compiled code do not weigh on the next.
// Every row first checks that every program gives Arbiter's answers on its input, then times
// whole processes (interleaved runs, median) and library calls (likewise), and reports Arbiter's
// time divided by the native program's and by the JavaScript peer's (below 1: Arbiter is faster).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { NODE, USAGE, formatMs, readOptions, selected, summaryTable } from './lib.mjs';

const SCRIPTS = ['rank-and-file', 'checkers', 'cheesy-chess', 'simplified-chess', 'start-up'];
const here = fileURLToPath(new URL('.', import.meta.url));
const options = readOptions();

const plan = [];
for (const name of SCRIPTS) {
  const { rows } = await import(`${here}${name}.mjs`);
  const keys = rows(options).map((row) => row.key);
  plan.push({ name, keys, chosen: keys.filter((key) => selected(options, key)) });
}
const known = plan.flatMap((script) => script.keys);
const unknown = (options.only ?? []).filter((prefix) => !known.some((key) => key.startsWith(prefix)));
if (unknown.length > 0) {
  console.error(`bench: no row starts with ${unknown.join(', ')}; the rows are ${known.join(', ')}\n${USAGE}`);
  process.exit(2);
}

const started = Date.now();
const scratch = mkdtempSync(`${tmpdir()}/arbiter-bench-`);
const results = [];
try {
  for (const { name, chosen } of plan) {
    if (chosen.length === 0) continue;
    console.log(`== bench/${name}.mjs: ${chosen.join(', ')}\n`);
    const report = `${scratch}/${name}.json`;
    const run = spawnSync(NODE, [`${here}${name}.mjs`, ...process.argv.slice(2), '--report', report], {
      stdio: 'inherit',
    });
    if (run.status !== 0) {
      console.error(`bench: bench/${name}.mjs failed (status ${run.status ?? run.signal}); see above`);
      process.exit(1);
    }
    results.push(...JSON.parse(readFileSync(report, 'utf8')));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
console.log(
  `== Summary: \`${command}\`, Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}, ${formatMs(Date.now() - started)} in all`,
);
console.log(
  "Ratios are Arbiter's time over the other program's (below 1: Arbiter is faster), medians of interleaved runs.\n",
);
console.log(summaryTable(results));
const notes = results.flatMap((result) =>
  [...result.notes, ...Object.values(result.missing)].map((note) => `- ${result.title}: ${note}`),
);
if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
