import { formatMembers } from '../../core/contest.js';
import { readSimplifiedChessExactly } from './exact.js';
import type { Problem } from '../../core/problem.js';
import { guardProblem } from '../../core/guarded.js';
import { checkSimplifiedChessCase, checkSimplifiedChessVerdict } from './validate.js';
import { SIMPLIFIED_CHESS_SIZES, generateSimplifiedChess } from './generate.js';
import { classifySimplifiedChess } from './classify.js';
import { measureSimplifiedChess, shrinkSimplifiedChess } from './shrink.js';
import { type SimplifiedChessExplanation, describeSimplifiedChess, explainSimplifiedChess } from './explain.js';
import { DEFAULT_TIME_LIMIT_MS, type SimplifiedChessVerdict, formatSimplifiedChess, judgeSimplifiedChess } from './judge.js';
import { STRICT_LIMITS, type SimplifiedChessCase, simplifiedChessFormat, parseSimplifiedChess } from './parse.js';

export type { SimplifiedChessCase } from './parse.js';
export type { SimplifiedChessVerdict } from './judge.js';
export type { SimplifiedChessExplanation, StrategyJson, MoveJson, MainLineMove, Refutation } from './explain.js';

const SAMPLE_INPUT = `1
2 1 1
N B 2
Q B 1
Q A 4
`;

/** The problem as the registry uses it: its cases come from the parser, so its arguments go unchecked. */
export const simplifiedChessUnchecked: Problem<
  SimplifiedChessCase,
  SimplifiedChessVerdict,
  SimplifiedChessExplanation,
  'simplified-chess'
> = {
  id: 'simplified-chess',
  title: 'Simplified Chess Engine',
  summary: "4x4 chess without kings: can White capture Black's queen within m moves, whatever Black does?",
  strictLimits: `g <= ${STRICT_LIMITS.games}, w and b <= ${STRICT_LIMITS.piecesPerSide}, m <= ${STRICT_LIMITS.moves}, at most two rooks and two minor pieces a side`,
  sample: { input: SAMPLE_INPUT, output: 'YES\n' },
  search: { defaultTimeLimitMs: DEFAULT_TIME_LIMIT_MS },
  ...formatMembers(simplifiedChessFormat),
  parse: parseSimplifiedChess,
  judge: judgeSimplifiedChess,
  format: formatSimplifiedChess,
  explain: explainSimplifiedChess,
  describe: describeSimplifiedChess,
  sizes: SIMPLIFIED_CHESS_SIZES,
  generate: generateSimplifiedChess,
  classify: classifySimplifiedChess,
  measure: measureSimplifiedChess,
  shrink: shrinkSimplifiedChess,
  exactFormat: readSimplifiedChessExactly,
};

/** The problem as the library exports it: every argument checked (core/guarded.ts). */
export const simplifiedChess = guardProblem('simplifiedChess', simplifiedChessUnchecked, {
  checkCase: checkSimplifiedChessCase,
  checkVerdict: checkSimplifiedChessVerdict,
});
