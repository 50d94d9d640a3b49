import { formatMembers } from '../../core/contest.js';
import { readCheesyChessExactly } from './exact.js';
import type { Problem } from '../../core/problem.js';
import { guardProblem } from '../../core/guarded.js';
import { checkCheesyCase, checkCheesyVerdict } from './validate.js';
import { CHEESY_CHESS_SIZES, generateCheesyChess } from './generate.js';
import { classifyCheesyChess } from './classify.js';
import { measureCheesyChess, shrinkCheesyChess } from './shrink.js';
import { cheesyChessShortcut } from './shortcut.js';
import { type CheesyExplanation, describeCheesyChess, explainCheesyChess } from './explain.js';
import { type CheesyVerdict, formatCheesyChess, judgeCheesyChess } from './judge.js';
import { type CheesyCase, CONTEST_SIZE, cheesyChessFormat, parseCheesyChess } from './parse.js';

export type { CheesyCase } from './parse.js';
export type { CheesyVerdict } from './judge.js';
export type { CheesyExplanation, CheesyEnding, CheesyMove, CheesyFirstMove } from './explain.js';

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

/** The problem as the registry uses it: its cases come from the parser, so its arguments go unchecked. */
export const cheesyChessUnchecked: Problem<CheesyCase, CheesyVerdict, CheesyExplanation, 'cheesy-chess'> = {
  id: 'cheesy-chess',
  title: 'Cheesy Chess',
  summary: 'a king hunts a pawn among forbidden and dangerous fields: does White or Black win?',
  strictLimits: `boards of ${CONTEST_SIZE}x${CONTEST_SIZE}, the king starting on an open square, the pawn not on a forbidden one`,
  sample: { input: SAMPLE_INPUT, output: 'Black\nWhite\n' },
  ...formatMembers(cheesyChessFormat),
  parse: parseCheesyChess,
  // Contest mode answers well-formed test cases straight from their characters, into reused row masks.
  contestShortcut: cheesyChessShortcut,
  judge: judgeCheesyChess,
  format: formatCheesyChess,
  explain: explainCheesyChess,
  describe: describeCheesyChess,
  sizes: CHEESY_CHESS_SIZES,
  generate: generateCheesyChess,
  classify: classifyCheesyChess,
  measure: measureCheesyChess,
  shrink: shrinkCheesyChess,
  exactFormat: readCheesyChessExactly,
};

/** The problem as the library exports it: every argument checked (core/guarded.ts). */
export const cheesyChess = guardProblem('cheesyChess', cheesyChessUnchecked, {
  checkCase: checkCheesyCase,
  checkVerdict: checkCheesyVerdict,
});
