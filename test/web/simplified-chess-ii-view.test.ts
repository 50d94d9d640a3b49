import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, settled, useHarness, verdicts } from './harness.js';

/**
 * Simplified Chess Engine II on the page, in headless chromium: its family's views (the parent's
 * are tested in simplified-chess-view.test.ts and versus.test.ts), with what differs: pawns in the
 * editor's palette, and in play a promotion chosen among the moves between the same two squares.
 */

const harness = useHarness();
const WAIT_MS = 30_000;

describe('web page: Simplified Chess Engine II', () => {
  it('plays its sample as White: the pawn takes the queen as it promotes, to the piece the player chooses', async () => {
    const { page, errors } = await harness().open('simplified-chess-ii', { width: 1280, height: 900 });
    expect(await settled(page, WAIT_MS)).toBe('done');
    expect(await verdicts(page)).toEqual(['YES']);
    const section = page.locator('.case[data-case="1"] section.sc-play');
    await section.locator('button.versus-side[data-side="white"]').click();
    await section.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT_MS });
    const board = section.locator('.versus-board');
    await board.locator('rect.square[data-square="b3"]').click();
    await board.locator('g.play-target[data-square="a4"]').waitFor({ timeout: WAIT_MS });
    await board.locator('rect.square[data-square="a4"]').click();
    // Three moves go from b3 to a4: the player chooses which, by the piece the pawn becomes.
    const choices = section.locator('.versus-choices');
    expect(await choices.locator('button.versus-choice').allTextContents()).toEqual(['rook', 'bishop', 'knight']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('rook');
    await choices.locator('button[data-choice="knight"]').click();
    await section.locator('xpath=self::*[@data-state="over"]').waitFor({ timeout: WAIT_MS });
    expect(await section.locator('.score-sheet .sheet-move').allTextContents()).toEqual(['bxa4=N']);
    expect(await choices.isHidden()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/simplified-chess-ii-promotion.png` });
    // Set up by clicking: the palette has pawns of both colours, and a pawn put down is written as the input says it.
    const case1 = page.locator('.case[data-case="1"]');
    await case1.getByRole('button', { name: 'Set up by clicking' }).click();
    expect(await case1.locator('button[data-piece="p"]').count()).toBe(1);
    await case1.locator('button[data-piece="P"]').click();
    await case1.locator('rect[data-square="c2"]').click();
    await expect.poll(() => page.inputValue('#input')).toBe('1\n3 1 1\nQ B 1\nP C 2\nP B 3\nQ A 4\n');
    expect(errors).toEqual([]);
  });
});
