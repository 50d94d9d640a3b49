import {
  type LocatedError,
  PROBLEMS,
  type ProblemId,
  REGISTRY,
  type RegisteredProblemOf,
  findProblem,
  firstFailureOf,
  lookAlikeOf,
  lookAlikeSaid,
} from '../../../src/index.js';
import { el } from '../dom.js';
import { showFormat, showIntro } from '../intro.js';
import { readLink } from '../link.js';
import { remember, remembered } from '../settings.js';
import type { WorkerReply } from '../protocol.js';
import { RENDERERS } from '../renderers/registry.js';
import { CARD_LIMIT, Cards, type CardsHost, errorItems, whereButton } from './cards.js';
import { InputBox } from './input-box.js';
import { Run } from './run.js';
import { Solver } from './solver.js';
import type { Ui } from './ui.js';

const DEBOUNCE_MS = 300;
/** How much of a pasted text is read, here on the page's thread, to tell whether it is another problem's. */
const PASTE_LOOK = 1 << 16;
/** Progress and Cancel appear only for runs longer than this, so typing does not make them flicker. */
const SHOW_PROGRESS_AFTER_MS = 200;

/**
 * The page: pick a problem, edit its input, see every case (or unit of its other input format)
 * judged in a worker as a card. Its state is this object's: the problem, the run, the timers,
 * the output's download link.
 */
export class Page {
  private problem: RegisteredProblemOf = PROBLEMS[0];
  private run: Run | undefined;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private downloadUrl: string | undefined;
  private readonly input: InputBox;
  private readonly host: CardsHost;
  private readonly cards: Cards;
  private readonly solver: Solver;

  constructor(private readonly ui: Ui) {
    this.input = new InputBox(ui.input);
    this.host = {
      jumpTo: (line, column) => this.input.select(line, column),
      inputText: () => this.input.text,
      edit: (text) => {
        this.input.set(text);
        this.judgeNow();
      },
      explain: (from, to) => this.solver.explain(from, to),
    };
    this.cards = new Cards(ui, this.host);
    this.solver = new Solver(
      (reply) => this.onReply(reply),
      (message) => {
        this.stopTicker();
        ui.cases.removeAttribute('aria-busy');
        this.setState('failed');
        this.setStatus(`The solver stopped: ${message}. Press Judge to try again.`);
      },
    );
  }

  start(): void {
    const { ui } = this;
    showIntro();
    this.keepViewSettings();
    ui.problem.replaceChildren(...PROBLEMS.map((entry) => el('option', { value: entry.id }, entry.title)));
    ui.problem.addEventListener('change', () => this.selectProblem(ui.problem.value));
    ui.input.addEventListener('input', (event) => {
      this.cards.stopEditing();
      const { inputType } = event as InputEvent;
      if ((inputType === 'insertFromPaste' || inputType === 'insertFromDrop') && this.pastedElsewhere()) return;
      if (!ui.live.checked) return;
      if (this.debounce !== undefined) clearTimeout(this.debounce);
      this.debounce = setTimeout(() => this.judgeNow(), DEBOUNCE_MS);
    });
    ui.judge.addEventListener('click', () => this.judgeNow());
    ui.strict.addEventListener('change', () => this.judgeNow());
    ui.cancel.addEventListener('click', () => this.cancel());
    ui.sample.addEventListener('click', () => this.selectProblem(this.problem.id));
    ui.file.addEventListener('change', () => {
      const file = ui.file.files?.[0];
      if (file) void this.open(file);
    });
    window.addEventListener('hashchange', () => {
      const link = readLink(location.hash);
      if (link.params || (link.id !== this.problem.id && findProblem(link.id))) this.selectProblem(location.hash);
    });
    this.selectProblem(location.hash);
  }

  /**
   * The introduction folded or open, and the boards' size, as the reader left them. On a first
   * visit the introduction is open on a wide screen and folded on a phone, where the first screen
   * is for the first board.
   */
  private keepViewSettings(): void {
    const { intro, boardSize } = this.ui;
    const folded = remembered('intro');
    intro.open = folded === undefined ? matchMedia('(min-width: 761px)').matches : folded === 'open';
    // The state it is about to take: a click on the summary toggles it.
    intro.querySelector('summary')?.addEventListener('click', () => remember('intro', intro.open ? 'folded' : 'open'));
    const size = (value: string): void => {
      boardSize.value = value;
      document.documentElement.style.setProperty('--board-size', `${boardSize.value}rem`);
    };
    const kept = remembered('board-size');
    if (kept !== undefined) size(kept);
    boardSize.addEventListener('input', () => {
      size(boardSize.value);
      remember('board-size', boardSize.value);
    });
  }

  private async open(file: File): Promise<void> {
    this.ui.fileName.textContent = file.name;
    this.cards.clear();
    const text = await file.text();
    // A file in another problem's other format (named with its suffix, and read so) is that problem's, whatever problem
    // was chosen.
    const owner = PROBLEMS.find(({ id, alternateInput: other }) => {
      const named = other && file.name.toLowerCase().endsWith(other.fileSuffix);
      return id !== this.problem.id && named && other.recognizes(text);
    });
    if (owner) {
      this.selectProblem(owner.id, text);
    } else {
      this.input.set(text);
      this.judgeNow();
    }
    this.setStatus(`Opened ${file.name}.`);
  }

  /**
   * Text pasted that is clearly another problem's, as a file opened would be: its other format, or
   * its input, which that problem reads with no error. The page switches to that problem at once (no error
   * shown first) and says so, with an undo. Text that only looks like another's gets the offer (showLookAlike).
   */
  private pastedElsewhere(): boolean {
    const text = this.input.text;
    const like = lookAlikeOf(text, this.problem.id);
    if (!like) return false;
    const said = lookAlikeSaid(text, like.id);
    // Read to its first error on this thread: of a long text, its start only (a case cut there is an error).
    const start = text.length <= PASTE_LOOK ? text : text.slice(0, text.lastIndexOf('\n', PASTE_LOOK) + 1);
    if (said.option === undefined && firstFailureOf(start, like.id) !== undefined) return false;
    const from = this.problem;
    this.selectProblem(like.id, text);
    const undo = el('button', { type: 'button', class: 'switch-undo' }, `Undo: judge it as ${from.title}`);
    undo.addEventListener('click', () => {
      this.selectProblem(from.id, this.input.text);
      this.ui.input.focus();
    });
    this.ui.switched.hidden = false;
    this.ui.switched.replaceChildren(
      el('p', {}, `The text pasted is ${said.what}: it is judged as ${like.title}. `, undo),
    );
    return true;
  }

  /**
   * The banner at the top for another problem's input: its first error and the problem it looks like, with the button
   * to judge it so.
   */
  private showLookAlike(id: ProblemId | undefined, errors: readonly LocatedError[]): void {
    const { lookAlike } = this.ui;
    if (this.run) this.run.looksLike = id;
    lookAlike.hidden = id === undefined;
    if (id === undefined) return lookAlike.replaceChildren();
    const like = REGISTRY[id];
    const button = el('button', { type: 'button', class: 'look-alike primary' }, `Judge it as ${like.title}`);
    button.addEventListener('click', () => this.selectProblem(id, this.input.text));
    const [first] = errors;
    lookAlike.replaceChildren(
      ...(first
        ? [
            el(
              'p',
              { class: 'look-alike-error' },
              'error: ',
              whereButton(this.host, first.line, first.column),
              `: ${first.message}`,
            ),
          ]
        : []),
      el('p', { class: 'look-alike-hint' }, `This looks like ${lookAlikeSaid(this.input.text, id).what}. `, button),
    );
  }

  private setStatus(text: string): void {
    this.ui.status.textContent = text;
  }

  /** The run's state on <body data-state>, for styling and for tests to wait on. */
  private setState(state: 'running' | 'done' | 'cancelled' | 'failed'): void {
    document.body.dataset.state = state;
  }

  private stopTicker(): void {
    if (this.ticker !== undefined) clearInterval(this.ticker);
    this.ticker = undefined;
    this.ui.progress.hidden = true;
    this.ui.cancel.hidden = true;
  }

  judgeNow(): void {
    if (this.debounce !== undefined) clearTimeout(this.debounce);
    this.debounce = undefined;
    this.stopTicker();
    const run = new Run(this.problem);
    this.run = run;
    this.cards.startRun(run);
    this.ui.cases.setAttribute('aria-busy', 'true');
    this.setState('running');
    this.solver.start(this.problem.id, this.input.text, this.ui.strict.checked, CARD_LIMIT);
    this.ticker = setInterval(() => {
      if (performance.now() - run.started < SHOW_PROGRESS_AFTER_MS) return;
      this.ui.progress.hidden = false;
      this.ui.cancel.hidden = false;
      this.ui.progress.max = Math.max(1, run.total);
      this.ui.progress.value = run.count;
      this.setStatus(run.progressText());
    }, 100);
  }

  private onReply(reply: WorkerReply): void {
    const run = this.run;
    if (!run) return;
    switch (reply.type) {
      case 'parsed':
        run.format = reply.format;
        run.total = reply.total;
        // Another problem's input: one error and the hint, at the top, as the CLI gives them.
        this.showLookAlike(reply.looksLike, reply.errors);
        this.ui.errors.replaceChildren(...errorItems(this.host, reply.looksLike ? [] : reply.errors));
        run.errors.push(...reply.errors);
        this.input.setErrors(run.errors);
        break;
      case 'cases': {
        // Another problem's input is said once, at the top, by its first failure, as the CLI says it.
        if (run.looksLike) break;
        run.answered.push(...reply.cases);
        this.cards.add(reply.cases);
        const before = run.errors.length;
        for (const { outcome } of reply.cases) if (outcome.kind === 'input-error') run.errors.push(...outcome.errors);
        if (run.errors.length > before) this.input.setErrors(run.errors);
        break;
      }
      case 'units': {
        run.units.push(...reply.units);
        this.cards.add(reply.units);
        const before = run.errors.length;
        for (const unit of reply.units) run.errors.push(...unit.errors);
        if (run.errors.length > before) this.input.setErrors(run.errors);
        break;
      }
      case 'explained':
        this.cards.addExplained([...reply.cases, ...reply.units]);
        break;
      case 'done':
        this.stopTicker();
        this.endRun(run);
        this.setState('done');
        this.setStatus(run.summary(reply.elapsedMs));
        break;
      case 'crashed':
        this.stopTicker();
        this.ui.cases.removeAttribute('aria-busy');
        this.setState('failed');
        this.setStatus(`Arbiter failed (a bug, please report it): ${reply.message}`);
        break;
    }
  }

  /** A run that ended (done or cancelled): its cards are the current ones, its output shown. */
  private endRun(run: Run): void {
    this.cards.end(run);
    this.ui.cases.removeAttribute('aria-busy');
    const text = run.output();
    this.ui.output.textContent = text;
    this.ui.outputTitle.textContent = run.outputTitle();
    if (this.downloadUrl) URL.revokeObjectURL(this.downloadUrl);
    this.downloadUrl = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    this.ui.download.href = this.downloadUrl;
    this.ui.download.download = `${run.problem.id}-output.txt`;
    this.ui.outputBox.hidden = run.count === 0;
  }

  private cancel(): void {
    const run = this.run;
    if (!this.solver.cancel() || !run) return;
    this.stopTicker();
    this.endRun(run);
    this.setState('cancelled');
    this.setStatus(
      run.total === 0
        ? 'Cancelled while reading the input.'
        : `Cancelled after ${run.count} of ${run.total} ${run.unit}s.`,
    );
  }

  /**
   * Picks a problem by id or by a link (`#id?position`, see link.ts); a link's position becomes
   * the input, else `input`, else the problem's sample.
   */
  private selectProblem(hash: string, input?: string): void {
    const { ui } = this;
    const link = readLink(hash);
    const problem = findProblem(link.id) ?? PROBLEMS[0];
    this.problem = problem;
    const linked = link.params && RENDERERS[problem.id].editor?.fromLink(link.params);
    ui.problem.value = problem.id;
    showFormat(problem, () => this.selectProblem(problem.id));
    if (input === undefined) ui.fileName.textContent = '';
    ui.summary.textContent = `${problem.title}: ${problem.summary}`;
    ui.strict.parentElement?.setAttribute('title', `--strict: ${problem.strictLimits}`);
    document.title = `Arbiter · ${problem.title}`;
    // A link to a position stays in the address, so that reloading shows that position again.
    if (!linked?.ok) history.replaceState(null, '', `#${problem.id}`);
    this.cards.clear();
    if (linked && !linked.ok)
      ui.cases.append(
        el('p', { class: 'link-error' }, `The link names no position: ${linked.error}. The sample is shown.`),
      );
    ui.errors.replaceChildren();
    this.showLookAlike(undefined, []);
    ui.switched.hidden = true;
    ui.switched.replaceChildren();
    ui.outputBox.hidden = true;
    this.input.set(linked?.ok ? linked.value : (input ?? problem.sample.input));
    this.judgeNow();
  }
}
