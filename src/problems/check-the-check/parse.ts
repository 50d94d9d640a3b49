import { fileOf, rankOf, squareAt } from '../../core/geometry.js';
import { type LocatedError, err, locatedError } from '../../core/located.js';
import type { LineReader } from '../../core/lines.js';
import { charAt, columnAfter, columnAt, unexpectedChar } from '../../core/characters.js';
import { plural } from '../../core/grouped.js';
import type { CaseStep, InputFormat } from '../../framework/input-format.js';
import { ChessBoard } from '../../games/chess/board.js';
import { fenRows } from '../../games/chess/notation.js';
import { type Piece, roleFromLetter } from '../../games/chess/pieces.js';
import { BOARD, type CheckTheCheckCase, type CheckTheCheckFault, checkTheCheckFromSetup } from './case.js';

/** Boards as UVa 10196 writes them: 8 rows of FEN's letters (White upper case), a blank line after each. */

const EMPTY_ROW = '........';
const LETTERS = 'PNBRQKpnbrqk';
export const LETTERS_SAID = 'white P N B R Q K, black p n b r q k';

/** The piece a row's letter stands for, or undefined ('.', or no piece letter). */
function pieceOfLetter(letter: string): Piece | undefined {
  if (letter.length !== 1 || !LETTERS.includes(letter)) return undefined;
  return { side: letter === letter.toUpperCase() ? 'white' : 'black', role: roleFromLetter(letter)! };
}

/** Fills the board's rank of `row` (1: the top row) from `text`, or says the row's first fault. */
function readRow(board: ChessBoard, text: string, line: number, row: number, index: number): LocatedError | undefined {
  for (let file = 0; file < text.length && file < 8; file++) {
    const piece = pieceOfLetter(text[file]);
    if (piece) board.put(squareAt(BOARD, file, 8 - row), piece);
    else if (text[file] !== '.')
      return locatedError(
        line,
        columnAt(text, file),
        `${unexpectedChar(charAt(text, file))} in row ${row} of board ${index}; expected '.' or a piece letter ` +
          `(${LETTERS_SAID})`,
      );
  }
  if (text.length === 8) return undefined;
  const column = text.length > 8 ? 9 : columnAfter(text);
  return locatedError(line, column, `row ${row} of board ${index} has ${plural(text.length, 'square')}; expected 8`);
}

/**
 * One board: its rows run to a blank line. A run of 16 rows or more is boards written with no blank line between
 * them, of which this is the first 8; a shorter run is this board alone, which must have 8. What the rules refuse
 * is said on the square's line and column.
 */
function readBoard(reader: LineReader, index: number): CaseStep<CheckTheCheckCase> {
  let run = 0;
  while (run < 16 && (reader.peekTextAhead(run) ?? '') !== '') run++;
  const rows = run >= 16 ? 8 : run;
  const [board, first, errors] = [new ChessBoard(BOARD), reader.lineNumber, [] as LocatedError[]];
  for (let row = 1; row <= rows; row++) {
    const line = reader.take();
    const error = row <= 8 ? readRow(board, line.text, line.number, row, index) : undefined;
    if (error) errors.push(error);
  }
  if (rows !== 8) {
    const message = `board ${index} has ${plural(rows, 'row')}; expected 8 rows of 8 squares`;
    errors.push(rows > 8 ? locatedError(first + 8, 1, message) : reader.errorAtNext(message));
  }
  if (errors.length > 0) return { kind: 'case', result: err(errors) };
  const made = checkTheCheckFromSetup({ board });
  const located = ({ code, message, place = 0 }: CheckTheCheckFault): LocatedError =>
    locatedError(first + 7 - rankOf(BOARD, place), fileOf(BOARD, place) + 1, message, code);
  return { kind: 'case', result: made.ok ? made : err(made.error.map(located)) };
}

export const checkTheCheckFormat: InputFormat<CheckTheCheckCase> = {
  framing: {
    kind: 'closed',
    closing: Array<string>(8).fill(EMPTY_ROW).join('\n'),
    closingName: 'the closing board of 64 "."',
    unit: { one: 'board', many: 'boards' },
    closingOptional: true,
    isClosing: (line, reader) =>
      line.text === EMPTY_ROW && [1, 2, 3, 4, 5, 6, 7].every((ahead) => reader.peekTextAhead(ahead) === EMPTY_ROW),
  },
  readCase: readBoard,
  formatInput: ({ board }) => `${fenRows(board).join('\n')}\n\n`,
};
