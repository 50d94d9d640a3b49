import { escapeInput } from './characters.js';

/** Errors in input text are values that say where they are, never exceptions. */

export interface Location {
  /** 1-based line number. */
  readonly line: number;
  /** 1-based column, counted in characters. */
  readonly column: number;
}

export interface LocatedError extends Location {
  readonly message: string;
  /**
   * For a case the rules refuse (what a problem's fromSetup finds), the fault's code, such as
   * `extra-king`, so that programs can tell faults apart without reading messages; absent for a
   * fault in the text's format.
   */
  readonly code?: string;
}

export const locatedError = (line: number, column: number, message: string, code?: string): LocatedError =>
  code === undefined ? { line, column, message } : { line, column, message, code };

/**
 * `FILE:LINE:COL: message`, the form compilers use and editors can jump to; the file's name shown as messages show
 * input.
 */
export const formatLocatedError = (source: string, error: LocatedError): string =>
  `${escapeInput(source)}:${error.line}:${error.column}: ${error.message}`;

export type Result<T, E = LocatedError[]> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
