// Seeded inputs that reach what the benchmark generators leave out, for the native check
// (bench/native/check.mjs): every one is well-formed and accepted by `arbiter PROBLEM` without
// --strict.
//
// - Rank and File: kings side by side, the side not judged in check too, crowded and empty boards.
// - Cheesy Chess: boards of 1 to 12 columns and rows, the king starting on D or F, the pawn on F
//   or on the bottom row, dense F and D.
// - Simplified Chess: 1 to 7 pieces a side in any mix (more rooks or minor pieces than the
//   contest allows), m from 1 to 7, queens placed anywhere (often attacked at once).
import { importBuilt } from '../lib.mjs';

const { seededRandom } = (await importBuilt('index.js')).random;

const SEED = 0x6e617469; // "nati"

/** `count` Rank and File data sets. */
export function rankAndFileEdges(count) {
  const random = seededRandom(SEED);
  const int = (n) => Math.floor(random() * n);
  const lines = [String(count)];
  for (let index = 0; index < count; index++) {
    const cells = Array(64).fill('.');
    const white = int(64);
    // Half the time the black king stands next to the white one.
    const neighbours = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const [r, c] = [(white >> 3) + dr, (white & 7) + dc];
        if ((dr || dc) && r >= 0 && r < 8 && c >= 0 && c < 8) neighbours.push(r * 8 + c);
      }
    }
    let black = random() < 0.5 ? neighbours[int(neighbours.length)] : int(64);
    while (black === white) black = int(64);
    cells[white] = 'k';
    cells[black] = 'K';
    const pieces = int(4) === 0 ? 20 + int(30) : int(10);
    for (let k = 0; k < pieces; k++) {
      const square = int(64);
      if (cells[square] === '.') cells[square] = 'qrbnQRBN'[int(8)];
    }
    lines.push(random() < 0.5 ? 'w' : 'B');
    for (let row = 0; row < 8; row++) lines.push(cells.slice(row * 8, row * 8 + 8).join(''));
  }
  return `${lines.join('\n')}\n`;
}

/** `count` Cheesy Chess test cases on boards of every size up to 12 x 12. */
export function cheesyChessEdges(count) {
  const random = seededRandom(SEED + 1);
  const int = (n) => Math.floor(random() * n);
  const parts = [`${count}\n`];
  for (let index = 0; index < count; index++) {
    let width;
    let height;
    do {
      width = 1 + int(12);
      height = 1 + int(12);
    } while (width * height < 2);
    const forbidden = random() * 0.4;
    const dangerous = random() * 0.4;
    const rows = Array.from({ length: height }, () =>
      Array.from({ length: width }, () => {
        const r = random();
        return r < forbidden ? 'F' : r < forbidden + dangerous ? 'D' : '.';
      }).join(''),
    );
    const px = 1 + int(width);
    const py = random() < 0.1 ? 1 : 1 + int(height);
    let kx;
    let ky;
    do {
      kx = random() < 0.6 ? Math.min(width, Math.max(1, px + int(5) - 2)) : 1 + int(width);
      ky = 1 + int(height);
    } while (kx === px && ky === py);
    parts.push(`${rows.join('\n')}\n${kx} ${ky}\n${px} ${py}\n`);
  }
  return parts.join('');
}

/** `count` Simplified Chess games with free piece mixes and m from 1 to 7. */
export function simplifiedChessEdges(count) {
  const random = seededRandom(SEED + 2);
  const int = (n) => Math.floor(random() * n);
  const lines = [String(count)];
  for (let game = 0; game < count; game++) {
    const sides = [0, 1].map(() => ['Q', ...Array.from({ length: int(7) }, () => 'RBN'[int(3)])]);
    const squares = [];
    while (squares.length < sides[0].length + sides[1].length) {
      const square = int(16);
      if (!squares.includes(square)) squares.push(square);
    }
    lines.push(`${sides[0].length} ${sides[1].length} ${1 + int(7)}`);
    [...sides[0], ...sides[1]].forEach((type, k) =>
      lines.push(`${type} ${'ABCD'[squares[k] % 4]} ${Math.floor(squares[k] / 4) + 1}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `count` checkers records (contest format, ending with "0 0"), for the native validator. Half
 * start from random layouts (kings anywhere, many captures and multi-jumps), half from a random
 * game from the initial position; each lists random legal moves, written with '-' or 'x', and
 * about one record in three gets a spoiled move (cut short, lengthened, reversed, a doubled
 * separator, a wrong square, off the board), sometimes with more moves after it. The first
 * records are the spec's circular king capture (2x11x18x9x2 and the other way round) and a copy
 * cut short. `rules` is Arbiter's `checkersRules` (dist/), used only to pick legal moves.
 */
export function checkersEdges(count, rules) {
  const random = seededRandom(SEED + 3);
  const int = (n) => Math.floor(random() * n);
  const pick = (items) => items[int(items.length)];
  // Red's king on 2 takes the four White men and comes back to 2; then the same route stopped short.
  const out = ['2-11-18-9-2', '2x9x18x11x2', '2-11-18-9'].flatMap((route) => ['1 4', '-2', '6 7 14 15', '1 R', route]);
  const listOf = (position, side) => {
    const { men, kings } = rules.pieceList(position, side);
    return [...men.map(String), ...kings.map((square) => `-${square}`)];
  };
  const spoil = (path) => {
    switch (int(7)) {
      case 0:
        return path.length > 2 ? path.slice(0, -1).join('-') : `${path[0]}`;
      case 1:
        return [...path, path.at(-2)].join('-');
      case 2:
        return [...path].reverse().join('-');
      case 3:
        return `${path[0]}--${path[1]}`;
      case 4:
        return `${path[0]}-${1 + int(32)}`;
      case 5:
        return `${path[0]}-${33 + int(5)}`;
      default:
        return path.join(pick(['x-', ' ', '/']));
    }
  };
  for (let made = 3; made < count;) {
    let position;
    if (random() < 0.5) {
      position = rules.INITIAL_POSITION;
      for (let ply = int(40); ply > 0 && rules.legalMoves(position).length > 0; ply--)
        position = rules.applyMove(position, pick(rules.legalMoves(position)));
    } else {
      const squares = [];
      const total = 2 + int(14);
      while (squares.length < total) {
        const square = 1 + int(32);
        if (!squares.includes(square)) squares.push(square);
      }
      const split = 1 + int(total - 1);
      const black = squares.slice(0, split);
      const white = squares.slice(split);
      // A man on its own promotion row is a king there.
      const kingsOf = (list, row) => list.filter((square) => row(square) || random() < 0.25);
      const men = (list, kings) => list.filter((square) => !kings.includes(square));
      const blackKings = kingsOf(black, (square) => square >= 29);
      const whiteKings = kingsOf(white, (square) => square <= 4);
      position = rules.positionFrom(
        { men: men(black, blackKings), kings: blackKings },
        { men: men(white, whiteKings), kings: whiteKings },
        random() < 0.5 ? 'black' : 'white',
      );
    }
    const black = listOf(position, 'black');
    const white = listOf(position, 'white');
    if (black.length === 0 || white.length === 0) continue;
    const start = position;
    const moves = [];
    const length = 1 + int(40);
    const spoilAt = random() < 0.35 ? int(length) : -1;
    for (let ply = 0; ply < length; ply++) {
      const legal = rules.legalMoves(position);
      if (legal.length === 0) {
        if (ply === 0) moves.push(`${1 + int(32)}-${1 + int(32)}`); // a side that cannot move: any move is illegal
        break;
      }
      const move = pick(legal);
      if (ply === spoilAt) {
        moves.push(spoil(move.path));
        continue; // the record goes on with moves that are read but not checked
      }
      moves.push(move.path.join(move.captured.length > 0 && random() < 0.5 ? 'x' : '-'));
      position = rules.applyMove(position, move);
    }
    out.push(
      `${black.length} ${white.length}`,
      black.join(' '),
      white.join(' '),
      `${moves.length} ${start.turn === 'black' ? 'R' : 'W'}`,
      ...moves,
    );
    made++;
  }
  out.push('0 0', '');
  return out.join('\n');
}
