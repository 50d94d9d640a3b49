import { type BoardShape, squareAt, squareName } from '../../core/geometry.js';
import { type LocatedError, locatedError } from '../../core/located.js';
import type { CaseInput, ParseOptions, ParseResult } from '../../core/problem.js';
import { type Line, LineReader, columnAt, columnAfter, describeChar, quote, readIntegerLine } from '../../core/text.js';
import { ChessBoard } from '../../games/chess/board.js';
import { type Color, type Piece, type Role, roleFromLetter } from '../../games/chess/pieces.js';

export const BOARD: BoardShape = { width: 8, height: 8 };
export const MAX_DATA_SETS_STRICT = 100;

export interface RankAndFileCase {
  /** The side to judge (and to move). */
  readonly side: Color;
  readonly board: ChessBoard;
}

/** The contest writes white pieces in lower case and black ones in upper case, unlike FEN. */
export function pieceFromContestLetter(letter: string): Piece | undefined {
  const role: Role | undefined = 'rbqnkRBQNK'.includes(letter) ? roleFromLetter(letter) : undefined;
  if (!role) return undefined;
  return { color: letter === letter.toLowerCase() ? 'white' : 'black', role };
}

export function contestLetter(piece: Piece): string {
  const letter = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n' }[piece.role];
  return piece.color === 'white' ? letter : letter.toUpperCase();
}

const SIDE_LETTERS: Readonly<Record<string, Color>> = { w: 'white', W: 'white', b: 'black', B: 'black' };

const sideOf = (line: Line): Color | undefined => SIDE_LETTERS[line.text];

/** Checks one board row; fills the board's rank and returns the row's errors. */
function readRow(board: ChessBoard, line: Line, rowNumber: number): LocatedError | undefined {
  const text = line.text;
  const rank = BOARD.height - rowNumber;
  for (let file = 0; file < text.length && file < BOARD.width; file++) {
    const char = text[file];
    if (char === '.') continue;
    const piece = pieceFromContestLetter(char);
    if (!piece) {
      return locatedError(
        line.number,
        columnAt(text, file),
        `unexpected ${describeChar(char)} in board row ${rowNumber}; expected '.' or a piece letter (white r b q n k, black R B Q N K)`,
      );
    }
    board.put(squareAt(BOARD, file, rank), piece);
  }
  if (text.length !== BOARD.width) {
    const squares = text.length === 1 ? '1 square' : `${text.length} squares`;
    const column = text.length > BOARD.width ? BOARD.width + 1 : columnAfter(text);
    return locatedError(line.number, column, `board row ${rowNumber} has ${squares}; expected ${BOARD.width}`);
  }
  return undefined;
}

/** Each side must have exactly one king; errors point at the side line or at the extra king. */
function checkKings(board: ChessBoard, rows: readonly Line[], sideLine: Line): LocatedError[] {
  const errors: LocatedError[] = [];
  for (const color of ['white', 'black'] as const) {
    const letter = color === 'white' ? 'k' : 'K';
    const kings = board.squaresOf(color).filter((square) => board.pieceAt(square)?.role === 'king');
    if (kings.length === 0) {
      errors.push(locatedError(sideLine.number, 1, `this data set has no ${color} king ('${letter}'); expected exactly one`));
    }
    // Squares run bottom-left first; report the extra kings from the top down, as they appear.
    for (const extra of kings.slice(0, -1)) {
      const row = BOARD.height - 1 - Math.floor(extra / BOARD.width);
      const first = kings[kings.length - 1];
      errors.push(
        locatedError(
          rows[row].number,
          (extra % BOARD.width) + 1,
          `a second ${color} king ('${letter}'; the other is on ${squareName(BOARD, first)}); expected exactly one`,
        ),
      );
    }
  }
  return errors;
}

export function parseRankAndFile(text: string, options: ParseOptions = {}): ParseResult<RankAndFileCase> {
  const reader = new LineReader(text);
  const cases: CaseInput<RankAndFileCase>[] = [];
  const errors: LocatedError[] = [];
  reader.skipBlankLines();
  const countLine = reader.next();
  if (!countLine) {
    return { cases, errors: [locatedError(1, 1, 'expected the number of data sets D, found an empty input')] };
  }
  const count = readIntegerLine(countLine, 'the number of data sets D');
  if (!count.ok) return { cases, errors: [count.error] };
  if (count.value < 1) return { cases, errors: [locatedError(countLine.number, 1, 'D must be at least 1')] };
  if (options.strict && count.value > MAX_DATA_SETS_STRICT) {
    errors.push(locatedError(countLine.number, 1, `D = ${count.value} exceeds the contest limit of ${MAX_DATA_SETS_STRICT} (--strict)`));
  }

  for (let index = 1; index <= count.value; index++) {
    reader.skipBlankLines();
    const sideLine = reader.next();
    if (!sideLine) {
      const end = reader.endLocation();
      const found = index === 2 ? '1 data set' : `${index - 1} data sets`;
      errors.push(locatedError(end.line, end.column, `the input ends after ${found}; D says ${count.value}`));
      break;
    }
    const side = sideOf(sideLine);
    const caseErrors: LocatedError[] = [];
    if (!side) {
      caseErrors.push(
        locatedError(sideLine.number, 1, `expected the side to judge for data set ${index}, "w" or "B", found ${quote(sideLine.text)}`),
      );
      // A longer line means the data sets are out of step (a board with too many rows, say);
      // the rest of the input cannot be located safely.
      if (sideLine.text.length !== 1) {
        cases.push({ index, line: sideLine.number, result: { ok: false, error: caseErrors } });
        return { cases, errors };
      }
    }
    const board = new ChessBoard(BOARD);
    const rows: Line[] = [];
    let stop = false;
    while (rows.length < BOARD.height) {
      const next = reader.peek();
      // A lone side letter where a row should be starts the next data set: this board is short.
      if (!next || (rows.length > 0 && sideOf(next))) {
        const where = next ? { line: next.number, column: 1 } : reader.endLocation();
        const message = next
          ? `the board of data set ${index} has ${rows.length} rows; expected ${BOARD.height} rows of ${BOARD.width} squares`
          : `the input ends after ${rows.length} board row${rows.length === 1 ? '' : 's'} of data set ${index}; expected ${BOARD.height}`;
        caseErrors.push(locatedError(where.line, where.column, message));
        stop = !next;
        break;
      }
      reader.next();
      rows.push(next);
      const rowError = readRow(board, next, rows.length);
      if (rowError) caseErrors.push(rowError);
    }
    if (caseErrors.length === 0) caseErrors.push(...checkKings(board, rows, sideLine));
    cases.push({
      index,
      line: sideLine.number,
      result: caseErrors.length === 0 && side ? { ok: true, value: { side, board } } : { ok: false, error: caseErrors },
    });
    if (stop) return { cases, errors };
  }

  reader.skipBlankLines();
  const extra = reader.peek();
  if (extra) {
    errors.push(locatedError(extra.number, 1, `unexpected text after the last data set (D = ${count.value}): ${quote(extra.text)}`));
  }
  return { cases, errors };
}
