import { defineProblem } from '../../framework/problem.js';
import { copyCheckersSetup, copyCheckersVerdict } from './guard.js';
import { readCheckersExactly } from './exact.js';
import { generateCheckers } from './generate.js';
import { classifyCheckers } from './classify.js';
import { checkersFailureKey } from './failure.js';
import { measureCheckers, shrinkCheckers } from './shrink-candidates.js';
import { describeCheckers, explainCheckers } from './explain.js';
import { checkersCodec, judgeCheckers } from './judge.js';
import { checkersFormat } from './parse.js';
import { MAX_PIECES_STRICT, checkersFromSetup } from './case.js';
import { pdnInput } from './pdn-verdicts.js';
import { checkersQuestions } from './questions.js';
import { checkersShortcut } from './shortcut.js';
import { type CheckersMoveTargets, checkersMoveTargets, checkersRows } from './board-view.js';
import type { Position } from '../../games/checkers/position.js';
import { copyPosition } from '../../games/checkers/guards.js';

export type { CheckersFault, CheckersFaultCode } from './case.js';
export type { WrittenRoute } from './parse.js';
export type { CheckersSetup, CheckersCase, WrittenMove } from './case.js';
export type { CheckersAnswer, CheckersVerdict, MoveFailure } from './judge.js';
export type { CheckersMoveOption, CheckersMoveTargets, CheckersTarget } from './board-view.js';
export type { PlayedMoves } from '../../games/checkers/played.js';
export type { CheckersExplanation, CheckersPly, CheckersReason, DueCapture } from './explain.js';
export { checkersPdn } from './pdn-guard.js';
export type {
  PdnGameDetails,
  PdnGameExplanation,
  PdnGameReplay,
  PdnIllegalMove,
  PdnResultVerdict,
  PdnVariationExplanation,
  PdnVariationReplay,
} from './pdn-verdicts.js';
export type { CheckersTargetsReply, CheckersTargetsQuestion } from './questions.js';
export type {
  PdnGameVerdict,
  PdnMoveFault,
  PdnMoveReason,
  PdnPlayedVerdict,
  PdnVariationVerdict,
} from '../../games/checkers/pdn-moves.js';
export type {
  PdnComment,
  PdnGame,
  PdnGameInfo,
  PdnMove,
  PdnResult,
  PdnTag,
  PdnVariation,
} from '../../games/checkers/pdn.js';

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

const defined = defineProblem('checkers', {
  id: 'checkers',
  title: 'Advanced Checkers Machine',
  summary: 'checkers game records: are all moves legal, or which is the first illegal one?',
  strictLimits: `1 to ${MAX_PIECES_STRICT} pieces a side`,
  sample: { input: SAMPLE_INPUT, output: 'All moves valid\nMove 5 is invalid\n' },
  inputSummary: {
    layout: [
      'nR nW                 Red’s and White’s piece counts; "0 0" ends the input',
      'nR numbers            Red’s squares (1–32); -s is a king on square s',
      'nW numbers            White’s squares, likewise',
      'n C                   the number of moves, and who moves first: R or W',
      'n lines               the moves: 9-14, or 16x23x14 for jumps',
    ].join('\n'),
    notes: [
      'Red starts on squares 1–12 at the top and moves down; White moves up.',
      'Capturing is compulsory, and a multiple jump must be completed.',
      'The answer per record: "Move k is invalid" for the first illegal move, or "All moves valid".',
    ],
  },
  input: checkersFormat,
  // `arbiter checkers` also reads games in PDN.
  alternateInput: pdnInput,
  // What the page asks while a record is played on: the moves of every piece.
  questions: checkersQuestions,
  // Answer mode reads plainly written records straight from their bytes and plays them on the referee's square sets.
  fast: { shortcut: checkersShortcut },
  // How the contest writes each token, for the input validator (arbiter validate).
  exactFormat: readCheckersExactly,
  fromSetup: checkersFromSetup,
  copySetup: copyCheckersSetup,
  copyVerdict: copyCheckersVerdict,
  judge: judgeCheckers,
  codec: checkersCodec,
  explain: explainCheckers,
  describe: describeCheckers,
  sizes: generateCheckers.sizes,
  generate: generateCheckers,
  classify: classifyCheckers,
  measure: measureCheckers,
  shrink: shrinkCheckers,
  failureKey: checkersFailureKey,
});

/** The problem unchecked, for the registry: what it judges comes from the parser. */
export const checkersUnchecked = defined.internal;

/**
 * The problem as the library exports it, every argument checked, with what the page draws of a position: its rows and
 * its pieces' targets.
 */
export const checkers = Object.freeze({
  ...defined.problem,
  boardRows: (position: Position): string[] => checkersRows(copyPosition(position, 'checkers.boardRows: position')),
  moveTargets: (position: Position): CheckersMoveTargets =>
    checkersMoveTargets(copyPosition(position, 'checkers.moveTargets: position')),
});

/**
 * The same as every problem folder's default export, for the command line to load this problem alone
 * (problems/load.ts).
 */
export default checkersUnchecked;
