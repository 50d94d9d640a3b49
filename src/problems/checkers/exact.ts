import { EXACT_CASE_LINES, type ExactCase, type ExactLine, type ExactReader } from '../../core/exact-text.js';
import type { Token } from '../../core/words.js';
import { quote } from '../../core/characters.js';
import { MAX_PIECES_STRICT } from './case.js';
import { plural } from '../../core/grouped.js';

const NUMBER = /^[+-]?[0-9]+$/;
/** The most squares a written move has (the seed's "no more than 13 square numbers"). */
const MAX_MOVE_SQUARES = 13;

/**
 * A move as the contest writes it: 2 to 13 squares 1-32 joined by '-'. Illegal moves are wanted; other notation is not.
 */
function readExactMove(reader: ExactReader, line: ExactLine, token: Token): void {
  const { text, column } = token;
  const parts = text.split('-');
  let at = column;
  for (const [k, part] of parts.entries()) {
    const bad = /[^0-9]/.exec(part);
    if (part === '') {
      const where = k === 0 ? 'starts with' : k === parts.length - 1 ? 'ends with' : 'has two';
      reader.breach(
        line.number,
        at,
        `the move ${quote(text)} ${where} '-'; a move is square numbers joined by single '-'`,
      );
      return;
    }
    if (bad) {
      const why = bad[0] === 'x' || bad[0] === 'X' ? "; the contest writes every move with '-', captures too" : '';
      reader.breach(line.number, at + bad.index, `unexpected ${quote(bad[0])} in the move ${quote(text)}${why}`);
      return;
    }
    reader.integer(line, { text: part, column: at }, { what: 'a square of the move', min: 1, max: 32 });
    at += part.length + 1;
  }
  if (parts.length < 2 || parts.length > MAX_MOVE_SQUARES)
    reader.breach(
      line.number,
      column,
      `the move ${quote(text)} has ${plural(parts.length, 'square')}; a move has 2 to ${MAX_MOVE_SQUARES}`,
    );
}

/**
 * The moves of a record kept for the rules and class checks. A record may be as long as it likes
 * (n has no upper bound), but what those checks ask of a move, its notation, the token rules
 * have asked of every move already: the record they see is its first moves only.
 */
const MAX_KEPT_MOVES = EXACT_CASE_LINES - 4;

/** The line "n C" of a record cut to its first `kept` moves: n written as `kept`, its columns kept. */
function keptHeader(line: ExactLine, count: Token, kept: number, moves: number): ExactLine {
  if (kept >= moves) return line;
  const at = count.column - 1;
  // Padded with spaces so that the side stays in its column (the rules' parser reads any spacing).
  const written = String(kept).padEnd(count.text.length);
  const text = `${line.text.slice(0, at)}${written}${line.text.slice(at + count.text.length)}`;
  return {
    ...line,
    text,
    tokens: line.tokens.map((token) => (token === count ? { ...token, text: String(kept) } : token)),
  };
}

/**
 * The Advanced Checkers Machine written exactly as the contest writes it: records of "nR nW" (1 to
 * 12 each), Red's and White's squares (1-32, a king as -s), "n C" (n at least 1, C R or W) and n
 * moves in the contest's notation, then "0 0" and nothing after it. Whether squares repeat or a
 * man stands on its promotion row is the parser's to check; whether the moves are legal is the question.
 */
export function* readCheckersExactly(reader: ExactReader): Generator<ExactCase, void, undefined> {
  for (let index = 1; !reader.stopped; index++) {
    const header = reader.line(`record ${index}'s line "nR nW", or the closing line "0 0"`);
    if (!header) return;
    const words = reader.tokens(header, 2, '2 numbers, "nR nW"');
    if (words.length !== 2 || !words.every((word) => NUMBER.test(word.text)))
      return reader.lost(header, words[0], `record ${index}'s line "nR nW", or the closing line "0 0"`);
    if (words.every((word) => /^[+-]?0+$/.test(word.text))) {
      for (const word of words) reader.integer(header, word, { what: "the closing line's number", min: 0, max: 0 });
      reader.end('the closing line "0 0"');
      return;
    }
    const red = reader.integer(header, words[0], {
      what: 'nR, the number of Red pieces,',
      min: 1,
      max: MAX_PIECES_STRICT,
    });
    const white = reader.integer(header, words[1], {
      what: 'nW, the number of White pieces,',
      min: 1,
      max: MAX_PIECES_STRICT,
    });
    const lines: ExactLine[] = [header];
    for (const [side, count] of [
      ['Red', red],
      ['White', white],
    ] as const) {
      const line = reader.line(`${side}'s squares`);
      if (!line) return;
      lines.push(line);
      const squares =
        count === undefined ? line.tokens : reader.tokens(line, count, `${plural(count, 'square number')} of ${side}`);
      for (const square of squares)
        reader.integer(line, square, { what: `a square of ${side}`, min: 1, max: 32, signed: true });
    }
    const moveHeader = reader.line(`record ${index}'s line "n C"`);
    if (!moveHeader) return;
    const [countWord, sideWord] = reader.tokens(moveHeader, 2, '"n C", the number of moves and R or W');
    if (!NUMBER.test(countWord.text)) return reader.lost(moveHeader, countWord, `record ${index}'s line "n C"`);
    const moves =
      reader.integer(moveHeader, countWord, { what: 'n, the number of moves,', min: 1 }) ?? Number(countWord.text);
    reader.oneOf(moveHeader, sideWord, ['R', 'W'], 'the side to move first');
    const moveLines: ExactLine[] = [];
    for (let k = 1; k <= moves && !reader.stopped; k++) {
      const line = reader.line(`move ${k} of ${moves} of record ${index}`);
      if (!line) return;
      const [move] = reader.tokens(line, 1, 'one move, such as 9-14, with no space');
      // A line of two numbers is the next record's (or the closing) line: n counted too many moves.
      if (line.tokens.length === 2 && line.tokens.every((word) => NUMBER.test(word.text)))
        return reader.lost(line, move, `move ${k} of ${moves} of record ${index}`);
      readExactMove(reader, line, move);
      if (moveLines.length < MAX_KEPT_MOVES) moveLines.push(line);
    }
    yield { lines: [...lines, keptHeader(moveHeader, countWord, moveLines.length, moves), ...moveLines] };
  }
}
