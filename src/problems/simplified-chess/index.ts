import { defineProblem } from '../../framework/problem.js';
import { simplifiedChessSpec } from './spec.js';
import type { SimplifiedChessFaultCode } from './case.js';
import type { SimplifiedChessVariant } from './variant.js';

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
 * The Simplified Chess Engine (HackerRank), the parent of its family (variant.ts): a sibling is
 * this with what differs overridden, as `simplified-chess-ii` is.
 */
export const SIMPLIFIED_CHESS = {
  id: 'simplified-chess',
  name: 'simplifiedChess',
  title: 'Simplified Chess Engine',
  summary: "4x4 chess without kings: can White capture Black's queen within m moves, whatever Black does?",
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
  roles: ['queen', 'knight', 'bishop', 'rook'],
  limits: { games: 200, piecesPerSide: 5, moves: 6 },
  groups: [
    { roles: ['rook'], max: 2, code: 'too-many-rooks', piece: 'rook', plural: 'rooks', one: 'rook', many: 'rooks' },
    {
      roles: ['bishop', 'knight'],
      max: 2,
      code: 'too-many-minors',
      piece: 'minor piece (bishop or knight)',
      plural: 'minor pieces',
      one: 'bishop or knight',
      many: 'bishops and knights',
    },
  ],
} as const satisfies SimplifiedChessVariant<SimplifiedChessFaultCode>;

/**
 * `simplifiedChess`, the problem as the library exports it (every argument checked: framework/problem.ts),
 * and `simplifiedChessUnchecked`, the same for the registry: what it judges comes from the parser.
 */
export const { problem: simplifiedChess, internal: simplifiedChessUnchecked } = defineProblem(
  SIMPLIFIED_CHESS.name,
  simplifiedChessSpec(SIMPLIFIED_CHESS),
);

/**
 * The same as every problem folder's default export, for the command line to load this problem alone
 * (problems/load.ts).
 */
export default simplifiedChessUnchecked;
