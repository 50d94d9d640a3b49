import type { Side } from '../../core/side.js';
import type { Result } from '../../core/located.js';
import { describeChar, quote } from '../../core/characters.js';
import { ChessBoard } from './board.js';
import { roleFromLetter } from './pieces.js';
import { plural } from '../../core/grouped.js';

/**
 * Reading a chess FEN's piece placement (and its side to move) into a ChessBoard of any size up
 * to 26x26: the inverse of `toFen`. Castling, en passant and the move counters are skipped (there
 * is no castling in Arbiter's chess, and its pawns never step twice). Which pieces a game allows is its own to say.
 */

export interface FenError {
  /** 1-based column in the FEN text. */
  readonly column: number;
  readonly message: string;
}

export interface FenPosition {
  readonly board: ChessBoard;
  /** The side to move when the FEN gives one ("w" or "b"). */
  readonly sideToMove?: Side;
}

/** The largest board a FEN may describe: square names stop at z. */
export const MAX_FEN_SIZE = 26;

const fenError = (column: number, message: string): Result<never, FenError> => ({
  ok: false,
  error: { column, message },
});

export function parseFen(text: string): Result<FenPosition, FenError> {
  const start = text.length - text.trimStart().length;
  const body = text.trim();
  if (body === '') return fenError(1, 'expected a FEN such as "8/8/8/8/8/8/8/K6k w", found nothing');
  const fields = body.split(/\s+/);
  const placement = fields[0];
  // Each rank as a list of letters ('' for an empty square), checked letter by letter.
  const ranks: (string | undefined)[][] = [];
  const rankColumns: number[] = [];
  let current: (string | undefined)[] = [];
  let rankColumn = start + 1;
  for (let at = 0; at <= placement.length; at++) {
    const char = placement[at];
    const column = start + at + 1;
    if (char === undefined || char === '/') {
      if (current.length === 0)
        return fenError(column, `rank ${ranks.length + 1} of the FEN is empty; expected pieces or a number`);
      ranks.push(current);
      rankColumns.push(rankColumn);
      rankColumn = column + 1;
      current = [];
      if (ranks.length > MAX_FEN_SIZE) return fenError(column, `the FEN has more than ${MAX_FEN_SIZE} ranks`);
      continue;
    }
    if (char >= '0' && char <= '9') {
      let end = at;
      while (placement[end] >= '0' && placement[end] <= '9') end++;
      const run = Number(placement.slice(at, end));
      if (run === 0) return fenError(column, 'expected a number of empty squares from 1, found 0');
      if (current.length + run > MAX_FEN_SIZE)
        return fenError(column, `rank ${ranks.length + 1} of the FEN is wider than ${MAX_FEN_SIZE} squares`);
      for (let index = 0; index < run; index++) current.push(undefined);
      at = end - 1;
      continue;
    }
    if (!roleFromLetter(char))
      return fenError(
        column,
        `expected a piece letter (K Q R B N P, lower case for Black), a number or "/", found ${describeChar(char)}`,
      );
    if (current.length === MAX_FEN_SIZE)
      return fenError(column, `rank ${ranks.length + 1} of the FEN is wider than ${MAX_FEN_SIZE} squares`);
    current.push(char);
  }
  const width = ranks[0].length;
  const ragged = ranks.findIndex((rank) => rank.length !== width);
  if (ragged >= 0)
    return fenError(
      rankColumns[ragged],
      `rank ${ragged + 1} of the FEN has ${plural(ranks[ragged].length, 'square')}; expected ${width}, as rank 1`,
    );
  const board = new ChessBoard({ width, height: ranks.length });
  ranks.forEach((rank, index) => {
    rank.forEach((letter, file) => {
      const role = letter === undefined ? undefined : roleFromLetter(letter);
      if (letter === undefined || !role) return;
      board.put((ranks.length - 1 - index) * width + file, {
        side: letter === letter.toUpperCase() ? 'white' : 'black',
        role,
      });
    });
  });
  const side = fields[1];
  if (side === undefined) return { ok: true, value: { board } };
  if (side !== 'w' && side !== 'b')
    return fenError(
      start + body.indexOf(side, placement.length) + 1,
      `expected the side to move, "w" or "b", found ${quote(side)}`,
    );
  return { ok: true, value: { board, sideToMove: side === 'w' ? 'white' : 'black' } };
}
