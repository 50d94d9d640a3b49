// Check the Check (UVa 10196), written plainly from docs/check-the-check.md, for the stress tests: reads the
// contest input on standard input, answers on standard output. Shares no code with Arbiter.
//
//   node check-the-check.mjs [BUG[+BUG...]]
//
// BUG plants one realistic mistake (the tests check that `arbiter stress` finds it); several
// joined by + plant them all:
//   pawn-reversed       pawns attack backwards: a white pawn the two squares diagonally below it
//   pawn-straight       a pawn attacks the square straight ahead of it, as it moves, not the diagonals
//   slides-through      a queen, rook or bishop sees through every piece in its way, to the board's edge
//   knight-typo         one of the knight's eight jumps is mistyped ([2, 1] twice, [2, -1] never)
//   first-row-sentinel  input ends at a board whose first row is empty, as if it were the closing board
//   edge-wrap           the board is one string of 64 and a ray stops past the h-file (column 8), so it
//                       wraps round to the next row's a-file
import { readFileSync } from 'node:fs';

const bugs = new Set((process.argv[2] ?? '').split('+'));
const KNIGHT = [
  [1, 2],
  [2, 1],
  bugs.has('knight-typo') ? [2, 1] : [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const STRAIGHT = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
const DIAGONAL = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
// The board is one string of 64 squares, row 0 the top row as written.
const inside = (r, c) => r >= 0 && r < 8 && c >= 0 && c < (bugs.has('edge-wrap') ? 9 : 8);
const square = (board, r, c) => (inside(r, c) ? board[r * 8 + c] : '');

/** Whether the king on (row, col) is attacked by the other colour: `white` is the king's colour. */
function attacked(board, row, col, white) {
  const enemy = (letter) => (white ? letter : letter.toUpperCase());
  // A black pawn attacks down the board, towards a white king below it; a white pawn up.
  const ahead = (white ? -1 : 1) * (bugs.has('pawn-reversed') ? -1 : 1);
  const pawnSquares = bugs.has('pawn-straight') ? [0] : [-1, 1];
  if (pawnSquares.some((dc) => square(board, row + ahead, col + dc) === enemy('p'))) return true;
  if (KNIGHT.some(([dr, dc]) => square(board, row + dr, col + dc) === enemy('n'))) return true;
  if ([...STRAIGHT, ...DIAGONAL].some(([dr, dc]) => square(board, row + dr, col + dc) === enemy('k'))) return true;
  for (const [lines, slider] of [
    [STRAIGHT, 'r'],
    [DIAGONAL, 'b'],
  ])
    for (const [dr, dc] of lines)
      for (let r = row + dr, c = col + dc; inside(r, c); r += dr, c += dc) {
        const piece = board[r * 8 + c];
        if (piece === enemy(slider) || piece === enemy('q')) return true;
        if (piece !== '.' && !bugs.has('slides-through')) break;
      }
  return false;
}

const rows = readFileSync(0, 'utf8')
  .split('\n')
  .map((line) => line.replace(/[\r \t]+$/, ''))
  .filter((line) => line !== '');
const out = [];
for (let at = 0, game = 1; at + 8 <= rows.length; at += 8, game++) {
  const board = rows.slice(at, at + 8).join('');
  if (board === '.'.repeat(64) || (bugs.has('first-row-sentinel') && rows[at] === '........')) break;
  let who = 'no';
  for (let k = 0; k < 64; k++) {
    const row = Math.floor(k / 8);
    if (board[k] === 'K' && attacked(board, row, k % 8, true)) who = 'white';
    else if (board[k] === 'k' && who === 'no' && attacked(board, row, k % 8, false)) who = 'black';
  }
  out.push(`Game #${game}: ${who} king is in check.`);
}
process.stdout.write(out.map((line) => `${line}\n`).join(''));
