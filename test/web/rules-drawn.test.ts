import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { cheesyChess, checkers, formatInputs, rankAndFile, rules } from '../../src/index.js';
import { SCREENSHOTS, settled, useHarness } from './harness.js';

/**
 * What the rules required, drawn, in headless chromium: an illegal checkers move's board shows
 * the captures that were due as arrows (a contest record and a PDN game); a Rank and File mate
 * shows the attack that stops each way out and a check on the other king; a Cheesy Chess king
 * trapped by the pawn shows the pawn's attack. Each from the typed explanation.
 */

const harness = useHarness();
const BUDGET_MS = 240_000;
const WAIT_MS = BUDGET_MS / 8;
const VIEWPORTS = [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
] as const;

async function judge(page: Page, text: string): Promise<void> {
  await page.fill('#input', text);
  await page.click('#judge');
  expect(await settled(page, WAIT_MS)).toBe('done');
}

/** The arrows of a class on a board, as "from-to" square names, sorted. */
const arrowsOf = (scope: Locator, className: string): Promise<string[]> =>
  scope
    .locator(`svg.board .arrow.${className}`)
    .evaluateAll((arrows) =>
      arrows.map((arrow) => `${arrow.getAttribute('data-from')}-${arrow.getAttribute('data-to')}`).sort(),
    );

async function shots(page: Page, scope: Locator, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await scope.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.name}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** A checkers record from a position (PDN FEN) and its moves, as contest input. */
function record(fen: string, moves: readonly string[]): string {
  const position = rules.checkers.parsePdnFen(fen);
  if (!position.ok) throw new Error(fen);
  return formatInputs(checkers, [
    { position: position.value, moves: moves.map((text) => ({ text, line: 0, column: 1 })) },
  ]);
}

describe('web page: what the rules required, drawn', () => {
  it(
    'checkers: the illegal move’s board draws every capture that was due, in a record and in a PDN game',
    async () => {
      const { page, errors } = await harness().open('checkers', VIEWPORTS[0]);
      expect(await settled(page, WAIT_MS)).toBe('done');
      // Red plays 1-6 while three captures are open: 14x23, 15x22 and 15x24.
      await judge(page, record('B:W18,19:B1,14,15', ['1-6']));
      const card = page.locator('.case[data-case="1"]');
      // The square each number stands on, as the page draws it.
      const cellOf = async (square: number): Promise<string> =>
        (await card.locator(`rect[data-checkers-square="${square}"]`).first().getAttribute('data-square')) ?? '';
      const hops = async (pairs: readonly [number, number][]): Promise<string[]> =>
        (await Promise.all(pairs.map(async ([from, to]) => `${await cellOf(from)}-${await cellOf(to)}`))).sort();
      const expected = await hops([
        [14, 23],
        [15, 22],
        [15, 24],
      ]);
      await expect.poll(() => arrowsOf(card, 'due-capture'), { timeout: WAIT_MS }).toEqual(expected);
      // The evidence names them; the board's accessible name says what the arrows are.
      expect(await card.locator('.replay-caption').textContent()).toBe(
        'Move 1: Red tries 1-6, which is illegal: a capture is available: 14x23, 15x22, 15x24.',
      );
      expect(await card.locator('.legend').textContent()).toContain('a capture that was due');
      expect(await card.locator('.checkers-replay svg.board').getAttribute('aria-label')).toContain(
        'The rules required a capture: 14x23, 15x22, 15x24.',
      );
      await shots(page, card, 'rules-drawn-checkers-record');
      console.log(`checkers record: ${(await arrowsOf(card, 'due-capture')).length} due-capture arrows of 3 captures`);

      // A jump stopped short: the rest of the capture is drawn from where it stopped, and named.
      await judge(page, record('B:W10,19:B6', ['6-15']));
      await expect
        .poll(() => card.locator('.replay-caption').textContent(), { timeout: WAIT_MS })
        .toBe(
          'Move 1: Red tries 6-15, which is illegal: the jump must continue: 15x24 is available from 15. The rules required the capture: 6x15x24.',
        );
      await expect
        .poll(() => arrowsOf(card, 'due-capture'), { timeout: WAIT_MS })
        .toEqual(
          await hops([
            [6, 15],
            [15, 24],
          ]),
        );

      // The same in a PDN game.
      await judge(page, '[Event "due"]\n[FEN "B:W18,19:B1,14,15"]\n1. 1-6 *\n');
      const game = page.locator('.case.pdn-game[data-case="1"]');
      await expect.poll(() => arrowsOf(game, 'due-capture'), { timeout: WAIT_MS }).toEqual(expected);
      await shots(page, game, 'rules-drawn-checkers-pdn');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    BUDGET_MS,
  );

  it(
    'Rank and File: the attack that stops each way out of a mate, and a check on the other king, are drawn from the explanation',
    async () => {
      const { page, errors } = await harness().open('rank-and-file', VIEWPORTS[0]);
      expect(await settled(page, WAIT_MS)).toBe('done');
      // The sample's mate (black king c5, white queen b5 defended by the rook on b1, white king e5), and
      // a layout where the other king is in check too.
      const boards = [
        { fen: '8/8/8/1Qk1K3/8/8/8/1R6 b - - 0 1', side: 'black' as const },
        { fen: '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1', side: 'white' as const },
        // White mated on h1: the rook on g2 and the knight on h2 are pinned to it.
        { fen: 'b2k3r/8/8/8/8/8/6RN/r6K w - - 0 1', side: 'white' as const },
      ].map(({ fen, side }) => {
        const read = rules.chess.parseFen(fen);
        if (!read.ok) throw new Error(fen);
        const made = rankAndFile.fromSetup({ board: read.value.board, side });
        if (!made.ok) throw new Error(fen);
        return made.value;
      });
      await judge(page, formatInputs(rankAndFile, boards));
      const [mate, odd, pinned] = boards.map((input) => {
        const verdict = rankAndFile.judge(input);
        if (!verdict.ok) throw new Error(verdict.error);
        return rankAndFile.explain(input, verdict.value);
      });
      expect(mate.status).toBe('CHECKMATED');
      // The queen taken by the king is defended by the rook on b1: that line is drawn (an empty
      // square the king may not step onto is crossed, not joined to each attacker).
      expect(mate.failedEscapes).toContainEqual(
        expect.objectContaining({ attempt: 'Kxb5', attackers: ['b1'], attacked: 'b5' }),
      );
      const lines = new Set(['b1-b5']);
      const first = page.locator('.case[data-case="1"]');
      expect(await arrowsOf(first, 'attack-line')).toEqual([...lines].sort());
      expect(await first.locator('.legend').textContent()).toContain('the attack that forbids it');
      await shots(page, first, 'rules-drawn-rank-and-file-mate');
      console.log(`Rank and File mate: ${lines.size} attack lines drawn`);

      expect(odd.otherCheck).toEqual({ king: 'e8', checkers: [{ square: 'e7', side: 'white', role: 'rook' }] });
      const second = page.locator('.case[data-case="2"]');
      expect(await arrowsOf(second, 'attack-line')).toEqual(['e7-e8']);
      expect(await second.locator('g.other-check[data-square="e8"]').count()).toBe(1);
      // The lines the pinned pieces would open, through them to the king, in two parts each.
      expect(pinned.failedEscapes).toContainEqual(expect.objectContaining({ attackers: ['a8'], attacked: 'h1' }));
      const third = page.locator('.case[data-case="3"]');
      expect(await arrowsOf(third, 'attack-line')).toEqual(['a8-g2', 'g2-h1', 'h2-h1', 'h8-h2']);
      await shots(page, third, 'rules-drawn-rank-and-file-pins');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    BUDGET_MS,
  );

  it(
    'play boards: a refused move shows what refuses it (the attacker’s line, the piece in the way, the captures due)',
    async () => {
      const { page, errors } = await harness().open('rank-and-file', VIEWPORTS[0]);
      expect(await settled(page, WAIT_MS)).toBe('done');
      // Rank and File: the rook on d5 is pinned to its king on e5 by the queen on b5: the line it
      // would open is drawn in two parts, through the rook.
      const read = rules.chess.parseFen('8/8/8/1q1RK3/8/8/8/4k3 w - - 0 1');
      if (!read.ok) throw new Error('bad FEN');
      await judge(page, formatInputs(rankAndFile, [{ board: read.value.board, side: 'white' }]));
      let card = page.locator('.case[data-case="1"]');
      await card.getByRole('button', { name: 'Play from here' }).click();
      let board = card.locator('.editor .edit-board');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT_MS }).toBeGreaterThan(0);
      await board.locator('rect[data-square="d5"]').click();
      await board.locator('rect[data-square="d6"]').click();
      await expect
        .poll(() => arrowsOf(card.locator('.editor'), 'attack-line'), { timeout: WAIT_MS })
        .toEqual(['b5-d5', 'd5-e5']);
      expect(await card.locator('.editor').textContent()).toContain(
        'd5-d6 is not legal: it would expose your king on e5 to the black queen on b5.',
      );
      await shots(page, card, 'rules-drawn-play-rank-and-file');
      // The next click takes the marks away.
      await board.locator('rect[data-square="d5"]').click();
      expect(await arrowsOf(card.locator('.editor'), 'attack-line')).toEqual([]);

      // Checkers: after 1-6 22-18, Red steps 6-10 while two captures are open (14x23, 15x22).
      await page.goto(`${harness().server.url}#checkers`);
      await page.reload();
      expect(await settled(page, WAIT_MS)).toBe('done');
      await judge(page, record('B:W22,24,32:B1,14,15', ['1-6', '22-18']));
      card = page.locator('.case[data-case="1"]');
      await card.getByRole('button', { name: 'Play on' }).click();
      board = card.locator('.editor .edit-board');
      await expect.poll(() => board.locator('rect.square.draggable').count(), { timeout: WAIT_MS }).toBeGreaterThan(0);
      await board.locator('rect[data-checkers-square="6"]').click();
      await board.locator('rect[data-checkers-square="10"]').click();
      await expect
        .poll(() => card.locator('.editor svg.board .arrow.due-capture').count(), { timeout: WAIT_MS })
        .toBe(2);
      await shots(page, card, 'rules-drawn-play-checkers');

      // Simplified Chess against Arbiter: the queen's way to a3 is blocked by the rook on a2.
      await page.goto(`${harness().server.url}#simplified-chess`);
      await page.reload();
      expect(await settled(page, WAIT_MS)).toBe('done');
      await judge(page, '1\n3 2 5\nQ A 1\nR A 2\nR D 2\nN C 2\nQ C 4\n');
      const play = page.locator('.case[data-case="1"] section.sc-play');
      await play.locator('button.versus-side[data-side="white"]').click();
      await play.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT_MS });
      await play.locator('.versus-board rect.square[data-square="a1"]').click();
      await play.locator('.versus-board rect.square[data-square="a3"]').click();
      await expect.poll(() => arrowsOf(play, 'refused-move'), { timeout: WAIT_MS }).toEqual(['a1-a3']);
      expect(await play.locator('.versus-board g.refused-by[data-square="a2"]').count()).toBe(1);
      expect(await play.locator('.versus-status').textContent()).toBe(
        'a1-a3 is not legal: the way is blocked by the white rook on a2.',
      );

      // Cheesy Chess against Arbiter: the king may not step where the pawn attacks.
      await page.goto(`${harness().server.url}#cheesy-chess`);
      await page.reload();
      expect(await settled(page, WAIT_MS)).toBe('done');
      const empty = rules.pursuit.boardFromRows(Array.from({ length: 8 }, () => '........'))!;
      const at = (name: string): number => rules.geometry.parseSquareName(empty.shape, name) ?? -1;
      await judge(page, formatInputs(cheesyChess, [{ board: empty, king: at('d1'), pawn: at('f3') }]));
      const pursuit = page.locator('.case[data-case="1"] section.cheesy-play');
      await pursuit.locator('button.versus-side[data-side="white"]').click();
      await pursuit.locator('xpath=self::*[@data-state="your-move"]').waitFor({ timeout: WAIT_MS });
      await pursuit.locator('.versus-board rect.square[data-square="d1"]').click();
      await pursuit.locator('.versus-board rect.square[data-square="e2"]').click();
      await expect.poll(() => arrowsOf(pursuit, 'attack-line'), { timeout: WAIT_MS }).toEqual(['f3-e2']);
      expect(await pursuit.locator('.versus-status').textContent()).toBe(
        'd1-e2 is not legal: e2 is dangerous: the pawn on f3 attacks it (diagonally below).',
      );
      await shots(page, pursuit, 'rules-drawn-play-cheesy');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    BUDGET_MS,
  );

  it(
    'Cheesy Chess: a king trapped by the pawn’s attack shows it, from the pawn to the square it guards',
    async () => {
      const { page, errors } = await harness().open('cheesy-chess', VIEWPORTS[0]);
      expect(await settled(page, WAIT_MS)).toBe('done');
      const rows = ['........', '........', '........', '........', '........', '........', 'F.......', '.D......'];
      const board = rules.pursuit.boardFromRows(rows);
      if (!board) throw new Error('bad rows');
      const square = (name: string): number => rules.geometry.parseSquareName(board.shape, name) ?? -1;
      await judge(page, formatInputs(cheesyChess, [{ board, king: square('a1'), pawn: square('c3') }]));
      const card = page.locator('.case[data-case="1"]');
      expect(await card.locator('.verdict').textContent()).toBe('Black');
      await expect.poll(() => arrowsOf(card.locator('.cheesy-replay'), 'attack-line')).toEqual(['c3-b2']);
      await shots(page, card, 'rules-drawn-cheesy-trapped');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    BUDGET_MS,
  );
});
