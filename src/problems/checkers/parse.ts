import type { Side } from '../../core/side.js';
import type { CaseStep, InputFormat } from '../../framework/input-format.js';
import { type LocatedError, type Result, err, locatedError, ok } from '../../core/located.js';
import { type Line, type LineReader } from '../../core/lines.js';
import { type NumberSpec, Words, readInteger } from '../../core/words.js';
import { charAt, columnAfter, columnAt, describeChar, quote } from '../../core/characters.js';
import { type PieceList, type Position, piecesOf, positionFrom, redOrWhite } from '../../games/checkers/position.js';
import { type CheckersCase, MAX_PIECES_STRICT, type WrittenMove, checkersFromSetup } from './case.js';
import { type SquareNumber, has, squaresOf } from '../../games/checkers/squares.js';
import { plural } from '../../core/grouped.js';

/** A move as written: either a route of squares 1–32, or why the text is not a move at all. */
export type WrittenRoute =
  | { readonly ok: true; readonly squares: readonly SquareNumber[] }
  | { readonly ok: false; /** 1-based column on the move's line. */ readonly column: number; readonly message: string };

/** The most characters of a move that a message shows: a route of 13 squares, the longest there is, takes 38. */
export const MOVE_SHOWN = 40;

/** Reads a move's text into a route; anything else is an illegal move, not an input error. */
export function readRoute(text: string, column: number): WrittenRoute {
  const squares: SquareNumber[] = [];
  let index = 0;
  const bad = (at: number, message: string): WrittenRoute => ({
    ok: false,
    column: column + columnAt(text, at) - 1,
    message,
  });
  while (true) {
    const start = index;
    while (index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) index++;
    if (index === start) {
      if (index >= text.length)
        return bad(
          index,
          `the move ${quote(text, MOVE_SHOWN)} ends with a separator; expected a square number after it`,
        );
      const previous = index > 0 ? ` after "${text[index - 1]}"` : '';
      return bad(
        index,
        `expected a square number (1-32)${previous} in the move ${quote(text, MOVE_SHOWN)}, found ` +
          `${describeChar(charAt(text, index))}`,
      );
    }
    const digits = text.slice(start, index);
    const value = digits.length > 3 ? Infinity : Number(digits);
    if (value < 1 || value > 32)
      return bad(start, `square ${digits.length > 6 ? `${digits.slice(0, 6)}...` : digits} is not on the board (1-32)`);
    squares.push(value);
    if (index >= text.length) break;
    const separator = text[index];
    if (separator !== '-' && separator !== 'x' && separator !== 'X') {
      // Two numbers may be the next record's counts, met because this record's number of moves is too high.
      const counts = /^\d+[ \t]+\d+$/.test(text)
        ? `; if this line is the next record's counts "nR nW", the number of moves is too high`
        : '';
      return bad(
        index,
        `expected "-" or "x" between squares in the move ${quote(text, MOVE_SHOWN)}, found ` +
          `${describeChar(charAt(text, index))}${counts}`,
      );
    }
    index++;
  }
  if (squares.length < 2)
    return bad(0, `the move ${quote(text, MOVE_SHOWN)} names one square; a move names at least two, such as 9-14`);
  return { ok: true, squares };
}

interface PieceRead extends PieceList {
  readonly men: SquareNumber[];
  readonly kings: SquareNumber[];
  /** Column of each listed square, for complaints about duplicates and promotion rows. */
  readonly columns: Map<SquareNumber, number>;
}

const noPieces = (): PieceRead => ({ men: [], kings: [], columns: new Map() });

/** One side's piece line: `count` square numbers, a negative number for a king. */
function readPieces(line: Line, count: number, side: Side, errors: LocatedError[]): PieceRead {
  const read = noPieces();
  const listed = new Words(line).upTo();
  const name = redOrWhite(side);
  const offBoard = (text: string): string =>
    `${name} square ${quote(text)} is not on the board; expected 1-32 (or -1 to -32 for a king)`;
  const spec: NumberSpec = {
    what: `a ${name} square`,
    expected: `a square number for ${name} (1-32, negative for a king)`,
    signed: true,
    max: 32,
    tooLarge: offBoard,
  };
  for (const token of listed) {
    const value = readInteger(token, line.number, spec);
    if (!value.ok) {
      errors.push(value.error);
      continue;
    }
    const square = Math.abs(value.value);
    if (square < 1) {
      errors.push(locatedError(line.number, token.column, offBoard(token.text)));
    } else if (read.columns.has(square)) {
      errors.push(locatedError(line.number, token.column, `square ${square} is listed twice for ${name}`));
    } else {
      read.columns.set(square, token.column);
      (token.text.startsWith('-') ? read.kings : read.men).push(square);
    }
  }
  if (listed.length !== count) {
    const column = listed.length > count ? listed[count].column : columnAfter(line.text);
    const pieces = `${plural(count, 'piece')}`;
    errors.push(
      locatedError(
        line.number,
        column,
        `${name} has ${pieces} by the count line, but this line lists ${listed.length}`,
      ),
    );
  }
  return read;
}

/** A square listed for both sides: what the text alone can get wrong (a position holds one piece a square). */
function overlapErrors(black: PieceRead, white: PieceRead, whiteLine: Line | undefined, errors: LocatedError[]): void {
  if (!whiteLine) return;
  for (const [square, column] of white.columns) {
    if (black.columns.has(square))
      errors.push(locatedError(whiteLine.number, column, `square ${square} is listed for both Red and White`));
  }
}

const COUNTS = 'the piece counts "nR nW" (or "0 0" to end)';

/** The header line `nR nW`: two whole numbers, or the error (after which nothing can be located). */
function readCounts(line: Line): Result<[number, number], LocatedError> {
  const found = new Words(line).upTo();
  const values: number[] = [];
  // Digits first, then how many numbers, then their size: the first fault in that order is the one reported.
  for (const token of found.slice(0, 2)) {
    const value = readInteger(token, line.number, { what: 'a piece count', expected: COUNTS, max: Infinity });
    if (!value.ok) return value;
    values.push(value.value);
  }
  if (found.length !== 2) {
    const column = found.length > 2 ? found[2].column : columnAfter(line.text);
    return err(
      locatedError(
        line.number,
        column,
        `expected two piece counts "nR nW" (or "0 0" to end), found ${plural(found.length, 'number')}`,
      ),
    );
  }
  return ok([values[0], values[1]]);
}

/** A count above the board's 32 squares: the record is still passed over (each side's squares are on one line). */
function countsTooLarge(line: Line, counts: readonly [number, number]): LocatedError | undefined {
  const found = new Words(line).upTo(2);
  for (const [k, value] of counts.entries()) {
    if (value > 32)
      return locatedError(
        line.number,
        found[k].column,
        `a piece count of ${quote(found[k].text)} is more than the board's 32 squares`,
      );
  }
  return undefined;
}

/** Two whole numbers: a record's count line (or the closing "0 0"), where reading can start again. */
const looksLikeCounts = (line: Line): boolean => /^[ \t]*\d+[ \t]+\d+$/.test(line.text);

/** The line "n C": the number of moves and the side making the first one. */
function readMoveHeader(line: Line, errors: LocatedError[]): { moves: number; turn: Side; column: number } | undefined {
  const words = new Words(line);
  const countToken = words.next() ?? { text: '', column: 1 };
  const expected = 'the number of moves and the side to move first, such as "3 W"';
  const tooLarge = (text: string): string => `expected ${expected}, found ${quote(text)} moves`;
  const moves = readInteger(countToken, line.number, {
    what: 'the number of moves',
    expected,
    max: 9_999_999,
    tooLarge,
  });
  if (!moves.ok) {
    errors.push(moves.error);
    return undefined;
  }
  const sideToken = words.next();
  let turn: Side = 'black';
  if (!sideToken || !/^[RWrw]$/.test(sideToken.text)) {
    const column = sideToken ? sideToken.column : columnAfter(line.text);
    errors.push(
      locatedError(
        line.number,
        column,
        `expected R or W, the side making the first move, found ${sideToken ? quote(sideToken.text) : 'nothing'}`,
      ),
    );
  } else {
    turn = sideToken.text.toUpperCase() === 'R' ? 'black' : 'white';
  }
  const extra = words.next();
  if (extra)
    errors.push(
      locatedError(
        line.number,
        extra.column,
        `unexpected ${quote(extra.text)} after ` +
          `${quote(`${countToken.text} ${sideToken?.text ?? ''}`)}; expected the line to end`,
      ),
    );
  return { moves: moves.value, turn, column: countToken.column };
}

/** Reads one record: the counts, both sides' squares, "n C" and n move lines. */
function readRecord(reader: LineReader, strict: boolean): CaseStep<CheckersCase> {
  const countLine = reader.take();
  const counts = readCounts(countLine);
  // Without the counts, nothing after this line can be located safely.
  if (!counts.ok) return { kind: 'lost', error: counts.error };
  const [blackCount, whiteCount] = counts.value;
  const tooLarge = countsTooLarge(countLine, counts.value);
  const errors: LocatedError[] = tooLarge ? [tooLarge] : [];
  const stop = (): CaseStep<CheckersCase> => ({ kind: 'case', result: err(errors), stop: true });
  /** The next non-blank line, or undefined with an error saying what was expected where the input ends. */
  const nextLine = (what: string): Line | undefined => {
    reader.skipBlankLines();
    const line = reader.next();
    if (!line) errors.push(reader.errorAtNext(`the input ends where ${what} should be`));
    return line;
  };
  if (strict) {
    for (const [count, name] of [
      [blackCount, 'Red'],
      [whiteCount, 'White'],
    ] as const) {
      if (count < 1 || count > MAX_PIECES_STRICT) {
        errors.push(
          locatedError(
            countLine.number,
            1,
            `${name} has ${plural(count, 'piece')}; the contest allows 1 to ${MAX_PIECES_STRICT} (--strict)`,
          ),
        );
      }
    }
  }
  const blackLine = blackCount > 0 ? nextLine(`Red's ${plural(blackCount, 'square')}`) : undefined;
  if (blackCount > 0 && !blackLine) return stop();
  const black = blackLine ? readPieces(blackLine, blackCount, 'black', errors) : noPieces();
  const whiteLine = whiteCount > 0 ? nextLine(`White's ${plural(whiteCount, 'square')}`) : undefined;
  if (whiteCount > 0 && !whiteLine) return stop();
  const white = whiteLine ? readPieces(whiteLine, whiteCount, 'white', errors) : noPieces();
  overlapErrors(black, white, whiteLine, errors);

  const headerLine = nextLine('the line "n C" (number of moves, R or W)');
  // Without the number of moves the next record cannot be found.
  const header = headerLine && readMoveHeader(headerLine, errors);
  if (!headerLine) return stop();
  if (!header) {
    // Without n the move lines cannot be counted; moves never look like "nR nW", so the next record starts at such a
    // line.
    reader.skipBlankLines();
    for (let next = reader.peek(); next && !looksLikeCounts(next); next = reader.peek()) {
      reader.advance();
      reader.skipBlankLines();
    }
    return { kind: 'case', result: err(errors) };
  }
  const moves: WrittenMove[] = [];
  for (let k = 1; k <= header.moves; k++) {
    reader.skipBlankLines();
    const next = reader.peek();
    // The closing "0 0" is never a move: the record's number of moves was too high.
    if (next && isClosing(next)) {
      const count = `${k - 1} move${k === 2 ? '' : 's'}`;
      errors.push(
        locatedError(
          next.number,
          1,
          `expected move ${k} of ${header.moves}, found ${quote(next.text.trim())}; the record has ` +
            `${count}, so its line "n C" (line ${headerLine.number}) may count too many`,
        ),
      );
      return { kind: 'case', result: err(errors) };
    }
    const line = nextLine(`move ${k} of ${header.moves}`);
    // A move line is never blank (blank lines were skipped), so it has a first word.
    const written = line && new Words(line).rest();
    if (!line || !written) return stop();
    moves.push({ text: written.text, line: line.number, column: written.column });
  }
  if (errors.length > 0) return { kind: 'case', result: err(errors) };
  const setup = { position: positionFrom(black, white, header.turn), moves };
  // The rules' faults, each where the text says what they are about.
  const made = checkersFromSetup(setup);
  for (const { code, message, place } of made.ok ? [] : made.error) {
    if (place?.side === undefined) errors.push(locatedError(headerLine.number, header.column, message, code));
    else {
      const [read, line] = place.side === 'black' ? [black, blackLine] : [white, whiteLine];
      const column = place.square === undefined ? 1 : (read.columns.get(place.square) ?? 1);
      errors.push(locatedError(line?.number ?? countLine.number, column, message, code));
    }
  }
  return { kind: 'case', result: made.ok ? ok(made.value) : err(errors) };
}

/** "0 0" ends the input, however it is spaced or padded with zeros. */
const isClosing = (line: Line): boolean => {
  const words = new Words(line).upTo(3);
  return words.length === 2 && words.every((word) => /^0+$/.test(word.text));
};

/** A side's pieces as the contest lists them: square numbers in increasing order, kings negative. */
function listedSquares(position: Position, side: Side): string[] {
  return squaresOf(piecesOf(position, side)).map((square) =>
    has(position.kings, square) ? `-${square}` : String(square),
  );
}

function formatRecord({ position, moves }: CheckersCase): string {
  const black = listedSquares(position, 'black');
  const white = listedSquares(position, 'white');
  const first = position.turn === 'black' ? 'R' : 'W';
  const lines = [
    `${black.length} ${white.length}`,
    black.join(' '),
    white.join(' '),
    `${moves.length} ${first}`,
    ...moves.map((move) => move.text),
  ];
  return lines.map((line) => `${line}\n`).join('');
}

export const checkersFormat: InputFormat<CheckersCase> = {
  framing: { kind: 'closed', closing: '0 0', isClosing, unit: { one: 'record', many: 'records' } },
  readCase: (reader, _index, options) => readRecord(reader, options.strict === true),
  formatInput: formatRecord,
};
