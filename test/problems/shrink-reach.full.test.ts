import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatInputs } from '../../src/framework/input-format.js';
import type { Problem } from '../../src/framework/problem.js';
import { OPEN } from '../../src/games/pursuit/board.js';
import { checkersUnchecked } from '../../src/problems/checkers/index.js';
import { cheesyChessUnchecked } from '../../src/problems/cheesy-chess/index.js';
import type { CheesyCase } from '../../src/problems/cheesy-chess/case.js';

/**
 * The shrink candidates reach a small failing core where removing one thing at a time stops
 * early (each removal alone changing the failure): keeping one or two things alone gets there.
 */
describe('shrink candidates reach a small failing core', () => {
  /**
   * Greedy shrinking as `stress` does it, with every candidate of a step run in one input: the
   * first candidate on which the program still gives `got` where Arbiter says `expected` wins.
   */
  function shrinkAgainst<C>(problem: Problem<C, object, object>, start: C, program: readonly string[]): C {
    const expectedOf = (input: C): string => {
      const judged = problem.judge(input);
      return judged.ok ? problem.format(judged.value) : 'error';
    };
    const run = (cases: readonly C[]): string[] =>
      execFileSync(process.execPath, program, { input: formatInputs(problem, cases) })
        .toString()
        .split('\n');
    const expected = expectedOf(start);
    const [got] = run([start]);
    expect(got).not.toBe(expected);
    let value = start;
    for (let step = 0; step < 100; step++) {
      const candidates = [...problem.shrink(value)];
      const outputs = run(candidates);
      const next = candidates.findIndex(
        (candidate, index) => outputs[index] === got && expectedOf(candidate) === expected,
      );
      if (next < 0) return value;
      value = candidates[next];
    }
    throw new Error('shrinking did not end');
  }

  it('checkers: a record that one-piece-at-a-time shrinking left at 3 pieces goes down to 2', () => {
    // `man-jumps-back` sees a backward jump for White's man on 11 over the king on 16, so 7-2
    // seems to ignore a capture. Removing pieces one at a time stopped at 16 | 7 11; a man on 7
    // with a Red piece behind it fails the same way.
    const [record] = checkersUnchecked.parse(
      `8 2\n-9 10 -16 17 18 26 27 -29\n7 11\n10 W\n7-2\n16-7\n2-11\n9-13\n11-16\n27-31\n16-20\n31-27\n20-24\n27-20\n0 0\n`,
    ).cases;
    if (!record.result.ok) throw new Error('the record does not read');
    const program = [
      new URL('../../src/problems/checkers/package/checkers.mjs', import.meta.url).pathname,
      'man-jumps-back',
    ];
    const shrunk = shrinkAgainst(checkersUnchecked, record.result.value, program);
    expect(checkersUnchecked.measure(shrunk).slice(0, 2)).toEqual([1, 2]);
    expect(checkersUnchecked.classify(shrunk).class).toBe('contest');
  });

  it('cheesy-chess: two fields that fail together are reached from nine where no single field can go', () => {
    // A failure that needs two fields (a4 and b6) and breaks whenever exactly one of nine goes:
    // one field at a time stops at nine, keeping pairs alone reaches the two.
    const board = cheesyChessUnchecked.parse(
      `1\n........\n........\nFD......\n.D.D....\nDD......\n.D.D....\nD.......\n........\n7 1\n8 8\n`,
    ).cases[0];
    if (!board.result.ok) throw new Error('the case does not read');
    const start = board.result.value;
    const closed = (input: CheesyCase): number[] =>
      [...input.board.fields.keys()].filter((square) => input.board.fields[square] !== OPEN);
    expect(closed(start)).toHaveLength(9);
    const a4 = 24;
    const b6 = 41;
    const fails = (input: CheesyCase): boolean => {
      const fields = closed(input);
      return (
        fields.includes(a4) &&
        fields.includes(b6) &&
        fields.length !== 8 &&
        input.king === start.king &&
        input.pawn === start.pawn
      );
    };
    let value = start;
    for (let step = 0; step < 50; step++) {
      const next = [...cheesyChessUnchecked.shrink(value)].find(fails);
      if (!next) break;
      value = next;
    }
    expect(closed(value)).toEqual([a4, b6]);
  });
});
