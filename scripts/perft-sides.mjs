// The perft kernel's node functions (src/games/checkers/perft-sides.generated.ts), printed for each
// side from the rule (src/games/checkers/rule.ts), which this script imports and runs on the text
// of expressions: its jump walk, jumpOn, prints each side's jump functions, its conditions print
// the steps and the pieces able to jump. Every shift, crowning row and table key in the printed
// code is then a constant (V8 compiles two straight-line kernels; a side read at run time costs a
// branch per shift). `npm run build`, `typecheck` and the test runner print the file first; it is
// not committed (.gitignore), and neither linted nor formatted (its text is this script's).
//
//   tsx scripts/perft-sides.mjs [--check]   (--check: exit 1 when the file is missing or stale)
//
// It runs under tsx (or vitest's configuration loader), which reads the rule's TypeScript.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promotionRow } from '../src/games/checkers/position.ts';
import { crowns, emptyDuringJumps, jumpOn, jumpersOneWay, stepTarget, waysOf } from '../src/games/checkers/rule.ts';
import { Dir } from '../src/games/checkers/squares.ts';

export const OUTPUT = fileURLToPath(new URL('../src/games/checkers/perft-sides.generated.ts', import.meta.url));

/** Where the parenthesis opening at `start` closes. */
function closing(text, start) {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0) return at;
  }
  return -1;
}
/** An expression that needs no parentheses around it: a name, a number, a call or one in parentheses. */
const simple = (text) =>
  /^[\w.]+$/.test(text) || (/^[\w.]*\(/.test(text) && closing(text, text.indexOf('(')) === text.length - 1);
const wrap = (text) => (simple(text) ? text : `(${text})`);
/** An argument of a call needs no parentheses of its own. */
const unwrap = (text) => (text.startsWith('(') && closing(text, 0) === text.length - 1 ? text.slice(1, -1) : text);
/** Bitboard.ts's shift of a whole set one step in each direction. */
const SHIFT = {
  [Dir.UpLeft]: 'upLeft',
  [Dir.UpRight]: 'upRight',
  [Dir.DownLeft]: 'downLeft',
  [Dir.DownRight]: 'downRight',
};

/** Sets as the text of expressions (rule.ts's Sets): running the rule on them prints it. */
export const TEXT = {
  and: (a, b) => `(${a} & ${b})`,
  or: (a, b) => `(${a} | ${b})`,
  not: (a) => `~${wrap(a)}`,
  some: (set) => `${set} !== 0`,
  next: (set, dir) => `${SHIFT[dir]}(${unwrap(set)})`,
};

/** A diagonal step of a whole set, as shifts with their masks: row parity decides +3/+5 (bitboard.ts). */
const DOWN = { steps: ['<< 4', '<< 3', '<< 5'], back: ['>>> 4', '>>> 3', '>>> 5'] };
const UP = { steps: ['>>> 4', '>>> 5', '>>> 3'], back: ['<< 4', '<< 5', '<< 3'] };
/** The masks of the three step sets: all squares, odd rows but their first (M3), even rows but their last (M5). */
const MASKED = [(set) => set, (set) => `(${set} & M3)`, (set) => `(${set} & M5)`];
/** Whether a direction goes down the board (towards 29-32). */
const isDown = (dir) => dir === Dir.DownLeft || dir === Dir.DownRight;

/** The two sides, the way each one's men go and the row where they crown taken from the rule. */
function sidesOf() {
  const side = (me, them, own, enemy, key, what) => {
    const forward = waysOf(me, false);
    if (forward.length !== 2 || isDown(forward[0]) !== isDown(forward[1]))
      throw new Error(`rule.ts: men's directions ${forward} are not a left and a right of one way`);
    return {
      me,
      them,
      own,
      enemy,
      key,
      what,
      crown: `${me.toUpperCase()}_CROWN`,
      forwardWays: forward,
      forward: isDown(forward[0]) ? DOWN : UP,
      backward: isDown(forward[0]) ? UP : DOWN,
    };
  };
  return [
    side('black', 'white', 'b', 'w', 'depth << 1', 'Red (black)'),
    side('white', 'black', 'w', 'b', '(depth << 1) | 1', 'White'),
  ];
}

/** The three sets of a node function, in the argument order (b, w, k), given the mover's set and the other side's. */
const sets = (side, own, enemy) => (side.own === 'b' ? `${own}, ${enemy}` : `${enemy}, ${own}`);

/** The side's pieces able to jump (kings every way), with the empty squares `e` and the side's kings `mine`. */
const jumpersText = (side) => {
  const { own, enemy, me } = side;
  const some = (ways, movers) => ways.map((dir) => jumpersOneWay(TEXT, dir, movers, enemy, 'e')).join(' | ');
  const kingsToo = waysOf(me, true).filter((dir) => !side.forwardWays.includes(dir));
  return `  let jumpers = ${some(side.forwardWays, own)};
  if (mine !== 0) jumpers |= ${some(kingsToo, 'mine')};`;
};

/**
 * The jump function of a side's man or king: the rule's walk (jumpOn) run on text, each of its
 * answers printed. `at`, `captured` and `from` are the function's arguments; a route going on is
 * a call of the same function, one ending a call of the Done function.
 */
function jumpsText(side, king) {
  const { me, enemy, crown } = side;
  const jumps = `${me}${king ? 'King' : 'Man'}Jumps`;
  const lines = [];
  const named = new Set();
  const walk = {
    sets: TEXT,
    ways: waysOf(me, king),
    king,
    crown,
    theirs: enemy,
    empty: 'e',
    name(name, value) {
      lines.push(`  ${named.has(name) ? '' : 'let '}${name} = ${value};`);
      named.add(name);
      return name;
    },
    on: (at, captured) => `${jumps}(c, b, w, k, from, ${at}, ${captured}, depth)`,
    end: (to, captured, crowned) =>
      king
        ? `${me}KingDone(c, b, w, k, from, ${to}, ${captured}, depth)`
        : `${me}ManDone(c, b, w, k, from, ${to}, ${captured}, ${crowned}, depth)`,
    ifSome(land, captured, then) {
      lines.push(`  if (${TEXT.some(land)}) {
    went = true;
    nodes += ${then(walk, land, captured)};
  }`);
      return 'went';
    },
    choose: (condition, at, captured, yes, no) =>
      condition === false
        ? no(walk, at, captured)
        : `${condition}\n      ? ${yes(walk, at, captured)}\n      : ${no(walk, at, captured)}`,
    both: () => 'went',
    orElse(found, at, captured, none) {
      lines.push(`  return ${found} ? nodes : ${none(walk, at, captured)};`);
      return found;
    },
  };
  jumpOn(walk, 'at', 'captured');
  return `function ${jumps}(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
  const e = ${emptyDuringJumps(TEXT, 'b | w', 'from')};
  let nodes = 0;
  let went = false;
${lines.join('\n')}
}`;
}

function sideText(side) {
  const { me, them, own, enemy, forward, backward, crown, key } = side;
  const step = (dir, index, set) => stepTarget(TEXT, `(${MASKED[index](set)} ${dir.steps[index]})`, 'e');
  const loops = (dir, name, sets) =>
    dir.steps
      .map(
        (_, index) =>
          `  for (let t = ${sets[index]}; t !== 0; t &= t - 1) nodes += ${name}(c, b, w, k, (t & -t) ${dir.back[index]}, t & -t, next);`,
      )
      .join('\n');
  return `// ---- ${side.what} to move.

/** ${side.what}'s pieces able to jump (\`b\` Red's, \`w\` White's, \`k\` the kings): a piece, an enemy next to it, an empty square beyond. */
export function ${me}Jumpers(b: number, w: number, k: number): number {
  const e = ~(b | w);
  const mine = ${own} & k;
${jumpersText(side)}
  return jumpers;
}

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
  // ${me}Jumpers, written out (called, it is not inlined).
${jumpersText(side)}
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
  const nk = (k & from) !== 0 ? k ^ moved : ${crowns(TEXT, 'to', crown)} ? k | to : k;
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
${jumpsText(side, false)}

function ${me}ManDone(c: Count, b: number, w: number, k: number, from: number, to: number, captured: number, crowned: boolean, depth: number): number {
  if (depth === 1) return 1;
  const nk = k & ~captured;
  return ${them}Node(c, ${sets(side, `(${own} & ~from) | to`, `${enemy} & ~captured`)}, crowned ? nk | to : nk, depth - 1);
}

/** Every jump route of the king that started on \`from\`, now on \`at\`, having taken \`captured\`. */
${jumpsText(side, true)}

function ${me}KingDone(c: Count, b: number, w: number, k: number, from: number, to: number, captured: number, depth: number): number {
  if (depth === 1) return 1;
  return ${them}Node(c, ${sets(side, `(${own} & ~from) | to`, `${enemy} & ~captured`)}, (k & ~captured & ~from) | to, depth - 1);
}
`;
}

/** The generated file's whole text. */
export function perftSidesText() {
  const sides = sidesOf();
  return `// Generated by scripts/perft-sides.mjs from the rule (rule.ts) for each side: edit those, not this file.
import { M3, M5, downLeft, downRight, upLeft, upRight } from './bitboard.js';
import { type Count, bucketOf, checkpointDue, countOf3, probe, store } from './perft-count.js';

// Where each side's men are crowned (position.ts's promotionRow).
${sides.map((side) => `const ${side.crown} = ${promotionRow(side.me)};`).join('\n')}

${sides.map((side) => sideText(side)).join('\n')}`;
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
    if (stale) console.error(`arbiter: ${OUTPUT} is missing or stale: run npx tsx scripts/perft-sides.mjs`);
    process.exit(stale ? 1 : 0);
  }
  writePerftSides();
}
