// The benchmark inputs, kept in bench/data/ (git-ignored): the first run writes them, later runs
// reuse them. Contest inputs are made by the library's own generators
// (`findProblem(id).tools.generate`, the generator of `arbiter gen`); the realistic checkers game
// records by bench/realistic-checkers.mjs. A file's name carries the problem, profile, count, seed
// and a hash of the generator, so a changed generator writes new files.
//
// Some peers cannot judge every position; for those, a filtered copy drops what they cannot judge,
// for that comparison only (each function says what it drops, and the benchmark prints it).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Chess } from 'chess.js';
import { ROOT, importBuilt } from './lib.mjs';
import { realisticCheckers } from './realistic-checkers.mjs';

const library = await importBuilt('index.js');
export const DATA = `${ROOT}bench/data/`;

/** The path of a data file, written by `write()` (which returns its text) unless it exists already. */
function cached(name, write) {
  const file = `${DATA}${name}`;
  if (existsSync(file)) return file;
  mkdirSync(DATA, { recursive: true });
  const started = Date.now();
  console.error(`bench: writing bench/data/${name} (once; later runs reuse it)`);
  const text = write();
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
  console.error(`bench: wrote bench/data/${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return file;
}

/** A short hash of a file, so that a changed generator gives new file names. */
const fileHash = (path) => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 8);

/** A short hash of the built generator of a problem. */
const generatorHash = (problemId) => fileHash(`${ROOT}dist/problems/${problemId}/generate.js`);

/** The whole input `arbiter gen PROBLEM --seed SEED --profile PROFILE --cases COUNT` prints. */
function generatedText(problemId, seed, profile, count) {
  const { tools } = library.findProblem(problemId);
  return tools.input(tools.generate(seed, profile, count));
}

/** The text of `count` generated cases: exactly `arbiter gen PROBLEM --seed SEED --profile PROFILE --cases COUNT`. */
export function generatedInput(problemId, profile, count, seed = 1) {
  const name = `${problemId}-${profile}-${count}-seed${seed}-${generatorHash(problemId)}.txt`;
  return cached(name, () => generatedText(problemId, seed, profile, count));
}

/**
 * Long checkers records, as hard as contest data gets: `records` records of the `hard` profile
 * (random layouts with kings, long jumps, crownings, circular captures, every kind of illegal
 * move) that have `minMoves` moves or more, from batches of 1,000 until enough.
 */
export function longCheckersRecords(records, minMoves = 30) {
  const problem = library.checkers;
  const name = `checkers-hard-${records}-min${minMoves}-${generatorHash('checkers')}.txt`;
  return cached(name, () => {
    const chosen = [];
    for (let seed = 1; chosen.length < records; seed++) {
      if (seed > 10 * Math.ceil(records / 100))
        throw new Error(`bench: the hard profile gave too few records of ${minMoves} moves`);
      const text = generatedText('checkers', seed, 'hard', 1000);
      for (const { result } of problem.parse(text).cases) {
        if (result.value.moves.length >= minMoves && chosen.length < records) chosen.push(result.value);
      }
    }
    return library.formatInputs(problem, chosen);
  });
}

/** `records` realistic checkers game records with one fault each (bench/realistic-checkers.mjs). */
export function realisticCheckersInput(records, seed = 1) {
  const name = `checkers-realistic-${records}-seed${seed}-${fileHash(`${ROOT}bench/realistic-checkers.mjs`)}.txt`;
  return cached(name, () => realisticCheckers(records, seed));
}

/** The cases of a contest input `times` over, as one input (for timing large inputs). */
export function repeatedInput(problem, file, times) {
  const name = `${basename(file, '.txt')}-x${times}.txt`;
  return cached(name, () => {
    const cases = problem.parse(readFileSync(file, 'utf8')).cases.map((input) => input.result.value);
    const body = library.formatInputs(problem, cases);
    const closing = problem.framing.closing;
    if (problem.framing.kind !== 'closed' || !body.endsWith(`${closing}\n`))
      throw new Error('bench: only inputs closed by a line repeat');
    return `${body.slice(0, -closing.length - 1).repeat(times)}${closing}\n`;
  });
}

/** Cases of `file` that `keep` accepts, written as a new input named after `file` and `suffix`. */
function filtered(problem, file, suffix, keep) {
  const name = `${basename(file, '.txt')}-${suffix}.txt`;
  return cached(name, () => {
    const parsed = problem.parse(readFileSync(file, 'utf8'));
    const cases = parsed.cases.map((input) => input.result.value);
    return library.formatInputs(problem, cases.filter(keep));
  });
}

/** The number of cases of a contest input (its count line, or its records for checkers). */
export const caseCount = (problem, file) => problem.parse(readFileSync(file, 'utf8')).cases.length;

/** Contest letters are FEN letters with the case swapped (contest lower case = white). */
const swapCase = (char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase());

/**
 * Rank and File positions chess.js can judge: it refuses positions in which the side not to
 * move stands in check (the mover could take a king), and kings side by side are such a position.
 */
export function chessJsJudgeable(file) {
  const chess = new Chess();
  const problem = library.rankAndFile;
  return filtered(problem, file, 'chessjs', (input) => {
    const rows = problem
      .inputRows(input.board)
      .map((row) => row.replace(/\.+/g, (run) => String(run.length)).replace(/[a-z]/gi, swapCase));
    chess.load(`${rows.join('/')} ${input.side === 'white' ? 'b' : 'w'} - - 0 1`, { skipValidation: true });
    return !chess.isCheck();
  });
}

const circular = (move) => move.path.slice(1).includes(move.from);

/**
 * Could a king's capture route that comes back to its own square be played at some point of the
 * record, up to its first illegal move? (Played or not: rapid-draughts would not even list it.)
 */
const hasCircularCapture = (input) => {
  const rules = library.rules.checkers;
  const judged = library.checkers.judge(input);
  if (!judged.ok) return false;
  let position = input.position;
  for (const move of judged.value.played) {
    if (rules.legalMoves(position).some(circular)) return true;
    position = rules.applyMove(position, move);
  }
  return rules.legalMoves(position).some(circular);
};

/** Checkers records rapid-draughts can judge: it refuses a king's capture route that ends where it started, so records where one is legal are left out. */
export const rapidDraughtsJudgeable = (file) =>
  filtered(library.checkers, file, 'rapid', (input) => !hasCircularCapture(input));

/**
 * The Simplified Chess worst case: `games` games of the `hard` profile with five pieces a side
 * (the contest's most) that White cannot win with its first move (those need no search), at
 * horizon `moves`. Most answers are NO, which forces the whole search. `balanced`: exactly as
 * many answered NO as YES at that horizon (a NO searches the whole tree, a YES must find the
 * win), as the benchmark times them. Generated in batches of 500 until enough games pass; without
 * `balanced`, the same games for every horizon.
 */
export function simplifiedChessWorstCase(games, moves, { balanced = false } = {}) {
  const problem = library.simplifiedChess;
  const name = `simplified-chess-worst-${games}-m${moves}${balanced ? '-balanced' : ''}-${generatorHash('simplified-chess')}.txt`;
  return cached(name, () => {
    // Games still wanted of each answer.
    const wanted = balanced ? { yes: Math.ceil(games / 2), no: Math.floor(games / 2) } : undefined;
    const chosen = [];
    for (let seed = 1; chosen.length < games; seed++) {
      if (seed > 100) throw new Error('bench: the hard profile gave too few games with five pieces a side');
      const text = generatedText('simplified-chess', seed, 'hard', 500);
      for (const { result } of problem.parse(text).cases) {
        const game = result.value;
        const full = game.board.squaresOf('white').length === 5 && game.board.squaresOf('black').length === 5;
        if (!full || chosen.length === games) continue;
        const atOnce = problem.judge({ ...game, moves: 1 });
        if (!atOnce.ok || atOnce.value.whiteWins) continue;
        if (wanted) {
          const judged = problem.judge({ ...game, moves });
          if (!judged.ok) continue;
          const answer = judged.value.whiteWins ? 'yes' : 'no';
          if (wanted[answer] === 0) continue;
          wanted[answer]--;
        }
        chosen.push({ ...game, moves });
      }
    }
    return library.formatInputs(problem, chosen);
  });
}
