// The plain way to judge Cheesy Chess, as a contestant would write it from the statement: read the
// cases, recurse over the game with a memo per case. The benchmark's comparison point; it shares
// no code with Arbiter (the test folder's reference.ts is the same algorithm in TypeScript).
//
//   node bench/cheesy-chess-reference.mjs FILE
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

function winner(rows, kx, ky, px, py) {
  const field = (x, y) => rows[8 - y][x - 1];
  const open = (x, y, pawnX, pawnY) =>
    field(x, y) === '.' && !(y === pawnY - 1 && (x === pawnX - 1 || x === pawnX + 1));
  const memo = new Map();
  const whiteWins = (kx, ky, px, py, white) => {
    const key = ((kx * 9 + ky) * 9 + px) * 9 * 2 + py * 2 + (white ? 1 : 0);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    if (white) {
      for (let dx = -1; dx <= 1 && !result; dx++) {
        for (let dy = -1; dy <= 1 && !result; dy++) {
          const x = kx + dx;
          const y = ky + dy;
          if ((dx === 0 && dy === 0) || x < 1 || x > 8 || y < 1 || y > 8 || !open(x, y, px, py)) continue;
          result = (x === px && y === py) || whiteWins(x, y, px, py, false);
        }
      }
    } else if (py > 1 && field(px, py - 1) !== 'F' && !(kx === px && ky === py - 1)) {
      result = whiteWins(kx, ky, px, py - 1, true);
    } else {
      result = py !== 1;
    }
    memo.set(key, result);
    return result;
  };
  return whiteWins(kx, ky, px, py, true) ? 'White' : 'Black';
}

/** Judges a whole contest input (well-formed, 8x8); returns the output text. */
export function judgeWithReference(text) {
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  const count = Number(tokens[0]);
  const out = [];
  let at = 1;
  for (let index = 0; index < count; index++) {
    const rows = tokens.slice(at, at + 8);
    const [kx, ky, px, py] = tokens.slice(at + 8, at + 12).map(Number);
    at += 12;
    out.push(winner(rows, kx, ky, px, py));
  }
  return `${out.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(judgeWithReference(readFileSync(process.argv[2], 'utf8')));
}
