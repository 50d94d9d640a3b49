import type { Side } from '../../core/side.js';
import type { Result } from '../../core/located.js';
import { charAt, describeChar } from '../../core/characters.js';
import { type Position, pieceList, uncrownedMen } from './position.js';
import { type SquareSet, squaresOf } from './squares.js';

/**
 * PDN FEN, the standard text form of a checkers position: `W:W18,22,23:B6,10,15,19,K16`. The first
 * letter is the side to move; each piece list starts with its colour; `K` marks a king. PDN's
 * Black is our Red (the side on 1–12). Ranges such as `B1-12` are read, never written.
 */

export interface PdnFenError {
  /** 1-based column in the FEN text. */
  readonly column: number;
  readonly message: string;
}

const pdnLetter = (side: Side): string => (side === 'black' ? 'B' : 'W');
const sideOfLetter = (letter: string): Side | undefined =>
  letter === 'B' || letter === 'b' ? 'black' : letter === 'W' || letter === 'w' ? 'white' : undefined;

export function toPdnFen(position: Position): string {
  const list = (side: Side): string => {
    const { men, kings } = pieceList(position, side);
    return [...men.map(String), ...kings.map((square) => `K${square}`)].join(',');
  };
  return `${pdnLetter(position.turn)}:W${list('white')}:B${list('black')}`;
}

const pdnFenError = (column: number, message: string): Result<never, PdnFenError> => ({
  ok: false,
  error: { column, message },
});

/** Reads a PDN FEN; every complaint says at which column and what was expected. */
export function parsePdnFen(text: string): Result<Position, PdnFenError> {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  if (end > 0 && text[end - 1] === '.') end--;
  let start = 0;
  while (start < end && /\s/.test(text[start])) start++;
  const body = text.slice(start, end);
  if (body === '') return pdnFenError(1, 'expected a PDN FEN such as "B:W21-32:B1-12", found nothing');
  const turn = sideOfLetter(body[0]);
  if (!turn)
    return pdnFenError(start + 1, `expected the side to move, "W" or "B", found ${describeChar(charAt(body, 0))}`);
  const sets: Record<Side, SquareSet> = { black: 0, white: 0 };
  let kings = 0;
  const seen = new Set<Side>();
  let at = 1;
  while (at < body.length) {
    if (body[at] !== ':')
      return pdnFenError(start + at + 1, `expected ":" before a piece list, found ${describeChar(charAt(body, at))}`);
    at++;
    const side = sideOfLetter(body[at] ?? '');
    if (!side)
      return pdnFenError(
        start + at + 1,
        `expected "W" or "B" to start a piece list, found ` +
          `${body[at] === undefined ? 'the end' : describeChar(charAt(body, at))}`,
      );
    if (seen.has(side))
      return pdnFenError(start + at + 1, `the ${side === 'black' ? 'B' : 'W'} piece list is given twice`);
    seen.add(side);
    at++;
    // Items separated by commas, up to the next ':'.
    while (at < body.length && body[at] !== ':') {
      const itemStart = at;
      const king = body[at] === 'K' || body[at] === 'k';
      if (king) at++;
      const first = readNumber(body, at);
      if (!first)
        return pdnFenError(
          start + at + 1,
          `expected a square number (1-32)${king ? ' after "K"' : ''}, found ${describeAt(body, at)}`,
        );
      at = first.end;
      let last = first.value;
      if (body[at] === '-') {
        const second = readNumber(body, at + 1);
        if (!second)
          return pdnFenError(start + at + 2, `expected the end of a square range, found ${describeAt(body, at + 1)}`);
        at = second.end;
        last = second.value;
      }
      for (const value of [first.value, last]) {
        if (value < 1 || value > 32)
          return pdnFenError(start + itemStart + 1, `square ${value} is not on the board (1-32)`);
      }
      if (last < first.value)
        return pdnFenError(start + itemStart + 1, `the range ${first.value}-${last} runs backwards`);
      for (let square = first.value; square <= last; square++) {
        const squareBit = 1 << (square - 1);
        if (((sets.black | sets.white) & squareBit) !== 0)
          return pdnFenError(start + itemStart + 1, `square ${square} is listed twice`);
        sets[side] |= squareBit;
        if (king) kings |= squareBit;
      }
      if (body[at] === ',') {
        at++;
        if (at >= body.length || body[at] === ':') return pdnFenError(start + at + 1, 'expected a square after ","');
      } else if (at < body.length && body[at] !== ':') {
        return pdnFenError(start + at + 1, `expected "," or ":" after a square, found ${describeAt(body, at)}`);
      }
    }
  }
  const position: Position = { black: sets.black, white: sets.white, kings, turn };
  for (const side of ['black', 'white'] as const) {
    const men = uncrownedMen(position, side);
    if (men !== 0) {
      return pdnFenError(
        start + 1,
        `a ${side === 'black' ? 'Black (Red)' : 'White'} man on ${squaresOf(men).join(', ')}, its ` +
          `own promotion row; it would be a king there ("K${squaresOf(men)[0]}")`,
      );
    }
  }
  return { ok: true, value: position };
}

function readNumber(text: string, at: number): { value: number; end: number } | undefined {
  let end = at;
  while (end < text.length && end - at < 6 && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end === at ? undefined : { value: Number(text.slice(at, end)), end };
}

const describeAt = (text: string, at: number): string =>
  at >= text.length ? 'the end' : describeChar(charAt(text, at));
