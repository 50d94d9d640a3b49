import { type LocatedError, formatLocatedError } from '../core/located.js';
import type { CaseAnswer, JudgeOptions, PendingCase, RegisteredProblem } from '../core/problem.js';
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

const plainLocation = (error: LocatedError): string => `line ${error.line}, column ${error.column}: ${error.message}`;

/** The lines one case puts on standard output, in the chosen mode. */
function caseOutput(pending: PendingCase, answer: CaseAnswer, mode: OutputMode): string {
  const header = `Case ${pending.index} (line ${pending.line})`;
  switch (answer.kind) {
    case 'verdict':
      if (mode === 'contest') return answer.contest;
      if (mode === 'json') return JSON.stringify({ case: pending.index, line: pending.line, verdict: answer.contest, ...answer.explanation });
      return `${header}: ${answer.contest}\n${answer.text ?? ''}\n`;
    case 'input-error': {
      const [first] = answer.errors;
      if (mode === 'json') {
        return JSON.stringify({ case: pending.index, line: pending.line, error: first.message, errorLine: first.line, errorColumn: first.column });
      }
      const line = `error: ${plainLocation(first)}`;
      return mode === 'contest' ? line : `${header}: ${line}\n`;
    }
    case 'unjudged':
      if (mode === 'json') return JSON.stringify({ case: pending.index, line: pending.line, error: answer.message });
      return mode === 'contest' ? `error: ${answer.message}` : `${header}: error: ${answer.message}\n`;
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
    onProgress: ({ nodes, depth }) => progress.update(casesDone, `now searching ${depth} moves deep (${nodes.toLocaleString('en-US')} positions)`),
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
