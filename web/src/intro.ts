import { PROBLEMS, type ProblemId, type RegisteredProblemOf } from '../../src/index.js';
import { el, required } from './dom.js';

/**
 * What the page says about itself: the four problems in the introduction, and for the problem
 * chosen its input format, its sample (with a button to load it) and its page in docs/.
 */

/** The problem's page in docs/; the build renders docs/ as pages beside this one (scripts/render-docs.mjs). */
export const docsOf = (id: ProblemId): string => `docs/${id}.html`;

interface InputFormat {
  /** The layout, one line per kind of input line, as docs/<id>.md gives it. */
  readonly layout: string;
  readonly notes: readonly string[];
}

/** The input formats in short; docs/<id>.md has them whole (tolerated input, errors, --strict). */
const FORMATS: { readonly [Id in ProblemId]: InputFormat } = {
  'rank-and-file': {
    layout: [
      'D                     the number of data sets',
      'X                     the side to judge: w (white) or B (black)',
      '8 rows of 8 squares   the board, rank 8 first',
      '... D data sets in all',
    ].join('\n'),
    notes: [
      'White pieces are lower case, black upper case: k q r b n / K Q R B N (the reverse of FEN); "." is an empty square.',
      'Each board has exactly one king of each colour.',
      'The answer per data set: WHITE IS CHECKED, WHITE IS CHECKMATED or WHITE IS SAFE (BLACK … for black).',
    ],
  },
  'simplified-chess': {
    layout: [
      'g                     the number of games',
      'w b m                 White’s and Black’s piece counts, the horizon m',
      'w lines "t c r"       White’s pieces',
      'b lines "t c r"       Black’s pieces',
      '... g games in all',
    ].join('\n'),
    notes: [
      't is Q, R, B or N; c is the column A–D; r is the row 1–4. Each side has exactly one queen.',
      'White moves first; m counts the moves of both sides.',
      'The answer per game: YES if White can force the capture of Black’s queen within m moves, else NO.',
    ],
  },
  'cheesy-chess': {
    layout: [
      'T                     the number of test cases',
      'rows of F, D and .    the board, top row first',
      'xK yK                 the king’s column (1 = left) and row (1 = bottom)',
      'xP yP                 the pawn’s column and row',
      '... T test cases in all',
    ].join('\n'),
    notes: [
      'F is forbidden to both pieces, D is dangerous (the king may not enter it); the two squares diagonally below the pawn are dangerous too.',
      'The king (White) moves first, one step in any direction; the pawn (Black) moves one square down.',
      'The answer per test case: White or Black, the winner with best play.',
    ],
  },
  checkers: {
    layout: [
      'nR nW                 Red’s and White’s piece counts; "0 0" ends the input',
      'nR numbers            Red’s squares (1–32); -s is a king on square s',
      'nW numbers            White’s squares, likewise',
      'n C                   the number of moves, and who moves first: R or W',
      'n lines               the moves: 9-14, or 16x23x14 for jumps',
    ].join('\n'),
    notes: [
      'Red starts on squares 1–12 at the top and moves down; White moves up.',
      'Capturing is compulsory, and a multiple jump must be completed.',
      'The answer per record: "Move k is invalid" for the first illegal move, or "All moves valid".',
    ],
  },
};

/** The list of problems in the introduction, each a link that selects it. */
export function showIntro(): void {
  required('#problems', HTMLUListElement).replaceChildren(
    ...PROBLEMS.map((problem) =>
      el(
        'li',
        {},
        el('a', { href: `#${problem.id}`, class: 'problem-link' }, problem.title),
        el('span', { class: 'problem-summary' }, `: ${problem.summary}`),
        ' ',
        el('a', { href: docsOf(problem.id), class: 'docs-link', title: `${problem.title}: rules and formats` }, docsOf(problem.id)),
      ),
    ),
  );
}

/** The format panel of the chosen problem; `loadSample` puts its sample in the text box. */
export function showFormat(problem: RegisteredProblemOf, loadSample: () => void): void {
  const format = FORMATS[problem.id];
  const load = el('button', { type: 'button', class: 'load-sample' }, 'Load this sample');
  load.addEventListener('click', loadSample);
  required('#format', HTMLDetailsElement).replaceChildren(
    el('summary', {}, `Input format: ${problem.title}`),
    el('pre', { class: 'format-layout' }, format.layout),
    el('ul', { class: 'format-notes' }, ...format.notes.map((note) => el('li', {}, note))),
    el(
      'p',
      {},
      'Everything about it (rules, what is tolerated, every error, --strict): ',
      el('a', { href: docsOf(problem.id), class: 'docs-link' }, docsOf(problem.id)),
      '.',
    ),
    el('h3', {}, 'Sample input'),
    el('pre', { class: 'format-sample' }, problem.sample.input),
    el('p', { class: 'format-sample-output' }, 'Its answers: ', el('code', {}, problem.sample.output.trimEnd().replaceAll('\n', ' · '))),
    load,
  );
}
