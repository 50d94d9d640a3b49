import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findProblem, rules as gameRules, simplifiedChess } from '../../src/index.js';

const { chess, geometry } = gameRules;
import { CaseInText, placePiece } from '../../web/src/board/editing.js';
import { simplifiedChessEditor } from '../../web/src/renderers/simplified-chess-editor.js';
import { arrowsOn, cliLines, SCREENSHOTS, settled, useHarness, verdicts } from './harness.js';

/** The Simplified Chess drawing in headless chromium: main line, strategy tree, refutations, setting up. */

const harness = useHarness();

const problem = findProblem('simplified-chess')!;
const rules = readFileSync(new URL('../../examples/simplified-chess-rules.txt', import.meta.url), 'utf8');

/** "square: title" of every piece on the boards inside `scope`. */
const piecesOn = (scope: Locator): Promise<string[]> =>
  scope
    .locator('[data-piece-on]')
    .evaluateAll((pieces) =>
      pieces
        .map((piece) => `${piece.getAttribute('data-piece-on')}: ${piece.querySelector('title')?.textContent ?? ''}`)
        .sort(),
    );

async function loadRules(page: Page): Promise<void> {
  await settled(page);
  await page.fill('#input', rules);
  await page.click('#judge');
  expect(await settled(page)).toBe('done');
}

describe('simplified-chess editor: a game read with parse and rewritten with formatInput', () => {
  const input = '2\r\n2 1 3\r\nN B 2\r\nq b 1\r\nQ A 4\r\n1 1 1\r\nQ A 1\r\nQ D 2\r\n';
  const at = (name: string): number => geometry.parseSquareName({ width: 4, height: 4 }, name)!;
  const piece = (side: 'white' | 'black', role: gameRules.chess.Role): gameRules.chess.Piece => ({ side, role });
  /** Each game of a text as "rows m=moves". */
  const games = (text: string): string[] =>
    simplifiedChess
      .parse(text)
      .cases.map((item) =>
        item.result.ok ? `${chess.fenRows(item.result.value.board).join('/')} m=${item.result.value.moves}` : 'error',
      );

  it('reads a game written loosely and rewrites only its lines, cleanly, keeping CRLF', () => {
    const text = CaseInText.open(simplifiedChess, input, 2)!;
    expect(games(input)[0]).toBe('q.../..../.N../.Q.. m=3');
    // A white rook added, the knight removed, m = 5: the game takes the same number of lines.
    const board = placePiece(
      placePiece(text.value.board, at('c3'), piece('white', 'rook'), 'queen'),
      at('b2'),
      undefined,
      'queen',
    );
    const lines = text.write({ board, moves: 5 }).split('\r\n');
    expect(lines[0]).toBe('2');
    expect(`${lines.slice(1, 5).join('\n')}\n`).toBe(simplifiedChess.formatInput({ board, moves: 5 }));
    expect(lines.slice(5)).toEqual(['1 1 1', 'Q A 1', 'Q D 2', '']);
    expect(games(lines.join('\r\n'))).toEqual(['q.../..R./..../.Q.. m=5', '..../..../...q/Q... m=1']);
    // One piece more: the lines after it move down, untouched.
    const more = text.write({ board: placePiece(board, at('d4'), piece('black', 'knight'), 'queen'), moves: 5 });
    expect(more.split('\r\n').slice(-4)).toEqual(['1 1 1', 'Q A 1', 'Q D 2', '']);
    expect(games(more)).toEqual(['q..n/..R./..../.Q.. m=5', '..../..../...q/Q... m=1']);
  });

  it('keeps one queen a side, and removes a piece clicked with its own kind', () => {
    const board = new chess.ChessBoard({ width: 4, height: 4 });
    board.put(at('a1'), piece('white', 'queen'));
    board.put(at('d4'), piece('black', 'queen'));
    expect(chess.fenRows(placePiece(board, at('b2'), piece('white', 'queen'), 'queen'))).toEqual([
      '...q',
      '....',
      '.Q..',
      '....',
    ]);
    expect(chess.fenRows(placePiece(board, at('a1'), piece('white', 'queen'), 'queen'))).toEqual([
      '...q',
      '....',
      '....',
      '....',
    ]);
    expect(chess.fenRows(placePiece(board, at('a1'), piece('black', 'rook'), 'queen'))).toEqual([
      '...q',
      '....',
      '....',
      'r...',
    ]);
  });

  it('declines a game that does not parse', () => {
    const cases = [
      '1\n1 1 1\nK A 1\nQ D 2\n',
      '1\n1 1 1\nQ E 1\nQ D 2\n',
      '1\n1 1 1\nQ A 5\nQ D 2\n',
      '1\n1 1 1\nQ A 1 extra\nQ D 2\n',
      '1\n1 1 1\nQ A 1\nQ A 1\n',
      '1\n2 1 1\nQ A 1\nQ D 2\n',
      '1\n1 1\nQ A 1\nQ D 2\n',
      '1\n1 1 0\nQ A 1\nQ D 2\n',
    ];
    for (const text of cases)
      expect(
        simplifiedChessEditor.open(text, 2, () => undefined, 'setup'),
        text,
      ).toBeUndefined();
    // Line 1 is the count, not a game.
    expect(simplifiedChessEditor.open('1\n1 1 1\nQ A 1\nQ D 2\n', 1, () => undefined, 'setup')).toBeUndefined();
  });
});

describe('web page: Simplified Chess drawings', () => {
  it('shows the sample on a 4x4 board with its verdict, and steps through the main line', async () => {
    const { page, errors } = await harness().open('simplified-chess');
    expect(await settled(page)).toBe('done');
    expect(await verdicts(page)).toEqual(problem.sample.output.trimEnd().split('\n'));
    const case1 = page.locator('.case[data-case="1"]');
    const line = case1.locator('.main-line');
    expect(await piecesOn(line)).toEqual(['a4: black queen', 'b1: white queen', 'b2: white knight']);
    await line.getByRole('button', { name: 'Next' }).click();
    expect(await piecesOn(line)).toEqual(['a4: white knight', 'b1: white queen']);
    expect(await arrowsOn(line)).toEqual(['b2-a4']);
    expect(await line.locator('[aria-current="step"]').textContent()).toBe('Nxa4');
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/simplified-chess-desktop.png`, fullPage: true });
    await page.context().close();
  });

  it('replays the rules examples: main line and refutations', async () => {
    const { page, errors } = await harness().open('simplified-chess');
    await loadRules(page);
    expect(await verdicts(page)).toEqual(cliLines(problem, rules));

    // Case 3 (m = 6): Rd2 Qa4 Qb1 Qb4 Qxb4.
    const case3 = page.locator('.case[data-case="3"]');
    const line = case3.locator('.main-line');
    expect(await line.locator('.replay-move').allTextContents()).toEqual(['Rd2', 'Qa4', 'Qb1', 'Qb4', 'Qxb4']);
    // A score sheet: numbered pairs inline, as a printed game, ended by White's win.
    expect((await line.locator('.score-sheet').textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      '1. Rd2 Qa4 2. Qb1 Qb4 3. Qxb4 1-0',
    );
    expect(await piecesOn(line)).toEqual(['a1: black queen', 'c2: white rook', 'c3: white rook', 'd3: white queen']);
    const next = line.getByRole('button', { name: 'Next' });
    const previous = line.getByRole('button', { name: 'Previous' });
    await next.click();
    expect(await piecesOn(line)).toContain('d2: white rook');
    expect(await arrowsOn(line)).toEqual(['c2-d2']);
    await next.click();
    expect(await piecesOn(line)).toContain('a4: black queen');
    expect(await arrowsOn(line)).toEqual(['a1-a4']);
    expect(await line.locator('[aria-current="step"]').textContent()).toBe('Qa4');
    await previous.click();
    expect(await piecesOn(line)).toContain('a1: black queen');
    // The last move takes the queen: one black piece fewer.
    await line.locator('.replay-move', { hasText: 'Qxb4' }).click();
    expect((await piecesOn(line)).filter((piece) => piece.includes('black'))).toEqual([]);
    expect(await line.locator('.replay-caption').textContent()).toContain('White has taken the queen');

    // Case 4 (NO): each White first move is met; choosing one shows the move and the reply that holds.
    const case4 = page.locator('.case[data-case="4"]');
    const refutation = case4.locator('button.sc-refutation[data-move="Qa2"]');
    expect(await refutation.textContent()).toBe('Qa2');
    expect(await refutation.getAttribute('title')).toBe("Rxa2 captures White's queen");
    expect(await arrowsOn(case4)).toEqual([]);
    await refutation.click();
    expect(await arrowsOn(case4)).toEqual(['a1-a2', 'b2-a2']);
    expect(await case4.locator('.sc-refutation-caption').textContent()).toBe(
      "1. Qa2 Rxa2: Rxa2 captures White's queen.",
    );
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/simplified-chess-rules-desktop.png`, fullPage: true });
    await page.context().close();
  });

  it('sets up a game by clicking, with m changeable, and judges it live', async () => {
    const { page, errors } = await harness().open('simplified-chess');
    await settled(page);
    const case1 = page.locator('.case[data-case="1"]');
    expect(await case1.locator('.verdict').textContent()).toBe('YES');
    await case1.getByRole('button', { name: 'Set up by clicking' }).click();
    // Without the knight on b2 the queen on b1 cannot reach a4 in one move.
    await case1.locator('button[data-piece="."]').click();
    await case1.locator('rect[data-square="b2"]').click();
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('NO');
    expect((await page.inputValue('#input')).split('\n')).toEqual(['1', '1 1 1', 'Q B 1', 'Q A 4', '']);
    // A white rook on a1 takes the queen along the a-file.
    await case1.locator('button[data-piece="R"]').click();
    await case1.locator('rect[data-square="a1"]').click();
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('YES');
    // The game's lines as formatInput writes them: each side's pieces square by square, from a1.
    expect((await page.inputValue('#input')).split('\n')).toEqual(['1', '2 1 1', 'R A 1', 'Q B 1', 'Q A 4', '']);
    await expect.poll(() => arrowsOn(case1.locator('.edit-board'))).toEqual(['a1-a4']);
    // The black queen moved to c4 (the tool moves the side's one queen): out of reach in one move,
    // and still in three, but White forces the capture within five.
    await case1.locator('button[data-piece="q"]').click();
    await case1.locator('rect[data-square="c4"]').click();
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('NO');
    expect(await piecesOn(case1.locator('.edit-board'))).toEqual([
      'a1: white rook',
      'b1: white queen',
      'c4: black queen',
    ]);
    await case1.locator('input.sc-moves').fill('3');
    await case1.locator('input.sc-moves').press('Enter');
    await expect.poll(() => page.inputValue('#input')).toBe('1\n2 1 3\nR A 1\nQ B 1\nQ C 4\n');
    await expect.poll(() => case1.locator('.edit-status').textContent()).toBe('NO: Black holds within m = 3.');
    await case1.locator('input.sc-moves').fill('5');
    await case1.locator('input.sc-moves').press('Enter');
    const withFive = '1\n2 1 5\nR A 1\nQ B 1\nQ C 4\n';
    await expect.poll(() => page.inputValue('#input')).toBe(withFive);
    expect(cliLines(problem, withFive)).toEqual(['YES']);
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('YES');
    await expect.poll(() => arrowsOn(case1.locator('.edit-board'))).toHaveLength(1);
    // Without a black queen the game is no game: the error is shown, the set-up goes on.
    await case1.locator('button[data-piece="."]').click();
    await case1.locator('rect[data-square="c4"]').click();
    const noQueen = cliLines(problem, '1\n2 0 5\nR A 1\nQ B 1\n')[0];
    expect(noQueen).toMatch(/^error: line 2, /);
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe(noQueen);
    await expect
      .poll(() => case1.locator('.edit-status').textContent())
      .toBe('Not a valid game yet: see the error above.');
    await case1.locator('button[data-piece="q"]').click();
    await case1.locator('rect[data-square="c4"]').click();
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('YES');
    await page.screenshot({ path: `${SCREENSHOTS}/simplified-chess-setup.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone-sized screen', async () => {
    const { page, errors } = await harness().open('simplified-chess', { width: 390, height: 844 });
    await loadRules(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const width = await page
      .locator('.case[data-case="3"] .main-line svg.board')
      .evaluate((board) => board.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(200);
    expect(width).toBeLessThanOrEqual(390);
    await page.locator('.case[data-case="3"] .main-line').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/simplified-chess-phone.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
