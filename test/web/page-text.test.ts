import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROBLEMS, findProblem, rules } from '../../src/index.js';
import { cliLines, SCREENSHOTS, afterRun, settled, useHarness, verdicts } from './harness.js';

/** The page explains itself: introduction, format panels, line numbers and error places, explanations as HTML, stale cards, phones. */

const harness = useHarness();

const rankAndFile = findProblem('rank-and-file')!;
const simplifiedChess = findProblem('simplified-chess')!;
const checkers = findProblem('checkers')!;

describe('web page: what it says about itself', () => {
  it('introduces Arbiter and its problems, links their docs, and shows each problem’s format and sample', async () => {
    const { page, errors } = await harness().open('rank-and-file', { width: 1280, height: 800 });
    await settled(page);
    expect(await page.textContent('.intro')).toContain('Arbiter judges four board-game problems');
    const listed = await page.locator('#problems li').allTextContents();
    expect(listed).toHaveLength(PROBLEMS.length);
    PROBLEMS.forEach((problem, index) => expect(listed[index]).toContain(problem.title));
    // Every docs link is served as a page of the site (the build renders docs/ as HTML).
    const links = await page
      .locator('a.docs-link, .docs-note a')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThanOrEqual(PROBLEMS.length + 1);
    for (const link of new Set(links)) {
      const response = await page.request.get(link);
      expect(response.status(), link).toBe(200);
      expect(response.headers()['content-type'], link).toBe('text/html; charset=utf-8');
      expect(await response.text(), link).toMatch(/<h1 id="[^"]+">/);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/page-desktop-1280x800.png` });

    // The format panel follows the problem chosen, and its button loads the sample.
    for (const problem of [rankAndFile, checkers]) {
      await page.selectOption('#problem', problem.id);
      await settled(page);
      const format = page.locator('#format');
      // It stays open from one problem to the next.
      if ((await format.getAttribute('open')) === null) await format.locator('summary').click();
      expect(await format.locator('summary').textContent()).toBe(`Input format: ${problem.title}`);
      expect(await format.locator('.format-layout').textContent()).toBe(problem.inputSummary.layout);
      expect(await format.locator('.format-notes li').allTextContents()).toEqual(problem.inputSummary.notes);
      expect(await format.locator('.format-sample').textContent()).toBe(problem.sample.input);
      expect(await format.locator('a.docs-link').getAttribute('href')).toBe(`docs/${problem.id}.html`);
      await page.fill('#input', 'nothing like the format');
      await format.locator('button.load-sample').click();
      expect(await settled(page)).toBe('done');
      expect(await page.inputValue('#input')).toBe(problem.sample.input);
      expect(await verdicts(page)).toEqual(problem.sample.output.trimEnd().split('\n'));
    }
    await page.screenshot({ path: `${SCREENSHOTS}/page-desktop-1280x800-format.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('web page: the docs as pages of the site', () => {
  it('serves the README and every docs page as HTML in the page’s style, every link between them leading to a page and its heading', async () => {
    const { page, errors } = await harness().open('rank-and-file');
    await settled(page);
    const docs = page.context();
    const start = new URL('docs/README.html', harness().server.url).href;
    const seen = new Set<string>();
    const queue = [start];
    let links = 0;
    let anchors = 0;
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
      const view = await docs.newPage();
      await view.goto(url);
      // In the page's style, with no raw Markdown left: a heading is a heading, a table a table.
      expect(await view.locator('link[rel="stylesheet"]').getAttribute('href'), url).toMatch(/style\.css$/);
      expect(await view.locator('header.top h1').textContent()).toBe('Arbiter');
      expect(await view.locator('article.doc-body h1').count(), url).toBe(1);
      // Code blocks keep their own comments (a systemd unit's "# ..."): the prose around them is what is checked.
      const prose = await view.locator('article.doc-body').evaluate((article) => {
        const copy = article.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('pre').forEach((block) => block.remove());
        return copy.textContent ?? '';
      });
      expect(prose, url).not.toMatch(/^#{1,3} /m);
      const hrefs = await view
        .locator('article.doc-body a[href]')
        .evaluateAll((list) => list.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        if (!href.startsWith(harness().server.url)) continue;
        links++;
        const [target, anchor] = href.split('#');
        if (anchor) {
          const other = target === url ? view : await docs.newPage();
          if (other !== view) await other.goto(target);
          expect(await other.locator(`[id="${anchor}"]`).count(), `${url} -> ${href}`).toBe(1);
          anchors++;
          if (other !== view) await other.close();
        }
        if (target.endsWith('.html')) queue.push(target);
      }
      await view.close();
    }
    // The README, docs/README and every problem's page at least.
    expect(seen.size).toBeGreaterThanOrEqual(PROBLEMS.length + 2);
    expect(links).toBeGreaterThan(10);
    expect(anchors).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('web page: line numbers and the places of errors', () => {
  /** Simplified Chess, a game whose ten piece lines are all unreadable ("Q A1" for "Q A 1"), after a good game. */
  const broken = [
    '2',
    '2 1 1',
    'N B 2',
    'Q B 1',
    'Q A 4',
    '5 5 3',
    ...['Q A1', 'R B1', 'R C1', 'N D1', 'B A2', 'q D4', 'r C4', 'r B4', 'n A4', 'b D3'],
    '',
  ].join('\n');

  it('numbers the lines, marks every error at its line and column, and selects it from its link', async () => {
    const { page } = await harness().open('simplified-chess');
    await settled(page);
    await page.fill('#input', broken);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    const expected = cliLines(simplifiedChess, broken);
    expect(expected[1]).toBe(
      'error: line 7, column 3: expected a piece as "t c r" (t: Q, N, B or R; c: A-D; r: 1-4) for a white piece, found "Q A1"',
    );
    expect(await verdicts(page)).toEqual(expected);
    // One number per line of the text (17 lines: 16 and the empty one after the last line end).
    expect(await page.textContent('#gutter-lines')).toBe(
      Array.from({ length: 17 }, (_, index) => index + 1).join('\n'),
    );

    // Ten errors in case 2: the card lists all ten, each a link, and the status counts ten.
    const card = page.locator('.case[data-case="2"]');
    expect(await card.locator('button.where:not(.case-line)').count()).toBe(10);
    expect(await page.textContent('#status')).toMatch(/^2 cases judged in \d+ ms; 10 errors in the input\.$/);
    expect(await page.locator('.input-mark').count()).toBe(10);
    expect(
      await page.locator('.gutter-mark').evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-line'))),
    ).toEqual(Array.from({ length: 10 }, (_, index) => String(index + 7)));

    // Each mark sits over its character: measured here from the text box's font, not from the page's own measure.
    const placed = await page.evaluate(() => {
      const input = document.querySelector('textarea')!;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const charWidth = context.measureText('M'.repeat(10)).width / 10;
      const box = input.getBoundingClientRect();
      return Array.from(document.querySelectorAll('.input-mark')).map((mark) => {
        const rect = mark.getBoundingClientRect();
        return {
          line:
            1 + (rect.top - box.top - parseFloat(style.paddingTop) + input.scrollTop) / parseFloat(style.lineHeight),
          column: 1 + (rect.left - box.left - parseFloat(style.paddingLeft) + input.scrollLeft) / charWidth,
          at: `${mark.getAttribute('data-line')}:${mark.getAttribute('data-column')}`,
        };
      });
    });
    for (const mark of placed) {
      const [line, column] = mark.at.split(':').map(Number);
      expect(mark.line, mark.at).toBeCloseTo(line, 1);
      expect(mark.column, mark.at).toBeCloseTo(column, 1);
    }

    // The first error's place is a link in the verdict line too; it selects line 7 from column 3.
    await card.locator('.verdict button.where').click();
    const selected = await page.evaluate(() => {
      const input = document.querySelector('textarea')!;
      return {
        text: input.value.slice(input.selectionStart, input.selectionEnd),
        focused: document.activeElement === input,
      };
    });
    expect(selected).toEqual({ text: 'A1', focused: true });
    expect(await page.locator('.input-mark.current').getAttribute('data-line')).toBe('7');
    // The last one, too, scrolled into view with the line numbers following.
    await card.locator('.case-errors button.where').last().click();
    const last = await page.evaluate(() => {
      const input = document.querySelector('textarea')!;
      return { text: input.value.slice(input.selectionStart, input.selectionEnd), scrolled: input.scrollTop };
    });
    expect(last.text).toBe('D3');
    expect(await page.locator('.input-mark.current').getAttribute('data-line')).toBe('16');
    await page.screenshot({ path: `${SCREENSHOTS}/page-errors-1280x800.png` });
    // An edit takes the marks away until the input is judged again.
    await page.locator('#input').press('End');
    await page.keyboard.type(' ');
    expect(await page.locator('.input-mark').count()).toBe(0);
    await page.context().close();
  });
});

describe('web page: explanations as HTML', () => {
  it.each(PROBLEMS.map((problem) => [problem.id]))(
    '%s: verdict and reasons in elements, no ASCII board',
    async (id) => {
      const problem = findProblem(id)!;
      const { page, errors } = await harness().open(id);
      expect(await settled(page)).toBe('done');
      const details = page.locator('.case details.explanation');
      const judged = cliLines(problem, problem.sample.input).filter((line) => !line.startsWith('error:')).length;
      expect(await details.count()).toBe(judged);
      for (const summary of await details.locator('summary').all()) await summary.click();
      expect(await page.locator('.case pre').count()).toBe(0);
      const panels = await details.evaluateAll((all) =>
        all.map((detail) => ({
          verdict: detail.querySelector('.explain > p.explain-verdict')?.textContent ?? '',
          sections: detail.querySelectorAll('.explain-section h4').length,
          reasons: detail.querySelectorAll('.explain-section li, .explain-section .move-line, .explain-section p')
            .length,
          visible: detail.querySelector<HTMLElement>('.explain')?.offsetHeight ?? 0,
        })),
      );
      for (const shown of panels) {
        expect(shown.verdict.length).toBeGreaterThan(10);
        expect(shown.sections).toBeGreaterThan(0);
        expect(shown.reasons).toBeGreaterThan(0);
        expect(shown.visible).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('gives the reasons and moves in the game’s notation: SAN with move numbers, PDN', async () => {
    const { page } = await harness().open('rank-and-file');
    await settled(page);
    // Rank and File, case 2 (checkmate): every way out that fails, and why.
    const case2 = page.locator('.case[data-case="2"] details.explanation');
    await case2.locator('summary').click();
    expect(await case2.locator('.explain-verdict').textContent()).toMatch(
      /^Black is checkmated: the black king on \w\d is attacked by /,
    );
    expect(await case2.locator('.failed-escapes li').allTextContents()).toContain('Kd6: attacked by the king on e5');

    // Simplified Chess: the main line numbered as a game score, as the library numbers it.
    await page.selectOption('#problem', 'simplified-chess');
    await settled(page);
    const [game] = simplifiedChess.read(simplifiedChess.sample.input).cases.map((pending) => pending.judge(true));
    if (game.problem !== 'simplified-chess' || game.outcome.kind !== 'verdict' || !game.outcome.explanation)
      throw new Error('sample game 1');
    const { mainLine } = game.outcome.explanation;
    expect(mainLine.length).toBeGreaterThan(0);
    const chessLine = page.locator('.case[data-case="1"] .explain .move-line').first();
    expect(await chessLine.textContent()).toBe(rules.chess.numberedLine(mainLine));
    expect(await chessLine.locator('.move-number').first().textContent()).toBe('1.');

    // Checkers: the record in PDN, numbered from Red's move (PDN's Black), the illegal move marked.
    await page.selectOption('#problem', 'checkers');
    await settled(page);
    const records = checkers.read(checkers.sample.input).cases.map((pending) => pending.judge(true));
    for (const record of records) {
      if (record.problem !== 'checkers' || record.outcome.kind !== 'verdict' || !record.outcome.explanation) continue;
      const explanation = record.outcome.explanation;
      const moves = [...explanation.played, ...(explanation.valid ? [] : [`${explanation.move} ✗`])];
      const firstPly = explanation.firstMover === 'black' ? 0 : 1;
      const line = page.locator(`.case[data-case="${record.index}"] .explain .move-line`);
      expect(await line.textContent()).toBe(rules.chess.numberedLine(moves, firstPly));
      expect(await line.locator('code.move.illegal').count()).toBe(explanation.valid ? 0 : 1);
    }
    await page.context().close();
  });
});

describe('web page: a new run', () => {
  /** One game at m = 200 that takes the search its whole default time limit (10 s): slow on purpose, and bounded. */
  const slow = '1\n3 3 200\nQ B 1\nN D 2\nN A 3\nQ A 4\nR B 4\nB C 4\n';

  /** The sample's game three times over: three quick cards. */
  const quick = `3\n${simplifiedChess.sample.input.split('\n').slice(1).join('\n').repeat(3)}`;

  it('dims the previous run’s cards and marks them busy while it runs', async () => {
    const { page } = await harness().open('simplified-chess');
    await settled(page);
    await page.fill('#input', quick);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    const before = await page.locator('.case').count();
    expect(before).toBe(3);
    expect(await page.locator('.case.stale').count()).toBe(0);
    await page.fill('#input', slow);
    await page.click('#judge');
    // The worker's progress shows, so the run is under way and still has its case to answer.
    await page.waitForSelector('#cancel:not([hidden])');
    expect(await page.getAttribute('body', 'data-state')).toBe('running');
    expect(await page.locator('.case.stale[aria-busy="true"]').count()).toBe(before);
    expect(await page.getAttribute('#cases', 'aria-busy')).toBe('true');
    await expect
      .poll(() =>
        page
          .locator('.case')
          .first()
          .evaluate((card) => Number(getComputedStyle(card).opacity)),
      )
      .toBeLessThan(0.6);
    await page.screenshot({ path: `${SCREENSHOTS}/page-stale-1280.png` });
    // Cancelled: the run answered nothing, so the old cards go; none is left dimmed.
    await page.click('#cancel');
    expect(await settled(page)).toBe('cancelled');
    expect(await page.locator('.case.stale').count()).toBe(0);
    expect(await page.getAttribute('#cases', 'aria-busy')).toBeNull();
    // A run that answers every case leaves its cards current.
    await page.fill('#input', quick);
    await page.click('#judge');
    expect(await settled(page)).toBe('done');
    expect(await page.locator('.case').count()).toBe(before);
    expect(await page.locator('.case.stale, .case[aria-busy]').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});

describe('web page: on a 390x844 phone', () => {
  /** The font size of every label matching `selector` on the page's boards, in screen pixels (board units times the board's scale). */
  const labelSizes = (page: Page, selector: string): Promise<number[]> =>
    page.evaluate(
      (selector) =>
        Array.from(document.querySelectorAll<SVGTextElement>(selector)).map(
          (text) => parseFloat(getComputedStyle(text).fontSize) * (text.ownerSVGElement?.getScreenCTM()?.a ?? 0),
        ),
      selector,
    );

  it('draws board labels at 11 px or more, and opens a file with a proper button', async () => {
    const { page, errors } = await harness().open('rank-and-file', { width: 390, height: 844 });
    expect(await settled(page)).toBe('done');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const coordinates = await labelSizes(page, '.case svg.board .coordinates text');
    expect(coordinates.length).toBeGreaterThan(32);
    expect(Math.min(...coordinates)).toBeGreaterThanOrEqual(11);
    await page.screenshot({ path: `${SCREENSHOTS}/page-phone-390x844.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/page-phone-390x844-full.png`, fullPage: true });

    // The file picker is a button saying what it does; the chosen file's name shows beside it.
    const button = await page.locator('label.file').boundingBox();
    expect(await page.locator('label.file').textContent()).toBe('Open file…');
    expect(button!.width).toBeGreaterThan(60);
    expect(button!.height).toBeGreaterThanOrEqual(30);
    expect(
      await afterRun(page, () =>
        page.setInputFiles('#file', {
          name: 'my-cases.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(rankAndFile.sample.input),
        }),
      ),
    ).toBe('done');
    expect(await page.textContent('#file-name')).toBe('my-cases.txt');

    await page.selectOption('#problem', 'checkers');
    expect(await settled(page)).toBe('done');
    expect(await page.textContent('#file-name')).toBe('');
    const numbers = await labelSizes(page, '.case svg.board .square-numbers text');
    expect(numbers.length).toBeGreaterThanOrEqual(32);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(11);
    await page.screenshot({ path: `${SCREENSHOTS}/page-phone-390x844-checkers.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
