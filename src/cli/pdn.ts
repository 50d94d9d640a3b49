import { type Command, Option } from 'commander';
import { formatLocatedError } from '../core/located.js';
import { readPdn } from '../games/checkers/pdn.js';
import { PdnGameCheck, describePdnGame, explainPdnGame, pdnGameLine } from '../problems/checkers/pdn.js';
import type { TextSource } from '../core/text.js';
import { LineSink, Progress } from './output.js';
import { escapeInput, jsonLine } from '../core/quote.js';
import { EXIT_INPUT_ERROR, EXIT_OK, type OutputMode, type Streams, flushingBefore } from './run.js';

/** `arbiter checkers --pdn [FILE]`: every game of a PDN file through the referee, one answer per game. */

export { looksLikePdn } from '../games/checkers/pdn.js';

/**
 * Reads the games as they come, whole or in chunks, and answers each as soon as it ends: its
 * moves are checked as they are read and not kept, so an endless stream of games is answered as it
 * comes, and one game of any length is checked in bounded memory.
 */
export function runPdn(input: TextSource, options: { readonly mode: OutputMode; readonly source: string }, streams: Streams): number {
  const out = new LineSink(streams.stdout);
  const progress = new Progress(undefined, streams.stderr, { unit: 'game' });
  let failed = false;
  let count = 0;
  let check: PdnGameCheck | undefined;
  for (const item of readPdn(flushingBefore(input, () => out.flush()))) {
    if (item.kind === 'move') {
      // A game whose tags cannot be read (start null) is not played; its error is its answer.
      if (item.start) (check ??= new PdnGameCheck(item.start)).play(item.move);
      continue;
    }
    const { game } = item;
    const verdict = (check ?? new PdnGameCheck(game.start)).verdict(game.errors);
    check = undefined;
    const explanation = explainPdnGame(game, verdict, ++count);
    if (verdict.kind === 'unreadable') {
      out.flush();
      for (const error of verdict.errors) streams.stderr.write(`${formatLocatedError(options.source, error)}\n`);
    }
    failed ||= !explanation.valid;
    if (options.mode === 'json') out.line(jsonLine(explanation));
    else if (options.mode === 'explain') out.line(`${describePdnGame(game, verdict, explanation)}\n`);
    else out.line(pdnGameLine(explanation));
    progress.update(count);
  }
  progress.done();
  if (count === 0) {
    out.flush();
    streams.stderr.write(`${escapeInput(options.source)}: no game found; expected PDN such as [Event "..."] then 1. 11-15 23-19 ...\n`);
    failed = true;
  }
  out.flush();
  return failed ? EXIT_INPUT_ERROR : EXIT_OK;
}

/** The `--pdn` option and its help, on the checkers command. */
export function addPdnOption(command: Command): void {
  command.addOption(
    new Option('--pdn', 'read games in PDN (found by itself when the input starts with "[", "{", ";" or "1.")').conflicts('strict'),
  );
  command.addHelpText(
    'after',
    `
PDN games: \`arbiter checkers --pdn games.pdn\` checks every move of every game and prints one line
per game ("game 1 (...): all 45 moves legal, result 1-0", or the first illegal move with its line,
column and reason); --explain draws the position where a game went wrong, --json gives one object
per game. Exit status 1 when a game has an illegal move or cannot be read. An input whose first
character is "[", "{" or ";", or which starts with a move number "1.", is read as PDN without --pdn.`,
  );
}
