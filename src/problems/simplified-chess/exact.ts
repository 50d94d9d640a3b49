import {
  EXACT_CASE_LINES,
  type ExactCase,
  type ExactFormat,
  type ExactLine,
  type ExactReader,
} from '../../core/exact-text.js';
import { ROLE_LETTER } from '../../games/chess/pieces.js';
import type { SimplifiedChessVariant } from './variant.js';

const COLUMNS = ['A', 'B', 'C', 'D'] as const;

/**
 * A problem of the Simplified Chess Engine's family written exactly as the contest writes it: g (1
 * to the limit: 200 for the Simplified Chess Engine), then per game "w b m" (w, b from 1 to the
 * pieces a side: 5; m from 1 to 6) and w + b lines "t c r" in upper case (t one of the variant's
 * letters), one space apart. Which pieces and how many of each are the parser's to check.
 */
export const exactFormatOf = ({ limits, roles }: SimplifiedChessVariant): ExactFormat =>
  function* readExactly(reader: ExactReader): Generator<ExactCase, void, undefined> {
    yield* readGames(
      reader,
      limits,
      roles.map((role) => ROLE_LETTER[role]),
    );
  };

function* readGames(
  reader: ExactReader,
  limits: SimplifiedChessVariant['limits'],
  types: readonly string[],
): Generator<ExactCase, void, undefined> {
  const first = reader.line('the number of games g');
  if (!first) return;
  const count = reader.integer(first, reader.tokens(first, 1, 'one number, g')[0], {
    what: 'g',
    min: 1,
    max: limits.games,
  });
  for (let game = 1; (count === undefined ? !reader.atEnd() : game <= count) && !reader.stopped; game++) {
    const header = reader.line(`game ${game}'s line "w b m"`);
    if (!header) return;
    const words = reader.tokens(header, 3, '3 numbers, "w b m"');
    // Only a line of numbers can start a game; anything else means the game before had too many piece lines.
    if (words.length !== 3 || !words.every((word) => /^[+-]?[0-9]+$/.test(word.text)))
      return reader.lost(header, words[0], `game ${game}'s line "w b m"`);
    const pieces = limits.piecesPerSide;
    const white = reader.integer(header, words[0], { what: 'w, the number of White pieces,', min: 1, max: pieces });
    const black = reader.integer(header, words[1], { what: 'b, the number of Black pieces,', min: 1, max: pieces });
    reader.integer(header, words[2], { what: 'm, the number of moves,', min: 1, max: limits.moves });
    const lines: ExactLine[] = [header];
    let dropped = 0;
    // Counts out of range still say how many lines follow, as long as they are numbers.
    const total = (white ?? Math.abs(Number(words[0].text))) + (black ?? Math.abs(Number(words[1].text)));
    for (let k = 0; k < total && !reader.stopped; k++) {
      const side = k < (white ?? Number(words[0].text)) ? 'White' : 'Black';
      const line = reader.line(`a ${side} piece of game ${game}, "t c r"`);
      if (!line) return;
      const [type, column, row] = reader.tokens(line, 3, '3 tokens, "t c r"');
      if (/^[+-]?[0-9]+$/.test(type.text) && line.tokens.length === 3)
        return reader.lost(line, type, `a ${side} piece of game ${game}`);
      reader.oneOf(line, type, types, 'the piece type');
      reader.oneOf(line, column, COLUMNS, 'the column');
      reader.integer(line, row, { what: 'the row', min: 1, max: 4 });
      // Only counts far out of range (a breach already) make a game this long.
      if (lines.length < EXACT_CASE_LINES) lines.push(line);
      else dropped++;
    }
    yield dropped > 0 ? { lines, dropped } : { lines };
  }
  if (count !== undefined) reader.end(`the last game (g = ${count})`);
}
