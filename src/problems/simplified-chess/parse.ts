import type { Side } from '../../core/side.js';
import { type BoardShape, type Square, squareAt, squareName } from '../../core/geometry.js';
import { type LocatedError, locatedError } from '../../core/located.js';
import type { CaseInput, ParseOptions, ParseResult } from '../../core/problem.js';
import { type Line, LineReader, type Token, quote, readIntegerLine, readIntegerToken, tokensOf } from '../../core/text.js';
import { ChessBoard } from '../../games/chess/board.js';
import type { Role } from '../../games/chess/pieces.js';

export const BOARD: BoardShape = { width: 4, height: 4 };

/** The contest's limits, enforced with --strict. */
export const STRICT_LIMITS = { games: 200, piecesPerSide: 5, moves: 6, rooks: 2, minors: 2 } as const;

export interface SimplifiedChessCase {
  /** White moves first. */
  readonly board: ChessBoard;
  /** m: the horizon in moves of both sides (White's first move is move 1). */
  readonly moves: number;
}

const ROLE_OF_LETTER: Readonly<Record<string, Role>> = { Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };
const PIECE_FORMAT = 'a piece as "t c r" (t: Q, N, B or R; c: A-D; r: 1-4)';

interface PlacedPiece {
  readonly color: Side;
  readonly role: Role;
  readonly square: Square;
  readonly line: number;
  readonly column: number;
}

/** A line of three whole numbers: the "w b m" line that starts a game. */
const looksLikeHeader = (tokens: readonly Token[]): boolean => tokens.length === 3 && tokens.every((token) => /^[0-9]+$/.test(token.text));

function readPiece(line: Line, color: Side): { piece?: PlacedPiece; error?: LocatedError } {
  const tokens = tokensOf(line.text);
  if (tokens.length !== 3) {
    const column = tokens.length > 3 ? tokens[3].column : tokens.length === 0 ? 1 : tokens[tokens.length - 1].column;
    return { error: locatedError(line.number, column, `expected ${PIECE_FORMAT} for a ${color} piece, found ${quote(line.text)}`) };
  }
  const [type, file, rank] = tokens;
  const role = ROLE_OF_LETTER[type.text.toUpperCase()];
  if (!role) {
    const found = type.text.toUpperCase() === 'K' || type.text.toUpperCase() === 'P' ? `${quote(type.text)} (no kings or pawns in this game)` : quote(type.text);
    return { error: locatedError(line.number, type.column, `expected the piece type Q, N, B or R, found ${found}`) };
  }
  const fileIndex = 'ABCD'.indexOf(file.text.toUpperCase());
  if (file.text.length !== 1 || fileIndex < 0) {
    return { error: locatedError(line.number, file.column, `expected the column A, B, C or D, found ${quote(file.text)}`) };
  }
  const rankIndex = '1234'.indexOf(rank.text);
  if (rank.text.length !== 1 || rankIndex < 0) {
    return { error: locatedError(line.number, rank.column, `expected the row 1, 2, 3 or 4, found ${quote(rank.text)}`) };
  }
  return { piece: { color, role, square: squareAt(BOARD, fileIndex, rankIndex), line: line.number, column: file.column } };
}

const describePiece = (piece: PlacedPiece): string => `the ${piece.color} ${piece.role} on line ${piece.line}`;

/** Squares distinct, one queen per side, and with --strict the contest's piece limits. */
function checkPieces(pieces: readonly PlacedPiece[], header: Line, strict: boolean): LocatedError[] {
  const errors: LocatedError[] = [];
  const bySquare = new Map<Square, PlacedPiece>();
  for (const piece of pieces) {
    const first = bySquare.get(piece.square);
    if (first) {
      const name = squareName(BOARD, piece.square).toUpperCase();
      errors.push(locatedError(piece.line, piece.column, `square ${name} is taken twice (first by ${describePiece(first)}); expected distinct squares`));
    } else {
      bySquare.set(piece.square, piece);
    }
  }
  for (const color of ['white', 'black'] as const) {
    const own = pieces.filter((piece) => piece.color === color);
    const queens = own.filter((piece) => piece.role === 'queen');
    if (queens.length === 0) errors.push(locatedError(header.number, 1, `${color} has no queen; expected exactly one`));
    for (const extra of queens.slice(1)) {
      errors.push(locatedError(extra.line, 1, `a second ${color} queen (the first is on line ${queens[0].line}); expected exactly one`));
    }
    if (!strict) continue;
    const rooks = own.filter((piece) => piece.role === 'rook');
    for (const extra of rooks.slice(STRICT_LIMITS.rooks)) {
      errors.push(locatedError(extra.line, 1, `a third ${color} rook; the contest allows at most ${STRICT_LIMITS.rooks} (--strict)`));
    }
    const minors = own.filter((piece) => piece.role === 'bishop' || piece.role === 'knight');
    for (const extra of minors.slice(STRICT_LIMITS.minors)) {
      errors.push(locatedError(extra.line, 1, `a third ${color} minor piece (bishop or knight); the contest allows at most ${STRICT_LIMITS.minors} (--strict)`));
    }
  }
  return errors;
}

interface Header {
  readonly white: number;
  readonly black: number;
  readonly moves: number;
}

/** Reads "w b m"; `structural` errors mean the piece lines that follow cannot be counted. */
function readHeader(line: Line, game: number, strict: boolean): { header?: Header; errors: LocatedError[] } {
  const tokens = tokensOf(line.text);
  const what = ['w, the number of white pieces', 'b, the number of black pieces', 'm, the number of moves'];
  if (tokens.length !== 3) {
    const column = tokens.length > 3 ? tokens[3].column : tokens.length === 0 ? 1 : tokens[tokens.length - 1].column;
    return { errors: [locatedError(line.number, column, `expected "w b m" (three whole numbers) to start game ${game}, found ${quote(line.text)}`)] };
  }
  const values: number[] = [];
  for (const [k, token] of tokens.entries()) {
    const read = readIntegerToken(token, line.number, what[k]);
    if (!read.ok) return { errors: [read.error] };
    values.push(read.value);
  }
  const [white, black, moves] = values;
  const errors: LocatedError[] = [];
  const limit = strict ? STRICT_LIMITS.piecesPerSide : BOARD.width * BOARD.height - 1;
  const suffix = strict ? ' (--strict)' : '';
  for (const [k, count] of [white, black].entries()) {
    if (count < 1 || count > limit) {
      errors.push(locatedError(line.number, tokens[k].column, `${what[k]} is ${count}; expected 1 to ${limit}${suffix}`));
    }
  }
  if (white + black > BOARD.width * BOARD.height) {
    errors.push(locatedError(line.number, 1, `${white + black} pieces cannot stand on the 16 squares of a 4x4 board`));
  }
  if (moves < 1 || (strict && moves > STRICT_LIMITS.moves)) {
    const range = strict ? `1 to ${STRICT_LIMITS.moves} (--strict)` : 'at least 1';
    errors.push(locatedError(line.number, tokens[2].column, `${what[2]} is ${moves}; expected ${range}`));
  }
  return { header: { white, black, moves }, errors };
}

export function parseSimplifiedChess(text: string, options: ParseOptions = {}): ParseResult<SimplifiedChessCase> {
  const strict = options.strict === true;
  const reader = new LineReader(text);
  const cases: CaseInput<SimplifiedChessCase>[] = [];
  const errors: LocatedError[] = [];
  reader.skipBlankLines();
  const countLine = reader.next();
  if (!countLine) return { cases, errors: [locatedError(1, 1, 'expected the number of games g, found an empty input')] };
  const count = readIntegerLine({ number: countLine.number, text: countLine.text.trim() }, 'the number of games g');
  if (!count.ok) return { cases, errors: [count.error] };
  if (count.value < 1) return { cases, errors: [locatedError(countLine.number, 1, 'g must be at least 1')] };
  if (strict && count.value > STRICT_LIMITS.games) {
    errors.push(locatedError(countLine.number, 1, `g = ${count.value} exceeds the contest limit of ${STRICT_LIMITS.games} (--strict)`));
  }

  for (let game = 1; game <= count.value; game++) {
    reader.skipBlankLines();
    const headerLine = reader.next();
    if (!headerLine) {
      const end = reader.endLocation();
      errors.push(locatedError(end.line, end.column, `the input ends after ${game - 1} game${game === 2 ? '' : 's'}; g says ${count.value}`));
      break;
    }
    const { header, errors: caseErrors } = readHeader(headerLine, game, strict);
    if (!header) {
      // Without w and b the piece lines cannot be counted, so later games cannot be found safely.
      cases.push({ index: game, line: headerLine.number, result: { ok: false, error: caseErrors } });
      return { cases, errors };
    }
    const pieces: PlacedPiece[] = [];
    const expected = header.white + header.black;
    let stop = false;
    for (let k = 0; k < expected; k++) {
      reader.skipBlankLines();
      const line = reader.peek();
      const tokens = line ? tokensOf(line.text) : [];
      if (!line || looksLikeHeader(tokens)) {
        const where = line ? { line: line.number, column: 1 } : reader.endLocation();
        const counts = `${expected} (${header.white} white, ${header.black} black)`;
        const message = line
          ? `game ${game} has ${k} piece line${k === 1 ? '' : 's'}; its first line says ${counts}`
          : `the input ends after ${k} piece line${k === 1 ? '' : 's'} of game ${game}; expected ${counts}`;
        caseErrors.push(locatedError(where.line, where.column, message));
        stop = !line;
        break;
      }
      reader.next();
      const { piece, error } = readPiece(line, k < header.white ? 'white' : 'black');
      if (error) caseErrors.push(error);
      if (piece) pieces.push(piece);
    }
    if (caseErrors.length === 0) caseErrors.push(...checkPieces(pieces, headerLine, strict));
    const board = new ChessBoard(BOARD);
    for (const piece of pieces) board.put(piece.square, { color: piece.color, role: piece.role });
    cases.push({
      index: game,
      line: headerLine.number,
      result: caseErrors.length === 0 ? { ok: true, value: { board, moves: header.moves } } : { ok: false, error: caseErrors },
    });
    if (stop) return { cases, errors };
  }

  reader.skipBlankLines();
  const extra = reader.peek();
  if (extra) {
    errors.push(locatedError(extra.number, 1, `unexpected text after the last game (g = ${count.value}): ${quote(extra.text)}`));
  }
  return { cases, errors };
}

/** The contest text of one game, for tests and for the web page's board editor. */
export function formatGame(input: SimplifiedChessCase): string {
  const lines: string[] = [];
  const letter: Readonly<Record<Role, string>> = { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N' };
  let white = 0;
  let black = 0;
  for (const color of ['white', 'black'] as const) {
    for (const square of input.board.squaresOf(color)) {
      const piece = input.board.pieceAt(square)!;
      const name = squareName(BOARD, square).toUpperCase();
      lines.push(`${letter[piece.role]} ${name[0]} ${name[1]}`);
      if (color === 'white') white++;
      else black++;
    }
  }
  return `${white} ${black} ${input.moves}\n${lines.join('\n')}\n`;
}
