import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findProblem } from '../../src/index.js';
import { SCREENSHOTS, drag, settled, useHarness } from './harness.js';

/**
 * The play modes on the score sheet, one tint for the last move everywhere, the check ring beside
 * that tint, and docs code on a phone, in Debian's chromium: moves played in Rank and File, in
 * checkers and against Arbiter are numbered pairs on a score sheet that ←/→ and Home/End step
 * through; Simplified Chess has one way to play; a check and the last move are both seen on a
 * square; inline code on a phone breaks at spaces only.
 */

const harness = useHarness();
const TIMEOUT = 240_000;
const WAIT = TIMEOUT / 8;
const PHONE = { width: 390, height: 844 };
/** The last-move tint every board uses (web/src/board/svg.ts LAST_MOVE). */
const LAST_MOVE = '#cdd26a';

// playwright-core's own PNG reader, for the colours of a screenshot.
const { PNG } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

async function paste(page: Page, text: string): Promise<void> {
  await page.fill('#input', text);
  await page.click('#judge');
  expect(await settled(page, TIMEOUT / 4)).toBe('done');
}

const sheetText = async (scope: Locator): Promise<string> =>
  ((await scope.locator('.score-sheet').textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('web page: play modes keep their moves on the score sheet', () => {
  it(
    'Rank and File: moves played are numbered pairs, the current one highlighted, ←/→ and Home/End step back and forth, a move from an earlier position replaces the rest',
    async () => {
      const { page, errors } = await harness().open('rank-and-file');
      await settled(page, TIMEOUT / 4);
      const sample = findProblem('rank-and-file')!.sample.input;
      const card = page.locator('.case[data-case="1"]');
      await card.getByRole('button', { name: 'Play from here' }).click();
      const board = card.locator('.editor .edit-board');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT }).toBeGreaterThan(0);
      await drag(page, board.locator('rect[data-square="c5"]'), board.locator('rect[data-square="b5"]'));
      await expect.poll(() => card.locator('.verdict').textContent(), { timeout: WAIT }).toBe('BLACK IS SAFE');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT }).toBeGreaterThan(0);
      await board.locator('rect[data-square="e5"]').click();
      await board.locator('rect[data-square="e4"]').click();
      await expect.poll(() => sheetText(card.locator('.played')), { timeout: WAIT }).toBe('1. Kxb5 Ke4');
      // No list of its own: the score sheet is the one list of moves played.
      expect(await card.locator('.played .score-sheet').count()).toBe(1);
      expect(await card.locator('.played .sheet-move.current').textContent()).toBe('Ke4');
      expect(await card.locator('.versus-moves, .versus-move').count()).toBe(0);

      // The keyboard on the sheet: ← shows the position after Kxb5 (the case rewritten and judged).
      const sheet = card.locator('.played .score-sheet');
      await sheet.locator('.sheet-move', { hasText: 'Ke4' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => card.locator('.verdict').textContent(), { timeout: WAIT }).toBe('BLACK IS SAFE');
      expect(await card.locator('.played [aria-current="step"]').textContent()).toBe('Kxb5');
      // The later move is kept, and the keyboard stays on the sheet.
      expect(await sheetText(card.locator('.played'))).toBe('1. Kxb5 Ke4');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('.score-sheet') !== null), { timeout: WAIT })
        .toBe(true);
      await page.keyboard.press('Home');
      await expect.poll(() => card.locator('.verdict').textContent(), { timeout: WAIT }).toBe('WHITE IS CHECKED');
      expect(await page.inputValue('#input')).toBe(sample);
      expect(await card.locator('.played [aria-current="step"]').count()).toBe(0);
      await page.keyboard.press('End');
      await expect.poll(() => card.locator('.verdict').textContent(), { timeout: WAIT }).toBe('WHITE IS SAFE');
      expect(await card.locator('.played [aria-current="step"]').textContent()).toBe('Ke4');
      // The last move is tinted on the board shown: Ke4's squares.
      expect(
        await board
          .locator('g.last-move')
          .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square'))),
      ).toEqual(['e5', 'e4']);
      // Back to after Kxb5 and another Black move: it replaces Ke4.
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => card.locator('.verdict').textContent(), { timeout: WAIT }).toBe('BLACK IS SAFE');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT }).toBeGreaterThan(0);
      await board.locator('rect[data-square="e5"]').click();
      await board.locator('rect[data-square="d4"]').click();
      await expect.poll(() => sheetText(card.locator('.played')), { timeout: WAIT }).toBe('1. Kxb5 Kd4');
      expect(await card.locator('.played .sheet-move.current').textContent()).toBe('Kd4');
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/play-sheet-rank-and-file-desktop.png` });
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'checkers play: the moves played here on the score sheet, stepped with the keys',
    async () => {
      const { page, errors } = await harness().open('checkers');
      await settled(page, TIMEOUT / 4);
      await paste(page, '12 12\n1 2 3 4 5 6 7 8 9 10 11 12\n21 22 23 24 25 26 27 28 29 30 31 32\n1 R\n11-15\n0 0\n');
      const card = page.locator('.case[data-case="1"]');
      await card.getByRole('button', { name: 'Play on' }).click();
      const board = card.locator('.editor .edit-board');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT }).toBeGreaterThan(0);
      await board.locator('rect[data-checkers-square="23"]').click();
      await board.locator('rect[data-checkers-square="19"]').click();
      await expect.poll(() => sheetText(card.locator('.played')), { timeout: WAIT }).toBe('1... 23-19');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT }).toBeGreaterThan(0);
      await board.locator('rect[data-checkers-square="8"]').click();
      await board.locator('rect[data-checkers-square="11"]').click();
      await expect.poll(() => sheetText(card.locator('.played')), { timeout: WAIT }).toBe('1... 23-19 2. 8-11');
      await card.locator('.played .sheet-move', { hasText: '8-11' }).focus();
      // Each time the cards change, the keyboard must still be on the sheet, not on the page: a key
      // pressed while the card is drawn again must not be lost (a busy machine's End once was).
      await page.evaluate(() => {
        const seen = window as unknown as { focusLost: number };
        seen.focusLost = 0;
        new MutationObserver(() => {
          if (document.activeElement === document.body) seen.focusLost++;
        }).observe(document.querySelector('#cases')!, { childList: true, subtree: true });
      });
      await page.keyboard.press('ArrowLeft');
      // The record goes back to 11-15 23-19 in the input; 8-11 stays on the sheet.
      await expect
        .poll(async () => (await page.inputValue('#input')).split('\n').slice(3, 6), { timeout: WAIT })
        .toEqual(['2 R', '11-15', '23-19']);
      expect(await card.locator('.played [aria-current="step"]').textContent()).toBe('23-19');
      expect(await sheetText(card.locator('.played'))).toBe('1... 23-19 2. 8-11');
      await page.keyboard.press('End');
      await expect.poll(async () => (await page.inputValue('#input')).split('\n')[3], { timeout: WAIT }).toBe('3 R');
      expect(await card.locator('.played [aria-current="step"]').textContent()).toBe('8-11');
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { focusLost: number }).focusLost)).toBe(0);
      await page.context().close();
    },
    TIMEOUT,
  );

  for (const viewport of [
    { ...PHONE, name: 'phone' },
    { width: 1280, height: 900, name: 'desktop' },
  ])
    it(
      `against Arbiter (${viewport.name}): the game on the score sheet, an earlier position shown on ←, the game again on End`,
      async () => {
        const { page, errors } = await harness().open('cheesy-chess', viewport);
        await settled(page, TIMEOUT / 4);
        const section = page.locator('.case[data-case="2"] section.cheesy-play');
        await section.locator('button.versus-side[data-side="white"]').click();
        // Two king steps and Arbiter's two replies, each the first target offered.
        for (let turn = 0; turn < 2; turn++) {
          await section.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT });
          const board = section.locator('.versus-board');
          // The king: the piece whose square, clicked, offers targets (the pawn is Arbiter's).
          const squares = await board
            .locator('g[data-piece-on]')
            .evaluateAll((pieces) => pieces.map((p) => p.getAttribute('data-piece-on')));
          for (const square of squares) {
            await board.locator(`rect.square[data-square="${square}"]`).click();
            if ((await board.locator('g.play-target').count()) > 0) break;
          }
          const target = await board.locator('g.play-target').first().getAttribute('data-square');
          await board.locator(`rect.square[data-square="${target}"]`).click();
        }
        await section
          .locator('xpath=self::*[@data-state="your-move" or @data-state="over"]')
          .waitFor({ timeout: WAIT });
        await expect.poll(() => section.locator('.score-sheet .sheet-move').count(), { timeout: WAIT }).toBe(4);
        const text = await sheetText(section);
        // A king step that hands the win over is marked ? (perfect-play.ts).
        expect(text).toMatch(/^1\. Kx?[a-h]\d\?? [a-h]\d 2\. Kx?[a-h]\d\?? [a-h]\d$/);
        expect(await section.locator('.versus-moves').count()).toBe(0);
        const moves = await section.locator('.sheet-move').allTextContents();
        expect(await section.locator('.sheet-move.current').textContent()).toBe(moves[3]);
        const live = await section.locator('.versus-board svg').getAttribute('aria-label');
        // ←: the position after move 3; the board is not played on there, and says so.
        await section.locator('.sheet-move').last().focus();
        await page.keyboard.press('ArrowLeft');
        expect(await section.getAttribute('data-viewing')).toBe('3');
        expect(await section.locator('.sheet-move.current').textContent()).toBe(moves[2]);
        // The caption gives the move's value before and after it (perfect-play.ts).
        expect(await section.locator('.versus-status').textContent()).toMatch(
          /^After move 3 of 4: an earlier position\. Kx?[a-h]\d(\? changed the outcome)?: .+ → .+\. End returns to the game\.$/,
        );
        expect(await section.locator('.versus-board svg').getAttribute('aria-label')).not.toBe(live);
        expect(await section.locator('.versus-board g.last-move').count()).toBe(2);
        await page.keyboard.press('Home');
        expect(await section.getAttribute('data-viewing')).toBe('0');
        expect(await section.locator('.sheet-move.current').count()).toBe(0);
        expect(await section.locator('.versus-board g.last-move').count()).toBe(0);
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOTS}/play-sheet-versus-${viewport.name}.png` });
        await page.keyboard.press('End');
        expect(await section.getAttribute('data-viewing')).toBe('game');
        expect(await section.locator('.versus-board svg').getAttribute('aria-label')).toBe(live);
        expect(await section.locator('.sheet-move.current').textContent()).toBe(moves[3]);
        expect(errors).toEqual([]);
        await page.context().close();
      },
      TIMEOUT,
    );
});

describe('web page: Simplified Chess has one way to play, and the shared last-move tint', () => {
  const rules = readFileSync(new URL('../../examples/simplified-chess-rules.txt', import.meta.url), 'utf8');

  it(
    'has no strategy explorer beside the play; the play refuses a square with the rules’ reason; the main line is tinted as every board is',
    async () => {
      const { page, errors } = await harness().open('simplified-chess');
      await settled(page, TIMEOUT / 4);
      await paste(page, rules);
      expect(await page.locator('.sc-tree, .sc-reply, .sc-hand-status').count()).toBe(0);
      // The main line's last move: the shared tint, and the same tint as Cheesy Chess and checkers use.
      const line = page.locator('.case[data-case="3"] .main-line');
      await line.getByRole('button', { name: 'Next' }).click();
      const fills = await line
        .locator('g.last-move rect')
        .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
      expect(fills).toEqual([LAST_MOVE, LAST_MOVE]);
      expect(await page.locator('.case[data-case="3"] figure > .legend').textContent()).toContain('the last move');

      // A NO case: the first moves are shown, not played, on the drawing; play is in the play section.
      const case4 = page.locator('.case[data-case="4"]');
      expect(await case4.locator('.sc-refutation-board rect.square.draggable').count()).toBe(0);
      await case4.locator('button.sc-refutation[data-move="Qa2"]').click();
      expect(await case4.locator('.sc-refutation-caption').textContent()).toBe(
        "1. Qa2 Rxa2: Rxa2 captures White's queen.",
      );
      const play = case4.locator('section.sc-play');
      await play.locator('button.versus-side[data-side="white"]').click();
      await play.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT });
      const board = play.locator('.versus-board');
      await board.locator('rect.square[data-square="a1"]').click();
      await board.locator('rect.square[data-square="c2"]').click();
      await expect
        .poll(() => play.locator('.versus-status').textContent(), { timeout: WAIT })
        .toBe('a1-c2 is not legal: a queen moves along ranks, files and diagonals.');
      // The tint of the other boards is the same colour.
      await page.goto(`${harness().server.url}#cheesy-chess`);
      await settled(page, TIMEOUT / 4);
      const cheesy = page.locator('.case[data-case="1"] .cheesy-replay');
      await cheesy.getByRole('button', { name: 'Next' }).click();
      const cheesyFills = await cheesy
        .locator('g.last-move rect')
        .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
      expect(cheesyFills).toEqual([LAST_MOVE, LAST_MOVE]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: the check ring and the last-move tint both seen', () => {
  // White: king g6, rook a1; Black: king h8. Ra8 mates: a8 is the last move's square and the checking piece's.
  const mateInOne = [
    '1',
    'w',
    '.......K',
    '........',
    '......k.',
    '........',
    '........',
    '........',
    '........',
    'r.......',
    '',
  ].join('\n');

  it(
    'rings the checking rook and the checked king with an outline, the tint of the move just played seen inside the ring',
    async () => {
      const { page, errors } = await harness().open('rank-and-file');
      await settled(page, TIMEOUT / 4);
      await paste(page, mateInOne);
      const card = page.locator('.case[data-case="1"]');
      await card.getByRole('button', { name: 'Play from here' }).click();
      const board = card.locator('.editor .edit-board');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT }).toBeGreaterThan(0);
      await board.locator('rect[data-square="a1"]').click();
      await board.locator('rect[data-square="a8"]').click();
      await expect
        .poll(() => card.locator('.play-state').textContent(), { timeout: WAIT })
        .toBe('Game over: White wins: Black is checkmated.');
      await expect.poll(() => board.locator('g.check-ring').count(), { timeout: WAIT }).toBe(1);
      // a8: the tint of the move and the ring of the checking piece; h8: the king in check, ringed.
      expect(
        await board
          .locator('g.last-move')
          .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square'))),
      ).toEqual(['a1', 'a8']);
      expect(await board.locator('g.check-ring').getAttribute('data-square')).toBe('a8');
      expect(await board.locator('g.king-in-check').getAttribute('data-square')).toBe('h8');
      for (const ring of await board.locator('g.check-ring rect, g.king-in-check rect').all())
        expect(await ring.getAttribute('fill')).toBe('none');

      // The colours on screen: inside the ring the tint, on the ring the check's colour.
      const svg = board.locator('svg.board');
      await svg.scrollIntoViewIfNeeded();
      const shot = PNG.sync.read(await page.screenshot());
      const pixel = async (square: string, u: number, v: number): Promise<[number, number, number]> => {
        const box = (await board.locator(`rect.square[data-square="${square}"]`).boundingBox())!;
        const scale = await page.evaluate(() => window.devicePixelRatio);
        const x = Math.round((box.x + (u / 45) * box.width) * scale);
        const y = Math.round((box.y + (v / 45) * box.height) * scale);
        const at = (shot.width * y + x) * 4;
        return [shot.data[at], shot.data[at + 1], shot.data[at + 2]];
      };
      const near = (colour: [number, number, number], hex: string, tolerance: number): boolean => {
        const want = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
        return colour.every((channel, index) => Math.abs(channel - want[index]) <= tolerance);
      };
      // a8 is a light square (#eeeed2); the tint is drawn over it at 0.55: about #dcdf99.
      const inside = await pixel('a8', 8, 8);
      expect(near(inside, '#dcdf99', 14), `inside the ring on a8: rgb(${inside.join(', ')})`).toBe(true);
      const onRing = await pixel('a8', 1.5, 22);
      expect(near(onRing, '#d55e00', 30), `on the ring on a8: rgb(${onRing.join(', ')})`).toBe(true);
      const kingRing = await pixel('h8', 43.5, 22);
      expect(near(kingRing, '#d55e00', 30), `on the king's ring on h8: rgb(${kingRing.join(', ')})`).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}/check-ring-and-tint-desktop.png` });
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: docs code on a phone', () => {
  it(
    'never breaks inline code inside a word, at a hyphen least of all, and nothing is wider than the phone',
    async () => {
      for (const doc of ['docs/web.html', 'docs/cli.html', 'docs/checkers.html', 'README.html']) {
        const { page, errors } = await harness().open('', PHONE);
        await page.goto(`${harness().server.url}/${doc}`);
        await page.waitForSelector('.doc-body', { timeout: WAIT });
        // Every word of every inline code is on one line (one box): `rank-and-file` is never split.
        const split = await page.locator('.doc-body :not(pre) > code').evaluateAll((codes) => {
          const broken: string[] = [];
          let words = 0;
          for (const code of codes) {
            const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              for (const match of text.matchAll(/\S+/g)) {
                words++;
                const range = document.createRange();
                range.setStart(node, match.index ?? 0);
                range.setEnd(node, (match.index ?? 0) + match[0].length);
                const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
                if (lines.size > 1) broken.push(match[0]);
              }
            }
          }
          return { broken, words };
        });
        expect(split.words, doc).toBeGreaterThan(20);
        expect(split.broken, doc).toEqual([]);
        // No line is wider than the phone: a long word scrolls inside its own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), doc).toBeLessThanOrEqual(PHONE.width);
        if (doc === 'docs/web.html') {
          const hyphenated = page.locator('.doc-body :not(pre) > code', { hasText: 'rank-and-file' }).first();
          await hyphenated.scrollIntoViewIfNeeded();
          expect(await hyphenated.evaluate((code) => getComputedStyle(code).whiteSpace)).toBe('nowrap');
          await page.screenshot({ path: `${SCREENSHOTS}/docs-inline-code-phone.png` });
        }
        expect(errors, doc).toEqual([]);
        await page.context().close();
      }
    },
    TIMEOUT,
  );
});
