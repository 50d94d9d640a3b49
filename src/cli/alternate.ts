import { type Command, Option } from 'commander';
import { formatLocatedError } from '../core/located.js';
import type { AlternateInput } from '../framework/problem.js';
import { LineSink } from './output.js';
import { EXIT_INPUT_ERROR, EXIT_OK, type OutputMode, type Streams } from './run.js';

/** A problem's other input format (checkers: `--pdn`): its option and help, and a run over a whole text, one answer per unit. */

/** The option that asks for the format, and its help, on the problem's command. */
export function addAlternateOption(command: Command, alternate: AlternateInput): void {
  command.addOption(new Option(`--${alternate.option}`, alternate.summary).conflicts('strict'));
  command.addHelpText('after', alternate.help);
}

/** Answers every unit of `text`; the exit status is 1 when one is not valid, or when there is none. */
export function runAlternate(
  alternate: AlternateInput,
  text: string,
  options: { readonly mode: OutputMode; readonly source: string },
  streams: Streams,
): number {
  const out = new LineSink(streams.stdout);
  let failed = false;
  let count = 0;
  for (const answer of alternate.answers(text, options.mode)) {
    count++;
    if (answer.errors.length > 0) {
      out.flush();
      for (const error of answer.errors) streams.stderr.write(`${formatLocatedError(options.source, error)}\n`);
    }
    failed ||= !answer.valid;
    out.line(answer.output);
  }
  if (count === 0) {
    out.flush();
    streams.stderr.write(`${options.source}: ${alternate.nothingFound}\n`);
    failed = true;
  }
  out.flush();
  return failed ? EXIT_INPUT_ERROR : EXIT_OK;
}
