import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTRY, checkersPdn } from '../../src/index.js';

const checkers = REGISTRY.checkers;
import { SCREENSHOTS, settled, useHarness } from './harness.js';

/**
 * The page as an analysis board (issue 30), in Debian's chromium: a PDN game read as a player reads
 * it (header, score sheet, comments, the result checked), moves one can see (last-move tint, arrows
 * of one square drawn long), play that says whose move it is and who won, boards named in words,
 * docs pages without console errors, another problem's input said once at the top.
 */

const harness = useHarness();
const TIMEOUT = 240_000;
const fixture = (name: string): string => readFileSync(new URL(`../fixtures/pdn/${name}`, import.meta.url), 'utf8');
const PHONE = { width: 390, height: 844 };

async function paste(page: Page, text: string): Promise<void> {
  await page.fill('#input', text);
  await page.click('#judge');
  expect(await settled(page, TIMEOUT / 4)).toBe('done');
}

/** The drawn length of each arrow of `scope`, in screen pixels, and the width of a square there. */
const arrowLengths = (scope: Locator): Promise<{ length: number; square: number }[]> =>
  scope.locator('line.arrow').evaluateAll((lines) =>
    lines.map((line) => {
      const board = line.closest('svg') as SVGSVGElement;
      const scale = board.getBoundingClientRect().width / board.viewBox.baseVal.width;
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => Number(line.getAttribute(name)));
      const square = (board.querySelector('rect.square') as SVGRectElement).getBoundingClientRect().width;
      return { length: Math.hypot(x2 - x1, y2 - y1) * scale, square };
    }),
  );

describe('web page: PDN as a player reads it', () => {
  it(
    'shows a real 45-move game as a score sheet: header, numbered pairs, a comment beside its move, keys to step, the result checked',
    async () => {
      for (const [name, viewport] of [
        ['desktop', undefined],
        ['phone', PHONE],
      ] as const) {
        const { page, errors } = await harness().open('checkers', viewport);
        await settled(page, TIMEOUT / 4);
        const real = fixture('martins-coltherd-1849.pdn');
        await paste(page, `${real}\n${fixture('published.pdn')}\n[Result "1/2-1/2"]\n1. 11-15 23-19 *\n`);
        // R. Martins – H. Coltherd, Newcastle 1849 (test/fixtures/pdn/README.md): 45 moves, Red wins.
        const game = page.locator('.case[data-case="1"]');
        expect(await game.locator('.game-players').textContent()).toBe('Red: Martins, R. – White: Coltherd, H.');
        expect(await game.locator('.game-tags').textContent()).toMatch(
          /^Newcastle 1849, game 2, round 2 · Newcastle · 1849\.\?\?\.\?\? · result 1-0$/,
        );
        // The line `arbiter checkers` prints for it: every move legal, the result the record decides.
        const [read] = checkersPdn.parse(real).games;
        const line = checkersPdn.line(checkersPdn.explain(read, checkersPdn.judge(read), 1));
        expect(line).toMatch(/: 45 moves \(89 plies\), all legal, result 1-0$/);
        expect(await game.locator('.verdict').textContent()).toBe(line);
        const sheet = game.locator('.score-sheet');
        const text = ((await sheet.textContent()) ?? '').replace(/\s+/g, ' ');
        expect(text).toMatch(/^1\. 11-15 23-19 2\. 9-14 22-17 /);
        expect(await sheet.locator('.sheet-move').count()).toBe(89);
        expect(await sheet.locator('.move-number').last().textContent()).toBe('45.');
        // The comment beside its move, the move after it numbered again, as a printed game does.
        expect(text).toContain(
          "19. 27-31 Editor's note, not in the published record: Red crowns the first king of the game. 19... 26-22 20. 14-17",
        );
        // ←/→ and Home/End step through it, the current move highlighted.
        await sheet.locator('.sheet-move').first().click();
        expect(await sheet.locator('.sheet-move.current').textContent()).toBe('11-15');
        await page.keyboard.press('ArrowRight');
        expect(await sheet.locator('[aria-current="step"]').textContent()).toBe('23-19');
        await page.keyboard.press('End');
        expect(await sheet.locator('[aria-current="step"]').textContent()).toBe('10-15');
        await page.keyboard.press('Home');
        expect(await sheet.locator('[aria-current="step"]').count()).toBe(0);
        await page.keyboard.press('ArrowRight');
        // Moves one can see: the last move's squares tinted, its arrow long enough to see.
        const replay = game.locator('.checkers-replay');
        expect(await replay.locator('.highlight.last-move').count()).toBe(2);
        const [arrow] = await arrowLengths(replay);
        expect(arrow.length).toBeGreaterThan(0.5 * arrow.square);
        // Squares named by their numbers in their tooltips.
        expect(await replay.locator('rect.square[data-checkers-square="13"] title').textContent()).toBe('square 13');
        // A published example's comments too: its opening note first, a comment after its move.
        const example = ((await page.locator('.case[data-case="2"] .score-sheet').textContent()) ?? '').replace(
          /\s+/g,
          ' ',
        );
        expect(example).toMatch(/^Notes from the club bulletin\. .* 1\. 9-13 23-19 2\. 11-15 26-23 /);
        expect(example).toContain('7. 12-16 19x12 forced 8. 10-14');
        // The Result tag given where the movetext says "*".
        expect(await page.locator('.case[data-case="3"] .game-tags').textContent()).toBe('result 1/2-1/2');
        expect(await page.locator('.case[data-case="3"] .verdict').textContent()).toMatch(/result 1\/2-1\/2$/);
        // The screenshot: the position after the commented move, the comment in view.
        await sheet.locator('.sheet-move', { hasText: '27-31' }).first().click();
        expect(await sheet.locator('[aria-current="step"]').textContent()).toBe('27-31');
        await game.scrollIntoViewIfNeeded();
        await game.screenshot({ path: `${SCREENSHOTS}/pdn-score-sheet-${name}.png` });
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
    TIMEOUT,
  );

  it(
    'puts an illegal move on the score sheet where it stands, and an opening comment first',
    async () => {
      const { page, errors } = await harness().open('checkers');
      await settled(page, TIMEOUT / 4);
      await paste(page, fixture('illegal.pdn'));
      const bad = page.locator('.case[data-case="1"] .score-sheet .sheet-move.bad');
      expect(await bad.textContent()).toBe('15-18 ✗');
      // It follows the moves before it: the last move on the sheet.
      expect(await page.locator('.case[data-case="1"] .score-sheet .sheet-move').last().textContent()).toBe('15-18 ✗');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: play says whose move it is and who won', () => {
  // White: king g6, rook a1; Black: king h8. Ra8 mates.
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
    'plays a checkmate in Rank and File, the focus kept on the board, the board named in words',
    async () => {
      for (const [name, viewport] of [
        ['desktop', undefined],
        ['phone', PHONE],
      ] as const) {
        const { page, errors } = await harness().open('rank-and-file', viewport);
        await settled(page, TIMEOUT / 4);
        await paste(page, mateInOne);
        const card = page.locator('.case[data-case="1"]');
        expect(await card.locator('svg.board').first().getAttribute('aria-label')).toBe(
          'Rank and File board, white to judge. White: king g6, rook a1; Black: king h8',
        );
        // Enter on "Play from here": the keyboard stays on the board.
        await card.locator('button.play').focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          () => document.activeElement?.matches('.editor svg.board rect.square') ?? false,
          undefined,
          {
            timeout: TIMEOUT / 8,
          },
        );
        const state = card.locator('.play-state');
        await expect.poll(() => state.textContent(), { timeout: TIMEOUT / 8 }).toBe('White to move.');
        // The moves are known when a piece can be dragged (targets are drawn only once one is picked).
        await expect
          .poll(() => card.locator('rect.square.draggable').count(), { timeout: TIMEOUT / 8 })
          .toBeGreaterThan(0);
        await card.locator('rect.square[data-square="a1"]').click();
        await card.locator('rect.square[data-square="a8"]').click();
        await expect
          .poll(() => state.textContent(), { timeout: TIMEOUT / 8 })
          .toBe('Game over: White wins: Black is checkmated.');
        expect(((await card.locator('.played .score-sheet').textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(
          '1. Ra8',
        );
        expect(await card.locator('.highlight.last-move').count()).toBe(2);
        // The check of one square's neighbour... and every arrow long enough to see.
        for (const arrow of await arrowLengths(card)) expect(arrow.length).toBeGreaterThan(0.5 * arrow.square);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOTS}/rank-and-file-checkmate-${name}.png` });
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
    TIMEOUT,
  );

  it(
    'draws the check between neighbours (b5 to c5) as an arrow, not a stub',
    async () => {
      const { page, errors } = await harness().open('rank-and-file');
      await settled(page, TIMEOUT / 4);
      const lengths = await arrowLengths(page.locator('.case[data-case="1"]'));
      expect(lengths.length).toBeGreaterThan(0);
      for (const arrow of lengths) expect(arrow.length).toBeGreaterThan(0.5 * arrow.square);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'says in checkers play who is to move',
    async () => {
      const { page, errors } = await harness().open('checkers');
      await settled(page, TIMEOUT / 4);
      const records = checkers.read(checkers.sample.input).cases.map((pending) => pending.judge(true));
      const valid = records.find((record) => record.outcome.kind === 'verdict' && record.outcome.explanation?.valid);
      if (!valid || valid.outcome.kind !== 'verdict' || !valid.outcome.explanation)
        throw new Error('the sample has a valid record');
      const card = page.locator(`.case[data-case="${valid.index}"]`);
      await card.locator('button.play').click();
      const side = valid.outcome.explanation.toMove === 'black' ? 'Red' : 'White';
      const moves = valid.outcome.explanation.legalMoves.length;
      await expect
        .poll(() => card.locator('.play-state').textContent(), { timeout: TIMEOUT / 8 })
        .toBe(
          moves === 0
            ? `Game over: ${side === 'Red' ? 'White' : 'Red'} wins: ${side} has no legal move.`
            : `${side} to move.`,
        );
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});

describe('web page: readable everywhere', () => {
  it(
    'draws Cheesy Chess marks large, each legend colour one meaning, moves as players write them',
    async () => {
      const { page, errors } = await harness().open('cheesy-chess');
      await settled(page, TIMEOUT / 4);
      const card = page.locator('.case[data-case="1"]');
      const sizes = await card.locator('.highlight text').evaluateAll((texts) =>
        texts.map((text) => {
          const square = (text.closest('svg') as SVGSVGElement)
            .querySelector('rect.square')!
            .getBoundingClientRect().height;
          return text.getBoundingClientRect().height / square;
        }),
      );
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toBeGreaterThan(0.3);
      for (const legend of await page.locator('.legend').all()) {
        const colours = await legend
          .locator('.swatch')
          .evaluateAll((swatches) => swatches.map((swatch) => getComputedStyle(swatch).backgroundColor));
        const filled = colours.filter((colour) => colour !== 'rgba(0, 0, 0, 0)');
        expect(new Set(filled).size).toBe(filled.length);
      }
      const moves = await card.locator('.sheet-move').allTextContents();
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) expect(move).toMatch(/^(Kx?[a-h][1-8]|[a-h][1-8])$/);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'serves docs pages with no console error, number columns aligned by class, code of 14 px or more that never wraps mid-word',
    async () => {
      for (const [name, viewport] of [
        ['desktop', undefined],
        ['phone', PHONE],
      ] as const) {
        for (const doc of ['speed', 'checkers']) {
          const { page, errors } = await harness().open('', viewport);
          await page.goto(`${harness().server.url}/docs/${doc}.html`);
          await page.waitForSelector('.doc-body', { timeout: TIMEOUT / 8 });
          expect(errors).toEqual([]);
          const aligned = await page
            .locator('td.align-right')
            .first()
            .evaluate((cell) => getComputedStyle(cell).textAlign);
          expect(aligned).toBe('right');
          const code = await page.locator('.doc-body code, .doc-body pre').evaluateAll((nodes) =>
            nodes.map((node) => ({
              size: parseFloat(getComputedStyle(node).fontSize),
              wrap: getComputedStyle(node).whiteSpace,
              tag: node.tagName,
            })),
          );
          for (const { size } of code) expect(size).toBeGreaterThanOrEqual(14);
          for (const { wrap, tag } of code) if (tag === 'PRE') expect(wrap).toBe('pre');
          if (doc === 'speed') await page.screenshot({ path: `${SCREENSHOTS}/docs-speed-${name}.png` });
          await page.context().close();
        }
      }
    },
    TIMEOUT,
  );

  it(
    'shows on a phone the first answer on the first screen with a link to the text box, and another problem’s input as one error and the hint at the top',
    async () => {
      const { page, errors } = await harness().open('rank-and-file', PHONE);
      await settled(page, TIMEOUT / 4);
      const first = await page.locator('#card-1 .verdict').boundingBox();
      expect(first!.y + first!.height).toBeLessThanOrEqual(PHONE.height);
      const jump = page.locator('#jump-link');
      const box = await jump.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      expect(await jump.textContent()).toBe('The input ↓');
      await jump.click();
      await expect
        .poll(() => page.locator('#input-pane').evaluate((pane) => pane.getBoundingClientRect().top), {
          timeout: TIMEOUT / 8,
        })
        .toBeLessThan(PHONE.height / 2);
      await page.evaluate(() => window.scrollTo(0, 0));
      await paste(page, checkers.sample.input);
      const banner = page.locator('#look-alike');
      await banner.waitFor({ state: 'visible', timeout: TIMEOUT / 8 });
      expect(await banner.locator('.look-alike-error').count()).toBe(1);
      expect(await banner.locator('.look-alike-hint').textContent()).toBe(
        `This looks like an ${checkers.title} input. Judge it as ${checkers.title}`,
      );
      const top = await banner.boundingBox();
      expect(top!.y + top!.height).toBeLessThanOrEqual(PHONE.height);
      expect(await page.locator('#errors li').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    TIMEOUT,
  );
});
