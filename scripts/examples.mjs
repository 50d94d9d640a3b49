// The bundled examples: which problem each examples/<problem>*.txt belongs to, and running one
// through the built command. Shared by `npm run examples` (run-examples.mjs) and the test suite
// (test/cli/examples.test.ts), so both check exactly the same files in the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

export const MAIN = new URL('../dist/arbiter.cjs', import.meta.url).pathname;
export const EXAMPLES = new URL('../examples/', import.meta.url).pathname;

/**
 * The id an example belongs to: examples/<id>.txt or examples/<id>-<anything>.txt, the longest id that matches (a
 * sibling's id extends its parent's: simplified-chess-ii-rules.txt is simplified-chess-ii's, not simplified-chess's).
 */
export const problemOfExample = (file, ids) =>
  ids
    .filter((id) => file === `${id}.txt` || file.startsWith(`${id}-`))
    .reduce((longest, id) => (longest === undefined || id.length > longest.length ? id : longest), undefined);

/** Every examples/*.txt, sorted by name, with its problem (undefined when no id matches) and its .expected file. */
export function listExamples(ids) {
  return readdirSync(EXAMPLES)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((file) => ({
      file,
      problemId: problemOfExample(file, ids),
      input: `${EXAMPLES}${file}`,
      expectedFile: `${EXAMPLES}${file.replace(/\.txt$/, '.expected')}`,
    }));
}

/**
 * Runs `arbiter <problem> examples/<file>`. `expected` is the .expected file's text, or undefined
 * when there is none; `passed` means exit status 0 and, when there is an expected output, the
 * same bytes on standard output.
 */
export function runExample(example) {
  const result = spawnSync(process.execPath, [MAIN, example.problemId, example.input], { encoding: 'utf8' });
  const expected = existsSync(example.expectedFile) ? readFileSync(example.expectedFile, 'utf8') : undefined;
  const matches = expected !== undefined && result.stdout === expected;
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    expected,
    matches,
    passed: result.status === 0 && (expected === undefined || matches),
  };
}
