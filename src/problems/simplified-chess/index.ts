import { defineProblem } from '../../framework/problem.js';
import { copySimplifiedChessSetup, copySimplifiedChessVerdict } from './guard.js';
import { readSimplifiedChessExactly } from './exact.js';
import { generateSimplifiedChess } from './generate.js';
import { classifySimplifiedChess } from './classify.js';
import { measureSimplifiedChess, shrinkSimplifiedChess } from './shrink-candidates.js';
import { describeSimplifiedChess, explainSimplifiedChess } from './explain.js';
import { DEFAULT_TIME_LIMIT_MS, simplifiedChessCodec, judgeSimplifiedChess } from './judge.js';
import { simplifiedChessFormat } from './parse.js';
import { simplifiedChessQuestions } from './questions.js';
import { STRICT_LIMITS, simplifiedChessFromSetup } from './case.js';

export type { SimplifiedChessFault, SimplifiedChessFaultCode } from './case.js';
export type { SimplifiedChessSetup, SimplifiedChessCase } from './case.js';
export type { SimplifiedChessVerdict } from './judge.js';
export type {
  QueenCaptureReply,
  QueenCapturePlayQuestion,
  QueenCaptureSpot,
  SimplifiedChessQuestion,
  SimplifiedChessRuleReply,
} from './questions.js';
export type { SimplifiedChessExplanation, StrategyJson, MoveJson, MainLineMove, Refutation } from './explain.js';

const SAMPLE_INPUT = `1
2 1 1
N B 2
Q B 1
Q A 4
`;

/**
 * `simplifiedChess`, the problem as the library exports it (every argument checked: framework/problem.ts),
 * and `simplifiedChessUnchecked`, the same for the registry: what it judges comes from the parser.
 */
export const { problem: simplifiedChess, internal: simplifiedChessUnchecked } = defineProblem('simplifiedChess', {
  id: 'simplified-chess',
  title: 'Simplified Chess Engine',
  summary: "4x4 chess without kings: can White capture Black's queen within m moves, whatever Black does?",
  strictLimits:
    `g <= ${STRICT_LIMITS.games}, w and b <= ${STRICT_LIMITS.piecesPerSide}, m <= ` +
    `${STRICT_LIMITS.moves}, at most two rooks and two minor pieces a side`,
  sample: { input: SAMPLE_INPUT, output: 'YES\n' },
  inputSummary: {
    layout: [
      'g                     the number of games',
      'w b m                 White’s and Black’s piece counts, the horizon m',
      'w lines "t c r"       White’s pieces',
      'b lines "t c r"       Black’s pieces',
      '... g games in all',
    ].join('\n'),
    notes: [
      't is Q, R, B or N; c is the column A–D; r is the row 1–4. Each side has exactly one queen.',
      'White moves first; m counts the moves of both sides.',
      'The answer per game: YES if White can force the capture of Black’s queen within m moves, else NO.',
    ],
  },
  search: { defaultTimeLimitMs: DEFAULT_TIME_LIMIT_MS },
  input: simplifiedChessFormat,
  // What the page asks while a position is played: a piece's targets, and perfect play against Arbiter.
  questions: simplifiedChessQuestions,
  // How the contest writes each token, for the input validator (arbiter validate).
  exactFormat: readSimplifiedChessExactly,
  fromSetup: simplifiedChessFromSetup,
  copySetup: copySimplifiedChessSetup,
  copyVerdict: copySimplifiedChessVerdict,
  judge: judgeSimplifiedChess,
  codec: simplifiedChessCodec,
  explain: explainSimplifiedChess,
  describe: describeSimplifiedChess,
  sizes: generateSimplifiedChess.sizes,
  generate: generateSimplifiedChess,
  classify: classifySimplifiedChess,
  measure: measureSimplifiedChess,
  shrink: shrinkSimplifiedChess,
});

/**
 * The same as every problem folder's default export, for the command line to load this problem alone
 * (problems/load.ts).
 */
export default simplifiedChessUnchecked;
