import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkTheCheck, findProblem, rules } from '../../src/index.js';
import { CaseInText, placePiece } from '../../web/src/board/editing.js';
import { SCREENSHOTS, arrowsOn, cliLines, settled, useHarness, verdicts } from './harness.js';

/**
 * Check the Check on the page: each check drawn with its line of attack and each nearest miss with what stops it,
 * as the explanation gives them (in headless chromium), and a board set up by clicking, read and written with the
 * problem's own parse and formatInput (the blank line after each board kept).
 */

const harness = useHarness();
const problem = findProblem('check-the-check')!;
const sample = checkTheCheck.sample.input;
const rulesText = readFileSync(new URL('../../examples/check-the-check-rules.txt', import.meta.url), 'utf8');
const at = (name: string): number => rules.geometry.parseSquareName({ width: 8, height: 8 }, name)!;

/** The squares ringed inside `scope` with the given class. */
const ringed = (scope: Locator, className: string): Promise<string[]> =>
  scope
    .locator(`g.highlight.${className}`)
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square') ?? '').sort());

describe('Check the Check set up by clicking', () => {
  it('reads the board clicked and writes it back in its place, the blank line after it kept, CRLF kept', () => {
    const crlf = sample.replace(/\n/g, '\r\n');
    const text = CaseInText.open(checkTheCheck, crlf, 10)!;
    expect(rules.chess.fenRows(text.value.board)[4]).toBe('.bPP....');
    const written = text.write({
      board: placePiece(text.value.board, at('d2'), { side: 'white', role: 'bishop' }, 'king'),
    });
    expect(written.split('\r\n')).toEqual(crlf.split('\r\n').map((line, index) => (index === 15 ? 'PP.BPPPP' : line)));
    expect(problem.read(written).cases.map((pending) => pending.judge(false).outcome)).toMatchObject([
      { output: 'Game #1: black king is in check.' },
      { output: 'Game #2: no king is in check.' },
    ]);
    // Written back unchanged, the input is as it was: the edit replaced the board and its blank line alone.
    expect(text.write(text.value)).toBe(crlf);
    expect(CaseInText.open(checkTheCheck, sample, 9)).toBeUndefined();
  });
});

describe('web page: Check the Check drawings', () => {
  it('draws each check along its line, and each nearest miss up to the piece that stops it', async () => {
    const { page, errors } = await harness().open('check-the-check');
    expect(await settled(page)).toBe('done');
    expect(await verdicts(page)).toEqual(cliLines(problem, sample));
    const first = page.locator('.case[data-case="1"]');
    expect(await ringed(first, 'check-ring')).toEqual(['f5']);
    expect(await ringed(first, 'king-in-check')).toEqual(['c8']);
    expect(await arrowsOn(first)).toEqual(['f5-c8']);
    await page.fill('#input', rulesText);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    // Board 4: the rook on e4 would check the white king but for the knight on e3; board 7: a double check.
    const fourth = page.locator('.case[data-case="4"]');
    expect(await ringed(fourth, 'blocker-ring')).toEqual(['e3']);
    expect(await fourth.locator('.arrow.attack-line').count()).toBe(1);
    expect(await ringed(page.locator('.case[data-case="7"]'), 'check-ring')).toEqual(['a4', 'd6']);
    await fourth.locator('details.explanation summary').click();
    expect(await fourth.locator('.explain-verdict').textContent()).toBe('No king is in check.');
    expect(await fourth.locator('.explain-reasons.misses li').first().textContent()).toBe(
      'The white king on e1: the black rook on e4, stopped by the white knight on e3',
    );
    await page.screenshot({ path: `${SCREENSHOTS}/check-the-check-rules.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
