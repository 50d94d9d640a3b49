import { availableParallelism } from 'node:os';
import { escapeInput, quote } from '../core/characters.js';
import type { Worker } from 'node:worker_threads';
import { plainCommand } from './command.js';
import { PERFT_GAMES, type PerftGame } from '../games/perft-games.js';
import { seconds, wholeNumber } from './arguments.js';
import { Progress } from './output.js';
import type { PerftJob, PerftJobDone, PerftWorkerData } from './perft-worker.js';
import { EXIT_INPUT_ERROR, EXIT_OK, EXIT_USAGE, type Streams, errorLines } from './status.js';

/**
 * `arbiter perft GAME N [--fen F] [--distinct] [--divide]`: counts the leaves of a game tree (the games:
 * games/perft-games.ts).
 */

export interface PerftFlags {
  fen?: string;
  distinct?: boolean;
  divide?: boolean;
  /** Seconds; the default keeps a mistyped depth from running for days. */
  timeLimit?: number;
  quiet?: boolean;
  /** Threads that count (1: this one alone); by default one per core from DEEP_PERFT_DEPTH on, else 1. */
  threads?: number;
  /** false (--no-table): no transposition table, for timing the bare move generator. */
  table?: boolean;
}

/** Ten minutes: depth 14 takes seconds, and each further ply several times as long. */
export const DEFAULT_PERFT_TIME_LIMIT_S = 600;
/** When standard error is a log rather than a terminal, a progress line this often. */
const LOG_EVERY_MS = 10_000;
/**
 * From this depth on, the count uses a transposition table and worker threads unless told
 * otherwise: they pay for their set-up (about 0.2 s of processor time) once the count takes a
 * second or so (depth 10 takes about as long either way).
 */
export const DEEP_PERFT_DEPTH = 11;
/** 2^22 entries, 128 MiB (shared by the threads). */
const TABLE_LOG2 = 22;
/** Loaded relative to this file, so the worker sits next to it in dist/ (or in a bundle). */
const WORKER_URL = new URL('./perft-worker.js', import.meta.url);

const GAMES = Object.keys(PERFT_GAMES);
/** Beyond this a run takes hours; refuse rather than appear to hang. */
export const MAX_PERFT_DEPTH = 20;

function fail(streams: Streams, message: string): number {
  streams.stderr.write(errorLines('arbiter perft', message));
  return EXIT_USAGE;
}

/** A game's positions and moves, as the command passes them around unread. */
type Game = PerftGame<unknown, unknown>;

/** The starting position, or the message saying what is wrong with the FEN. */
function readStart(game: Game, fen: string | undefined): { readonly position: unknown } | string {
  if (fen === undefined) return { position: game.initial };
  const parsed = game.readFen(fen);
  if (parsed.ok) return { position: parsed.value };
  // The FEN as messages show input; the caret under the character at fault, however it is shown.
  const caret = `${' '.repeat([...escapeInput(fen.slice(0, parsed.error.column - 1))].length)}^`;
  return `--fen, column ${parsed.error.column}: ${parsed.error.message}\n  ${escapeInput(fen)}\n  ${caret}`;
}

/** A subtree for a worker: a position two plies down, under root move `root`. */
interface Part {
  readonly root: number;
  readonly position: unknown;
}

/** Stopped by the time limit, after `done` of `total` units of work. */
interface Stopped {
  readonly done: number;
  readonly total: number;
  readonly unit: string;
}

interface CountRequest {
  readonly game: string;
  readonly start: unknown;
  readonly depth: number;
  readonly roots: readonly unknown[];
  readonly distinct: boolean;
  readonly table: boolean;
  readonly deadline: number;
  readonly progress: Progress;
  readonly stderr: Streams['stderr'];
}

/** The count below each root move, in this thread. */
function countHere(request: CountRequest): number[] | Stopped {
  const { start, depth, roots, distinct, deadline, progress } = request;
  const game = PERFT_GAMES[request.game];
  const table = request.table ? game.table(TABLE_LOG2, {}) : undefined;
  const perRoot: number[] = [];
  const stopped = new Error('the time limit');
  const checkpoint = (): void => {
    if (Date.now() > deadline) throw stopped;
    progress.update(perRoot.length);
  };
  progress.setTotal(roots.length);
  try {
    for (const move of roots) {
      perRoot.push(game.count(game.play(start, move), depth - 1, { distinct, table, checkpoint }));
      progress.update(perRoot.length);
    }
  } catch (error) {
    if (error !== stopped) throw error;
    return { done: perRoot.length, total: roots.length, unit: 'root move' };
  }
  return perRoot;
}

/**
 * The count below each root move, by worker threads: the positions two plies down are handed
 * out one at a time to whichever thread is free, and the threads share one table.
 */
async function countInWorkers(request: CountRequest, threads: number): Promise<number[] | Stopped> {
  // Loaded here, not at start-up: most runs of the command start no thread.
  const { Worker } = await import('node:worker_threads');
  const { start, depth, roots, distinct, deadline, progress } = request;
  const game = PERFT_GAMES[request.game];
  const parts: Part[] = [];
  roots.forEach((move, root) => {
    const next = game.play(start, move);
    for (const reply of game.rootMoves(next, distinct)) parts.push({ root, position: game.play(next, reply) });
  });
  const perRoot = roots.map(() => 0);
  progress.setTotal(parts.length);
  const table = request.table ? game.table(TABLE_LOG2, { shared: true }) : undefined;
  const workerData: PerftWorkerData = {
    game: request.game,
    table: table ? { log2Entries: TABLE_LOG2, buffer: table.buffer as SharedArrayBuffer } : null,
  };
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let sent = 0;
    let done = 0;
    let finished = false;
    const finish = (settle: () => void): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearInterval(ticker);
      for (const worker of workers) void worker.terminate();
      settle();
    };
    // setTimeout takes at most 2^31 - 1 ms (about 24 days).
    const timer = setTimeout(
      () => finish(() => resolve({ done, total: parts.length, unit: 'subtree' })),
      Math.min(Math.max(0, deadline - Date.now()), 2 ** 31 - 1),
    );
    const ticker = setInterval(() => progress.update(done), 500);
    const send = (worker: Worker): void => {
      if (sent === parts.length) return;
      const job: PerftJob = { id: sent, position: parts[sent].position, depth: depth - 2, distinct };
      sent++;
      worker.postMessage(job);
    };
    for (let i = 0; i < Math.min(threads, parts.length); i++) {
      // Not piped into process.stdout and stderr, as Node does by default: each pipe adds listeners
      // there, and with more than 10 threads one more warned of a leak.
      const worker = new Worker(WORKER_URL, { workerData, stdout: true, stderr: true });
      workers.push(worker);
      // A worker writes nothing but what goes wrong, and that is no count: standard error.
      for (const stream of [worker.stdout, worker.stderr])
        stream.setEncoding('utf8').on('data', (text: string) => request.stderr.write(text));
      worker.on('message', (message: PerftJobDone) => {
        perRoot[parts[message.id].root] += message.nodes;
        done++;
        progress.update(done);
        if (done === parts.length) finish(() => resolve(perRoot));
        else send(worker);
      });
      worker.on('error', (error) => finish(() => reject(error)));
      worker.on('exit', (code) =>
        finish(() => reject(new Error(`a perft worker thread stopped early (exit code ${code})`))),
      );
      send(worker);
    }
    if (parts.length === 0) finish(() => resolve(perRoot));
  });
}

/** Runs perft; the count goes to standard output, progress and errors to standard error. */
export async function runPerft(name: string, depthText: string, flags: PerftFlags, streams: Streams): Promise<number> {
  if (!Object.hasOwn(PERFT_GAMES, name))
    return fail(streams, `unknown game ${quote(name, 40)}; perft knows ${GAMES.join(', ')}`);
  const game = PERFT_GAMES[name];
  if (!/^\d{1,3}$/.test(depthText) || Number(depthText) > MAX_PERFT_DEPTH) {
    return fail(streams, `the depth N must be a whole number from 0 to ${MAX_PERFT_DEPTH}, not ${quote(depthText)}`);
  }
  const depth = Number(depthText);
  const read = readStart(game, flags.fen);
  if (typeof read === 'string') return fail(streams, read);
  const start = read.position;
  const distinct = flags.distinct === true;
  const limitSeconds = flags.timeLimit ?? DEFAULT_PERFT_TIME_LIMIT_S;
  const deep = depth >= DEEP_PERFT_DEPTH;
  const threads = flags.threads ?? (deep ? availableParallelism() : 1);
  // The work is handed out two plies down.
  const workers = threads > 1 && depth >= 2;
  const quietStream = { isTTY: false, write: () => true };
  const progress = new Progress(0, flags.quiet ? quietStream : streams.stderr, {
    command: 'arbiter perft',
    unit: workers ? 'subtree' : 'root move',
    logEveryMs: LOG_EVERY_MS,
  });
  if (depth === 0) {
    streams.stdout('1\n');
    return EXIT_OK;
  }
  const roots = game.rootMoves(start, distinct);
  const request: CountRequest = {
    game: name,
    start,
    depth,
    roots,
    distinct,
    table: (deep || workers) && flags.table !== false,
    deadline: Date.now() + limitSeconds * 1000,
    progress,
    stderr: streams.stderr,
  };
  const perRoot = workers ? await countInWorkers(request, threads) : countHere(request);
  progress.done();
  if (!Array.isArray(perRoot)) {
    const { done, total, unit } = perRoot;
    streams.stderr.write(
      `arbiter perft: stopped at the time limit (${limitSeconds} s) after ${done} of ${total} ` +
        `${unit}s, before counting depth ${depth}; raise it with --time-limit SECONDS\n`,
    );
    return EXIT_INPUT_ERROR;
  }
  const lines = flags.divide ? roots.map((move, index) => `${game.moveText(move)}: ${perRoot[index]}\n`) : [];
  // Counts pass 2^31 from depth 13: Numbers add them exactly up to 2^53.
  streams.stdout(`${lines.join('')}${perRoot.reduce((sum, nodes) => sum + nodes, 0)}\n`);
  return EXIT_OK;
}

/** Adds the `perft` command to the program; program.ts adds it when the command line asks for it. */
export const addPerftCommand = plainCommand((streams) => ({
  name: 'perft',
  summary: 'count the positions N plies deep (move-generator check)',
  description:
    'Counts the move sequences of N plies (the leaves of the game tree) from the initial position or --fen.\n' +
    'Each jump route counts as a move, as in the published tables (checkers: 7, 49, 302, ... 18391564 at N = 10).',
  define: (command) =>
    command
      .argument('<game>', `the game: ${GAMES.join(', ')}`)
      .argument('<N>', `depth in plies, 0 to ${MAX_PERFT_DEPTH}`)
      .option('--fen <fen>', `start from this position (checkers: ${PERFT_GAMES.checkers.fenNotation})`)
      .option('--distinct', 'count each (origin, destination, captured set) once, not each jump route')
      .option('--divide', 'also print the count below each root move, in order of origin then destination square')
      .option(
        '--time-limit <seconds>',
        `give up after this long, with exit status 1 (default: ${DEFAULT_PERFT_TIME_LIMIT_S})`,
        seconds(Infinity),
      )
      .option('--quiet', 'no progress on standard error (by default: live on a terminal, a line every 10 s otherwise)')
      .option(
        '--threads <n>',
        `count with n threads (default: from depth ${DEEP_PERFT_DEPTH} on, one per core, here ` +
          `${availableParallelism()}; below, 1)`,
        wholeNumber('threads', 1, 256),
      )
      .option(
        '--no-table',
        `count every subtree, without the transposition table used from depth ${DEEP_PERFT_DEPTH} on and by threads`,
      ),
  after:
    `\nDepth: at most ${MAX_PERFT_DEPTH} plies. From depth ${DEEP_PERFT_DEPTH} on, the positions ` +
    `two plies down are shared out\n` +
    'between threads, which share a table of the subtrees already counted (exact: it compares whole\n' +
    'positions, never a hash alone). Depth 14 (7978439499) takes about 8 s of processor time; each further\n' +
    'ply takes several times as long, so the time limit stops a depth that would run for days.\n' +
    '\nExamples:\n  arbiter perft checkers 10\n  arbiter perft checkers 3 --fen "W:W9,18,19:B6,7,8,K16" --divide\n' +
    '  arbiter perft checkers 14 --time-limit 3600 2> perft.log',
  run: (game: string, depth: string, flags: PerftFlags) => runPerft(game, depth, flags, streams),
}));
