// Simplified Chess Engine by plain minimax: every move of every piece valued to the full horizon
// (a line ends only when a queen is taken), with no memo and no cut-off, then the best for the
// side to move taken. Right, and too slow on purpose (a time_limit_exceeded submission for the
// judges): at m = 6 with five pieces a side it values hundreds of millions of lines per game.
// Shares no code with Arbiter.
const { readFileSync } = require('node:fs');

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
const ROOK = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const BISHOP = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const inside = (r, c) => r >= 0 && r < 4 && c >= 0 && c < 4;
const isWhite = (p) => p >= 'A' && p <= 'Z';

function movesOf(board, white) {
  const moves = [];
  for (let from = 0; from < 16; from++) {
    const piece = board[from];
    if (!piece || isWhite(piece) !== white) continue;
    const r = Math.floor(from / 4);
    const c = from % 4;
    const type = piece.toUpperCase();
    const steps = type === 'N' ? KNIGHT : type === 'R' ? ROOK : type === 'B' ? BISHOP : [...ROOK, ...BISHOP];
    for (const [dr, dc] of steps) {
      for (let k = 1; k <= (type === 'N' ? 1 : 3); k++) {
        const rr = r + dr * k;
        const cc = c + dc * k;
        if (!inside(rr, cc)) break;
        const target = board[rr * 4 + cc];
        if (!target || isWhite(target) !== white) moves.push([from, rr * 4 + cc]);
        if (target) break;
      }
    }
  }
  return moves;
}

/** Whether White captures Black's queen within `left` moves, `white` to move. */
function whiteWins(board, left, white) {
  if (left <= 0) return false;
  const enemyQueen = white ? 'q' : 'Q';
  const values = [];
  for (const [from, to] of movesOf(board, white)) {
    const piece = board[from];
    const taken = board[to];
    // Taking a queen ends the game: a win for the side that takes it.
    if (taken === enemyQueen) {
      values.push(white);
      continue;
    }
    board[to] = piece;
    board[from] = '';
    values.push(whiteWins(board, left - 1, !white));
    board[from] = piece;
    board[to] = taken;
  }
  // White needs one winning move; Black, one move that holds (a side with no move holds nothing).
  return white ? values.some((value) => value) : values.length > 0 && values.every((value) => value);
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
    const type = tokens[at++];
    const col = tokens[at++].charCodeAt(0) - 65;
    const row = Number(tokens[at++]) - 1;
    board[row * 4 + col] = k < w ? type : type.toLowerCase();
  }
  out.push(whiteWins(board, m, true) ? 'YES\n' : 'NO\n');
}
process.stdout.write(out.join(''));
