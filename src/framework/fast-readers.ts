import type { ParseOptions } from './options.js';

/**
 * Contest inputs read faster: the readers of bytes that a problem may add to its careful reader
 * (readCase), for the cases that are well-formed and written plainly. They change nothing but
 * speed: each takes a case only as the careful reader would take it without a word, and leaves
 * every other to it (test/problems/contest-shortcut.test.ts).
 */

/**
 * Answer mode's shortcut: answers the cases that start at `start` in `bytes` (the input as far
 * as it has come in, when all of it is ASCII: one byte per character), at most `room` of them,
 * straight from the bytes, while each is well-formed, written plainly (every line ending in "\n",
 * perhaps after "\r"; no blank lines, no trailing blanks) and whole in `bytes`; a closing line is
 * no case. It stops at the first that is not, which the careful reader then takes and locates what
 * is wrong. What it answers must be what `readCase`, `judge` and `format` together give.
 */
export type AnswerShortcut = (bytes: Uint8Array, start: number, room: number, options: ParseOptions) => ShortcutRun;

/** What a shortcut answered. */
export interface ShortcutRun {
  /** How many cases (0: none, and nothing is consumed). */
  readonly cases: number;
  /** How many lines they take, and where the text after them starts. */
  readonly lines: number;
  readonly end: number;
  /** Their answer lines, each ending in "\n". */
  readonly output: string;
}

/** A case read straight from bytes, well-formed: how many lines it takes and where the text after it starts. */
export interface PlainCase<C> {
  readonly value: C;
  readonly lines: number;
  readonly end: number;
}

/** A shortcut's answer when it takes no case. */
export const NO_SHORTCUT_RUN: ShortcutRun = { cases: 0, lines: 0, end: 0, output: '' };

/**
 * Reads the case that starts at `start` in `bytes` (as a AnswerShortcut would) when it is
 * well-formed and written plainly, exactly as readCase would read it; undefined for any other,
 * which readCase then reads.
 */
export type PlainReader<C> = (bytes: Uint8Array, start: number, options: ParseOptions) => PlainCase<C> | undefined;

/** A problem's fast readers: answer mode's shortcut, and the plain reader that gives the other modes their cases. */
export interface FastReaders<C> {
  readonly shortcut?: AnswerShortcut;
  readonly plain?: PlainReader<C>;
}
