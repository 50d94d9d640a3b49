import { type ParseResult, rules } from '../../../src/index.js';
import { el } from '../dom.js';
import { type Cell, setActiveSquare } from './svg.js';

/**
 * Where a position editor draws its board. It keeps the board's one tab stop on the square last
 * focused across redraws (until then on the square the game suggests: a piece of the side to
 * move), and a board redrawn with the focus in it gives the focus to the same square of the new
 * board at once, in the same task, so that no key pressed meanwhile is lost (the page also moves
 * the editor between cards: `refocus` then brings the focus back).
 */
export class EditBoard {
  readonly element: HTMLElement = el('div', { class: 'edit-board' });
  /** The square the reader last focused (not the one the board offered them): the board's tab stop. */
  private chosen: string | undefined;
  /** The tab stop offered while the reader has chosen none: the game's suggestion, or the board's first square. */
  private offered: string | undefined;
  /**
   * The focus is on the board: set when a square gets it, cleared when it goes elsewhere on the
   * page. A square removed with the focus (a redraw, the page moving the editor) leaves it set.
   */
  private focusHere = false;

  constructor() {
    this.element.addEventListener('focusin', (event) => {
      this.focusHere = true;
      const square = (event.target as Element).getAttribute('data-square');
      if (square && (this.chosen !== undefined || square !== this.offered)) this.chosen = square;
    });
    this.element.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && !this.element.contains(event.relatedTarget)) this.focusHere = false;
    });
  }

  /**
   * Draws `board`; `home` is its tab stop while the reader has chosen none (until then the keyboard follows it: a
   * piece of the side to move, once the moves are known).
   */
  show(board: SVGSVGElement, home?: string): void {
    const old = this.element.firstElementChild;
    const focused = document.activeElement;
    const hadFocus = old !== null && focused !== null && old.contains(focused);
    this.element.replaceChildren(board);
    const stop = this.chosen ?? home;
    if (stop) setActiveSquare(board, stop);
    this.offered = this.chosen === undefined ? (this.square()?.getAttribute('data-square') ?? undefined) : undefined;
    if (focused === old && old !== null) board.focus({ preventScroll: true });
    else if (hadFocus) this.refocus();
  }

  /** The board's tab stop (the square the keyboard is on, or comes back to). */
  square(): SVGRectElement | null {
    return this.element.querySelector<SVGRectElement>('rect.square[tabindex="0"]');
  }

  /**
   * The focus back on the board's square when a redraw or a move took it away (not when the
   * reader has gone on to another control meanwhile).
   */
  refocus(): void {
    if (!this.focusHere) return;
    const square = this.square();
    const focused = document.activeElement;
    if (square?.isConnected && (!focused || focused === document.body || this.element.contains(focused)))
      square.focus({ preventScroll: true });
  }
}

export interface Tool {
  readonly letter: string;
  readonly label: string;
  readonly icon: Node;
}

/** A row of the palette: one side's pieces, or the fields, or the eraser. */
export interface ToolRow {
  readonly label: string;
  readonly tools: readonly Tool[];
}

/**
 * A toolbar of tools in rows (White's pieces on one, Black's on the next), exactly one pressed at
 * a time. The toolbar is one tab stop (the pressed tool, then the one last focused: the WAI-ARIA
 * toolbar pattern): Left and Right move along the tools, Up and Down between rows, Home and End
 * to the ends; Enter or Space presses one.
 */
export function palette(rows: readonly ToolRow[], selected: string, onSelect: (letter: string) => void): HTMLElement {
  const grid: HTMLButtonElement[][] = rows.map(({ tools }) =>
    tools.map(({ letter, label }) =>
      el('button', {
        type: 'button',
        class: 'tool',
        'data-piece': letter,
        title: label,
        'aria-label': label,
        'aria-pressed': String(letter === selected),
        tabindex: letter === selected ? '0' : '-1',
      }),
    ),
  );
  const buttons = grid.flat();
  if (!buttons.some((button) => button.tabIndex === 0)) buttons[0]?.setAttribute('tabindex', '0');
  rows.forEach(({ tools }, row) => tools.forEach(({ icon }, column) => grid[row][column].append(icon)));
  for (const button of buttons) {
    button.addEventListener('click', () => {
      onSelect(button.dataset.piece ?? '');
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
    });
  }
  const toolbar = el(
    'div',
    { class: 'palette', role: 'toolbar', 'aria-label': 'tools' },
    ...grid.map((buttonsOfRow, row) =>
      el('div', { class: 'palette-row', role: 'group', 'aria-label': rows[row].label }, ...buttonsOfRow),
    ),
  );
  // The tool last focused is the tab stop, as the pattern has it.
  toolbar.addEventListener('focusin', (event) => {
    if (!buttons.includes(event.target as HTMLButtonElement)) return;
    for (const button of buttons) button.setAttribute('tabindex', button === event.target ? '0' : '-1');
  });
  toolbar.addEventListener('keydown', (event) => {
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const row = grid.findIndex((buttonsOfRow) => buttonsOfRow.includes(buttons[at]));
    const column = grid[row].indexOf(buttons[at]);
    const inRow = (to: number): HTMLButtonElement | undefined => grid[to]?.[Math.min(column, grid[to].length - 1)];
    const targets: Readonly<Record<string, HTMLButtonElement | undefined>> = {
      ArrowLeft: buttons[at - 1],
      ArrowRight: buttons[at + 1],
      ArrowUp: inRow(row - 1),
      ArrowDown: inRow(row + 1),
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    targets[event.key]?.focus();
  });
  return toolbar;
}

/** What an editor needs of its problem: the contest text read into a case, and a case written back. */
export interface CaseFormat<C> {
  parse(text: string): ParseResult<C>;
  formatInput(input: C): string;
}

/**
 * One case of an input, read with its problem's `parse` and written back with its `formatInput`:
 * an edit rewrites that case's lines and leaves every other line (and CRLF line ends) as it was.
 */
export class CaseInText<C> {
  private constructor(
    private text: string,
    private readonly line: number,
    /** How many lines of `text` the case takes now. */
    private span: number,
    private readonly format: CaseFormat<C>,
    readonly value: C,
  ) {}

  /** The case whose data set starts on `line`; undefined when it does not parse. */
  static open<C>(format: CaseFormat<C>, text: string, line: number): CaseInText<C> | undefined {
    const cases = format.parse(text).cases;
    const found = cases.find((item) => item.line === line)?.result;
    if (!found?.ok) return undefined;
    // The case takes as many non-blank lines as its formatted text (blank lines may come between, or be part of it).
    const wanted = format
      .formatInput(found.value)
      .split('\n')
      .filter((text) => text.trim() !== '').length;
    const lines = text.split('\n');
    let span = 0;
    for (let seen = 0; seen < wanted && line - 1 + span < lines.length; span++)
      if (lines[line - 1 + span].trim() !== '') seen++;
    const edited = new CaseInText(text, line, span, format, found.value);
    // Written back unchanged, the input must give the same cases, or the case's lines were not found safely.
    const written = (parsed: ParseResult<C>): string =>
      parsed.cases.map((item) => (item.result.ok ? format.formatInput(item.result.value) : '?\n')).join('');
    return written(format.parse(edited.rewrite(found.value))) === written({ cases, errors: [] }) ? edited : undefined;
  }

  /** The whole input with the case replaced by `next`; later edits replace that. */
  write(next: C): string {
    this.text = this.rewrite(next);
    this.span = lineCount(this.format.formatInput(next));
    return this.text;
  }

  private rewrite(next: C): string {
    const lines = this.text.split('\n');
    const end = lines[this.line - 1]?.endsWith('\r') ? '\r' : '';
    const written = this.format
      .formatInput(next)
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => text + end);
    lines.splice(this.line - 1, this.span, ...written);
    return lines.join('\n');
  }
}

const lineCount = (text: string): number => text.replace(/\n$/, '').split('\n').length;

/**
 * The board with `piece` put on `square` (undefined erases it). The same piece put again removes
 * it; a piece of the `unique` role (each side has exactly one) moves from where it stood.
 */
export function placePiece(
  board: rules.chess.ChessBoard,
  square: number,
  piece: rules.chess.Piece | undefined,
  unique: rules.chess.Role,
): rules.chess.ChessBoard {
  const next = board.clone();
  const there = board.pieceAt(square);
  if (piece && there?.side === piece.side && there.role === piece.role) {
    next.put(square, undefined);
    return next;
  }
  if (piece?.role === unique) {
    for (const other of board.squaresOf(piece.side))
      if (board.pieceAt(other)?.role === unique) next.put(other, undefined);
  }
  next.put(square, piece);
  return next;
}

/**
 * The board with the piece on `from` moved to `to` (a piece dragged while setting up), whatever stood there taken away.
 */
export function movePiece(board: rules.chess.ChessBoard, from: Cell, to: Cell): rules.chess.ChessBoard {
  const next = board.clone();
  const origin = rules.geometry.squareAt(board.shape, from.file, from.rank);
  next.put(rules.geometry.squareAt(board.shape, to.file, to.rank), board.pieceAt(origin));
  next.put(origin, undefined);
  return next;
}

/** Whether a piece stands on `cell`. */
export const occupiedAt = (board: rules.chess.ChessBoard, cell: Cell): boolean =>
  board.pieceAt(rules.geometry.squareAt(board.shape, cell.file, cell.rank)) !== undefined;
