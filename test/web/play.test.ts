import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkers, checkersPdn, findProblem } from '../../src/index.js';
import { chooseFile, drag, SCREENSHOTS, settled, useHarness, verdicts } from './harness.js';

/**
 * What a player or a learner does on the page, in headless chromium: PDN games pasted and
 * replayed, moves played on the board with the verdict following, a checkers record extended and
 * exported, pieces dragged in the editors, move lists inline, links read as data.
 */

const harness = useHarness();
const fixture = (name: string): string => readFileSync(new URL(`../fixtures/pdn/${name}`, import.meta.url), 'utf8');

/** Puts `text` in the text box and waits for its run. */
async function paste(page: import('playwright-core').Page, text: string): Promise<void> {
  await page.fill('#input', text);
  await page.click('#judge');
  expect(await settled(page)).toBe('done');
}

describe('web page: PDN games on the checkers page', () => {
  it('reads pasted PDN as the CLI does: a card per game with its tags, the answer line, the illegal move drawn, the result checked', async () => {
    const { page, errors } = await harness().open('checkers');
    await settled(page);
    const text = `${fixture('published.pdn')}\n${fixture('illegal.pdn')}`;
    await paste(page, text);
    // The same lines as `arbiter checkers` prints for the file: each game's, and its variation's at fault.
    const explained = checkersPdn
      .parse(text)
      .games.map((game, index) => checkersPdn.explain(game, checkersPdn.judge(game), index + 1));
    expect(explained).toHaveLength(4);
    expect(await verdicts(page)).toEqual(explained.map((explanation) => checkersPdn.line(explanation)));
    expect(await page.textContent('#output')).toBe(
      explained.map((explanation) => `${checkersPdn.answer(explanation)}\n`).join(''),
    );
    expect(await page.locator('.case[data-case="1"] .variation-verdict').textContent()).toMatch(
      /^variation 1 \(line 16, column 23\), instead of 15\.\.\. 29-25: move 15 by White, 28-24 .* is illegal: /,
    );
    expect(await page.textContent('#status')).toMatch(
      /^4 games judged in \d+ ms; 3 games with an illegal move; 1 game with an illegal variation\.$/,
    );
    // Nothing spills out of its box: a start position's FEN, with no space to break at, wraps too.
    const spilled = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.case *'))
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible',
        )
        .map((element) => element.className),
    );
    expect(spilled).toEqual([]);
    const game1 = page.locator('.case[data-case="1"]');
    expect(await game1.locator('.game-tags').textContent()).toBe(
      'Ohio State Open, round 3 · Columbus, OH · 1998.07.11 · result 0-1',
    );
    // Replayed move by move: 44 moves (and the one move of its variation), PDN's numbers in the list,
    // the first and last positions drawn.
    const replay = game1.locator('.checkers-replay');
    const played = replay.locator('.score-sheet > .sheet-pair .replay-move');
    expect(await played.count()).toBe(44);
    expect(await replay.locator('.sheet-variation .replay-move').count()).toBe(1);
    expect((await played.allTextContents()).slice(0, 3)).toEqual(['9-13', '23-19', '11-15']);
    await replay.getByRole('button', { name: 'Next' }).click();
    expect(await replay.locator('.replay-caption').textContent()).toBe('Move 1 (Red): Red plays 9-13.');
    expect(
      await replay
        .locator('.arrow')
        .evaluateAll((lines) => lines.map((l) => `${l.getAttribute('data-from')}-${l.getAttribute('data-to')}`)),
    ).toHaveLength(1);
    // Game 2 (Casual game): Red's 15-18 is illegal, a capture being available; drawn on the position it was tried in.
    const game2 = page.locator('.case[data-case="2"]');
    expect(await game2.getAttribute('data-valid')).toBe('false');
    expect(await game2.locator('.checkers-reason').textContent()).toBe(
      'Move 6 (Red), “15-18” on line 25, column 18, is illegal: a capture is available: 10x17.',
    );
    expect(await game2.locator('.replay-move[data-mark="bad"]').textContent()).toBe('15-18 ✗');
    expect(await game2.locator('.highlight-ring').count()).toBe(2);
    // Game 4 (Won position): a move after the game is over.
    expect(await page.locator('.case[data-case="4"] .checkers-reason').textContent()).toMatch(
      /is illegal: White has no legal move; the game is over\.$/,
    );
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/pdn-desktop.png`, fullPage: true });
    await page.context().close();
  });

  it('says when a game’s result is contradicted by its record', async () => {
    const { page } = await harness().open('checkers');
    await settled(page);
    await paste(page, '[Event "Won position"]\n[FEN "B:W18:B1,14"]\n\n1. 14x23 0-1\n');
    expect(await page.locator('.case .result-check').textContent()).toBe(
      'Result: White has no legal move at the end, so Red has won, but the result 0-1 says White won.',
    );
    expect(await page.textContent('#status')).toMatch(/1 result contradicted by the final position\.$/);
    await page.context().close();
  });

  it('stays responsive with thousands of games: judged in the worker, a page of cards at a time, boards drawn as they come near', async () => {
    const { page, errors } = await harness().open('checkers');
    await settled(page);
    const game = fixture('published.pdn');
    const count = 3000;
    const text = Array.from({ length: count }, () => game).join('\n');
    await chooseFile(page, 'club.pdn', text);
    await expect
      .poll(() => page.textContent('#status'), { timeout: 120_000 })
      // Each copy's variation (15... 28-24) is illegal, and the status counts them.
      .toMatch(new RegExp(`^${count} games judged in \\d+ ms; ${count} games with an illegal variation\\.$`));
    expect(await page.locator('.case').count()).toBe(100);
    expect(await page.textContent('.pager-range')).toBe(`Games 1–100 of ${count.toLocaleString('en-US')}`);
    // Boards far down the page wait to be drawn.
    expect(await page.locator('.case[data-case="100"] .drawing.pending').count()).toBe(1);
    await page.click('.pager-next');
    await page.locator('.case[data-case="101"] .checkers-replay').waitFor();
    expect(await page.locator('.case').first().getAttribute('data-case')).toBe('101');
    // The page answers while it holds them all: a click on a replay button takes effect.
    await page.locator('.case[data-case="101"]').getByRole('button', { name: 'Next' }).click();
    expect(await page.locator('.case[data-case="101"] .replay').getAttribute('data-step')).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('web page: playing on the board', () => {
  it('Rank and File: a legal move by dragging gives the new verdict; an illegal target is refused with its reason; a step back restores', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    await settled(page);
    const case1 = page.locator('.case[data-case="1"]');
    await case1.getByRole('button', { name: 'Play from here' }).click();
    const board = case1.locator('.editor .edit-board');
    // The moves are known once the side's pieces can be picked up.
    await expect.poll(() => board.locator('rect.square.draggable').count()).toBe(1);
    // The white king on c5, in check from the queen on b5: picked up, its only move Kxb5 is offered.
    await board.locator('rect[data-square="c5"]').click();
    await expect
      .poll(() =>
        board.locator('.highlight.play-target').evaluateAll((m) => m.map((x) => x.getAttribute('data-square'))),
      )
      .toEqual(['b5']);
    expect(await board.locator('rect[data-square="c4"] title').textContent()).toBe(
      'c4: cannot go here: c4 is attacked by the black queen on b5',
    );
    // An illegal target: refused, with the reason, and the position unchanged.
    await drag(page, board.locator('rect[data-square="c5"]'), board.locator('rect[data-square="d5"]'));
    await expect
      .poll(() => case1.locator('.edit-status').textContent())
      .toBe('c5-d5 is not legal: d5 is attacked by the black queen on b5 and the black king on e5.');
    expect(await case1.locator('.verdict').textContent()).toBe('WHITE IS CHECKED');
    // The legal one, dragged: the king takes the queen; Black is to move and is safe.
    await drag(page, board.locator('rect[data-square="c5"]'), board.locator('rect[data-square="b5"]'));
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('BLACK IS SAFE');
    expect((await page.inputValue('#input')).split('\n').slice(1, 10)).toEqual([
      'B',
      '........',
      '........',
      '........',
      '.k..K...',
      '........',
      '........',
      '........',
      '........',
    ]);
    expect(await case1.locator('.played').textContent()).toBe('Played here: 1. Kxb5');
    await page.screenshot({ path: `${SCREENSHOTS}/played-desktop.png`, fullPage: true });
    // Black moves by clicking: Ke4 (e4 is next to nothing white).
    await board.locator('rect[data-square="e5"]').click();
    await board.locator('rect[data-square="e4"]').click();
    await expect.poll(() => case1.locator('.played').textContent()).toBe('Played here: 1. Kxb5 Ke4');
    expect(await case1.locator('.verdict').textContent()).toBe('WHITE IS SAFE');
    // Step back twice: the position of the sample again.
    await case1.getByRole('button', { name: '◀ Step back' }).click();
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('BLACK IS SAFE');
    await case1.getByRole('button', { name: '◀ Step back' }).click();
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('WHITE IS CHECKED');
    expect(await page.inputValue('#input')).toBe(findProblem('rank-and-file')!.sample.input);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('checkers: the record extended move by move, captures enforced, exported as contest input and as PDN', async () => {
    const { page, errors } = await harness().open('checkers');
    await settled(page);
    // One record from the start position with one move; Red to move next.
    const start = '12 12\n1 2 3 4 5 6 7 8 9 10 11 12\n21 22 23 24 25 26 27 28 29 30 31 32\n1 R\n11-15\n0 0\n';
    await paste(page, start);
    const card = page.locator('.case[data-case="1"]');
    await card.getByRole('button', { name: 'Play on' }).click();
    const board = card.locator('.editor .edit-board');
    // White: 23-19 (dragged); then Red 8-11 (clicked); then White 22-18.
    await expect.poll(() => board.locator('rect.square.draggable').count()).toBeGreaterThan(0);
    await drag(
      page,
      board.locator('rect[data-checkers-square="23"]'),
      board.locator('rect[data-checkers-square="19"]'),
    );
    await expect.poll(() => card.locator('.played').textContent()).toBe('Played here: 1... 23-19');
    await board.locator('rect[data-checkers-square="8"]').click();
    await board.locator('rect[data-checkers-square="11"]').click();
    await expect.poll(() => card.locator('.played').textContent()).toBe('Played here: 1... 23-19 2. 8-11');
    await board.locator('rect[data-checkers-square="22"]').click();
    await board.locator('rect[data-checkers-square="18"]').click();
    await expect.poll(() => card.locator('.played').textContent()).toBe('Played here: 1... 23-19 2. 8-11 22-18');
    // Red must now capture 15x22: a simple move is refused with the referee's reason, and the jump is offered.
    await expect.poll(() => board.locator('rect.square.draggable').count()).toBeGreaterThan(0);
    await board.locator('rect[data-checkers-square="9"]').click();
    await expect
      .poll(() => card.locator('.edit-status').textContent())
      .toBe('The piece on 9 has no legal move: a capture is available: 15x22.');
    await board.locator('rect[data-checkers-square="13"]').click();
    expect(await card.locator('.edit-status').textContent()).toBe('9-13 is not legal: a capture is available: 15x22.');
    await board.locator('rect[data-checkers-square="15"]').click();
    await expect
      .poll(() =>
        board
          .locator('.highlight.play-target')
          .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square'))),
      )
      .toEqual(['c3']);
    await board.locator('rect[data-checkers-square="22"]').click();
    await expect
      .poll(() => card.locator('.played').textContent())
      .toBe('Played here: 1... 23-19 2. 8-11 22-18 3. 15x22');
    expect(await card.locator('.verdict').textContent()).toBe('All moves valid');
    // Exported: the contest input (the record and the closing 0 0), and PDN that reads back to the same moves.
    await card.locator('.record-export summary').click();
    const contest = await card.locator('.export-contest-text').textContent();
    expect(contest).toBe(`${start.replace('1 R\n11-15\n0 0\n', '5 R\n11-15\n23-19\n8-11\n22-18\n15x22\n')}0 0\n`);
    expect(checkers.parse(contest!).cases).toHaveLength(1);
    const pdn = (await card.locator('.export-pdn-text').textContent())!;
    const [game] = checkersPdn.parse(pdn).games;
    expect(checkersPdn.explain(game, checkersPdn.judge(game), 1).played).toEqual([
      '11-15',
      '23-19',
      '8-11',
      '22-18',
      '15x22',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('web page: drag and drop in the editors', () => {
  it('places a piece dragged from the palette, moves one dragged on the board, and takes one off when dropped outside', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    await settled(page);
    const case3 = page.locator('.case[data-case="3"]');
    await case3.getByRole('button', { name: 'Set up by clicking' }).click();
    // The palette starts on the queen of the side judged (White here).
    expect(await case3.locator('.palette button[aria-pressed="true"]').getAttribute('data-piece')).toBe('q');
    const board = case3.locator('.edit-board');
    // The mouse reaches what is on the screen only.
    await board.scrollIntoViewIfNeeded();
    // A black rook from the palette to c1: it checks the white king on c7.
    await drag(page, case3.locator('.palette button[data-piece="R"]'), board.locator('rect[data-square="c1"]'));
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS CHECKED');
    expect((await page.inputValue('#input')).split('\n')[27]).toBe('..R.....');
    // The rook dragged from c1 to d1: no longer on the king's file.
    await drag(page, board.locator('rect[data-square="c1"]'), board.locator('rect[data-square="d1"]'));
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS SAFE');
    expect((await page.inputValue('#input')).split('\n')[27]).toBe('...R....');
    // Dropped off the board, it is taken away.
    await drag(page, board.locator('rect[data-square="d1"]'), page.locator('header.top h1'));
    await expect.poll(() => page.inputValue('#input')).toBe(findProblem('rank-and-file')!.sample.input);
    // The keyboard still works: Enter on a square places the tool.
    await board.locator('rect[data-square="a6"]').focus();
    await case3.locator('.palette button[data-piece="N"]').click();
    await board.locator('rect[data-square="a6"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS CHECKED');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('web page: lists and links', () => {
  it('writes a list of moves as one sentence: one paragraph, the moves inline, separated by commas', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    const explanation = page.locator('.case[data-case="3"] details.explanation');
    await explanation.locator('summary').click();
    const list = explanation.locator('p.move-list');
    expect(await list.count()).toBe(1);
    const text = (await list.textContent())!;
    expect(text).toMatch(/^White has \d+ legal moves: K\w+(, [KQRBN]x?\w+)+$/);
    // No block inside the sentence: every move is an inline element of the one paragraph.
    expect(
      await list.locator('code.move').evaluateAll((codes) => codes.map((code) => getComputedStyle(code).display)),
    ).not.toContain('block');
    expect(await explanation.locator('.explain-section p').count()).toBe(1);
    // It wraps as text: a few lines, not a column of one move a line.
    const box = (await list.boundingBox())!;
    const lineHeight = await list.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight) || 20);
    const moves = await list.locator('code.move').count();
    expect(box.height / lineHeight).toBeLessThan(moves / 2);
    await page.context().close();
  });

  it('reads a shared link’s values as data of one case: a line end in a checkers move makes no line of its own', async () => {
    // %0D and %0A in a move would have written "0 0" and a new record into the input.
    const injected = 'checkers?fen=B%3AW21%2C22%3AB9%2C10&moves=9-14%0D0%200%0D1%201%0A9-13';
    const { page, errors } = await harness().open(injected);
    await settled(page);
    const sample = findProblem('checkers')!.sample;
    expect(await page.textContent('.link-error')).toBe(
      'The link names no position: the link\'s move 2, "0", is not a move such as 9-14 or 16x23x14. The sample is shown.',
    );
    expect(await page.inputValue('#input')).toBe(sample.input);
    // The same characters between real moves only separate them: one record of three moves.
    const { page: other } = await harness().open('checkers?fen=B%3AW21%2C22%3AB9%2C10&moves=9-13%0D22-18%0A10-15');
    await settled(other);
    expect(await other.inputValue('#input')).toBe('2 2\n9 10\n21 22\n3 R\n9-13\n22-18\n10-15\n0 0\n');
    expect(await verdicts(other)).toEqual(['All moves valid']);
    expect(errors).toEqual([]);
    await page.context().close();
    await other.context().close();
  });
});
