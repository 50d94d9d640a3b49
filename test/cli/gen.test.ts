import { describe, expect, it } from 'vitest';
import { arbiter } from './contestant-helpers.js';

const PROBLEMS = ['rank-and-file', 'simplified-chess', 'cheesy-chess', 'checkers'];

describe('arbiter gen', () => {
  for (const problem of PROBLEMS) {
    it(`${problem}: the same seed gives the same text; --strict accepts contest and hard inputs`, async () => {
      const once = await arbiter(['gen', problem, '--seed', '42', '--cases', '20']);
      expect(once.status).toBe(0);
      expect((await arbiter(['gen', problem, '--seed', '42', '--cases', '20'])).stdout).toBe(once.stdout);
      expect((await arbiter(['gen', problem, '--seed', '43', '--cases', '20'])).stdout).not.toBe(once.stdout);
      for (const profile of ['contest', 'hard']) {
        for (const seed of ['1', '2', '3']) {
          const input = (await arbiter(['gen', problem, '--seed', seed, '--cases', '30', '--profile', profile])).stdout;
          const judged = await arbiter([problem, '--strict'], input);
          expect(judged.stderr).toBe('');
          expect(judged.status).toBe(0);
          expect(judged.stdout.trimEnd().split('\n')).toHaveLength(30);
        }
      }
      const small = (await arbiter(['gen', problem, '--profile', 'small', '--cases', '5'])).stdout;
      expect((await arbiter([problem], small)).status).toBe(0);
    });
  }

  it('defaults to seed 1 and 10 cases, and refuses more cases than the contest allows in a strict profile', async () => {
    expect((await arbiter(['gen', 'checkers'])).stdout).toBe(
      (await arbiter(['gen', 'checkers', '--seed', '1', '--cases', '10', '--profile', 'contest'])).stdout,
    );
    const tooMany = await arbiter(['gen', 'rank-and-file', '--cases', '101']);
    expect(tooMany.status).toBe(2);
    expect(tooMany.stderr).toMatch(/at most 100 cases/);
    expect((await arbiter(['gen', 'rank-and-file', '--cases', '101', '--profile', 'small'])).status).toBe(0);
    expect((await arbiter(['gen', 'rank-and-file', '--profile', 'huge'])).status).toBe(2);
    expect((await arbiter(['gen', 'rank-and-file', '--seed', '-3'])).status).toBe(2);
    expect((await arbiter(['gen', 'chess'])).status).toBe(2);
    expect((await arbiter(['gen', '--help'])).stdout).toMatch(/--seed <n>.*\(default: 1\)/s);
  });
});
