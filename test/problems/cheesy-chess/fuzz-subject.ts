import fc from 'fast-check';
import { cheesyChessUnchecked } from '../../../src/problems/cheesy-chess/index.js';
import { randomInt, seededRandom } from '../../../src/core/random.js';
import { type FuzzSubject, registered } from '../../helpers/fuzz-harness.js';
import { type RandomCase, contestText, randomCase } from './reference.js';

/** Contest inputs of one to three cases, mostly 8x8 boards, some square boards of other sizes up to 9x9. */
const valid = fc.integer().map((seed) => {
  const random = seededRandom(seed);
  const cases: RandomCase[] = [];
  const count = randomInt(random, 1, 3);
  while (cases.length < count) {
    const size = random() < 0.7 ? 8 : randomInt(random, 1, 9);
    const made = randomCase(random, size, size);
    if (made) cases.push(made);
  }
  return { text: contestText(cases), cases: count };
});

export const cheesyChessFuzz: FuzzSubject = {
  problem: registered('cheesy-chess'),
  framing: cheesyChessUnchecked.framing,
  valid,
  // One line reads better than one character a line.
  // prettier-ignore
  alphabet: ['.', '.', '.', '.', 'F', 'D', 'd', 'K', '\n', '\n', '\n', '\r', ' ', ' ', '\t', '0', '1', '2', '3', '8', '9', 'x', '-', 'é', '\u{1F600}', '\uFEFF'],
  randomLength: 400,
  answerLine: /^(White|Black)$/,
  runs: { random: 2000, damaged: 2000, valid: 300 },
  checkVerdict: (record) => {
    // The pawn steps down every turn, so no game lasts longer than the board is high (plus the king's last step).
    const rows = (record.board as string[]).length;
    const faults: string[] = [];
    if ((record.path as unknown[]).length !== record.moves)
      faults.push(`a path of ${(record.path as unknown[]).length} for ${String(record.moves)} moves`);
    if ((record.moves as number) > rows + 1) faults.push(`${String(record.moves)} moves on a board of ${rows} rows`);
    if (record.winner !== String(record.verdict).toLowerCase())
      faults.push(`winner ${String(record.winner)} for ${String(record.verdict)}`);
    return faults;
  },
};

/** The subject test/fuzz/subjects.ts finds by the problem's id. */
export default cheesyChessFuzz;
