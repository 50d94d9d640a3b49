import fc from 'fast-check';
import { simplifiedChessIIUnchecked } from '../../../src/problems/simplified-chess-ii/index.js';
import { FUZZ_NODE_LIMIT, type FuzzSubject, registered } from '../../helpers/fuzz-harness.js';
import { contestGameText } from './arbitraries.js';

/** Contest inputs of one to three legal games with pawns, m from 1 to 6. */
const valid = fc.array(contestGameText(6), { minLength: 1, maxLength: 3 }).map((games) => ({
  text: `${games.length}\n${games.map((game) => game.slice(game.indexOf('\n') + 1)).join('')}`,
  cases: games.length,
}));

export const simplifiedChessIIFuzz: FuzzSubject = {
  problem: registered('simplified-chess-ii'),
  framing: simplifiedChessIIUnchecked.framing,
  valid,
  // prettier-ignore
  alphabet: ['1', '2', '3', '4', '5', '7', '0', ' ', ' ', '\n', '\n', '\r', '\t', 'Q', 'R', 'B', 'N', 'P', 'P', 'K', 'A', 'C', 'D', 'p', 'x', '-', 'é', '\u{1F600}'],
  randomLength: 300,
  answerLine: /^(YES|NO)$/,
  runs: { random: 2000, damaged: 1500, valid: 200 },
  // The sample game, then a crowded one with pawns and a horizon (m = 41) far beyond the fuzz's node limit.
  beyondLimit:
    '2\n2 1 1\nQ B 1\nP B 3\nQ A 4\n5 5 41\nQ D 4\nR A 4\nP D 1\nN A 2\nP D 2\nQ A 1\nR B 3\nP A 3\nB C 3\nP C 2\n',
  checkVerdict: (record) => {
    const faults: string[] = [];
    if (typeof record.nodes !== 'number' || record.nodes > FUZZ_NODE_LIMIT)
      faults.push(`${String(record.nodes)} positions searched`);
    if (record.whiteWins !== (record.verdict === 'YES'))
      faults.push(`whiteWins ${String(record.whiteWins)} for ${String(record.verdict)}`);
    return faults;
  },
};

/** The subject test/fuzz/subjects.ts finds by the problem's id. */
export default simplifiedChessIIFuzz;
