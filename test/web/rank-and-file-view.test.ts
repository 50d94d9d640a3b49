import { describe, expect, it } from 'vitest';
import { findProblem, rankAndFile, rules } from '../../src/index.js';

const { geometry } = rules;
const { inputRows } = rankAndFile;
import { CaseInText, placePiece } from '../../web/src/board/editing.js';

/** The pure parts of setting up a Rank and File position: the case read with `parse`, written with `formatInput`, pieces placed. */

const EMPTY = '........';
const board = (placed: Record<number, string>): string[] =>
  Array.from({ length: 8 }, (_, index) => placed[index] ?? EMPTY);
const sample = rankAndFile.sample.input;
const at = (name: string): number => geometry.parseSquareName({ width: 8, height: 8 }, name)!;
const piece = (side: 'white' | 'black', role: rules.chess.Role): rules.chess.Piece => ({ side, role });

describe('Rank and File set-up by clicking', () => {
  it('reads a data set at its side line with the problem’s parser', () => {
    const third = CaseInText.open(rankAndFile, sample, 20)!;
    expect(third.value.side).toBe('white');
    expect(inputRows(third.value.board)).toEqual(board({ 1: '..k.....', 3: '.Q..K...' }));
    expect(CaseInText.open(rankAndFile, sample, 11)?.value.side).toBe('black');
    // Not the start of a data set, or a data set that does not parse: nothing to set up.
    expect(CaseInText.open(rankAndFile, sample, 3)).toBeUndefined();
    expect(CaseInText.open(rankAndFile, sample.replace('.r......', '.r.....'), 11)).toBeUndefined();
    expect(CaseInText.open(rankAndFile, sample, 400)).toBeUndefined();
  });

  it('rewrites only the data set clicked, keeping CRLF line ends elsewhere', () => {
    const crlf = sample.replace(/\n/g, '\r\n');
    const text = CaseInText.open(rankAndFile, crlf, 20)!;
    const written = text.write({
      side: 'black',
      board: placePiece(text.value.board, at('c1'), piece('black', 'rook'), 'king'),
    });
    const lines = written.split('\r\n');
    expect(lines[19]).toBe('B');
    expect(lines[27]).toBe('..R.....');
    expect(lines.slice(0, 19)).toEqual(crlf.split('\r\n').slice(0, 19));
    expect(written.endsWith('\r\n')).toBe(true);
    expect(
      findProblem('rank-and-file')!
        .read(written)
        .cases.map((pending) => pending.judge(false).outcome)
        .map((answer) => answer.kind === 'verdict' && answer.output),
    ).toEqual(['WHITE IS CHECKED', 'BLACK IS CHECKMATED', 'BLACK IS SAFE']);
    // A second edit replaces the first.
    expect(text.write(text.value).split('\r\n')).toEqual(crlf.split('\r\n'));
  });

  it('takes a data set written loosely (other side letters, trailing blanks) and writes it cleanly', () => {
    const loose = sample.replace('\nw\n........\n..k', '\nW  \n........  \n..k');
    const text = CaseInText.open(rankAndFile, loose, 20)!;
    expect(text.write(text.value)).toBe(sample);
  });

  it('places, toggles and erases pieces, and keeps one king per colour', () => {
    const start = CaseInText.open(rankAndFile, sample, 20)!.value.board;
    const withRook = placePiece(start, at('a1'), piece('white', 'rook'), 'king');
    expect(inputRows(withRook)[7]).toBe('r.......');
    expect(inputRows(placePiece(withRook, at('a1'), piece('white', 'rook'), 'king'))).toEqual(inputRows(start));
    expect(inputRows(placePiece(withRook, at('a1'), undefined, 'king'))).toEqual(inputRows(start));
    const kingMoved = inputRows(placePiece(start, at('h1'), piece('white', 'king'), 'king'));
    expect(kingMoved.join('').split('k')).toHaveLength(2);
    expect(kingMoved[7]).toBe('.......k');
    expect(kingMoved[1]).toBe(EMPTY);
    // The board placed on is left as it was.
    expect(inputRows(start)).toEqual(board({ 1: '..k.....', 3: '.Q..K...' }));
  });
});
