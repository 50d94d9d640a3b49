import { type CaseOutcome, type Problem, type ProblemId, SIDES, type Side, formatInputs } from '../../../src/index.js';
import { el, focusPath, restoreFocus } from '../dom.js';
import { CaseInText, EditBoard, type ToolRow, palette } from './editing.js';
import { watchDrag } from './drag.js';
import { linkTo } from '../link.js';
import type { RuleReply, RuleQuestion } from '../protocol.js';
import { askRules } from '../oracle.js';
import { type Arrow, type Cell, type GridOptions, type Highlight, cellName, lastMoveTint, parseCell } from './svg.js';
import { type ScoreSheet, numbered, scoreSheet } from './score-sheet.js';
import { type FlipControl, PICKED, TARGET, copyControl, flipControl, playLegend, setDisabled } from './controls.js';
import type { EditMode, EditSession, PositionEditor } from './edit-session.js';

/**
 * Setting up a case and playing moves from it, the same for every problem. Setting up: a palette
 * with one row per side (pieces placed by clicking or dragging, moved by dragging), the problem's
 * own controls (side to move, m), Clear and Flip, the board, a status line, a FEN box (read and
 * written) and a link that reproduces the position. Playing: legal moves by clicking or dragging
 * a piece, the moves the rules worker offers (other squares refused with the reason as their
 * tooltip), a step back. Either way the case is read with the problem's `parse` and every edit is
 * written back with its `formatInput` (see CaseInText), and judged again; a problem says only
 * what is particular to it, in an EditorSpec.
 */

/** What the board is drawn with: its orientation, what a square does when used, and the marks of play. */
export type BoardView = Pick<
  GridOptions,
  'flipped' | 'onSquare' | 'overlay' | 'squareTitle' | 'draggable' | 'onDrag'
> & {
  readonly flipped: boolean;
  readonly onSquare: (cell: Cell) => void;
};

/** Controls of a problem's own (a side, m): built once, told of every new value. */
export interface Controls<C> {
  readonly element: HTMLElement;
  update(value: C): void;
}

/** A side as two radio buttons (the side judged, the side that moves first), read from the case and written into it. */
export function sideControls<C>(
  value: C,
  commit: (next: C) => void,
  spec: {
    readonly legend: string;
    label(side: Side): string;
    sideOf(value: C): Side;
    withSide(value: C, side: Side): C;
  },
): Controls<C> {
  let current = value;
  const name = `side-${Math.random().toString(36).slice(2)}`;
  const inputs = SIDES.map((side) => {
    const input = el('input', { type: 'radio', name, value: side, 'data-side': side });
    input.addEventListener('change', () => {
      if (input.checked) commit(spec.withSide(current, side));
    });
    return input;
  });
  const update = (next: C): void => {
    current = next;
    inputs.forEach((input, index) => (input.checked = SIDES[index] === spec.sideOf(next)));
  };
  update(value);
  return {
    element: el(
      'fieldset',
      { class: 'sides' },
      el('legend', {}, spec.legend),
      ...inputs.map((input, index) => el('label', {}, input, ` ${spec.label(SIDES[index])}`)),
    ),
    update,
  };
}

/** A text form of the position (FEN, PDN FEN): written from the case, read back into it. */
export interface TextForm<C> {
  readonly label: string;
  write(value: C): string;
  /** The case with the position read from `text`, or the reason it cannot be read. */
  read(text: string, value: C): C | string;
}

/** A move on offer from one square to another, and the case after it. */
export interface PlayMove<C> {
  /** As the game writes it (SAN, PDN). */
  readonly label: string;
  readonly next: C;
  /** Squares the move passes through (a checkers jump), for its arrow. */
  readonly path?: readonly Cell[];
}

/** A square a piece may be taken to: the moves that end there, or why none does (and the marks that show why). */
export interface PlayTarget<C> {
  readonly moves: readonly PlayMove<C>[];
  readonly reason: string | null;
  readonly marks?: { readonly arrows?: readonly Arrow[]; readonly highlights?: readonly Highlight[] };
}

/** Each piece of the side to move, by its square (cell names): its targets, and why it cannot move at all, when so. */
export type PlayTargets<C> = ReadonlyMap<
  string,
  { readonly squares: ReadonlyMap<string, PlayTarget<C>>; readonly stuck?: string }
>;

/** Playing legal moves from the case's position. */
export interface PlaySpec<C, E extends object> {
  /** The button that starts it. */
  readonly label: string;
  /**
   * What to ask the rules worker about the position to move in; a string says why no move can be
   * made (the game is over); undefined waits for the case's judged answer.
   */
  question(value: C, explanation: E | undefined): RuleQuestion | string | undefined;
  /** The rules worker's reply as targets (or why there are none). */
  targets(value: C, reply: RuleReply): PlayTargets<C> | string;
  /** A square as the game names it in messages ("e4", or a checkers square's number). */
  squareName?(cell: Cell): string;
  /** More, under the board: what the record exports, say. */
  extra?(value: C, explanation: E | undefined): HTMLElement | undefined;
  /** Whose move it is and when the game is over, for the line above the score sheet. */
  readonly turn?: PlayTurn<C, E>;
  /** The moves played as text to copy (PDN, or a FEN and SAN), under this label. */
  readonly copy?: { readonly label: string; text(game: PlayedGame<C, E>): string };
}

/** A game played on a board: the case it started from, the moves up to the position shown, that position. */
export interface PlayedGame<C, E extends object> {
  readonly start: C;
  readonly moves: readonly string[];
  readonly value: C;
  /** The judged outcome for `value`, once it has come. */
  readonly explanation: E | undefined;
}

/** Whose move it is in a game, as the game names the sides, and whether the game is over. */
export interface PlayTurn<C, E extends object> {
  /** The side that makes the first move of each number ("1. e4" White's; PDN's "1. 11-15" Red's). */
  readonly first: Side;
  /** The side to move in the case, once judged when only the judgement knows it. */
  of(value: C, explanation: E | undefined): Side | undefined;
  name(side: Side): string;
  /** Who won and why ("Black wins: White is checkmated."), when the game is over. */
  over(value: C, explanation: E): string | undefined;
}

/**
 * A problem's editor. `C` is what is edited: a setup, which may be one the rules refuse while it
 * is being set up (a board without its king yet); it is a case once the problem's parser accepts it.
 */
export interface EditorSpec<C, E extends object> {
  /** A class name for the editor's element. */
  readonly name: string;
  /** What the case is called in the status line: "position", "game", "record". */
  readonly noun: string;
  readonly problem: Pick<Problem<C, unknown, E, ProblemId>, 'id' | 'parse' | 'formatInput' | 'framing'>;
  /** The palette's rows (built when an editor opens: icons are DOM). */
  tools(): readonly ToolRow[];
  /** The tool pressed at the start: one of the side being judged. */
  tool(value: C): string;
  /** The case after `tool` is used on `cell`; a string says why it cannot be used there. */
  apply(value: C, cell: Cell, tool: string): C | string;
  /** The case with the piece on `from` moved to `to` (a drag while setting up), or why not. */
  move?(value: C, from: Cell, to: Cell): C | string;
  /** Whether a piece stands on `cell` (it can be dragged). */
  occupied(value: C, cell: Cell): boolean;
  controls?(value: C, commit: (next: C) => void): Controls<C>;
  /** The board of the case; `explanation` (its marks) only when it is the outcome for this very case. */
  draw(value: C, explanation: E | undefined, view: BoardView): SVGSVGElement;
  /** Whether the explanation is the outcome for this very case (not one judged before the last click). */
  fits(value: C, explanation: E): boolean;
  /** The verdict in words, for the status line. */
  verdict(value: C, explanation: E): string;
  /** The case with its board emptied (what stays is what the problem requires). */
  readonly clear?: (value: C) => C;
  readonly textForm?: TextForm<C>;
  /** The position as a link's parameters, and read back from them. */
  readonly link: { write(value: C): URLSearchParams; read(params: URLSearchParams): C | string };
  readonly play?: PlaySpec<C, E>;
}

class Session<C, E extends object> implements EditSession<E> {
  readonly element: HTMLElement;
  private readonly board = new EditBoard();
  private readonly status = el('p', { class: 'edit-status', 'aria-live': 'polite' });
  private readonly controls: Controls<C> | undefined;
  private readonly fenInput: HTMLInputElement | undefined;
  private readonly share = el('a', { class: 'share-link', target: '_blank', rel: 'noopener' }, 'Link to this position');
  private readonly playPanel = el('div', { class: 'play-panel' });
  private tool: string;
  private readonly flip: FlipControl;
  private outcome: CaseOutcome<E> | undefined;
  private value: C;
  /** Why the last click or FEN did nothing; shown until the next edit. */
  private notice = '';
  /** The FEN last written into the box. */
  private fenShown = '';
  /** The position changed since the last redraw. */
  private positionChanged = true;
  // Playing: the moves made, each with the positions before and after it; how many of them the
  // board shows (a move chosen on the score sheet shows the position after it, the later moves
  // kept until a move is played from there); the targets of the position; the piece picked up.
  private readonly line: { label: string; before: C; after: C; side: Side | undefined; from: Cell; to: Cell }[] = [];
  private at = 0;
  private targets: PlayTargets<C> | undefined;
  private asked: C | undefined;
  /**
   * The keyboard is on the score sheet: set when the sheet gets the focus, cleared when the focus
   * goes elsewhere. A sheet redrawn, or the editor moved to the card drawn again, leaves it set.
   */
  private onSheet = false;
  /** The score sheet shown, when a move has been played. */
  private sheet: ScoreSheet | undefined;
  private picked: string | undefined;
  /** What shows why the last square was refused (an attacker's line, the captures due), until the next click. */
  private refused: PlayTarget<C>['marks'];

  constructor(
    private readonly spec: EditorSpec<C, E>,
    private readonly text: CaseInText<C>,
    private readonly onEdit: (input: string) => void,
    private readonly mode: EditMode,
  ) {
    this.value = text.value;
    this.tool = spec.tool(this.value);
    const actions = el('div', { class: 'edit-actions' });
    this.element = el('div', { class: `editor ${spec.name} mode-${mode}` });
    if (mode === 'setup') {
      const tools = palette(spec.tools(), this.tool, (letter) => (this.tool = letter));
      this.dragFromPalette(tools);
      this.element.append(tools);
      this.controls = spec.controls?.(this.value, (next) => this.commit(next));
      if (this.controls) this.element.append(this.controls.element);
      const clear = spec.clear;
      if (clear) actions.append(this.button('Clear board', 'edit-clear', () => this.commit(clear(this.value))));
    } else {
      actions.append(
        // Takes back the move that led to the position shown (and any after it).
        this.button('◀ Step back', 'play-back', () => {
          const last = this.line[this.at - 1];
          if (!last) return;
          this.line.length = this.at = this.at - 1;
          this.commit(last.before, false);
        }),
      );
    }
    this.flip = flipControl(this.element, () => this.redraw());
    this.flip.button.classList.add('edit-flip');
    actions.append(this.flip.button);
    this.element.append(actions, this.board.element, this.status);
    if (mode === 'play') {
      this.element.append(this.playPanel);
      this.playPanel.addEventListener('focusin', (event) => {
        this.onSheet = (event.target as Element).closest('.score-sheet') !== null;
      });
      this.playPanel.addEventListener('focusout', (event) => {
        if (event.relatedTarget instanceof Element && !event.relatedTarget.closest('.play-panel .score-sheet'))
          this.onSheet = false;
      });
    }
    if (spec.textForm && mode === 'setup') {
      const form = spec.textForm;
      const input = el('input', {
        type: 'text',
        class: 'fen-input',
        spellcheck: 'false',
        autocomplete: 'off',
        'aria-label': form.label,
      });
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

  /** The case changed: drawn at once, written into the input, judged again. A set-up forgets the moves played. */
  private commit(next: C, setUp = true): void {
    if (setUp && this.mode === 'setup') this.line.length = this.at = 0;
    this.value = next;
    this.outcome = undefined;
    this.notice = '';
    this.positionChanged = true;
    this.targets = undefined;
    this.picked = undefined;
    this.refused = undefined;
    this.redraw();
    this.onEdit(this.text.write(next));
  }

  show(outcome: CaseOutcome<E> | undefined): void {
    this.outcome = outcome;
    this.redraw();
  }

  private explanation(): E | undefined {
    const { outcome } = this;
    return outcome?.kind === 'verdict' && outcome.explanation && this.spec.fits(this.value, outcome.explanation)
      ? outcome.explanation
      : undefined;
  }

  // ---- Setting up ------------------------------------------------------------------------------

  private readonly onSquare = (cell: Cell): void => {
    if (this.mode === 'play') return this.playSquare(cell);
    const next = this.spec.apply(this.value, cell, this.tool);
    if (typeof next === 'string') this.tell(next);
    else this.commit(next);
  };

  /** A piece dragged on the board: moved to another square, or taken off when let go outside it. */
  private readonly onDrag = (from: Cell, to: Cell | undefined): void => {
    if (this.mode === 'play') {
      this.picked = cellName(from);
      if (to) this.playSquare(to);
      else this.redraw();
      return;
    }
    const next = to ? this.spec.move?.(this.value, from, to) : this.spec.apply(this.value, from, '.');
    if (next === undefined) return;
    if (typeof next === 'string') this.tell(next);
    else this.commit(next);
  };

  /** A tool dragged from the palette onto a square is used there (and stays the tool). */
  private dragFromPalette(tools: HTMLElement): void {
    tools.addEventListener('pointerdown', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button.tool');
      if (!button) return;
      const square = this.board.element.querySelector('rect.square')?.getBoundingClientRect().width ?? 40;
      watchDrag(event, {
        size: square,
        ghost: () => button.firstElementChild?.cloneNode(true) as Element,
        drop: (target) => {
          const rect = target?.closest('rect.square');
          const cell =
            rect && this.board.element.contains(rect) ? parseCell(rect.getAttribute('data-square') ?? '') : undefined;
          if (!cell) return;
          // The tool dragged becomes the tool, as a click on it would make it.
          this.tool = button.dataset.piece ?? this.tool;
          for (const other of Array.from(tools.querySelectorAll('button.tool')))
            other.setAttribute('aria-pressed', String(other === button));
          this.onSquare(cell);
        },
      });
    });
  }

  // ---- Playing ---------------------------------------------------------------------------------

  /** A square as the game names it. */
  private said(name: string): string {
    const cell = parseCell(name);
    return cell && this.spec.play?.squareName ? this.spec.play.squareName(cell) : name;
  }

  private playSquare(cell: Cell): void {
    const name = cellName(cell);
    this.refused = undefined;
    const targets = this.targets;
    if (!targets) return this.tell(this.notice || 'Wait a moment: the moves are being found.');
    if (targets.size === 0) return this.tell(this.notice || 'The game is over: no piece can move.');
    const from = this.picked === undefined ? undefined : targets.get(this.picked)?.squares;
    const target = from?.get(name);
    const [move] = target?.moves ?? [];
    if (move) return this.playMove(move, parseCell(this.picked ?? '') ?? cell, cell);
    // Another piece of the side to move is picked up instead.
    const piece = targets.get(name);
    if (piece) {
      const movable = [...piece.squares.values()].some((entry) => entry.moves.length > 0);
      this.picked = name;
      this.notice = movable
        ? ''
        : `The piece on ${this.said(name)} has no legal move${piece.stuck ? `: ${piece.stuck}` : ''}.`;
      return this.redraw();
    }
    this.refused = target?.marks;
    if (target)
      return this.tell(
        `${this.said(this.picked ?? '')}-${this.said(name)} is not legal: ` +
          `${target.reason ?? 'no legal move goes there'}.`,
      );
    if (from) return this.tell(`${this.said(this.picked ?? '')}-${this.said(name)}: no legal move goes there.`);
    this.tell(
      this.spec.occupied(this.value, cell)
        ? `The piece on ${this.said(name)} is not the side to move’s.`
        : 'Pick up a piece of the side to move.',
    );
  }

  private playMove(move: PlayMove<C>, from: Cell, to: Cell): void {
    const side = this.spec.play?.turn?.of(this.value, this.explanation());
    // Played from an earlier position: the moves after it give way to this one.
    this.line.length = this.at;
    this.line.push({ label: move.label, before: this.value, after: move.next, side, from, to });
    this.at = this.line.length;
    this.commit(move.next, false);
  }

  /** Shows the position after the line's move `step` (0: before the first), as the score sheet chooses it. */
  private showStep(step: number): void {
    const move = step === 0 ? this.line[0] : this.line[step - 1];
    if (!move || step === this.at) return;
    this.at = step;
    this.commit(step === 0 ? move.before : move.after, false);
  }

  /** Asks the rules worker for the targets of the position, once per position. */
  private askTargets(explanation: E | undefined): void {
    const play = this.spec.play;
    if (!play || this.targets || this.asked === this.value) return;
    const question = play.question(this.value, explanation);
    if (question === undefined) return;
    if (typeof question === 'string') {
      this.targets = new Map();
      this.notice = question;
      return;
    }
    const asked = (this.asked = this.value);
    void askRules(this.spec.problem.id, question).then((reply) => {
      if (this.value !== asked) return;
      const targets = play.targets(asked, reply);
      this.targets = typeof targets === 'string' ? new Map() : targets;
      if (typeof targets === 'string') this.notice = targets;
      this.redraw();
    });
  }

  private playView(): Partial<BoardView> {
    const targets = this.targets;
    if (this.mode !== 'play') return {};
    const last = this.line[this.at - 1];
    const highlights: Highlight[] = last ? lastMoveTint(last.from, last.to) : [];
    // Nothing moves until the moves of the position are known.
    if (!targets) return { overlay: { highlights }, draggable: () => false };
    const picked = this.picked === undefined ? undefined : targets.get(this.picked)?.squares;
    const arrows: Arrow[] = [];
    const pickedCell = this.picked === undefined ? undefined : parseCell(this.picked);
    if (pickedCell)
      highlights.push({ cell: pickedCell, kind: 'ring', colour: PICKED, title: 'picked up', className: 'play-picked' });
    for (const [name, target] of picked ?? []) {
      const cell = parseCell(name);
      const [move] = target.moves;
      if (!cell || !move) continue;
      highlights.push({
        cell,
        kind: 'dot',
        colour: TARGET,
        title: target.moves.map((each) => each.label).join(' or '),
        className: 'play-target',
      });
      const path = move.path ?? [];
      for (let hop = 1; hop < path.length; hop++)
        arrows.push({ from: path[hop - 1], to: path[hop], colour: TARGET, title: move.label });
    }
    arrows.push(...(this.refused?.arrows ?? []));
    highlights.push(...(this.refused?.highlights ?? []));
    return {
      overlay: { highlights, arrows },
      draggable: (cell) => targets.has(cellName(cell)),
      squareTitle: (cell) => {
        const target = picked?.get(cellName(cell));
        if (!target) return undefined;
        return target.moves.length > 0
          ? target.moves.map((move) => move.label).join(' or ')
          : `cannot go here: ${target.reason ?? ''}`;
      },
    };
  }

  private redraw(): void {
    const { spec, value, outcome } = this;
    const explanation = this.explanation();
    if (this.mode === 'play') this.askTargets(explanation);
    const view: BoardView = {
      flipped: this.flip.flipped,
      onSquare: this.onSquare,
      onDrag: this.onDrag,
      draggable: (cell) => spec.occupied(value, cell),
      ...this.playView(),
    };
    // At play, the keyboard's square starts on a piece of the side to move that can move.
    const home = [...(this.targets ?? [])].find(([, piece]) =>
      [...piece.squares.values()].some((target) => target.moves.length > 0),
    )?.[0];
    this.board.show(spec.draw(value, explanation, view), home);
    this.controls?.update(value);
    const verdict = !outcome
      ? 'Judging…'
      : explanation
        ? spec.verdict(value, explanation)
        : outcome.kind === 'verdict'
          ? ''
          : `Not a valid ${spec.noun} yet: see the error above.`;
    this.status.textContent = this.notice || verdict;
    if (this.mode === 'play') this.showPlayed(explanation);
    if (this.fenInput && spec.textForm) {
      // Text typed into the box is left alone until the position changes.
      if (this.positionChanged || this.fenInput.value === this.fenShown)
        this.fenInput.value = this.fenShown = spec.textForm.write(value);
    }
    this.positionChanged = false;
    this.share.href = linkTo(spec.problem.id, spec.link.write(value));
  }

  private showPlayed(explanation: E | undefined): void {
    const back = this.element.querySelector<HTMLButtonElement>('button.play-back');
    if (back) setDisabled(back, this.at === 0, () => this.board.square()?.focus());
    const turn = this.spec.play?.turn;
    const state = el('p', { class: 'play-state', role: 'status' });
    if (turn) {
      const over = explanation ? turn.over(this.value, explanation) : undefined;
      const side = turn.of(this.value, explanation);
      state.textContent = over ? `Game over: ${over}` : side ? `${turn.name(side)} to move.` : '';
      state.classList.toggle('game-over', over !== undefined);
    }
    // The moves played, as a score sheet: numbered from the side that made the first of them.
    const firstSide = this.line[0]?.side;
    const secondFirst = turn !== undefined && firstSide !== undefined && firstSide !== turn.first;
    const sheet = scoreSheet({
      label: 'moves played here',
      moves: this.line.map((move, index) => ({ ...numbered(index, secondFirst), text: move.label, step: index + 1 })),
      onPick: (step) => this.showStep(step),
    });
    sheet.select(this.at);
    const moves =
      this.line.length === 0
        ? el(
            'p',
            { class: 'played' },
            state.classList.contains('game-over')
              ? ''
              : 'Pick up a piece of the side to move: click it or drag it to its square.',
          )
        : el('div', { class: 'played' }, el('span', { class: 'played-label' }, 'Played here: '), sheet.element);
    const copy = this.spec.play?.copy;
    const start = this.line[0]?.before;
    const tools =
      copy && start !== undefined
        ? copyControl(copy.label, () =>
            copy.text({
              start,
              moves: this.line.slice(0, this.at).map((move) => move.label),
              value: this.value,
              explanation: this.explanation(),
            }),
          )
        : undefined;
    const extra = this.spec.play?.extra?.(this.value, explanation);
    const focus = focusPath(this.playPanel);
    this.playPanel.replaceChildren(
      ...(state.textContent ? [state] : []),
      playLegend(),
      moves,
      ...(tools ? [el('div', { class: 'board-tools' }, tools)] : []),
      ...(extra ? [extra] : []),
    );
    this.sheet = this.line.length > 0 ? sheet : undefined;
    this.placed();
    // A control of the panel drawn again (Copy, the export) keeps the keyboard too; the sheet gone, the board has it.
    restoreFocus(this.playPanel, focus, () => this.board.square()?.focus());
  }

  /**
   * The keyboard back where it was when a redraw, or the page moving the editor into a new card,
   * took it away: on the score sheet while it steps through the moves, or on the board's square (not
   * when the reader has gone on to another control meanwhile). At once, so that no key is lost.
   */
  placed(): void {
    this.board.refocus();
    const focused = document.activeElement;
    if (
      this.sheet?.element.isConnected &&
      this.onSheet &&
      (!focused || focused === document.body || this.playPanel.contains(focused))
    )
      this.sheet.focus();
  }
}

/** The problem's editor: sessions for its cases, and its input read from a link. */
export function positionEditor<C, E extends object>(spec: EditorSpec<C, E>): PositionEditor<E> {
  return {
    open(input, line, onEdit, mode) {
      if (mode === 'play' && !spec.play) return undefined;
      const text = CaseInText.open<C>(spec.problem, input, line);
      return text && new Session(spec, text, onEdit, mode);
    },
    fromLink(params) {
      const value = spec.link.read(params);
      if (typeof value === 'string') return { ok: false, error: value };
      // The position is data of one case: written, it must read back as that one case, or a
      // value of the link has made lines of its own.
      const input = formatInputs(spec.problem, [value]);
      const read = spec.problem.parse(input);
      const [only] = read.cases;
      const same =
        read.cases.length === 1 && only.result.ok && formatInputs(spec.problem, [only.result.value]) === input;
      return same ? { ok: true, value: input } : { ok: false, error: 'its position does not read back as one case' };
    },
    ...(spec.play ? { play: spec.play.label } : {}),
  };
}
