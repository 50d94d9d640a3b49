// Simplified Chess Engine II, written plainly from docs/simplified-chess-ii.md (and
// docs/simplified-chess.md, which it extends) for the stress tests: minimax over every move on the
// 4x4 board with pawns, each side stopping at its first winning move, with a memo per game. Shares
// no code with Arbiter.
//
//   node simplified-chess-ii.mjs [BUG]
//
// BUG plants one realistic mistake with pawns:
//   queen-promotion        a pawn on the far row may become a queen too
//   no-promotion           a pawn that reaches the far row stays a pawn (and has no move there)
//   black-pawns-up         Black's pawns move up the board too (and promote on row 4)
//   takes-straight         a pawn may also capture the enemy piece straight in front of it
//   capture-no-promotion   only a step onto the far row promotes: a pawn that captures there stays
//                          a pawn
import { readFileSync } from 'node:fs';

const bug = process.argv[2] ?? '';
const KNIGHT = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const LINES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
// What a pawn may become: never a queen.
const PROMOTIONS = bug === 'queen-promotion' ? ['Q', 'R', 'B', 'N'] : ['R', 'B', 'N'];
const inside = (r, c) => r >= 0 && r < 4 && c >= 0 && c < 4;
const isWhite = (p) => p >= 'A' && p <= 'Z';

/** A pawn's move to `to`: on its far row, one move per piece it may become. */
function pawnMoves(moves, from, to, white, capture) {
  const far = white || bug === 'black-pawns-up' ? 3 : 0;
  const promotes = Math.floor(to / 4) === far && bug !== 'no-promotion' && !(capture && bug === 'capture-no-promotion');
  if (!promotes) {
    moves.push([from, to, '']);
    return;
  }
  for (const type of PROMOTIONS) moves.push([from, to, white ? type : type.toLowerCase()]);
}

/** Every move of the side `white`: [from, to, what a promoted pawn becomes or '']. */
function movesOf(board, white) {
  const moves = [];
  for (let from = 0; from < 16; from++) {
    const piece = board[from];
    if (!piece || isWhite(piece) !== white) continue;
    const row = Math.floor(from / 4);
    const col = from % 4;
    const type = piece.toUpperCase();
    if (type === 'P') {
      const r = row + (white || bug === 'black-pawns-up' ? 1 : -1);
      // A pawn that did not promote stays on the far row with no move.
      if (r < 0 || r > 3) continue;
      const ahead = board[r * 4 + col];
      if (!ahead || (bug === 'takes-straight' && isWhite(ahead) !== white))
        pawnMoves(moves, from, r * 4 + col, white, !!ahead);
      for (const c of [col - 1, col + 1]) {
        const target = inside(r, c) ? board[r * 4 + c] : '';
        if (target && isWhite(target) !== white) pawnMoves(moves, from, r * 4 + c, white, true);
      }
      continue;
    }
    if (type === 'N') {
      for (const [dr, dc] of KNIGHT) {
        const r = row + dr;
        const c = col + dc;
        if (!inside(r, c)) continue;
        const target = board[r * 4 + c];
        if (!target || isWhite(target) !== white) moves.push([from, r * 4 + c, '']);
      }
      continue;
    }
    const first = type === 'B' ? 4 : 0;
    const last = type === 'R' ? 4 : 8;
    for (let d = first; d < last; d++) {
      for (let r = row + LINES[d][0], c = col + LINES[d][1]; inside(r, c); r += LINES[d][0], c += LINES[d][1]) {
        const target = board[r * 4 + c];
        if (!target || isWhite(target) !== white) moves.push([from, r * 4 + c, '']);
        if (target) break;
      }
    }
  }
  return moves;
}

/** Can White force the capture of Black's queen within `left` moves, `white` to move? */
function whiteWins(board, left, white, memo) {
  if (left <= 0) return false;
  const key = `${board.map((p) => p || '.').join('')}${left}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const moves = movesOf(board, white);
  const enemyQueen = white ? 'q' : 'Q';
  let result;
  // Taking the queen ends the game, a promotion or not; no move ends the line without a White win.
  if (moves.some(([, to]) => board[to] === enemyQueen)) result = white;
  else if (moves.length === 0) result = false;
  else {
    result = !white;
    for (const [from, to, promotion] of moves) {
      const piece = board[from];
      const taken = board[to];
      board[to] = promotion || piece;
      board[from] = '';
      const wins = whiteWins(board, left - 1, !white, memo);
      board[from] = piece;
      board[to] = taken;
      if (wins === white) {
        result = white;
        break;
      }
    }
  }
  memo.set(key, result);
  return result;
}

const tokens = readFileSync(0, 'utf8')
  .split(/\s+/)
  .filter((token) => token !== '');
let at = 0;
const games = Number(tokens[at++]);
const out = [];
for (let game = 0; game < games; game++) {
  const w = Number(tokens[at++]);
  const b = Number(tokens[at++]);
  const m = Number(tokens[at++]);
  const board = new Array(16).fill('');
  for (let k = 0; k < w + b; k++) {
    const letter = tokens[at++].toUpperCase();
    const col = tokens[at++].toUpperCase().charCodeAt(0) - 65;
    const row = Number(tokens[at++]) - 1;
    board[row * 4 + col] = k < w ? letter : letter.toLowerCase();
  }
  // The side to move follows from the moves left (m is fixed in a game): the memo's key need not say it.
  out.push(whiteWins(board, m, true, new Map()) ? 'YES\n' : 'NO\n');
}
process.stdout.write(out.join(''));
