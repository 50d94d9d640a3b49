import { formatMembers } from '../../core/contest.js';
import { readRankAndFileExactly } from './exact.js';
import type { Problem } from '../../core/problem.js';
import { guardProblem } from '../../core/guarded.js';
import { checkString } from '../../core/guard.js';
import { checkChessBoard, checkPiece, checkRankAndFileCase, checkRankAndFileVerdict } from './validate.js';
import { RANK_AND_FILE_SIZES, generateRankAndFile } from './generate.js';
import { measureRankAndFile, shrinkRankAndFile } from './shrink.js';
import { classifyRankAndFile } from './classify.js';
import { rankAndFileShortcut } from './shortcut.js';
import { describeRankAndFile, explainRankAndFile, type RankAndFileExplanation } from './explain.js';
import { formatRankAndFile, judgeRankAndFile, type RankAndFileVerdict } from './judge.js';
import {
  type RankAndFileCase,
  BOARD,
  MAX_DATA_SETS_STRICT,
  contestLetter,
  contestRows,
  parseRankAndFile,
  pieceFromContestLetter,
  rankAndFileFormat,
} from './parse.js';

export type { RankAndFileCase } from './parse.js';
export type { RankAndFileVerdict, RankAndFileStatus } from './judge.js';
export type { RankAndFileExplanation, FailedEscape, PieceOnSquare, EscapeMove } from './explain.js';

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

/** The contest's own letters (white lower case, black upper case), for editors that write boards. */
interface ContestLetters {
  readonly contestRows: typeof contestRows;
  readonly contestLetter: typeof contestLetter;
  readonly pieceFromContestLetter: typeof pieceFromContestLetter;
}

/** The problem as the registry uses it: its cases come from the parser, so its arguments go unchecked. */
export const rankAndFileUnchecked: Problem<RankAndFileCase, RankAndFileVerdict, RankAndFileExplanation, 'rank-and-file'> & ContestLetters =
  {
    id: 'rank-and-file',
    title: 'Rank and File',
    summary: 'pawnless chess on 8x8: is the given side CHECKED, CHECKMATED or SAFE?',
    strictLimits: `at most ${MAX_DATA_SETS_STRICT} data sets`,
    sample: { input: SAMPLE_INPUT, output: 'WHITE IS CHECKED\nBLACK IS CHECKMATED\nWHITE IS SAFE\n' },
    ...formatMembers(rankAndFileFormat),
    // Well-formed contest input is scanned straight from its characters; the rest is read carefully.
    parse: parseRankAndFile,
    // Contest mode answers well-formed data sets straight from their characters, on one reused board.
    contestShortcut: rankAndFileShortcut,
    judge: judgeRankAndFile,
    format: formatRankAndFile,
    explain: explainRankAndFile,
    describe: describeRankAndFile,
    sizes: RANK_AND_FILE_SIZES,
    generate: generateRankAndFile,
    classify: classifyRankAndFile,
    measure: measureRankAndFile,
    shrink: shrinkRankAndFile,
    exactFormat: readRankAndFileExactly,
    contestRows,
    contestLetter,
    pieceFromContestLetter,
  };

/** The problem as the library exports it: every argument checked (core/guarded.ts). */
export const rankAndFile: typeof rankAndFileUnchecked = {
  ...guardProblem('rankAndFile', rankAndFileUnchecked, { checkCase: checkRankAndFileCase, checkVerdict: checkRankAndFileVerdict }),
  contestRows(board) {
    checkChessBoard(board, 'rankAndFile.contestRows: board', BOARD);
    return contestRows(board);
  },
  contestLetter(piece) {
    checkPiece(piece, 'rankAndFile.contestLetter: piece');
    return contestLetter(piece);
  },
  pieceFromContestLetter(letter) {
    checkString(letter, 'rankAndFile.pieceFromContestLetter: letter');
    return pieceFromContestLetter(letter);
  },
};
