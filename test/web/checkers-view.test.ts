import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findProblem, rules as gameRules } from '../../src/index.js';
import { arrowsOn, cliLines, SCREENSHOTS, settled, useHarness, verdicts } from './harness.js';

/** The Checkers drawing in headless chromium: the record replayed, the illegal move in red with its reason. */

const harness = useHarness();

const problem = findProblem('checkers')!;
const rules = readFileSync(new URL('../../examples/checkers-rules.txt', import.meta.url), 'utf8');

/** The grid's name of checkers square `square` (row 1 at the top): 1 is b8, 32 is g1. */
const cellOf = (square: number): string =>
  `${String.fromCharCode(97 + gameRules.checkers.columnOf(square))}${8 - gameRules.checkers.rowOf(square)}`;

/** "square: side kind" of every piece shown. */
const piecesOn = (scope: Locator): Promise<string[]> =>
  scope
    .locator('[data-checkers-piece]')
    .evaluateAll((pieces) =>
      pieces
        .map((piece) => `${piece.getAttribute('data-checkers-square')}: ${piece.getAttribute('data-checkers-piece')}`)
        .sort((a, b) => parseInt(a) - parseInt(b)),
    );

describe('web page: Checkers drawings', () => {
  it('replays the sample records, and shows the illegal move in red with its reason', async () => {
    const { page, errors } = await harness().open('checkers');
    expect(await settled(page)).toBe('done');
    expect(await verdicts(page)).toEqual(problem.sample.output.trimEnd().split('\n'));

    // Case 1 (all valid): 9x2 (crowned), 16x23x14, 2x11x4.
    const case1 = page.locator('.case[data-case="1"] .checkers-replay');
    expect(await case1.locator('.square-numbers text').count()).toBe(32);
    expect(await piecesOn(case1)).toEqual([
      '6: red man',
      '7: red man',
      '8: red man',
      '9: white man',
      '16: red king',
      '18: white man',
      '19: white man',
    ]);
    await case1.getByRole('button', { name: 'Next' }).click();
    expect(await piecesOn(case1)).toEqual([
      '2: white king',
      '7: red man',
      '8: red man',
      '16: red king',
      '18: white man',
      '19: white man',
    ]);
    expect(await arrowsOn(case1)).toEqual([`${cellOf(9)}-${cellOf(2)}`]);
    expect(await case1.locator('.highlight-cross').getAttribute('data-square')).toBe(cellOf(6));
    expect(await case1.locator('[aria-current="step"]').textContent()).toBe('9x2');
    await case1.getByRole('button', { name: 'Next' }).click();
    expect(await arrowsOn(case1)).toEqual([`${cellOf(16)}-${cellOf(23)}`, `${cellOf(23)}-${cellOf(14)}`]);
    expect(await piecesOn(case1)).toContain('14: red king');

    // Case 2: move 5, 6-10, is a simple move while 14x23 is available.
    const case2 = page.locator('.case[data-case="2"]');
    expect(await case2.locator('.checkers-reason').textContent()).toBe(
      'Move 5 (Red), “6-10” on line 16, column 1, is invalid: a capture is available: 14x23.',
    );
    expect(await case2.locator('.checkers-rule').textContent()).toBe(
      'Rule: capturing is compulsory: when any jump is available, a simple move is illegal.',
    );
    const replay = case2.locator('.checkers-replay');
    // It opens on the illegal move: red arrow and rings on its squares, the pieces as they stood.
    expect(await replay.getAttribute('data-step')).toBe('5');
    expect(await replay.locator('[aria-current="step"]').textContent()).toBe('6-10 ✗');
    // The capture that was due (14x23), dashed, and the move tried.
    expect(await arrowsOn(replay)).toEqual([`${cellOf(14)}-${cellOf(23)}`, `${cellOf(6)}-${cellOf(10)}`]);
    expect(await replay.locator('line.arrow:not(.due-capture)').getAttribute('stroke')).toBe('#cc79a7');
    expect(await replay.locator('.arrow.due-capture').getAttribute('stroke-dasharray')).not.toBeNull();
    expect(
      await replay
        .locator('.highlight-ring')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square'))),
    ).toEqual([cellOf(6), cellOf(10)]);
    expect(await piecesOn(replay)).toEqual([
      '6: red man',
      '11: white man',
      '14: red man',
      '18: white man',
      '26: red man',
    ]);
    expect(await replay.locator('.replay-caption').textContent()).toBe(
      'Move 5: Red tries 6-10, which is illegal: a capture is available: 14x23.',
    );
    // Back one move: White's 22-18 just played; back again: the man still on 22.
    await replay.getByRole('button', { name: 'Previous' }).click();
    expect(await arrowsOn(replay)).toEqual([`${cellOf(22)}-${cellOf(18)}`]);
    expect(await piecesOn(replay)).toContain('18: white man');
    await replay.getByRole('button', { name: 'Previous' }).click();
    expect(await piecesOn(replay)).toContain('22: white man');
    expect(await piecesOn(replay)).not.toContain('18: white man');
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/checkers-desktop.png`, fullPage: true });
    await page.context().close();
  });

  it('shows the rules examples, a king’s circular capture among them, on a phone-sized screen', async () => {
    const { page, errors } = await harness().open('checkers', { width: 390, height: 844 });
    await settled(page);
    await page.fill('#input', rules);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    expect(await verdicts(page)).toEqual(cliLines(problem, rules));
    // Case 15: the red king on 2 takes all four white men and ends where it started.
    // Cards past the first twelve are drawn as they are scrolled to.
    await page.locator('.case[data-case="15"]').scrollIntoViewIfNeeded();
    const case15 = page.locator('.case[data-case="15"] .checkers-replay');
    await case15.waitFor();
    await case15.getByRole('button', { name: 'Next' }).click();
    expect(await piecesOn(case15)).toEqual(['2: red king']);
    expect(await arrowsOn(case15)).toHaveLength(4);
    expect(await case15.locator('.highlight-cross').count()).toBe(4);
    // Case 2: after Red's 14-17 it is White's turn, and White must take 22x13.
    const case2 = page.locator('.case[data-case="2"]');
    expect(await case2.locator('.checkers-reason').textContent()).toMatch(
      /^Move 2 \(White\), “17-21” on line \d+, column \d+, is invalid: /,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await case2.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/checkers-phone.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
