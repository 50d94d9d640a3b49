import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputHead, LOOK_LIMIT, lookAlike, lookAlikeAmong } from '../../src/framework/look-alike.js';
import type { RegisteredProblem } from '../../src/framework/registered.js';
import { type ProblemId, firstFailureOf, isProblemId } from '../../src/problems/registry.js';
import { runProblem } from '../../src/cli/run.js';
import { damagedInputs } from '../helpers/fuzz-harness.js';
import { WITH_FIXTURES } from '../helpers/fixture-problems.js';
import { SUBJECTS } from '../fuzz/subjects.js';

/**
 * The look at an input meant for another problem, over the registry's problems and the fixtures
 * registered beside them (test/fixtures/<id>/): Nim's reader takes `2 1 1`, the first line of
 * Simplified Chess's sample, so these tests fail for Simplified Chess if a new problem's reader can
 * hide another's.
 */

const ROOT = new URL('../../', import.meta.url);
const find = (id: string): RegisteredProblem => WITH_FIXTURES.find((problem) => problem.id === id)!;
/** The problems an input of `id`'s should fail at: all others but those that read its inputs by design. */
const othersThan = (id: string) =>
  WITH_FIXTURES.filter((problem) => problem.id !== id && !problem.readsInputsOf.includes(id));
/** Whether `wide` reads every input of `narrow` (a sibling's wider format, declared). */
const reads = (wide: RegisteredProblem | undefined, narrow: string): boolean =>
  wide?.readsInputsOf.includes(narrow) === true;

/** A problem's inputs: its sample, and its examples (examples/<id>.txt, examples/<id>-rules.txt) where it has them. */
function inputsOf(problem: RegisteredProblem): [string, string][] {
  const examples = [`${problem.id}.txt`, `${problem.id}-rules.txt`]
    .filter((name) => existsSync(new URL(`examples/${name}`, ROOT)))
    .map((name): [string, string] => [`examples/${name}`, readFileSync(new URL(`examples/${name}`, ROOT), 'utf8')]);
  return [[`the ${problem.title} sample`, problem.sample.input], ...examples];
}

describe('which problem an input looks like', () => {
  // Each problem's inputs, given to each of the others.
  const pairs = WITH_FIXTURES.flatMap((meant) =>
    inputsOf(meant).flatMap(([name, text]) =>
      othersThan(meant.id).map((given) => [name, given.id, meant.id, text] as const),
    ),
  );

  it('goes over the fixtures too: Nim reads the first case of Simplified Chess', () => {
    expect(WITH_FIXTURES.map(({ id }) => id)).toEqual(expect.arrayContaining(['nim', 'tic-tac-toe']));
    const simplified = find('simplified-chess').sample.input;
    expect(find('nim').readHead(simplified)).toEqual({ firstCase: true, errorLine: 3, errorAtStart: true });
    expect(find('simplified-chess').readHead(simplified)).toMatchObject({ firstCase: true, errorLine: Infinity });
  });

  it.each(pairs)('%s given to %s looks like %s, and like nothing else', (name, given, meant, text) => {
    const step = `docs/design.md, step 1 (its folder: parse.ts): ${name} must fail as ${given}'s input`;
    expect(find(given).readHead(text).errorLine, step).toBeLessThan(Infinity);
    expect(
      lookAlikeAmong(text, find(given), WITH_FIXTURES)?.id,
      `docs/design.md, step 1 (its folder: parse.ts): ${meant}'s reader must read ${name} farther than any other`,
    ).toBe(meant);
  });

  it.each(pairs.filter(([, given]) => isProblemId(given)))(
    '%s given to %s: firstFailureOf is the one error the CLI reports (the page shows it)',
    (_name, given, _meant, text) => {
      const problem = find(given);
      let stderr = '';
      runProblem(
        problem,
        text,
        {
          mode: 'answer',
          strict: false,
          source: 'input',
          lookAlike: (head, failedAt) => lookAlikeAmong(head, problem, WITH_FIXTURES, failedAt),
        },
        { stdout: () => true, stderr: { write: (chunk: string) => ((stderr += chunk), true) } },
      );
      const first = firstFailureOf(text, problem.id as ProblemId);
      expect(first).toBeDefined();
      const lines = stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0].startsWith(`input:${first!.line}:${first!.column}: ${first!.message}`)).toBe(true);
    },
  );

  it('is undecided when two problems get as far, or none reads the first case', () => {
    const text = find('rank-and-file').sample.input;
    const rankAndFile = [find('rank-and-file')];
    expect(lookAlike(text, [...rankAndFile, ...rankAndFile])).toBeUndefined();
    expect(lookAlike('', WITH_FIXTURES)).toBeUndefined();
    expect(lookAlike('hello\n', WITH_FIXTURES)).toBeUndefined();
  });

  it('takes the reader that gets farthest, and only one that gets farther than the problem asked', () => {
    const simplified = find('simplified-chess').sample.input;
    // Nim reads the first case and stops at line 3, where its frame says nothing may follow:
    // that is a line like its own, not its input. Simplified Chess reads on to the end (line 6).
    expect(lookAlike(simplified, [find('nim'), find('simplified-chess')])?.id).toBe('simplified-chess');
    expect(lookAlike(simplified, [find('nim')])).toBeUndefined();
    expect(lookAlike(simplified, [find('simplified-chess')], 5)?.id).toBe('simplified-chess');
    expect(lookAlike(simplified, [find('simplified-chess')], 7)).toBeUndefined();
    // A reader that fails inside a case that began well reads a damaged case of its own: it counts, as far as it got.
    const damaged = simplified.replace('Q B 1', 'Q B 9');
    expect(find('simplified-chess').readHead(damaged)).toEqual({ firstCase: false, errorLine: 4, errorAtStart: false });
    const twice = `2\n${simplified.slice(2)}${simplified.slice(2).replace('Q B 1', 'Q B 9')}`;
    expect(find('simplified-chess').readHead(twice)).toEqual({ firstCase: true, errorLine: 8, errorAtStart: false });
    expect(lookAlike(twice, [find('nim'), find('simplified-chess')], 2)?.id).toBe('simplified-chess');
    expect(lookAlike(twice, [find('nim'), find('simplified-chess')], 8)).toBeUndefined();
  });

  it('of two readers that tie, takes the narrower format when the wider one declares it reads its inputs', () => {
    const text = find('simplified-chess').sample.input;
    const narrow = find('simplified-chess');
    const wide = { ...narrow, id: 'wide', readsInputsOf: ['simplified-chess'] };
    const undeclared = { ...narrow, id: 'undeclared', readsInputsOf: [] };
    expect(lookAlike(text, [wide, narrow])?.id).toBe('simplified-chess');
    expect(lookAlike(text, [narrow, wide])?.id).toBe('simplified-chess');
    // Without the declaration the two tie, and neither is said.
    expect(lookAlike(text, [undeclared, narrow])).toBeUndefined();
    // A wider format that reads farther is said: the narrower one failed first.
    const damaged = text.replace('N B 2', 'N B 9');
    const wider = { ...wide, readHead: () => ({ firstCase: true, errorLine: Infinity, errorAtStart: false }) };
    expect(lookAlike(damaged, [wider, narrow], 1)?.id).toBe('wide');
  });

  it('takes an input whose first case reads, though a later one is damaged: the hint is about the format', () => {
    const original = find('cheesy-chess').sample.input;
    const text = original.replace(/\n3 1\n/, '\n3 x\n');
    expect(text).not.toBe(original);
    expect(lookAlikeAmong(text, find('rank-and-file'), WITH_FIXTURES)?.id).toBe('cheesy-chess');
  });

  it.each(SUBJECTS.map((subject) => [subject.problem.id, subject] as const))(
    'never takes a damaged %s input for another problem',
    (id, subject) => {
      let failed = 0;
      fc.assert(
        fc.property(damagedInputs(subject), (text) => {
          const { errorLine } = subject.problem.readHead(text);
          if (errorLine === Infinity) return;
          failed++;
          const like = lookAlikeAmong(text, subject.problem, WITH_FIXTURES, errorLine);
          // Only a wider format of the family may claim it, and only when the damage made it an input of its own.
          if (reads(like, id) && like!.readHead(text).errorLine === Infinity) return;
          expect(like?.id).toBeUndefined();
        }),
        { seed: 7, numRuns: 1000 },
      );
      // The look is made where the input fails: most damaged inputs of a case or two do.
      expect(failed).toBeGreaterThanOrEqual(300);
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
