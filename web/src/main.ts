import {
  type ExplanationOf,
  type LocatedError,
  PROBLEMS,
  type ProblemCase,
  type ProblemId,
  type RegisteredProblemOf,
  contestLine,
  findProblem,
  isCaseOf,
} from '../../src/index.js';
import { el, required } from './dom.js';
import { EXPLANATION_VIEWS } from './explanations/registry.js';
import { InputEditor } from './input-editor.js';
import { showFormat, showIntro } from './intro.js';
import { readLink } from './link.js';
import type { JudgeRequest, WorkerReply } from './protocol.js';
import { RENDERERS, textRenderer } from './renderers/registry.js';
import type { PositionEditor } from './renderers/types.js';

/**
 * The page: pick a problem, edit its input, see every case judged (in a worker) as a card with
 * its contest line, board drawing and explanation. User text only ever reaches the page as
 * textContent (see dom.ts).
 */

/** Cases past this many are judged and listed in the contest output, without cards. */
const CARD_LIMIT = 100;
/** Cases whose boards are drawn at once; later ones are drawn on scrolling near them. */
const DRAW_AT_ONCE = 12;
const DEBOUNCE_MS = 300;
/** Inputs larger than this are judged whole but shown only in part: a browser's text box crawls with megabytes. */
const EDITABLE_LIMIT = 1_000_000;
const PREVIEW_LINES = 300;
/** Progress and Cancel appear only for runs longer than this, so typing does not make them flicker. */
const SHOW_PROGRESS_AFTER_MS = 200;

const ui = {
  problem: required('#problem', HTMLSelectElement),
  summary: required('#summary', HTMLParagraphElement),
  input: required('#input', HTMLTextAreaElement),
  file: required('#file', HTMLInputElement),
  fileName: required('#file-name', HTMLSpanElement),
  sample: required('#sample', HTMLButtonElement),
  live: required('#live', HTMLInputElement),
  strict: required('#strict', HTMLInputElement),
  judge: required('#judge', HTMLButtonElement),
  cancel: required('#cancel', HTMLButtonElement),
  progress: required('#progress', HTMLProgressElement),
  status: required('#status', HTMLParagraphElement),
  errors: required('#errors', HTMLUListElement),
  cases: required('#cases', HTMLDivElement),
  outputBox: required('#output-box', HTMLDetailsElement),
  output: required('#output', HTMLPreElement),
  download: required('#download', HTMLAnchorElement),
};

// ---- The solver: one worker at a time; cancelling replaces it --------------------------------

class Solver {
  private worker: Worker;
  private run = 0;
  private busy = false;

  constructor(
    private readonly onReply: (reply: WorkerReply) => void,
    private readonly onFailure: (message: string) => void,
  ) {
    this.worker = this.spawn();
  }

  get running(): boolean {
    return this.busy;
  }

  start(problem: RegisteredProblemOf, text: string, strict: boolean): void {
    // A worker mid-run cannot hear a new message until it finishes, so a new run replaces it.
    if (this.busy) this.replaceWorker();
    this.busy = true;
    const request: JudgeRequest = { type: 'judge', run: ++this.run, problem: problem.id, text, strict, explainFirst: CARD_LIMIT };
    this.worker.postMessage(request);
  }

  /** Stops the current run; false when nothing was running. */
  cancel(): boolean {
    if (!this.busy) return false;
    this.replaceWorker();
    this.busy = false;
    this.run++;
    return true;
  }

  private replaceWorker(): void {
    this.worker.terminate();
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const worker = new Worker('worker.js');
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.run !== this.run) return;
      if (reply.type === 'done' || reply.type === 'crashed') this.busy = false;
      this.onReply(reply);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.busy = false;
      this.replaceWorker();
      this.onFailure(event.message || 'the solver stopped unexpectedly');
    };
    return worker;
  }
}

// ---- State -----------------------------------------------------------------------------------

interface Run {
  readonly problem: RegisteredProblemOf;
  readonly started: number;
  total: number;
  readonly answered: ProblemCase[];
  /** Every located error of the input: those of no case, and each of every unreadable case. */
  readonly errors: LocatedError[];
}

/** The case being set up by clicking: its editor's element, fed each new answer for the case. */
interface Editing {
  readonly index: number;
  readonly element: HTMLElement;
  show(item: ProblemCase): void;
}

let problem: RegisteredProblemOf = PROBLEMS[0];
let current: Run | undefined;
/**
 * Cards on the page by case number, with what they show; a new run replaces them in place (so
 * editing does not flicker), and only where the answer changed (so editing one case of a hundred
 * redraws one board).
 */
const cards = new Map<number, { element: HTMLElement; shows: string }>();
let editing: Editing | undefined;
let debounce: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
let downloadUrl: string | undefined;
/** The whole input when it is too large for the text box (which then shows its start, read-only). */
let largeInput: string | undefined;

const editor = new InputEditor();

const solver = new Solver(onReply, (message) => {
  stopTicker();
  ui.cases.removeAttribute('aria-busy');
  setState('failed');
  setStatus(`The solver stopped: ${message}. Press Judge to try again.`);
});

// ---- The input: the text box, or a large text shown in part ---------------------------------

const inputText = (): string => largeInput ?? ui.input.value;

function setInput(text: string): void {
  largeInput = text.length > EDITABLE_LIMIT ? text : undefined;
  ui.input.readOnly = largeInput !== undefined;
  if (largeInput === undefined) {
    ui.input.value = text;
  } else {
    const lines = text.split('\n', PREVIEW_LINES + 1);
    ui.input.value = `${lines.slice(0, PREVIEW_LINES).join('\n')}\n… (the input is ${(text.length / 1e6).toFixed(1)} MB: only its start is shown, and it is judged whole; editing is off)`;
  }
  editor.changed();
}

// ---- Small views -----------------------------------------------------------------------------

function setStatus(text: string): void {
  ui.status.textContent = text;
}

/** The run's state on <body data-state>, for styling and for tests to wait on. */
function setState(state: 'running' | 'done' | 'cancelled' | 'failed'): void {
  document.body.dataset.state = state;
}

const jumpTo = (line: number, column: number): void => editor.select(line, column);

function where(line: number, column: number): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'where', title: 'show this place in the input' }, `line ${line}, column ${column}`);
  button.addEventListener('click', () => jumpTo(line, column));
  return button;
}

function errorItems(errors: readonly LocatedError[]): HTMLLIElement[] {
  return errors.map((error) => el('li', { class: 'located-error' }, where(error.line, error.column), `: ${error.message}`));
}

/** The contest line; for an unreadable case, its place is a link like every other error's. */
function verdictLine(answer: ProblemCase['answer']): HTMLParagraphElement {
  const [first] = answer.kind === 'input-error' ? answer.errors : [];
  const line = contestLine(answer);
  const prefix = first && `error: line ${first.line}, column ${first.column}`;
  if (!first || !line.startsWith(`${prefix}: `)) return el('p', { class: answer.kind === 'verdict' ? 'verdict' : 'verdict error' }, line);
  return el('p', { class: 'verdict error' }, 'error: ', where(first.line, first.column), line.slice(prefix.length));
}

function card(item: ProblemCase): HTMLElement {
  const { answer } = item;
  const lineButton = el(
    'button',
    { type: 'button', class: 'where case-line', title: 'show this data set in the input' },
    `line ${item.line}`,
  );
  lineButton.addEventListener('click', () => jumpTo(item.line, 1));
  const article = el(
    'article',
    { class: 'case', 'data-case': String(item.index) },
    el('header', {}, el('h3', {}, `Case ${item.index}`), lineButton),
    verdictLine(answer),
  );
  if (answer.kind === 'input-error' && answer.errors.length > 1)
    article.append(el('ul', { class: 'case-errors' }, ...errorItems(answer.errors.slice(1))));
  const drawing = el('div', { class: 'drawing' });
  article.append(drawing);
  addViews(item, article, drawing);
  return article;
}

/** The board drawing, the explanation text and the set-up tools, by the renderer of the case's problem. */
function addViews<Id extends ProblemId>(item: ProblemCase<Id>, article: HTMLElement, drawing: HTMLElement): void {
  const renderer = RENDERERS[item.problem];
  const { answer } = item;
  if (answer.kind === 'verdict' && answer.explanation) {
    const { explanation } = answer;
    const text = answer.text ?? '';
    const draw = (): void => {
      // A set-up session may have taken the place meanwhile.
      if (drawing.childElementCount === 0) drawing.append(renderer.draw(explanation, text));
    };
    if (item.index <= DRAW_AT_ONCE) draw();
    else drawLater(drawing, draw);
    if (renderer !== textRenderer)
      article.append(
        el('details', { class: 'explanation' }, el('summary', {}, 'Explanation'), EXPLANATION_VIEWS[item.problem](explanation)),
      );
  }
  if (renderer.editor) article.append(editTools(item, renderer.editor, drawing));
}

/** Boards past the first few are drawn as they come near the screen: a hundred at once stall the page. */
const pendingDraws = new WeakMap<Element, () => void>();
const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearScreen.unobserve(entry.target);
      const draw = pendingDraws.get(entry.target);
      pendingDraws.delete(entry.target);
      entry.target.classList.remove('pending');
      draw?.();
    }
  },
  { rootMargin: '800px' },
);

function drawLater(holder: HTMLElement, draw: () => void): void {
  holder.classList.add('pending');
  pendingDraws.set(holder, draw);
  nearScreen.observe(holder);
}

function editTools<Id extends ProblemId>(
  item: ProblemCase<Id>,
  editor: PositionEditor<ExplanationOf<Id>>,
  drawing: HTMLElement,
): HTMLElement {
  const isEditing = editing?.index === item.index;
  if (editing && isEditing) {
    drawing.replaceChildren(editing.element);
    editing.show(item);
  }
  const button = el(
    'button',
    { type: 'button', class: 'edit', 'aria-pressed': String(isEditing) },
    isEditing ? 'Done setting up' : 'Set up by clicking',
  );
  button.addEventListener('click', () => {
    if (isEditing) {
      editing = undefined;
    } else {
      const session = editor.open(inputText(), item.line, (text) => {
        setInput(text);
        judgeNow();
      });
      if (!session) {
        setStatus(`Case ${item.index} is not a valid position yet (fix its lines first), so it cannot be set up by clicking.`);
        return;
      }
      editing = {
        index: item.index,
        element: session.element,
        show: (next) => session.show(isCaseOf(item.problem, next) ? next.answer : undefined),
      };
    }
    redrawCards();
  });
  return el('div', { class: 'case-tools' }, button);
}

function placeCard(item: ProblemCase): void {
  const isEditing = editing?.index === item.index;
  const shows = JSON.stringify(item);
  const old = cards.get(item.index);
  // The case being set up is always redrawn: its session takes every answer.
  if (old?.element.isConnected && old.shows === shows && !isEditing && !old.element.classList.contains('editing')) {
    markStale(old.element, false);
    return;
  }
  const element = card(item);
  element.classList.toggle('editing', isEditing);
  // An explanation the reader opened stays open while the case is judged again.
  if (old?.element.querySelector('details.explanation')?.hasAttribute('open'))
    element.querySelector('details.explanation')?.setAttribute('open', '');
  if (old?.element.isConnected) old.element.replaceWith(element);
  else ui.cases.append(element);
  cards.set(item.index, { element, shows });
}

/**
 * Cards of the previous run stay while a new one runs (so editing does not flicker), marked stale
 * (dimmed, aria-busy) until the new run answers their case or drops them.
 */
function markStale(element: HTMLElement, stale: boolean): void {
  element.classList.toggle('stale', stale);
  if (stale) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}

function redrawCards(): void {
  if (!current) return;
  const run = current;
  run.answered.filter((item) => item.index <= CARD_LIMIT).forEach(placeCard);
}

/** Removes cards a shorter or cancelled run did not replace. */
function dropStaleCards(run: Run): void {
  const kept = new Set(run.answered.map((item) => item.index));
  for (const [index, { element }] of cards) {
    if (kept.has(index)) continue;
    element.remove();
    cards.delete(index);
  }
}

function clearCards(): void {
  cards.clear();
  ui.cases.replaceChildren();
}

function showOutput(run: Run): void {
  const text = run.answered.map((item) => `${contestLine(item.answer)}\n`).join('');
  ui.output.textContent = text;
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  ui.download.href = downloadUrl;
  ui.download.download = `${run.problem.id}-output.txt`;
  ui.outputBox.hidden = run.answered.length === 0;
  const more = ui.cases.querySelector('.more');
  more?.remove();
  if (run.answered.length > CARD_LIMIT) {
    ui.cases.append(
      el(
        'p',
        { class: 'more' },
        `Cards show the first ${CARD_LIMIT} cases; all ${run.answered.length} answers are in the contest output below.`,
      ),
    );
  }
}

// ---- Runs ------------------------------------------------------------------------------------

function progressText(run: Run): string {
  const seconds = ((performance.now() - run.started) / 1000).toFixed(1);
  return `Judging… ${run.answered.length} of ${run.total} cases answered (${seconds} s)`;
}

function stopTicker(): void {
  if (ticker !== undefined) clearInterval(ticker);
  ticker = undefined;
  ui.progress.hidden = true;
  ui.cancel.hidden = true;
}

function judgeNow(): void {
  if (debounce !== undefined) clearTimeout(debounce);
  debounce = undefined;
  stopTicker();
  current = { problem, started: performance.now(), total: 0, answered: [], errors: [] };
  const run = current;
  for (const { element } of cards.values()) markStale(element, true);
  ui.cases.setAttribute('aria-busy', 'true');
  setState('running');
  solver.start(problem, inputText(), ui.strict.checked);
  ticker = setInterval(() => {
    if (performance.now() - run.started < SHOW_PROGRESS_AFTER_MS) return;
    ui.progress.hidden = false;
    ui.cancel.hidden = false;
    ui.progress.max = Math.max(1, run.total);
    ui.progress.value = run.answered.length;
    setStatus(progressText(run));
  }, 100);
}

function onReply(reply: WorkerReply): void {
  const run = current;
  if (!run) return;
  switch (reply.type) {
    case 'parsed':
      run.total = reply.total;
      ui.errors.replaceChildren(...errorItems(reply.errors));
      run.errors.push(...reply.errors);
      editor.setErrors(run.errors);
      break;
    case 'cases': {
      run.answered.push(...reply.cases);
      for (const item of reply.cases) if (item.index <= CARD_LIMIT) placeCard(item);
      const before = run.errors.length;
      for (const { answer } of reply.cases) if (answer.kind === 'input-error') run.errors.push(...answer.errors);
      if (run.errors.length > before) editor.setErrors(run.errors);
      break;
    }
    case 'done': {
      stopTicker();
      endRun(run);
      setState('done');
      setStatus(`${plural(run.answered.length, 'case')} judged in ${Math.round(reply.elapsedMs)} ms${problemsFound(run)}.`);
      break;
    }
    case 'crashed':
      stopTicker();
      ui.cases.removeAttribute('aria-busy');
      setState('failed');
      setStatus(`Arbiter failed (a bug, please report it): ${reply.message}`);
      break;
  }
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "; 2 errors in the input": every located error counted, as many as the cards and the list show. */
function problemsFound(run: Run): string {
  const undecided = run.answered.filter((item) => item.answer.kind === 'unjudged').length;
  const parts = [
    ...(run.errors.length > 0 ? [`${plural(run.errors.length, 'error')} in the input`] : []),
    ...(undecided > 0 ? [`${plural(undecided, 'case')} not decided`] : []),
  ];
  return parts.map((part) => `; ${part}`).join('');
}

/** A run that ended (done or cancelled): its cards are the current ones. */
function endRun(run: Run): void {
  dropStaleCards(run);
  for (const { element } of cards.values()) markStale(element, false);
  ui.cases.removeAttribute('aria-busy');
  showOutput(run);
}

function cancel(): void {
  const run = current;
  if (!solver.cancel() || !run) return;
  stopTicker();
  endRun(run);
  setState('cancelled');
  setStatus(run.total === 0 ? 'Cancelled while reading the input.' : `Cancelled after ${run.answered.length} of ${run.total} cases.`);
}

// ---- Problem choice and input ----------------------------------------------------------------

/** Picks a problem by id or by a link (`#id?position`, see link.ts); a link's position becomes the input. */
function selectProblem(hash: string): void {
  const link = readLink(hash);
  problem = findProblem(link.id) ?? PROBLEMS[0];
  const linked = link.params && RENDERERS[problem.id].editor?.fromLink(link.params);
  ui.problem.value = problem.id;
  showFormat(problem, loadSample);
  ui.fileName.textContent = '';
  ui.summary.textContent = `${problem.title}: ${problem.summary}`;
  ui.strict.parentElement?.setAttribute('title', `--strict: ${problem.strictLimits}`);
  document.title = `Arbiter · ${problem.title}`;
  // A link to a position stays in the address, so that reloading shows that position again.
  if (!linked?.ok) history.replaceState(null, '', `#${problem.id}`);
  editing = undefined;
  clearCards();
  if (linked && !linked.ok)
    ui.cases.append(el('p', { class: 'link-error' }, `The link names no position: ${linked.error}. The sample is shown.`));
  ui.errors.replaceChildren();
  ui.outputBox.hidden = true;
  setInput(linked?.ok ? linked.value : problem.sample.input);
  judgeNow();
}

const loadSample = (): void => selectProblem(problem.id);

function start(): void {
  showIntro();
  ui.problem.replaceChildren(...PROBLEMS.map((entry) => el('option', { value: entry.id }, entry.title)));
  ui.problem.addEventListener('change', () => selectProblem(ui.problem.value));
  ui.input.addEventListener('input', () => {
    // Typing makes any board being set up stale; the text wins.
    if (editing) {
      editing = undefined;
      redrawCards();
    }
    if (!ui.live.checked) return;
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = setTimeout(judgeNow, DEBOUNCE_MS);
  });
  ui.judge.addEventListener('click', judgeNow);
  ui.strict.addEventListener('change', judgeNow);
  ui.cancel.addEventListener('click', cancel);
  ui.sample.addEventListener('click', loadSample);
  ui.file.addEventListener('change', () => {
    const file = ui.file.files?.[0];
    if (!file) return;
    ui.fileName.textContent = file.name;
    editing = undefined;
    void file.text().then((text) => {
      setInput(text);
      setStatus(`Opened ${file.name}.`);
      judgeNow();
    });
  });
  window.addEventListener('hashchange', () => {
    const link = readLink(location.hash);
    if (link.params || (link.id !== problem.id && findProblem(link.id))) selectProblem(location.hash);
  });
  selectProblem(location.hash);
}

start();
