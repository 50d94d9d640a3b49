/**
 * The reference semantics of the Simplified Chess Engine, written plainly from the spec and
 * sharing no code with src/: minimax over every move, no table, no ordering, no shortcut except
 * stopping once a side's answer is known. Slow, and easy to check by eye.
 */

export type PieceType = 'Q' | 'R' | 'B' | 'N';

export interface PlainPiece {
  readonly white: boolean;
  readonly type: PieceType;
  /** 0..3 for columns A..D. */
  readonly column: number;
  /** 0..3 for rows 1..4. */
  readonly row: number;
}

export interface PlainGame {
  readonly pieces: readonly PlainPiece[];
  readonly moves: number;
}

/** A square of the plain board: 16 cells, index = row * 4 + column. */
export type Cell = { readonly white: boolean; readonly type: PieceType } | null;

const ROOK_STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const BISHOP_STEPS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const KNIGHT_JUMPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

const inside = (column: number, row: number): boolean => column >= 0 && column < 4 && row >= 0 && row < 4;

interface PlainMove {
  readonly from: number;
  readonly to: number;
}

/** Every move of one side: sliders stop at the first piece and may take it if it is the enemy's; knights jump. */
export function plainMoves(board: readonly Cell[], white: boolean): PlainMove[] {
  const moves: PlainMove[] = [];
  for (let from = 0; from < 16; from++) {
    const piece = board[from];
    if (piece === null || piece.white !== white) continue;
    const column = from % 4;
    const row = Math.floor(from / 4);
    if (piece.type === 'N') {
      for (const [dc, dr] of KNIGHT_JUMPS) {
        if (!inside(column + dc, row + dr)) continue;
        const to = (row + dr) * 4 + column + dc;
        const target = board[to];
        if (target === null || target.white !== white) moves.push({ from, to });
      }
      continue;
    }
    const steps =
      piece.type === 'R' ? ROOK_STEPS : piece.type === 'B' ? BISHOP_STEPS : [...ROOK_STEPS, ...BISHOP_STEPS];
    for (const [dc, dr] of steps) {
      let c = column + dc;
      let r = row + dr;
      while (inside(c, r)) {
        const to = r * 4 + c;
        const target = board[to];
        if (target === null) {
          moves.push({ from, to });
        } else {
          if (target.white !== white) moves.push({ from, to });
          break;
        }
        c += dc;
        r += dr;
      }
    }
  }
  return moves;
}

/** Can White, to move when `whiteToMove`, force the capture of Black's queen within `movesLeft` moves? */
function whiteWins(board: Cell[], movesLeft: number, whiteToMove: boolean): boolean {
  if (movesLeft === 0) return false;
  const moves = plainMoves(board, whiteToMove);
  if (whiteToMove) {
    for (const { from, to } of moves) {
      const taken = board[to];
      if (taken !== null && taken.type === 'Q') return true;
      board[to] = board[from];
      board[from] = null;
      const wins = whiteWins(board, movesLeft - 1, false);
      board[from] = board[to];
      board[to] = taken;
      if (wins) return true;
    }
    return false;
  }
  // Black with no move: the game goes nowhere, and White has not won.
  if (moves.length === 0) return false;
  for (const { from, to } of moves) {
    const taken = board[to];
    if (taken !== null && taken.type === 'Q') return false;
    board[to] = board[from];
    board[from] = null;
    const wins = whiteWins(board, movesLeft - 1, true);
    board[from] = board[to];
    board[to] = taken;
    if (!wins) return false;
  }
  return true;
}

export function plainBoard(game: PlainGame): Cell[] {
  const board: Cell[] = Array.from({ length: 16 }, () => null);
  for (const piece of game.pieces) board[piece.row * 4 + piece.column] = { white: piece.white, type: piece.type };
  return board;
}

export const plainAnswer = (game: PlainGame): boolean => whiteWins(plainBoard(game), game.moves, true);

/** Reads a well-formed contest input (no error handling: the reference is only fed good input). */
export function plainGames(text: string): PlainGame[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const games: PlainGame[] = [];
  let at = 1;
  for (let game = 0; game < Number(lines[0]); game++) {
    const [w, b, m] = lines[at++].split(/\s+/).map(Number);
    const pieces: PlainPiece[] = [];
    for (let k = 0; k < w + b; k++) {
      const [type, column, row] = lines[at++].toUpperCase().split(/\s+/);
      pieces.push({ white: k < w, type: type as PieceType, column: 'ABCD'.indexOf(column), row: Number(row) - 1 });
    }
    games.push({ pieces, moves: m });
  }
  return games;
}

export const plainAnswerOutput = (text: string): string =>
  plainGames(text)
    .map((game) => (plainAnswer(game) ? 'YES\n' : 'NO\n'))
    .join('');
