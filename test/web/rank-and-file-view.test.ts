import { describe, expect, it } from 'vitest';
import { findProblem } from '../../src/problems/registry.js';
import { rankAndFile } from '../../src/problems/rank-and-file/index.js';
import type { RankAndFileExplanation } from '../../src/problems/rank-and-file/index.js';
import { isRankAndFileExplanation, rankAndFileMarks, targetOf } from '../../web/src/renderers/rank-and-file-marks.js';
import { placeLetter, readPosition, writePosition } from '../../web/src/renderers/rank-and-file.js';

/** The pure parts of the Rank and File page: board marks from an explanation, and rewriting the input when a square is clicked. */

function explained(side: 'w' | 'B', rows: readonly string[]): RankAndFileExplanation {
  const parsed = rankAndFile.parse(`1\n${side}\n${rows.join('\n')}\n`);
  const input = parsed.cases[0].result;
  if (!input.ok) throw new Error(JSON.stringify(input.error));
  const verdict = rankAndFile.judge(input.value);
  if (!verdict.ok) throw new Error(verdict.error);
  // Through JSON, as the worker's message would carry it.
  return JSON.parse(JSON.stringify(rankAndFile.explain(input.value, verdict.value))) as RankAndFileExplanation;
}

const EMPTY = '........';
const board = (placed: Record<number, string>): string[] => Array.from({ length: 8 }, (_, index) => placed[index] ?? EMPTY);

describe('Rank and File board marks', () => {
  it('mark the checker, the king escapes, and the squares around the king that are attacked', () => {
    // Sample case 1: the white king on c5, the black queen on b5, the black king on e5.
    const marks = rankAndFileMarks(explained('w', board({ 3: '.Qk.K...' })));
    expect(marks.king).toBe('c5');
    expect(marks.checkers).toEqual(['b5']);
    expect(marks.kingEscapes).toEqual(['b5']);
    expect(marks.attackedAroundKing).toEqual(['b4', 'b6', 'c4', 'c6', 'd4', 'd5', 'd6']);
    expect(marks.otherEscapes).toEqual([]);
  });

  it('count a square behind the king on the checking line as attacked (x-ray)', () => {
    // A black rook on a8 checks the white king on d8 along the rank; e8 stays attacked once the king steps there.
    const marks = rankAndFileMarks(explained('w', board({ 0: 'R..k....', 7: '.......K' })));
    expect(marks.checkers).toEqual(['a8']);
    expect(marks.attackedAroundKing).toEqual(['c8', 'e8']);
    expect(marks.kingEscapes).toEqual(['c7', 'd7', 'e7']);
  });

  it('list captures and blocks by other pieces with their from and to squares', () => {
    // The black rook on a8 checks the white king on h8: the white rook on b1 can block on b8, the queen on a1 can take it.
    const explanation = explained('w', board({ 0: 'R......k', 7: 'qr.....K' }));
    const marks = rankAndFileMarks(explanation);
    expect(marks.otherEscapes).toEqual(
      expect.arrayContaining([
        { from: 'a1', to: 'a8', san: 'Qxa8' },
        { from: 'b1', to: 'b8', san: 'Rb8' },
      ]),
    );
    // Every non-king escape in the explanation is drawn, and nothing else.
    expect(marks.otherEscapes.map((move) => move.san).sort()).toEqual(explanation.escapes.filter((move) => !move.startsWith('K')).sort());
  });

  it('show no escape for a mate and no checker when safe', () => {
    const mate = rankAndFileMarks(explained('B', board({ 3: '.qK.k...', 7: '.r......' })));
    expect(mate.checkers).toEqual(['b5']);
    expect(mate.kingEscapes).toEqual([]);
    const safe = rankAndFileMarks(explained('w', board({ 1: '..k.....', 3: '.Q..K...' })));
    expect(safe.checkers).toEqual([]);
    expect(safe.kingEscapes).toEqual([]);
  });

  it('accept only data of the explanation shape', () => {
    expect(isRankAndFileExplanation(explained('w', board({ 3: '.Qk.K...' })))).toBe(true);
    expect(isRankAndFileExplanation({})).toBe(false);
    expect(isRankAndFileExplanation({ side: 'white', board: ['........'], king: 'a1', checkers: [], escapes: [], status: 'SAFE' })).toBe(false);
  });

  it('read the target square of a move', () => {
    expect(targetOf('Kd4')).toBe('d4');
    expect(targetOf('Qxb5')).toBe('b5');
    expect(targetOf('Rad1')).toBe('d1');
    expect(targetOf('Nc3-d5')).toBe('d5');
    expect(targetOf('capture or block')).toBeUndefined();
  });
});

describe('Rank and File set-up by clicking', () => {
  const sample = findProblem('rank-and-file')!.sample.input;

  it('reads a data set at its side line', () => {
    expect(readPosition(sample, 20)).toEqual({ side: 'white', rows: board({ 1: '..k.....', 3: '.Q..K...' }) });
    expect(readPosition(sample, 11)?.side).toBe('black');
    // Not a side line, or damaged rows: no safe rewrite.
    expect(readPosition(sample, 3)).toBeUndefined();
    expect(readPosition(sample.replace('.r......', '.r.....'), 11)).toBeUndefined();
    expect(readPosition(sample, 400)).toBeUndefined();
  });

  it('rewrites only the data set clicked, keeping CRLF line ends and trailing blanks elsewhere', () => {
    const crlf = `${sample.replace(/\n/g, '\r\n')}`;
    const rows = placeLetter(board({ 1: '..k.....', 3: '.Q..K...' }), { file: 2, rank: 0 }, 'R');
    const written = writePosition(crlf, 20, 'black', rows);
    const lines = written.split('\r\n');
    expect(lines[19]).toBe('B');
    expect(lines[27]).toBe('..R.....');
    expect(lines.slice(0, 19)).toEqual(crlf.split('\r\n').slice(0, 19));
    expect(written.endsWith('\r\n')).toBe(true);
    expect(findProblem('rank-and-file')!.read(written).cases.map((pending) => (pending.answer(false) as { contest?: string }).contest)).toEqual([
      'WHITE IS CHECKED',
      'BLACK IS CHECKMATED',
      'BLACK IS SAFE',
    ]);
  });

  it('places, toggles and erases pieces, and keeps one king per colour', () => {
    const start = board({ 1: '..k.....', 3: '.Q..K...' });
    const withRook = placeLetter(start, { file: 0, rank: 0 }, 'r');
    expect(withRook[7]).toBe('r.......');
    expect(placeLetter(withRook, { file: 0, rank: 0 }, 'r')).toEqual(start);
    expect(placeLetter(withRook, { file: 0, rank: 0 }, '.')).toEqual(start);
    const kingMoved = placeLetter(start, { file: 7, rank: 0 }, 'k');
    expect(kingMoved.join('').split('k')).toHaveLength(2);
    expect(kingMoved[7]).toBe('.......k');
    expect(kingMoved[1]).toBe(EMPTY);
  });
});
