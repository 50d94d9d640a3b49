// Checkers done with rapid-draughts, as a user of that library would write it: the benchmark's
// JavaScript peer for perft and for validating game records.
//
//   node bench/rapid-draughts.mjs perft DEPTH      # leaves of the game tree from the start
//   node bench/rapid-draughts.mjs validate FILE    # the contest output for a checkers input
//
// perft walks its engine's own move list and applies its strategy's move function (engine.move()
// would first generate the moves again, to validate). validate finds each written move among the
// legal moves by origin, destination and captured squares. rapid-draughts' squares are ours minus
// 1, and its dark side is Red. It refuses a king's capture route that ends where it started.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EnglishDraughts, EnglishDraughtsEngineFactory } from 'rapid-draughts/english';

function perftFrom(engine, left) {
  const moves = engine.moves;
  if (left === 1) return moves.length;
  const Engine = engine.constructor;
  let nodes = 0;
  for (const move of moves)
    nodes += perftFrom(new Engine(engine.strategy.move(engine, move), engine.strategy), left - 1);
  return nodes;
}

/** The number of leaves `depth` plies from the initial position. */
export const rapidPerft = (depth) => (depth === 0 ? 1 : perftFrom(EnglishDraughtsEngineFactory.setup(), depth));

/** The contest output for a well-formed checkers input. */
export function rapidValidate(input) {
  const bitOf = [];
  for (let bit = 0; bit < 32; bit++) {
    const game = EnglishDraughts.setup({ board: { light: 0, dark: (1 << bit) >>> 0, king: 0 } });
    bitOf[game.board.find((cell) => cell.dark && cell.piece).position + 1] = (1 << bit) >>> 0;
  }
  const lines = input.split('\n');
  const out = [];
  let at = 0;
  for (;;) {
    const [nRed, nWhite] = lines[at++].trim().split(/\s+/).map(Number);
    if (nRed === 0 && nWhite === 0) break;
    const board = { dark: 0, light: 0, king: 0 };
    for (const [count, side] of [
      [nRed, 'dark'],
      [nWhite, 'light'],
    ]) {
      const squares = count > 0 ? lines[at++].trim().split(/\s+/).map(Number) : [];
      for (const value of squares) {
        board[side] = (board[side] | bitOf[Math.abs(value)]) >>> 0;
        if (value < 0) board.king = (board.king | bitOf[-value]) >>> 0;
      }
    }
    const [n, first] = lines[at++].trim().split(/\s+/);
    // A history of its own: without one, every game shares the default's arrays (copied shallowly) and
    // every move of every game stays in memory (about 2 GB for 10,000 games).
    const game = EnglishDraughts.setup({ player: first === 'R' ? 'dark' : 'light', board }, { moves: [], boards: [] });
    let answer = 'All moves valid';
    for (let k = 1; k <= Number(n); k++) {
      const written = lines[at++].trim();
      if (answer !== 'All moves valid') continue;
      const path = /^\d+([-xX]\d+)+$/.test(written) ? written.split(/[-xX]/).map((square) => Number(square) - 1) : [];
      const captures = [];
      let jumpsOnly = true;
      for (let i = 0; i + 1 < path.length; i++) {
        const [a, b] = [path[i], path[i + 1]];
        const [ra, ca, rb, cb] = [
          a >> 2,
          ((a & 3) << 1) + ((a >> 2) & 1 ? 0 : 1),
          b >> 2,
          ((b & 3) << 1) + ((b >> 2) & 1 ? 0 : 1),
        ];
        if (Math.abs(ra - rb) === 2 && Math.abs(ca - cb) === 2)
          captures.push(((ra + rb) / 2) * 4 + (((ca + cb) / 2) >> 1));
        else if (path.length > 2) jumpsOnly = false; // a route of several hops is jumps, every hop
      }
      const move =
        path.length >= 2 && jumpsOnly
          ? game.moves.find(
              (m) =>
                m.origin === path[0] &&
                m.destination === path[path.length - 1] &&
                m.captures.length === captures.length &&
                captures.every((c) => m.captures.includes(c)),
            )
          : undefined;
      if (move && (captures.length > 0 || path.length === 2)) game.move(move);
      else answer = `Move ${k} is invalid`;
    }
    out.push(answer);
  }
  return `${out.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, argument] = process.argv.slice(2);
  if (command === 'perft' && /^\d+$/.test(argument ?? '')) console.log(rapidPerft(Number(argument)));
  else if (command === 'validate' && argument) process.stdout.write(rapidValidate(readFileSync(argument, 'utf8')));
  else {
    console.error('usage: node bench/rapid-draughts.mjs perft DEPTH | validate FILE');
    process.exit(2);
  }
}
