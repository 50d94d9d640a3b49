import type { NotRead } from '../framework/input-format.js';
import { type LocatedError, formatLocatedError } from '../core/located.js';
import type { JudgeOptions, OutputMode } from '../framework/options.js';
import { type CaseAnswer, type PendingCase, type RegisteredProblem, answerLine } from '../framework/registered.js';
import type { TextSource } from '../core/lines.js';
import { LineSink, Progress } from './output.js';
import { escapeInput, jsonLine } from '../core/characters.js';
import { InputHead, failureOf } from '../framework/look-alike.js';
import { grouped } from '../core/grouped.js';
import { EXIT_INPUT_ERROR, EXIT_OK, STDIN_SOURCE, type Streams } from './status.js';

export interface RunOptions {
  readonly mode: OutputMode;
  readonly strict: boolean;
  /** Shown in error locations: the file name, or STDIN_SOURCE. */
  readonly source: string;
  /** Search bounds, for problems whose judging is a search. */
  readonly limits?: Pick<JudgeOptions, 'nodeLimit' | 'timeLimitMs'>;
  /**
   * The problem whose input the text's start (`head`) is, when it is another's (the problem list's
   * `lookAlikeOf`, problem-argument.ts); asked once, at an input's first error when no case was read whole before it.
   * Without it no input is said to look like another problem's.
   */
  readonly lookAlike?: (head: string) => Pick<RegisteredProblem, 'id' | 'title'> | undefined;
}

/** A file name as one word a shell reads back as it is (quoted when it must be), shown as messages show input. */
const shellWord = (name: string): string =>
  escapeInput(/^[\w./@%+=:,-]+$/.test(name) ? name : `'${name.replace(/'/g, `'\\''`)}'`);

/** What the first error of an input that looks like another problem's says after its own message. */
export function lookAlikeHint(like: Pick<RegisteredProblem, 'id' | 'title'>, source: string, command = ''): string {
  const article = /^[AEIOU]/.test(like.title) ? 'an' : 'a';
  const file = source === STDIN_SOURCE ? '' : ` ${shellWord(source)}`;
  return `this looks like ${article} ${like.title} input: arbiter ${command}${like.id}${file}`;
}

/** The problem an input looks like (its id) and what the first error says of it, when the input fails at once as another problem's. */
interface LookAlike {
  readonly id: string;
  readonly hint: string;
}

/** The hint as a sentence of its own. */
const sentence = (like: LookAlike): string => `${like.hint[0].toUpperCase()}${like.hint.slice(1)}`;

/** The lines one case puts on standard output, in the chosen mode; `like` when its error is the first of an input that looks like another problem's. */
function caseOutput(pending: PendingCase, answer: CaseAnswer, mode: OutputMode, like?: LookAlike): string {
  const where = { case: pending.index, line: pending.line };
  if (mode === 'answer') return answerLine(answer);
  if (mode === 'explain') {
    const header = `Case ${pending.index} (line ${pending.line}): ${answerLine(answer)}`;
    return answer.kind === 'verdict'
      ? `${header}\n${answer.text ?? ''}\n`
      : `${header}\n${like ? `${sentence(like)}\n` : ''}`;
  }
  switch (answer.kind) {
    case 'verdict':
      return jsonLine({ ...where, verdict: answer.output, ...answer.explanation });
    case 'input-error': {
      const [first] = answer.errors;
      return jsonLine({
        ...where,
        error: first.message,
        errorLine: first.line,
        errorColumn: first.column,
        looksLike: like?.id,
      });
    }
    case 'unjudged':
      return jsonLine({ ...where, error: answer.message });
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
  const judgeOptions: JudgeOptions = {
    ...options.limits,
    onProgress: ({ nodes, depth }) =>
      progress.update(casesDone, `now searching ${depth} moves deep (${grouped(nodes)} positions)`),
  };
  const notReadLine = (error: LocatedError, notRead: NotRead): string =>
    jsonLine({ notRead, error: error.message, errorLine: error.line, errorColumn: error.column });
  // The input's start, kept as it is read, for one look when the input fails at once: is it another problem's?
  const head = new InputHead();
  let looked = false;
  /**
   * At the item that decides whether the input fails at once (failureOf, as firstFailureOf decides
   * it for the page), when it is a failure: the problem the input looks like, if one.
   */
  const lookedAlike = (item: Parameters<typeof failureOf>[0]): LookAlike | undefined => {
    const failure = looked ? undefined : failureOf(item);
    if (failure === undefined) return undefined;
    looked = true;
    const like = failure === 'read' ? undefined : options.lookAlike?.(head.text);
    return like && { id: like.id, hint: lookAlikeHint(like, options.source) };
  };
  /** The first error of an input that looks like another problem's, said once with the problem it looks like. */
  const reportLookAlike = (error: LocatedError, like: LookAlike): void =>
    report({
      ...error,
      message: /[.?!]$/.test(error.message) ? `${error.message} ${sentence(like)}` : `${error.message}; ${like.hint}`,
    });
  reading: for (const item of problem.stream(
    head.watch(flushingBefore(input, () => out.flush())),
    { strict: options.strict },
    { answersOnly: !explain },
  )) {
    const like = lookedAlike(item);
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
        const pending = item;
        const { answer } = pending.answer(explain, judgeOptions);
        failed ||= answer.kind !== 'verdict';
        if (like && answer.kind === 'input-error') {
          reportLookAlike(answer.errors[0], like);
          out.line(caseOutput(pending, answer, options.mode, like));
          break reading;
        }
        if (answer.kind === 'input-error') answer.errors.forEach(report);
        if (answer.kind === 'unjudged')
          report({ line: pending.line, column: 1, message: `case ${pending.index}: ${answer.message}` });
        out.line(caseOutput(pending, answer, options.mode));
        casesDone = pending.index;
        progress.update(casesDone);
        break;
      }
    }
  }
  progress.done();
  out.flush();
  return failed ? EXIT_INPUT_ERROR : EXIT_OK;
}
