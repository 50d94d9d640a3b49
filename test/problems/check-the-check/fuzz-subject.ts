import fc from 'fast-check';
import { randomInt, seededRandom } from '../../../src/core/random.js';
import { checkTheCheckUnchecked } from '../../../src/problems/check-the-check/index.js';
import { type FuzzSubject, registered } from '../../helpers/fuzz-harness.js';
import { contestText, randomBoard, referenceAnswer, referenceLine } from './reference.js';

/** Inputs of one to four random boards (odd ones among them, never both kings in check) and the closing board. */
const valid = fc.integer().map((seed) => {
  const random = seededRandom(seed);
  const boards: string[][] = [];
  for (const count = randomInt(random, 1, 4); boards.length < count;) {
    const board = randomBoard(random, randomInt(random, 1, 24));
    if (referenceAnswer(board) !== 'both') boards.push(board);
  }
  return { text: contestText(boards), cases: boards.length };
});

export const checkTheCheckFuzz: FuzzSubject = {
  problem: registered('check-the-check'),
  framing: checkTheCheckUnchecked.framing,
  valid,
  // One line reads better than one character a line.
  // prettier-ignore
  alphabet: ['.', '.', '.', '.', 'P', 'p', 'K', 'k', 'Q', 'r', 'N', 'b', '\n', '\n', '\n', '\r', ' ', '\t', '0', 'x', '#', 'é', '\u{1F600}', '\uFEFF'],
  randomLength: 500,
  answerLine: /^Game #[1-9]\d*: (white|black|no) king is in check\.$/,
  runs: { random: 2000, damaged: 2000, valid: 300 },
  // The verdict is the reference solver's, written from the statement alone.
  checkVerdict: (record) => {
    const expected = referenceLine(record.board as string[], record.case as number);
    return record.verdict === expected ? [] : [`${String(record.verdict)}; the reference says ${expected}`];
  },
};

/** The subject test/fuzz/subjects.ts finds by the problem's id. */
export default checkTheCheckFuzz;
