import { drawPiece } from '../board/pieces.js';
import {
  type Arrow,
  type Cell,
  type ViewOptions,
  type Highlight,
  type Placement,
  DARK,
  LIGHT,
  cellName,
  chessColour,
  drawGrid,
  parseCell,
} from '../board/svg.js';

/** A Cheesy Chess board, as the explanation and the game against Arbiter both draw it. */

/**
 * Fields and marks apart by colour and by shape (Okabe and Ito's colours, which colour-blind
 * readers tell apart too): forbidden slate with F, dangerous vermilion with D, the pawn's floating
 * fields orange rings with *, the king's path blue, a first step that wins a bluish-green dot, one
 * that loses a black cross; each colour one meaning.
 */
export const CHEESY_COLOURS = {
  forbidden: '#37474f',
  dangerous: '#d55e00',
  dangerousSquare: '#f2b48a',
  floating: '#e69f00',
  kingPath: '#0072b2',
  kingPathDone: '#8ec5e8',
  pawnMove: '#6d4c41',
  white: '#009e73',
  black: '#111111',
} as const;

/** The cells of squares named ("c7"); names off the board are left out. */
export const cellsOf = (names: readonly string[]): Cell[] => names.flatMap((name) => parseCell(name) ?? []);

const FIELD_WORD: Readonly<Record<string, string>> = { F: 'forbidden', D: 'dangerous', '.': 'open' };

/**
 * A Cheesy Chess board: the fields from the contest's rows (top first), the king and the pawn on
 * the squares named, and any marks on top. Squares that act are named "c7, forbidden, black pawn".
 */
export function drawCheesyBoard(
  rows: readonly string[],
  king: string,
  pawn: string | null,
  marks: { readonly highlights?: readonly Highlight[]; readonly arrows?: readonly Arrow[] },
  view: ViewOptions = {},
): SVGSVGElement {
  const width = rows[0].length;
  const height = rows.length;
  const fieldAt = (cell: Cell): string => rows[height - 1 - cell.rank]?.[cell.file] ?? '.';
  const colourOf = (cell: Cell): string => {
    const field = fieldAt(cell);
    return field === 'F'
      ? CHEESY_COLOURS.forbidden
      : field === 'D'
        ? CHEESY_COLOURS.dangerousSquare
        : chessColour(cell) === DARK
          ? '#b7c9a8'
          : LIGHT;
  };
  const highlights: Highlight[] = [];
  for (let rank = 0; rank < height; rank++) {
    for (let file = 0; file < width; file++) {
      const cell = { file, rank };
      const field = fieldAt(cell);
      if (field === 'F')
        highlights.push({ cell, kind: 'fill', colour: CHEESY_COLOURS.forbidden, label: 'F', title: 'F: forbidden' });
      if (field === 'D')
        highlights.push({
          cell,
          kind: 'fill',
          colour: CHEESY_COLOURS.dangerous,
          label: 'D',
          title: 'D: dangerous (fixed)',
        });
    }
  }
  const pieces: Placement[] = [
    ...cellsOf([king]).map((cell): Placement => ({ cell, draw: () => drawPiece('white', 'king'), title: 'the king' })),
    ...(pawn === null
      ? []
      : cellsOf([pawn]).map((cell): Placement => ({
          cell,
          draw: () => drawPiece('black', 'pawn'),
          title: 'the pawn',
        }))),
  ];
  const pieceOn = (cell: Cell): string =>
    cellName(cell) === king ? 'white king' : cellName(cell) === pawn ? 'black pawn' : '';
  return drawGrid({
    ...view,
    width,
    height,
    colourOf,
    highlights: [...highlights, ...(marks.highlights ?? [])],
    arrows: marks.arrows,
    pieces,
    label: `Cheesy Chess: king on ${king}${pawn ? `, pawn on ${pawn}` : ', pawn taken'}`,
    squareName: (cell) =>
      [cellName(cell), FIELD_WORD[fieldAt(cell)] ?? 'open', pieceOn(cell)].filter(Boolean).join(', '),
  });
}
