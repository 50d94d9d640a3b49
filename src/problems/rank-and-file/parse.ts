import type { Side } from '../../core/side.js';
import { squareAt } from '../../core/geometry.js';
import type { CaseStep, InputFormat } from '../../framework/input-format.js';
import { type LocatedError, type Result, err, locatedError } from '../../core/located.js';
import { type Line, type LineReader } from '../../core/lines.js';
import { charAt, columnAt, columnAfter, quote, unexpectedChar } from '../../core/characters.js';
import { ChessBoard } from '../../games/chess/board.js';
import {
  BOARD,
  MAX_DATA_SETS_STRICT,
  type RankAndFileCase,
  type RankAndFileSetup,
  rankAndFileFromSetup,
} from './case.js';
import {
  EMPTY,
  type Piece,
  type PieceCode,
  ROLE_LETTER,
  type Role,
  pieceCode,
  roleFromLetter,
} from '../../games/chess/pieces.js';
import { plural } from '../../core/grouped.js';

/** The input writes white pieces in lower case and black ones in upper case, unlike FEN. */
export function pieceFromInputLetter(letter: string): Piece | undefined {
  const role: Role | undefined = 'rbqnkRBQNK'.includes(letter) ? roleFromLetter(letter) : undefined;
  if (!role) return undefined;
  return { side: letter === letter.toLowerCase() ? 'white' : 'black', role };
}

export function inputLetter(piece: Piece): string {
  const letter = ROLE_LETTER[piece.role];
  return piece.side === 'white' ? letter.toLowerCase() : letter;
}

/** The board's rows, top first, in the input's letters. */
export function inputRows(board: ChessBoard): string[] {
  const rows: string[] = [];
  for (let rank = BOARD.height - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < BOARD.width; file++) {
      const piece = board.pieceAt(rank * BOARD.width + file);
      row += piece ? inputLetter(piece) : '.';
    }
    rows.push(row);
  }
  return rows;
}

/** The side letters this reader writes; it also reads W and b. */
const SIDE_LETTER: Readonly<Record<Side, string>> = { white: 'w', black: 'B' };

function sideOf(text: string): Side | undefined {
  if (text.length !== 1) return undefined;
  if (text === 'w' || text === 'W') return 'white';
  return text === 'b' || text === 'B' ? 'black' : undefined;
}

/** Piece code by character code (below 256: a byte too), -1 for characters that are not '.' or a piece letter. */
export const CODE_OF_CHAR: Int8Array = (() => {
  const table = new Int8Array(256).fill(-1);
  table['.'.charCodeAt(0)] = EMPTY;
  for (const letter of 'kqrbnKQRBN') table[letter.charCodeAt(0)] = pieceCode(pieceFromInputLetter(letter)!);
  return table;
})();

/** Checks one board row; fills the board's rank and returns the row's error. */
function readRow(board: ChessBoard, text: string, lineNumber: number, rowNumber: number): LocatedError | undefined {
  const first = squareAt(BOARD, 0, BOARD.height - rowNumber);
  const cells = board.cells;
  for (let file = 0; file < text.length && file < BOARD.width; file++) {
    const charCode = text.charCodeAt(file);
    const code: PieceCode = charCode < 256 ? CODE_OF_CHAR[charCode] : -1;
    if (code >= 0) {
      cells[first + file] = code;
    } else {
      // Chess's pawn, which this game has not: said as such (its statement's boards are pawnless).
      const found = /[pP]/.test(text[file])
        ? `a pawn ('${text[file]}') in board row ${rowNumber}: Rank and File has no pawns`
        : `${unexpectedChar(charAt(text, file))} in board row ${rowNumber}`;
      return locatedError(
        lineNumber,
        columnAt(text, file),
        `${found}; expected '.' or a piece letter (white r b q n k, black R B Q N K)`,
      );
    }
  }
  if (text.length !== BOARD.width) {
    const squares = plural(text.length, 'square');
    const column = text.length > BOARD.width ? BOARD.width + 1 : columnAfter(text);
    return locatedError(lineNumber, column, `board row ${rowNumber} has ${squares}; expected ${BOARD.width}`);
  }
  return undefined;
}

/**
 * The setup as a case (fromSetup), or its faults located: a missing king at the side line, an extra
 * one on its square.
 */
function locatedCase(setup: RankAndFileSetup, firstRowLine: number, sideLine: Line): Result<RankAndFileCase> {
  const made = rankAndFileFromSetup(setup);
  if (made.ok) return made;
  return err(
    made.error.map(({ code, message, place }) =>
      place === undefined
        ? locatedError(sideLine.number, 1, message, code)
        : locatedError(
            firstRowLine + BOARD.height - 1 - Math.floor(place / BOARD.width),
            (place % BOARD.width) + 1,
            message,
            code,
          ),
    ),
  );
}

/** Whether a line is made of board squares only ('.' and piece letters), two or more: a row, not a side letter. */
function looksLikeRow(text: string): boolean {
  if (text.length < 2) return false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 256 || CODE_OF_CHAR[code] < 0) return false;
  }
  return true;
}

/** Reads one data set: the side line and the board's rows. */
function readDataSet(reader: LineReader, index: number): CaseStep<RankAndFileCase> {
  const errors: LocatedError[] = [];
  const expectedSide = `expected the side to judge for data set ${index}, "w" or "B"`;
  let side: Side | undefined;
  let sideLine: Line;
  if (looksLikeRow(reader.peekText() ?? '')) {
    // The side line is missing (deleted, or blank and so skipped): the board starts here.
    sideLine = reader.peek()!;
    errors.push(
      locatedError(
        sideLine.number,
        1,
        `${expectedSide}, found the board row ${quote(sideLine.text)}; is the side line missing?`,
      ),
    );
  } else {
    sideLine = reader.take();
    side = sideOf(sideLine.text);
    if (!side) {
      errors.push(locatedError(sideLine.number, 1, `${expectedSide}, found ${quote(sideLine.text)}`));
      // A longer line not followed by a row means the data sets are out of step (a board with too
      // many rows, say): the rest of the input cannot be located safely.
      if (sideLine.text.length !== 1 && !looksLikeRow(reader.peekText() ?? ''))
        return { kind: 'case', result: err(errors), stop: true };
    }
  }
  const board = new ChessBoard(BOARD);
  const firstRowLine = reader.lineNumber;
  for (let rowCount = 0; rowCount < BOARD.height;) {
    const text = reader.peekText();
    // A lone side letter where a row should be starts the next data set: this board is short.
    if (text === undefined || (rowCount > 0 && sideOf(text))) {
      const message =
        text === undefined
          ? `the input ends after ${plural(rowCount, 'board row')} of data set ${index}; expected ${BOARD.height}`
          : `the board of data set ${index} has ${plural(rowCount, 'row')}; ` +
            `expected ${BOARD.height} rows of ${BOARD.width} squares`;
      errors.push(reader.errorAtNext(message));
      if (text === undefined) return { kind: 'case', result: err(errors), stop: true };
      break;
    }
    rowCount++;
    const rowError = readRow(board, text, reader.lineNumber, rowCount);
    reader.advance();
    if (rowError) errors.push(rowError);
  }
  return {
    kind: 'case',
    result: errors.length === 0 && side ? locatedCase({ side, board }, firstRowLine, sideLine) : err(errors),
  };
}

export const rankAndFileFormat: InputFormat<RankAndFileCase> = {
  framing: {
    kind: 'counted',
    unit: { one: 'data set', many: 'data sets' },
    symbol: 'D',
    strictMax: MAX_DATA_SETS_STRICT,
  },
  readCase: readDataSet,
  formatInput: ({ side, board }) => `${SIDE_LETTER[side]}\n${inputRows(board).join('\n')}\n`,
};
