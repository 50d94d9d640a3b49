import { defineProblem } from '../../framework/problem.js';
import { checkTheCheckFromSetup, copyCheckTheCheckSetup } from './case.js';
import { classifyCheckTheCheck } from './classify.js';
import { readCheckTheCheckExactly } from './exact.js';
import { describeCheckTheCheck, explainCheckTheCheck } from './explain.js';
import { generateCheckTheCheck } from './generate.js';
import { checkTheCheckCodec, copyCheckTheCheckVerdict, judgeCheckTheCheck } from './judge.js';
import { checkTheCheckFormat } from './parse.js';
import { measureCheckTheCheck, shrinkCheckTheCheck } from './shrink-candidates.js';

export type { CheckTheCheckSetup, CheckTheCheckCase, CheckTheCheckFault, CheckTheCheckFaultCode } from './case.js';
export type { CheckTheCheckVerdict } from './judge.js';
export type { CheckTheCheckExplanation, KingReport, LineOfAttack } from './explain.js';

// UVa 10196's sample as the judge gives it, its boards' rows joined by '/' here: two games and the closing board.
const SAMPLE_INPUT = `${[
  '..k...../ppp.pppp/......../.R...B../......../......../PPPPPPPP/K.......',
  'rnbqk.nr/ppp..ppp/....p.../...p..../.bPP..../.....N../PP..PPPP/RNBQKB.R',
  '......../......../......../......../......../......../......../........',
]
  .map((board) => board.replaceAll('/', '\n'))
  .join('\n\n')}\n`;

const defined = defineProblem('checkTheCheck', {
  id: 'check-the-check',
  title: 'Check the Check',
  summary: 'full-board chess with pawns: which king is in check, if any?',
  strictLimits: 'the closing board of 64 "." is required',
  sample: { input: SAMPLE_INPUT, output: 'Game #1: black king is in check.\nGame #2: white king is in check.\n' },
  inputSummary: {
    layout: [
      '8 rows of 8 squares   a board, rank 8 first, then a blank line',
      '... any number of boards',
      '8 rows of 8 "."       the closing board: no game, no answer',
    ].join('\n'),
    notes: [
      'White pieces are upper case, black lower case, as in FEN: P N B R Q K / p n b r q k; "." is an empty square.',
      'White plays up the board: a white pawn attacks the two squares diagonally above it, a black pawn below.',
      'The answer per board d: Game #d: white king is in check. (black king, or no king).',
    ],
  },
  input: checkTheCheckFormat,
  exactFormat: readCheckTheCheckExactly,
  fromSetup: checkTheCheckFromSetup,
  copySetup: copyCheckTheCheckSetup,
  copyVerdict: copyCheckTheCheckVerdict,
  judge: judgeCheckTheCheck,
  codec: checkTheCheckCodec,
  // UVa numbers its answers: "Game #2: " before the codec's line.
  answerPrefix: (index) => `Game #${index}: `,
  explain: explainCheckTheCheck,
  describe: describeCheckTheCheck,
  sizes: generateCheckTheCheck.sizes,
  generate: generateCheckTheCheck,
  classify: classifyCheckTheCheck,
  measure: measureCheckTheCheck,
  shrink: shrinkCheckTheCheck,
});

/** The problem unchecked, for the registry: what it judges comes from the parser. */
export const checkTheCheckUnchecked = defined.internal;

/** The problem as the library exports it, every argument checked. */
export const checkTheCheck = defined.problem;

/** The same as every problem folder's default export, for the command line to load this problem alone. */
export default checkTheCheckUnchecked;
