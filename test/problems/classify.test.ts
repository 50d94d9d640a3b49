import { describe, expect, it } from 'vitest';
import { type CheckersCase, type CheckersSetup, checkersUnchecked } from '../../src/problems/checkers/index.js';
import { cheesyChessUnchecked } from '../../src/problems/cheesy-chess/index.js';
import { rankAndFileUnchecked } from '../../src/problems/rank-and-file/index.js';
import { simplifiedChessUnchecked } from '../../src/problems/simplified-chess/index.js';

/**
 * Each problem's class checker on hand-made cases, one rule of docs/test-data.md at a time: what
 * makes a case `edge` (Rank and File) or `hostile` (outside the contest's format or limits).
 */

/** The one case of a contest input, read without --strict. */
function read<C>(
  problem: { parse: (text: string) => { cases: readonly { result: { ok: true; value: C } | { ok: false } }[] } },
  text: string,
): C {
  const [first] = problem.parse(text).cases;
  if (!first.result.ok) throw new Error(`does not read: ${text}`);
  return first.result.value;
}

/** A Rank and File data set from its side and eight rows. */
const board = (side: 'w' | 'B', ...rows: string[]): string => `1\n${side}\n${rows.join('\n')}\n`;
const rankAndFile = (text: string) => rankAndFileUnchecked.classify(read(rankAndFileUnchecked, text));

describe('Rank and File: contest or edge', () => {
  it("the sample's first data set (a check) and a quiet position are contest", () => {
    expect(rankAndFile(rankAndFileUnchecked.sample.input)).toEqual({ class: 'contest', reasons: [] });
    expect(
      rankAndFile(
        board('w', 'k.......', '........', '..K.....', '........', '........', '........', '........', 'r......R'),
      ),
    ).toEqual({
      class: 'contest',
      reasons: [],
    });
  });

  it('kings side by side are edge, and said so once (not also as the other side in check)', () => {
    const verdict = rankAndFile(
      board('w', '........', '........', '........', '...kK...', '........', '........', '........', '........'),
    );
    expect(verdict.class).toBe('edge');
    expect(verdict.reasons).toEqual([
      'the kings stand side by side (d5 and e5); a king can never move next to the other king',
    ]);
  });

  it('the side not to move in check is edge, naming the checking piece', () => {
    const verdict = rankAndFile(
      board('w', 'K.......', '........', '........', '........', '........', '........', '........', 'r......k'),
    );
    expect(verdict.class).toBe('edge');
    expect(verdict.reasons.join()).toMatch(/^the side not to move \(Black\) is in check from the white rook on a1; /);
  });

  it('three checkers are edge; two knights are edge', () => {
    // The queen on h5, the knight on d3 and the rook on e1 all attack the king on e5.
    const three = rankAndFile(
      board('w', 'K.......', '........', '........', '....k..Q', '........', '...N....', '........', '....R...'),
    );
    expect(three.reasons.join()).toMatch(/^3 pieces give check/);
    const knights = rankAndFile(
      board('w', 'K.......', '........', '........', '....k...', '..N.....', '...N....', '........', '........'),
    );
    expect(knights.class).toBe('edge');
    expect(knights.reasons.join()).toMatch(
      /^no single move gives both checks \(the black knight on d3, the black knight on c4\)/,
    );
  });

  it('a double check one move gives is contest: a knight or a rook stepping off a bishop or rook line', () => {
    // The knight stood on e5, between the bishop on h8 and the king on b2, and jumped to c4.
    expect(
      rankAndFile(
        board('w', '.......B', '........', '........', '........', '..N.....', '........', '.k......', '.......K'),
      ).class,
    ).toBe('contest');
    // The knight stood on c1, between the rook on a1 and the king on e1, and jumped to d3.
    expect(
      rankAndFile(
        board('w', '.......K', '........', '........', '........', '........', '...N....', '........', 'R...k...'),
      ).class,
    ).toBe('contest');
  });

  it("two checks no single move gives are edge: the piece could not have stood on the other one's line", () => {
    // The rook on d8 and the bishop on a1 check the king on d4; neither could have come from the other's line.
    const verdict = rankAndFile(
      board('w', 'K..R....', '........', '........', '........', '...k....', '........', '........', 'B.......'),
    );
    expect(verdict.class).toBe('edge');
    expect(verdict.reasons.join()).toMatch(/^no single move gives both checks/);
  });

  it('a pawn that promoted with a double check is contest: the new piece on the last rank, the line it opened', () => {
    // White's pawn stood on g7, between the rook on a7 and the king on h7, and took on h8 becoming a rook.
    expect(
      rankAndFile(
        board('B', '.......r', 'r......K', '........', '........', '........', '........', '........', 'k.......'),
      ).class,
    ).toBe('contest');
  });

  it('more than 15 pieces a side, or more than 8 beyond the starting set, is edge; bishops count by square colour', () => {
    const sixteen = board(
      'w',
      'k.......',
      '........',
      'QQQQQQQQ',
      'RRRR....',
      'NNNN....',
      '........',
      '........',
      '.......K',
    );
    expect(rankAndFile(sixteen).reasons.join()).toMatch(/Black has 16 pieces besides its king/);
    const nineQueens = board(
      'w',
      'k.......',
      '........',
      'QQQQQ...',
      'QQQQQ...',
      '........',
      '........',
      '........',
      '.......K',
    );
    expect(rankAndFile(nineQueens).reasons.join()).toMatch(/Black has 9 pieces beyond the starting set/);
    // Three bishops on light squares (a2, c2, e2) are two promoted pawns: well within 8.
    expect(
      rankAndFile(
        board('w', 'k.......', '........', '........', '........', '........', '........', 'B.B.B...', '.......K'),
      ).class,
    ).toBe('contest');
  });
});

describe('Simplified Chess Engine: contest or hostile', () => {
  const game = (text: string) => simplifiedChessUnchecked.classify(read(simplifiedChessUnchecked, text));

  it('the sample is contest; m beyond 6, a third rook, a third minor piece, six pieces are hostile', () => {
    expect(game(simplifiedChessUnchecked.sample.input)).toEqual({ class: 'contest', reasons: [] });
    expect(game('1\n1 1 7\nQ A 1\nQ D 4\n').reasons).toEqual(['m = 7; the contest has 1 <= m <= 6']);
    expect(game('1\n4 1 1\nQ A 1\nB B 1\nB C 1\nN D 1\nQ D 4\n').reasons.join()).toMatch(
      /White has 3 bishops and knights/,
    );
    expect(game('1\n4 1 1\nQ A 1\nR B 1\nR C 1\nR D 1\nQ D 4\n').reasons.join()).toMatch(/White has 3 rooks/);
    expect(game('1\n6 1 1\nQ A 1\nR B 1\nR C 1\nB D 1\nN A 2\nN B 2\nQ D 4\n').reasons.join()).toMatch(
      /White has 6 pieces/,
    );
  });
});

describe('Cheesy Chess: contest or hostile', () => {
  const position = (king: string, pawn: string, row = '........') =>
    cheesyChessUnchecked.classify(read(cheesyChessUnchecked, `1\n${'........\n'.repeat(7)}${row}\n${king}\n${pawn}\n`));

  it('the king on an open field and the pawn off F are contest; the king on D or F, the pawn on F are hostile', () => {
    expect(position('1 1', '2 2')).toEqual({ class: 'contest', reasons: [] });
    expect(position('1 1', '2 1', '.D......')).toEqual({ class: 'contest', reasons: [] });
    expect(position('1 1', '2 2', 'D.......').reasons).toEqual([
      'the king starts on a dangerous field (a1); the statement rules it out',
    ]);
    expect(position('1 1', '2 2', 'F.......').class).toBe('hostile');
    expect(position('1 1', '2 1', '.F......').reasons).toEqual([
      'the pawn starts on a forbidden field (b1); the statement rules it out',
    ]);
  });
});

describe('Advanced Checkers Machine: contest or hostile', () => {
  const record = (moves: string, pieces = '1 1\n9\n22\n') =>
    checkersUnchecked.classify(
      read(checkersUnchecked, `${pieces}${moves.split(' ').length} R\n${moves.split(' ').join('\n')}\n0 0\n`),
    );

  it('moves written as the statement writes them are contest, illegal ones too, up to 13 squares', () => {
    expect(record('9-14')).toEqual({ class: 'contest', reasons: [] });
    expect(record('9-13 22-18 13-9 18-15')).toEqual({ class: 'contest', reasons: [] });
    expect(record('32-1')).toEqual({ class: 'contest', reasons: [] });
    expect(record(Array.from({ length: 13 }, (_, k) => (k % 2 === 0 ? 9 : 14)).join('-'))).toEqual({
      class: 'contest',
      reasons: [],
    });
  });

  it('PDN x, typos, leading zeros, squares off the board, one or fourteen squares are hostile', () => {
    for (const move of [
      '9x14',
      '9-14x18',
      '9--14',
      '9-',
      '9',
      '09-14',
      '9-33',
      '0-14',
      '9.14',
      '9-14a',
      Array(14).fill(9).join('-'),
    ]) {
      const verdict = record(move);
      expect(verdict.class, move).toBe('hostile');
      expect(verdict.reasons.join(), move).toMatch(/^move 1 is written /);
    }
  });

  it('thirteen pieces a side, and a man on its own promotion row, are hostile', () => {
    const thirteen = `13 1\n${Array.from({ length: 13 }, (_, k) => k + 1).join(' ')}\n32\n`;
    expect(record('9-14', thirteen).reasons.join()).toMatch(/Red has 13 pieces/);
    // The reader and fromSetup refuse such a man; classify names it all the same, should a cast make a case of one.
    const uncrowned = {
      position: { black: (1 << 8) | (1 << 29), white: 1 << 21, kings: 0, turn: 'black' as const },
      moves: [{ text: '9-14', line: 0, column: 1 }],
    } as CheckersSetup as CheckersCase;
    expect(checkersUnchecked.classify(uncrowned).reasons).toEqual([
      'Red men stand on their own promotion row (30); such pieces are kings',
    ]);
  });
});
