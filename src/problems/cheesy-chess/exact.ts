import type { ExactCase, ExactLine, ExactReader } from '../../core/exact-text.js';
import { CONTEST_SIZE } from './case.js';
import { plural } from '../../core/grouped.js';

/**
 * Cheesy Chess written exactly as the contest writes it: T (at least 1), then per test case 8 rows
 * of 8 fields and two lines "x y" of numbers 1 to 8. The fields' letters and where the pieces may
 * stand are the parser's to check.
 */
export function* readCheesyChessExactly(reader: ExactReader): Generator<ExactCase, void, undefined> {
  const first = reader.line('the number of test cases T');
  if (!first) return;
  const count = reader.integer(first, reader.tokens(first, 1, 'one number, T')[0], { what: 'T', min: 1 });
  for (let index = 1; (count === undefined ? !reader.atEnd() : index <= count) && !reader.stopped; index++) {
    const lines: ExactLine[] = [];
    for (let row = 1; row <= CONTEST_SIZE; row++) {
      const line = reader.line(`board row ${row} of test case ${index}`);
      if (!line) return;
      const [word] = reader.tokens(line, 1, `board row ${row}, ${CONTEST_SIZE} fields with no space`);
      // A number where a row belongs: the case before had too few or too many lines.
      if (/^[+-]?[0-9]/.test(word.text)) return reader.lost(line, word, `board row ${row} of test case ${index}`);
      if (line.tokens.length === 1 && word.text.length !== CONTEST_SIZE)
        reader.breach(
          line.number,
          1,
          `board row ${row} has ${plural(word.text.length, 'field')}; expected ${CONTEST_SIZE}`,
        );
      lines.push(line);
    }
    for (const piece of ['king', 'pawn']) {
      const line = reader.line(`the ${piece}'s column and row of test case ${index}`);
      if (!line) return;
      const [x, y] = reader.tokens(line, 2, `2 numbers, the ${piece}'s column and row`);
      if (!/^[+-]?[0-9]/.test(x.text))
        return reader.lost(line, x, `the ${piece}'s column and row of test case ${index}`);
      reader.integer(line, x, { what: `the ${piece}'s column`, min: 1, max: CONTEST_SIZE });
      reader.integer(line, y, { what: `the ${piece}'s row`, min: 1, max: CONTEST_SIZE });
      lines.push(line);
    }
    yield { lines };
  }
  if (count !== undefined) reader.end(`the last test case (T = ${count})`);
}
