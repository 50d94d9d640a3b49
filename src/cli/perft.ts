import { type Command, InvalidArgumentError } from 'commander';
import { parsePdnFen } from '../games/checkers/fen.js';
import { applyMove, legalMoves, moveText } from '../games/checkers/moves.js';
import { perft } from '../games/checkers/perft.js';
import { INITIAL_POSITION, type Position } from '../games/checkers/position.js';
import { Progress } from './output.js';
import { EXIT_INPUT_ERROR, EXIT_OK, EXIT_USAGE, type Streams } from './run.js';

/** `arbiter perft checkers N [--fen F] [--distinct] [--divide]`: counts the leaves of the game tree. */

export interface PerftFlags {
  fen?: string;
  distinct?: boolean;
  divide?: boolean;
  /** Seconds; the default keeps a mistyped depth from running for days. */
  timeLimit?: number;
  quiet?: boolean;
}

/** Ten minutes: depth 12 takes seconds, each ply multiplies the time by about five. */
export const DEFAULT_PERFT_TIME_LIMIT_S = 600;
/** When standard error is a log rather than a terminal, a progress line this often. */
const LOG_EVERY_MS = 10_000;

const GAMES = ['checkers'] as const;
/** Beyond this a run takes hours; refuse rather than appear to hang. */
export const MAX_PERFT_DEPTH = 20;

function fail(streams: Streams, message: string): number {
  streams.stderr.write(`arbiter perft: ${message}\n`);
  return EXIT_USAGE;
}

/** The starting position, or the message saying what is wrong with the FEN. */
function readStart(fen: string | undefined): Position | string {
  if (fen === undefined) return INITIAL_POSITION;
  const parsed = parsePdnFen(fen);
  if (parsed.ok) return parsed.value;
  const caret = `${' '.repeat(parsed.error.column - 1)}^`;
  return `--fen, column ${parsed.error.column}: ${parsed.error.message}\n  ${fen}\n  ${caret}`;
}

/** Runs perft; the count goes to standard output, progress and errors to standard error. */
export function runPerft(game: string, depthText: string, flags: PerftFlags, streams: Streams): number {
  if (!(GAMES as readonly string[]).includes(game))
    return fail(streams, `unknown game ${JSON.stringify(game)}; perft knows ${GAMES.join(', ')}`);
  if (!/^\d{1,3}$/.test(depthText) || Number(depthText) > MAX_PERFT_DEPTH) {
    return fail(streams, `the depth N must be a whole number from 0 to ${MAX_PERFT_DEPTH}, not ${JSON.stringify(depthText)}`);
  }
  const depth = Number(depthText);
  const start = readStart(flags.fen);
  if (typeof start === 'string') return fail(streams, start);
  const distinct = flags.distinct === true;
  const seconds = flags.timeLimit ?? DEFAULT_PERFT_TIME_LIMIT_S;
  const deadline = Date.now() + seconds * 1000;
  const quietStream = { isTTY: false, write: () => true };
  const progress = new Progress(0, flags.quiet ? quietStream : streams.stderr, {
    command: 'arbiter perft',
    unit: 'root move',
    logEveryMs: LOG_EVERY_MS,
  });
  let rootMovesDone = 0;
  const onRootMove = (done: number, moves: number): void => {
    rootMovesDone = done;
    progress.setTotal(moves);
    progress.update(done);
  };
  const stopped = new Error('the time limit');
  const checkpoint = (): void => {
    if (Date.now() > deadline) throw stopped;
    progress.update(rootMovesDone);
  };
  let total = 0;
  try {
    if (flags.divide && depth > 0) {
      const moves = legalMoves(start, { distinct });
      const lines: string[] = [];
      onRootMove(0, moves.length);
      moves.forEach((move, index) => {
        const nodes = perft(applyMove(start, move), depth - 1, { distinct, checkpoint });
        lines.push(`${moveText(move)}: ${nodes}\n`);
        total += nodes;
        onRootMove(index + 1, moves.length);
      });
      streams.stdout(lines.join(''));
    } else {
      total = perft(start, depth, { distinct, onRootMove, checkpoint });
    }
  } catch (error) {
    if (error !== stopped) throw error;
    progress.done();
    streams.stderr.write(
      `arbiter perft: stopped at the time limit (${seconds} s) after ${rootMovesDone} root move${rootMovesDone === 1 ? '' : 's'}, before counting depth ${depth}; raise it with --time-limit SECONDS\n`,
    );
    return EXIT_INPUT_ERROR;
  }
  progress.done();
  streams.stdout(`${total}\n`);
  return EXIT_OK;
}

function positiveSeconds(text: string): number {
  const value = Number(text);
  if (!(value > 0) || !Number.isFinite(value)) throw new InvalidArgumentError('expected a number of seconds above 0');
  return value;
}

/** Adds the `perft` command to the program; main.ts calls this once. */
export function addPerftCommand(program: Command, setExit: (status: number) => void): void {
  program
    .command('perft')
    .summary('count the positions N plies deep (move-generator check)')
    .description(
      'Counts the move sequences of N plies (the leaves of the game tree) from the initial position or --fen.\n' +
        'Each jump route counts as a move, as in the published tables (checkers: 7, 49, 302, ... 18391564 at N = 10).',
    )
    .argument('<game>', `the game: ${GAMES.join(', ')}`)
    .argument('<N>', `depth in plies, 0 to ${MAX_PERFT_DEPTH}`)
    .option('--fen <fen>', 'start from this position, in PDN FEN (e.g. "B:W6,7,14,15:BK2"; B is Red, on 1-12)')
    .option('--distinct', 'count each (origin, destination, captured set) once, not each jump route')
    .option('--divide', 'also print the count below each root move')
    .option(
      '--time-limit <seconds>',
      `give up after this long, with exit status 1 (default: ${DEFAULT_PERFT_TIME_LIMIT_S})`,
      positiveSeconds,
    )
    .option('--quiet', 'no progress on standard error (by default: live on a terminal, a line every 10 s otherwise)')
    .addHelpText(
      'after',
      `\nDepth: at most ${MAX_PERFT_DEPTH} plies; each ply multiplies the time by about five (depth 10 takes about a second,\n` +
        'depth 12 about half a minute), so the time limit stops a depth that would run for days.\n' +
        '\nExamples:\n  arbiter perft checkers 10\n  arbiter perft checkers 3 --fen "W:W9,18,19:B6,7,8,K16" --divide\n  arbiter perft checkers 13 --time-limit 3600 2> perft.log',
    )
    .exitOverride()
    .action((game: string, depth: string, flags: PerftFlags) =>
      setExit(runPerft(game, depth, flags, { stdout: (text) => process.stdout.write(text), stderr: process.stderr })),
    );
}
