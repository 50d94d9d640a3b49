import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../../src/core/generate.js';
import { seededRandom, randomInt } from '../../../src/core/random.js';
import { REGISTRY, checkTheCheck, rules } from '../../../src/index.js';
import { type ReferenceAnswer, contestText, randomBoard, referenceAnswer, referenceLine } from './reference.js';

/**
 * Arbiter against the plain reference solver (reference.ts, written from the statement alone) on thousands of
 * boards: the generator's, in every profile, and random ones with odd boards among them (no king, two kings of a
 * colour, pawns on the back ranks, both kings in check). Each input is read as the command reads it, answer lines
 * numbered; a board with both kings in check must be refused in its place, the others answered.
 */

interface Tally {
  boards: number;
  byAnswer: Record<ReferenceAnswer, number>;
  odd: number;
  differences: string[];
}

/** Reads `boards` as one input and compares every answer line with the reference's. */
function compare(boards: readonly (readonly string[])[], tally: Tally): void {
  const { cases, errors } = REGISTRY['check-the-check'].read(contestText(boards));
  if (errors.length > 0 || cases.length !== boards.length) {
    tally.differences.push(`${cases.length} cases, errors ${JSON.stringify(errors)} for ${boards.length} boards`);
    return;
  }
  cases.forEach((pending, index) => {
    const expected = referenceAnswer(boards[index]);
    const { outcome } = pending.judge(true);
    tally.boards++;
    tally.byAnswer[expected]++;
    const said =
      outcome.kind === 'verdict'
        ? outcome.output
        : outcome.kind === 'input-error'
          ? outcome.errors.map((error) => error.code).join()
          : outcome.message;
    const wanted = expected === 'both' ? 'both-kings-in-check' : referenceLine(boards[index], index + 1);
    if (said !== wanted) tally.differences.push(`${boards[index].join('/')}: Arbiter ${said}, reference ${wanted}`);
    if (outcome.kind === 'verdict' && (outcome.explanation?.oddities.length ?? 0) > 0) tally.odd++;
  });
}

const fresh = (): Tally => ({ boards: 0, byAnswer: { white: 0, black: 0, no: 0, both: 0 }, odd: 0, differences: [] });

describe('Check the Check against a reference solver written from the statement', () => {
  it("agrees on the generator's boards, in every profile", () => {
    const tally = fresh();
    for (const profile of PROFILES)
      for (let seed = 1; seed <= 10; seed++) {
        const made = checkTheCheck.generate(seededRandom(seed), profile, 60);
        compare(
          made.map((input) => rules.chess.fenRows(input.board)),
          tally,
        );
      }
    expect(tally.differences.slice(0, 5)).toEqual([]);
    expect(tally.boards).toBe(2400);
    expect(tally.byAnswer.white).toBeGreaterThan(300);
    expect(tally.byAnswer.black).toBeGreaterThan(300);
    expect(tally.byAnswer.no).toBeGreaterThan(400);
    // The edge profile's odd boards: no king, two kings of a colour, a pawn on its first or last rank.
    expect(tally.odd).toBeGreaterThan(100);
  });

  it('agrees on random boards, odd ones and both kings in check among them', () => {
    const tally = fresh();
    const random = seededRandom(10196);
    for (let input = 0; input < 100; input++)
      compare(
        Array.from({ length: 50 }, () => randomBoard(random, randomInt(random, 1, 40))),
        tally,
      );
    expect(tally.differences.slice(0, 5)).toEqual([]);
    expect(tally.boards).toBe(5000);
    for (const answer of ['white', 'black', 'no', 'both'] as const)
      expect(tally.byAnswer[answer], answer).toBeGreaterThan(400);
    expect(tally.odd).toBeGreaterThan(1000);
  });
});
