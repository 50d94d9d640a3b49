/**
 * A problem's answer codec: the contest line that says an answer, written and read back. The one
 * text of a problem's output: judge's format, the fast readers' lines, the reading of a wrong
 * answer for shrinking (failureKey) and the page all go through it. `read(write(a))` says `a`
 * again (test/framework/answer.test.ts); `read` gives undefined for a line that is no answer.
 */
export interface AnswerCodec<A> {
  /** The contest line of `answer`, without its line end. */
  readonly write: (answer: A) => string;
  /** What `line` (without its line end) answers, or undefined when it is no answer of this problem. */
  readonly read: (line: string) => A | undefined;
}

/**
 * The codec as a problem's spec holds it: written from a verdict (which says at least the answer), read as the answer.
 */
export interface VerdictCodec<V> {
  write(verdict: V): string;
  read(line: string): object | undefined;
}

/**
 * The text a contest writes before case `index`'s answer (from 1) when it numbers its answers by the case's place,
 * UVa's "Game #3: " (a problem's optional `answerPrefix`): the codec writes and reads what follows it.
 */
export type AnswerPrefix = (index: number) => string;

/** Case `index`'s answer line: `answer` after its number, when the contest numbers its answers. */
export const numberedAnswer = (prefix: AnswerPrefix | undefined, index: number, answer: string): string =>
  prefix === undefined ? answer : `${prefix(index)}${answer}`;

/** A line of case `index` without the number its place gives it; the line as it is when it does not start with it. */
export function unnumberedAnswer(prefix: AnswerPrefix | undefined, index: number, line: string): string {
  const number = prefix?.(index);
  return number !== undefined && line.startsWith(number) ? line.slice(number.length) : line;
}
