import { type Square, squareName } from '../../core/geometry.js';
import type { Fault } from '../../framework/problem.js';
import { defineProblem } from '../../framework/problem.js';
import { farRank } from '../../games/chess/pieces.js';
import {
  BOARD,
  type SimplifiedChessCase,
  type SimplifiedChessFaultCode,
  type SimplifiedChessSetup,
} from '../simplified-chess/case.js';
import { explainSimplifiedChess } from '../simplified-chess/explain.js';
import { judgeSimplifiedChess } from '../simplified-chess/judge.js';
import { SIMPLIFIED_CHESS } from '../simplified-chess/index.js';
import { simplifiedChessSpec } from '../simplified-chess/spec.js';
import type { SimplifiedChessVariant } from '../simplified-chess/variant.js';

/**
 * Simplified Chess Engine II (HackerRank): the Simplified Chess Engine with pawns that promote.
 * Only what differs is written here (../simplified-chess/variant.ts says what a variant may
 * change): the pawn among the pieces, at most two a side, none on its own far row, larger limits,
 * two kinds of generated game of its own, and its texts. The game (pawns and promotion to a rook,
 * bishop or knight: games/chess/queen-capture.ts), the search, the answers and explanations are
 * the family's.
 */

export type { SimplifiedChessSetup as SimplifiedChessIISetup } from '../simplified-chess/case.js';
export type { SimplifiedChessCase as SimplifiedChessIICase } from '../simplified-chess/case.js';
export type { SimplifiedChessVerdict as SimplifiedChessIIVerdict } from '../simplified-chess/judge.js';
export type { SimplifiedChessExplanation as SimplifiedChessIIExplanation } from '../simplified-chess/explain.js';

/** What its rules refuse: the parent's faults, a third pawn (--strict), and a pawn on its own far row. */
export type SimplifiedChessIIFaultCode = SimplifiedChessFaultCode | 'too-many-pawns' | 'pawn-on-far-row';
export type SimplifiedChessIIFault = Fault<SimplifiedChessIIFaultCode, Square>;

/** Whether `square` is on the far row of `side`'s pawns, where no pawn stands: it would have promoted. */
const onFarRow = (side: 'white' | 'black', square: Square): boolean =>
  Math.floor(square / BOARD.width) === farRank(side, BOARD.height);

function pawnFaults({ board }: SimplifiedChessSetup): SimplifiedChessIIFault[] {
  return [...board.cells.keys()].flatMap((square) => {
    const piece = board.pieceAt(square);
    if (piece?.role !== 'pawn' || !onFarRow(piece.side, square)) return [];
    const row = farRank(piece.side, BOARD.height) + 1;
    const at = squareName(BOARD, square).toUpperCase();
    const message = `a ${piece.side} pawn on ${at}, its far row ${row}; a pawn there must have promoted`;
    return [{ code: 'pawn-on-far-row', message, place: square }];
  });
}

const SAMPLE_INPUT = `1
2 1 1
Q B 1
P B 3
Q A 4
`;

export const SIMPLIFIED_CHESS_II = {
  ...SIMPLIFIED_CHESS,
  id: 'simplified-chess-ii',
  name: 'simplifiedChessII',
  title: 'Simplified Chess Engine II',
  summary: "4x4 chess without kings, with pawns that promote: can White capture Black's queen within m moves?",
  sample: { input: SAMPLE_INPUT, output: 'YES\n' },
  inputSummary: {
    layout: SIMPLIFIED_CHESS.inputSummary.layout,
    notes: [
      't is Q, R, B, N or P; c is the column A–D; r is the row 1–4. Each side has exactly one queen.',
      'White’s pawns move up, Black’s down; on the far row a pawn becomes a rook, bishop or knight.',
      ...SIMPLIFIED_CHESS.inputSummary.notes.slice(1),
    ],
  },
  roles: [...SIMPLIFIED_CHESS.roles, 'pawn'],
  limits: { games: 1000, piecesPerSide: 7, moves: 6 },
  groups: [
    ...SIMPLIFIED_CHESS.groups,
    { roles: ['pawn'], max: 2, code: 'too-many-pawns', piece: 'pawn', plural: 'pawns', one: 'pawn', many: 'pawns' },
  ],
  faults: pawnFaults,
  startsOn: ({ role, side }, square) => role !== 'pawn' || !onFarRow(side, square),
  readsInputsOf: [SIMPLIFIED_CHESS.id],
  kinds: (kind) => [
    // A forced win whose main line promotes a pawn, and one where a pawn takes the queen.
    kind(
      'promotion',
      { small: 1, contest: 1, hard: 2 },
      () => 5,
      'always',
      (input) => mainLine(input).some((san) => san.includes('=')),
    ),
    kind(
      'pawn-takes-queen',
      { small: 1, contest: 1, hard: 1 },
      () => 3,
      'first',
      (input) => /^[a-d]x/.test(mainLine(input).at(-1) ?? ''),
    ),
  ],
} as const satisfies SimplifiedChessVariant<SimplifiedChessIIFaultCode>;

export const { problem: simplifiedChessII, internal: simplifiedChessIIUnchecked } = defineProblem(
  SIMPLIFIED_CHESS_II.name,
  simplifiedChessSpec(SIMPLIFIED_CHESS_II),
);

/** White's fastest win against Black's longest defence, in SAN (none for NO). */
function mainLine(input: SimplifiedChessCase): readonly string[] {
  const limits = { nodeLimit: 2_000_000 };
  const judged = judgeSimplifiedChess(input, limits);
  if (!judged.ok || !judged.value.whiteWins) return [];
  return explainSimplifiedChess(input, judged.value, limits).mainLine;
}

/** The problem unchecked, for the command line to load alone (problems/load.ts). */
export default simplifiedChessIIUnchecked;
