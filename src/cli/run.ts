import type { NotRead } from '../framework/input-format.js';
import { type LocatedError, formatLocatedError } from '../core/located.js';
import type { JudgeOptions, OutputMode } from '../framework/options.js';
import { type JudgedCase, type RegisteredProblem, answerLine } from '../framework/registered.js';
import type { TextSource } from '../core/lines.js';
import { LineSink, Progress } from './output.js';
import { jsonLine, shellWords } from '../core/characters.js';
import { InputHead, firstLine, lookAlikeWords } from '../framework/look-alike.js';
import { EXIT_INPUT_ERROR, EXIT_OK, STDIN_SOURCE, type Streams } from './status.js';
import { plural } from '../core/grouped.js';
import type { ProblemList } from './problem-argument.js';

/**
 * What a run asks at its first error, which is at line `failedAt`: the problem whose input the
 * input's start (`head`) is, when it is another's.
 */
export type LookAlike = (
  head: string,
  failedAt: number,
) => Pick<RegisteredProblem, 'id' | 'title' | 'alternateInput'> | undefined;

export interface RunOptions {
  readonly mode: OutputMode;
  readonly strict: boolean;
  /** Shown in error locations: the file name, or STDIN_SOURCE. */
  readonly source: string;
  /** Search bounds, for problems whose judging is a search. */
  readonly limits?: Pick<JudgeOptions, 'nodeLimit' | 'timeLimitMs'>;
  /**
   * The problem whose input the text is, when it is another's (the problem list's `lookAlikeOf`,
   * problem-argument.ts); asked once, at the input's first error, when that error is within the
   * start kept for the look. Without it no input is said to look like another problem's.
   */
  readonly lookAlike?: LookAlike;
}

/**
 * What the first error of an input that looks like another problem's says after its own message,
 * with the command that reads it (`command`, a command's name before the problem, for validate's).
 * Another problem's other format is read by that problem's command with its option (`arbiter
 * checkers --pdn FILE`); the problem's own, refused under --strict (`like` is the problem itself),
 * by the command without --strict.
 */
export function lookAlikeHint(
  like: Pick<RegisteredProblem, 'id' | 'title' | 'alternateInput'>,
  source: string,
  head: string,
  command = '',
  self = false,
  /** The command's arguments after the input (check's output file), when the command reads it. */
  after: readonly string[] = [],
): string {
  const { what, option } = lookAlikeWords(like, head);
  const file = source === STDIN_SOURCE ? '' : ` ${shellWords([source])}`;
  if (self) return `--strict reads the contest format only, and this looks like ${what}: arbiter ${like.id}${file}`;
  if (option !== undefined) return `this looks like ${what}: arbiter ${like.id} --${option}${file}`;
  const rest = after.length === 0 ? '' : ` ${shellWords(after)}`;
  return `this looks like ${what}: arbiter ${command}${like.id}${file}${rest}`;
}

/**
 * The look at another format for a command that reads a problem's input whole before it reports
 * (validate, check): the hint, when the input's start (`head`) is another problem's input or this
 * problem's other format (a PDN game) and its first error, at line `failedAt`, lies in that start,
 * so that this is the likely cause and is said first. The problem commands add it to that error.
 */
export function likelyLook(
  problems: Pick<ProblemList, 'lookAlikeOf'>,
  problem: RegisteredProblem,
  head: InputHead,
  failedAt: number,
  hint: { readonly source: string; readonly command: string; readonly after?: readonly string[] },
): string | undefined {
  if (!head.holds(failedAt)) return undefined;
  const like =
    problems.lookAlikeOf(head.text, problem) ?? (problem.alternateInput?.recognizes(head.text) ? problem : undefined);
  return like && lookAlikeHint(like, hint.source, head.text, hint.command, false, hint.after);
}

/** The problem an input looks like (its id) and what its first error says of it, when it is another problem's input. */
interface Like {
  readonly id: string;
  readonly hint: string;
}

/** The hint as a sentence of its own. */
const sentence = (like: Like): string => `${like.hint[0].toUpperCase()}${like.hint.slice(1)}`;

/**
 * The lines one case puts on standard output, in the chosen mode; `like` when its error is the first of an input that
 * looks like another problem's.
 */
function caseOutput(judged: JudgedCase, mode: OutputMode, like?: Like): string {
  const { outcome } = judged;
  const where = { case: judged.index, line: judged.line };
  if (mode === 'answer') return answerLine(outcome);
  if (mode === 'explain') {
    const header = `Case ${judged.index} (line ${judged.line}): ${answerLine(outcome)}`;
    return outcome.kind === 'verdict'
      ? `${header}\n${outcome.text ?? ''}\n`
      : `${header}\n${like ? `${sentence(like)}\n` : ''}`;
  }
  switch (outcome.kind) {
    case 'verdict':
      return jsonLine({ ...where, verdict: outcome.output, ...outcome.explanation });
    case 'input-error': {
      const [first] = outcome.errors;
      return jsonLine({
        ...where,
        error: first.message,
        errorLine: first.line,
        errorColumn: first.column,
        looksLike: like?.id,
      });
    }
    case 'unjudged':
      return jsonLine({ ...where, error: outcome.message });
  }
}

/** Calls `flush` before each chunk is asked for: output waiting while the input is slow to come goes out first. */
export function* flushingBefore(source: TextSource, flush: () => void): Generator<string, void, undefined> {
  if (typeof source === 'string') {
    yield source;
    return;
  }
  const chunks = source[Symbol.iterator]();
  for (;;) {
    flush();
    const next = chunks.next();
    if (next.done) return;
    yield next.value;
  }
}

/** What a run stops to ask, once at most: the problem the input looks like, at its first error (line `failedAt`). */
interface LookRequest {
  readonly head: string;
  readonly failedAt: number;
}

/**
 * Runs one problem over one input, given whole or in chunks; returns the exit status. Each case
 * is answered as soon as it is read, and errors about the input as a whole are reported in their
 * place, so that a long input streams through in memory bounded by its largest case.
 */
export function runProblem(
  problem: RegisteredProblem,
  input: TextSource,
  options: RunOptions,
  streams: Streams,
): number {
  const steps = run(problem, input, options, streams);
  for (let step = steps.next(); ;) {
    if (step.done) return step.value;
    step = steps.next(options.lookAlike?.(step.value.head, step.value.failedAt));
  }
}

/**
 * runProblem, whose look at another problem's input may wait for the other problems to load
 * (`lookAlike` asked once at most, at the first error): a run that meets no error never loads them.
 */
export async function runProblemLoading(
  problem: RegisteredProblem,
  input: TextSource,
  options: Omit<RunOptions, 'lookAlike'>,
  lookAlike: (head: string, failedAt: number) => Promise<ReturnType<LookAlike>>,
  streams: Streams,
): Promise<number> {
  const steps = run(problem, input, options, streams);
  for (let step = steps.next(); ;) {
    if (step.done) return step.value;
    step = steps.next(await lookAlike(step.value.head, step.value.failedAt));
  }
}

/**
 * The run, which stops once at most, at the first error, to ask which problem the input looks
 * like (the answer comes back by `next`).
 */
function* run(
  problem: RegisteredProblem,
  input: TextSource,
  options: RunOptions,
  streams: Streams,
): Generator<LookRequest, number, ReturnType<LookAlike>> {
  const out = new LineSink(streams.stdout);
  const progress = new Progress(undefined, streams.stderr);
  const report = (error: LocatedError): void => {
    out.flush();
    streams.stderr.write(`${formatLocatedError(options.source, error)}\n`);
  };
  let failed = false;
  const explain = options.mode !== 'answer';
  // One options object for the whole run (not one per case: 100,000 cases would feel it).
  let casesDone = 0;
  const judge: JudgeOptions = {
    ...options.limits,
    onProgress: ({ nodes, depth }) =>
      progress.update(casesDone, `now searching ${plural(depth, 'move')} deep (${plural(nodes, 'position')})`),
  };
  const notReadLine = (error: LocatedError, notRead: NotRead): string =>
    jsonLine({ notRead, error: error.message, errorLine: error.line, errorColumn: error.column });
  // The input's start, kept as it is read, for one look at the first error: is it another problem's?
  const head = new InputHead();
  const source = (function* () {
    for (const chunk of flushingBefore(input, () => out.flush())) {
      head.keep(chunk);
      yield chunk;
    }
    head.end();
  })();
  let looked = false;
  /** The first error of an input that looks like another problem's, said once with the problem it looks like. */
  const reportLookAlike = (error: LocatedError, like: Like): void =>
    report({
      ...error,
      message: /[.?!]$/.test(error.message) ? `${error.message} ${sentence(like)}` : `${error.message}; ${like.hint}`,
    });
  reading: for (const item of problem.judgeInput(source, { strict: options.strict }, { explain, judge })) {
    let like: Like | undefined;
    const failedAt =
      item.kind === 'error'
        ? item.error.line
        : item.kind === 'case' && item.outcome.kind === 'input-error'
          ? firstLine(item.outcome.errors)
          : undefined;
    if (failedAt !== undefined && !looked) {
      looked = true;
      // One look at the first error, when it lies in the start kept: is the input another problem's?
      const found = head.holds(failedAt) ? yield { head: head.text, failedAt } : undefined;
      like = found && {
        id: found.id,
        hint: lookAlikeHint(found, options.source, head.text, '', found.id === problem.id),
      };
    }
    switch (item.kind) {
      case 'count':
        progress.setTotal(item.count);
        break;
      case 'error': {
        failed = true;
        if (like) {
          // What follows in another problem's input is not worth reading as this one's.
          reportLookAlike(item.error, like);
          if (options.mode === 'json')
            out.line(
              jsonLine({
                error: item.error.message,
                errorLine: item.error.line,
                errorColumn: item.error.column,
                looksLike: like.id,
              }),
            );
          if (options.mode === 'explain') out.line(sentence(like));
          break reading;
        }
        report(item.error);
        // In JSON Lines the cases left unread get a line of their own, after the answered ones.
        if (item.notRead && options.mode === 'json') out.line(notReadLine(item.error, item.notRead));
        break;
      }
      case 'answered':
        out.text(item.output);
        casesDone = item.last;
        progress.update(casesDone);
        break;
      case 'case': {
        const { outcome } = item;
        failed ||= outcome.kind !== 'verdict';
        if (like && outcome.kind === 'input-error') {
          reportLookAlike(outcome.errors[0], like);
          out.line(caseOutput(item, options.mode, like));
          break reading;
        }
        if (outcome.kind === 'input-error') outcome.errors.forEach(report);
        if (outcome.kind === 'unjudged')
          report({ line: item.line, column: 1, message: `case ${item.index}: ${outcome.message}` });
        out.line(caseOutput(item, options.mode));
        casesDone = item.index;
        progress.update(casesDone);
        break;
      }
    }
  }
  progress.done();
  out.flush();
  return failed ? EXIT_INPUT_ERROR : EXIT_OK;
}
