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
}

export interface Arrow {
  readonly from: Cell;
  readonly to: Cell;
  readonly colour: string;
  readonly title?: string;
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
  /** Makes squares buttons: click or Enter/Space on a focused square. */
  readonly onSquare?: (cell: Cell) => void;
  /** Accessible name of the drawing. */
  readonly label: string;
}

export const LIGHT = '#eeeed2';
export const DARK = '#769656';
const SQUARE = 45;
const MARGIN = 14;

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

/** Top-left corner of a cell in SVG units (rank 0 drawn at the bottom). */
function origin(options: GridOptions, cell: Cell): { x: number; y: number } {
  return { x: MARGIN + cell.file * SQUARE, y: MARGIN + (options.height - 1 - cell.rank) * SQUARE };
}

function drawHighlight(options: GridOptions, highlight: Highlight): SVGGElement {
  const { x, y } = origin(options, highlight.cell);
  const group = svg('g', {
    class: `highlight highlight-${highlight.kind}`,
    'data-square': cellName(highlight.cell),
    'pointer-events': 'none',
  });
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
        svg('circle', {
          cx: centre.x,
          cy: centre.y,
          r: 7,
          fill: highlight.colour,
          'fill-opacity': 0.85,
          stroke: '#fff',
          'stroke-width': 1.5,
        }),
      );
      break;
    case 'cross': {
      const d = 9;
      const path = `M${centre.x - d},${centre.y - d}L${centre.x + d},${centre.y + d}M${centre.x + d},${centre.y - d}L${centre.x - d},${centre.y + d}`;
      group.append(svg('path', { d: path, stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' }));
      group.append(svg('path', { d: path, stroke: highlight.colour, 'stroke-width': 3.5, 'stroke-linecap': 'round' }));
      break;
    }
  }
  if (highlight.label !== undefined) {
    // A white halo keeps the label readable on any square colour.
    const text = svg('text', {
      x: x + 3,
      y: y + 11,
      'font-size': 10,
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

function drawArrow(options: GridOptions, arrow: Arrow, marker: string): SVGLineElement {
  const from = origin(options, arrow.from);
  const to = origin(options, arrow.to);
  const [x1, y1, x2, y2] = [from.x + SQUARE / 2, from.y + SQUARE / 2, to.x + SQUARE / 2, to.y + SQUARE / 2];
  // Stop short of the target's centre so the head does not hide the piece there.
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const shorten = Math.min(12, length / 3);
  const line = svg('line', {
    class: 'arrow',
    x1,
    y1,
    x2: x2 - ((x2 - x1) / length) * shorten,
    y2: y2 - ((y2 - y1) / length) * shorten,
    stroke: arrow.colour,
    'stroke-width': 5,
    'stroke-opacity': 0.8,
    'stroke-linecap': 'round',
    'marker-end': `url(#${marker})`,
    'pointer-events': 'none',
    'data-from': cellName(arrow.from),
    'data-to': cellName(arrow.to),
  });
  return titled(line, arrow.title);
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
        { id, viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 3, markerHeight: 3, orient: 'auto-start-reverse' },
        svg('path', { d: 'M0,0L10,5L0,10z', fill: colour }),
      ),
    );
  }
  return { defs, idOf };
}

function coordinateLabels(options: GridOptions): SVGGElement {
  const group = svg('g', { class: 'coordinates', 'font-size': 10, 'font-family': 'sans-serif', fill: '#555', 'text-anchor': 'middle' });
  for (let file = 0; file < options.width; file++) {
    for (const y of [MARGIN - 4, MARGIN + options.height * SQUARE + 11]) {
      const text = svg('text', { x: MARGIN + file * SQUARE + SQUARE / 2, y });
      text.textContent = String.fromCharCode(97 + file);
      group.append(text);
    }
  }
  for (let rank = 0; rank < options.height; rank++) {
    for (const x of [MARGIN / 2, MARGIN * 1.5 + options.width * SQUARE]) {
      const text = svg('text', { x, y: MARGIN + (options.height - 1 - rank) * SQUARE + SQUARE / 2 + 4 });
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
  const arrows = options.arrows ?? [];
  const { defs, idOf } = arrowMarkers(arrows);
  root.append(defs);
  const highlights = options.highlights ?? [];
  const squares = svg('g', { class: 'squares' });
  for (let rank = options.height - 1; rank >= 0; rank--) {
    for (let file = 0; file < options.width; file++) {
      const cell = { file, rank };
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
      squares.append(titled(rect, cellName(cell)));
    }
  }
  root.append(squares);
  for (const highlight of highlights.filter((h) => h.kind === 'fill')) root.append(drawHighlight(options, highlight));
  if (options.coordinates !== false) root.append(coordinateLabels(options));
  for (const highlight of highlights.filter((h) => h.kind === 'ring')) root.append(drawHighlight(options, highlight));
  for (const piece of options.pieces ?? []) {
    const { x, y } = origin(options, piece.cell);
    const group = piece.draw();
    group.setAttribute('transform', `translate(${x},${y})`);
    group.setAttribute('pointer-events', 'none');
    group.setAttribute('data-piece-on', cellName(piece.cell));
    root.append(titled(group, piece.title));
  }
  for (const highlight of highlights.filter((h) => h.kind === 'dot' || h.kind === 'cross')) root.append(drawHighlight(options, highlight));
  for (const arrow of arrows) root.append(drawArrow(options, arrow, idOf.get(arrow.colour) ?? ''));
  if (options.onSquare) makeClickable(root, options, options.onSquare);
  return root;
}

/** Squares become focusable buttons; one listener on the board finds the square clicked. */
function makeClickable(root: SVGSVGElement, options: GridOptions, onSquare: (cell: Cell) => void): void {
  root.classList.add('editable');
  root.setAttribute('role', 'group');
  for (const rect of Array.from(root.querySelectorAll<SVGRectElement>('rect.square'))) {
    rect.setAttribute('tabindex', '0');
    rect.setAttribute('role', 'button');
    rect.setAttribute('aria-label', rect.getAttribute('data-square') ?? '');
  }
  const cellOf = (target: EventTarget | null): Cell | undefined => {
    if (!(target instanceof SVGRectElement) || !target.classList.contains('square')) return undefined;
    const cell = parseCell(target.getAttribute('data-square') ?? '');
    return cell && cell.file < options.width && cell.rank < options.height ? cell : undefined;
  };
  root.addEventListener('click', (event) => {
    const cell = cellOf(event.target);
    if (cell) onSquare(cell);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const cell = cellOf(event.target);
    if (!cell) return;
    event.preventDefault();
    onSquare(cell);
  });
}
