import { assertString } from '../../core/guards.js';
import { defineProblem } from '../../framework/problem.js';
import type { ChessBoard } from '../../games/chess/board.js';
import { copyChessBoard } from '../../games/chess/guards.js';
import { type Piece, copyPiece } from '../../games/chess/pieces.js';
import { copyChessTargetsQuestion, chessTargets } from '../../games/chess/play.js';
import { copyRankAndFileSetup, copyRankAndFileVerdict } from './guard.js';
import { readRankAndFileExactly } from './exact.js';
import { generateRankAndFile } from './generate.js';
import { measureRankAndFile, shrinkRankAndFile } from './shrink-candidates.js';
import { classifyRankAndFile } from './classify.js';
import { rankAndFileShortcut, readPlainRankAndFile } from './shortcut.js';
import { describeRankAndFile, explainRankAndFile } from './explain.js';
import { rankAndFileCodec, judgeRankAndFile } from './judge.js';
import { inputLetter, inputRows, pieceFromInputLetter, rankAndFileFormat } from './parse.js';
import { BOARD, MAX_DATA_SETS_STRICT, ROLES, rankAndFileFromSetup } from './case.js';

export type { RankAndFileFault, RankAndFileFaultCode } from './case.js';
export type { RankAndFileSetup, RankAndFileCase } from './case.js';
export type { RankAndFileVerdict, RankAndFileStatus } from './judge.js';
export type { RankAndFileExplanation, FailedEscape, PieceOnSquare, EscapeMove, OtherCheck } from './explain.js';

const SAMPLE_INPUT = `3
w
........
........
........
.Qk.K...
........
........
........
........
B
........
........
........
.qK.k...
........
........
........
.r......
w
........
..k.....
........
.Q..K...
........
........
........
........
`;

const defined = defineProblem('rankAndFile', {
  id: 'rank-and-file',
  title: 'Rank and File',
  summary: 'pawnless chess on 8x8: is the given side CHECKED, CHECKMATED or SAFE?',
  strictLimits: `at most ${MAX_DATA_SETS_STRICT} data sets`,
  sample: { input: SAMPLE_INPUT, output: 'WHITE IS CHECKED\nBLACK IS CHECKMATED\nWHITE IS SAFE\n' },
  inputSummary: {
    layout: [
      'D                     the number of data sets',
      'X                     the side to judge: w (white) or B (black)',
      '8 rows of 8 squares   the board, rank 8 first',
      '... D data sets in all',
    ].join('\n'),
    notes: [
      'White pieces are lower case, black upper case: k q r b n / K Q R B N (the reverse of FEN); ' +
        '"." is an empty square.',
      'Each board has exactly one king of each colour.',
      'The answer per data set: WHITE IS CHECKED, WHITE IS CHECKMATED or WHITE IS SAFE (BLACK … for black).',
    ],
  },
  input: rankAndFileFormat,
  // Well-formed data sets are read straight from their bytes (shortcut.ts); answer mode judges them there, on one
  // reused board.
  fast: { shortcut: rankAndFileShortcut, plain: readPlainRankAndFile },
  // What the page asks while a position is played: every piece's targets.
  questions: { copyQuestion: copyChessTargetsQuestion, ask: chessTargets },
  // How the contest writes each token, for the input validator (arbiter validate).
  exactFormat: readRankAndFileExactly,
  fromSetup: rankAndFileFromSetup,
  copySetup: copyRankAndFileSetup,
  copyVerdict: copyRankAndFileVerdict,
  judge: judgeRankAndFile,
  codec: rankAndFileCodec,
  explain: explainRankAndFile,
  describe: describeRankAndFile,
  sizes: generateRankAndFile.sizes,
  generate: generateRankAndFile,
  classify: classifyRankAndFile,
  measure: measureRankAndFile,
  shrink: shrinkRankAndFile,
});

/** The problem unchecked, for the registry: what it judges comes from the parser. */
export const rankAndFileUnchecked = defined.internal;

/**
 * The problem as the library exports it, every argument checked, with the contest's own letters (white lower case,
 * black upper case) for editors that write boards.
 */
export const rankAndFile = Object.freeze({
  ...defined.problem,
  inputRows: (board: ChessBoard): string[] =>
    inputRows(copyChessBoard(board, 'rankAndFile.inputRows: board', undefined, BOARD, ROLES)),
  inputLetter: (piece: Piece): string => inputLetter(copyPiece(piece, 'rankAndFile.inputLetter: piece')),
  pieceFromInputLetter: (letter: string): Piece | undefined => {
    assertString(letter, 'rankAndFile.pieceFromInputLetter: letter');
    return pieceFromInputLetter(letter);
  },
});

/**
 * The same as every problem folder's default export, for the command line to load this problem alone
 * (problems/load.ts).
 */
export default rankAndFileUnchecked;
