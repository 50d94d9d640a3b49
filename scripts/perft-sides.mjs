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

export const RULE = fileURLToPath(new URL('../src/games/checkers/rule.ts', import.meta.url));

/**
 * The rule's conditions (rule.ts), read from its text: each `export const name = (params): T => expression;`
 * becomes a function printing the expression with the given argument texts for the parameters.
 */
export function readRule(text = readFileSync(RULE, 'utf8')) {
  const rule = {};
  for (const [, name, params, body] of text.matchAll(/^export const (\w+) = \((.*?)\): \w+ =>\s*([^;]+);/gms)) {
    const names = [...params.matchAll(/(?:^|,)\s*(\w+):/g)].map((match) => match[1]);
    const expression = body.replace(/\s+/g, ' ').trim();
    rule[name] = (...args) => {
      if (args.length !== names.length)
        throw new Error(`rule.ts: ${name} takes ${names.length} arguments, not ${args.length}`);
      const simple = (arg) => /^[\w.]+(\([^()]*\))?$/.test(arg);
      const printed = names.reduce(
        (sofar, param, index) =>
          sofar.replace(new RegExp(`(?<![\\w.])${param}(?!\\w)`, 'g'), () =>
            simple(args[index]) ? args[index] : `(${args[index]})`,
          ),
        expression,
      );
      return `(${printed})`;
    };
  }
  const forward = {};
  for (const [, side, a, b] of text.matchAll(/(black|white): \[Dir\.(\w+), Dir\.(\w+)\]/g)) forward[side] = [a, b];
  for (const need of [
    'stepTarget',
    'preyOf',
    'emptyDuringJumps',
    'jumpedSquare',
    'jumpLanding',
    'jumpersBack',
    'crowns',
  ])
    if (!rule[need]) throw new Error(`rule.ts: no one-expression function ${need}`);
  if (!forward.black || !forward.white) throw new Error('rule.ts: no MEN_FORWARD for both sides');
  return { rule, forward };
}

/** A diagonal step of a whole set, as a shift with its mask: row parity decides +3/+5 (bitboard.ts). */
const DOWN = { steps: ['<< 4', '<< 3', '<< 5'], back: ['>>> 4', '>>> 3', '>>> 5'] };
const UP = { steps: ['>>> 4', '>>> 5', '>>> 3'], back: ['<< 4', '<< 5', '<< 3'] };
/** The masks of the three step sets: all squares, odd rows but their first (M3), even rows but their last (M5). */
const MASKED = [(set) => set, (set) => `(${set} & M3)`, (set) => `(${set} & M5)`];
/** Direction names (squares.ts's Dir) as bitboard.ts's shifts, and each one's opposite. */
const SHIFT = { UpLeft: 'upLeft', UpRight: 'upRight', DownLeft: 'downLeft', DownRight: 'downRight' };
const OPPOSITE = { UpLeft: 'DownRight', UpRight: 'DownLeft', DownLeft: 'UpRight', DownRight: 'UpLeft' };

/** The two sides, the way each one's men go taken from the rule. */
function sidesOf(forward) {
  const vertical = (dirs) => {
    const [a, b] = dirs.map((dir) => dir.replace(/(Left|Right)$/, ''));
    if (a !== b || dirs[0] === dirs[1])
      throw new Error(`rule.ts: men's directions ${dirs} are not a left and a right of one way`);
    return a === 'Down' ? DOWN : UP;
  };
  const side = (me, them, own, enemy, crown, key, what) => {
    const dirs = forward[me];
    const back = dirs.map((dir) => OPPOSITE[dir]);
    return {
      me,
      them,
      own,
      enemy,
      crown,
      key,
      what,
      forward: vertical(dirs),
      backward: vertical(back),
      jumps: dirs.map((dir) => SHIFT[dir]),
      backs: back.map((dir) => SHIFT[dir]),
    };
  };
  return [
    side('black', 'white', 'b', 'w', 'RED_CROWN', 'depth << 1', 'Red (black)'),
    side('white', 'black', 'w', 'b', 'WHITE_CROWN', '(depth << 1) | 1', 'White'),
  ];
}

/** The three sets of a node function, in the argument order (b, w, k), given the mover's set and the other side's. */
const sets = (side, own, enemy) => (side.own === 'b' ? `${own}, ${enemy}` : `${enemy}, ${own}`);

/** The side's pieces able to jump (kings backwards too), with the empty squares `e` and the side's kings `mine`. */
const jumpersText = (rule, side) => {
  const { own, enemy, backs, jumps } = side;
  // A man's jump one way is found back from the landings with the opposite shift; kings add the other two.
  const some = (shifts, movers) => shifts.map((back) => rule.jumpersBack(back, movers, enemy, 'e')).join(' | ');
  return `  let jumpers = ${some(backs, own)};
  if (mine !== 0) jumpers |= ${some(jumps, 'mine')};`;
};

function sideText(rule, side) {
  const { me, them, own, enemy, forward, backward, crown, key, jumps } = side;
  const step = (dir, index, set) => rule.stepTarget(`${MASKED[index](set)} ${dir.steps[index]}`, 'e');
  const jump = (dir, then) => `  over = ${rule.jumpedSquare(`${dir}(at)`, 'prey')};
  land = ${rule.jumpLanding(`${dir}(over)`, 'e')};
  if (land !== 0) {
    went = true;
    nodes += ${then};
  }`;
  const manThen = `${rule.crowns('land', crown)}
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
  const jumpStart = `  const e = ${rule.emptyDuringJumps('b | w', 'from')};
  const prey = ${rule.preyOf(enemy, 'captured')};
  let nodes = 0;
  let went = false;
  let over = 0;
  let land = 0;`;
  return `// ---- ${side.what} to move.

/** ${side.what}'s pieces able to jump (\`b\` Red's, \`w\` White's, \`k\` the kings): a piece, an enemy next to it, an empty square beyond. */
export function ${me}Jumpers(b: number, w: number, k: number): number {
  const e = ~(b | w);
  const mine = ${own} & k;
${jumpersText(rule, side)}
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
${jumpersText(rule, side)}
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
  const nk = (k & from) !== 0 ? k ^ moved : ${rule.crowns('to', crown)} ? k | to : k;
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
${jumpStart}
${jumps.map((dir) => jump(dir, manThen)).join('\n')}
  return went ? nodes : ${me}ManDone(c, b, w, k, from, at, captured, false, depth);
}

function ${me}ManDone(c: Count, b: number, w: number, k: number, from: number, to: number, captured: number, crowned: boolean, depth: number): number {
  if (depth === 1) return 1;
  const nk = k & ~captured;
  return ${them}Node(c, ${sets(side, `(${own} & ~from) | to`, `${enemy} & ~captured`)}, crowned ? nk | to : nk, depth - 1);
}

function ${me}KingJumps(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
${jumpStart}
${['DownLeft', 'DownRight', 'UpLeft', 'UpRight'].map((dir) => jump(SHIFT[dir], kingThen)).join('\n')}
  if (went) return nodes;
  if (depth === 1) return 1;
  return ${them}Node(c, ${sets(side, `(${own} & ~from) | at`, `${enemy} & ~captured`)}, (k & ~captured & ~from) | at, depth - 1);
}
`;
}

/** The generated file's whole text. */
export function perftSidesText() {
  const { rule, forward } = readRule();
  return `// Generated by scripts/perft-sides.mjs from one text for both sides: edit that script, not this file.
import { M3, M5, RED_CROWN, WHITE_CROWN, downLeft, downRight, upLeft, upRight } from './bitboard.js';
import { type Count, bucketOf, checkpointDue, countOf3, probe, store } from './perft-count.js';

${sidesOf(forward)
  .map((side) => sideText(rule, side))
  .join('\n')}`;
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
