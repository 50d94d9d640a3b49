// Runs Arbiter on every bundled example (examples/<problem>*.txt) and checks the answers
// against the matching .expected file. Exit status 1 if any answer differs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url).pathname;
const examples = new URL('../examples/', import.meta.url).pathname;
if (!existsSync(main)) {
  console.error('arbiter is not built yet: run `npm ci` (or `npm run build`) first');
  process.exit(1);
}

const { PROBLEMS } = await import('../dist/problems/registry.js');
let failures = 0;
for (const file of readdirSync(examples).filter((name) => name.endsWith('.txt')).sort()) {
  const problem = PROBLEMS.find((candidate) => file === `${candidate.id}.txt` || file.startsWith(`${candidate.id}-`));
  if (!problem) continue;
  const result = spawnSync(process.execPath, [main, problem.id, `${examples}${file}`], { encoding: 'utf8' });
  const expectedFile = `${examples}${file.replace(/\.txt$/, '.expected')}`;
  const expected = existsSync(expectedFile) ? readFileSync(expectedFile, 'utf8') : undefined;
  const verdict = expected === undefined ? '(no .expected file)' : result.stdout === expected ? 'matches the expected output' : 'DIFFERS from the expected output';
  if (result.status !== 0 || (expected !== undefined && result.stdout !== expected)) failures++;
  console.log(`== arbiter ${problem.id} examples/${file}: exit ${result.status}, ${verdict}`);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
}
console.log(failures === 0 ? 'All examples answered as expected.' : `${failures} example(s) failed.`);
process.exit(failures === 0 ? 0 : 1);
