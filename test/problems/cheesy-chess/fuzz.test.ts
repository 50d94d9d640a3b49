import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldRows } from '../../../src/games/pursuit/board.js';
import { cheesyChess, type CheesyCase } from '../../../src/problems/cheesy-chess/index.js';
import { damagedInputs } from '../../helpers/fuzz-harness.js';
import { cheesyChessFuzz } from './fuzz-subject.js';

// The shared contract (no exception, located errors, one answer a case) is test/fuzz/contract.test.ts.

const normalisedLine = (line: string): string =>
  /^[ \t]*[0-9]/.test(line)
    ? line
        .trim()
        .split(/[ \t]+/)
        .map((token) => (/^[0-9]+$/.test(token) ? String(Number(token)) : token))
        .join(' ')
    : line;

/**
 * The input's lines from line `from` on, with what the format tolerates taken out: a byte-order
 * mark, line ends (LF, CRLF or CR alone), trailing blanks, blank lines, extra blanks and leading zeros between numbers.
 */
const normalised = (text: string, from = 1): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .slice(from - 1)
    .map((line) => line.replace(/[ \t]+$/, ''))
    .filter((line) => line !== '')
    .map(normalisedLine);

/** A case written back in the contest format: rows, then the king's and the pawn's column and row. */
function written({ board, king, pawn }: CheesyCase): string[] {
  const { width } = board.shape;
  const at = (square: number): string => `${(square % width) + 1} ${Math.floor(square / width) + 1}`;
  return [...fieldRows(board), at(king), at(pawn)];
}

describe('the Cheesy Chess reader on damaged inputs', () => {
  it('every case read is the input at its line; a clean parse accounts for exactly T cases and every line', () => {
    let clean = 0;
    let unclean = 0;
    let casesInUncleanInputs = 0;
    fc.assert(
      fc.property(damagedInputs(cheesyChessFuzz), (text) => {
        const parsed = cheesyChess.parse(text);
        for (const { line, result } of parsed.cases) {
          if (!result.ok) continue;
          const lines = written(result.value);
          expect(normalised(text, line).slice(0, lines.length)).toEqual(lines);
        }
        if (parsed.errors.length > 0 || parsed.cases.some((input) => !input.result.ok)) {
          unclean++;
          casesInUncleanInputs += parsed.cases.filter((input) => input.result.ok).length;
          return;
        }
        clean++;
        const lines = normalised(text);
        expect(parsed.cases).toHaveLength(Number(lines[0]));
        // Nothing is skipped or invented: the cases, written back, are the whole input.
        expect(parsed.cases.flatMap((input) => (input.result.ok ? written(input.result.value) : []))).toEqual(
          lines.slice(1),
        );
      }),
      { seed: 7, numRuns: 2000 },
    );
    // A deleted or repeated board row is an error (boards are square), so few damaged inputs stay clean.
    expect(clean).toBeGreaterThanOrEqual(50);
    expect(unclean).toBeGreaterThanOrEqual(1000);
    expect(casesInUncleanInputs).toBeGreaterThanOrEqual(500);
  });

  it('a huge T with little input answers what is there and stops', () => {
    const parsed = cheesyChess.parse(`999999999999\n..\n..\n1 1\n2 1\n`);
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0].result.ok).toBe(true);
    expect(parsed.errors).toHaveLength(1);
  });

  it('a long run of board rows without coordinates is an error, not a search', () => {
    const parsed = cheesyChess.parse(`1\n${'........\n'.repeat(5000)}`);
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0].result.ok).toBe(false);
  });
});
