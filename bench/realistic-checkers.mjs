// Realistic checkers game records for the benchmark: whole games as players record them, each with
// one planted fault, in the contest format. Uniform random moves make short, crowded games; real
// records are long, full of forced captures and exchanges, and end in long king endgames. So the
// games here are played by a small engine: every legal move is scored by the material it wins,
// less the most the opponent's best reply takes back (a two-ply look at exchanges), plus a little
// position (men advance, the back row is kept early, kings chase the enemy late) and seeded
// noise, as a club player's choice would vary. A game opens with two or three ballot moves at
// random, then runs until a side cannot move, resigns when well behind, or reaches its length.
//
// Each record then gets one fault, as a contest's data has: a move is replaced by a slip a
// recorder or a player makes (a step where a capture was due, a multi-jump cut short, a move
// left out, a square miswritten, a route written backwards, a move of the wrong side, a man
// moved backwards), checked illegal by the library's referee; the rest of the game follows as
// played. Moves are squares joined by '-', as the statement writes them. Deterministic by seed.
//
//   npm run build && node bench/realistic-checkers.mjs [--records N] [--seed S] > games.txt
import { fileURLToPath } from 'node:url';
import { importBuilt } from './lib.mjs';

const library = await importBuilt('index.js');
const { seededRandom } = library.random;
// The engine scores every move of every position: it plays on the rules' own modules, whose
// arguments are not checked, and on helpers the public rules.checkers leaves out (MoveGenerator, lowestIndex).
const C = {
  ...(await importBuilt('games/checkers/squares.js')),
  ...(await importBuilt('games/checkers/position.js')),
  ...(await importBuilt('games/checkers/moves.js')),
  ...(await importBuilt('games/checkers/referee.js')),
};
const { NEIGHBOUR, SQUARE_COUNT, popcount } = C;

const MAN = 100;
const KING = 160;
/** How far a score may be moved by chance: moves this close are chosen among freely. */
const NOISE = 24;

const valueOf = (set, kings) => MAN * popcount(set & ~kings) + KING * popcount(set & kings);
const mineOf = (p) => (p.turn === 'black' ? p.black : p.white);
const theirsOf = (p) => (p.turn === 'black' ? p.white : p.black);

const replies = new C.MoveGenerator();

/** The most the side to move in `p` wins with one move: pieces taken, and a crowning. */
function bestGain(p) {
  const side = p.turn;
  const count = replies.generate(mineOf(p), theirsOf(p), p.kings, side);
  const crown = C.promotionRow(side);
  let best = 0;
  for (let i = 0; i < count; i++) {
    const from = replies.triples[3 * i];
    const to = replies.triples[3 * i + 1];
    const taken = replies.triples[3 * i + 2];
    let gain = valueOf(taken, p.kings);
    if ((p.kings & (1 << from)) === 0 && (crown & (1 << to)) !== 0) gain += KING - MAN;
    if (gain > best) best = gain;
  }
  return best;
}

/**
 * What the position is worth to `side` beyond material: its men's advance (and, early, its back
 * row kept), and late, for the side ahead, how close its kings stand to the enemy.
 */
function positional(p, side, ply) {
  const mine = side === 'black' ? p.black : p.white;
  const theirs = side === 'black' ? p.white : p.black;
  let score = 0;
  for (let rest = mine & ~p.kings; rest !== 0; rest &= rest - 1) {
    const row = C.lowestIndex(rest) >> 2;
    const advanced = side === 'black' ? row : 7 - row;
    score += 3 * advanced;
    // The back row guards the crowning squares while the opening lasts.
    if (advanced === 0 && ply < 40) score += 6;
  }
  // Late in the game the side ahead brings its kings to the enemy.
  if (valueOf(mine, p.kings) > valueOf(theirs, p.kings) && popcount(mine | theirs) <= 10) {
    for (let kings = mine & p.kings; kings !== 0; kings &= kings - 1) {
      const at = C.lowestIndex(kings);
      let nearest = 14;
      for (let enemy = theirs; enemy !== 0; enemy &= enemy - 1) {
        const there = C.lowestIndex(enemy);
        const distance = Math.max(
          Math.abs((at >> 2) - (there >> 2)),
          Math.abs(C.columnOfIndex(at) - C.columnOfIndex(there)),
        );
        if (distance < nearest) nearest = distance;
      }
      score -= 4 * nearest;
    }
  }
  return score;
}

/** The engine's move in `p`: the legal move with the best score, noise included. */
function engineMove(random, p, legal, ply) {
  if (legal.length === 1) return legal[0];
  const side = p.turn;
  let best = legal[0];
  let bestScore = -Infinity;
  for (const move of legal) {
    const after = C.applyMove(p, move);
    let gain = 0;
    for (const square of move.captured) gain += C.has(p.kings, square) ? KING : MAN;
    if (move.crowned) gain += KING - MAN;
    const score = gain - bestGain(after) + positional(after, side, ply) + NOISE * random();
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  return best;
}

/** One game from the initial position: the moves played, as Move objects. */
function playGame(random) {
  const length = 60 + Math.floor(random() * 180);
  const ballot = 2 + Math.floor(random() * 2);
  const moves = [];
  let position = C.INITIAL_POSITION;
  for (let ply = 0; ply < length; ply++) {
    const legal = C.legalMoves(position);
    if (legal.length === 0) break;
    const move = ply < ballot ? legal[Math.floor(random() * legal.length)] : engineMove(random, position, legal, ply);
    moves.push(move);
    position = C.applyMove(position, move);
    // A player well behind resigns, sooner or later.
    const behind = valueOf(mineOf(position), position.kings) - valueOf(theirsOf(position), position.kings);
    if (ply > 30 && behind <= -3 * MAN && random() < 0.05) break;
  }
  return moves;
}

const routeText = (route) => route.join('-');
const pickOne = (random, items) => items[Math.floor(random() * items.length)];

/**
 * Steps of the side to move onto empty squares, captures aside: men forward and kings any way, or
 * (`backwards`) men backwards.
 */
function stepsOf(p, backwards) {
  const mine = mineOf(p);
  const occupied = p.black | p.white;
  const forward = p.turn === 'black' ? [2, 3] : [0, 1];
  const steps = [];
  for (let rest = mine; rest !== 0; rest &= rest - 1) {
    const from = C.lowestIndex(rest);
    const king = (p.kings & (1 << from)) !== 0;
    if (backwards && king) continue;
    for (let dir = 0; dir < 4; dir++) {
      if (!king && forward.includes(dir) === backwards) continue;
      const to = NEIGHBOUR[dir * SQUARE_COUNT + from];
      if (to >= 0 && (occupied & (1 << to)) === 0) steps.push([from + 1, to + 1]);
    }
  }
  return steps;
}

/** A square number written wrongly: a neighbour in the numbering, or its digits swapped. */
function miswritten(square) {
  const options = [square - 1, square + 1, square - 4, square + 4, square + 5, square - 5];
  if (square >= 10) options.push(Number(String(square).split('').reverse().join('')));
  return options.filter((value) => value >= 1 && value <= 32 && value !== square);
}

/**
 * Ways a move goes wrong in a record, each with how often it is planted and the moves it can
 * replace (`at`); `write` gives the texts that could stand in the move's place (none: it does not
 * fit there), or SKIP: the move left out, the next one written in its place.
 */
const SKIP = 'skip';
const FAULTS = [
  // A step where a capture was due.
  { weight: 3, at: (move) => move.captured.length > 0, write: (random, p) => stepsOf(p, false).map(routeText) },
  // A multi-jump cut short.
  {
    weight: 2,
    at: (move) => move.captured.length >= 2,
    write: (random, p, move) => [routeText(move.path.slice(0, 2 + Math.floor(random() * (move.path.length - 2))))],
  },
  { weight: 2, at: () => true, write: () => SKIP },
  // A square miswritten.
  {
    weight: 2,
    at: () => true,
    write: (random, p, move) => {
      const at = Math.floor(random() * move.path.length);
      return miswritten(move.path[at]).map((square) => routeText(move.path.map((s, k) => (k === at ? square : s))));
    },
  },
  // The route written backwards.
  { weight: 1, at: () => true, write: (random, p, move) => [routeText([...move.path].reverse())] },
  // A move of the other side.
  {
    weight: 1,
    at: () => true,
    write: (random, p) =>
      C.legalMoves({ ...p, turn: p.turn === 'black' ? 'white' : 'black' }).map((other) => routeText(other.path)),
  },
  // A man moved backwards.
  { weight: 1, at: () => true, write: (random, p) => stepsOf(p, true).map(routeText) },
];
const FAULT_WEIGHT = FAULTS.reduce((sum, fault) => sum + fault.weight, 0);

function pickFault(random) {
  let left = random() * FAULT_WEIGHT;
  for (const fault of FAULTS) if ((left -= fault.weight) < 0) return fault;
  return FAULTS[FAULTS.length - 1];
}

/** The move texts of a game with one fault planted; undefined when none fits (rare: very short games). */
function withFault(random, moves) {
  const texts = moves.map((move) => routeText(move.path));
  for (let attempt = 0; attempt < 20; attempt++) {
    const fault = pickFault(random);
    const places = moves.flatMap((move, index) => (fault.at(move) ? [index] : []));
    if (places.length === 0) continue;
    const index = pickOne(random, places);
    let position = C.INITIAL_POSITION;
    for (let k = 0; k < index; k++) position = C.applyMove(position, moves[k]);
    const options = fault.write(random, position, moves[index]);
    const skip = options === SKIP;
    if (skip ? index + 1 >= moves.length : options.length === 0) continue;
    const written = skip ? texts[index + 1] : pickOne(random, options);
    if (C.judgeRoute(position, written.split('-').map(Number)).ok) continue;
    return [...texts.slice(0, index), written, ...texts.slice(index + (skip ? 2 : 1))];
  }
  return undefined;
}

const INITIAL = ['12 12', '1 2 3 4 5 6 7 8 9 10 11 12', '21 22 23 24 25 26 27 28 29 30 31 32'].join('\n');

/** `records` game records with one fault each, in the contest format (the closing "0 0" included). */
export function realisticCheckers(records, seed = 1) {
  const random = seededRandom(seed);
  const parts = [];
  while (parts.length < records) {
    const texts = withFault(random, playGame(random));
    if (texts !== undefined) parts.push(`${INITIAL}\n${texts.length} R\n${texts.join('\n')}\n`);
  }
  return `${parts.join('')}0 0\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = { records: 10_000, seed: 1 };
  for (let at = 2; at < process.argv.length; at += 2) {
    const [flag, value] = [process.argv[at], Number(process.argv[at + 1])];
    if ((flag !== '--records' && flag !== '--seed') || !Number.isSafeInteger(value) || value < 0) {
      console.error('usage: node bench/realistic-checkers.mjs [--records N] [--seed S]');
      process.exit(2);
    }
    options[flag.slice(2)] = value;
  }
  process.stdout.write(realisticCheckers(options.records, options.seed));
}
