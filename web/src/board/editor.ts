import { type CaseAnswer, type Problem, formatInputs } from '../../../src/index.js';
import { el } from '../dom.js';
import { CaseInText, EditBoard, type ToolRow, palette } from './editing.js';
import { linkTo } from '../link.js';
import type { Cell } from './svg.js';
import type { EditSession, PositionEditor } from '../renderers/types.js';

/**
 * Setting up a case by clicking, the same for every problem: a palette with one row per side,
 * the problem's own controls (side to move, m), Clear and Flip, the board, a status line, a FEN
 * box (read and written) and a link that reproduces the position. The case is read with the
 * problem's `parse` and every edit is written back with its `formatInput` (see CaseInText); a
 * problem says only what is particular to it, in an EditorSpec.
 */

/** What the board is drawn with: its orientation, and what a square does when used. */
export interface BoardView {
  readonly flipped: boolean;
  readonly onSquare: (cell: Cell) => void;
}

/** Controls of a problem's own (a side, m): built once, told of every new value. */
export interface Controls<C> {
  readonly element: HTMLElement;
  update(value: C): void;
}

/** A text form of the position (FEN, PDN FEN): written from the case, read back into it. */
export interface TextForm<C> {
  readonly label: string;
  write(value: C): string;
  /** The case with the position read from `text`, or the reason it cannot be read. */
  read(text: string, value: C): C | string;
}

export interface EditorSpec<C, E extends object> {
  /** A class name for the editor's element. */
  readonly name: string;
  /** What the case is called in the status line: "position", "game", "record". */
  readonly noun: string;
  readonly problem: Pick<Problem<C, unknown, E>, 'id' | 'parse' | 'formatInput' | 'framing'>;
  /** The palette's rows (built when an editor opens: icons are DOM). */
  tools(): readonly ToolRow[];
  /** The tool pressed at the start. */
  readonly tool: string;
  /** The case after `tool` is used on `cell`; a string says why it cannot be used there. */
  apply(value: C, cell: Cell, tool: string): C | string;
  controls?(value: C, commit: (next: C) => void): Controls<C>;
  /** The board of the case; `explanation` (its marks) only when it is the answer for this very case. */
  draw(value: C, explanation: E | undefined, view: BoardView): SVGSVGElement;
  /** Whether the explanation is the answer for this very case (not one judged before the last click). */
  fits(value: C, explanation: E): boolean;
  /** The verdict in words, for the status line. */
  verdict(value: C, explanation: E): string;
  /** The case with its board emptied (what stays is what the problem requires). */
  readonly clear?: (value: C) => C;
  readonly textForm?: TextForm<C>;
  /** The position as a link's parameters, and read back from them. */
  readonly link: { write(value: C): URLSearchParams; read(params: URLSearchParams): C | string };
}

class Session<C, E extends object> implements EditSession<E> {
  readonly element: HTMLElement;
  private readonly board = new EditBoard();
  private readonly status = el('p', { class: 'edit-status', 'aria-live': 'polite' });
  private readonly controls: Controls<C> | undefined;
  private readonly fenInput: HTMLInputElement | undefined;
  private readonly share = el('a', { class: 'share-link', target: '_blank', rel: 'noopener' }, 'Link to this position');
  private tool: string;
  private flipped = false;
  private answer: CaseAnswer<E> | undefined;
  private value: C;
  /** Why the last click or FEN did nothing; shown until the next edit. */
  private notice = '';
  /** The FEN last written into the box. */
  private fenShown = '';
  /** The position changed since the last redraw. */
  private positionChanged = true;

  constructor(
    private readonly spec: EditorSpec<C, E>,
    private readonly text: CaseInText<C>,
    private readonly onEdit: (input: string) => void,
  ) {
    this.value = text.value;
    this.tool = spec.tool;
    const tools = palette(spec.tools(), this.tool, (letter) => (this.tool = letter));
    this.controls = spec.controls?.(this.value, (next) => this.commit(next));
    const actions = el('div', { class: 'edit-actions' });
    const clear = spec.clear;
    if (clear) actions.append(this.button('Clear board', 'edit-clear', () => this.commit(clear(this.value))));
    const flip = this.button('Flip board', 'edit-flip', () => {
      this.flipped = !this.flipped;
      flip.setAttribute('aria-pressed', String(this.flipped));
      this.redraw();
    });
    flip.setAttribute('aria-pressed', 'false');
    actions.append(flip);
    this.element = el('div', { class: `editor ${spec.name}` }, tools);
    if (this.controls) this.element.append(this.controls.element);
    this.element.append(actions, this.board.element, this.status);
    if (spec.textForm) {
      const form = spec.textForm;
      const input = el('input', { type: 'text', class: 'fen-input', spellcheck: 'false', autocomplete: 'off', 'aria-label': form.label });
      this.fenInput = input;
      const load = el('button', { type: 'submit', class: 'fen-load' }, `Set from ${form.label}`);
      const fenForm = el('form', { class: 'fen-form' }, el('label', {}, `${form.label} `, input), load);
      fenForm.addEventListener('submit', (event) => {
        event.preventDefault();
        const read = form.read(input.value, this.value);
        if (typeof read === 'string') this.tell(`${form.label}: ${read}.`);
        else this.commit(read);
      });
      this.element.append(fenForm);
    }
    const copy = this.button('Copy link', 'copy-link', () => {
      navigator.clipboard.writeText(this.share.href).then(
        () => this.tell('The link is copied.'),
        () => this.tell('Copying was refused here: use the link’s own menu to copy it.'),
      );
    });
    this.element.append(el('p', { class: 'share' }, this.share, ' ', copy));
    this.redraw();
  }

  private button(text: string, name: string, onClick: () => void): HTMLButtonElement {
    const button = el('button', { type: 'button', class: name }, text);
    button.addEventListener('click', onClick);
    return button;
  }

  private tell(notice: string): void {
    this.notice = notice;
    this.redraw();
  }

  private commit(next: C): void {
    this.value = next;
    this.answer = undefined;
    this.notice = '';
    this.positionChanged = true;
    this.redraw();
    this.onEdit(this.text.write(next));
  }

  show(answer: CaseAnswer<E> | undefined): void {
    this.answer = answer;
    this.redraw();
  }

  private readonly onSquare = (cell: Cell): void => {
    const next = this.spec.apply(this.value, cell, this.tool);
    if (typeof next === 'string') this.tell(next);
    else this.commit(next);
  };

  private redraw(): void {
    const { spec, value, answer } = this;
    const explanation =
      answer?.kind === 'verdict' && answer.explanation && spec.fits(value, answer.explanation) ? answer.explanation : undefined;
    this.board.show(spec.draw(value, explanation, { flipped: this.flipped, onSquare: this.onSquare }));
    this.controls?.update(value);
    const verdict = !answer
      ? 'Judging…'
      : explanation
        ? spec.verdict(value, explanation)
        : answer.kind === 'verdict'
          ? ''
          : `Not a valid ${spec.noun} yet: see the error above.`;
    this.status.textContent = this.notice || verdict;
    if (this.fenInput && spec.textForm) {
      // Text typed into the box is left alone until the position changes.
      if (this.positionChanged || this.fenInput.value === this.fenShown) this.fenInput.value = this.fenShown = spec.textForm.write(value);
      this.positionChanged = false;
    }
    this.share.href = linkTo(spec.problem.id, spec.link.write(value));
  }
}

/** The problem's editor: sessions for its cases, and its input read from a link. */
export function positionEditor<C, E extends object>(spec: EditorSpec<C, E>): PositionEditor<E> {
  return {
    open(input, line, onEdit) {
      const text = CaseInText.open(spec.problem, input, line);
      return text && new Session(spec, text, onEdit);
    },
    fromLink(params) {
      const value = spec.link.read(params);
      if (typeof value === 'string') return { ok: false, error: value };
      // The position is data of one case: written, it must read back as that one case, or a
      // value of the link has made lines of its own.
      const input = formatInputs(spec.problem, [value]);
      const read = spec.problem.parse(input);
      const [only] = read.cases;
      const same = read.cases.length === 1 && only.result.ok && formatInputs(spec.problem, [only.result.value]) === input;
      return same ? { ok: true, value: input } : { ok: false, error: 'its position does not read back as one case' };
    },
  };
}
