import type { ExactCase, ExactFormat, ExactLine, ExactReader } from '../../core/exact-text.js';
import { plural } from '../../core/grouped.js';

/**
 * Check the Check written exactly as the contest writes it: boards of 8 rows of 8 squares, one blank line after each,
 * and last the closing board of 64 '.', after which nothing. The rows' letters and the kings are the parser's to check.
 */
function* boards(reader: ExactReader): Generator<ExactCase, void, undefined> {
  for (let index = 1; !reader.stopped; index++) {
    const rows: ExactLine[] = [];
    for (let row = 1; row <= 8; row++) {
      const where = `row ${row} of board ${index}`;
      const line = reader.line(row === 1 ? `board ${index}, or the closing board of 64 "."` : where);
      if (!line) return;
      const [blanks, wanted] = [line.blanksBefore ?? 0, row === 1 && index > 1 ? 1 : 0];
      const before = `${plural(blanks, 'blank line')} before ${row === 1 ? `board ${index}` : where}`;
      if (blanks !== wanted) reader.breach(line.number - blanks, 1, `${before}; expected ${wanted}`);
      const [squares] = reader.tokens(line, 1, `${where}, 8 squares with no space`);
      if (line.tokens.length === 1 && squares.text.length !== 8)
        reader.breach(line.number, 1, `${where} has ${plural(squares.text.length, 'square')}; expected 8`);
      rows.push(line);
    }
    if (rows.every((line) => line.text === '........')) return reader.end('the closing board');
    yield { lines: rows };
  }
}

export const readCheckTheCheckExactly: ExactFormat = Object.assign(boards, { blankLines: true });
