import { type LocatedError, locatedError } from '../../core/located.js';
import { describeChar, quote } from '../../core/characters.js';
import { parsePdnFen, toPdnFen } from './fen.js';
import { INITIAL_POSITION, type Position, samePosition } from './position.js';
import type { SquareNumber } from './squares.js';

/**
 * PDN (Portable Draughts Notation), the text form checkers programs keep games in: `[Tag "value"]`
 * headers, then movetext `1. 11-15 23-19 2. 8-11 22x15 ...` ending in a result. This module reads
 * and writes the format only; whether the moves are legal is the referee's business
 * (problems/checkers/pdn.ts). Comments, variations, NAGs and `!`/`?` are read and dropped.
 */

export interface PdnTag {
  readonly name: string;
  readonly value: string;
  /** Where the tag's `[` is. */
  readonly line: number;
  readonly column: number;
}

/** A move as written: squares joined by `-` or `x`; a capture may give only its two ends (`22x8`). */
export interface PdnMove {
  /** The move without its `!`/`?` suffix: `22x15x8`. */
  readonly text: string;
  /** The squares written, 1–32; two or more. */
  readonly squares: readonly SquareNumber[];
  /** Written with `x` (a capture); the reader checks the move against the rules, not against this. */
  readonly capture: boolean;
  readonly line: number;
  readonly column: number;
}

/** Game results: draughts style (`2-0`, `0-2`, `1-1`, `0-0`) and chess style (`1-0`, `0-1`, `1/2-1/2`, `*`). */
export const PDN_RESULTS = ['2-0', '0-2', '1-1', '0-0', '1-0', '0-1', '1/2-1/2', '*'] as const;
export type PdnResult = (typeof PDN_RESULTS)[number];

export interface PdnGame {
  /** Where the game's first tag or first move is. */
  readonly line: number;
  readonly column: number;
  readonly tags: readonly PdnTag[];
  /** The starting position: the FEN tag's, or the initial position (Red, PDN's Black, to move). */
  readonly start: Position;
  readonly moves: readonly PdnMove[];
  /** The result that ends the movetext, or null when the game ends without one. */
  readonly result: PdnResult | null;
  /** What could not be read, first one first; after the first, the rest of the game is skipped. */
  readonly errors: readonly LocatedError[];
}

export interface PdnParse {
  readonly games: readonly PdnGame[];
  /** Every game's errors, in the order of the file. */
  readonly errors: readonly LocatedError[];
}

/**
 * Whether a text looks like PDN rather than the contest's records (which start with two counts):
 * its first non-blank character is `[` (a tag), `{` or `;` (a comment), or it starts with a move number `1.`.
 */
export const looksLikePdn = (text: string): boolean => /^\uFEFF?\s*([[{;]|\d+\.)/.test(text);

/** The value of a tag (the first one of that name), or undefined. */
export const pdnTag = (game: Pick<PdnGame, 'tags'>, name: string): string | undefined =>
  game.tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase())?.value;

/** Characters that end a word of movetext. */
const DELIMITERS = new Set([' ', '\t', '\n', '\r', '{', '}', '(', ')', '[', ']', ';', '$']);
/** The move at the start of a word, for messages. */
const moveAt = (word: string): string => /^\d+(?:[-xX]\d+)*/.exec(word)?.[0] ?? word;
const MOVE_NUMBER = /^(\d+)(\.+)/;
/** American checkers in PDN's GameType tag; other numbers are other draughts games. */
const AMERICAN_CHECKERS = 21;

/** Turns string indexes into lines and columns (columns count characters, not UTF-16 units), walking forward. */
class Locator {
  private index = 0;
  private line = 1;
  private column = 1;

  constructor(private readonly text: string) {}

  at(target: number): { line: number; column: number } {
    if (target < this.index) {
      this.index = 0;
      this.line = 1;
      this.column = 1;
    }
    const text = this.text;
    while (this.index < target) {
      const code = text.charCodeAt(this.index);
      this.index++;
      if (code === 10 || (code === 13 && text.charCodeAt(this.index) !== 10)) {
        this.line++;
        this.column = 1;
      } else if (code !== 13 && !(code >= 0xdc00 && code <= 0xdfff && isHighSurrogate(text.charCodeAt(this.index - 2)))) {
        this.column++;
      }
    }
    return { line: this.line, column: this.column };
  }
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

interface GameBuilder {
  line: number;
  column: number;
  tags: PdnTag[];
  moves: PdnMove[];
  errors: LocatedError[];
  /** Movetext has begun: a tag now starts the next game. */
  inMovetext: boolean;
  /** After an error the rest of the game is skipped, up to its result or the next game's tags. */
  skipping: boolean;
}

/**
 * Reads every game of a PDN text. Never throws: what cannot be read is a located error of its
 * game, whose remaining movetext is skipped up to its result or the next game's first tag, so
 * one bad game does not hide the next.
 */
export function parsePdn(text: string): PdnParse {
  const games = [...readPdnGames(text)];
  return { games, errors: games.flatMap((game) => game.errors) };
}

/** The games of a PDN text one at a time, each as soon as it ends (parsePdn collects them). */
export function* readPdnGames(text: string): Generator<PdnGame, void, undefined> {
  /** Games ended by the last piece of text read, to be handed out. */
  const games: PdnGame[] = [];
  const locator = new Locator(text);
  let current: GameBuilder | undefined;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const open = (at: number): GameBuilder => {
    if (current) return current;
    const { line, column } = locator.at(at);
    current = { line, column, tags: [], moves: [], errors: [], inMovetext: false, skipping: false };
    return current;
  };
  const close = (result: PdnResult | null): void => {
    if (current) games.push(finish(current, result));
    current = undefined;
  };
  const fail = (at: number, message: string): void => {
    const game = open(at);
    if (!game.skipping) {
      const { line, column } = locator.at(at);
      game.errors.push(locatedError(line, column, message));
    }
    game.skipping = true;
  };
  /** Index of the `[` of the next line that starts with one (a game's tags), or the end; remembered, as comments ask often. */
  let tagLine = -1;
  const nextTagLine = (from: number): number => {
    if (tagLine >= from) return tagLine;
    const found = /(?:\r\n?|\n)[ \t]*\[/g;
    found.lastIndex = from;
    const match = found.exec(text);
    tagLine = match ? match.index + match[0].length - 1 : text.length;
    return tagLine;
  };

  while (i < text.length) {
    if (games.length > 0) yield* games.splice(0);
    const char = text[i];
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      i++;
    } else if (char === '%' && (i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r')) {
      // An escape line, for other programs' private data.
      i = endOfLine(text, i);
    } else if (char === ';') {
      i = endOfLine(text, i);
    } else if (char === '{') {
      const end = text.indexOf('}', i + 1);
      // A comment does not run into the next game's tags: that "}" closes a later comment.
      if (end < 0 || end > nextTagLine(i)) {
        fail(i, 'this comment "{" is never closed by "}"');
        i = nextTagLine(i);
      } else {
        i = end + 1;
      }
    } else if (char === '(') {
      const end = variationEnd(text, i);
      if (end < 0) {
        fail(i, 'this variation "(" is never closed by ")"');
        i = nextTagLine(i);
      } else {
        if (current) current.inMovetext = true;
        i = end;
      }
    } else if (char === '$') {
      // A numeric annotation glyph: $1 is a good move, $2 a poor one.
      const nag = /^\$\d+/.exec(text.slice(i, i + 8));
      if (!nag) fail(i, `expected a number after "$" (an annotation such as $1), found ${describeChar(text[i + 1] ?? ' ')}`);
      i += nag ? nag[0].length : 1;
    } else if (char === '[') {
      if (current?.inMovetext) close(null);
      const game = open(i);
      const tag = readTag(text, i, locator);
      if ('message' in tag) {
        fail(tag.at, tag.message);
        i = endOfLine(text, i);
      } else {
        game.tags.push(tag.tag);
        i = tag.end;
      }
    } else {
      let end = i;
      while (end < text.length && !DELIMITERS.has(text[end])) end++;
      if (end === i) {
        // A lone "}", ")" or "]".
        fail(i, `expected a move, a move number, a comment or a result, found ${describeChar(char)} with nothing open before it`);
        i++;
        continue;
      }
      const game = open(i);
      game.inMovetext = true;
      const word = text.slice(i, end);
      const result = resultOf(word);
      if (result) {
        close(result);
      } else if (!game.skipping) {
        readMoveWord(word, i, game, locator, fail);
      }
      i = end;
    }
  }
  close(null);
  yield* games;
}

function endOfLine(text: string, from: number): number {
  let at = from;
  while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at++;
  return at;
}

/** Index just past the `)` that closes the variation opened at `from` (variations nest, comments inside are skipped), or -1. */
function variationEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
    else if (char === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (char === '[' && /[\r\n][ \t]*$/.test(text.slice(Math.max(0, i - 40), i))) {
      // The next game's tags: this variation was never closed.
      return -1;
    }
  }
  return -1;
}

function resultOf(word: string): PdnResult | undefined {
  return (PDN_RESULTS as readonly string[]).includes(word) ? (word as PdnResult) : undefined;
}

/** A word of movetext that is not a result: a move number, a move, or both run together (`1.11-15`). */
function readMoveWord(word: string, at: number, game: GameBuilder, locator: Locator, fail: (at: number, message: string) => void): void {
  let rest = word;
  let offset = 0;
  const number = MOVE_NUMBER.exec(rest);
  if (number) {
    offset = number[0].length;
    rest = rest.slice(offset);
    if (rest === '') return;
  }
  // Squares joined by "-" or "x", read by hand: a file holds hundreds of thousands of them.
  const squares: SquareNumber[] = [];
  let k = 0;
  for (;;) {
    const start = k;
    let value = 0;
    while (k < rest.length && rest.charCodeAt(k) >= 48 && rest.charCodeAt(k) <= 57) value = value * 10 + rest.charCodeAt(k++) - 48;
    if (k === start) break;
    if (value < 1 || value > 32 || k - start > 2) {
      const digits = rest.slice(start, k);
      fail(at + offset + start, `expected a square number 1-32 in the move ${quote(moveAt(rest))}, found ${quote(digits, 6)}`);
      return;
    }
    squares.push(value);
    if (k < rest.length && (rest[k] === '-' || rest[k] === 'x' || rest[k] === 'X') && /\d/.test(rest[k + 1] ?? '')) k++;
    else break;
  }
  if (squares.length < 2) {
    const what = 'a move such as 11-15 or 22x15, a move number, a comment or a result';
    fail(at + offset, `expected ${what}, found ${quote(rest)}`);
    return;
  }
  const move = rest.slice(0, k);
  while (k < rest.length && (rest[k] === '!' || rest[k] === '?')) k++;
  if (k < rest.length) {
    fail(at + offset + k, `expected a space after the move ${quote(move)}, found ${describeChar(rest[k])}`);
    return;
  }
  const { line, column } = locator.at(at + offset);
  game.moves.push({ text: move, squares, capture: /[xX]/.test(move), line, column });
}

type TagRead = { readonly tag: PdnTag; readonly end: number } | { readonly at: number; readonly message: string };

/** `[Name "value"]` on one line, at `from`; the value may escape `"` and `\` with `\`. */
function readTag(text: string, from: number, locator: Locator): TagRead {
  const found = (at: number): string =>
    at >= text.length || text[at] === '\n' || text[at] === '\r' ? 'the end of the line' : describeChar(text[at]);
  let i = from + 1;
  while (text[i] === ' ' || text[i] === '\t') i++;
  const nameStart = i;
  while (i < text.length && /[A-Za-z0-9_]/.test(text[i])) i++;
  if (i === nameStart) return { at: i, message: `expected a tag name after "[" (such as Event), found ${found(i)}` };
  const name = text.slice(nameStart, i);
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] !== '"') return { at: i, message: `expected the tag's value in double quotes after ${name}, found ${found(i)}` };
  const valueStart = i;
  let value = '';
  for (i++; ; i++) {
    if (i >= text.length || text[i] === '\n' || text[i] === '\r') {
      const opened = locator.at(valueStart).column;
      return { at: i, message: `expected '"' to close the value of ${name} (opened at column ${opened}), found the end of the line` };
    }
    if (text[i] === '"') break;
    if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) i++;
    value += text[i];
  }
  i++;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] !== ']') return { at: i, message: `expected "]" to close the tag ${name}, found ${found(i)}` };
  const { line, column } = locator.at(from);
  return { tag: { name, value, line, column }, end: i + 1 };
}

/** The game as read: its starting position from the FEN tag, checked to be American checkers. */
function finish(game: GameBuilder, result: PdnResult | null): PdnGame {
  const errors = [...game.errors];
  let start = INITIAL_POSITION;
  const located = (tag: PdnTag, offset: number, message: string): LocatedError =>
    // The value starts after `[Name "`; tags are one line, so columns add up.
    locatedError(tag.line, tag.column + offset, message);
  for (const tag of game.tags) {
    const valueOffset = 2 + tag.name.length + 1;
    if (tag.name === 'GameType') {
      const type = Number(/^\s*(\d+)/.exec(tag.value)?.[1]);
      if (type !== AMERICAN_CHECKERS) {
        errors.push(
          located(
            tag,
            valueOffset,
            `GameType ${quote(tag.value)} is not American checkers (${AMERICAN_CHECKERS}); Arbiter reads American checkers only`,
          ),
        );
      }
    }
    if (tag.name === 'FEN') {
      const fen = parsePdnFen(tag.value);
      if (fen.ok) start = fen.value;
      else errors.push(located(tag, valueOffset + fen.error.column - 1, `in the FEN tag: ${fen.error.message}`));
    }
  }
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    line: game.line,
    column: game.column,
    tags: game.tags,
    start,
    moves: errors.length > 0 ? [] : game.moves,
    result,
    errors: errors.slice(0, 1),
  };
}

/** What formatPdn writes: tags, a start (the FEN tag is written from it), moves and a result. */
export interface PdnGameText {
  /** Tags in order; FEN and SetUp are left out and written from `start` instead. */
  readonly tags?: readonly { readonly name: string; readonly value: string }[];
  readonly start?: Position;
  readonly moves: readonly { readonly squares: readonly SquareNumber[]; readonly capture: boolean }[];
  /** `*` (unknown) when absent: PDN ends every game with a result. */
  readonly result?: PdnResult | null;
}

const LINE_WIDTH = 80;

/**
 * One game as PDN: its tags (`[SetUp "1"]` and `[FEN ...]` when `start` is not the initial
 * position), a blank line, the numbered movetext wrapped at 80 columns, and the result.
 * parsePdn reads it back to the same tags, start, moves and result.
 */
export function formatPdn(game: PdnGameText): string {
  const start = game.start ?? INITIAL_POSITION;
  const tags = (game.tags ?? []).filter((tag) => tag.name !== 'FEN' && tag.name !== 'SetUp');
  if (!samePosition(start, INITIAL_POSITION)) tags.push({ name: 'SetUp', value: '1' }, { name: 'FEN', value: toPdnFen(start) });
  const header = tags.map((tag) => `[${tag.name} "${tag.value.replace(/[\\"]/g, (char) => `\\${char}`)}"]\n`).join('');
  const words = [
    ...pdnMovetext(
      start.turn === 'white',
      game.moves.map((move) => move.squares.join(move.capture ? 'x' : '-')),
    ),
    game.result ?? '*',
  ];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && line.length + 1 + word.length > LINE_WIDTH) {
      lines.push(line);
      line = '';
    }
    line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return `${header}${header === '' ? '' : '\n'}${lines.join('\n')}\n`;
}

/** Moves with their numbers, as PDN writes them: `1. 11-15 23-19 2. 8-11`, or `1... 23-19 2. 8-11` when White moves first. */
export function pdnMovetext(whiteFirst: boolean, moves: readonly string[]): string[] {
  const words: string[] = [];
  moves.forEach((move, ply) => {
    const blackMove = (ply + (whiteFirst ? 1 : 0)) % 2 === 0;
    const number = Math.floor((ply + (whiteFirst ? 1 : 0)) / 2) + 1;
    if (blackMove) words.push(`${number}.`);
    else if (ply === 0) words.push(`${number}...`);
    words.push(move);
  });
  return words;
}
