import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, MAIN, listExamples, problemOfExample, runExample } from '../../scripts/examples.mjs';
import { PROBLEMS } from '../../src/problems/registry.js';

// The same files, matched and run the same way, as `npm run examples`; `npm test` builds dist/ first.
const ids = PROBLEMS.map((problem) => problem.id);
const examples = listExamples(ids);

describe('the bundled examples', () => {
  // A problem's examples are optional (docs/design.md): those there belong to a problem and have their output.
  it('the command is built, and every example belongs to a problem and has an .expected file', () => {
    expect(existsSync(MAIN)).toBe(true);
    expect(examples.map(({ file, problemId }) => [file, problemId !== undefined])).toEqual(
      examples.map(({ file }) => [file, true]),
    );
    expect(examples.length).toBeGreaterThan(0);
    for (const { file, expectedFile } of examples)
      expect(existsSync(expectedFile), `${file} has no .expected file`).toBe(true);
    // And no .expected file is left without its input.
    const inputs = new Set(examples.map(({ file }) => file.replace(/\.txt$/, '')));
    const orphans = readdirSync(EXAMPLES).filter(
      (name) => name.endsWith('.expected') && !inputs.has(name.replace(/\.expected$/, '')),
    );
    expect(orphans).toEqual([]);
  });

  it('an example belongs to the problem its name starts with', () => {
    expect(problemOfExample('rank-and-file.txt', ids)).toBe('rank-and-file');
    expect(problemOfExample('rank-and-file-rules.txt', ids)).toBe('rank-and-file');
    expect(problemOfExample('checkers-long.txt', ids)).toBe('checkers');
    // A sibling's id extends its parent's: the longer one is meant.
    expect(problemOfExample('simplified-chess-rules.txt', ids)).toBe('simplified-chess');
    expect(problemOfExample('simplified-chess-ii.txt', ids)).toBe('simplified-chess-ii');
    expect(problemOfExample('simplified-chess-ii-rules.txt', ids)).toBe('simplified-chess-ii');
    expect(problemOfExample('rank-and-files.txt', ids)).toBeUndefined();
    expect(problemOfExample('chess.txt', ids)).toBeUndefined();
  });

  it.each(examples.map((example) => [example.file, example] as const))(
    'arbiter answers examples/%s byte for byte as its .expected file, exit status 0',
    (_file, example) => {
      if (example.problemId === undefined) throw new Error(`${example.file} belongs to no problem`);
      const run = runExample({ ...example, problemId: example.problemId });
      expect(run.expected).toBeDefined();
      expect(run.stdout).toBe(run.expected);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.passed).toBe(true);
    },
  );

  // A problem that reads another's inputs (a sibling, its parent's) answers them as that problem does.
  const readers = PROBLEMS.flatMap((reader) =>
    reader.readsInputsOf.flatMap((read) =>
      examples.filter((example) => example.problemId === read).map((example) => [reader.id, example] as const),
    ),
  );
  it('finds the examples of a problem another reads: simplified-chess-ii reads simplified-chess', () => {
    expect(readers.map(([reader, { file }]) => `${reader} ${file}`)).toEqual(
      expect.arrayContaining([
        'simplified-chess-ii simplified-chess.txt',
        'simplified-chess-ii simplified-chess-rules.txt',
      ]),
    );
  });
  it.each(readers.map(([reader, example]) => [reader, example.file, example] as const))(
    '%s answers examples/%s as its own problem does',
    (reader, _file, example) => {
      const run = runExample({ ...example, problemId: reader });
      expect(run.stdout).toBe(run.expected);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
  );
});
