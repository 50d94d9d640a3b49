import { type ClassVerdict, classVerdict } from '../../core/generate.js';
import { SIDES } from '../../core/side.js';
import { quote } from '../../core/characters.js';
import { piecesOf, redOrWhite, uncrownedMen } from '../../games/checkers/position.js';
import { popcount, squaresOf } from '../../games/checkers/squares.js';
import { type CheckersCase, MAX_PIECES_STRICT } from './case.js';
import { plural } from '../../core/grouped.js';

/**
 * The data class of a checkers record (docs/test-data.md): `contest` when it keeps the statement's
 * limits and writes every move as the statement does (2 to 13 squares 1-32 joined by "-"),
 * illegal moves included; `hostile` otherwise (`x`, typos, damage: the fuzz suite's data). Any
 * position within the limits may be given, so there is no `edge` case.
 */

/** A move as the statement writes it: 2 to 13 square numbers 1-32, without leading zeros, joined by "-". */
const SQUARE = '(?:[1-9]|[12][0-9]|3[0-2])';
const CONTEST_MOVE = new RegExp(`^${SQUARE}(?:-${SQUARE}){1,12}$`);

export const isContestMove = (text: string): boolean => CONTEST_MOVE.test(text);

export function classifyCheckers(input: CheckersCase): ClassVerdict {
  const { position, moves } = input;
  const hostile: string[] = [];
  for (const side of SIDES) {
    const name = redOrWhite(side);
    const count = popcount(piecesOf(position, side));
    if (count < 1 || count > MAX_PIECES_STRICT)
      hostile.push(`${name} has ${plural(count, 'piece')}; the contest has 1 to ${MAX_PIECES_STRICT} a side`);
    const men = squaresOf(uncrownedMen(position, side));
    if (men.length > 0)
      hostile.push(`${name} men stand on their own promotion row (${men.join(', ')}); such pieces are kings`);
  }
  if ((position.black & position.white) !== 0)
    hostile.push(`squares ${squaresOf(position.black & position.white).join(', ')} hold two pieces`);
  if (moves.length === 0) hostile.push('the record has no moves; the contest has n >= 1');
  const odd = moves.findIndex((move) => !isContestMove(move.text));
  if (odd >= 0)
    hostile.push(
      `move ${odd + 1} is written ${quote(moves[odd].text)}; the contest writes 2 to 13 squares ` +
        `1-32 joined by "-" (9-14, 16-23-14)`,
    );
  return classVerdict(hostile, []);
}
