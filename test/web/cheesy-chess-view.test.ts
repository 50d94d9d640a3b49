import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findProblem } from '../../src/index.js';
import { arrowsOn, cliLines, SCREENSHOTS, settled, useHarness, verdicts } from './harness.js';

/** The Cheesy Chess drawing in headless chromium: fields, floating dangers, the king's path replayed. */

const harness = useHarness();

const problem = findProblem('cheesy-chess')!;
const rules = readFileSync(new URL('../../examples/cheesy-chess-rules.txt', import.meta.url), 'utf8');

const piecesOn = (scope: Locator): Promise<string[]> =>
  scope
    .locator('[data-piece-on]')
    .evaluateAll((pieces) =>
      pieces
        .map((piece) => `${piece.getAttribute('data-piece-on')}: ${piece.querySelector('title')?.textContent ?? ''}`)
        .sort(),
    );

/** Squares whose mark has a title starting with `prefix`. */
const marked = (scope: Locator, prefix: string): Promise<string[]> =>
  scope.locator('g.highlight').evaluateAll(
    (marks, start) =>
      marks
        .filter((mark) => (mark.querySelector('title')?.textContent ?? '').startsWith(start))
        .map((mark) => mark.getAttribute('data-square') ?? '')
        .sort(),
    prefix,
  );

describe('web page: Cheesy Chess drawings', () => {
  it('shows the sample with its fields, and steps through the king’s path with the pawn’s replies', async () => {
    const { page, errors } = await harness().open('cheesy-chess');
    expect(await settled(page)).toBe('done');
    expect(await verdicts(page)).toEqual(problem.sample.output.trimEnd().split('\n'));

    // Case 1: fixed fields from the board, the pawn's floating fields on b6 and d6.
    const case1 = page.locator('.case[data-case="1"]');
    expect(await marked(case1, 'F: forbidden')).toEqual(['d3', 'f5']);
    expect(await marked(case1, 'D: dangerous')).toEqual(['c2', 'c3', 'c4', 'd2', 'd4', 'e2', 'e3', 'e4', 'f3', 'h7']);
    expect(await marked(case1, 'floating')).toEqual(['b6', 'd6']);
    expect(await case1.locator('.cheesy-ending').textContent()).toContain('Black wins whatever the king does');
    await case1.locator('details.cheesy-first-moves summary').click();
    expect(await case1.locator('details.cheesy-first-moves li').first().textContent()).toMatch(
      /^king to .*: Black wins: the pawn reaches the bottom row at c1 on move 6/,
    );

    // Case 2: c1-d1 f3-f2, d1-e2 f2-f1, e2xf1.
    const case2 = page.locator('.case[data-case="2"]');
    const replay = case2.locator('.cheesy-replay');
    expect(await piecesOn(replay)).toEqual(['c1: the king', 'f3: the pawn']);
    expect(await marked(replay, 'floating')).toEqual(['e2', 'g2']);
    // The start shows every first step of the king: d1 and d2 win, the others lose.
    expect(await marked(replay, 'first step to')).toEqual(['b1', 'b2', 'c2', 'd1', 'd2']);
    expect(
      await replay
        .locator('.highlight-dot')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square')).sort()),
    ).toEqual(['d1', 'd2']);
    const next = replay.getByRole('button', { name: 'Next' });
    await next.click();
    expect(await piecesOn(replay)).toEqual(['d1: the king', 'f3: the pawn']);
    expect(await arrowsOn(replay)).toEqual(['c1-d1']);
    await next.click();
    expect(await piecesOn(replay)).toEqual(['d1: the king', 'f2: the pawn']);
    expect(await marked(replay, 'floating')).toEqual(['e1', 'g1']);
    expect(await arrowsOn(replay)).toEqual(['c1-d1', 'f3-f2']);
    expect(await replay.locator('[aria-current="step"]').textContent()).toBe('f2');
    await replay.getByRole('button', { name: 'Previous' }).click();
    expect(await piecesOn(replay)).toEqual(['d1: the king', 'f3: the pawn']);
    await replay.getByRole('button', { name: 'last position' }).click();
    expect(await piecesOn(replay)).toEqual(['f1: the king']);
    expect(await arrowsOn(replay)).toEqual(['c1-d1', 'd1-e2', 'e2-f1']);
    expect(await replay.locator('.replay-caption').textContent()).toBe(
      'Move 3: the king steps e2-f1, capturing the pawn. White wins: on move 3 the king captures the pawn on f1.',
    );

    // Play animates from the start to the end by itself.
    await replay.getByRole('button', { name: 'first position' }).click();
    await replay.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => replay.getAttribute('data-step')).toBe('5');
    // At the end the animation stops by itself and offers to play again.
    await expect.poll(() => replay.getByRole('button', { name: 'Play' }).textContent()).toBe('▶ Play');
    expect(await piecesOn(replay)).toEqual(['f1: the king']);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/cheesy-chess-desktop.png`, fullPage: true });
    await page.context().close();
  });

  it('shows the rules examples: a king on a square made dangerous, a king trapped at once', async () => {
    const { page, errors } = await harness().open('cheesy-chess', { width: 390, height: 844 });
    await settled(page);
    await page.fill('#input', rules);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    expect(await verdicts(page)).toEqual(cliLines(problem, rules));
    // Case 10: the king steps to d2, then the pawn's step to c3 makes d2 dangerous.
    const case10 = page.locator('.case[data-case="10"]');
    await case10.scrollIntoViewIfNeeded();
    const replay = case10.locator('.cheesy-replay');
    await replay.getByRole('button', { name: 'Next' }).click();
    await replay.getByRole('button', { name: 'Next' }).click();
    expect(await marked(replay, 'the king stands on a dangerous square')).toEqual(['d2']);
    expect(await replay.locator('.replay-caption').textContent()).toContain("The king's square d2 is now dangerous");
    // Case 9: no move at all.
    const case9 = page.locator('.case[data-case="9"]');
    expect(await case9.locator('.cheesy-ending').textContent()).toBe(
      'Black wins at once: the king on a1 has no open square to step onto.',
    );
    expect(await case9.locator('.replay-move').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await case10.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/cheesy-chess-phone.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
