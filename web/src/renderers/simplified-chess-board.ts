import { type MoveJson, type Side, type SimplifiedChessExplanation, rules } from '../../../src/index.js';

const { chess } = rules;
import { piecesInWords, placementsFromRows } from '../board/pieces.js';
import { type Arrow, type ViewOptions, type Highlight, drawGrid, parseCell } from '../board/svg.js';

/** Simplified Chess boards: the 4x4 drawing of rows as the explanation gives them, and a move's marks. */

export const MOVE_COLOUR = { white: '#0072b2', black: '#d55e00' } as const;

/** Explanation letters are FEN's: White upper case, Black lower case. */
export function pieceOfFen(letter: string): rules.chess.Piece | undefined {
  const role = chess.roleFromLetter(letter);
  return role && { side: letter === letter.toUpperCase() ? 'white' : 'black', role };
}

export interface BoardMarks {
  readonly arrows?: readonly Arrow[];
  readonly highlights?: readonly Highlight[];
}

/** The game's start as a FEN: the explanation's rows (top first, '.' for an empty square), White to move. */
export const startFen = (explanation: Pick<SimplifiedChessExplanation, 'board'>): string =>
  `${explanation.board.map((row) => row.replace(/\.+/g, (run) => String(run.length))).join('/')} w - - 0 1`;

export function arrowOf(move: MoveJson, colour: Side, title?: string): Arrow[] {
  const from = parseCell(move.from);
  const to = parseCell(move.to);
  return from && to ? [{ from, to, colour: MOVE_COLOUR[colour], title: title ?? `${colour}: ${move.san}` }] : [];
}

export function drawPosition(
  rows: readonly string[],
  label: string,
  marks: BoardMarks = {},
  view: ViewOptions = {},
): SVGSVGElement {
  return drawGrid({
    ...view,
    width: 4,
    height: 4,
    pieces: placementsFromRows(rows, pieceOfFen),
    arrows: marks.arrows,
    highlights: marks.highlights,
    label: `${label}. ${piecesInWords(rows, pieceOfFen)}`,
  });
}
