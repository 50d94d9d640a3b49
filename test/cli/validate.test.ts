import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { CHECKERS } from '../helpers/contest-texts.js';
import { arbiter } from './contestant-helpers.js';
import { UNSAFE_OUTPUT } from '../helpers/fuzz-harness.js';

/** `arbiter validate` on the command line: its output and exit statuses (0/1/2, 42/43 with --kattis). */
describe('arbiter validate on the command line', () => {
  it('exits 0 for a valid input and 1 for an invalid one, 42 and 43 with --kattis, 2 for usage errors', async () => {
    expect(await arbiter(['validate', 'checkers'], CHECKERS)).toMatchObject({
      status: 0,
      stdout: '<stdin>: valid Advanced Checkers Machine input (1 record)\n',
    });
    const bad = await arbiter(['validate', 'checkers'], CHECKERS.replace('5-9', '5x9'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe(
      `<stdin>:5:2: unexpected "x" in the move "5x9"; the contest writes every move with '-', captures too\n`,
    );
    expect(bad.stdout).toBe('<stdin>: not a valid Advanced Checkers Machine input: 1 breach\n');
    expect((await arbiter(['validate', 'checkers', '--kattis'], CHECKERS)).status).toBe(42);
    expect((await arbiter(['validate', 'checkers', '--kattis'], `${CHECKERS}\n`)).status).toBe(43);
    expect((await arbiter(['validate', 'chess'], CHECKERS)).status).toBe(2);
    expect((await arbiter(['validate', 'checkers', '/no/such/file'])).status).toBe(2);
  });

  it("names the problem another problem's input is for, once, after the breaches; never for its own input, damaged or not", async () => {
    const titles = Object.fromEntries(PROBLEMS.map((problem) => [problem.id, problem.title]));
    const ids = PROBLEMS.map((problem) => problem.id);
    const example = (id: string): string => PROBLEMS.find((problem) => problem.id === id)!.sample.input;
    const readsInputsOf = (asked: string, given: string): boolean =>
      PROBLEMS.find((problem) => problem.id === asked)!.readsInputsOf.includes(given);
    let pairs = 0;
    let own = 0;
    for (const given of ids) {
      for (const asked of ids) {
        const result = await arbiter(['validate', asked], example(given));
        const hints = result.stderr.split('\n').filter((line) => line.includes('this looks like'));
        // Its own input, or its parent's, which a sibling reads by design (Simplified Chess Engine II's).
        if (given === asked || readsInputsOf(asked, given)) {
          expect(hints, `${given} as ${asked}`).toEqual([]);
          expect(result.status, `${given} as ${asked}`).toBe(0);
          own++;
          continue;
        }
        const article = /^[AEIOU]/.test(titles[given]) ? 'an' : 'a';
        expect(result.status, `${given} as ${asked}`).toBe(1);
        expect(hints, `${given} as ${asked}`).toEqual([
          `<stdin>: this looks like ${article} ${titles[given]} input: arbiter validate ${given}`,
        ]);
        pairs++;
      }
    }
    const siblings = PROBLEMS.reduce((count, problem) => count + problem.readsInputsOf.length, 0);
    expect(siblings).toBeGreaterThan(0);
    expect([pairs, own]).toEqual([ids.length * (ids.length - 1) - siblings, ids.length + siblings]);
    const damaged = await arbiter(['validate', 'checkers'], CHECKERS.replace('5-9', '5x9'));
    expect(damaged.stderr).not.toContain('looks like');
  });

  it('shows a file name as messages show input: its control characters never reach the terminal', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'arbiter-validate-')), 'bad\u001b]0;X\u0007.txt');
    writeFileSync(file, readFileSync(new URL('../../examples/rank-and-file.txt', import.meta.url)));
    const result = await arbiter(['validate', 'cheesy-chess', file]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('bad<U+001B>]0;X<U+0007>.txt: not a valid Cheesy Chess input');
    expect(result.stderr).toContain('bad<U+001B>]0;X<U+0007>.txt: this looks like a Rank and File input');
    expect(`${result.stdout}${result.stderr}`).not.toMatch(UNSAFE_OUTPUT);
  });
});
