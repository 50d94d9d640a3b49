import { describe, expect, it } from 'vitest';
import { CHECKERS } from '../helpers/contest-texts.js';
import { arbiter } from './contestant-helpers.js';

/** `arbiter validate` on the command line: its output and exit statuses (0/1/2, 42/43 with --kattis). */
describe('arbiter validate on the command line', () => {
  it('exits 0 for a valid input and 1 for an invalid one, 42 and 43 with --kattis, 2 for usage errors', async () => {
    expect(await arbiter(['validate', 'checkers'], CHECKERS)).toMatchObject({
      status: 0,
      stdout: '<stdin>: valid Advanced Checkers Machine input (1 record)\n',
    });
    const bad = await arbiter(['validate', 'checkers'], CHECKERS.replace('5-9', '5x9'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe(`<stdin>:5:2: unexpected "x" in the move "5x9"; the contest writes every move with '-', captures too\n`);
    expect(bad.stdout).toBe('<stdin>: not a valid Advanced Checkers Machine input: 1 breach\n');
    expect((await arbiter(['validate', 'checkers', '--kattis'], CHECKERS)).status).toBe(42);
    expect((await arbiter(['validate', 'checkers', '--kattis'], `${CHECKERS}\n`)).status).toBe(43);
    expect((await arbiter(['validate', 'chess'], CHECKERS)).status).toBe(2);
    expect((await arbiter(['validate', 'checkers', '/no/such/file'])).status).toBe(2);
  });
});
