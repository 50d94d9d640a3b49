/**
 * What every command shares and nothing more: the exit statuses and the streams it writes to. A
 * module of its own, so that a command that needs no problem (perft, `--version`) loads no problem.
 */

export interface Streams {
  readonly stdout: (text: string) => void;
  readonly stderr: { isTTY?: boolean; write(text: string): unknown };
}

export const EXIT_OK = 0;
export const EXIT_INPUT_ERROR = 1;
export const EXIT_USAGE = 2;

/** The source's name in error locations when the input is standard input. */
export const STDIN_SOURCE = '<stdin>';

/**
 * A message for standard error with `prefix: ` (`arbiter gen`, ...) on each of its lines, so that a
 * message of several lines (a list of knobs, a caret under a column) keeps the pattern of docs/cli.md.
 */
export const errorLines = (prefix: string, message: string): string =>
  `${message
    .split('\n')
    .map((line) => `${prefix}: ${line}`)
    .join('\n')}\n`;

/** An error no command expected: said with its stack, for a bug report, and exit status 70 (EX_SOFTWARE). */
export function reportInternalError(error: unknown): void {
  process.stderr.write(
    `arbiter: internal error, please report it: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exitCode = 70;
}
