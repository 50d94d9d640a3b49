// Writes a large checkers contest input for the benchmark (the format: docs/checkers.md).
//
//   npm run build && node bench/checkers-generate.mjs [COUNT] [OUT]
//
// COUNT records (default 20000) go to OUT (default bench/data/checkers-<COUNT>.txt). Each record
// starts from a position reached by a random game from the initial position, then lists 10 to 80
// random legal moves; one record in five gets one more move, a legal one spoiled (a multi-jump
// cut short, a doubled separator, a route reversed, a wrong destination). About half of those
// are illegal, so both answers occur (about 11% of the records are invalid). The PRNG is seeded: the same COUNT always gives the same file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT as root, importBuilt } from './lib.mjs';

const library = await importBuilt('index.js');
const rules = library.rules.checkers;
const { chance, pick: pickFrom, randomInt, seededRandom } = library.random;

const SEED = 0xc4ec4e25;

export const defaultOutput = (count) => `${root}bench/data/checkers-${count}.txt`;

const pieceLine = (position, side) => {
  const { men, kings } = rules.pieceList(position, side);
  return [...men.map(String), ...kings.map((square) => `-${square}`)].join(' ');
};

/** A wrong version of a legal move, as a careless recorder might write it. */
function spoil(move, random) {
  const path = move.path;
  const kind = randomInt(random, 0, 3);
  if (kind === 0 && path.length > 2) return path.slice(0, -1).join('-');
  if (kind === 1) return `${path[0]}--${path[1]}`;
  if (kind === 2) return [...path].reverse().join('-');
  return `${path[0]}-${((path[1] + 4) % 32) + 1}`;
}

export function writeInput(count, file = defaultOutput(count)) {
  const random = seededRandom(SEED);
  const pick = (items) => pickFrom(random, items);
  const out = [];
  let moveTotal = 0;
  for (let made = 0; made < count;) {
    let position = rules.INITIAL_POSITION;
    const opening = randomInt(random, 0, 29);
    for (let ply = 0; ply < opening && rules.legalMoves(position).length > 0; ply++)
      position = rules.applyMove(position, pick(rules.legalMoves(position)));
    const red = pieceLine(position, 'black');
    const white = pieceLine(position, 'white');
    if (red === '' || white === '') continue;
    const start = position;
    const moves = [];
    const length = randomInt(random, 10, 80);
    for (let ply = 0; ply < length; ply++) {
      const legal = rules.legalMoves(position);
      if (legal.length === 0) break;
      const move = pick(legal);
      moves.push(move.path.join(move.captured.length > 0 && chance(random, 0.5) ? 'x' : '-'));
      position = rules.applyMove(position, move);
    }
    if (moves.length === 0) continue;
    if (chance(random, 0.2)) {
      const legal = rules.legalMoves(position);
      if (legal.length > 0) moves.push(spoil(pick(legal), random));
    }
    const redCount = red.split(' ').length;
    const whiteCount = white.split(' ').length;
    out.push(`${redCount} ${whiteCount}`, red, white, `${moves.length} ${start.turn === 'black' ? 'R' : 'W'}`, ...moves);
    moveTotal += moves.length;
    made++;
  }
  out.push('0 0', '');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, out.join('\n'));
  return { file, moves: moveTotal };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 20000);
  const { file, moves } = writeInput(count, process.argv[3] ?? defaultOutput(count));
  console.log(`wrote ${count} records, ${moves} moves, to ${relative(process.cwd(), file)}`);
}
