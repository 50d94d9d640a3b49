/**
 * Comparing a program's output with the expected answers the way contest judges usually do:
 * line by line, letters exactly, trailing spaces and tabs, CR line ends and trailing blank lines
 * ignored.
 */

/** The output's lines as a judge reads them. */
export function outputLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/[ \t\r]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The first place where the output departs from the answers (0-based line index). */
export type Mismatch =
  | { readonly kind: 'wrong'; readonly index: number; readonly expected: string; readonly got: string }
  | { readonly kind: 'missing'; readonly index: number; readonly expected: string }
  | { readonly kind: 'extra'; readonly index: number; readonly got: string };

export interface Comparison {
  /** Answers given exactly right. */
  readonly correct: number;
  /** Undefined when the output is accepted. */
  readonly first: Mismatch | undefined;
}

export function compareOutputs(expected: readonly string[], got: readonly string[]): Comparison {
  let correct = 0;
  let first: Mismatch | undefined;
  for (let index = 0; index < Math.max(expected.length, got.length); index++) {
    if (index >= got.length) first ??= { kind: 'missing', index, expected: expected[index] };
    else if (index >= expected.length) first ??= { kind: 'extra', index, got: got[index] };
    else if (expected[index] === got[index]) correct++;
    else first ??= { kind: 'wrong', index, expected: expected[index], got: got[index] };
  }
  return { correct, first };
}
