import { el } from '../dom.js';

/**
 * A score sheet: the moves of a game as a printed game gives them, numbered pairs inline
 * ("1. 9-13 23-19 2. 11-15"), comments beside the move they follow, variations in parentheses after
 * the move they stand for, the result at the end, the current move highlighted and kept in view.
 * Each move is a button that shows its position; an annotator may mark it ("?"). The sheet is one
 * tab stop (the current move): ←/→ step back and on along the line being shown, ↑/↓ (or Home/End) go to the start and
 * to the
 * line's last move, and the focus, the board and the sheet's view move together. Used by every
 * replay and by the play modes; nothing in it knows a problem.
 */

export interface SheetMove {
  /** The move in the players' notation ("Kg5", "c6", "9-14", "22x15"). */
  readonly text: string;
  /** Its number as the game counts moves. */
  readonly number: number;
  /** The second side's move of that number (printed "1... 23-19" when it starts a run). */
  readonly second: boolean;
  /** What choosing it shows (a replay's step); every move of a sheet has its own. */
  readonly step: number;
  /** A move drawn apart: the illegal one. */
  readonly mark?: 'bad';
  readonly title?: string;
  /** An annotator's mark after the move ("?"), and the move's accessible name when it says more than its text. */
  readonly annotation?: string;
  readonly label?: string;
  /** A comment written after the move (PDN's `{...}`). */
  readonly comment?: string;
  /** Lines played instead of this move (PDN's variations), each from the position before it. */
  readonly variations?: readonly (readonly SheetMove[])[];
}

export interface ScoreSheetOptions {
  readonly moves: readonly SheetMove[];
  /** Called when a move is chosen (a click, or a key on the sheet); step 0 is the start. */
  readonly onPick?: (step: number) => void;
  /** A comment before the first move (the game's opening note). */
  readonly intro?: string;
  readonly label?: string;
  /** The result that ends the game ("1-0", "1/2-1/2"), printed after the last move. */
  readonly result?: string;
}

export interface ScoreSheet {
  readonly element: HTMLElement;
  /** The order of the moves: which comes before and after which. */
  readonly tree: MoveTree;
  /** Highlights the move whose step is `step` (none at the start, step 0) and scrolls the sheet to it. */
  select(step: number): void;
  /** Puts the keyboard on the current move (on the sheet at the start). */
  focus(): void;
}

/** A variation: its moves, and the move of the line above it that it is played instead of. */
export interface Line {
  readonly moves: readonly SheetMove[];
  readonly instead: SheetMove;
}

/**
 * The moves of a game and its variations as steps: which step comes before each (the start is 0),
 * and which after (the game's own move before a variation's). What the sheet's keys and a replay's
 * buttons step along.
 */
export class MoveTree {
  /** Each move's step with the step before it, the game's moves before the variations after them. */
  private readonly before = new Map<number, number>();
  private readonly order: number[] = [];
  /** Steps of the game's own moves (not in a variation). */
  private readonly main = new Set<number>();
  /** Each variation's move's line: the variation, and the move it is played instead of. */
  private readonly lines = new Map<number, Line>();

  constructor(moves: readonly SheetMove[]) {
    const walk = (line: readonly SheetMove[], from: number, instead: SheetMove | undefined): void => {
      let previous = from;
      for (const move of line) {
        this.before.set(move.step, previous);
        this.order.push(move.step);
        if (instead) this.lines.set(move.step, { moves: line, instead });
        else this.main.add(move.step);
        for (const variation of move.variations ?? []) walk(variation, previous, move);
        previous = move.step;
      }
    };
    walk(moves, 0, undefined);
  }

  /** The variation `step` is in, and the move it is played instead of; undefined on the game's own line. */
  variation(step: number): Line | undefined {
    return this.lines.get(step);
  }

  /** The step before `step` on its line (the start has none). */
  previous(step: number): number | undefined {
    return this.before.get(step);
  }

  /** The step after `step` on its line: the game's own move first where a variation starts. */
  next(step: number): number | undefined {
    return this.order.find((each) => this.before.get(each) === step);
  }

  /** The last move of the line `step` is on. */
  last(step: number): number {
    let at = step;
    for (let next = this.next(at); next !== undefined; next = this.next(at)) at = next;
    return at;
  }

  /** Whether `step` is the start or one of the game's own moves (not a variation's). */
  isMain(step: number): boolean {
    return step === 0 || this.main.has(step);
  }
}

export function scoreSheet(options: ScoreSheetOptions): ScoreSheet {
  const { moves } = options;
  const tree = new MoveTree(moves);
  const root = el('div', { class: 'score-sheet', role: 'list', 'aria-label': options.label ?? 'moves' });
  const buttons = new Map<number, HTMLButtonElement>();

  /** Writes `line` into `into`, items joined by spaces so that the sheet reads (and copies) as a printed game. */
  const write = (into: HTMLElement, line: readonly SheetMove[], listItems: boolean): void => {
    const add = (item: HTMLElement): void => {
      if (into.childElementCount > 0) into.append(' ');
      into.append(item);
    };
    // A run of moves starts at the line's start, after a comment, a variation or a move drawn apart.
    let runStarts = true;
    let pair: HTMLElement | undefined;
    for (const move of line) {
      if (!move.second || runStarts || !pair) {
        pair = el(
          'span',
          { class: 'sheet-pair', ...(listItems ? { role: 'listitem' } : {}) },
          el('span', { class: 'move-number' }, `${move.number}${move.second ? '...' : '.'}`),
        );
        add(pair);
      }
      const button = el(
        'button',
        { type: 'button', class: 'replay-move sheet-move', 'data-move-step': String(move.step), tabindex: '-1' },
        move.text,
      );
      if (move.title !== undefined) button.title = move.title;
      if (move.annotation !== undefined) button.append(el('span', { class: 'sheet-annotation' }, move.annotation));
      if (move.label !== undefined) button.setAttribute('aria-label', move.label);
      if (move.mark) {
        button.dataset.mark = move.mark;
        button.classList.add('bad');
      }
      button.addEventListener('click', () => options.onPick?.(move.step));
      buttons.set(move.step, button);
      pair.append(' ', button);
      runStarts = move.mark !== undefined;
      if (move.comment !== undefined) {
        add(el('span', { class: 'sheet-comment', ...(listItems ? { role: 'listitem' } : {}) }, move.comment));
        runStarts = true;
      }
      for (const variation of move.variations ?? []) {
        const box = el('span', { class: 'sheet-variation', ...(listItems ? { role: 'listitem' } : {}) });
        write(box, variation, false);
        box.prepend('(');
        box.append(')');
        add(box);
        runStarts = true;
      }
    }
  };

  if (options.intro !== undefined)
    root.append(el('span', { class: 'sheet-comment sheet-intro', role: 'listitem' }, options.intro));
  write(root, moves, true);
  const result =
    options.result === undefined ? undefined : el('span', { class: 'sheet-result', role: 'listitem' }, options.result);
  if (result) {
    if (root.childElementCount > 0) root.append(' ');
    root.append(result);
  }

  let selected = 0;
  /** The sheet's one tab stop: the current move, or the sheet itself at the start. */
  const stop = (): HTMLElement => buttons.get(selected) ?? root;
  const roving = (): void => {
    root.tabIndex = buttons.has(selected) ? -1 : 0;
    for (const [step, button] of buttons) button.tabIndex = step === selected ? 0 : -1;
  };

  /**
   * Scrolls the sheet (itself only, never the page) so that the current move shows, and after the game's last move
   * the result too; at the start, its top.
   */
  const reveal = (): void => {
    const button = buttons.get(selected);
    if (!button) root.scrollTop = 0;
    if (!button || root.scrollHeight <= root.clientHeight) return;
    const box = root.getBoundingClientRect();
    const at = button.getBoundingClientRect();
    const last = tree.isMain(selected) && tree.next(selected) === undefined;
    const bottom = Math.max(at.bottom, (last && result?.getBoundingClientRect().bottom) || at.bottom);
    const margin = 8;
    if (at.top < box.top + margin) root.scrollTop -= box.top + margin - at.top;
    else if (bottom > box.bottom - margin) root.scrollTop += bottom - (box.bottom - margin);
  };

  root.addEventListener('keydown', (event) => {
    const targets: Readonly<Record<string, number | undefined>> = {
      ArrowLeft: tree.previous(selected),
      ArrowRight: tree.next(selected),
      ArrowUp: 0,
      Home: 0,
      ArrowDown: tree.last(selected),
      End: tree.last(selected),
    };
    if (!(event.key in targets) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // A replay around the sheet steps with the same keys: the sheet's step is the one made.
    event.stopPropagation();
    const target = targets[event.key];
    if (target !== undefined && target !== selected) options.onPick?.(target);
  });

  roving();
  return {
    element: root,
    tree,
    focus() {
      stop().focus({ preventScroll: true });
      reveal();
    },
    select(step) {
      const hadFocus = root.contains(document.activeElement);
      buttons.get(selected)?.classList.remove('current');
      buttons.get(selected)?.removeAttribute('aria-current');
      selected = step;
      const button = buttons.get(step);
      button?.classList.add('current');
      button?.setAttribute('aria-current', 'step');
      roving();
      // The keyboard follows the move shown; the sheet scrolls to it once it is on the page.
      if (hadFocus) stop().focus({ preventScroll: true });
      if (root.isConnected) reveal();
      else requestAnimationFrame(reveal);
    },
  };
}

/**
 * Numbers plies as chess does: White's and then Black's make move n; `firstSecond` when the first ply is the second
 * side's.
 */
export function numbered(ply: number, firstSecond = false): { number: number; second: boolean } {
  const at = ply + (firstSecond ? 1 : 0);
  return { number: Math.floor(at / 2) + 1, second: at % 2 === 1 };
}

/**
 * A chess game as text to copy, as PGN writes a game from a set-up position: its tags (`SetUp` and
 * `FEN`, then any given), a blank line, the moves numbered ("1. Qa2 Qb3 2. Qxb3", "1... c5" when
 * Black moves first) and the result.
 */
export function movesWithFen(
  fen: string,
  moves: readonly string[],
  options: {
    readonly blackFirst?: boolean;
    readonly tags?: Readonly<Record<string, string>>;
    readonly result?: string;
  } = {},
): string {
  const words = moves.flatMap((move, ply) => {
    const { number, second } = numbered(ply, options.blackFirst);
    return second && ply > 0 ? [move] : [`${number}${second ? '...' : '.'}`, move];
  });
  const tags = Object.entries({ SetUp: '1', FEN: fen, ...options.tags }).map(
    ([name, value]) => `[${name} "${value}"]\n`,
  );
  return `${tags.join('')}\n${[...words, options.result ?? '*'].join(' ')}\n`;
}
