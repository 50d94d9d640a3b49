// Writes a large seeded Cheesy Chess contest input (8x8 boards) for the benchmark.
//
//   node bench/cheesy-chess-generate.mjs [COUNT] [FILE]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importBuilt } from './lib.mjs';

const { chance, randomInt, seededRandom } = (await importBuilt('index.js')).random;

/**
 * One case: random densities of F and D (up to 30% each), the pawn on a square that is not
 * forbidden, the king on an open square, half the time near the pawn's column where games are
 * long and close.
 */
function randomCase(random) {
  for (;;) {
    const forbidden = random() * 0.3;
    const dangerous = random() * 0.3;
    const rows = Array.from({ length: 8 }, () =>
      Array.from({ length: 8 }, () => {
        const r = random();
        return r < forbidden ? 'F' : r < forbidden + dangerous ? 'D' : '.';
      }).join(''),
    );
    const field = (x, y) => rows[8 - y][x - 1];
    const px = randomInt(random, 1, 8);
    const py = randomInt(random, 1, 8);
    const kx = chance(random, 0.5) ? Math.min(8, Math.max(1, px + randomInt(random, -3, 3))) : randomInt(random, 1, 8);
    const ky = randomInt(random, 1, 8);
    if (field(px, py) === 'F' || field(kx, ky) !== '.' || (kx === px && ky === py)) continue;
    return `${rows.join('\n')}\n${kx} ${ky}\n${px} ${py}\n`;
  }
}

export const defaultOutput = (count) => fileURLToPath(new URL(`data/cheesy-chess-${count}.txt`, import.meta.url));

export function writeInput(count, file) {
  const random = seededRandom(0xc4ee5e);
  const parts = [`${count}\n`];
  for (let index = 0; index < count; index++) parts.push(randomCase(random));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, parts.join(''));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.argv[2] ?? 100_000);
  writeInput(count, process.argv[3] ?? defaultOutput(count));
}
