// The benchmark inputs, all made by the library's own generators (`findProblem(id).tools.generate`,
// the generator of `arbiter gen`) and kept in bench/data/ (git-ignored): the first run writes
// them, later runs reuse them. A file's name carries the problem, profile, count, seed and a hash
// of the built generator, so a changed generator writes new files.
//
// Some peers cannot judge every position; for those, a filtered copy drops what they cannot judge,
// for that comparison only (each function says what it drops, and the benchmark prints it).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Chess } from 'chess.js';
import { ROOT, importBuilt } from './lib.mjs';

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

/** A short hash of the built generator of a problem, so that a changed generator gives new file names. */
function generatorHash(problemId) {
  const source = readFileSync(`${ROOT}dist/problems/${problemId}/generate.js`);
  return createHash('sha256').update(source).digest('hex').slice(0, 8);
}

/** The text of `count` generated cases: exactly `arbiter gen PROBLEM --seed SEED --profile PROFILE --cases COUNT`. */
export function generatedInput(problemId, profile, count, seed = 1) {
  const name = `${problemId}-${profile}-${count}-seed${seed}-${generatorHash(problemId)}.txt`;
  return cached(name, () => library.findProblem(problemId).tools.generate(seed, profile, count).text);
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
      .contestRows(input.board)
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
export const rapidDraughtsJudgeable = (file) => filtered(library.checkers, file, 'rapid', (input) => !hasCircularCapture(input));

/**
 * The Simplified Chess worst case: `games` games of the `hard` profile with five pieces a side
 * (the contest's most) that White cannot win with its first move (those need no search), at
 * horizon `moves`. Most answers are NO, which forces the whole search. Generated in batches of
 * 500 until enough games pass; the same games for every horizon.
 */
export function simplifiedChessWorstCase(games, moves) {
  const problem = library.simplifiedChess;
  const name = `simplified-chess-worst-${games}-m${moves}-${generatorHash('simplified-chess')}.txt`;
  return cached(name, () => {
    const chosen = [];
    for (let seed = 1; chosen.length < games; seed++) {
      if (seed > 100) throw new Error('bench: the hard profile gave too few games with five pieces a side');
      const text = library.findProblem('simplified-chess').tools.generate(seed, 'hard', 500).text;
      for (const { result } of problem.parse(text).cases) {
        const game = result.value;
        const full = game.board.squaresOf('white').length === 5 && game.board.squaresOf('black').length === 5;
        if (!full || chosen.length === games) continue;
        const atOnce = problem.judge({ ...game, moves: 1 });
        if (atOnce.ok && !atOnce.value.whiteWins) chosen.push({ ...game, moves });
      }
    }
    return library.formatInputs(problem, chosen);
  });
}
