import { formatLocatedError } from '../core/located.js';
import type { AlternateInput } from '../framework/problem.js';
import type { TextSource } from '../core/lines.js';
import { escapeInput } from '../core/characters.js';
import { LineSink, Progress } from './output.js';
import type { OutputMode } from '../framework/options.js';
import { flushingBefore } from './run.js';
import { EXIT_INPUT_ERROR, EXIT_OK, type Streams } from './status.js';

/**
 * A problem's other input format (checkers: `--pdn`): its option and help, and a run over a whole text, one answer per
 * unit.
 */

/**
 * Answers every unit of the input as it is read, each as soon as it ends (what waits for more input
 * goes out first); the exit status is 1 when one is not valid, or when there is none.
 */
export function runAlternate(
  alternate: AlternateInput,
  input: TextSource,
  options: { readonly mode: OutputMode; readonly source: string; readonly flags?: ReadonlySet<string> },
  streams: Streams,
): number {
  const out = new LineSink(streams.stdout);
  const progress = new Progress(undefined, streams.stderr, { unit: alternate.unit });
  let failed = false;
  let count = 0;
  for (const answer of alternate.answers(
    flushingBefore(input, () => out.flush()),
    options.mode,
    options.flags,
  )) {
    if (answer.closing) {
      progress.done();
      out.line(answer.output);
      continue;
    }
    count++;
    if (answer.errors.length > 0) {
      out.flush();
      for (const error of answer.errors) streams.stderr.write(`${formatLocatedError(options.source, error)}\n`);
    }
    failed ||= !answer.valid;
    out.line(answer.output);
    progress.update(count);
  }
  progress.done();
  if (count === 0) {
    out.flush();
    streams.stderr.write(`${escapeInput(options.source)}: ${alternate.nothingFound}\n`);
    failed = true;
  }
  out.flush();
  return failed ? EXIT_INPUT_ERROR : EXIT_OK;
}
