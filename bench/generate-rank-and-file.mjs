// Writes a large Rank and File contest input for the benchmark (the format: docs/rank-and-file.md).
//
//   node bench/generate-rank-and-file.mjs [COUNT] [OUT]
//
// COUNT defaults to 100000; OUT defaults to bench/data/rank-and-file-100k.txt (for other counts,
// bench/data/rank-and-file-<COUNT>.txt). The PRNG is seeded, so the same COUNT always gives the
// same file, byte for byte.
//
// Every data set is a pawnless position with exactly one king per colour, the kings never on
// adjacent squares, and random other pieces. Contest letters: white k q r b n (lower case), black
// K Q R B N (upper case), '.' empty; 8 rows, top row (rank 8) first; the side line is "w" or "B".
// Three kinds of position are mixed so that the verdicts are varied (roughly: half SAFE, a
// third or more CHECKED, several percent CHECKMATED):
//   - open:    both sides get 0..6 random pieces anywhere;
//   - attack:  the side to judge has a king near the edge and few pieces, the other side several
//              heavy pieces, which gives many checks and most of the mates;
//   - crowded: many pieces on both sides, so that lines are often blocked and pinned.
// A position in which the side not judged stands in check is drawn again: chess.js, the
// baseline, cannot judge those (it refuses to look at a position where the mover could take a
// king), and the benchmark compares both outputs line by line.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { importBuilt } from './lib.mjs';

const { chance, pick: pickFrom, randomInt, seededRandom } = (await importBuilt('index.js')).random;

const SEED = 0x5eed2024;

export function defaultOutput(count) {
  const label = count % 1000 === 0 ? `${count / 1000}k` : String(count);
  return fileURLToPath(new URL(`./data/rank-and-file-${label}.txt`, import.meta.url));
}

/** Builds the whole contest input for `count` data sets. */
export function generate(count) {
  const random = seededRandom(SEED);
  const int = (n) => randomInt(random, 0, n - 1);
  const pick = (items) => pickFrom(random, items);

  // Squares 0..63: index = row * 8 + column, row 0 is the top row as written.
  const rowOf = (square) => square >> 3;
  const colOf = (square) => square & 7;
  const adjacent = (a, b) => a !== b && Math.abs(rowOf(a) - rowOf(b)) <= 1 && Math.abs(colOf(a) - colOf(b)) <= 1;
  const onEdge = (square) => rowOf(square) === 0 || rowOf(square) === 7 || colOf(square) === 0 || colOf(square) === 7;

  // Non-king roles, weighted: queens rarer than the others.
  const ROLES = ['q', 'r', 'r', 'b', 'b', 'n', 'n'];
  const HEAVY = ['q', 'q', 'r', 'r', 'r', 'b', 'n'];

  const lines = [String(count)];
  const cells = new Array(64);
  const chess = new Chess();
  for (let index = 0; index < count; index++) {
    cells.fill('.');
    const judgeWhite = chance(random, 0.5);
    const kind = random();
    let judgedKing;
    let ownPieces;
    let otherPieces;
    let otherRoles = ROLES;
    if (kind < 0.45) {
      // open
      judgedKing = int(64);
      ownPieces = int(7);
      otherPieces = int(7);
    } else if (kind < 0.8) {
      // attack: the judged king on the edge (70%) or anywhere, few defenders, several attackers
      do judgedKing = int(64);
      while (chance(random, 0.7) && !onEdge(judgedKing));
      ownPieces = int(3);
      otherPieces = 2 + int(4);
      otherRoles = HEAVY;
    } else {
      // crowded
      judgedKing = int(64);
      ownPieces = 5 + int(8);
      otherPieces = 5 + int(8);
    }
    let otherKing;
    do otherKing = int(64);
    while (otherKing === judgedKing || adjacent(otherKing, judgedKing));

    const own = (letter) => (judgeWhite ? letter : letter.toUpperCase());
    const other = (letter) => (judgeWhite ? letter.toUpperCase() : letter);
    cells[judgedKing] = own('k');
    cells[otherKing] = other('k');
    const place = (letter) => {
      let square;
      do square = int(64);
      while (cells[square] !== '.');
      cells[square] = letter;
    };
    for (let i = 0; i < ownPieces; i++) place(own(pick(ROLES)));
    for (let i = 0; i < otherPieces; i++) place(other(pick(otherRoles)));

    if (otherSideInCheck(chess, cells, judgeWhite)) {
      index--;
      continue;
    }
    lines.push(judgeWhite ? 'w' : 'B');
    for (let row = 0; row < 8; row++) lines.push(cells.slice(row * 8, row * 8 + 8).join(''));
  }
  return `${lines.join('\n')}\n`;
}

/** Contest letters are FEN letters with the case swapped (contest lower case = white). */
function otherSideInCheck(chess, cells, judgeWhite) {
  const rows = [];
  for (let row = 0; row < 8; row++) {
    let rank = '';
    let empty = 0;
    for (const cell of cells.slice(row * 8, row * 8 + 8)) {
      if (cell === '.') {
        empty++;
        continue;
      }
      if (empty > 0) rank += empty;
      empty = 0;
      rank += cell === cell.toLowerCase() ? cell.toUpperCase() : cell.toLowerCase();
    }
    rows.push(empty > 0 ? rank + empty : rank);
  }
  chess.load(`${rows.join('/')} ${judgeWhite ? 'b' : 'w'} - - 0 1`, { skipValidation: true });
  return chess.isCheck();
}

/** Writes the file; returns its path. */
export function writeInput(count, out = defaultOutput(count)) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, generate(count));
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [countArg, outArg] = process.argv.slice(2);
  const count = countArg === undefined ? 100_000 : Number(countArg);
  if (!Number.isSafeInteger(count) || count < 1) {
    console.error(`usage: node bench/generate-rank-and-file.mjs [COUNT >= 1] [OUT]; got COUNT ${JSON.stringify(countArg)}`);
    process.exit(2);
  }
  const out = writeInput(count, outArg);
  console.log(`wrote ${count} data sets to ${relative(process.cwd(), out) || out}`);
}
