import { PROBLEMS, type ProblemId, type RegisteredProblemOf } from '../../src/index.js';
import { el, required } from './dom.js';

/**
 * What the page says about itself: the four problems in the introduction, and for the problem
 * chosen its input format, its sample (with a button to load it) and its page in docs/.
 */

/** The problem's page in docs/; the build renders docs/ as pages beside this one (scripts/render-docs.mjs). */
export const docsOf = (id: ProblemId): string => `docs/${id}.html`;

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
        el(
          'a',
          { href: docsOf(problem.id), class: 'docs-link', title: `${problem.title}: rules and formats` },
          docsOf(problem.id),
        ),
      ),
    ),
  );
}

/** The format panel of the chosen problem; `loadSample` puts its sample in the text box. */
export function showFormat(problem: RegisteredProblemOf, loadSample: () => void): void {
  const format = problem.inputSummary;
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
    el(
      'p',
      { class: 'format-sample-output' },
      'Its answers: ',
      el('code', {}, problem.sample.output.trimEnd().replaceAll('\n', ' · ')),
    ),
    load,
  );
}
