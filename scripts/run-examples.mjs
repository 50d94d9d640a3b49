// Runs Arbiter on every bundled example (examples/<problem>*.txt) and checks the answers
// against the matching .expected file. Exit status 1 if any answer differs.
import { existsSync } from 'node:fs';
import { MAIN, listExamples, runExample } from './examples.mjs';

if (!existsSync(MAIN)) {
  console.error('arbiter is not built yet: run `npm run build` first');
  process.exit(1);
}

const { PROBLEMS } = await import('../dist/problems/registry.js');
let failures = 0;
for (const example of listExamples(PROBLEMS.map((problem) => problem.id))) {
  if (!example.problemId) continue;
  const result = runExample(example);
  const verdict =
    result.expected === undefined
      ? '(no .expected file)'
      : result.matches
        ? 'matches the expected output'
        : 'DIFFERS from the expected output';
  if (!result.passed) failures++;
  console.log(`== arbiter ${example.problemId} examples/${example.file}: exit ${result.status}, ${verdict}`);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
}
console.log(failures === 0 ? 'All examples answered as expected.' : `${failures} example(s) failed.`);
process.exit(failures === 0 ? 0 : 1);
