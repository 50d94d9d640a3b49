// Runs every benchmark under bench/ in turn: `npm run bench` (after `npm run build`).
// Each problem's benchmark is a plain script, bench/<problem>.mjs, that can also be run alone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const BENCHMARKS = ['rank-and-file', 'simplified-chess', 'cheesy-chess', 'checkers'];

for (const name of BENCHMARKS) {
  const script = `${here}${name}.mjs`;
  if (!existsSync(script)) continue;
  console.log(`\n== ${name}`);
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
