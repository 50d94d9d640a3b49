import { describe, expect, it } from 'vitest';
import { cheesyChess } from '../../../src/problems/cheesy-chess/index.js';
import { type RandomCase, contestText, randomCase, referenceWinner } from './reference.js';
import { randomInt, seededRandom } from '../../../src/core/random.js';
import { seedWinner } from './seed-bfs.js';

/**
 * Differential test: Arbiter's whole pipeline (parse → judge → format) against the plain
 * recursive judge of reference.ts, written from the spec's text, on random boards.
 */

function randomCases(seed: number, count: number, size: () => [number, number]): RandomCase[] {
  const random = seededRandom(seed);
  const cases: RandomCase[] = [];
  while (cases.length < count) {
    const [width, height] = size();
    const made = randomCase(random, width, height);
    if (made) cases.push(made);
  }
  return cases;
}

function arbiterAnswers(cases: readonly RandomCase[], strict: boolean): string[] {
  const parsed = cheesyChess.parse(contestText(cases), { strict });
  expect(parsed.errors).toEqual([]);
  return parsed.cases.map((input) => {
    if (!input.result.ok) throw new Error(input.result.error[0].message);
    const judged = cheesyChess.judge(input.result.value);
    if (!judged.ok) throw new Error(judged.error);
    return cheesyChess.format(judged.value);
  });
}

describe('Cheesy Chess against the plain recursive reference', () => {
  it('agrees on 6,000 random 8x8 contest boards', () => {
    const cases = randomCases(0xc4ee5e, 6000, () => [8, 8]);
    const expected = cases.map((c) => referenceWinner(c.rows, c.king, c.pawn));
    const actual = arbiterAnswers(cases, true);
    const disagreements = cases.filter((_, index) => actual[index] !== expected[index]);
    expect(disagreements).toEqual([]);
    // The boards are worth comparing only if both answers come up often.
    expect(expected.filter((winner) => winner === 'White').length).toBeGreaterThan(1000);
    expect(expected.filter((winner) => winner === 'Black').length).toBeGreaterThan(1000);
  });

  it('agrees on 1,500 random square boards of other sizes (no --strict)', () => {
    const random = seededRandom(77);
    const otherSize = (): number => {
      const size = randomInt(random, 1, 11);
      return size >= 8 ? size + 1 : size;
    };
    const cases = randomCases(78, 1500, () => {
      const size = otherSize();
      return [size, size];
    });
    const expected = cases.map((c) => referenceWinner(c.rows, c.king, c.pawn));
    expect(arbiterAnswers(cases, false)).toEqual(expected);
    expect(expected).toHaveLength(1500);
    expect(expected.filter((winner) => winner === 'White').length).toBeGreaterThan(300);
    expect(expected.filter((winner) => winner === 'Black').length).toBeGreaterThan(300);
    expect(cases.filter((c) => c.rows.length !== 8 || c.rows[0].length !== 8).length).toBeGreaterThan(1400);
  });
});

describe("the seed's C++ program, transcribed", () => {
  it('answers as the spec does on 5,000 random contest boards, and on 5,000 with starts --strict refuses', () => {
    const cases = randomCases(0x5eed, 5000, () => [8, 8]);
    expect(cases.filter((c) => seedWinner(c.rows, c.king, c.pawn) !== referenceWinner(c.rows, c.king, c.pawn))).toEqual(
      [],
    );
    const white = cases.filter((c) => referenceWinner(c.rows, c.king, c.pawn) === 'White').length;
    expect(white).toBeGreaterThan(1000);
    expect(cases.length - white).toBeGreaterThan(1000);
    // The same boards with the king's square made D or F and the pawn's F (allowed without --strict).
    const odd = cases.map((c, index) => {
      const rows = c.rows.map((row, r) => {
        const y = 8 - r;
        const put = (text: string, x: number, letter: string): string => text.slice(0, x - 1) + letter + text.slice(x);
        let changed = row;
        if (y === c.king[1]) changed = put(changed, c.king[0], 'DF.'[index % 3]);
        if (y === c.pawn[1]) changed = put(changed, c.pawn[0], 'F.'[index % 2]);
        return changed;
      });
      return { ...c, rows };
    });
    expect(odd.filter((c) => seedWinner(c.rows, c.king, c.pawn) !== referenceWinner(c.rows, c.king, c.pawn))).toEqual(
      [],
    );
    expect(arbiterAnswers(odd, false)).toEqual(odd.map((c) => referenceWinner(c.rows, c.king, c.pawn)));
  });
});
