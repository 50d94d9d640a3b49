import type { LocatedError } from '../../src/core/located.js';

/**
 * What is wrong with the places errors point at, as readable lines (none when all is well): every
 * error must have a message and point at a line of the input (or just past its end) and a column
 * within that line (or just after its last character).
 */
export function locationFaults(text: string, errors: readonly LocatedError[]): string[] {
  // Any line end (LF, CRLF or CR alone) ends a line, as the readers count them.
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const lastLine = Math.max(1, lines.length);
  const faults: string[] = [];
  // Characters per line, counted once: thousands of errors may point into one long line.
  const lengths = new Map<number, number>();
  const lengthOf = (line: number): number => {
    let length = lengths.get(line);
    if (length === undefined) lengths.set(line, (length = [...lines[line - 1]].length));
    return length;
  };
  for (const { line, column, message } of errors) {
    const where = `${line}:${column}: ${message}`;
    if (message.length === 0) faults.push(`${where} has no message`);
    if (!Number.isInteger(line) || line < 1 || line > lastLine)
      faults.push(`${where} is not on a line from 1 to ${lastLine}`);
    else if (!Number.isInteger(column) || column < 1 || column > lengthOf(line) + 1)
      faults.push(`${where} is not on a column of line ${line}`);
  }
  return faults;
}
