import { formatMembers } from '../../core/contest.js';
import { readCheckersExactly } from './exact.js';
import type { Problem } from '../../core/problem.js';
import { guardProblem } from '../../core/guarded.js';
import { checkCheckersCase, checkCheckersVerdict } from './validate.js';
import { CHECKERS_SIZES, generateCheckers } from './generate.js';
import { classifyCheckers } from './classify.js';
import { measureCheckers, shrinkCheckers } from './shrink.js';
import { type CheckersExplanation, describeCheckers, explainCheckers } from './explain.js';
import { type CheckersVerdict, formatCheckers, judgeCheckers } from './judge.js';
import { type CheckersCase, MAX_PIECES_STRICT, checkersFormat, parseCheckers } from './parse.js';

export type { CheckersCase, WrittenMove, WrittenRoute } from './parse.js';
export type { CheckersVerdict, MoveFailure } from './judge.js';
export type { CheckersExplanation, CheckersPly, CheckersReason } from './explain.js';
export { checkersPdn } from './pdn.js';
export type { PdnGameExplanation, PdnGameReplay, PdnGameVerdict, PdnMoveFault, PdnMoveReason, PdnResultCheck } from './pdn.js';
export type { PdnGame, PdnMove, PdnResult, PdnTag } from '../../games/checkers/pdn.js';

const SAMPLE_INPUT = `4 3
6 7 8 -16
9 18 19
3 W
9-2
16-23-14
2-11-4
4 3
6 10 15 19
18 22 23
6 R
19-26
18-11
10-14
22-18
6-10
10-15
0 0
`;

/** The problem as the registry uses it: its cases come from the parser, so its arguments go unchecked. */
export const checkersUnchecked: Problem<CheckersCase, CheckersVerdict, CheckersExplanation, 'checkers'> = {
  id: 'checkers',
  title: 'Advanced Checkers Machine',
  summary: 'checkers game records: are all moves legal, or which is the first illegal one?',
  strictLimits: `1 to ${MAX_PIECES_STRICT} pieces a side`,
  sample: { input: SAMPLE_INPUT, output: 'All moves valid\nMove 5 is invalid\n' },
  ...formatMembers(checkersFormat),
  parse: parseCheckers,
  judge: judgeCheckers,
  format: formatCheckers,
  explain: explainCheckers,
  describe: describeCheckers,
  sizes: CHECKERS_SIZES,
  generate: generateCheckers,
  classify: classifyCheckers,
  measure: measureCheckers,
  shrink: shrinkCheckers,
  exactFormat: readCheckersExactly,
};

/** The problem as the library exports it: every argument checked (core/guarded.ts). */
export const checkers = guardProblem('checkers', checkersUnchecked, { checkCase: checkCheckersCase, checkVerdict: checkCheckersVerdict });
