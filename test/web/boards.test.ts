import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROBLEMS, checkers, cheesyChess, formatInputs, rankAndFile, rules, simplifiedChess } from '../../src/index.js';
import { SCREENSHOTS, settled, useHarness, verdicts } from './harness.js';

/**
 * The page's boards in headless chromium: marks that leave every piece visible, the keyboard path
 * through a board, FEN in and out, links that reproduce a position, and setting up Cheesy Chess
 * and checkers by clicking.
 */

const harness = useHarness();

const example = (name: string): string => readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');

async function loadInput(page: Page, text: string): Promise<void> {
  await settled(page);
  await page.fill('#input', text);
  await page.click('#judge');
  expect(await settled(page)).toBe('done');
}

async function openEditor(page: Page, index: number): Promise<Locator> {
  const card = page.locator(`.case[data-case="${index}"]`);
  await card.getByRole('button', { name: 'Set up by clicking' }).click();
  await card.locator('.editor').waitFor();
  return card;
}

/** "square: title" of every piece drawn inside `scope`. */
const piecesOn = (scope: Locator): Promise<string[]> =>
  scope
    .locator('[data-piece-on]')
    .evaluateAll((pieces) =>
      pieces
        .map((piece) => `${piece.getAttribute('data-piece-on')}: ${piece.querySelector('title')?.textContent ?? ''}`)
        .sort(),
    );

interface MarkCheck {
  /** Marks drawn over the pieces that were checked. */
  readonly over: number;
  /** Dots and crosses drawn under a piece, around it, because the piece stands on their square. */
  readonly corners: number;
  readonly arrows: number;
  /** The shortest arrow drawn, from its start to its tip, in board units (a square is 45). */
  readonly shortestArrow: number;
  /** Tints and rings, which must lie under the pieces. */
  readonly under: number;
  readonly violations: string[];
}

/**
 * For every board on the page (each step of every replay), in the SVG's own units: no dot, cross or
 * label drawn over the pieces has a piece's centre inside its bounding box; no arrow comes within its
 * half width plus its head's half width of a piece's centre (the arrow sampled along its length);
 * tints and rings come before every piece in paint order.
 */
function checkMarks(page: Page): Promise<MarkCheck> {
  return page.evaluate(() => {
    const result = { over: 0, corners: 0, arrows: 0, shortestArrow: Infinity, under: 0, violations: [] as string[] };
    const HEAD_HALF_WIDTH = 5.5;
    const checkBoard = (board: SVGSVGElement, where: string): void => {
      const pieces = Array.from(board.querySelectorAll<SVGGElement>('[data-piece-on]'));
      const centres = pieces.map((piece) => {
        const match = /translate\(([-\d.]+),([-\d.]+)\)/.exec(piece.getAttribute('transform') ?? '');
        return { x: Number(match?.[1]) + 22.5, y: Number(match?.[2]) + 22.5, on: piece.getAttribute('data-piece-on') };
      });
      const firstPiece = pieces[0];
      for (const mark of Array.from(board.querySelectorAll<SVGGElement>('.highlight'))) {
        const kind = mark.getAttribute('class') ?? '';
        if (mark.classList.contains('around')) {
          result.corners++;
          if (firstPiece && mark.compareDocumentPosition(firstPiece) !== Node.DOCUMENT_POSITION_FOLLOWING)
            result.violations.push(`${where}: ${kind} on ${mark.dataset.square} is drawn over its piece`);
          continue;
        }
        if (/highlight-(fill|ring)/.test(kind)) {
          result.under++;
          if (firstPiece && mark.compareDocumentPosition(firstPiece) !== Node.DOCUMENT_POSITION_FOLLOWING)
            result.violations.push(`${where}: ${kind} on ${mark.dataset.square} is drawn over the pieces`);
          continue;
        }
        result.over++;
        const box = mark.getBBox();
        for (const centre of centres)
          if (centre.x >= box.x && centre.x <= box.x + box.width && centre.y >= box.y && centre.y <= box.y + box.height)
            result.violations.push(`${where}: ${kind} on ${mark.dataset.square} covers the piece on ${centre.on}`);
      }
      for (const arrow of Array.from(board.querySelectorAll<SVGGeometryElement>('.arrow, .arrow-halo'))) {
        result.arrows++;
        const length = arrow.getTotalLength();
        const start = arrow.getPointAtLength(0);
        const tip = arrow.getPointAtLength(length);
        result.shortestArrow = Math.min(result.shortestArrow, Math.hypot(tip.x - start.x, tip.y - start.y));
        const clearance = Number(arrow.getAttribute('stroke-width')) / 2 + HEAD_HALF_WIDTH;
        for (let step = 0; step <= 40; step++) {
          const point = arrow.getPointAtLength((length * step) / 40);
          for (const centre of centres)
            if (Math.hypot(point.x - centre.x, point.y - centre.y) < clearance)
              result.violations.push(
                `${where}: arrow ${arrow.dataset.from}-${arrow.dataset.to} crosses the piece on ${centre.on}`,
              );
        }
      }
    };
    document.querySelectorAll<HTMLElement>('.case').forEach((card) => {
      const name = `case ${card.dataset.case}`;
      const replays = Array.from(card.querySelectorAll<HTMLElement>('.replay'));
      card.querySelectorAll<SVGSVGElement>('svg.board').forEach((board) => {
        if (!board.closest('.replay')) checkBoard(board, name);
      });
      for (const view of replays) {
        const first = view.querySelector<HTMLButtonElement>('button[aria-label="first position"]');
        const next = view.querySelector<HTMLButtonElement>('button[aria-label="Next"]');
        first?.click();
        for (let step = 0; step < 200; step++) {
          const board = view.querySelector<SVGSVGElement>('svg.board');
          if (board) checkBoard(board, `${name}, step ${step}`);
          if (!next || next.disabled) break;
          next.click();
        }
      }
    });
    return result;
  });
}

describe('web page boards: marks never hide a piece', () => {
  it('on every board of every problem’s rules examples, each replay stepped through', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    const totals = { over: 0, corners: 0, arrows: 0, under: 0 };
    for (const problem of PROBLEMS) {
      await page.selectOption('#problem', problem.id);
      await loadInput(page, example(`${problem.id}-rules.txt`));
      const check = await checkMarks(page);
      expect(check.violations, problem.id).toEqual([]);
      // An arrow between neighbouring squares is an arrow, not a stub (a square is 45 units).
      expect(check.shortestArrow, problem.id).toBeGreaterThanOrEqual(15);
      totals.over += check.over;
      totals.corners += check.corners;
      totals.arrows += check.arrows;
      totals.under += check.under;
    }
    // Enough was checked to mean something, including marks moved aside for a piece.
    expect(totals.over).toBeGreaterThan(50);
    expect(totals.corners).toBeGreaterThan(3);
    expect(totals.arrows).toBeGreaterThan(50);
    expect(totals.under).toBeGreaterThan(50);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('Rank and File sample 1: Kxb5 marked around the queen, under it, the check arrow b5-c5 between the pieces', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    const case1 = page.locator('.case[data-case="1"]');
    expect(
      await case1
        .locator('.highlight-dot.around')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square'))),
    ).toEqual(['b5']);
    const check = await checkMarks(page);
    expect(check.violations).toEqual([]);
    expect(check.corners).toBeGreaterThanOrEqual(1);
    await case1.screenshot({ path: `${SCREENSHOTS}/rank-and-file-marks.png` });
    await page.context().close();
  });

  it('a checkers jump bends around the piece it takes', async () => {
    const { page } = await harness().open('checkers');
    // The Red king on 2 stops its multiple jump after three hops (docs/checkers.md): illegal, and drawn
    // on the position it was tried in, the White men it jumps still standing in its way.
    const record = formatInputs(checkers, [
      {
        position: (rules.checkers.parsePdnFen('B:W6,7,14,15:BK2') as { ok: true; value: rules.checkers.Position })
          .value,
        moves: [{ text: '2x11x18x9', line: 5, column: 1 }],
      },
    ]);
    await loadInput(page, record);
    expect(await verdicts(page)).toEqual(['Move 1 is invalid']);
    const replay = page.locator('.case[data-case="1"] .checkers-replay');
    expect(await replay.locator('path.arrow').count()).toBeGreaterThanOrEqual(1);
    expect((await checkMarks(page)).violations).toEqual([]);
    await page.context().close();
  });
});

describe('web page boards: the keyboard', () => {
  it('Tab enters a board once, arrows move, Enter acts, Tab leaves; squares have descriptive names', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    await settled(page);
    const case3 = await openEditor(page, 3);
    const board = case3.locator('.edit-board svg.board');
    expect(await board.getAttribute('role')).toBe('grid');
    expect(await board.locator('[role="row"]').count()).toBe(8);
    expect(await board.locator('rect[role="gridcell"]').count()).toBe(64);
    // One tab stop for the whole board.
    expect(await board.locator('rect[tabindex="0"]').count()).toBe(1);
    const focused = (): Promise<string | null> =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    await case3.locator('button.edit-flip').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('a8, empty');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('a7, empty');
    for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('c7, white king');
    await page.keyboard.press('End');
    expect(await focused()).toBe('h7, empty');
    await page.keyboard.press('Control+Home');
    expect(await focused()).toBe('a8, empty');
    // Past the edge nothing moves.
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('a8, empty');
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('b4, empty');
    // Enter puts the white queen there (the palette starts on the queen of the side judged, White), and the focus stays.
    await page.keyboard.press('Enter');
    // The edit judges the input again and redraws the board when the answer comes; wait for that
    // run to end before pressing Tab, or Tab may land while the redrawn board has not taken the focus back.
    expect(await settled(page)).toBe('done');
    await expect.poll(() => focused()).toBe('b4, white queen');
    expect(await page.inputValue('#input')).toContain('\n.q......\n');
    // Tab leaves the board for the next control; Shift+Tab comes back to the same square.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('fen-input');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('b4, white queen');
    // Flipped, the arrows still move as the board is seen: Black's side is at the bottom, so up is towards rank 1.
    await case3.locator('button.edit-flip').click();
    expect(await case3.locator('button.edit-flip').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('b4, white queen');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('b3, empty');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('a3, empty');
    // The palette is one tab stop too: arrows move along it, Enter presses a tool, Tab goes on to the side to judge.
    await case3.locator('button[data-piece="K"]').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('white queen');
    await page.keyboard.press('Enter');
    expect(await case3.locator('button[data-piece="q"]').getAttribute('aria-pressed')).toBe('true');
    expect(await case3.locator('.palette button[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).dataset.side)).toBe('white');
    // The palette: White's pieces on one row, Black's on the next, in the same order.
    const rows = await case3
      .locator('.palette-row')
      .evaluateAll((groups) =>
        groups.map(
          (group) =>
            `${group.getAttribute('aria-label')}: ${Array.from(group.querySelectorAll('button'), (b) => b.title).join(', ')}`,
        ),
      );
    expect(rows).toEqual([
      'white pieces: white king, white queen, white rook, white bishop, white knight',
      'black pieces: black king, black queen, black rook, black bishop, black knight',
      'eraser: eraser',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('web page boards: FEN in and out, and links', () => {
  it('Rank and File: a FEN pasted sets the board and the text, and comes back out the same', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    await settled(page);
    const case1 = await openEditor(page, 1);
    // Standard FEN: White in upper case (the contest's own rows have it the other way round).
    const fen = '8/8/2k5/8/1Q2K3/8/8/8 b - - 0 1';
    await case1.locator('.fen-input').fill(fen);
    await case1.locator('.fen-input').press('Enter');
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('BLACK IS SAFE');
    expect(await piecesOn(case1.locator('.edit-board'))).toEqual([
      'b4: white queen',
      'c6: black king',
      'e4: white king',
    ]);
    expect(await case1.locator('.fen-input').inputValue()).toBe(fen);
    const expected = rankAndFile.formatInput({ side: 'black', board: boardOf(fen) });
    expect((await page.inputValue('#input')).split('\n').slice(1, 10).join('\n') + '\n').toBe(expected);
    // Clear empties the board (the text says what is missing); the FEN follows.
    await case1.locator('button.edit-clear').click();
    await expect.poll(() => case1.locator('.fen-input').inputValue()).toBe('8/8/8/8/8/8/8/8 b - - 0 1');
    // A FEN that cannot be read is reported, and left in the box to be fixed.
    await case1.locator('.fen-input').fill('8/8/8/8/8/8/8/K6x w');
    await case1.locator('.fen-input').press('Enter');
    expect(await case1.locator('.edit-status').textContent()).toBe(
      'FEN: column 17: expected a piece letter (K Q R B N P, lower case for Black), a number or "/", found "x".',
    );
    expect(await case1.locator('.fen-input').inputValue()).toBe('8/8/8/8/8/8/8/K6x w');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Simplified Chess and checkers: FEN and PDN FEN round trips', async () => {
    const { page, errors } = await harness().open('simplified-chess');
    await settled(page);
    const game = await openEditor(page, 1);
    await game.locator('.fen-input').fill('QN1q/4/4/R3 w - - 0 1');
    await game.locator('.fen-input').press('Enter');
    await expect
      .poll(() => piecesOn(game.locator('.edit-board')))
      .toEqual(['a1: white rook', 'a4: white queen', 'b4: white knight', 'd4: black queen']);
    expect(await game.locator('.fen-input').inputValue()).toBe('QN1q/4/4/R3 w - - 0 1');
    expect(await page.inputValue('#input')).toBe(
      formatInputs(simplifiedChess, [{ board: boardOf('QN1q/4/4/R3'), moves: 1 }]),
    );

    await page.selectOption('#problem', 'checkers');
    await settled(page);
    const record = await openEditor(page, 1);
    const pdn = 'W:W18,22,23:B6,10,15,19,K16';
    await record.locator('.fen-input').fill(pdn);
    await record.locator('.fen-input').press('Enter');
    await expect.poll(() => record.locator('.fen-input').inputValue()).toBe(pdn);
    const lines = (await page.inputValue('#input')).split('\n');
    // The header is rewritten from the position; the record's moves stay as they were.
    expect(lines.slice(0, 7)).toEqual(['5 3', '6 10 15 -16 19', '18 22 23', '3 W', '9-2', '16-23-14', '2-11-4']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a link from each editor opens the same position, with the text the problem’s formatInput writes', async () => {
    const cases = [
      {
        id: 'rank-and-file',
        index: 3,
        text: (params: URLSearchParams) => formatInputs(rankAndFile, [rankAndFileOf(params)]),
      },
      {
        id: 'simplified-chess',
        index: 1,
        text: (params: URLSearchParams) =>
          formatInputs(simplifiedChess, [{ board: boardOf(params.get('fen')!), moves: Number(params.get('m')) }]),
      },
      {
        id: 'cheesy-chess',
        index: 1,
        text: (params: URLSearchParams) => formatInputs(cheesyChess, [cheesyOf(params)]),
      },
      { id: 'checkers', index: 2, text: (params: URLSearchParams) => formatInputs(checkers, [checkersOf(params)]) },
    ];
    for (const { id, index, text } of cases) {
      const { page, errors } = await harness().open(id);
      await settled(page);
      const card = await openEditor(page, index);
      // One edit first, so the link carries a position of the editor's making.
      await card.locator('.edit-board rect.square').nth(9).click();
      await settled(page);
      const href = (await card.locator('a.share-link').getAttribute('href'))!;
      expect(href).toContain(`#${id}?`);
      const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
      const shown = await piecesOn(card.locator('.edit-board'));
      const opened = await harness().browser.newPage();
      await opened.goto(href);
      expect(await settled(opened)).toBe('done');
      expect(await opened.inputValue('#input'), id).toBe(text(params));
      expect(await opened.inputValue('#problem')).toBe(id);
      // The same position on the board, and the link stays in the address for a reload.
      const linked = await openEditor(opened, 1);
      expect(await piecesOn(linked.locator('.edit-board'))).toEqual(shown);
      expect(await linked.locator('a.share-link').getAttribute('href')).toBe(href);
      expect(opened.url()).toBe(href);
      expect(errors).toEqual([]);
      await opened.close();
      await page.context().close();
    }
  }, 120_000);

  it('a link that names no position says why and shows the sample', async () => {
    const { page } = await harness().open('rank-and-file?fen=8/8/x');
    expect(await settled(page)).toBe('done');
    expect(await page.inputValue('#input')).toBe(rankAndFile.sample.input);
    expect(await page.locator('.link-error').textContent()).toBe(
      'The link names no position: the link\'s FEN, column 5: expected a piece letter (K Q R B N P, lower case for Black), a number or "/", found "x". The sample is shown.',
    );
    await page.context().close();
  });
});

describe('web page boards: setting up Cheesy Chess and checkers by clicking', () => {
  it('Cheesy Chess: fields, the king and the pawn by clicking give the expected input', async () => {
    const { page, errors } = await harness().open('cheesy-chess');
    await settled(page);
    const case2 = await openEditor(page, 2);
    const click = async (tool: string, square: string): Promise<void> => {
      await case2.locator(`button[data-piece="${tool}"]`).click();
      await case2.locator(`rect[data-square="${square}"]`).click();
    };
    // Sample case 2: an open board, the king on c1 and the pawn on f3. Walls around the pawn's way down, a dangerous field.
    await click('F', 'e2');
    await click('F', 'g2');
    await click('D', 'd5');
    await click('K', 'b4');
    await click('p', 'f6');
    const lines = (await page.inputValue('#input')).split('\n');
    expect(lines.slice(11, 21)).toEqual([
      '........',
      '........',
      '........',
      '...D....',
      '........',
      '........',
      '....F.F.',
      '........',
      '2 4',
      '6 6',
    ]);
    const expected = formatInputs(cheesyChess, [
      cheesyOf(new URLSearchParams({ board: lines.slice(11, 19).join('/'), king: 'b4', pawn: 'f6' })),
    ]);
    expect(lines.slice(11).join('\n')).toBe(expected.split('\n').slice(1).join('\n'));
    await expect.poll(() => case2.locator('.edit-status').textContent()).toMatch(/^(White|Black) wins: /);
    expect(await case2.locator('.verdict').textContent()).toMatch(/^(White|Black)$/);
    // The king cannot go onto the pawn.
    await click('K', 'f6');
    expect(await case2.locator('.edit-status').textContent()).toBe(
      'The pawn stands on f6: the king and the pawn need squares of their own.',
    );
    expect(await case2.locator('rect[data-square="f6"]').getAttribute('aria-label')).toBe('f6, open, black pawn');
    expect(await case2.locator('rect[data-square="e2"]').getAttribute('aria-label')).toBe('e2, forbidden');
    // Clear opens every field and keeps the pieces.
    await case2.locator('button.edit-clear').click();
    await expect
      .poll(async () => (await page.inputValue('#input')).split('\n').slice(11, 21))
      .toEqual([...Array.from({ length: 8 }, () => '........'), '2 4', '6 6']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('checkers: men and kings of both sides and the first mover by clicking; the moves stay as written', async () => {
    const { page, errors } = await harness().open('checkers');
    await settled(page);
    const case1 = await openEditor(page, 1);
    const cellOf = (square: number): string =>
      `${String.fromCharCode(97 + rules.checkers.columnOf(square))}${8 - rules.checkers.rowOf(square)}`;
    const click = async (tool: string, square: number): Promise<void> => {
      await case1.locator(`button[data-piece="${tool}"]`).click();
      await case1.locator(`rect[data-square="${cellOf(square)}"]`).click();
    };
    // Sample record 1: Red 6 7 8 K16, White 9 18 19, White first. A White king on 27, a Red man on 1, the man on 8 taken off.
    await click('W', 27);
    await click('r', 1);
    await click('.', 8);
    await case1.locator('input[data-side="black"]').check();
    await expect
      .poll(async () => (await page.inputValue('#input')).split('\n').slice(0, 7))
      .toEqual(['4 4', '1 6 7 -16', '9 18 19 -27', '3 R', '9-2', '16-23-14', '2-11-4']);
    // Red moves first now, so White's 9-2 is the wrong side's move.
    await expect.poll(() => case1.locator('.verdict').textContent()).toBe('Move 1 is invalid');
    expect(await case1.locator(`rect[data-square="${cellOf(27)}"]`).getAttribute('aria-label')).toBe(
      'square 27, white king',
    );
    expect(await case1.locator(`rect[data-square="${cellOf(8)}"]`).getAttribute('aria-label')).toBe('square 8, empty');
    // The same piece again takes it off; a light square takes nothing.
    await click('r', 1);
    await expect.poll(async () => (await page.inputValue('#input')).split('\n')[1]).toBe('6 7 -16');
    await case1.locator('rect[data-square="a8"]').click();
    expect(await case1.locator('.edit-status').textContent()).toBe('Pieces stand on the dark, numbered squares only.');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('web page boards: the editors on screens large and small', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)(
    '%s: every editor fits and is saved as a screenshot',
    async (name, viewport) => {
      for (const { id } of PROBLEMS) {
        const { page, errors } = await harness().open(id, viewport);
        await settled(page);
        const card = await openEditor(page, 1);
        await settled(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          id,
        ).toBeLessThanOrEqual(0);
        const board = (await card.locator('.edit-board svg.board').boundingBox())!;
        expect(board.width, id).toBeGreaterThan(viewport.width < 500 ? 250 : 300);
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: `${SCREENSHOTS}/editor-${id}-${name}.png` });
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
    120_000,
  );
});

// ---- The positions links and FENs name, built in Node with the library, to compare with the page

function boardOf(fen: string): rules.chess.ChessBoard {
  const read = rules.chess.parseFen(fen);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.board;
}

function rankAndFileOf(params: URLSearchParams): { side: 'white' | 'black'; board: rules.chess.ChessBoard } {
  const read = rules.chess.parseFen(params.get('fen')!);
  if (!read.ok) throw new Error(read.error.message);
  return { side: read.value.sideToMove ?? 'white', board: read.value.board };
}

function cheesyOf(params: URLSearchParams) {
  const board = rules.pursuit.boardFromRows(params.get('board')!.split('/'))!;
  return {
    board,
    king: rules.geometry.parseSquareName(board.shape, params.get('king')!)!,
    pawn: rules.geometry.parseSquareName(board.shape, params.get('pawn')!)!,
  };
}

function checkersOf(params: URLSearchParams) {
  const read = rules.checkers.parsePdnFen(params.get('fen')!);
  if (!read.ok) throw new Error(read.error.message);
  const moves = params
    .get('moves')!
    .split(/\s+/)
    .filter((text) => text !== '')
    .map((text, index) => ({ text, line: index + 1, column: 1 }));
  return { position: read.value, moves };
}
