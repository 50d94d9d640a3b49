import { expect } from 'vitest';
import type { LocatedError } from '../../src/core/located.js';

/** Every error must point at a real place: a line of the input (or just past its end), a column within it. */
export function assertLocated(text: string, errors: readonly LocatedError[]): void {
  // Any line end (LF, CRLF or CR alone) ends a line, as the readers count them.
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const error of errors) {
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.line).toBeLessThanOrEqual(Math.max(1, lines.length));
    expect(error.column).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeLessThanOrEqual([...(lines[error.line - 1] ?? '')].length + 1);
  }
}
