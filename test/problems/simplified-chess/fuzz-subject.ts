import fc from 'fast-check';
import { simplifiedChessUnchecked } from '../../../src/problems/simplified-chess/index.js';
import { FUZZ_NODE_LIMIT, type FuzzSubject, registered } from '../../helpers/fuzz-harness.js';
import { contestGameText } from './arbitraries.js';

/** Contest inputs of one to three of `games` (each a whole input of one game, its count line cut off). */
export const contestInputs = (games: fc.Arbitrary<string>): FuzzSubject['valid'] =>
  fc.array(games, { minLength: 1, maxLength: 3 }).map((texts) => ({
    text: `${texts.length}\n${texts.map((game) => game.slice(game.indexOf('\n') + 1)).join('')}`,
    cases: texts.length,
  }));

/** A verdict's record checked: the search is bounded by positions, so a decided case searched no more than the limit. */
export const checkSearchVerdict: NonNullable<FuzzSubject['checkVerdict']> = (record) => {
  const faults: string[] = [];
  if (typeof record.nodes !== 'number' || record.nodes > FUZZ_NODE_LIMIT)
    faults.push(`${String(record.nodes)} positions searched`);
  if (record.whiteWins !== (record.verdict === 'YES'))
    faults.push(`whiteWins ${String(record.whiteWins)} for ${String(record.verdict)}`);
  return faults;
};

export const simplifiedChessFuzz: FuzzSubject = {
  problem: registered('simplified-chess'),
  framing: simplifiedChessUnchecked.framing,
  // Legal games with m from 1 to 6.
  valid: contestInputs(contestGameText(6)),
  // One line reads better than one character a line.
  // prettier-ignore
  alphabet: ['1', '2', '3', '4', '5', '9', '0', ' ', ' ', '\n', '\n', '\r', '\t', 'Q', 'R', 'B', 'N', 'K', 'A', 'C', 'D', 'q', 'x', '-', 'é', '\u{1F600}'],
  randomLength: 300,
  answerLine: /^(YES|NO)$/,
  runs: { random: 3000, damaged: 2000, valid: 300 },
  // The sample game, then a crowded one with a horizon (m = 41) far beyond 50,000 positions.
  beyondLimit:
    '2\n2 1 1\nN B 2\nQ B 1\nQ A 4\n5 5 41\nQ D 4\nR A 4\nR D 1\nN A 2\nN D 2\nQ A 1\nR B 3\nR A 3\nB C 3\nB C 1\n',
  checkVerdict: checkSearchVerdict,
};

/** The subject test/fuzz/subjects.ts finds by the problem's id. */
export default simplifiedChessFuzz;
