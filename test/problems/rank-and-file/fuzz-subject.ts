import fc from 'fast-check';
import { rankAndFileUnchecked } from '../../../src/problems/rank-and-file/index.js';
import { rankAndFileFormat } from '../../../src/problems/rank-and-file/parse.js';
import { formatInputs } from '../../../src/framework/input-format.js';
import { rankAndFileCase } from '../../helpers/arbitraries.js';
import { type FuzzSubject, registered } from '../../helpers/fuzz-harness.js';

/** Contest inputs of one to four data sets with up to 12 pieces besides the kings. */
const valid = fc.array(rankAndFileCase(12), { minLength: 1, maxLength: 4 }).map((cases) => ({
  text: formatInputs(rankAndFileFormat, cases),
  cases: cases.length,
}));

export const rankAndFileFuzz: FuzzSubject = {
  problem: registered('rank-and-file'),
  framing: rankAndFileUnchecked.framing,
  valid,
  // One line reads better than one character a line.
  // prettier-ignore
  alphabet: ['.', '.', '.', 'k', 'K', 'q', 'Q', 'r', 'R', 'b', 'B', 'n', 'N', 'w', 'W', '\n', '\n', '\r', ' ', '\t', '0', '1', '2', '9', 'x', '-', 'é', '\u{1F600}', '\uFEFF'],
  randomLength: 600,
  answerLine: /^(WHITE|BLACK) IS (CHECKED|CHECKMATED|SAFE)$/,
  runs: { random: 3000, damaged: 3000, valid: 300 },
  checkVerdict: (record) => {
    // Escapes are listed exactly when the side is in check and can answer it.
    const escapes = (record.escapes as unknown[]).length;
    const expected = record.status === 'CHECKED' ? record.legalMoveCount : 0;
    return escapes === expected ? [] : [`${escapes} escapes listed; expected ${String(expected)}`];
  },
};

/** The subject test/fuzz/subjects.ts finds by the problem's id. */
export default rankAndFileFuzz;
