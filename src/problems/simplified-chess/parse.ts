import type { Side } from '../../core/side.js';
import { type Square, squareAt, squareName } from '../../core/geometry.js';
import type { CaseStep, InputFormat } from '../../framework/input-format.js';
import { type LocatedError, type Result, err, locatedError, ok } from '../../core/located.js';
import { type Line, type LineReader } from '../../core/lines.js';
import { type Token, Words, readInteger } from '../../core/words.js';
import { quote } from '../../core/characters.js';
import { ChessBoard } from '../../games/chess/board.js';
import { ROLES, ROLE_LETTER, type Role } from '../../games/chess/pieces.js';
import { joinWords } from '../../games/chess/notation.js';
import { BOARD, type SimplifiedChessCase, fromSetupOf } from './case.js';
import type { SimplifiedChessVariant } from './variant.js';
import { plural } from '../../core/grouped.js';

/** What a variant's reader says of its pieces: their letters, and the chess pieces it has none of. */
interface PieceWords {
  readonly roleOf: ReadonlyMap<string, Role>;
  /** "Q, N, B or R" */
  readonly letters: string;
  /** 'a piece as "t c r" (t: Q, N, B or R; c: A-D; r: 1-4)' */
  readonly format: string;
  /** "(no kings or pawns in this game)", for a letter of one of them */
  readonly none: string;
}

function pieceWords(variant: SimplifiedChessVariant): PieceWords {
  const letters = joinWords(
    variant.roles.map((role) => ROLE_LETTER[role]),
    'or',
  );
  const missing = ROLES.filter((role) => !variant.roles.includes(role));
  return {
    roleOf: new Map(variant.roles.map((role) => [ROLE_LETTER[role], role])),
    letters,
    format: `a piece as "t c r" (t: ${letters}; c: A-D; r: 1-4)`,
    none: `(no ${joinWords(
      missing.map((role) => `${role}s`),
      'or',
    )} in this game)`,
  };
}

interface PlacedPiece {
  readonly side: Side;
  readonly role: Role;
  readonly square: Square;
  readonly line: number;
  readonly column: number;
}

/**
 * The line's first three words if it has exactly three; else where the count goes wrong (the 4th word, or the last).
 */
function threeWords(line: Line): { words: readonly Token[] } | { column: number } {
  const words = new Words(line).upTo(4);
  if (words.length === 3) return { words };
  return { column: words.length > 3 ? words[3].column : words.length === 0 ? 1 : words[words.length - 1].column };
}

/** A line of three whole numbers: the "w b m" line that starts a game. */
function looksLikeHeader(line: Line): boolean {
  const read = threeWords(line);
  return 'words' in read && read.words.every((word) => /^[0-9]+$/.test(word.text));
}

function readPiece(line: Line, side: Side, words: PieceWords): Result<PlacedPiece, LocatedError> {
  const read = threeWords(line);
  if (!('words' in read))
    return err(
      locatedError(line.number, read.column, `expected ${words.format} for a ${side} piece, found ${quote(line.text)}`),
    );
  const [type, file, rank] = read.words;
  const letter = type.text.toUpperCase();
  const role = words.roleOf.get(letter);
  if (!role) {
    const chess = type.text.length === 1 && ROLES.some((known) => ROLE_LETTER[known] === letter);
    const found = chess ? `${quote(type.text)} ${words.none}` : quote(type.text);
    return err(locatedError(line.number, type.column, `expected the piece type ${words.letters}, found ${found}`));
  }
  const fileIndex = 'ABCD'.indexOf(file.text.toUpperCase());
  if (file.text.length !== 1 || fileIndex < 0) {
    return err(locatedError(line.number, file.column, `expected the column A, B, C or D, found ${quote(file.text)}`));
  }
  const rankIndex = '1234'.indexOf(rank.text);
  if (rank.text.length !== 1 || rankIndex < 0) {
    return err(locatedError(line.number, rank.column, `expected the row 1, 2, 3 or 4, found ${quote(rank.text)}`));
  }
  return ok({ side, role, square: squareAt(BOARD, fileIndex, rankIndex), line: line.number, column: file.column });
}

const describePiece = (piece: PlacedPiece): string => `the ${piece.side} ${piece.role} on line ${piece.line}`;

/** Squares distinct: what the text alone can get wrong (a board holds one piece a square). */
function squareErrors(pieces: readonly PlacedPiece[]): LocatedError[] {
  const errors: LocatedError[] = [];
  const bySquare = new Map<Square, PlacedPiece>();
  for (const piece of pieces) {
    const first = bySquare.get(piece.square);
    if (first) {
      const name = squareName(BOARD, piece.square).toUpperCase();
      errors.push(
        locatedError(
          piece.line,
          piece.column,
          `square ${name} is taken twice (first by ${describePiece(first)}); expected distinct squares`,
        ),
      );
    } else {
      bySquare.set(piece.square, piece);
    }
  }
  return errors;
}

interface Header {
  readonly white: number;
  readonly black: number;
  /** Absent when the line gives w and b but no readable m: the game is passed over, answered with its errors. */
  readonly moves?: number;
}

/**
 * Reads "w b m". Once w and b are read the piece lines can be counted, so the game can be passed
 * over even when the rest of the line is wrong; without them (only errors) they cannot.
 */
function readHeader(
  line: Line,
  game: number,
  strict: boolean,
  limits: SimplifiedChessVariant['limits'],
): { header?: Header; errors: LocatedError[] } {
  const words = new Words(line).upTo(4);
  const wrongCount = (): LocatedError =>
    locatedError(
      line.number,
      words.length > 3 ? words[3].column : words.length === 0 ? 1 : words[words.length - 1].column,
      `expected "w b m" (three whole numbers) to start game ${game}, found ${quote(line.text)}`,
    );
  // A longer line may be anything: its numbers count nothing.
  if (words.length > 3) return { errors: [wrongCount()] };
  const what = ['w, the number of white pieces', 'b, the number of black pieces', 'm, the number of moves'];
  const values: number[] = [];
  let bad: LocatedError | undefined;
  for (const [k, word] of words.entries()) {
    const value = readInteger(word, line.number, { what: what[k] });
    if (!value.ok) {
      bad = value.error;
      break;
    }
    values.push(value.value);
  }
  if (values.length < 3) {
    const errors = [bad ?? wrongCount()];
    // With w and b the piece lines can still be counted, and the game passed over.
    return values.length === 2 ? { header: { white: values[0], black: values[1] }, errors } : { errors };
  }
  const [white, black, moves] = values;
  const errors: LocatedError[] = [];
  const limit = strict ? limits.piecesPerSide : BOARD.width * BOARD.height - 1;
  const suffix = strict ? ' (--strict)' : '';
  for (const [k, count] of [white, black].entries()) {
    if (count < 1 || count > limit)
      errors.push(
        locatedError(line.number, words[k].column, `${what[k]}, is ${count}; expected 1 to ${limit}${suffix}`),
      );
  }
  if (white + black > BOARD.width * BOARD.height) {
    errors.push(
      locatedError(line.number, 1, `${plural(white + black, 'piece')} cannot stand on the 16 squares of a 4x4 board`),
    );
  }
  if (moves < 1 || (strict && moves > limits.moves)) {
    const range = strict ? `1 to ${limits.moves} (--strict)` : 'at least 1';
    errors.push(locatedError(line.number, words[2].column, `${what[2]}, is ${moves}; expected ${range}`));
  }
  return { header: { white, black, moves }, errors };
}

/** Reads one game: the "w b m" line and w + b piece lines. */
function readGame(variant: Reading, reader: LineReader, game: number, strict: boolean): CaseStep<SimplifiedChessCase> {
  const headerLine = reader.take();
  const { header, errors } = readHeader(headerLine, game, strict, variant.limits);
  // Without w and b the piece lines cannot be counted, so later games cannot be found safely.
  if (!header) return { kind: 'case', result: err(errors), stop: true };
  const pieces: PlacedPiece[] = [];
  const expected = header.white + header.black;
  for (let k = 0; k < expected; k++) {
    reader.skipBlankLines();
    const line = reader.peek();
    if (!line || looksLikeHeader(line)) {
      const counts = `${expected} (${header.white} white, ${header.black} black)`;
      const lines = `${plural(k, 'piece line')}`;
      errors.push(
        reader.errorAtNext(
          line
            ? `game ${game} has ${lines}; its first line says ${counts}`
            : `the input ends after ${lines} of game ${game}; expected ${counts}`,
        ),
      );
      if (!line) return { kind: 'case', result: err(errors), stop: true };
      break;
    }
    reader.advance();
    const piece = readPiece(line, k < header.white ? 'white' : 'black', variant.words);
    if (piece.ok) pieces.push(piece.value);
    else errors.push(piece.error);
  }
  if (errors.length === 0) errors.push(...squareErrors(pieces));
  if (errors.length > 0 || header.moves === undefined) return { kind: 'case', result: err(errors) };
  const board = new ChessBoard(BOARD);
  for (const piece of pieces) board.put(piece.square, { side: piece.side, role: piece.role });
  const setup = { board, moves: header.moves };
  // The rules' faults, each at its piece's line (or at the game's first line when it names no piece).
  const lineOf = new Map(pieces.map((piece) => [piece.square, piece.line]));
  const made = variant.fromSetup(setup, { strict });
  const faults = (made.ok ? [] : made.error).map(({ code, message, place }) =>
    locatedError(place === undefined ? headerLine.number : (lineOf.get(place) ?? headerLine.number), 1, message, code),
  );
  return { kind: 'case', result: made.ok ? ok(made.value) : err(faults) };
}

/**
 * The contest text of one game (Simplified Chess's formatInput): White's pieces, then Black's, each in square order
 * (a1, b1, ... d4).
 */
export function formatGame(input: SimplifiedChessCase): string {
  const lines: string[] = [];
  const counts = { white: 0, black: 0 };
  for (const side of ['white', 'black'] as const) {
    for (const square of input.board.squaresOf(side)) {
      const name = squareName(BOARD, square).toUpperCase();
      lines.push(`${ROLE_LETTER[input.board.pieceAt(square)!.role]} ${name[0]} ${name[1]}\n`);
      counts[side]++;
    }
  }
  return `${counts.white} ${counts.black} ${input.moves}\n${lines.join('')}`;
}

/** What reading one game needs of its variant. */
interface Reading {
  readonly limits: SimplifiedChessVariant['limits'];
  readonly words: PieceWords;
  readonly fromSetup: ReturnType<typeof fromSetupOf>;
}

/** The input format of a problem of the family: its limits, its pieces' letters, its rules. */
export function inputFormatOf(variant: SimplifiedChessVariant): InputFormat<SimplifiedChessCase> {
  const reading: Reading = { limits: variant.limits, words: pieceWords(variant), fromSetup: fromSetupOf(variant) };
  return {
    framing: {
      kind: 'counted',
      unit: { one: 'game', many: 'games' },
      symbol: 'g',
      strictMax: variant.limits.games,
      spaced: true,
    },
    readCase: (reader, game, options) => readGame(reading, reader, game, options.strict === true),
    formatInput: formatGame,
  };
}
