import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type Side, cheesyChess, rules, simplifiedChess } from '../../src/index.js';
import { SCREENSHOTS, settled, useHarness } from './harness.js';

/**
 * What perfect play says about the moves of a game against Arbiter, in headless chromium: lines
 * with known mistakes (moves the library marks `changesWinner`: they hand the win to the other
 * side) are played in both solved games, and the score sheet must mark exactly those moves `?`,
 * with the values before and after them; the hint draws the library's best move; the pawn's
 * forced moves are played for the player, a setting the page remembers.
 */

const harness = useHarness();
const BUDGET_MS = 240_000;
const WAIT_MS = BUDGET_MS / 8;
const VIEWPORTS = [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
] as const;

const movesWord = (count: number): string => `${count} move${count === 1 ? '' : 's'}`;
const sideName = (side: Side): string => (side === 'white' ? 'White' : 'Black');

async function state(section: Locator, ...names: string[]): Promise<string> {
  const test = names.map((name) => `@data-state="${name}"`).join(' or ');
  await section.locator(`xpath=self::*[${test}]`).waitFor({ timeout: WAIT_MS });
  return (await section.getAttribute('data-state')) ?? '';
}

async function move(section: Locator, from: string, to: string): Promise<void> {
  const board = section.locator('.versus-board');
  await board.locator(`rect.square[data-square="${from}"]`).click();
  await board.locator(`g.play-target[data-square="${to}"]`).waitFor({ timeout: WAIT_MS });
  await board.locator(`rect.square[data-square="${to}"]`).click();
}

/** The sheet's marks: the moves annotated `?`, and their tooltips. */
const marked = (section: Locator): Promise<{ text: string; title: string; name: string }[]> =>
  section.locator('.score-sheet .sheet-move:has(.sheet-annotation)').evaluateAll((buttons) =>
    buttons.map((button) => ({
      text: button.textContent ?? '',
      title: button.getAttribute('title') ?? '',
      name: button.getAttribute('aria-label') ?? '',
    })),
  );

async function shots(page: Page, section: Locator, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.name}.png` });
  }
}

describe('web page: what perfect play says about each move', () => {
  it(
    'Cheesy Chess: a king step that throws the win away is marked ?, with the values before and after; the hint draws the best move; the pawn’s forced moves are played for you, as remembered',
    async () => {
      const { page, errors } = await harness().open('cheesy-chess', VIEWPORTS[0]);
      expect(await settled(page, WAIT_MS)).toBe('done');
      // The sample's second game: an empty board, the king on c1, the pawn on f3; White wins in 3 moves.
      const input = cheesyChess.parse(cheesyChess.sample.input).cases[1]?.result;
      if (!input?.ok) throw new Error('the sample has no second game');
      const { board } = input.value;
      const name = (at: number): string => rules.geometry.squareName(board.shape, at);
      const words = (value: rules.pursuit.PursuitValue): string =>
        value.plies === 0
          ? `${sideName(value.winner)} has won`
          : `${sideName(value.winner)} wins in ${movesWord(Math.ceil(value.plies / 2))}`;
      const section = page.locator('.case[data-case="2"] section.cheesy-play');
      await section.locator('button.versus-side[data-side="white"]').click();

      let position: rules.pursuit.PursuitPosition = { king: input.value.king, pawn: input.value.pawn, toMove: 'white' };
      const mistakes: string[] = [];
      let plies = 0;
      for (;;) {
        let play = rules.pursuit.pursuitPlay(board, position);
        if (play.toMove === 'black' && !play.ending) {
          // Arbiter's reply (the pawn's one step) is never a mistake.
          const reply = play.moves.find((option) => play.best.includes(option.to))!;
          expect(reply.changesWinner).toBe(false);
          position = reply.after;
          plies++;
          play = rules.pursuit.pursuitPlay(board, position);
        }
        if ((await state(section, 'your-move', 'over')) === 'over') break;
        await expect.poll(() => section.locator('.score-sheet .sheet-move').count(), { timeout: WAIT_MS }).toBe(plies);
        const best = play.moves.find((option) => play.best.includes(option.to))!;
        if (plies === 0) {
          // The hint: the button draws the best move as an arrow, H takes it away and brings it back.
          await section.locator('button.versus-hint').click();
          const arrow = section.locator('.versus-board line.hint-arrow, .versus-board path.hint-arrow');
          expect([await arrow.getAttribute('data-from'), await arrow.getAttribute('data-to')]).toEqual([
            name(position.king),
            name(best.to),
          ]);
          expect(await section.locator('.versus-status').textContent()).toBe(
            `White to move: hint: the best move is K${name(best.to)}, drawn as the green arrow.`,
          );
          await section.locator('.versus-board svg').focus();
          await page.keyboard.press('h');
          expect(await arrow.count()).toBe(0);
          await page.keyboard.press('h');
          expect(await arrow.count()).toBe(1);
          expect(await section.locator('button.versus-hint').getAttribute('aria-pressed')).toBe('true');
          await shots(page, section, 'perfect-play-cheesy-hint');
          await page.setViewportSize(VIEWPORTS[0]);
        }
        // The first step a mistake (the library says which), then the best moves.
        const chosen = plies === 0 ? play.moves.find((option) => option.changesWinner)! : best;
        if (chosen.changesWinner)
          mistakes.push(
            `K${name(chosen.to)}, a mistake: ${words(play)} → ${words({ ...chosen, plies: chosen.plies - 1 })}`,
          );
        await move(section, name(position.king), name(chosen.to));
        position = chosen.after;
        plies++;
      }
      expect(mistakes).toEqual(['Kb1, a mistake: White wins in 3 moves → Black wins in 2 moves']);
      expect(await section.locator('.versus-status').textContent()).toMatch(/^Game over\. Black wins \(Arbiter wins\)/);
      const marks = await marked(section);
      expect(marks.map((mark) => mark.name)).toEqual(mistakes);
      expect(marks.map((mark) => mark.text)).toEqual(['Kb1?']);
      expect(marks[0].title).toBe('Kb1?, a mistake: White wins in 3 moves → Black wins in 2 moves');
      // Every other move keeps its value, and says so in its tooltip.
      const others = await section.locator('.score-sheet .sheet-move:not(:has(.sheet-annotation))').count();
      expect(others).toBe(plies - 1);
      // The mistake chosen on the sheet: the caption gives what it changed.
      await section.locator('.score-sheet .sheet-move').first().click();
      expect(await section.locator('.versus-status').textContent()).toBe(
        `After move 1 of ${plies}: an earlier position. Kb1? changed the outcome: White wins in 3 moves → Black wins in 2 moves. End returns to the game.`,
      );
      await shots(page, section, 'perfect-play-cheesy-mistake');
      console.log(`Cheesy Chess: ${marks.length} move(s) marked ? of ${mistakes.length} that changed the outcome`);

      // The pawn: every move of it is forced, and with the setting on (the default) each is played for the player.
      await page.setViewportSize(VIEWPORTS[0]);
      const setting = section.locator('input.versus-forced');
      expect(await setting.isChecked()).toBe(true);
      await section.locator('button.versus-side[data-side="black"]').click();
      expect(await state(section, 'over')).toBe('over');
      const pawnMoves = await section
        .locator('.score-sheet .sheet-move')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title') ?? ''));
      const pawns = pawnMoves.filter((_, index) => index % 2 === 1);
      expect(pawns.length).toBeGreaterThan(0);
      for (const title of pawns) expect(title).toMatch(/^[a-h]\d \(forced, played for you\): /);
      // Nothing the player chose, so nothing to take back.
      expect(await section.locator('button.versus-back').isDisabled()).toBe(true);
      // Turned off, it stays off on the next visit.
      await setting.uncheck();
      await page.reload();
      expect(await settled(page, WAIT_MS)).toBe('done');
      expect(await page.locator('.case[data-case="2"] input.versus-forced').isChecked()).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    BUDGET_MS,
  );

  it(
    'Simplified Chess: White’s move that lets Black hold, and Black’s that lets White force the capture, are marked ?, and no other',
    async () => {
      const { page, errors } = await harness().open('simplified-chess', VIEWPORTS[0]);
      expect(await settled(page, WAIT_MS)).toBe('done');
      // Game 1: White wins in 5 (one first move of fourteen keeps it); game 2: Black holds for 5 moves.
      const text = '2\n3 2 5\nQ A 1\nR A 2\nR D 2\nN C 2\nQ C 4\n2 1 5\nB A 2\nQ C 3\nQ A 4\n';
      await page.fill('#input', text);
      await page.click('#judge');
      expect(await settled(page, WAIT_MS)).toBe('done');
      const games = simplifiedChess.parse(text).cases.map((item) => {
        if (!item.result.ok) throw new Error('a game does not parse');
        return item.result.value;
      });
      let counted = 0;
      let shown = 0;
      for (const [index, player] of [
        [0, 'white'],
        [1, 'black'],
      ] as const) {
        const game = games[index];
        const section = page.locator(`.case[data-case="${index + 1}"] section.sc-play`);
        await section.locator(`button.versus-side[data-side="${player}"]`).click();
        let board = game.board.clone();
        let toMove: Side = 'white';
        const mistakes: string[] = [];
        let plies = 0;
        for (let left = game.moves; ; left--) {
          const play = rules.chess.queenCapturePlay(board, toMove, left);
          const legal = play.moves.map((option) => option.move);
          const best = play.moves.find((option) => play.best.includes(option.move));
          if (!best) break;
          // The player's first move is a mistake (the library says which); every other move is a best one.
          const mine = toMove === player;
          const chosen = mine && plies < 2 ? play.moves.find((option) => option.changesWinner)! : best;
          if (mine) {
            expect(await state(section, 'your-move')).toBe('your-move');
            const square = (at: number): string => rules.geometry.squareName(board.shape, at);
            await move(section, square(chosen.move.from), square(chosen.move.to));
          }
          if (chosen.changesWinner) mistakes.push(`${rules.chess.san(board, chosen.move, legal)}?`);
          board = board.clone();
          rules.chess.makeMove(board, chosen.move);
          toMove = toMove === 'white' ? 'black' : 'white';
          plies++;
        }
        expect(await state(section, 'over')).toBe('over');
        expect(await section.locator('.score-sheet .sheet-move').count()).toBe(plies);
        expect(mistakes).toHaveLength(1);
        const marks = await marked(section);
        expect(marks.map((mark) => mark.text)).toEqual(mistakes);
        // The values before and after, as the evaluation line gave them.
        expect(marks[0].title).toMatch(
          player === 'white'
            ? /^[A-Z]?[a-d]?x?[a-d][1-4]\?, a mistake: White wins: .+ within 5 moves, .+ → Black holds: .+$/
            : /^[A-Z]?[a-d]?x?[a-d][1-4]\?, a mistake: Black holds: .+ → White wins: .+$/,
        );
        counted += mistakes.length;
        shown += marks.length;
        await shots(page, section, `perfect-play-simplified-${player}`);
      }
      console.log(`Simplified Chess: ${shown} move(s) marked ? of ${counted} that changed the outcome`);
      expect(shown).toBe(counted);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    BUDGET_MS,
  );
});
