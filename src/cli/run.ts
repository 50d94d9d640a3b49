import { type LocatedError, formatLocatedError } from '../core/located.js';
import type { JudgeOptions } from '../core/problem.js';
import { type CaseAnswer, type PendingCase, type RegisteredProblem, contestLine } from '../core/registered.js';
import { LineSink, Progress } from './output.js';

export type OutputMode = 'contest' | 'json' | 'explain';

export interface RunOptions {
  readonly mode: OutputMode;
  readonly strict: boolean;
  /** Shown in error locations: the file name, or `<stdin>`. */
  readonly source: string;
  /** Search bounds, for problems whose judging is a search. */
  readonly limits?: Pick<JudgeOptions, 'nodeLimit' | 'timeLimitMs'>;
}

export interface Streams {
  readonly stdout: (text: string) => void;
  readonly stderr: { isTTY?: boolean; write(text: string): unknown };
}

export const EXIT_OK = 0;
export const EXIT_INPUT_ERROR = 1;
export const EXIT_USAGE = 2;

/** The lines one case puts on standard output, in the chosen mode. */
function caseOutput(pending: PendingCase, answer: CaseAnswer, mode: OutputMode): string {
  const where = { case: pending.index, line: pending.line };
  if (mode === 'contest') return contestLine(answer);
  if (mode === 'explain') {
    const header = `Case ${pending.index} (line ${pending.line}): ${contestLine(answer)}`;
    return answer.kind === 'verdict' ? `${header}\n${answer.text ?? ''}\n` : `${header}\n`;
  }
  switch (answer.kind) {
    case 'verdict':
      return JSON.stringify({ ...where, verdict: answer.contest, ...answer.explanation });
    case 'input-error': {
      const [first] = answer.errors;
      return JSON.stringify({ ...where, error: first.message, errorLine: first.line, errorColumn: first.column });
    }
    case 'unjudged':
      return JSON.stringify({ ...where, error: answer.message });
  }
}

/** Runs one problem over one input text; returns the exit status. */
export function runProblem(problem: RegisteredProblem, text: string, options: RunOptions, streams: Streams): number {
  const { cases, errors } = problem.read(text, { strict: options.strict });
  const out = new LineSink(streams.stdout);
  const progress = new Progress(cases.length, streams.stderr);
  const report = (error: LocatedError): void => {
    out.flush();
    streams.stderr.write(`${formatLocatedError(options.source, error)}\n`);
  };
  // Errors about the input as a whole go before or after the cases, in the order of their lines.
  const firstCaseLine = cases[0]?.line ?? Infinity;
  errors.filter((error) => error.line < firstCaseLine).forEach(report);
  let failed = errors.length > 0;
  const explain = options.mode !== 'contest';
  // One options object for the whole run (not one per case: 100,000 cases would feel it).
  let casesDone = 0;
  const judgeOptions: JudgeOptions = {
    ...options.limits,
    onProgress: ({ nodes, depth }) =>
      progress.update(casesDone, `now searching ${depth} moves deep (${nodes.toLocaleString('en-US')} positions)`),
  };
  cases.forEach((pending, position) => {
    casesDone = position;
    const answer = pending.answer(explain, judgeOptions);
    if (answer.kind === 'input-error') answer.errors.forEach(report);
    if (answer.kind === 'unjudged') report({ line: pending.line, column: 1, message: `case ${pending.index}: ${answer.message}` });
    failed ||= answer.kind !== 'verdict';
    out.line(caseOutput(pending, answer, options.mode));
    progress.update(position + 1);
  });
  progress.done();
  out.flush();
  errors.filter((error) => error.line >= firstCaseLine).forEach(report);
  return failed ? EXIT_INPUT_ERROR : EXIT_OK;
}
