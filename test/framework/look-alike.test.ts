import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputHead, LOOK_LIMIT, lookAlike } from '../../src/framework/look-alike.js';
import { PROBLEMS, firstFailureOf, lookAlikeOf } from '../../src/problems/registry.js';
import { runProblem } from '../../src/cli/run.js';
import { damagedInputs } from '../helpers/fuzz-harness.js';
import { SUBJECTS } from '../fuzz/subjects.js';

const example = (name: string): string => readFileSync(new URL(`../../examples/${name}.txt`, import.meta.url), 'utf8');
const othersThan = (id: string) => PROBLEMS.filter((problem) => problem.id !== id);

describe('which problem an input looks like', () => {
  // Each example, the contest's sample and the rules' cases, given to each of the other problems.
  const pairs = PROBLEMS.flatMap((meant) =>
    ['', '-rules'].flatMap((kind) =>
      othersThan(meant.id).map((given) => [`${meant.id}${kind}`, given.id, meant.id] as const),
    ),
  );

  it.each(pairs)('examples/%s.txt given to %s looks like %s, and like nothing else', (file, given, meant) => {
    const text = example(file);
    expect(PROBLEMS.find(({ id }) => id === given)?.readsFirstCase(text)).toBe(false);
    expect(lookAlike(text, othersThan(given))?.id).toBe(meant);
  });

  it.each(pairs)(
    'examples/%s.txt given to %s: firstFailureOf is the one error the CLI reports (the page shows it)',
    (file, given) => {
      const text = example(file);
      const problem = PROBLEMS.find(({ id }) => id === given)!;
      let stderr = '';
      runProblem(
        problem,
        text,
        { mode: 'answer', strict: false, source: 'input', lookAlike: (head) => lookAlikeOf(head, problem.id) },
        { stdout: () => true, stderr: { write: (chunk: string) => ((stderr += chunk), true) } },
      );
      const first = firstFailureOf(text, problem.id);
      expect(first).toBeDefined();
      const lines = stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0].startsWith(`input:${first!.line}:${first!.column}: ${first!.message}`)).toBe(true);
    },
  );

  it('gives no first failure when a case is read whole first, whatever comes after it', () => {
    const text = example('cheesy-chess').replace(/\n3 1\n/, '\n3 x\n');
    expect(firstFailureOf(text, 'cheesy-chess')).toBeUndefined();
    expect(firstFailureOf('2\nnot a case\n', 'cheesy-chess')).toMatchObject({ line: 2, column: 1 });
  });

  it('is undecided when two problems take the input, or none', () => {
    const text = example('rank-and-file');
    const rankAndFile = PROBLEMS.filter(({ id }) => id === 'rank-and-file');
    expect(lookAlike(text, [...rankAndFile, ...rankAndFile])).toBeUndefined();
    expect(lookAlike('', PROBLEMS)).toBeUndefined();
    expect(lookAlike('hello\n', PROBLEMS)).toBeUndefined();
  });

  it('takes an input whose first case reads, though a later one is damaged: the hint is about the format', () => {
    const text = example('cheesy-chess').replace(/\n3 1\n/, '\n3 x\n');
    expect(text).not.toBe(example('cheesy-chess'));
    expect(lookAlike(text, othersThan('rank-and-file'))?.id).toBe('cheesy-chess');
  });

  it.each(SUBJECTS.map((subject) => [subject.problem.id, subject] as const))(
    'never takes a damaged %s input for another problem, when it fails at its first case',
    (id, subject) => {
      let failedAtOnce = 0;
      fc.assert(
        fc.property(damagedInputs(subject), (text) => {
          if (subject.problem.readsFirstCase(text)) return;
          failedAtOnce++;
          expect(lookAlike(text, othersThan(id))?.id).toBeUndefined();
        }),
        { seed: 7, numRuns: 1000 },
      );
      // The look is made only where the input fails at once: most damaged inputs of a case or two do.
      expect(failedAtOnce).toBeGreaterThanOrEqual(300);
    },
  );
});

describe('the start of an input kept for the look', () => {
  const chunks = (text: string, size: number): string[] =>
    Array.from({ length: Math.ceil(text.length / size) }, (_, k) => text.slice(k * size, (k + 1) * size));

  it('passes every chunk on as it is, and keeps a text that fits whole, final line end or not', () => {
    const head = new InputHead();
    const text = '1\n2 1 1\nN B 2';
    expect([...head.watch(chunks(text, 3))]).toEqual(chunks(text, 3));
    expect(head.text).toBe(text);
  });

  it('keeps at most its limit, cut after the last line end, of a longer input or one not yet read to the end', () => {
    const head = new InputHead(10);
    const passed = [...head.watch(['abc\r\nde', 'f\nghijkl', 'mnop\n'])].join('');
    expect(passed).toBe('abc\r\ndef\nghijklmnop\n');
    expect(head.text).toBe('abc\r\ndef\n');
    const partial = new InputHead();
    const reading = partial.watch(['3\nw\n..', '...\n']);
    reading.next();
    expect(partial.text).toBe('3\nw\n');
  });

  it('holds no more than LOOK_LIMIT characters of a long input', () => {
    const head = new InputHead();
    const line = `${'.'.repeat(99)}\n`;
    let passed = 0;
    for (const chunk of head.watch(Array.from({ length: 50 }, () => line.repeat(1000)))) passed += chunk.length;
    expect(passed).toBe(50 * 100 * 1000);
    expect(head.text.length).toBeLessThanOrEqual(LOOK_LIMIT);
    expect(head.text.length).toBeGreaterThan(LOOK_LIMIT - 100);
  });
});
