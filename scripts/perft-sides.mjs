// The perft kernel's node functions (src/games/checkers/perft-sides.generated.ts), written once
// here for "the side to move" and printed for each side, so that every shift, crown row and
// table key in the printed code is a constant (V8 then compiles two straight-line kernels; a
// side parameter read at run time costs a branch per shift). `npm run build`, `typecheck` and the
// test runner print the file first; it is not committed (.gitignore), and neither linted nor
// formatted (its text is this script's).
//
//   node scripts/perft-sides.mjs [--check]   (--check: exit 1 when the file is missing or stale)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const OUTPUT = fileURLToPath(new URL('../src/games/checkers/perft-sides.generated.ts', import.meta.url));

/** A diagonal step of a whole set, as a shift with its mask: row parity decides +3/+5 (bitboard.ts). */
const DOWN = { steps: ['<< 4', '<< 3', '<< 5'], back: ['>>> 4', '>>> 3', '>>> 5'], left: 'downLeft', right: 'downRight' };
const UP = { steps: ['>>> 4', '>>> 5', '>>> 3'], back: ['<< 4', '<< 5', '<< 3'], left: 'upLeft', right: 'upRight' };
/** The masks of the three step sets: all squares, odd rows but their first (M3), even rows but their last (M5). */
const MASKED = [(set) => set, (set) => `(${set} & M3)`, (set) => `(${set} & M5)`];

/** Red (black) moves down, towards 29-32; White up, towards 1-4. */
const SIDES = [
  {
    me: 'black',
    them: 'white',
    own: 'b',
    enemy: 'w',
    forward: DOWN,
    backward: UP,
    crown: 'RED_CROWN',
    key: 'depth << 1',
    what: 'Red (black)',
  },
  {
    me: 'white',
    them: 'black',
    own: 'w',
    enemy: 'b',
    forward: UP,
    backward: DOWN,
    crown: 'WHITE_CROWN',
    key: '(depth << 1) | 1',
    what: 'White',
  },
];

/** The three sets of a node function, in the argument order (b, w, k), given the mover's set and the other side's. */
const sets = (side, own, enemy) => (side.own === 'b' ? `${own}, ${enemy}` : `${enemy}, ${own}`);

function sideText(side) {
  const { me, them, own, enemy, forward, backward, crown, key } = side;
  const step = (dir, index, set) => `(${MASKED[index](set)} ${dir.steps[index]}) & e`;
  const jump = (dir, at, then) => `  over = ${dir}(${at}) & prey;
  land = ${dir}(over) & e;
  if (land !== 0) {
    went = true;
    nodes += ${then};
  }`;
  const manThen = `(land & ${crown}) !== 0
        ? ${me}ManDone(c, b, w, k, from, land, captured | over, true, depth)
        : ${me}ManJumps(c, b, w, k, from, land, captured | over, depth)`;
  const kingThen = `${me}KingJumps(c, b, w, k, from, land, captured | over, depth)`;
  const loops = (dir, name, sets) =>
    dir.steps
      .map(
        (_, index) =>
          `  for (let t = ${sets[index]}; t !== 0; t &= t - 1) nodes += ${name}(c, b, w, k, (t & -t) ${dir.back[index]}, t & -t, next);`,
      )
      .join('\n');
  return `// ---- ${side.what} to move.

export function ${me}Node(c: Count, b: number, w: number, k: number, depth: number): number {
  let entry = -1;
  if (depth >= c.tableMinDepth) {
    entry = bucketOf(c, b, w, k, ${key});
    const known = probe(c, b, w, k, ${key}, entry);
    if (known >= 0) return known;
  }
  if (depth >= 2 && --c.untilCheckpoint === 0) checkpointDue(c);
  const e = ~(b | w);
  const mine = ${own} & k;
  // ${me}Jumpers (bitboard.ts), written out (called, it is not inlined): a piece, an enemy next to it, an empty square beyond.
  let jumpers = (${backward.right}(${backward.right}(e) & ${enemy}) | ${backward.left}(${backward.left}(e) & ${enemy})) & ${own};
  if (mine !== 0) jumpers |= (${forward.right}(${forward.right}(e) & ${enemy}) | ${forward.left}(${forward.left}(e) & ${enemy})) & mine;
  let nodes = 0;
  if (jumpers !== 0) {
    for (let rest = jumpers; rest !== 0; rest &= rest - 1) {
      const from = rest & -rest;
      nodes += (mine & from) !== 0 ? ${me}KingJumps(c, b, w, k, from, from, 0, depth) : ${me}ManJumps(c, b, w, k, from, from, 0, depth);
    }
    return entry < 0 ? nodes : store(c, b, w, k, ${key}, entry, nodes);
  }
  // Steps of the whole side at once: forward (f) by every piece, backward (r) by kings only.
${forward.steps.map((_, index) => `  const f${index} = ${step(forward, index, own)};`).join('\n')}
${backward.steps.map((_, index) => `  let r${index} = 0;`).join('\n')}
  if (mine !== 0) {
${backward.steps.map((_, index) => `    r${index} = ${step(backward, index, 'mine')};`).join('\n')}
  }
  if (depth === 1) return mine === 0 ? countOf3(f0, f1, f2) : countOf3(f0, f1, f2) + countOf3(r0, r1, r2);
  const next = depth - 1;
${loops(forward, `${me}Forward`, ['f0', 'f1', 'f2'])}
${loops(backward, `${me}Backward`, ['r0', 'r1', 'r2'])}
  return entry < 0 ? nodes : store(c, b, w, k, ${key}, entry, nodes);
}

/** A step forward by a man or a king (a man reaching the far row is crowned). */
function ${me}Forward(c: Count, b: number, w: number, k: number, from: number, to: number, depth: number): number {
  const moved = from | to;
  const nk = (k & from) !== 0 ? k ^ moved : (to & ${crown}) !== 0 ? k | to : k;
  return ${them}Node(c, ${sets(side, `${own} ^ moved`, enemy)}, nk, depth);
}

/** A step backward: only kings go that way. */
function ${me}Backward(c: Count, b: number, w: number, k: number, from: number, to: number, depth: number): number {
  const moved = from | to;
  return ${them}Node(c, ${sets(side, `${own} ^ moved`, enemy)}, k ^ moved, depth);
}

/**
 * Every jump route of the man that started on \`from\`, now on \`at\`, having taken \`captured\`.
 * Captured pieces stay until the move ends (they block landings and cannot be jumped twice);
 * the starting square is empty once the piece has left it.
 */
function ${me}ManJumps(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
  const e = ~(b | w) | from;
  const prey = ${enemy} & ~captured;
  let nodes = 0;
  let went = false;
  let over = 0;
  let land = 0;
${jump(forward.left, 'at', manThen)}
${jump(forward.right, 'at', manThen)}
  return went ? nodes : ${me}ManDone(c, b, w, k, from, at, captured, false, depth);
}

function ${me}ManDone(c: Count, b: number, w: number, k: number, from: number, to: number, captured: number, crowned: boolean, depth: number): number {
  if (depth === 1) return 1;
  const nk = k & ~captured;
  return ${them}Node(c, ${sets(side, `(${own} & ~from) | to`, `${enemy} & ~captured`)}, crowned ? nk | to : nk, depth - 1);
}

function ${me}KingJumps(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
  const e = ~(b | w) | from;
  const prey = ${enemy} & ~captured;
  let nodes = 0;
  let went = false;
  let over = 0;
  let land = 0;
${['downLeft', 'downRight', 'upLeft', 'upRight'].map((dir) => jump(dir, 'at', kingThen)).join('\n')}
  if (went) return nodes;
  if (depth === 1) return 1;
  return ${them}Node(c, ${sets(side, `(${own} & ~from) | at`, `${enemy} & ~captured`)}, (k & ~captured & ~from) | at, depth - 1);
}
`;
}

/** The generated file's whole text. */
export function perftSidesText() {
  return `// Generated by scripts/perft-sides.mjs from one text for both sides: edit that script, not this file.
import { M3, M5, RED_CROWN, WHITE_CROWN, downLeft, downRight, upLeft, upRight } from './bitboard.js';
import { type Count, bucketOf, checkpointDue, countOf3, probe, store } from './perft-count.js';

${SIDES.map(sideText).join('\n')}`;
}

/** Writes the file when it is missing or stale; true when it had to. */
export function writePerftSides() {
  const text = perftSidesText();
  if (existsSync(OUTPUT) && readFileSync(OUTPUT, 'utf8') === text) return false;
  writeFileSync(OUTPUT, text);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = !existsSync(OUTPUT) || readFileSync(OUTPUT, 'utf8') !== perftSidesText();
    if (stale) console.error(`arbiter: ${OUTPUT} is missing or stale: run node scripts/perft-sides.mjs`);
    process.exit(stale ? 1 : 0);
  }
  writePerftSides();
}
