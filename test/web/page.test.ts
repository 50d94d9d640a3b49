import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PROBLEMS, findProblem } from '../../src/index.js';
import { cliLines, SCREENSHOTS, afterRun, chooseFile, settled, useHarness, verdicts } from './harness.js';

/** The page end to end, in headless chromium: samples, explanations, setting up, safety, cancelling, phones. */

const harness = useHarness();

const rankAndFile = findProblem('rank-and-file')!;

describe('web page: Rank and File', () => {
  it('shows the sample verdicts, equal to the sample output, with boards and no console errors', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    expect(await settled(page)).toBe('done');
    expect(await page.inputValue('#input')).toBe(rankAndFile.sample.input);
    expect(await verdicts(page)).toEqual(rankAndFile.sample.output.trimEnd().split('\n'));
    expect(await page.textContent('#output')).toBe(rankAndFile.sample.output);
    // Each case has a drawn board with its pieces: three on every sample board, four in case 2.
    const pieceCounts = await page.$$eval('.case', (cards) =>
      cards.map((card) => card.querySelectorAll('svg.board [data-piece-on]').length),
    );
    expect(pieceCounts).toEqual([3, 4, 3]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/rank-and-file-desktop.png`, fullPage: true });
    await page.context().close();
  });

  it('marks checking pieces, escapes and attacked squares, and opens the explanation', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    const case1 = page.locator('.case[data-case="1"]');
    // Case 1: the white king on c5 is checked by the black queen on b5; it may take it or step away.
    expect(
      await case1
        .locator('.highlight-ring.check-ring')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square'))),
    ).toEqual(['b5']);
    expect(
      await case1
        .locator('line.arrow')
        .evaluateAll((lines) =>
          lines.map((line) => `${line.getAttribute('data-from')}-${line.getAttribute('data-to')}`),
        ),
    ).toEqual(['b5-c5']);
    const escapes = await case1
      .locator('.highlight-dot')
      .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square')));
    expect(escapes.length).toBeGreaterThan(0);
    expect(escapes).toContain('b5');
    // The king may not step onto d5's neighbours of the black king, nor back along the queen's line.
    const attacked = await case1
      .locator('.highlight-cross')
      .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square')));
    expect(attacked).toEqual(expect.arrayContaining(['d4', 'd5', 'd6']));
    expect(attacked.filter((square) => escapes.includes(square))).toEqual([]);

    const case2 = page.locator('.case[data-case="2"]');
    const explanation = case2.locator('details.explanation');
    await expect.poll(() => explanation.locator('.explain').isVisible()).toBe(false);
    await explanation.locator('summary').click();
    await expect.poll(() => explanation.locator('.explain').isVisible()).toBe(true);
    expect(await explanation.locator('.explain-section h4').allTextContents()).toContain('No way out');
    expect(await explanation.locator('.failed-escapes li').allTextContents()).toContain(
      'Kd6: attacked by the king on e5',
    );
    expect(await case2.locator('.highlight-dot').count()).toBe(0);
    await page.context().close();
  });

  it('sets up a position by clicking and judges it live', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    const case3 = page.locator('.case[data-case="3"]');
    expect(await case3.locator('.verdict').textContent()).toBe('WHITE IS SAFE');
    await case3.getByRole('button', { name: 'Set up by clicking' }).click();
    // Cards whose answer does not change are kept as they are, not rebuilt.
    await page.evaluate(
      () => ((document.querySelector('.case[data-case="1"]') as HTMLElement & { kept?: boolean }).kept = true),
    );
    // A black rook on c1 checks the white king on c7 along the c-file.
    await case3.locator('button[data-piece="R"]').click();
    await case3.locator('rect[data-square="c1"]').click();
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS CHECKED');
    const lines = (await page.inputValue('#input')).split('\n');
    expect(lines[27]).toBe('..R.....');
    expect(
      await case3
        .locator('.highlight-ring.check-ring')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-square'))),
    ).toEqual(['c1']);
    // The other side: nothing attacks the black king.
    await case3.locator('input[data-side="black"]').check();
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('BLACK IS SAFE');
    expect((await page.inputValue('#input')).split('\n')[19]).toBe('B');
    // Clicking the rook's square again with the rook selected removes it.
    await case3.locator('input[data-side="white"]').check();
    await case3.locator('rect[data-square="c1"]').click();
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS SAFE');
    // From the keyboard: a black knight to a6 (Tab to the square, Enter) checks c7, and the focus stays on a6.
    await case3.locator('button[data-piece="N"]').click();
    await case3.locator('rect[data-square="a6"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS CHECKED');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('a6');
    await page.keyboard.press('Enter');
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS SAFE');
    // The other cases are untouched.
    expect((await verdicts(page)).slice(0, 2)).toEqual(['WHITE IS CHECKED', 'BLACK IS CHECKMATED']);
    expect(
      await page.evaluate(
        () => (document.querySelector('.case[data-case="1"]') as HTMLElement & { kept?: boolean }).kept,
      ),
    ).toBe(true);
    await page.context().close();
  });

  it('judges again as the input is edited, and points errors at their place in the input', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    // No Judge click: the edit alone starts a run once typing pauses. The black queen moves to c5,
    // on the file of the white king on c7.
    const checked = rankAndFile.sample.input.replace('.Q..K...', '..Q.K...');
    await page.fill('#input', checked);
    await expect.poll(() => verdicts(page)).toEqual(['WHITE IS CHECKED', 'BLACK IS CHECKMATED', 'WHITE IS CHECKED']);
    // With live judging off, an edit waits for Judge. Case 2 gets a second white king.
    await page.uncheck('#live');
    // The page's timers on the test's clock: the time that a live edit waits before it judges passes at once.
    await page.clock.install();
    const twoKings = checked.replace('.qK.k...', '.qK.kk..');
    await page.fill('#input', twoKings);
    await page.clock.runFor(800);
    expect(await verdicts(page)).toEqual(['WHITE IS CHECKED', 'BLACK IS CHECKMATED', 'WHITE IS CHECKED']);
    await page.click('#judge');
    await settled(page);
    const expected = cliLines(findProblem('rank-and-file')!, twoKings);
    expect(expected[1]).toMatch(/^error: line 15, column \d: a second white king/);
    expect(await verdicts(page)).toEqual(expected);
    // Contest limits, as --strict: at most 100 data sets.
    await page.fill('#input', rankAndFile.sample.input.replace(/^3/, '101'));
    await page.click('#judge');
    await settled(page);
    const lenient = await page.locator('#errors li').allTextContents();
    expect(lenient).toHaveLength(1);
    expect(lenient[0]).toMatch(/: the input ends after 3 data sets; D says 101$/);
    await page.check('#strict');
    await settled(page);
    const strict = await page.locator('#errors li').allTextContents();
    expect(strict[0]).toBe('line 1, column 1: D = 101 exceeds the contest limit of 100 (--strict)');
    expect(strict).toHaveLength(2);
    await page.uncheck('#strict');
    await page.fill('#input', twoKings);
    await page.click('#judge');
    await settled(page);
    // Each case's line is a button that selects it in the input.
    await page.locator('.case[data-case="3"] button.case-line').click();
    const selected = await page.evaluate(() => {
      const input = document.querySelector('textarea')!;
      return {
        text: input.value.slice(input.selectionStart, input.selectionEnd),
        focused: document.activeElement === input,
      };
    });
    expect(selected).toEqual({ text: 'w', focused: true });
    await page.context().close();
  });

  it('shows markup typed into the input as text, never as HTML', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    const markup = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    await page.fill('#input', `1\nw\n${markup}\n`);
    await page.click('#judge');
    await settled(page);
    const shown = await page.locator('.case .verdict').allTextContents();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^error: line 3, column 1: /);
    expect(shown[0]).toContain('"<"');
    // Text after the last data set is quoted whole in the error.
    const board = rankAndFile.sample.input.split('\n').slice(1, 10).join('\n');
    await page.fill('#input', `1\n${board}\n${markup}\n`);
    await page.click('#judge');
    await settled(page);
    expect(await page.locator('#errors li').first().textContent()).toContain(
      'line 11, column 1: unexpected text after the last data set (D = 1): "<img src=x onerror=',
    );
    expect(await verdicts(page)).toEqual(['WHITE IS CHECKED']);
    expect(await page.locator('img, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.context().close();
  });

  it('draws the boards of later cases as they are scrolled to', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    expect(
      await afterRun(page, () =>
        page.setInputFiles('#file', { name: 'forty-two.txt', mimeType: 'text/plain', buffer: largeInput(14) }),
      ),
    ).toBe('done');
    expect(await verdicts(page)).toHaveLength(42);
    const last = page.locator('.case[data-case="42"]');
    expect(await page.locator('.case[data-case="1"] svg.board').count()).toBe(1);
    expect(await last.locator('svg.board').count()).toBe(0);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.locator('svg.board [data-piece-on]').count()).toBe(3);
    await page.context().close();
  });

  /** 300,000 cases take the worker a few seconds, a busy machine (two cores, two CPU hogs and more) minutes. */
  const LARGE_FILE_BUDGET_MS = 300_000;

  /** The sample's three data sets `copies` times over: 300,000 cases take the worker a few seconds. */
  function largeInput(copies: number): Buffer {
    const body = rankAndFile.sample.input.split('\n').slice(1).join('\n');
    return Buffer.from(`${copies * 3}\n${body.repeat(copies)}`);
  }

  it(
    'opens a large file, judges it in the worker with progress shown as answers arrive',
    async () => {
      const { page } = await harness().open('rank-and-file');
      await settled(page);
      // Record every progress value the page shows during the run.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { __progress: number[] }).__progress = seen;
        const bar = document.querySelector('#progress') as HTMLProgressElement;
        new MutationObserver(() => seen.push(bar.value)).observe(bar, { attributes: true, attributeFilter: ['value'] });
      });
      const copies = 100_000;
      const total = copies * 3;
      await chooseFile(page, 'big.txt', largeInput(copies));
      // Shown in part, judged whole.
      await page.waitForSelector('#input[readonly]');
      await page.waitForSelector('#cancel:not([hidden])');
      expect(await settled(page)).toBe('done');
      expect(await page.textContent('#status')).toMatch(new RegExp(`^${total} cases judged in \\d+ ms\\.$`));
      const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
      expect(
        seen.some((value) => value > 0 && value < total),
        `progress values seen: ${seen.join(', ')}`,
      ).toBe(true);
      expect(await page.locator('.case').count()).toBe(100);
      expect(await page.textContent('.pager-range')).toBe(`Cases 1–100 of ${total.toLocaleString('en-US')}`);
      const output = (await page.textContent('#output')) ?? '';
      expect(output.split('\n')).toHaveLength(total + 1);
      expect(output.slice(0, 60)).toBe(
        rankAndFile.sample.output + rankAndFile.sample.output.slice(0, 60 - rankAndFile.sample.output.length),
      );
      // The next page: cases 101-200, explained by the worker when asked, each with its board.
      await page.click('.pager-next');
      await expect
        .poll(() => page.textContent('.pager-range'))
        .toBe(`Cases 101–200 of ${total.toLocaleString('en-US')}`);
      await page.locator('.case[data-case="101"] svg.board').waitFor();
      expect(await page.locator('.case').first().getAttribute('data-case')).toBe('101');
      expect(await page.locator('.case').count()).toBe(100);
      expect(await page.locator('.case[data-case="101"] .verdict').textContent()).toBe(
        rankAndFile.sample.output.split('\n')[(101 - 1) % 3],
      );
      await page.context().close();
    },
    LARGE_FILE_BUDGET_MS,
  );

  it(
    'cancels a long run at once, drops its late answers, and judges again afterwards',
    async () => {
      const { page } = await harness().open('rank-and-file');
      await settled(page);
      await chooseFile(page, 'big.txt', largeInput(100_000));
      await page.waitForSelector('#cancel:not([hidden])');
      // The worker judging the big file: the one started last.
      const judging = page.workers().at(-1)!;
      const stopped = new Promise((resolve) => judging.once('close', resolve));
      await page.click('#cancel');
      expect(await settled(page)).toBe('cancelled');
      expect(await page.textContent('#status')).toMatch(/^Cancelled/);
      expect(await page.isHidden('#cancel')).toBe(true);
      // The stopped worker's answers never arrive: it is ended, and the page stays as the cancel left it.
      const cards = await page.locator('.case').count();
      await stopped;
      expect(await page.getAttribute('body', 'data-state')).toBe('cancelled');
      expect(await page.locator('.case').count()).toBe(cards);
      // A fresh worker answers the next run.
      await page.click('#sample');
      expect(await settled(page)).toBe('done');
      expect(await page.getAttribute('#input', 'readonly')).toBeNull();
      expect(await verdicts(page)).toEqual(rankAndFile.sample.output.trimEnd().split('\n'));
      await page.context().close();
    },
    LARGE_FILE_BUDGET_MS,
  );

  it('is usable on a 390x844 phone screen', async () => {
    const { page } = await harness().open('rank-and-file', { width: 390, height: 844 });
    expect(await settled(page)).toBe('done');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const board = await page.locator('.case[data-case="1"] svg.board').boundingBox();
    expect(board).not.toBeNull();
    expect(board!.width).toBeGreaterThan(250);
    expect(board!.x + board!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}/rank-and-file-phone.png`, fullPage: true });
    // Setting up works by tapping too.
    const case3 = page.locator('.case[data-case="3"]');
    await case3.getByRole('button', { name: 'Set up by clicking' }).click();
    await case3.locator('button[data-piece="Q"]').click();
    await case3.locator('rect[data-square="c8"]').click();
    await expect.poll(() => case3.locator('.verdict').textContent()).toBe('WHITE IS CHECKED');
    await page.screenshot({ path: `${SCREENSHOTS}/rank-and-file-phone-setup.png`, fullPage: true });
    await page.context().close();
  });
});

describe('web page: every problem in the registry', () => {
  it.each(PROBLEMS.map((problem) => [problem.id]))(
    '%s: the sample shows one verdict per line of the CLI output',
    async (id) => {
      const { page, errors } = await harness().open('');
      await settled(page);
      await page.selectOption('#problem', id);
      expect(await settled(page)).toBe('done');
      const problem = findProblem(id)!;
      expect(await page.inputValue('#input')).toBe(problem.sample.input);
      const expected = cliLines(findProblem(id)!, problem.sample.input);
      expect(expected.length).toBeGreaterThan(0);
      expect(await verdicts(page)).toEqual(expected);
      // Every judged case is drawn by the problem's own view: boards, not the explanation text.
      const drawn = await page.$$eval('.case', (cards) =>
        cards.map(
          (card) => card.querySelectorAll('.drawing svg.board').length > 0 && !card.querySelector('.drawing pre'),
        ),
      );
      expect(drawn).toEqual(expected.map((line) => !line.startsWith('error:')));
      expect(errors).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/${id}-sample.png`, fullPage: true });
      await page.context().close();
    },
  );
});

describe('web page: another problem’s input', () => {
  it('says which problem the input is for, and judges it as that problem at a click', async () => {
    const { page, errors } = await harness().open('cheesy-chess');
    await settled(page);
    const rankAndFileText = rankAndFile.sample.input;
    await page.fill('#input', rankAndFileText);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    expect(await page.locator('#look-alike .look-alike-hint').textContent()).toBe(
      'This looks like a Rank and File input. Judge it as Rank and File',
    );
    await page.click('#look-alike .look-alike');
    expect(await settled(page)).toBe('done');
    expect(await page.inputValue('#problem')).toBe('rank-and-file');
    expect(await page.inputValue('#input')).toBe(rankAndFileText);
    expect(await verdicts(page)).toEqual(cliLines(rankAndFile, rankAndFileText));
    expect(await page.locator('#look-alike .look-alike-hint').count()).toBe(0);
    // Its own input, damaged, gets no such line.
    await page.fill('#input', rankAndFileText.replace('\n', '\nx\n'));
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    expect(await page.locator('#look-alike .look-alike-hint').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says a PDN game given to a chess problem is one (as the CLI says it), and judges it as checkers', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    await settled(page);
    const game = '[Event "Club"]\n1. 11-15 23-19 2. 8-11 22-17 *\n';
    await page.fill('#input', game);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    expect(await page.locator('#look-alike .look-alike-error').count()).toBe(1);
    expect(await page.locator('#look-alike .look-alike-hint').textContent()).toBe(
      'This looks like a PDN game. Judge it as Advanced Checkers Machine',
    );
    expect(await page.locator('#errors li').count()).toBe(0);
    await page.click('#look-alike .look-alike');
    expect(await settled(page)).toBe('done');
    expect(await page.inputValue('#problem')).toBe('checkers');
    expect(await page.locator('.pdn-game').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('web page: board drawing helpers for any board', () => {
  /** svg.ts and pieces.ts bundled on their own and exposed as `window.boards`, as other renderers will use them. */
  async function helpersPage() {
    const bundle = await build({
      stdin: {
        contents: [
          "export { drawGrid, chessColour } from './web/src/board/svg.ts';",
          "export { drawPiece, placementsFromRows } from './web/src/board/pieces.ts';",
        ].join('\n'),
        resolveDir: fileURLToPath(new URL('../../', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      format: 'iife',
      globalName: 'boards',
      write: false,
      logLevel: 'silent',
    });
    const page = await harness().browser.newPage();
    await page.setContent('<!doctype html><style>svg { width: 45%; height: auto; margin: 1%; }</style><body></body>');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    return page;
  }

  it('draws a 4x4 board and a 10x8 board with labelled fields, arrows and pieces, and reports clicks', async () => {
    const page = await helpersPage();
    const drawn = await page.evaluate(() => {
      type Cell = { file: number; rank: number };
      const { drawGrid, drawPiece } = (
        window as unknown as {
          boards: {
            drawGrid: (options: object) => SVGSVGElement;
            drawPiece: (colour: string, role: string) => SVGGElement;
          };
        }
      ).boards;
      const clicked: string[] = [];
      const small = drawGrid({
        width: 4,
        height: 4,
        label: 'four by four',
        pieces: [{ cell: { file: 1, rank: 0 }, draw: () => drawPiece('white', 'queen') }],
        highlights: [{ cell: { file: 0, rank: 3 }, kind: 'fill', colour: '#d32f2f', label: 'D' }],
        arrows: [{ from: { file: 1, rank: 0 }, to: { file: 0, rank: 3 }, colour: '#1565c0' }],
        onSquare: (cell: Cell) => clicked.push(`${cell.file},${cell.rank}`),
      });
      const wide = drawGrid({
        width: 10,
        height: 8,
        label: 'ten by eight',
        colourOf: (cell: Cell) => (cell.file === 9 ? '#000000' : '#ffffff'),
      });
      document.body.append(small, wide);
      small
        .querySelector<SVGRectElement>('rect[data-square="c2"]')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const squares = (board: SVGSVGElement) =>
        Array.from(board.querySelectorAll('rect.square')).map((rect) => rect.getAttribute('data-square'));
      return {
        small: squares(small),
        wide: squares(wide),
        j1: wide.querySelector('rect[data-square="j1"]')?.getAttribute('fill'),
        i1: wide.querySelector('rect[data-square="i1"]')?.getAttribute('fill'),
        label: small.querySelector('.highlight-fill text')?.textContent,
        labelSquare: small.querySelector('.highlight-fill')?.getAttribute('data-square'),
        arrow: [
          small.querySelector('line.arrow')?.getAttribute('data-from'),
          small.querySelector('line.arrow')?.getAttribute('data-to'),
        ],
        piece: small.querySelector('[data-piece-on]')?.getAttribute('data-piece-on'),
        clicked,
        name: small.getAttribute('aria-label'),
      };
    });
    expect(drawn.small).toHaveLength(16);
    expect(drawn.small.slice(0, 4)).toEqual(['a4', 'b4', 'c4', 'd4']);
    expect(drawn.wide).toHaveLength(80);
    expect(drawn.j1).toBe('#000000');
    expect(drawn.i1).toBe('#ffffff');
    expect(drawn.label).toBe('D');
    expect(drawn.labelSquare).toBe('a4');
    expect(drawn.arrow).toEqual(['b1', 'a4']);
    expect(drawn.piece).toBe('b1');
    expect(drawn.clicked).toEqual(['2,1']);
    expect(drawn.name).toBe('four by four');
    await page.screenshot({ path: `${SCREENSHOTS}/board-helpers.png` });
    await page.close();
  });
});
