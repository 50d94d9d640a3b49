import { defineProblem } from '../../framework/problem.js';
import { copyCheesySetup, copyCheesyVerdict } from './guard.js';
import { readCheesyChessExactly } from './exact.js';
import { generateCheesyChess } from './generate.js';
import { classifyCheesyChess } from './classify.js';
import { measureCheesyChess, shrinkCheesyChess } from './shrink-candidates.js';
import { cheesyChessShortcut } from './shortcut.js';
import { describeCheesyChess, explainCheesyChess } from './explain.js';
import { cheesyChessCodec, judgeCheesyChess } from './judge.js';
import { cheesyChessFormat } from './parse.js';
import { CONTEST_SIZE, cheesyChessFromSetup } from './case.js';

import { cheesyChessQuestions } from './questions.js';
export type { CheesyChessFault, CheesyChessFaultCode } from './case.js';
export type { CheesySetup, CheesyCase } from './case.js';
export type { CheesyVerdict } from './judge.js';
export type { PursuitReply, PursuitPlayQuestion, PursuitSpot } from './questions.js';
export type { CheesyExplanation, CheesyEnding, CheesyMove, CheesyFirstMove, CheesyClosedSquare } from './explain.js';

const SAMPLE_INPUT = `2
........
.......D
........
.....F..
..DDD...
..DFDD..
..DDD...
........
7 6
3 7
........
........
........
........
........
........
........
........
3 1
6 3
`;

/**
 * `cheesyChess`, the problem as the library exports it (every argument checked: framework/problem.ts),
 * and `cheesyChessUnchecked`, the same for the registry: what it judges comes from the parser.
 */
export const { problem: cheesyChess, internal: cheesyChessUnchecked } = defineProblem('cheesyChess', {
  id: 'cheesy-chess',
  title: 'Cheesy Chess',
  summary: 'a king hunts a pawn among forbidden and dangerous fields: does White or Black win?',
  strictLimits:
    `boards of ${CONTEST_SIZE}x${CONTEST_SIZE}, the king starting on an open square, ` +
    `the pawn not on a forbidden one`,
  sample: { input: SAMPLE_INPUT, output: 'Black\nWhite\n' },
  inputSummary: {
    layout: [
      'T                     the number of test cases',
      'rows of F, D and .    the board, top row first',
      'xK yK                 the king’s column (1 = left) and row (1 = bottom)',
      'xP yP                 the pawn’s column and row',
      '... T test cases in all',
    ].join('\n'),
    notes: [
      'F is forbidden to both pieces, D is dangerous (the king may not enter it); the two squares ' +
        'diagonally below the pawn are dangerous too.',
      'The king (White) moves first, one step in any direction; the pawn (Black) moves one square down.',
      'The answer per test case: White or Black, the winner with best play.',
    ],
  },
  input: cheesyChessFormat,
  fast: { shortcut: cheesyChessShortcut },
  // What the page asks while the pursuit is played against Arbiter: perfect play.
  questions: cheesyChessQuestions,
  // How the contest writes each token, for the input validator (arbiter validate).
  exactFormat: readCheesyChessExactly,
  fromSetup: cheesyChessFromSetup,
  copySetup: copyCheesySetup,
  copyVerdict: copyCheesyVerdict,
  judge: judgeCheesyChess,
  codec: cheesyChessCodec,
  explain: explainCheesyChess,
  describe: describeCheesyChess,
  sizes: generateCheesyChess.sizes,
  generate: generateCheesyChess,
  classify: classifyCheesyChess,
  measure: measureCheesyChess,
  shrink: shrinkCheesyChess,
});

/**
 * The same as every problem folder's default export, for the command line to load this problem alone
 * (problems/load.ts).
 */
export default cheesyChessUnchecked;
