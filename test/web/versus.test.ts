import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type Side, cheesyChess, rules, simplifiedChess } from '../../src/index.js';
import { SCREENSHOTS, settled, useHarness } from './harness.js';

/**
 * Playing against Arbiter's perfect play, in headless chromium: Cheesy Chess as the king and as
 * the pawn, Simplified Chess as White, each to its end. The player's moves are the library's own
 * best moves (rules.pursuit.pursuitPlay, rules.chess.queenCapturePlay), so that the evaluation
 * line the page shows after each move is known here: it must count down to the end.
 */

const harness = useHarness();
/** Each test's budget; waits inside it take their share of it, never a fixed 30 s. */
const BUDGET_MS = 240_000;
const WAIT_MS = BUDGET_MS / 8;

const square = (board: Locator, name: string): Locator => board.locator(`rect.square[data-square="${name}"]`);

/** Waits until Arbiter has moved: the player's turn, or the end. */
async function yourTurn(section: Locator): Promise<string> {
  await section.locator('xpath=self::*[@data-state="your-move" or @data-state="over"]').waitFor({ timeout: WAIT_MS });
  return (await section.getAttribute('data-state')) ?? '';
}

/** The player's move by clicking: the piece, then its square (marked as a target). */
async function move(section: Locator, from: string, to: string): Promise<void> {
  const board = section.locator('.versus-board');
  await square(board, from).click();
  await board.locator(`g.play-target[data-square="${to}"]`).waitFor({ timeout: WAIT_MS });
  await square(board, to).click();
}

async function shots(page: Page, section: Locator, name: string): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

describe('web page: playing against Arbiter', () => {
  for (const viewport of [
    { width: 1280, height: 900, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ])
    it(
      `Cheesy Chess (${viewport.name}): as the king, the fastest win; as the pawn, Arbiter's king wins as fast as it can`,
      async () => {
        const { page, errors } = await harness().open('cheesy-chess', viewport);
        expect(await settled(page, WAIT_MS)).toBe('done');
        // The sample's second game: an empty board, the king on c1, the pawn on f3; White wins.
        const [, input] = cheesyChess
          .parse(cheesyChess.sample.input)
          .cases.map((item) => (item.result.ok ? item.result.value : undefined));
        if (!input) throw new Error('the sample has no second game');
        const name = (at: number): string => rules.geometry.squareName(input.board.shape, at);
        const section = page.locator('.case[data-case="2"] section.cheesy-play');
        expect(await section.getAttribute('data-state')).toBe('choose');

        // The pawn's moves are played here by hand: the setting that plays forced moves is turned off.
        await section.locator('input.versus-forced').uncheck();
        for (const player of ['white', 'black'] as const) {
          await section.locator(`button.versus-side[data-side="${player}"]`).click();
          let position: rules.pursuit.PursuitPosition = { king: input.king, pawn: input.pawn, toMove: 'white' };
          let plies = 0;
          for (;;) {
            // The library's play from here, and Arbiter's reply when it is Arbiter's move.
            let play = rules.pursuit.pursuitPlay(input.board, position);
            if (play.toMove !== player && !play.ending) {
              position = play.moves.find((option) => play.best.includes(option.to))!.after;
              plies++;
              play = rules.pursuit.pursuitPlay(input.board, position);
            }
            const state = await yourTurn(section);
            expect(await section.locator('.score-sheet .sheet-move').count()).toBe(plies);
            if (play.ending) {
              expect(state).toBe('over');
              break;
            }
            expect(state).toBe('your-move');
            const moves = Math.ceil(play.plies / 2);
            expect(await section.locator('.versus-eval').textContent()).toBe(
              `Perfect play: ${play.winner === 'white' ? 'White' : 'Black'} wins in ${moves} move${moves === 1 ? '' : 's'}`,
            );
            expect(await section.locator('.versus-status').textContent()).toMatch(
              new RegExp(
                `^${player === 'white' ? 'White' : 'Black'} to move: your move as the ${player === 'white' ? 'king' : 'pawn'}`,
              ),
            );
            const best = play.moves.find((option) => play.best.includes(option.to))!;
            await move(section, name(player === 'white' ? position.king : position.pawn), name(best.to));
            position = best.after;
            plies++;
          }
          // White wins this game whichever side the player takes: the king takes the pawn or blocks it.
          const status = (await section.locator('.versus-status').textContent()) ?? '';
          expect(status).toMatch(
            new RegExp(`^Game over\\. White wins \\(${player === 'white' ? 'You win' : 'Arbiter wins'}\\): the `),
          );
          expect(await section.locator('.versus-eval').textContent()).toBe('Perfect play: White has won');
          // The last move is tinted and drawn as an arrow.
          expect(await section.locator('.versus-board g.last-move').count()).toBe(2);
          expect(await section.locator('.versus-board .arrow').count()).toBe(1);
          await shots(page, section, `versus-cheesy-${player === 'white' ? 'king' : 'pawn'}-${viewport.name}`);
        }
        expect(errors).toEqual([]);
      },
      BUDGET_MS,
    );

  for (const viewport of [
    { width: 1280, height: 900, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ])
    it(
      `Simplified Chess (${viewport.name}): as White against Black's longest defence, as Black against White's fastest capture`,
      async () => {
        const { page, errors } = await harness().open('simplified-chess', viewport);
        expect(await settled(page, WAIT_MS)).toBe('done');
        const text = '1\n3 2 5\nQ A 1\nR A 2\nR D 2\nN C 2\nQ C 4\n';
        await page.fill('#input', text);
        await page.click('#judge');
        expect(await settled(page, WAIT_MS)).toBe('done');
        const [item] = simplifiedChess.parse(text).cases;
        if (!item.result.ok) throw new Error('the game does not parse');
        const section = page.locator('.case[data-case="1"] section.sc-play');
        for (const player of ['white', 'black'] as const) {
          await section.locator(`button.versus-side[data-side="${player}"]`).click();
          let board = item.result.value.board.clone();
          let toMove: Side = 'white';
          const evaluations: string[] = [];
          for (let plies = item.result.value.moves; ; plies--) {
            const play = rules.chess.queenCapturePlay(board, toMove, plies);
            const [best] = play.best;
            if (toMove === player || !best) {
              const state = await yourTurn(section);
              if (play.over) {
                expect(state).toBe('over');
                break;
              }
              expect(state).toBe('your-move');
              evaluations.push((await section.locator('.versus-eval').textContent()) ?? '');
              const side = player === 'white' ? 'White' : 'Black';
              expect(await section.locator('.versus-status').textContent()).toMatch(
                new RegExp(`^${side} to move: your move as ${side}`),
              );
              const name = (at: number): string => rules.geometry.squareName(board.shape, at);
              await move(section, name(best.from), name(best.to));
            }
            // The player's move, or Arbiter's: the first of the best (White's fastest capture, Black's longest defence).
            board = board.clone();
            rules.chess.makeMove(board, best);
            toMove = toMove === 'white' ? 'black' : 'white';
          }
          // White wins in 5 moves of both sides: 5, 3 and 1 at White's turns, 4 and 2 at Black's.
          const left = player === 'white' ? [5, 3, 1] : [4, 2];
          expect(evaluations).toEqual(
            left.map((n) =>
              n === 1
                ? 'Perfect play: White wins: its next move takes Black’s queen'
                : `Perfect play: White wins: Black’s queen falls within ${n} moves, counting Black’s replies`,
            ),
          );
          const who = player === 'white' ? 'You win' : 'Arbiter wins';
          expect(await section.locator('.versus-status').textContent()).toBe(
            `Game over. White wins (${who}): White has taken Black’s queen.`,
          );
          expect(await section.locator('.score-sheet .sheet-move').count()).toBe(5);
          await shots(page, section, `versus-simplified-${player}-${viewport.name}`);
        }
        expect(errors).toEqual([]);
      },
      BUDGET_MS,
    );
});
