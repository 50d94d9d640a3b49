import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkersPdn, findProblem, firstFailureOf, rules, simplifiedChess } from '../../src/index.js';
import { SCREENSHOTS, afterRun, settled, useHarness } from './harness.js';

/**
 * The boards as players use them (issue 38), in Debian's chromium: keyboard-first play (the cursor
 * stays on the square used, one tab stop a board and a score sheet, focus drawn for the keyboard
 * only), a score sheet that follows the move shown and ends with the result, comments in the
 * caption, PDN variations stepped into, a game copied as PDN (read back the same) or as moves with
 * a FEN, Flip on every board, play colours as the legend gives them, a first screen with a board
 * and its verdict on a phone and on a desktop, and error cards that offer and count only what applies.
 */

const harness = useHarness();
const TIMEOUT = 240_000;
const WAIT = TIMEOUT / 8;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const fixture = (name: string): string => readFileSync(new URL(`../fixtures/pdn/${name}`, import.meta.url), 'utf8');

async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate(() => delete document.body.dataset.state);
  await page.fill('#input', text);
  await page.click('#judge');
  expect(await settled(page, WAIT)).toBe('done');
}

/** The focused element's square (a board's cell), or its text. */
const focused = (page: Page): Promise<string | null> =>
  page.evaluate(
    () => document.activeElement?.getAttribute('data-square') ?? document.activeElement?.textContent ?? null,
  );

/** The elements of `scope` that Tab stops on. */
const tabStops = (scope: Locator): Promise<number> =>
  scope.evaluate(
    (root) =>
      Array.from(
        root.querySelectorAll<HTMLElement | SVGElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]',
        ),
      ).filter((node) => !(node as HTMLButtonElement).disabled && node.tabIndex >= 0 && !node.closest('[hidden]'))
        .length,
  );

/** Whether the sheet's current move shows inside the sheet's box. */
const currentInView = (sheet: Locator): Promise<{ inView: boolean; scrollTop: number; move: string }> =>
  sheet.evaluate((root) => {
    const move = root.querySelector('.sheet-move.current');
    if (!move) return { inView: false, scrollTop: root.scrollTop, move: '' };
    const box = root.getBoundingClientRect();
    const at = move.getBoundingClientRect();
    return {
      inView: at.top >= box.top && at.bottom <= box.bottom,
      scrollTop: root.scrollTop,
      move: move.textContent ?? '',
    };
  });

/** Presses arrow keys on a board's grid from the focused square to `to` (the board as seen: not flipped). */
async function arrowTo(page: Page, from: string, to: string): Promise<void> {
  const files = to.charCodeAt(0) - from.charCodeAt(0);
  const ranks = Number(to.slice(1)) - Number(from.slice(1));
  for (let k = 0; k < Math.abs(files); k++) await page.keyboard.press(files > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let k = 0; k < Math.abs(ranks); k++) await page.keyboard.press(ranks > 0 ? 'ArrowUp' : 'ArrowDown');
}

/** A key pressed at a redraw, and where the keyboard was before and after it. */
interface Pressed {
  readonly key: string;
  readonly on: string;
  readonly after: string;
}

/** What the page's redraws did with the keyboard: the keys pressed in them, and the redraws that left it on the body. */
interface Redraws {
  count: number;
  lost: number;
  plan: { when: string; key?: string; focus?: string }[];
  pressed: Pressed[];
}

/**
 * Watches every redraw of the cards (nodes added or removed, a control disabled), from a MutationObserver: its
 * callback runs as soon as the redraw's task has run, before any other event, so a key pressed there is one
 * pressed in the middle of the redraw. Counts the redraws that leave the keyboard on the body, and at the first
 * redraw where `when` (a selector) matches, does the plan's next step: `focus` (a Tab landing on that element)
 * or `key`, pressed where a real key would go (document.activeElement).
 */
async function watchRedraws(page: Page): Promise<void> {
  await page.evaluate(() => {
    const name = (node: Element | null): string =>
      !node || node === document.body
        ? 'BODY'
        : (node.getAttribute('data-square') ?? node.getAttribute('aria-label') ?? node.textContent ?? node.tagName);
    const log: Redraws = { count: 0, lost: 0, plan: [], pressed: [] };
    (window as unknown as { redraws: Redraws }).redraws = log;
    new MutationObserver(() => {
      log.count++;
      if (!document.activeElement || document.activeElement === document.body) log.lost++;
      const step = log.plan[0];
      if (!step || !document.querySelector(step.when)) return;
      log.plan.shift();
      const on = document.activeElement;
      if (step.focus) {
        document.querySelector<HTMLElement>(step.focus)?.focus();
        return;
      }
      on?.dispatchEvent(new KeyboardEvent('keydown', { key: step.key, bubbles: true, cancelable: true }));
      log.pressed.push({ key: step.key ?? '', on: name(on), after: name(document.activeElement) });
    }).observe(document.querySelector('#cases')!, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
  });
}

/** Plans steps for the next redraws (see watchRedraws). */
async function plan(page: Page, ...steps: Redraws['plan']): Promise<void> {
  await page.evaluate((more) => (window as unknown as { redraws: Redraws }).redraws.plan.push(...more), steps);
}

const redraws = (page: Page): Promise<Redraws> =>
  page.evaluate(() => (window as unknown as { redraws: Redraws }).redraws);

/** Waits until the plan's steps are done, and gives the keys pressed since the last call. */
async function pressedAtRedraws(page: Page): Promise<Pressed[]> {
  await expect.poll(async () => (await redraws(page)).plan.length, { timeout: WAIT }).toBe(0);
  return page.evaluate(() => (window as unknown as { redraws: Redraws }).redraws.pressed.splice(0));
}

/** The layout shifts since the page's start that no input caused (what Lighthouse's CLS adds up), by size. */
const layoutShifts = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    // The buffered entries are the observer's at once (takeRecords).
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).map((entry) => entry.value);
  });

const hexToRgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('web page: keyboard-first play', () => {
  it(
    'keeps the cursor on the square used (Enter on c1 leaves it on c1), and draws it for the keyboard only',
    async () => {
      const { page, errors } = await harness().open('cheesy-chess', DESKTOP);
      expect(await settled(page, WAIT)).toBe('done');
      // The sample's second game: the king on c1, the pawn on f3.
      const section = page.locator('.case[data-case="2"] section.cheesy-play');
      const king = section.locator('button.versus-side[data-side="white"]');
      await king.focus();
      await page.keyboard.press('Enter');
      await section.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT });
      // The play board comes first in the card: the replay above it folds away, behind a button.
      const card = page.locator('.case[data-case="2"]');
      const firstBoard = card.locator('svg.board').filter({ visible: true }).first();
      expect(await firstBoard.evaluate((board) => board.closest('.versus-board') !== null)).toBe(true);
      const down = (await firstBoard.boundingBox())!.y - (await card.boundingBox())!.y;
      console.log(`measure: the play board's top below its card's top at 1280x800: ${Math.round(down)} px`);
      expect(await card.locator('.cheesy-replay').isVisible()).toBe(false);
      // Tab from the side chosen goes to the board's one tab stop: the king, the piece to move (no key to reach it).
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('c1');
      await page.keyboard.press('Enter');
      await section.locator('g.play-picked[data-square="c1"]').waitFor({ timeout: WAIT });
      await expect.poll(() => focused(page), { timeout: WAIT }).toBe('c1');
      console.log('measure: square focused after Enter on c1:', await focused(page));
      // Drawn as the keyboard's square: the outline a keyboard user sees.
      expect(await page.evaluate(() => document.querySelector(':focus-visible')?.getAttribute('data-square'))).toBe(
        'c1',
      );
      // A target from there, by the arrows: the move is played and the cursor stays where it went.
      const target = (await section.locator('g.play-target').first().getAttribute('data-square'))!;
      await arrowTo(page, 'c1', target);
      await page.keyboard.press('Enter');
      await expect.poll(() => section.locator('.score-sheet .sheet-move').count(), { timeout: WAIT }).toBe(2);
      await section.locator('xpath=self::*[@data-state="your-move" or @data-state="over"]').waitFor({ timeout: WAIT });
      await expect.poll(() => focused(page), { timeout: WAIT }).toBe(target);
      expect(await section.locator('.versus-board rect.square[tabindex="0"]').getAttribute('data-square')).toBe(target);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/board-ui-play-keyboard-desktop.png` });
      // The replay comes back on request.
      await section.getByRole('button', { name: 'Show the replay' }).click();
      expect(await card.locator('.cheesy-replay').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();

      // With a mouse (or a finger): the square clicked becomes the board's tab stop, and no box is drawn.
      for (const viewport of [DESKTOP, PHONE]) {
        const { page: mouse, errors: mouseErrors } = await harness().open('cheesy-chess', viewport);
        expect(await settled(mouse, WAIT)).toBe('done');
        const play = mouse.locator('.case[data-case="2"] section.cheesy-play');
        await play.locator('button.versus-side[data-side="white"]').click();
        await play.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT });
        await play.locator('rect.square[data-square="c1"]').click();
        await play.locator('g.play-picked[data-square="c1"]').waitFor({ timeout: WAIT });
        expect(await mouse.evaluate(() => document.querySelectorAll('svg.board :focus-visible').length)).toBe(0);
        expect(await play.locator('.versus-board rect.square[tabindex="0"]').getAttribute('data-square')).toBe('c1');
        const stroke = await play
          .locator('rect.square[tabindex="0"]')
          .evaluate((rect) => getComputedStyle(rect).stroke);
        expect(stroke).toBe('none');
        await play.scrollIntoViewIfNeeded();
        await mouse.screenshot({ path: `${SCREENSHOTS}/board-ui-play-mouse-${viewport.width}x${viewport.height}.png` });
        expect(mouseErrors).toEqual([]);
        await mouse.context().close();
      }
    },
    TIMEOUT,
  );

  it(
    'keeps the keyboard through every redraw: a key pressed in the middle of one acts, and the focus is never on the body',
    async () => {
      const { page, errors } = await harness().open('cheesy-chess', DESKTOP);
      expect(await settled(page, WAIT)).toBe('done');
      // The sample's second game: the king on c1, the pawn on f3. The king's moves are found, not assumed.
      const section = page.locator('.case[data-case="2"] section.cheesy-play');
      const state = (name: string): string => `.case[data-case="2"] section.cheesy-play[data-state="${name}"]`;
      const tabStop = '.case[data-case="2"] .versus-board rect.square[tabindex="0"]';
      // The pawn's moves are Arbiter's; none of the king's is played for the player.
      await section.locator('input.versus-forced').uncheck();
      await section.locator('button.versus-side[data-side="white"]').focus();
      await watchRedraws(page);
      // Start: a Tab lands on the board while Arbiter values the position; the redraw with its value keeps the
      // keyboard on the board, on the king, the piece to move.
      await plan(page, { when: state('thinking'), focus: tabStop }, { when: state('your-move'), key: 'ArrowUp' });
      await page.keyboard.press('Enter');
      expect(await pressedAtRedraws(page)).toEqual([{ key: 'ArrowUp', on: 'c1', after: 'c2' }]);
      // Flip (F): drawn turned, the keyboard on the same square; up as seen is down the board.
      await plan(page, { when: '.case[data-case="2"] .versus-board svg.flipped', key: 'ArrowUp' });
      await page.keyboard.press('f');
      expect(await pressedAtRedraws(page)).toEqual([{ key: 'ArrowUp', on: 'c2', after: 'c1' }]);
      await page.keyboard.press('f');
      expect(await focused(page)).toBe('c1');
      // A move: the king picked up and put down; keys pressed as it is drawn and as Arbiter's reply is drawn.
      await page.keyboard.press('Enter');
      await section.locator('g.play-picked[data-square="c1"]').waitFor({ timeout: WAIT });
      const target = (await section.locator('g.play-target').first().getAttribute('data-square'))!;
      await arrowTo(page, 'c1', target);
      // A square beside the target, and the key that goes there (and the one that comes back).
      const [away, back, beside] =
        target[0] === 'a'
          ? ['ArrowRight', 'ArrowLeft', `b${target[1]}`]
          : ['ArrowLeft', 'ArrowRight', `${String.fromCharCode(target.charCodeAt(0) - 1)}${target[1]}`];
      await plan(page, { when: state('thinking'), key: away }, { when: state('your-move'), key: back });
      await page.keyboard.press('Enter');
      expect(await pressedAtRedraws(page)).toEqual([
        { key: away, on: target, after: beside },
        { key: back, on: beside, after: target },
      ]);
      // The hint (H), drawn with a key pressed in its redraw.
      await plan(page, { when: '.case[data-case="2"] .hint-arrow', key: away });
      await page.keyboard.press('h');
      expect(await pressedAtRedraws(page)).toEqual([{ key: away, on: target, after: beside }]);
      // Take back: the button disables itself (nothing left to take back) and hands the keyboard to the board.
      await section.locator('button.versus-back').focus();
      await plan(page, { when: state('your-move'), key: 'ArrowUp' });
      await page.keyboard.press('Enter');
      const [undone] = await pressedAtRedraws(page);
      expect(await section.locator('button.versus-back').isDisabled()).toBe(true);
      expect(undone).toEqual({ key: 'ArrowUp', on: beside, after: `${beside[0]}${Number(beside[1]) + 1}` });
      // A replay's » disables itself at the end: the keyboard goes to the sheet, where ← steps back.
      const replay = page.locator('.case[data-case="1"] .replay');
      await replay.locator('button[aria-label="last position"]').focus();
      await plan(page, {
        when: '.case[data-case="1"] .replay button[aria-label="last position"][disabled]',
        key: 'ArrowLeft',
      });
      await page.keyboard.press('Enter');
      const [stepBack] = await pressedAtRedraws(page);
      const moves = await replay.locator('.sheet-move').allTextContents();
      expect(stepBack).toEqual({ key: 'ArrowLeft', on: moves.at(-1), after: moves.at(-2) });
      expect((await redraws(page)).lost).toBe(0);
      console.log('measure: redraws watched in Cheesy Chess, focus on the body in none:', (await redraws(page)).count);

      // A new card: Rank and File play rewrites the case, and the card is drawn anew with the board in it.
      await page.goto(`${harness().server.url}#rank-and-file`);
      expect(await settled(page, WAIT)).toBe('done');
      const card = page.locator('.case[data-case="1"]');
      await card.getByRole('button', { name: 'Play from here' }).focus();
      await page.keyboard.press('Enter');
      const board = card.locator('.editor .edit-board');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT }).toBeGreaterThan(0);
      await watchRedraws(page);
      // The cursor starts on a piece of the side to move (White's, in the sample's first case).
      const start = (await focused(page))!;
      expect(await board.locator(`g[data-piece-on="${start}"]`).count()).toBe(1);
      await page.keyboard.press('Enter');
      const to = (await board.locator('g.play-target').first().getAttribute('data-square'))!;
      await arrowTo(page, start, to);
      await card.evaluate((element) => element.setAttribute('data-old', ''));
      const right = `${String.fromCharCode(to.charCodeAt(0) + 1)}${to.slice(1)}`;
      await plan(page, {
        when: '.case[data-case="1"]:not([data-old]) .editor',
        key: to[0] === 'h' ? 'ArrowLeft' : 'ArrowRight',
      });
      await page.keyboard.press('Enter');
      const [inNewCard] = await pressedAtRedraws(page);
      expect(inNewCard.on).toBe(to);
      expect(inNewCard.after).toBe(to[0] === 'h' ? `g${to.slice(1)}` : right);
      expect((await redraws(page)).lost).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'makes a 45-move PDN card a dozen tab stops at most: its score sheet is one, and Home, End and the arrows on it move the focus, the board and the view',
    async () => {
      const { page, errors } = await harness().open('checkers', DESKTOP);
      await settled(page, WAIT);
      await paste(page, fixture('martins-coltherd-1849.pdn'));
      const card = page.locator('.case[data-case="1"]');
      const sheet = card.locator('.score-sheet');
      expect(await sheet.locator('.sheet-move').count()).toBe(89);
      const stops = await tabStops(card);
      console.log('measure: tab stops in one 45-move PDN card:', stops);
      // docs/web.md: six, however long the game (the bar: a dozen at most).
      expect(stops).toBe(6);
      // Tab reaches the sheet once, and leaves it with the next Tab.
      await card.locator('.stepper-nav button[aria-label="last position"]').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('score-sheet'))).toBe(true);
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('10-15');
      expect(await card.locator('.replay').getAttribute('data-step')).toBe('89');
      expect((await currentInView(sheet)).inView).toBe(true);
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe('11-16');
      expect(await card.locator('.replay').getAttribute('data-step')).toBe('88');
      await page.keyboard.press('Home');
      expect(await sheet.locator('.sheet-move.current').count()).toBe(0);
      expect(await card.locator('.replay').getAttribute('data-step')).toBe('0');
      expect(await sheet.evaluate((root) => root.scrollTop)).toBe(0);
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('11-15');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.score-sheet'))).toBeNull();
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('11-15');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: a score sheet that follows', () => {
  it(
    'keeps the current move in view after », End and 60 × Next, ends with the result, and shows a comment in its move’s caption',
    async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        const { page, errors } = await harness().open('checkers', viewport);
        await settled(page, WAIT);
        await paste(page, `${fixture('martins-coltherd-1849.pdn')}\n[Result "1/2-1/2"]\n1. 11-15 23-19 *\n`);
        const card = page.locator('.case[data-case="1"]');
        const sheet = card.locator('.score-sheet');
        await card.locator('button[aria-label="last position"]').click();
        let view = await currentInView(sheet);
        console.log(`measure (${viewport.width}x${viewport.height}): current move visible after »:`, view);
        expect(view).toMatchObject({ inView: true, move: '10-15' });
        expect(view.scrollTop).toBeGreaterThan(0);
        await card.locator('button[aria-label="first position"]').click();
        expect(await sheet.evaluate((root) => root.scrollTop)).toBe(0);
        for (let k = 0; k < 60; k++) await card.locator('button[aria-label="Next"]').click();
        view = await currentInView(sheet);
        expect(view.inView).toBe(true);
        expect(view.move).toBe((await sheet.locator('.sheet-move').nth(59).textContent()) ?? '?');
        await card.locator('button[aria-label="Next"]').focus();
        await page.keyboard.press('End');
        view = await currentInView(sheet);
        console.log(`measure (${viewport.width}x${viewport.height}): current move visible after End:`, view);
        expect(view).toMatchObject({ inView: true, move: '10-15' });
        // The result that follows the last move shows too, whole, inside the sheet's box.
        const result = await sheet.evaluate((root) => {
          const box = root.getBoundingClientRect();
          const at = root.querySelector('.sheet-result')!.getBoundingClientRect();
          return { top: at.top - box.top, bottom: box.bottom - at.bottom };
        });
        console.log(`measure (${viewport.width}x${viewport.height}): the result's room in the sheet at End:`, result);
        expect(result.top).toBeGreaterThanOrEqual(0);
        expect(result.bottom).toBeGreaterThanOrEqual(0);
        // The result ends the sheet: the record's, and a Result tag's where the movetext says "*".
        expect(await sheet.locator(':scope > :last-child').getAttribute('class')).toBe('sheet-result');
        expect(await sheet.locator('.sheet-result').textContent()).toBe('1-0');
        expect(await page.locator('.case[data-case="2"] .score-sheet > :last-child').textContent()).toBe('1/2-1/2');
        // Plies where plies are meant, and the moves a player counts: the sheet numbers 1 to 45.
        expect(await card.locator('.checkers-reason').textContent()).toBe('45 moves (89 plies), all legal.');
        expect(await page.locator('.case[data-case="2"] .checkers-reason').textContent()).toBe(
          '1 move (2 plies), all legal.',
        );
        // The comment in the caption of its move.
        await sheet.locator('.sheet-move', { hasText: '27-31' }).first().click();
        expect(await card.locator('.stepper-comment').textContent()).toBe(
          "Editor's note, not in the published record: Red crowns the first king of the game.",
        );
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({
          path: `${SCREENSHOTS}/board-ui-pdn-45-moves-${viewport.width}x${viewport.height}.png`,
        });
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
    TIMEOUT,
  );

  it(
    'shows PDN variations on the sheet, steps into them, and copies the game as PDN that reads back to the same moves',
    async () => {
      const { page, errors } = await harness().open('checkers', DESKTOP);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await settled(page, WAIT);
      const text = [
        '[Event "variations"]',
        '[Result "1/2-1/2"]',
        '1. 11-15 23-19 (1... 22-18 {the other way} 2. 15x22 25x18) 2. 8-11',
        '(2. 9-14 22-17 3. 14-18 19-15) 22-17 (2... 23-18) 3. 9-13 17-14 1/2-1/2',
      ].join('\n');
      await paste(page, text);
      const card = page.locator('.case[data-case="1"]');
      const sheet = card.locator('.score-sheet');
      const variations = sheet.locator('.sheet-variation');
      expect(await variations.count()).toBe(3);
      expect((await variations.allTextContents()).map((each) => each.replace(/\s+/g, ' '))).toEqual([
        '(1... 22-18 the other way 2. 15x22 25x18)',
        '(2. 9-14 22-17 3. 14-18 19-15 ✗)',
        '(2... 23-18 ✗)',
      ]);
      // Stepped into: the board after the variation's move, its comment in the caption; → goes on in it.
      await variations.first().locator('.sheet-move').first().click();
      expect(await card.locator('.stepper-caption').textContent()).toBe(
        'Variation, move 1 (White): White plays 22-18.',
      );
      expect(await card.locator('.stepper-comment').textContent()).toBe('the other way');
      // Its own counter and footer: the place in the variation, what the variation is; not the game's end.
      expect(await card.locator('.stepper-count').textContent()).toBe('1 / 3 in the variation');
      expect(await card.locator('.replay-footer').textContent()).toBe(
        'A variation played instead of 1... 23-19: all its moves are legal.',
      );
      expect(await card.locator('.checkers-legal').count()).toBe(0);
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('15x22');
      expect(await card.locator('.stepper-count').textContent()).toBe('2 / 3 in the variation');
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('25x18');
      // ← back past its first move: the game's move before it, then the game's line again.
      for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe('11-15');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('23-19');
      // Back on the game's line: the game's counter, and the legal moves at its end.
      expect(await card.locator('.stepper-count').textContent()).toBe('3 / 7');
      expect(await card.locator('.replay-footer .checkers-legal').textContent()).toMatch(
        /^Legal moves for Red in the final position: /,
      );
      // An illegal move in a variation is drawn where it was tried, with its reason.
      await variations.nth(2).locator('.sheet-move').click();
      expect(await card.locator('.stepper-caption').textContent()).toMatch(
        /^Variation, move 2 \(White\): White tries 23-18, which is illegal: /,
      );
      expect(await card.locator('.stepper-count').textContent()).toBe('1 / 1 in the variation');
      expect(await card.locator('.replay-footer').textContent()).toBe(
        'A variation played instead of 2... 22-17: its first move 23-18 is illegal.',
      );
      expect(await sheet.locator('.sheet-result').textContent()).toBe('1/2-1/2');
      await card.screenshot({ path: `${SCREENSHOTS}/board-ui-pdn-variations-desktop.png` });

      // Copied as PDN, it reads back with the library's reader to the same game: moves, variations, comments, result.
      await card.locator('button.copy-game').click();
      await expect.poll(() => card.locator('.copy-note').textContent(), { timeout: WAIT }).toBe('Copied.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const replayed = (pdn: string) => {
        const [game] = checkersPdn.parse(pdn).games;
        const verdict = checkersPdn.judge(game);
        const replay = checkersPdn.replay(game, verdict);
        const { variations } = checkersPdn.explain(game, verdict, 1);
        return {
          moves: replay.plies.map((ply) => ply.move),
          variations: replay.variations.map((variation) => ({
            ply: variation.ply,
            moves: variation.plies.map((ply) => ply.move),
            illegal: variations[variation.variation - 1].move,
            comments: variations[variation.variation - 1].comments,
          })),
          result: game.result,
          tags: game.tags.map((tag) => `${tag.name}=${tag.value}`),
        };
      };
      expect(replayed(copied)).toEqual(replayed(text));
      expect(replayed(copied).variations).toHaveLength(3);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'copies a game of the chess problems as its moves with the FEN of its start',
    async () => {
      const { page, errors } = await harness().open('simplified-chess', DESKTOP);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await settled(page, WAIT);
      const input = '1\n3 2 5\nQ A 1\nR A 2\nR D 2\nN C 2\nQ C 4\n';
      await paste(page, input);
      const card = page.locator('.case[data-case="1"]');
      await card.locator('.sc-main-line button.copy-game').click();
      await expect
        .poll(() => card.locator('.sc-main-line .copy-note').textContent(), { timeout: WAIT })
        .toBe('Copied.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const [item] = simplifiedChess.parse(input).cases;
      if (!item.result.ok) throw new Error('the game does not parse');
      const verdict = simplifiedChess.judge(item.result.value);
      if (!verdict.ok) throw new Error('the game is not judged');
      const explanation = simplifiedChess.explain(item.result.value, verdict.value);
      const fen = /\[FEN "([^"]+)"\]/.exec(copied)?.[1] ?? '';
      // The FEN reads back to the game's start; the moves are the main line's, numbered, then White's win.
      expect(rules.chess.parseFen(fen).ok).toBe(true);
      expect(
        rules.chess.fenRows((rules.chess.parseFen(fen) as { value: { board: rules.chess.ChessBoard } }).value.board),
      ).toEqual(explanation.board);
      const moves = copied
        .split('\n\n')[1]
        .trim()
        .split(/\s+/)
        .filter((word) => !/^\d+\.+$/.test(word));
      expect(moves).toEqual([...explanation.mainLine, '1-0']);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: flip and colours', () => {
  it(
    'flips every board, with its button and with F; playing Black starts with Black at the bottom; play draws each side in its legend colour',
    async () => {
      const { page, errors } = await harness().open('simplified-chess', DESKTOP);
      await settled(page, WAIT);
      await paste(page, '1\n3 2 5\nQ A 1\nR A 2\nR D 2\nN C 2\nQ C 4\n');
      const card = page.locator('.case[data-case="1"]');
      // The replay of the main line.
      const replay = card.locator('.sc-main-line .replay');
      const isFlipped = (scope: Locator): Promise<boolean> =>
        scope
          .locator('svg.board')
          .first()
          .evaluate((board) => board.classList.contains('flipped'));
      expect(await isFlipped(replay)).toBe(false);
      await replay.locator('button.flip').click();
      expect(await isFlipped(replay)).toBe(true);
      await replay.locator('button[aria-label="Next"]').click();
      expect(await isFlipped(replay)).toBe(true);
      await page.keyboard.press('f');
      expect(await isFlipped(replay)).toBe(false);
      // Play: as Black, Black at the bottom (a1 at the top right), and F turns it.
      const play = card.locator('section.sc-play');
      await play.locator('button.versus-side[data-side="black"]').click();
      await play.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT });
      expect(await isFlipped(play)).toBe(true);
      // Arbiter played White's first move: its arrow in the legend's colour for White; the play legend agrees.
      const legendColour = async (scope: Locator, text: string): Promise<string> =>
        scope
          .locator('li', { hasText: text })
          .locator('.swatch')
          .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
      const figureLegend = card.locator('figure > .legend');
      const arrow = async (): Promise<string> =>
        hexToRgb(
          (await play.locator('.versus-board line.arrow, .versus-board path.arrow').first().getAttribute('stroke'))!,
        );
      expect(await arrow()).toBe(await legendColour(figureLegend, 'White’s move'));
      expect(await legendColour(play.locator('.versus-legend'), 'White’s move')).toBe(
        await legendColour(figureLegend, 'White’s move'),
      );
      const target = await play.locator('g.play-target').count();
      // Black's move: pick up a piece that has targets, put it on the first.
      for (const square of await play
        .locator('g[data-piece-on]')
        .evaluateAll((pieces) => pieces.map((p) => p.getAttribute('data-piece-on')))) {
        await play.locator(`rect.square[data-square="${square}"]`).click();
        if ((await play.locator('g.play-target').count()) > target) break;
      }
      const to = await play.locator('g.play-target').first().getAttribute('data-square');
      await play.locator(`rect.square[data-square="${to}"]`).click();
      // Arbiter answers (White wins in 5: the game goes on); Black's move, chosen on the sheet, is shown.
      await expect
        .poll(() => play.locator('.score-sheet .sheet-move').count(), { timeout: WAIT })
        .toBeGreaterThanOrEqual(3);
      await play.locator('.score-sheet .sheet-move').nth(1).click();
      expect(await play.getAttribute('data-viewing')).toBe('2');
      expect(await arrow()).toBe(await legendColour(figureLegend, 'Black’s move'));
      expect(await legendColour(play.locator('.versus-legend'), 'Black’s move')).toBe(
        await legendColour(figureLegend, 'Black’s move'),
      );
      await page.keyboard.press('f');
      expect(await isFlipped(play)).toBe(false);
      await play.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/board-ui-play-black-desktop.png` });
      // Set-up: Flip, and F on its board.
      await card.getByRole('button', { name: 'Set up by clicking' }).click();
      const editor = card.locator('.editor');
      await editor.locator('svg.board').waitFor({ timeout: WAIT });
      expect(await isFlipped(editor)).toBe(false);
      await editor.locator('rect.square[tabindex="0"]').focus();
      await page.keyboard.press('f');
      await expect.poll(() => isFlipped(editor), { timeout: WAIT }).toBe(true);
      console.log('measure: flip on play and replay and set-up boards: yes (button and F)');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'Cheesy Chess play: the pawn’s moves drawn brown, as the legend’s pawn, and the king’s blue',
    async () => {
      const { page, errors } = await harness().open('cheesy-chess', DESKTOP);
      await settled(page, WAIT);
      const card = page.locator('.case[data-case="2"]');
      const play = card.locator('section.cheesy-play');
      // The pawn's forced moves are played by hand here, so that the king's move is the last one drawn.
      await play.locator('input.versus-forced').evaluate((box: HTMLInputElement) => {
        box.checked = false;
        box.dispatchEvent(new Event('change'));
      });
      await play.locator('button.versus-side[data-side="black"]').click();
      await play.locator('xpath=self::*[@data-state="your-move" or @data-state="over"]').waitFor({ timeout: WAIT });
      const stroke = async (): Promise<string> =>
        hexToRgb((await play.locator('.versus-board .arrow').first().getAttribute('stroke'))!);
      const legend = card.locator('figure > .legend');
      const swatch = (text: string): Promise<string> =>
        legend
          .locator('li', { hasText: text })
          .locator('.swatch')
          .evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(await stroke()).toBe(await swatch('the king’s path'));
      // The pawn's move: brown, as the legend's pawn.
      if ((await play.getAttribute('data-state')) === 'your-move') {
        const squares = await play
          .locator('g[data-piece-on]')
          .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute('data-piece-on')));
        for (const square of squares) {
          await play.locator(`rect.square[data-square="${square}"]`).click();
          const target = play.locator('g.play-target').first();
          if ((await play.locator('g.play-target').count()) === 0) continue;
          await play.locator(`rect.square[data-square="${await target.getAttribute('data-square')}"]`).click();
          break;
        }
      }
      // Once Arbiter has answered (or the game is over), the pawn's move chosen on the sheet is shown.
      await expect
        .poll(() => play.locator('.score-sheet .sheet-move').count(), { timeout: WAIT })
        .toBeGreaterThanOrEqual(2);
      await play.locator('xpath=self::*[@data-state="your-move" or @data-state="over"]').waitFor({ timeout: WAIT });
      await play.locator('.score-sheet .sheet-move').nth(1).click();
      expect(await stroke()).toBe(await swatch('the pawn’s reply'));
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: the first screen', () => {
  it(
    'shows a board with its verdict on a phone and on a desktop; the intro folds and stays folded; one case takes the width; boards grow',
    async () => {
      for (const id of ['rank-and-file', 'cheesy-chess', 'checkers']) {
        const { page, errors } = await harness().open(id, PHONE);
        expect(await settled(page, WAIT)).toBe('done');
        const card = page.locator('.case[data-case="1"]');
        const verdict = await card.locator('.verdict').boundingBox();
        const board = await card.locator('svg.board').first().boundingBox();
        console.log(
          `measure: phone first screen (${id}): verdict at ${verdict?.y}, board ${board?.y}..${board && board.y + board.height}`,
        );
        expect(verdict!.y).toBeGreaterThanOrEqual(0);
        expect(board!.y + board!.height).toBeLessThanOrEqual(PHONE.height);
        expect(board!.width).toBeGreaterThan(PHONE.width * 0.8);
        // The text box is one link away.
        expect(await page.locator('#jump-link').isVisible()).toBe(true);
        // Nothing moved once drawn: the cards' place was kept from the start, the rest shown once filled in.
        expect(await layoutShifts(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}/board-ui-first-screen-${id}-phone.png` });
        expect(errors).toEqual([]);
        await page.context().close();
      }

      const { page, errors } = await harness().open('simplified-chess', DESKTOP);
      expect(await settled(page, WAIT)).toBe('done');
      expect(await layoutShifts(page)).toEqual([]);
      const intro = page.locator('#intro');
      expect(await intro.getAttribute('open')).toBe('');
      const card = page.locator('.case[data-case="1"]');
      const before = (await card.locator('svg.board').first().boundingBox())!;
      await page.screenshot({ path: `${SCREENSHOTS}/board-ui-first-screen-desktop.png` });
      // Folded, it stays folded, the next visit too; the board comes up.
      await intro.locator('summary').click();
      expect(await intro.getAttribute('open')).toBeNull();
      const after = (await card.locator('svg.board').first().boundingBox())!;
      expect(after.y).toBeLessThan(before.y - 100);
      expect(after.y + after.height).toBeLessThanOrEqual(DESKTOP.height);
      await page.reload();
      expect(await settled(page, WAIT)).toBe('done');
      expect(await page.locator('#intro').getAttribute('open')).toBeNull();
      await page.screenshot({ path: `${SCREENSHOTS}/board-ui-first-screen-desktop-folded.png` });
      // One case alone takes the row: its card is as wide as the cards' column, its sheet beside its board.
      await paste(page, '1\n3 2 5\nQ A 1\nR A 2\nR D 2\nN C 2\nQ C 4\n');
      const cases = (await page.locator('#cases').boundingBox())!;
      const only = (await card.boundingBox())!;
      expect(only.width).toBeGreaterThan(cases.width * 0.95);
      const replay = card.locator('.sc-main-line .replay');
      const boardBox = (await replay.locator('svg.board').boundingBox())!;
      const sheetBox = (await replay.locator('.score-sheet').boundingBox())!;
      expect(sheetBox.x).toBeGreaterThan(boardBox.x + boardBox.width);
      // Larger boards, kept for the next visit.
      await page.locator('#board-size').fill('40');
      const larger = (await replay.locator('svg.board').boundingBox())!;
      expect(larger.width).toBeGreaterThan(boardBox.width * 1.3);
      await page.reload();
      expect(await settled(page, WAIT)).toBe('done');
      expect(await page.locator('#board-size').inputValue()).toBe('40');
      await page.screenshot({ path: `${SCREENSHOTS}/board-ui-large-boards-desktop.png` });
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: error cards', () => {
  it(
    'offer no set-up or play for a case that cannot be read, count what they show, and give the CLI’s first error for another problem’s input',
    async () => {
      const { page, errors } = await harness().open('cheesy-chess', DESKTOP);
      await settled(page, WAIT);
      // A good game and one whose king stands off the board.
      const sample = findProblem('cheesy-chess')!.sample.input;
      await paste(page, sample.replace(/\n3 1\n/, '\n3 9\n'));
      const bad = page.locator('.case[data-case="2"]');
      expect(await bad.locator('.verdict.error').count()).toBe(1);
      expect(await bad.locator('.case-tools button').count()).toBe(0);
      expect(await page.locator('.case[data-case="1"] .case-tools button').allTextContents()).toEqual([
        'Set up by clicking',
      ]);
      const shown = await page.locator('.verdict.error, .case-errors li, #errors li').count();
      expect(await page.locator('#status').textContent()).toMatch(new RegExp(`; ${shown} errors? in the input`));
      // Another problem's input: the one error the CLI gives, alone, counted once.
      const text = readFileSync(new URL('../../examples/checkers.txt', import.meta.url), 'utf8');
      for (const id of ['rank-and-file', 'simplified-chess', 'cheesy-chess'] as const) {
        await page.selectOption('#problem', id);
        await settled(page, WAIT);
        await paste(page, text);
        const first = firstFailureOf(text, id)!;
        expect(await page.locator('#look-alike .look-alike-error').textContent()).toBe(
          `error: line ${first.line}, column ${first.column}: ${first.message}`,
        );
        expect(await page.locator('.case').count()).toBe(0);
        expect(await page.locator('#status').textContent()).toMatch(/; 1 error in the input/);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'pastes like it opens: text clearly another problem’s switches to it with an undo, no error shown first; text that only looks like it gets the offer',
    async () => {
      const { page, errors } = await harness().open('rank-and-file', DESKTOP);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      expect(await settled(page, WAIT)).toBe('done');
      // Every error or offer the page draws, as it is drawn.
      await page.evaluate(() => {
        const seen = window as unknown as { shown: string[] };
        seen.shown = [];
        const banner = document.querySelector<HTMLElement>('#look-alike')!;
        new MutationObserver(() => {
          if (!banner.hidden) seen.shown.push(banner.textContent ?? '');
        }).observe(banner, { childList: true, subtree: true, attributes: true });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.addedNodes)) seen.shown.push(node.textContent ?? '');
        }).observe(document.querySelector('#errors')!, { childList: true });
      });
      const shown = (): Promise<string[]> => page.evaluate(() => (window as unknown as { shown: string[] }).shown);
      /** Pastes as a reader does: the text on the clipboard, the text box's text selected, Ctrl+V. */
      const pasted = async (text: string): Promise<void> => {
        await page.evaluate(() => delete document.body.dataset.state);
        await page.evaluate((value) => navigator.clipboard.writeText(value), text);
        await page.locator('#input').focus();
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Control+V');
        expect(await settled(page, WAIT)).toBe('done');
      };
      // PDN on a chess problem: checkers, its games judged, said so at the top with the way back.
      const pdn = fixture('martins-coltherd-1849.pdn');
      await pasted(pdn);
      expect(await page.inputValue('#problem')).toBe('checkers');
      expect(await page.locator('#switched').textContent()).toBe(
        'The text pasted is a PDN game: it is judged as Advanced Checkers Machine. Undo: judge it as Rank and File',
      );
      expect(await page.locator('.case.pdn-game').count()).toBe(1);
      expect(await shown()).toEqual([]);
      // Undo: the problem it was pasted on, the text kept; now the offer, as for any other problem's input.
      await afterRun(page, () => page.locator('#switched button.switch-undo').click());
      expect(await page.inputValue('#problem')).toBe('rank-and-file');
      expect(await page.inputValue('#input')).toBe(pdn);
      expect(await page.locator('#switched').isVisible()).toBe(false);
      expect(await page.locator('#look-alike .look-alike-hint').textContent()).toBe(
        'This looks like a PDN game. Judge it as Advanced Checkers Machine',
      );
      // Another problem's input, whole: the same.
      await page.evaluate(() => ((window as unknown as { shown: string[] }).shown = []));
      await pasted(findProblem('cheesy-chess')!.sample.input);
      expect(await page.inputValue('#problem')).toBe('cheesy-chess');
      expect(await page.locator('#switched').textContent()).toMatch(/^The text pasted is a Cheesy Chess input: /);
      expect(await shown()).toEqual([]);
      // Only like it (a checkers record damaged inside a case): no switch, the offer.
      await page.selectOption('#problem', 'rank-and-file');
      await settled(page, WAIT);
      const damaged = readFileSync(new URL('../../examples/checkers.txt', import.meta.url), 'utf8').replace(
        '6 R',
        '6 Q',
      );
      expect(firstFailureOf(damaged, 'checkers')).toBeDefined();
      await pasted(damaged);
      expect(await page.inputValue('#problem')).toBe('rank-and-file');
      expect(await page.locator('#switched').isVisible()).toBe(false);
      expect(await page.locator('#look-alike .look-alike-hint').textContent()).toBe(
        'This looks like an Advanced Checkers Machine input. Judge it as Advanced Checkers Machine',
      );
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});
