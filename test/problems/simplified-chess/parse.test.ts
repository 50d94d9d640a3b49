import { describe, expect, it } from 'vitest';
import { simplifiedChess } from '../../../src/problems/simplified-chess/index.js';
import { assertLocated } from '../../helpers/located.js';

const SAMPLE = '1\n2 1 1\nN B 2\nQ B 1\nQ A 4\n';

/** The first error of each case (or of the whole input) as "line:column message". */
function errorsOf(text: string, strict = false): string[] {
  const parsed = simplifiedChess.parse(text, { strict });
  const all = [...parsed.cases.flatMap((input) => (input.result.ok ? [] : input.result.error)), ...parsed.errors];
  assertLocated(text, all);
  return all.map((error) => `${error.line}:${error.column} ${error.message}`);
}

describe('Simplified Chess Engine input', () => {
  it('reads the seed sample: White knight b2 and queen b1, Black queen a4, m = 1', () => {
    const parsed = simplifiedChess.parse(SAMPLE, { strict: true });
    expect(parsed.errors).toEqual([]);
    const input = parsed.cases[0].result;
    expect(input.ok && input.value.moves).toBe(1);
    expect(input.ok && input.value.board.pieceAt(4 + 1)).toEqual({ side: 'white', role: 'knight' });
    expect(input.ok && input.value.board.pieceAt(12)).toEqual({ side: 'black', role: 'queen' });
  });

  it('tolerates CRLF, extra spaces and tabs, blank lines, lower case and a missing final newline', () => {
    const messy = '\r\n 1 \r\n\r\n2  1\t1\r\nn b 2\r\n\r\n  q  B 1 \r\nQ a 4';
    const parsed = simplifiedChess.parse(messy, { strict: true });
    expect(errorsOf(messy, true)).toEqual([]);
    expect(parsed.cases).toHaveLength(1);
  });

  it('names the line and column of a bad piece type, column or row', () => {
    expect(errorsOf('1\n2 1 1\nK B 2\nQ B 1\nQ A 4\n')).toEqual([
      '3:1 expected the piece type Q, N, B or R, found "K" (no kings or pawns in this game)',
    ]);
    expect(errorsOf('1\n2 1 1\nN E 2\nQ B 1\nQ A 4\n')).toEqual(['3:3 expected the column A, B, C or D, found "E"']);
    expect(errorsOf('1\n2 1 1\nN B 5\nQ B 1\nQ A 4\n')).toEqual(['3:5 expected the row 1, 2, 3 or 4, found "5"']);
    expect(errorsOf('1\n2 1 1\nNB2\nQ B 1\nQ A 4\n')[0]).toMatch(/^3:1 expected a piece as "t c r"/);
  });

  it('rejects two pieces on one square, pointing at the second', () => {
    expect(errorsOf('1\n2 1 1\nN B 2\nQ B 2\nQ A 4\n')).toEqual([
      '4:3 square B2 is taken twice (first by the white knight on line 3); expected distinct squares',
    ]);
  });

  it('needs exactly one queen a side', () => {
    expect(errorsOf('1\n2 1 1\nN B 2\nR B 1\nQ A 4\n')).toEqual(['2:1 white has no queen; expected exactly one']);
    expect(errorsOf('1\n1 2 1\nQ B 1\nQ A 4\nQ C 4\n')).toEqual([
      '5:1 a second black queen (the first is on A4); expected exactly one',
    ]);
  });

  it('--strict enforces the contest limits: g, w and b, m, rooks and minor pieces', () => {
    expect(errorsOf('1\n2 1 7\nN B 2\nQ B 1\nQ A 4\n', true)).toEqual([
      '2:5 m, the number of moves, is 7; expected 1 to 6 (--strict)',
    ]);
    expect(errorsOf('1\n2 1 7\nN B 2\nQ B 1\nQ A 4\n', false)).toEqual([]);
    // Commas around the name, in every mode (the newcomer issue: "m, the number of moves is 0").
    expect(errorsOf('1\n1 1 0\nQ A 1\nQ B 2\n', false)).toEqual([
      '2:5 m, the number of moves, is 0; expected at least 1',
    ]);
    const sixWhite = '1\n6 1 1\nQ A 1\nR A 2\nR A 3\nN B 1\nN B 2\nB B 3\nQ D 4\n';
    expect(errorsOf(sixWhite, true)[0]).toBe('2:1 w, the number of white pieces, is 6; expected 1 to 5 (--strict)');
    expect(errorsOf(sixWhite, false)).toEqual([]);
    const threeRooks = '1\n4 1 1\nQ A 1\nR A 2\nR A 3\nR B 1\nQ D 4\n';
    expect(errorsOf(threeRooks, true)).toEqual(['5:1 a third white rook; the contest allows at most 2 (--strict)']);
    expect(errorsOf(`201\n${'1 1 1\nQ A 1\nQ D 3\n'.repeat(201)}`, true)).toEqual([
      '1:1 g = 201 exceeds the contest limit of 200 (--strict)',
    ]);
  });

  it('a game with too few piece lines is reported, and the next game is still read', () => {
    const text = '2\n2 1 1\nN B 2\nQ A 4\n1 1 1\nQ A 1\nQ D 4\n';
    const parsed = simplifiedChess.parse(text);
    expect(errorsOf(text)).toEqual(['5:1 game 1 has 2 piece lines; its first line says 3 (2 white, 1 black)']);
    expect(parsed.cases[1].result.ok).toBe(true);
  });

  it('a header that cannot be read stops the input there, after the games before it', () => {
    const text = '2\n1 1 1\nQ A 1\nQ D 4\n1 x 1\nQ A 1\nQ D 4\n';
    const parsed = simplifiedChess.parse(text);
    expect(parsed.cases).toHaveLength(2);
    expect(parsed.cases[0].result.ok).toBe(true);
    expect(errorsOf(text)).toEqual(['5:3 expected b, the number of black pieces (a whole number), found "x"']);
  });

  it('reports missing games and text after the last game', () => {
    expect(errorsOf('2\n1 1 1\nQ A 1\nQ D 4\n')).toEqual(['4:6 the input ends after 1 game; g says 2']);
    expect(errorsOf('1\n1 1 1\nQ A 1\nQ D 4\nQ C 3\n')).toEqual([
      '5:1 unexpected text after the last game (g = 1): "Q C 3"',
    ]);
    expect(errorsOf('')).toEqual(['1:1 expected the number of games g, found an empty input']);
  });
});
