/**
 * The reference semantics of Simplified Chess Engine II, written plainly from its spec
 * (../shared/spec/simplified-chess-ii.md) and sharing no code with src/: minimax over every move
 * on a 16-character board, no table, no ordering, each side stopping at its first winning move.
 * Pawns step one square forward onto an empty square, take one square diagonally forward, and on
 * the far row become a rook, a bishop or a knight (three moves).
 */

const LINES: Record<string, readonly (readonly [number, number])[]> = {
  R: [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ],
  B: [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ],
};
LINES.Q = [...LINES.R, ...LINES.B];
const KNIGHT = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
] as const;

/** A board: 16 characters, index row * 4 + column (row 0 is row 1), White upper case, '.' empty. */
type Board = string[];
interface Move {
  readonly from: number;
  readonly to: number;
  /** What arrives on `to`: the piece, or what a pawn becomes. */
  readonly becomes: string;
}

const white = (piece: string): boolean => piece !== '.' && piece === piece.toUpperCase();
const at = (column: number, row: number): number | undefined =>
  column >= 0 && column < 4 && row >= 0 && row < 4 ? row * 4 + column : undefined;

function movesOf(board: Board, whiteToMove: boolean): Move[] {
  const moves: Move[] = [];
  const enemy = (square: number): boolean => board[square] !== '.' && white(board[square]) !== whiteToMove;
  for (let from = 0; from < 16; from++) {
    const piece = board[from];
    if (piece === '.' || white(piece) !== whiteToMove) continue;
    const column = from % 4;
    const row = Math.floor(from / 4);
    const type = piece.toUpperCase();
    if (type === 'P') {
      const ahead = whiteToMove ? 1 : -1;
      const last = whiteToMove ? 3 : 0;
      const arrive = (to: number): void => {
        if (Math.floor(to / 4) !== last) return void moves.push({ from, to, becomes: piece });
        for (const promoted of 'RBN')
          moves.push({ from, to, becomes: whiteToMove ? promoted : promoted.toLowerCase() });
      };
      const step = at(column, row + ahead);
      if (step !== undefined && board[step] === '.') arrive(step);
      for (const side of [-1, 1]) {
        const take = at(column + side, row + ahead);
        if (take !== undefined && enemy(take)) arrive(take);
      }
      continue;
    }
    if (type === 'N') {
      for (const [dc, dr] of KNIGHT) {
        const to = at(column + dc, row + dr);
        if (to !== undefined && (board[to] === '.' || enemy(to))) moves.push({ from, to, becomes: piece });
      }
      continue;
    }
    for (const [dc, dr] of LINES[type]) {
      for (let k = 1; ; k++) {
        const to = at(column + k * dc, row + k * dr);
        if (to === undefined) break;
        if (board[to] === '.' || enemy(to)) moves.push({ from, to, becomes: piece });
        if (board[to] !== '.') break;
      }
    }
  }
  return moves;
}

/** Whether White captures Black's queen within `left` moves of both sides, whatever Black does. */
function whiteWins(board: Board, left: number, whiteToMove: boolean): boolean {
  if (left === 0) return false;
  const moves = movesOf(board, whiteToMove);
  // A side with no move ends the line without a White win.
  if (moves.length === 0) return false;
  for (const { from, to, becomes } of moves) {
    const [moved, taken] = [board[from], board[to]];
    board[from] = '.';
    board[to] = becomes;
    const outcome = taken.toUpperCase() === 'Q' ? whiteToMove : whiteWins(board, left - 1, !whiteToMove);
    board[from] = moved;
    board[to] = taken;
    if (outcome === whiteToMove) return whiteToMove;
  }
  return !whiteToMove;
}

/** The answer to each game of a contest input (well-formed), YES or NO. */
export function plainAnswers(text: string): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  let next = 0;
  const games = Number(tokens[next++]);
  const answers: string[] = [];
  for (let game = 0; game < games; game++) {
    const [w, b, m] = [0, 1, 2].map(() => Number(tokens[next++]));
    const board: Board = Array<string>(16).fill('.');
    for (let k = 0; k < w + b; k++) {
      const [type, column, row] = [tokens[next++], tokens[next++], tokens[next++]];
      board[(Number(row) - 1) * 4 + 'ABCD'.indexOf(column)] = k < w ? type : type.toLowerCase();
    }
    answers.push(whiteWins(board, m, true) ? 'YES' : 'NO');
  }
  return answers;
}
