import {
  type ExplanationOf,
  type LocatedError,
  type ProblemCase,
  type ProblemId,
  type ProblemUnit,
  answerLine,
  isCaseOf,
} from '../../../src/index.js';
import { el, focusPath, restoreFocus } from '../dom.js';
import { RENDERERS } from '../renderers/registry.js';
import type { EditMode, PositionEditor } from '../renderers/types.js';
import type { Run } from './run.js';
import type { Ui } from './ui.js';

/** Cases or units shown as cards at a time; the pager goes through the rest. */
export const CARD_LIMIT = 100;
/** Cards whose boards are drawn at once; later ones are drawn on scrolling near them. */
const DRAW_AT_ONCE = 12;

/** What the cards need of the page. */
export interface CardsHost {
  /** Selects a place in the input. */
  jumpTo(line: number, column: number): void;
  inputText(): string;
  /** The input rewritten by a set-up or a move: shown and judged. */
  edit(text: string): void;
  /** Asks for the explanations of the cases or units numbered `from` to `to`. */
  explain(from: number, to: number): void;
}

/** The case being set up or played on: its editor's element, fed each new outcome for the case. */
interface Editing {
  readonly index: number;
  readonly mode: EditMode;
  readonly element: HTMLElement;
  show(item: ProblemCase): void;
  placed(): void;
}

type Item = ProblemCase | ProblemUnit;
const isUnit = (item: Item): item is ProblemUnit => 'details' in item;

/** The place of an error in the input, as a button that selects it. */
export function whereButton(host: CardsHost, line: number, column: number): HTMLButtonElement {
  const button = el(
    'button',
    { type: 'button', class: 'where', title: 'show this place in the input' },
    `line ${line}, column ${column}`,
  );
  button.addEventListener('click', () => host.jumpTo(line, column));
  return button;
}

export function errorItems(host: CardsHost, errors: readonly LocatedError[]): HTMLLIElement[] {
  return errors.map((error) =>
    el('li', { class: 'located-error' }, whereButton(host, error.line, error.column), `: ${error.message}`),
  );
}

/** Boards past the first few are drawn as they come near the screen: a hundred at once stall the page. */
class LazyDraw {
  private readonly pending = new WeakMap<Element, () => void>();
  private readonly observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        this.observer.unobserve(entry.target);
        const draw = this.pending.get(entry.target);
        this.pending.delete(entry.target);
        entry.target.classList.remove('pending');
        draw?.();
      }
    },
    { rootMargin: '800px' },
  );

  later(holder: HTMLElement, draw: () => void): void {
    holder.classList.add('pending');
    this.pending.set(holder, draw);
    this.observer.observe(holder);
  }
}

/**
 * The cards of the current run: one per case (or unit of another input format), a page of them at
 * a time. A new run replaces them in place (so editing does not flicker), and only where the answer
 * changed (so editing one case of a hundred redraws one board); the previous run's cards stay,
 * marked stale, until the new run answers their case or drops them.
 */
export class Cards {
  private readonly cards = new Map<number, { element: HTMLElement; shows: string }>();
  private readonly lazy = new LazyDraw();
  private editing: Editing | undefined;
  private run: Run | undefined;
  /** The cards shown are numbered first to first + CARD_LIMIT - 1. */
  private first = 1;
  /** Items of later pages with their explanations, asked for when their page is shown. */
  private readonly explained = new Map<number, Item>();

  constructor(
    private readonly ui: Ui,
    private readonly host: CardsHost,
  ) {}

  /** A new run starts: the cards shown become stale until it answers them. */
  startRun(run: Run): void {
    this.run = run;
    this.explained.clear();
    for (const { element } of this.cards.values()) markStale(element, true);
  }

  /** Another problem, or another input: no card, no session, the first page. */
  clear(): void {
    this.cards.clear();
    this.editing = undefined;
    this.first = 1;
    this.ui.cases.replaceChildren();
    this.ui.pager.replaceChildren();
  }

  /** Typing in the text box ends any set-up: the text wins. */
  stopEditing(): void {
    if (!this.editing) return;
    this.editing = undefined;
    this.redraw();
  }

  /** New answers of the current run. */
  add(items: readonly Item[]): void {
    for (const item of items) if (this.onPage(item.index)) this.place(item);
  }

  /** Explanations asked for a later page. */
  addExplained(items: readonly Item[]): void {
    for (const item of items) {
      this.explained.set(item.index, item);
      if (this.onPage(item.index)) this.place(item);
    }
  }

  /** A run that ended (done or cancelled): its cards are the current ones. */
  end(run: Run): void {
    const kept = new Set(this.items(run).map((item) => item.index));
    for (const [index, { element }] of this.cards) {
      if (kept.has(index) && this.onPage(index)) continue;
      element.remove();
      this.cards.delete(index);
    }
    for (const { element } of this.cards.values()) markStale(element, false);
    if (this.first > Math.max(1, run.count)) this.first = 1;
    this.showPager(run);
  }

  private onPage(index: number): boolean {
    return index >= this.first && index < this.first + CARD_LIMIT;
  }

  private items(run: Run): readonly Item[] {
    return run.format === 'alternate' ? run.units : run.answered;
  }

  private redraw(): void {
    const run = this.run;
    if (!run) return;
    for (const item of this.items(run)) if (this.onPage(item.index)) this.place(this.explained.get(item.index) ?? item);
  }

  /** "Cases 101–200 of 3,214" with the buttons to the pages before and after. */
  private showPager(run: Run): void {
    const total = run.count;
    if (total <= CARD_LIMIT) {
      this.ui.pager.replaceChildren();
      return;
    }
    const last = Math.min(total, this.first + CARD_LIMIT - 1);
    const Unit = `${run.unit[0].toUpperCase()}${run.unit.slice(1)}s`;
    const go = (text: string, name: string, first: number): HTMLButtonElement => {
      const button = el('button', { type: 'button', class: name }, text);
      button.disabled = first < 1 || first > total || first === this.first;
      button.addEventListener('click', () => this.showPage(run, first));
      return button;
    };
    const focus = focusPath(this.ui.pager);
    const previous = go('◀ Previous', 'pager-previous', this.first - CARD_LIMIT);
    const next = go('Next ▶', 'pager-next', this.first + CARD_LIMIT);
    this.ui.pager.replaceChildren(
      previous,
      el(
        'span',
        { class: 'pager-range' },
        `${Unit} ${this.first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ` +
          `${total.toLocaleString('en-US')}`,
      ),
      next,
    );
    // The button pressed is drawn again, or disabled on the last page: the keyboard goes to the one that goes on.
    restoreFocus(this.ui.pager, focus, () => (previous.disabled ? next : previous).focus());
  }

  private showPage(run: Run, first: number): void {
    this.first = first;
    this.editing = undefined;
    this.cards.clear();
    this.ui.cases.replaceChildren();
    const last = first + CARD_LIMIT - 1;
    // The first page was explained with the run; later ones are asked for, and drawn when they come.
    if (first > CARD_LIMIT && ![...this.explained.keys()].some((index) => index >= first && index <= last))
      this.host.explain(first, last);
    this.redraw();
    this.showPager(run);
    this.ui.cases.scrollIntoView({ block: 'start' });
  }

  private place(item: Item): void {
    const isEditing = this.editing?.index === item.index;
    const shows = JSON.stringify(item);
    const old = this.cards.get(item.index);
    // The case being set up is always redrawn: its session takes every outcome.
    if (old?.element.isConnected && old.shows === shows && !isEditing && !old.element.classList.contains('editing')) {
      markStale(old.element, false);
      return;
    }
    // Where the keyboard is in the card, taken before the new card is built (it moves a set-up session into it).
    const focus = old?.element.isConnected ? focusPath(old.element) : undefined;
    const element = isUnit(item) ? this.unitCard(item) : this.caseCard(item);
    element.classList.toggle('editing', isEditing);
    // The link at the top of the page goes to the first card.
    element.id = `card-${item.index}`;
    // An explanation the reader opened stays open while the case is judged again.
    if (old?.element.querySelector('details.explanation')?.hasAttribute('open'))
      element.querySelector('details.explanation')?.setAttribute('open', '');
    if (old?.element.isConnected) old.element.replaceWith(element);
    else this.insert(element, item.index);
    // Moving the editor into the new card dropped the keyboard: it goes back at once, or a key
    // pressed meanwhile is lost; so does a focus anywhere else in the card, to its new counterpart.
    if (isEditing) this.editing?.placed();
    restoreFocus(element, focus);
    this.cards.set(item.index, { element, shows });
  }

  /**
   * Cards stay in order of their number, whichever comes first (a later page's explanations may come after its bare
   * answers).
   */
  private insert(element: HTMLElement, index: number): void {
    const after = [...this.cards]
      .filter(([other, card]) => other > index && card.element.isConnected)
      .sort(([a], [b]) => a - b)[0];
    if (after) after[1].element.before(element);
    else this.ui.cases.append(element);
  }

  private caseCard(item: ProblemCase): HTMLElement {
    const { outcome } = item;
    const lineButton = el(
      'button',
      { type: 'button', class: 'where case-line', title: 'show this data set in the input' },
      `line ${item.line}`,
    );
    lineButton.addEventListener('click', () => this.host.jumpTo(item.line, 1));
    const article = el(
      'article',
      { class: 'case', 'data-case': String(item.index) },
      el('header', {}, el('h3', {}, `Case ${item.index}`), lineButton),
      this.verdictLine(outcome),
    );
    if (outcome.kind === 'input-error' && outcome.errors.length > 1)
      article.append(el('ul', { class: 'case-errors' }, ...errorItems(this.host, outcome.errors.slice(1))));
    const drawing = el('div', { class: 'drawing' });
    article.append(drawing);
    this.addViews(item, article, drawing);
    return article;
  }

  /** The contest line; for an unreadable case, its place is a link like every other error's. */
  private verdictLine(outcome: ProblemCase['outcome']): HTMLParagraphElement {
    const [first] = outcome.kind === 'input-error' ? outcome.errors : [];
    const answer = answerLine(outcome);
    const prefix = first && `error: line ${first.line}, column ${first.column}`;
    if (!first || !answer.startsWith(`${prefix}: `))
      return el('p', { class: outcome.kind === 'verdict' ? 'verdict' : 'verdict error' }, answer);
    return el(
      'p',
      { class: 'verdict error' },
      'error: ',
      whereButton(this.host, first.line, first.column),
      answer.slice(prefix.length),
    );
  }

  /** The board drawing, the explanation and the set-up tools, by the renderer of the case's problem. */
  private addViews<Id extends ProblemId>(item: ProblemCase<Id>, article: HTMLElement, drawing: HTMLElement): void {
    const renderer = RENDERERS[item.problem];
    const { outcome } = item;
    if (outcome.kind === 'verdict' && outcome.explanation) {
      const { explanation } = outcome;
      const text = outcome.text ?? '';
      const draw = (): void => {
        // A set-up session may have taken the place meanwhile.
        if (drawing.childElementCount === 0) drawing.append(renderer.draw(explanation, text));
      };
      if (item.index - this.first < DRAW_AT_ONCE) draw();
      else this.lazy.later(drawing, draw);
      if (renderer.explanationPanel)
        article.append(
          el(
            'details',
            { class: 'explanation' },
            el('summary', {}, 'Explanation'),
            renderer.explanationPanel(explanation),
          ),
        );
    }
    // A case that cannot be read has no position to set up or play from (its lines are fixed in the
    // text), unless it is the one being set up, which a click has just made so (a board cleared).
    const editing = this.editing?.index === item.index;
    if (renderer.editor && (outcome.kind !== 'input-error' || editing))
      article.append(this.editTools(item, renderer.editor, drawing));
  }

  private editTools<Id extends ProblemId>(
    item: ProblemCase<Id>,
    editor: PositionEditor<ExplanationOf<Id>>,
    drawing: HTMLElement,
  ): HTMLElement {
    const editing = this.editing?.index === item.index ? this.editing : undefined;
    if (editing) {
      drawing.replaceChildren(editing.element);
      editing.show(item);
    }
    const note = el('p', { class: 'card-note', role: 'status' });
    const tools = el('div', { class: 'case-tools' });
    const modes: { mode: EditMode; start: string; stop: string }[] = [
      { mode: 'setup', start: 'Set up by clicking', stop: 'Done setting up' },
    ];
    if (editor.play) modes.push({ mode: 'play', start: editor.play, stop: 'Done playing' });
    for (const { mode, start, stop } of modes) {
      const active = editing?.mode === mode;
      const button = el(
        'button',
        { type: 'button', class: mode === 'setup' ? 'edit' : 'play', 'aria-pressed': String(active) },
        active ? stop : start,
      );
      button.addEventListener('click', () => {
        if (active) {
          this.editing = undefined;
        } else {
          const session = editor.open(this.host.inputText(), item.line, (text) => this.host.edit(text), mode);
          if (!session) {
            // Said in the card, where the button was pressed.
            note.textContent =
              `This case is not a valid ` +
              `${mode === 'setup' ? 'position' : 'position to play from'} yet: fix its lines in the ` +
              `input first (see the error above).`;
            return;
          }
          this.editing = {
            index: item.index,
            mode,
            element: session.element,
            show: (next) => session.show(isCaseOf(item.problem, next) ? next.outcome : undefined),
            placed: () => session.placed(),
          };
        }
        this.redraw();
        // The card was drawn again: the keyboard stays where it was, on the board being played or
        // set up (its one tab stop), or on the button that ended it.
        const card = this.cards.get(item.index)?.element;
        const target = active
          ? card?.querySelector<HTMLElement>(`.case-tools button.${mode === 'setup' ? 'edit' : 'play'}`)
          : card?.querySelector<SVGElement>('.editor svg.board rect.square[tabindex="0"]');
        target?.focus();
      });
      tools.append(button);
    }
    tools.append(note);
    return tools;
  }

  /** A unit of the problem's other input format, drawn by its problem's views. */
  private unitCard<Id extends ProblemId>(item: ProblemUnit<Id>): HTMLElement {
    const drawing = el('div', { class: 'drawing' });
    const views = RENDERERS[item.problem].alternate;
    if (!views) return el('article', { class: 'case', 'data-case': String(item.index) }, el('p', {}, item.output));
    const article = views.card(item, drawing, (line, column) => this.host.jumpTo(line, column));
    const board = views.board(item);
    if (board) {
      const draw = (): void => drawing.replaceChildren(board());
      if (item.index - this.first < DRAW_AT_ONCE) draw();
      else this.lazy.later(drawing, draw);
    }
    return article;
  }
}

/**
 * Cards of the previous run are marked stale (dimmed, aria-busy) until the new run answers their case or drops them.
 */
function markStale(element: HTMLElement, stale: boolean): void {
  element.classList.toggle('stale', stale);
  if (stale) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}
