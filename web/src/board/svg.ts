import { watchDrag } from './drag.js';

/**
 * Board drawing for any problem: an SVG grid of any width and height, with square colours,
 * highlights, arrows between squares and pieces placed on squares. Squares are addressed as in
 * src/core/geometry.ts: file 0 on the left, rank 0 at the bottom, names "a1".."h8".
 * Everything is built with DOM calls; no markup strings, so no user text is ever parsed as HTML.
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';

export interface Cell {
  readonly file: number;
  readonly rank: number;
}

export type HighlightKind =
  /** The whole square tinted. */
  | 'fill'
  /** A ring inside the square's edge. */
  | 'ring'
  /** A dot in the middle (a square a piece may go to). */
  | 'dot'
  /** A cross (a square a piece may not go to). */
  | 'cross';

export interface Highlight {
  readonly cell: Cell;
  readonly kind: HighlightKind;
  readonly colour: string;
  /** Drawn under (fill) or over (others) the pieces; also the square's tooltip. */
  readonly title?: string;
  /** A short label in the square's corner (for example "F" or "D"). */
  readonly label?: string;
  /** A class of its own, for styling and tests ("play-target"). */
  readonly className?: string;
}

export interface Arrow {
  readonly from: Cell;
  readonly to: Cell;
  readonly colour: string;
  readonly title?: string;
  /** A class of its own, for styling and tests ("hint-arrow"). */
  readonly className?: string;
  /** Dashed: a line of attack or a move the rules required, not a move made. */
  readonly dashed?: boolean;
}

export interface Placement {
  readonly cell: Cell;
  /** Draws the piece into a 45x45 box; the grid scales and places it. */
  readonly draw: () => SVGGElement;
  readonly title?: string;
}

export interface GridOptions {
  readonly width: number;
  readonly height: number;
  /** Square colour; defaults to the chessboard's light and dark squares (a1 dark). */
  readonly colourOf?: (cell: Cell) => string;
  readonly highlights?: readonly Highlight[];
  readonly arrows?: readonly Arrow[];
  readonly pieces?: readonly Placement[];
  /** File letters and rank numbers along the edges. */
  readonly coordinates?: boolean;
  /**
   * Makes the board a grid of squares that act: a click, or Enter/Space on the focused square. The
   * board is one tab stop; arrow keys move between squares (the WAI-ARIA grid pattern).
   */
  readonly onSquare?: (cell: Cell) => void;
  /** An acting square's accessible name; by default "e4, white king" or "e4, empty" from the pieces' titles. */
  readonly squareName?: (cell: Cell) => string;
  /** Black's side at the bottom (the board turned half a circle). */
  readonly flipped?: boolean;
  /** Marks laid over the drawing's own (a piece picked up and where it may go). */
  readonly overlay?: { readonly highlights?: readonly Highlight[]; readonly arrows?: readonly Arrow[] };
  /** A square's name in its tooltip, as the game names it (a checkers square's number); "e4" by default. */
  readonly cellTitle?: (cell: Cell) => string;
  /** A square's tooltip (and accessible description): why a piece may not go there, say. */
  readonly squareTitle?: (cell: Cell) => string | undefined;
  /** Pieces on these squares can be dragged (with onSquare set); `onDrag` hears where they were let go. */
  readonly draggable?: (cell: Cell) => boolean;
  readonly onDrag?: (from: Cell, to: Cell | undefined) => void;
  /** Accessible name of the drawing. */
  readonly label: string;
}

/** What an editor adds to a drawing: orientation, what squares do, the marks of play. */
export type ViewOptions = Pick<
  GridOptions,
  'onSquare' | 'flipped' | 'overlay' | 'squareTitle' | 'draggable' | 'onDrag'
>;

export const LIGHT = '#eeeed2';
export const DARK = '#769656';
const SQUARE = 45;
const MARGIN = 18;
/**
 * Coordinates in board units: 13 makes them 11 px or more wherever the page draws an 8x8 board (0.85 px a unit or
 * more).
 */
const COORDINATE_SIZE = 13;

/** Lichess's tint of the last move's squares. */
export const LAST_MOVE = '#cdd26a';

/** The last move's from and to squares, tinted (under the pieces). */
export const lastMoveTint = (from: Cell, to: Cell): Highlight[] =>
  [from, to].map((cell) => ({ cell, kind: 'fill', colour: LAST_MOVE, className: 'last-move' }));

export const cellName = (cell: Cell): string => `${String.fromCharCode(97 + cell.file)}${cell.rank + 1}`;

/** "e4" → { file: 4, rank: 3 }; undefined for anything else. */
export function parseCell(name: string): Cell | undefined {
  const match = /^([a-z])(\d{1,2})$/.exec(name);
  if (!match) return undefined;
  return { file: match[1].charCodeAt(0) - 97, rank: Number(match[2]) - 1 };
}

export const chessColour = (cell: Cell): string => ((cell.file + cell.rank) % 2 === 0 ? DARK : LIGHT);

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string | number>> = {},
  ...children: SVGElement[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

function titled<T extends SVGElement>(element: T, title: string | undefined): T {
  if (title !== undefined) {
    const node = svg('title');
    node.textContent = title;
    element.append(node);
  }
  return element;
}

type Geometry = Pick<GridOptions, 'width' | 'height' | 'flipped'>;

/** Top-left corner of a cell in SVG units (rank 0 drawn at the bottom, or at the top when flipped). */
function origin(options: Geometry, cell: Cell): { x: number; y: number } {
  const column = options.flipped ? options.width - 1 - cell.file : cell.file;
  const row = options.flipped ? cell.rank : options.height - 1 - cell.rank;
  return { x: MARGIN + column * SQUARE, y: MARGIN + row * SQUARE };
}

const centreOf = (options: Geometry, cell: Cell): { x: number; y: number } => {
  const { x, y } = origin(options, cell);
  return { x: x + SQUARE / 2, y: y + SQUARE / 2 };
};

/** How close to a piece's centre an arrow's shaft may come, in SVG units (a square is 45). */
const PIECE_CLEARANCE = 11;

/**
 * A mark on a square. A dot or cross on a square a piece stands on is drawn under the piece and
 * larger than it (a ring of dots around it, a cross whose arms show at the square's corners), so
 * it never hides the piece (the escape that captures the queen, the attacked square the queen holds).
 */
function drawHighlight(options: Geometry, highlight: Highlight, occupied: boolean): SVGGElement {
  const { x, y } = origin(options, highlight.cell);
  const group = svg('g', {
    class: `highlight highlight-${highlight.kind}`,
    'data-square': cellName(highlight.cell),
    'pointer-events': 'none',
  });
  const around = occupied && (highlight.kind === 'dot' || highlight.kind === 'cross');
  if (around) group.classList.add('around');
  if (highlight.className) group.classList.add(highlight.className);
  const centre = { x: x + SQUARE / 2, y: y + SQUARE / 2 };
  switch (highlight.kind) {
    case 'fill':
      group.append(svg('rect', { x, y, width: SQUARE, height: SQUARE, fill: highlight.colour, 'fill-opacity': 0.55 }));
      break;
    case 'ring':
      group.append(
        svg('rect', {
          x: x + 2,
          y: y + 2,
          width: SQUARE - 4,
          height: SQUARE - 4,
          fill: 'none',
          stroke: highlight.colour,
          'stroke-width': 4,
          rx: 4,
        }),
      );
      break;
    case 'dot':
      group.append(
        around
          ? svg('circle', {
              cx: centre.x,
              cy: centre.y,
              r: 19,
              fill: 'none',
              stroke: highlight.colour,
              'stroke-width': 4,
              'stroke-dasharray': '3 3',
            })
          : svg('circle', {
              cx: centre.x,
              cy: centre.y,
              r: 7,
              fill: highlight.colour,
              'fill-opacity': 0.9,
              stroke: '#fff',
              'stroke-width': 1.5,
            }),
      );
      break;
    case 'cross': {
      const d = around ? 19 : 9;
      const [left, right, top, bottom] = [centre.x - d, centre.x + d, centre.y - d, centre.y + d];
      const path = `M${left},${top}L${right},${bottom}M${right},${top}L${left},${bottom}`;
      group.append(svg('path', { d: path, stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' }));
      group.append(svg('path', { d: path, stroke: highlight.colour, 'stroke-width': 3.5, 'stroke-linecap': 'round' }));
      break;
    }
  }
  if (highlight.label !== undefined) {
    // A white halo keeps the label readable on any square colour; as large as the coordinates and
    // the checkers square numbers, at least, so that F, D and * read as well as the pieces do.
    const text = svg('text', {
      x: x + 3,
      y: y + 16,
      'font-size': 16,
      'font-weight': 'bold',
      fill: highlight.colour,
      stroke: '#fff',
      'stroke-width': 2.5,
      'paint-order': 'stroke',
      'font-family': 'sans-serif',
    });
    text.textContent = highlight.label;
    group.append(text);
  }
  return titled(group, highlight.title);
}

/**
 * An arrow from square to square that leaves both end pieces' centres clear: it starts beside the
 * piece it comes from and its tip stops short of the square it goes to, so even between neighbours
 * it is a visible arrow. When a piece stands on its way (a checkers jump over the piece taken) it
 * bends around that piece's centre instead of crossing it.
 */
function drawArrow(
  options: Geometry,
  arrow: Arrow,
  marker: string,
  pieceCentres: readonly { x: number; y: number }[],
): SVGElement {
  const from = centreOf(options, arrow.from);
  const to = centreOf(options, arrow.to);
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const unit = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
  // A long arrow runs from the edge of its square to the edge of the target square (where the line
  // crosses them), so it covers neither piece; a short one stops ARROW_CLEAR short of both centres
  // (clear of the pieces' middles, with its halo and head), so that between neighbours it is an
  // arrow more than half a square long, not a stub.
  const edge = SQUARE / 2 / Math.max(Math.abs(unit.x), Math.abs(unit.y));
  const clear = Math.min(edge, Math.max(ARROW_CLEAR, length * 0.2));
  const start = { x: from.x + unit.x * clear, y: from.y + unit.y * clear };
  const tip = { x: to.x - unit.x * clear, y: to.y - unit.y * clear };
  const attributes = {
    class: arrow.className === undefined ? 'arrow' : `arrow ${arrow.className}`,
    ...(arrow.dashed ? { 'stroke-dasharray': `${ARROW_WIDTH * 1.6} ${ARROW_WIDTH * 1.2}` } : {}),
    stroke: arrow.colour,
    'stroke-width': ARROW_WIDTH,
    'stroke-opacity': 0.8,
    fill: 'none',
    'stroke-linecap': 'round',
    'marker-end': `url(#${marker})`,
    'pointer-events': 'none',
    'data-from': cellName(arrow.from),
    'data-to': cellName(arrow.to),
  };
  const inTheWay = pieceCentres.some(
    (centre) =>
      Math.hypot(centre.x - from.x, centre.y - from.y) > 1 &&
      Math.hypot(centre.x - to.x, centre.y - to.y) > 1 &&
      distanceToSegment(centre, start, tip) < PIECE_CLEARANCE + ARROW_WIDTH,
  );
  // A quadratic curve through a control point off to the side passes the middle at half that offset.
  const bend = 2 * (PIECE_CLEARANCE + ARROW_WIDTH + 4);
  const control = { x: (start.x + tip.x) / 2 - unit.y * bend, y: (start.y + tip.y) / 2 + unit.x * bend };
  const tag = inTheWay ? 'path' : 'line';
  const geometry: Readonly<Record<string, string | number>> = inTheWay
    ? { d: `M${start.x},${start.y}Q${control.x},${control.y} ${tip.x},${tip.y}` }
    : { x1: start.x, y1: start.y, x2: tip.x, y2: tip.y };
  // A pale halo under the arrow keeps it visible on a square tinted its own colour.
  const halo = svg(tag, {
    ...geometry,
    class: 'arrow-halo',
    stroke: '#fff',
    'stroke-width': ARROW_WIDTH + 3,
    'stroke-opacity': 0.7,
    'stroke-linecap': 'round',
    fill: 'none',
    'pointer-events': 'none',
  });
  return svg('g', { class: 'arrow-group' }, halo, titled(svg(tag, { ...attributes, ...geometry }), arrow.title));
}

const ARROW_WIDTH = 5;
/** How far a short arrow stops from a piece's centre: its halo's half width and its head's, and a little more. */
const ARROW_CLEAR = 11;

function distanceToSegment(
  point: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}

let markerCount = 0;

/** One arrowhead marker per colour, ids unique on the page (several boards share it). */
function arrowMarkers(arrows: readonly Arrow[]): { defs: SVGDefsElement; idOf: Map<string, string> } {
  const defs = svg('defs');
  const idOf = new Map<string, string>();
  for (const colour of new Set(arrows.map((arrow) => arrow.colour))) {
    const id = `arrowhead-${++markerCount}`;
    idOf.set(colour, id);
    defs.append(
      svg(
        'marker',
        // The tip at the line's end, sized in board units so every arrow's head is the same.
        {
          id,
          viewBox: '0 0 10 10',
          refX: 9,
          refY: 5,
          markerWidth: 11,
          markerHeight: 11,
          markerUnits: 'userSpaceOnUse',
          orient: 'auto-start-reverse',
        },
        svg('path', { d: 'M0,0L10,5L0,10z', fill: colour }),
      ),
    );
  }
  return { defs, idOf };
}

function coordinateLabels(options: GridOptions): SVGGElement {
  const group = svg('g', {
    class: 'coordinates',
    'font-size': COORDINATE_SIZE,
    'font-family': 'sans-serif',
    fill: '#444',
    'text-anchor': 'middle',
  });
  for (let file = 0; file < options.width; file++) {
    const { x } = centreOf(options, { file, rank: 0 });
    for (const y of [MARGIN - 5, MARGIN + options.height * SQUARE + 14]) {
      const text = svg('text', { x, y });
      text.textContent = String.fromCharCode(97 + file);
      group.append(text);
    }
  }
  for (let rank = 0; rank < options.height; rank++) {
    const { y } = centreOf(options, { file: 0, rank });
    for (const x of [MARGIN / 2, MARGIN * 1.5 + options.width * SQUARE]) {
      const text = svg('text', { x, y: y + 5 });
      text.textContent = String(rank + 1);
      group.append(text);
    }
  }
  return group;
}

/** The whole board as one SVG element, scaled by CSS (it has a viewBox and no fixed size). */
export function drawGrid(options: GridOptions): SVGSVGElement {
  const colourOf = options.colourOf ?? chessColour;
  const totalWidth = options.width * SQUARE + 2 * MARGIN;
  const totalHeight = options.height * SQUARE + 2 * MARGIN;
  const root = svg('svg', { viewBox: `0 0 ${totalWidth} ${totalHeight}`, class: 'board', role: 'img' });
  root.setAttribute('aria-label', options.label);
  if (options.flipped) root.classList.add('flipped');
  const arrows = [...(options.arrows ?? []), ...(options.overlay?.arrows ?? [])];
  const { defs, idOf } = arrowMarkers(arrows);
  root.append(defs);
  const highlights = [...(options.highlights ?? []), ...(options.overlay?.highlights ?? [])];
  const pieces = options.pieces ?? [];
  const pieceOn = new Map(pieces.map((piece) => [cellName(piece.cell), piece]));
  // The squares row by row as they are seen, top row first, so that a screen reader's grid reads in that order.
  const squares = svg('g', { class: 'squares' });
  for (let row = 0; row < options.height; row++) {
    const rank = options.flipped ? row : options.height - 1 - row;
    const rankGroup = svg('g', { class: 'rank' });
    for (let column = 0; column < options.width; column++) {
      const cell = { file: options.flipped ? options.width - 1 - column : column, rank };
      const { x, y } = origin(options, cell);
      const rect = svg('rect', {
        x,
        y,
        width: SQUARE,
        height: SQUARE,
        fill: colourOf(cell),
        'data-square': cellName(cell),
        class: 'square',
      });
      const note = options.squareTitle?.(cell);
      const title = options.cellTitle?.(cell) ?? cellName(cell);
      rankGroup.append(titled(rect, note === undefined ? title : `${title}: ${note}`));
    }
    squares.append(rankGroup);
  }
  root.append(squares);
  for (const highlight of highlights.filter((h) => h.kind === 'fill'))
    root.append(drawHighlight(options, highlight, false));
  if (options.coordinates !== false) root.append(coordinateLabels(options));
  for (const highlight of highlights.filter((h) => h.kind === 'ring'))
    root.append(drawHighlight(options, highlight, false));
  const isMark = (h: Highlight): boolean => h.kind === 'dot' || h.kind === 'cross';
  // Marks on a piece's square go under it; the others over the pieces, where nothing is to hide.
  for (const highlight of highlights.filter((h) => isMark(h) && pieceOn.has(cellName(h.cell))))
    root.append(drawHighlight(options, highlight, true));
  for (const piece of pieces) {
    const { x, y } = origin(options, piece.cell);
    const group = piece.draw();
    group.setAttribute('transform', `translate(${x},${y})`);
    group.setAttribute('pointer-events', 'none');
    group.setAttribute('data-piece-on', cellName(piece.cell));
    root.append(titled(group, piece.title));
  }
  for (const highlight of highlights.filter((h) => isMark(h) && !pieceOn.has(cellName(h.cell))))
    root.append(drawHighlight(options, highlight, false));
  const pieceCentres = pieces.map((piece) => centreOf(options, piece.cell));
  for (const arrow of arrows) root.append(drawArrow(options, arrow, idOf.get(arrow.colour) ?? '', pieceCentres));
  if (options.onSquare) {
    const name =
      options.squareName ?? ((cell: Cell) => `${cellName(cell)}, ${pieceOn.get(cellName(cell))?.title ?? 'empty'}`);
    makeGrid(root, options, name, options.onSquare);
    if (options.onDrag) dragPieces(root, options, options.onDrag);
  }
  return root;
}

/** Pieces picked up and let go on another square: the board hears both squares (a click stays a click). */
function dragPieces(
  root: SVGSVGElement,
  options: GridOptions,
  onDrag: (from: Cell, to: Cell | undefined) => void,
): void {
  const canDrag = options.draggable ?? (() => false);
  const cellOf = (target: Element | null): Cell | undefined => {
    const rect = target?.closest('rect.square');
    return rect && root.contains(rect) ? parseCell(rect.getAttribute('data-square') ?? '') : undefined;
  };
  for (const rect of Array.from(root.querySelectorAll<SVGRectElement>('rect.square'))) {
    const cell = parseCell(rect.getAttribute('data-square') ?? '');
    if (cell && canDrag(cell)) rect.classList.add('draggable');
  }
  root.addEventListener('pointerdown', (event) => {
    const from = cellOf(event.target as Element);
    if (!from || !canDrag(from)) return;
    const piece = root.querySelector<SVGGElement>(`[data-piece-on="${cellName(from)}"]`);
    const square = (event.target as Element).getBoundingClientRect();
    watchDrag(event, {
      size: square.width,
      ghost: () => {
        const copy = piece?.cloneNode(true) as SVGGElement | undefined;
        copy?.removeAttribute('transform');
        return svg('svg', { viewBox: '0 0 45 45', class: 'ghost-piece' }, ...(copy ? [copy] : []));
      },
      started: () => piece?.classList.add('lifted'),
      drop: (target) => {
        piece?.classList.remove('lifted');
        onDrag(from, cellOf(target));
      },
    });
  });
}

/**
 * The board as a WAI-ARIA grid: rows of gridcells, one tab stop for the whole board (the square
 * last focused, else the top-left one), arrow keys moving as the board is seen, Home/End to the
 * row's ends, Ctrl+Home/End to the corners, Enter or Space to act. A click acts too.
 */
function makeGrid(
  root: SVGSVGElement,
  options: GridOptions,
  name: (cell: Cell) => string,
  onSquare: (cell: Cell) => void,
): void {
  root.classList.add('editable');
  root.setAttribute('role', 'grid');
  // The squares are the tab stop, not the drawing around them.
  root.setAttribute('tabindex', '-1');
  const rects = Array.from(root.querySelectorAll<SVGRectElement>('rect.square'));
  for (const rank of Array.from(root.querySelectorAll('g.rank'))) rank.setAttribute('role', 'row');
  for (const rect of rects) {
    const cell = parseCell(rect.getAttribute('data-square') ?? '');
    rect.setAttribute('tabindex', '-1');
    rect.setAttribute('role', 'gridcell');
    if (cell) rect.setAttribute('aria-label', name(cell));
  }
  rects[0]?.setAttribute('tabindex', '0');
  const cellOf = (target: EventTarget | null): Cell | undefined => {
    if (!(target instanceof SVGRectElement) || !target.classList.contains('square')) return undefined;
    const cell = parseCell(target.getAttribute('data-square') ?? '');
    return cell && cell.file < options.width && cell.rank < options.height ? cell : undefined;
  };
  root.addEventListener('click', (event) => {
    const cell = cellOf(event.target);
    if (cell) onSquare(cell);
  });
  root.addEventListener('focusin', (event) => {
    if (cellOf(event.target)) setActiveSquare(root, (event.target as SVGRectElement).getAttribute('data-square') ?? '');
  });
  root.addEventListener('keydown', (event) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSquare(cell);
      return;
    }
    // Moves are on the screen's rows and columns, so a flipped board moves as it looks.
    const width = options.width;
    const height = options.height;
    const at = rects.indexOf(event.target as SVGRectElement);
    const row = Math.floor(at / width);
    const column = at % width;
    const corner = event.ctrlKey || event.metaKey;
    const moves: Readonly<Record<string, readonly [number, number]>> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: corner ? [0, 0] : [row, 0],
      End: corner ? [height - 1, width - 1] : [row, width - 1],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const [nextRow, nextColumn] = target;
    if (nextRow < 0 || nextRow >= height || nextColumn < 0 || nextColumn >= width) return;
    rects[nextRow * width + nextColumn].focus();
  });
}

/** Makes the named square the board's one tab stop; false when the board has no such square. */
export function setActiveSquare(root: SVGSVGElement, name: string): boolean {
  const rect = root.querySelector<SVGRectElement>(`rect.square[data-square="${CSS.escape(name)}"]`);
  if (!rect) return false;
  for (const other of Array.from(root.querySelectorAll('rect.square[tabindex="0"]')))
    other.setAttribute('tabindex', '-1');
  rect.setAttribute('tabindex', '0');
  return true;
}
