// Checkers benchmark: perft and record validation, Arbiter against rapid-draughts, in one run.
//
//   npm run build && node bench/checkers.mjs [DEPTH] [RECORDS]
//
// 1. perft DEPTH (default 10) from the initial position: Arbiter's generator (dist/) against
//    rapid-draughts' (its engine's own move list and move function, no re-validation), same
//    process; both counts must equal the published figure.
// 2. validation throughput on RECORDS (default 20000) generated game records (bench/data/, made on
//    the first run by bench/checkers-generate.mjs): Arbiter's library (read, judge, format) and
//    CLI, against a rapid-draughts validator a user would write (find each written move among its
//    legal moves, by origin, destination and captured squares). Moves per second counts every
//    move checked (up to and including the first illegal one). The answers must agree.
import { existsSync, readFileSync } from 'node:fs';
import { EnglishDraughts, EnglishDraughtsEngineFactory } from 'rapid-draughts/english';
import { CLI, best, importBuilt, perSecond, processRun, timed } from './lib.mjs';

const library = await importBuilt('index.js');
const { checkers } = library;
const rules = library.rules.checkers;
const { defaultOutput, writeInput } = await import('./checkers-generate.mjs');

const PUBLISHED = [1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128];
const depth = Number(process.argv[2] ?? 10);
const recordCount = Number(process.argv[3] ?? 20000);

// rapid-draughts perft through its engine: the move list of each engine, and its strategy's move
// function to make the child (engine.move() would first regenerate the moves to validate).
function rapidPerft(engine, left) {
  const moves = engine.moves;
  if (left === 1) return moves.length;
  const Engine = engine.constructor;
  let nodes = 0;
  for (const move of moves) nodes += rapidPerft(new Engine(engine.strategy.move(engine, move), engine.strategy), left - 1);
  return nodes;
}

const rows = [];
const row = (what, ms, result, extra) => rows.push([what, `${ms.toFixed(0)} ms`, String(result), extra]);

// 1. perft
console.error(`bench: perft ${depth}, Arbiter then rapid-draughts (the latter takes a while)`);
const ours = best(() => rules.perft(rules.INITIAL_POSITION, depth));
const theirs = timed(() => rapidPerft(EnglishDraughtsEngineFactory.setup(), depth));
for (const [who, nodes] of [
  ['Arbiter', ours.result],
  ['rapid-draughts', theirs.result],
]) {
  if (PUBLISHED[depth] !== undefined && nodes !== PUBLISHED[depth]) {
    console.error(`bench: ${who} perft ${depth} = ${nodes}, published ${PUBLISHED[depth]}`);
    process.exit(1);
  }
}
row(`perft ${depth}: Arbiter (best of 3)`, ours.ms, ours.result, perSecond(ours.result, ours.ms, 'leaves'));
row(`perft ${depth}: rapid-draughts`, theirs.ms, theirs.result, perSecond(theirs.result, theirs.ms, 'leaves'));

// 2. validation
const file = defaultOutput(recordCount);
if (!existsSync(file)) {
  console.error(`bench: writing ${recordCount} records to ${file}`);
  writeInput(recordCount, file);
}
const text = readFileSync(file, 'utf8');

/** Arbiter in process; returns the output and the number of moves checked. */
function arbiterValidate(input) {
  const parsed = checkers.parse(input);
  let checked = 0;
  const circular = new Set();
  const lines = parsed.cases.map((c, index) => {
    if (!c.result.ok) throw new Error(`record ${c.index}: ${c.result.error[0].message}`);
    const verdict = checkers.judge(c.result.value);
    if (!verdict.ok) throw new Error(verdict.error);
    checked += verdict.value.valid ? c.result.value.moves.length : verdict.value.moveNumber;
    if (verdict.value.played.some((move) => move.path.slice(1).includes(move.from))) circular.add(index);
    return checkers.format(verdict.value);
  });
  return { output: `${lines.join('\n')}\n`, checked, circular };
}

/** What a user of rapid-draughts would write: its 1-D positions are our squares minus 1, its dark side is Red. */
function rapidValidate(input) {
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
    const game = EnglishDraughts.setup({ player: first === 'R' ? 'dark' : 'light', board });
    let answer = 'All moves valid';
    for (let k = 1; k <= Number(n); k++) {
      const written = lines[at++].trim();
      if (answer !== 'All moves valid') continue;
      const path = /^\d+([-xX]\d+)+$/.test(written) ? written.split(/[-xX]/).map((square) => Number(square) - 1) : [];
      const captures = [];
      for (let i = 0; i + 1 < path.length; i++) {
        const [a, b] = [path[i], path[i + 1]];
        const [ra, ca, rb, cb] = [a >> 2, ((a & 3) << 1) + ((a >> 2) & 1 ? 0 : 1), b >> 2, ((b & 3) << 1) + ((b >> 2) & 1 ? 0 : 1)];
        if (Math.abs(ra - rb) === 2) {
          const [rm, cm] = [(ra + rb) / 2, (ca + cb) / 2];
          captures.push(rm * 4 + (cm >> 1));
        }
      }
      const move =
        path.length >= 2
          ? game.moves.find(
              (m) =>
                m.origin === path[0] &&
                m.destination === path[path.length - 1] &&
                m.captures.length === captures.length &&
                captures.every((c) => m.captures.includes(c)),
            )
          : undefined;
      if (move && (captures.length > 0 || path.length === 2)) {
        game.move(move);
        checkedRapid++;
      } else {
        answer = `Move ${k} is invalid`;
        checkedRapid++;
      }
    }
    out.push(answer);
  }
  return `${out.join('\n')}\n`;
}
let checkedRapid = 0;

const arbiterLib = best(() => arbiterValidate(text));
const arbiterCli = best(processRun([CLI, 'checkers', file]));
const rapidLib = timed(() => rapidValidate(text));
const { output, checked } = arbiterLib.result;
if (arbiterCli.result !== output) {
  console.error('bench: the CLI output differs from the library output');
  process.exit(1);
}
const ours2 = output.split('\n');
const theirs2 = rapidLib.result.split('\n');
// rapid-draughts refuses circular king captures (see the spec); those records, and only those, may differ.
const differingAt = ours2.flatMap((line, i) => (line !== theirs2[i] ? [i] : []));
const differing = differingAt.length;
const unexplained = differingAt.filter((i) => !arbiterLib.result.circular.has(i));
if (unexplained.length > 0) {
  console.error(
    `bench: answers differ on records ${unexplained
      .slice(0, 5)
      .map((i) => i + 1)
      .join(', ')} without a circular capture`,
  );
  process.exit(1);
}
const records = ours2.length - 1;
row(`validate: Arbiter library`, arbiterLib.ms, `${records} records`, `${perSecond(checked, arbiterLib.ms, 'moves')} (${checked} checked)`);
row(`validate: Arbiter CLI (whole process)`, arbiterCli.ms, `${records} records`, perSecond(checked, arbiterCli.ms, 'moves'));
row(
  `validate: rapid-draughts script`,
  rapidLib.ms,
  `${records} records`,
  `${perSecond(checkedRapid, rapidLib.ms, 'moves')}; ${differing} answers differ, all on circular king captures`,
);

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
console.log(`Checkers, node ${process.version}`);
for (const r of rows) console.log(`${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2].padStart(widths[2])}  ${r[3]}`);
console.log(`perft ${depth}: Arbiter ${(theirs.ms / ours.ms).toFixed(1)}x faster than rapid-draughts`);
console.log(`validation, in process: Arbiter ${(rapidLib.ms / arbiterLib.ms).toFixed(1)}x faster than the rapid-draughts script`);
