// The Rank and File job done the way a chess.js user would write it, as the benchmark's baseline:
//
//   node bench/chessjs-rank-and-file.mjs FILE
//
// Reads the contest input, turns each board into FEN, loads it into chess.js and prints
// "WHITE IS ..." / "BLACK IS ..." with CHECKMATED, CHECKED or SAFE. The contest's letters are the
// other way round from FEN (contest lower case = white, FEN upper case = white), so the case of
// every piece letter is swapped. skipValidation because contest positions need not be reachable in
// a game (the side not to move may stand in check, for example).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';

const swapCase = (char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase());

function toFen(rows, side) {
  const ranks = rows.map((row) => {
    let rank = '';
    let empty = 0;
    for (const char of row) {
      if (char === '.') {
        empty++;
        continue;
      }
      if (empty > 0) rank += empty;
      empty = 0;
      rank += swapCase(char);
    }
    return empty > 0 ? rank + empty : rank;
  });
  return `${ranks.join('/')} ${side} - - 0 1`;
}

/** The contest output for a well-formed contest input. */
export function judgeWithChessJs(text) {
  const lines = text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '');
  const count = Number(lines[0]);
  const chess = new Chess();
  const output = [];
  let at = 1;
  for (let index = 0; index < count; index++) {
    const side = lines[at].toLowerCase() === 'w' ? 'w' : 'b';
    const rows = lines.slice(at + 1, at + 9);
    at += 9;
    chess.load(toFen(rows, side), { skipValidation: true });
    const status = chess.isCheckmate() ? 'CHECKMATED' : chess.isCheck() ? 'CHECKED' : 'SAFE';
    output.push(`${side === 'w' ? 'WHITE' : 'BLACK'} IS ${status}`);
  }
  return `${output.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/chessjs-rank-and-file.mjs FILE');
    process.exit(2);
  }
  process.stdout.write(judgeWithChessJs(readFileSync(file, 'utf8')));
}
