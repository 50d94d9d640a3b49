import type { ExactCase, ExactLine, ExactReader } from '../../core/exact-text.js';
import { MAX_DATA_SETS_STRICT } from './case.js';
import { plural } from '../../core/grouped.js';

/**
 * Rank and File written exactly as the contest writes it: D (1 to 100), then per data set the
 * side, `w` or `B`, and 8 rows of 8 squares. The rows' characters and the kings are the parser's
 * to check.
 */
export function* readRankAndFileExactly(reader: ExactReader): Generator<ExactCase, void, undefined> {
  const first = reader.line('the number of data sets D');
  if (!first) return;
  const count = reader.integer(first, reader.tokens(first, 1, 'one number, D')[0], {
    what: 'D',
    min: 1,
    max: MAX_DATA_SETS_STRICT,
  });
  for (let index = 1; (count === undefined ? !reader.atEnd() : index <= count) && !reader.stopped; index++) {
    const side = reader.line(`data set ${index}'s side ("w" or "B")`);
    if (!side) return;
    const [letter] = reader.tokens(side, 1, 'one letter, the side');
    // Any other line here (a board row) means a data set has too few or too many rows: the rest cannot be located.
    if (!['w', 'B', 'W', 'b'].includes(letter.text))
      return reader.lost(side, letter, `data set ${index}'s side ("w" or "B")`);
    reader.oneOf(side, letter, ['w', 'B'], 'the side');
    const lines: ExactLine[] = [side];
    for (let row = 1; row <= 8; row++) {
      const line = reader.line(`board row ${row} of data set ${index}`);
      if (!line) return;
      const [squares] = reader.tokens(line, 1, `board row ${row}, 8 squares with no space`);
      if (line.tokens.length === 1 && squares.text.length !== 8)
        reader.breach(line.number, 1, `board row ${row} has ${plural(squares.text.length, 'square')}; expected 8`);
      lines.push(line);
    }
    yield { lines };
  }
  if (count !== undefined) reader.end(`the last data set (D = ${count})`);
}
