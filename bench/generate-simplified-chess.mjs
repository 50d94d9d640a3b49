// Writes Simplified Chess Engine contest inputs for the benchmark (the format: docs/simplified-chess.md).
//
//   node bench/generate-simplified-chess.mjs [GAMES] [M] [OUT]
//
// The worst case of the contest: GAMES (default 200) games at m = M (default 6), each side with the
// most pieces the contest allows (a queen, two rooks, two minor pieces), placed at random (seeded,
// so the file is the same on every machine). Games that White wins at once (its queen or a piece
// already attacks Black's queen) are drawn again: they take no search, and the benchmark is about
// the positions that force the full search, whose answer is mostly NO.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBuilt } from './lib.mjs';

const { pick, randomInt, seededRandom } = (await importBuilt('index.js')).random;

const SEED = 0x5c4e55;

const STEPS = {
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
STEPS.Q = [...STEPS.R, ...STEPS.B];
const JUMPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

/** Does the piece on `from` attack `target` on this 16-square board (cells: null or { type })? */
function attacks(cells, from, target) {
  const type = cells[from].type;
  const [fc, fr] = [from % 4, Math.floor(from / 4)];
  if (type === 'N') return JUMPS.some(([dc, dr]) => fc + dc === target % 4 && fr + dr === Math.floor(target / 4));
  return STEPS[type].some(([dc, dr]) => {
    for (let c = fc + dc, r = fr + dr; c >= 0 && c < 4 && r >= 0 && r < 4; c += dc, r += dr) {
      if (r * 4 + c === target) return true;
      if (cells[r * 4 + c]) return false;
    }
    return false;
  });
}

function randomGame(random, moves) {
  const minors = () => pick(random, ['BN', 'BB', 'NN']).split('');
  const sides = [
    ['Q', 'R', 'R', ...minors()],
    ['Q', 'R', 'R', ...minors()],
  ];
  for (;;) {
    const squares = [];
    while (squares.length < 10) {
      const square = randomInt(random, 0, 15);
      if (!squares.includes(square)) squares.push(square);
    }
    const cells = Array(16).fill(null);
    const pieces = [];
    sides.forEach((types, side) =>
      types.forEach((type, k) => {
        const square = squares[side * 5 + k];
        cells[square] = { type, white: side === 0 };
        pieces.push({ type, square });
      }),
    );
    const blackQueen = squares[5];
    const whiteWinsAtOnce = pieces.slice(0, 5).some(({ square }) => attacks(cells, square, blackQueen));
    if (whiteWinsAtOnce) continue;
    const name = (square) => `${'ABCD'[square % 4]} ${Math.floor(square / 4) + 1}`;
    return [`5 5 ${moves}`, ...pieces.map(({ type, square }) => `${type} ${name(square)}`)].join('\n');
  }
}

export const defaultOutput = (games, moves) => fileURLToPath(new URL(`data/simplified-chess-${games}-m${moves}.txt`, import.meta.url));

export function generate(games, moves) {
  const random = seededRandom(SEED); // the same positions for every m
  return `${games}\n${Array.from({ length: games }, () => randomGame(random, moves)).join('\n')}\n`;
}

export function writeInput(games, moves, out = defaultOutput(games, moves)) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, generate(games, moves));
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [games = '200', moves = '6', out] = process.argv.slice(2);
  console.log(writeInput(Number(games), Number(moves), out));
}
