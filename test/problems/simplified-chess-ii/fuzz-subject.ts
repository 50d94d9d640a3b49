import { simplifiedChessIIUnchecked } from '../../../src/problems/simplified-chess-ii/index.js';
import { type FuzzSubject, registered } from '../../helpers/fuzz-harness.js';
import { checkSearchVerdict, contestInputs } from '../simplified-chess/fuzz-subject.js';
import { contestGameText } from './arbitraries.js';

export const simplifiedChessIIFuzz: FuzzSubject = {
  problem: registered('simplified-chess-ii'),
  framing: simplifiedChessIIUnchecked.framing,
  // Legal games with pawns, m from 1 to 6.
  valid: contestInputs(contestGameText(6)),
  // prettier-ignore
  alphabet: ['1', '2', '3', '4', '5', '7', '0', ' ', ' ', '\n', '\n', '\r', '\t', 'Q', 'R', 'B', 'N', 'P', 'P', 'K', 'A', 'C', 'D', 'p', 'x', '-', 'é', '\u{1F600}'],
  randomLength: 300,
  answerLine: /^(YES|NO)$/,
  runs: { random: 2000, damaged: 1500, valid: 200 },
  // The sample game, then a crowded one with pawns and a horizon (m = 41) far beyond the fuzz's node limit.
  beyondLimit:
    '2\n2 1 1\nQ B 1\nP B 3\nQ A 4\n5 5 41\nQ D 4\nR A 4\nP D 1\nN A 2\nP D 2\nQ A 1\nR B 3\nP A 3\nB C 3\nP C 2\n',
  checkVerdict: checkSearchVerdict,
};

/** The subject test/fuzz/subjects.ts finds by the problem's id. */
export default simplifiedChessIIFuzz;
