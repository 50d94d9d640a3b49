import { type LocatedError, locatedError } from '../../core/located.js';
import { charAt, describeChar, quote } from '../../core/characters.js';
import { LineReader, MAX_LINE_LENGTH, type TextSource } from '../../core/lines.js';
import { parsePdnFen, toPdnFen } from './fen.js';
import { INITIAL_POSITION, type Position, samePosition } from './position.js';
import type { SquareNumber } from './squares.js';
import { grouped, plural } from '../../core/grouped.js';

/**
 * PDN (Portable Draughts Notation), the text form checkers programs keep games in: `[Tag "value"]`
 * headers, then movetext `1. 11-15 23-19 2. 8-11 22x15 ...` ending in a result. This module reads
 * and writes the format only; whether the moves are legal is the referee's business
 * (pdn-moves.ts). Comments (`{...}` and `;` to the end of the line) are kept with the number of
 * moves before them; variations `(...)` are kept with the move they stand for (their moves as
 * written, their comments; a variation inside a variation is read and dropped); NAGs and `!`/`?`
 * are read and dropped.
 *
 * The reader takes its text whole or in chunks and gives each move as it is read and each game as
 * it ends (readPdn), holding one line and the current game's tags: an endless stream of games is
 * answered as it comes, and a game of any length is read in bounded memory. A line is at most
 * MAX_LINE_LENGTH characters (a longer one is an error of its game, and the rest of it is skipped),
 * and a game has at most MAX_PDN_TAGS tags.
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

/** A game as read, but for its moves (which readPdn gives one at a time). */
export interface PdnGameInfo {
  /** Where the game's first tag or first move is. */
  readonly line: number;
  readonly column: number;
  readonly tags: readonly PdnTag[];
  /** The starting position: the FEN tag's, or the initial position (Red, PDN's Black, to move). */
  readonly start: Position;
  /** The result that ends the movetext, or null when the game ends without one. */
  readonly result: PdnResult | null;
  /** What could not be read, first one first; after the first, the rest of the game is skipped. */
  readonly errors: readonly LocatedError[];
  /**
   * The game's comments outside variations, in order (at most MAX_PDN_COMMENTS, each cut at MAX_PDN_COMMENT_TEXT
   * characters).
   */
  readonly comments: readonly PdnComment[];
  /** How many comments were read past MAX_PDN_COMMENTS and dropped (the reader always says; absent is 0). */
  readonly commentsOmitted?: number;
  /** The game's variations, in order (at most MAX_PDN_VARIATIONS); absent in a game made by hand: none. */
  readonly variations?: readonly PdnVariation[];
}

/**
 * A variation `(...)`: moves written in place of the game's move at `ply` (0-based: from the position
 * after `ply` moves of the game), as written and not yet checked (at most MAX_PDN_VARIATION_MOVES;
 * a word that is no move ends it, with no error: a variation is a note, not the game), and its
 * comments (at most MAX_PDN_VARIATION_COMMENTS), each with the number of the variation's moves before it.
 */
export interface PdnVariation {
  readonly ply: number;
  readonly moves: readonly PdnMove[];
  readonly comments: readonly PdnComment[];
}

/**
 * A comment of the movetext, its blanks run together, and how many moves of the game come before it (0: before the
 * first).
 */
export interface PdnComment {
  readonly ply: number;
  readonly text: string;
}

export interface PdnGame extends PdnGameInfo {
  /** The moves, in order; none when the game has an error. */
  readonly moves: readonly PdnMove[];
}

export interface PdnParse {
  readonly games: readonly PdnGame[];
  /** Every game's errors, in the order of the file. */
  readonly errors: readonly LocatedError[];
}

/**
 * What readPdn gives, in the order of the text: each move of a game and each variation kept (after the move it stands
 * for), then the game itself once it ends.
 */
export type PdnItem =
  | {
      readonly kind: 'move';
      readonly move: PdnMove;
      /**
       * The game's start, its tags being all read by its first move; null when they have an error (the game cannot be
       * read).
       */
      readonly start: Position | null;
    }
  | {
      /** A variation of the game's moves, read to its `)` and kept (given after the move it stands for). */
      readonly kind: 'variation';
      readonly variation: PdnVariation;
    }
  | {
      readonly kind: 'game';
      readonly game: PdnGameInfo;
      /**
       * The moves read, each given before as a 'move' item (they are not kept; none count when the game has an error).
       */
      readonly moveCount: number;
    };

/** The most tags a game may have, and their most characters in all: what the reader holds of a game. */
export const MAX_PDN_TAGS = 256;
export const MAX_PDN_TAG_TEXT = MAX_LINE_LENGTH;
/** The most comments a game keeps, and the most characters of each: the rest are read and dropped. */
export const MAX_PDN_COMMENTS = 256;
export const MAX_PDN_COMMENT_TEXT = 2000;
/** The most variations a game keeps, and the most moves and comments of each: the rest are read and dropped. */
export const MAX_PDN_VARIATIONS = 256;
export const MAX_PDN_VARIATION_MOVES = 100;
export const MAX_PDN_VARIATION_COMMENTS = 8;

/**
 * Whether a text looks like PDN rather than the contest's records (which start with two counts):
 * its first non-blank character is `[` (a tag), `{` or `;` (a comment), or it starts with a move number
 * and a move (`1. 11-15`, `1... 15x24`): `1.` followed by dots is a Cheesy Chess row, `9.1` a number.
 */
export const looksLikePdn = (text: string): boolean => /^\uFEFF?\s*([[{;]|\d+\.(\.\.)?\s*\d+\s*[-x]\s*\d)/.test(text);

/** The value of a tag (the first one of that name), or undefined. */
export const pdnTag = (game: Pick<PdnGameInfo, 'tags'>, name: string): string | undefined =>
  game.tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase())?.value;

/**
 * Characters that end a word of movetext. Not "[": a tag opens only where a word may start (after
 * a blank), so that `9-13<ESC>[31m` is one bad move, not a move and a phantom next game.
 */
const DELIMITERS: ReadonlySet<string> = new Set([' ', '\t', '{', '}', '(', ')', ']', ';', '$']);
/** The move at the start of a word, for messages. */
const moveAt = (word: string): string => /^\d+(?:[-xX]\d+)*/.exec(word)?.[0] ?? word;
const MOVE_NUMBER = /^(\d+)(\.+)/;
/** American checkers in PDN's GameType tag; other numbers are other draughts games. */
const AMERICAN_CHECKERS = 21;
const UNCLOSED_COMMENT = 'this comment "{" is never closed by "}"';
const UNCLOSED_VARIATION = 'this variation "(" is never closed by ")"';

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/**
 * Columns of one line (characters, not UTF-16 units), walking forward: a line costs one pass, however many columns are
 * asked.
 */
class Columns {
  private index = 0;
  private column = 1;
  /** All of the line is one UTF-16 unit a character: the column is the index + 1. */
  private readonly plain: boolean;

  constructor(private readonly text: string) {
    this.plain = !/[\uD800-\uDBFF]/.test(text);
  }

  at(target: number): number {
    if (this.plain) return target + 1;
    if (target < this.index) {
      this.index = 0;
      this.column = 1;
    }
    for (; this.index < target; this.index++) {
      const code = this.text.charCodeAt(this.index);
      if (!(code >= 0xdc00 && code <= 0xdfff && isHighSurrogate(this.text.charCodeAt(this.index - 1)))) this.column++;
    }
    return this.column;
  }
}

interface GameBuilder {
  line: number;
  column: number;
  tags: PdnTag[];
  /** Characters of the tags' names and values, against MAX_PDN_TAG_TEXT. */
  tagText: number;
  errors: LocatedError[];
  /** The start and the tags' errors, once the first move has been read (tags cannot follow it). */
  setup?: Setup;
  moveCount: number;
  comments: PdnComment[];
  commentsOmitted: number;
  variations: PdnVariation[];
  /** Movetext has begun: a tag now starts the next game. */
  inMovetext: boolean;
  /** After an error the rest of the game is skipped, up to its result or the next game's tags. */
  skipping: boolean;
}

/** A comment or variation still open at the end of a line. */
interface Open {
  readonly kind: 'comment' | 'variation';
  readonly line: number;
  readonly column: number;
  /** Variations nest; a comment inside one is skipped with it. */
  depth: number;
  inComment: boolean;
  /** A comment's text so far (a variation's: its comment being read). */
  text: string;
  /** A variation of the game's moves (not one inside another), as it is read. */
  variation?: VariationBuilder;
}

interface VariationBuilder {
  readonly ply: number;
  readonly moves: PdnMove[];
  readonly comments: PdnComment[];
  /** A word that is no move was read: the moves after it are not kept. */
  ended: boolean;
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

/**
 * The games of a PDN text, whole or in chunks, one at a time, each as soon as it ends, with its moves (parsePdn
 * collects them).
 */
export function* readPdnGames(source: TextSource): Generator<PdnGame, void, undefined> {
  let moves: PdnMove[] = [];
  for (const item of readPdn(source)) {
    if (item.kind === 'move') {
      moves.push(item.move);
    } else if (item.kind === 'game') {
      yield { ...item.game, moves: item.game.errors.length > 0 ? [] : moves };
      moves = [];
    }
  }
}

/**
 * The moves and games of a PDN text, whole or in chunks, in order: each move as it is read, each
 * game as it ends. Holds one line and the current game's tags, never its moves.
 */
export function* readPdn(source: TextSource): Generator<PdnItem, void, undefined> {
  const reader = new LineReader(source);
  /** What the current line gave, to be handed out once it is read. */
  const items: PdnItem[] = [];
  let current: GameBuilder | undefined;
  let open: Open | undefined;
  /** Comments read before any game has begun: the next game's, and how many of them were dropped. */
  let waiting: PdnComment[] = [];
  let waitingOmitted = 0;

  const openGame = (line: number, column: number): GameBuilder => {
    if (!current) {
      current = {
        line,
        column,
        tags: [],
        tagText: 0,
        errors: [],
        moveCount: 0,
        comments: waiting,
        commentsOmitted: waitingOmitted,
        variations: [],
        inMovetext: false,
        skipping: false,
      };
      waiting = [];
      waitingOmitted = 0;
    }
    return current;
  };
  const close = (result: PdnResult | null): void => {
    if (!current) return;
    const setup = current.setup ?? setupOf(current.tags);
    const errors = [...current.errors, ...setup.errors]
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .slice(0, 1);
    const { line, column, tags, comments, commentsOmitted, variations } = current;
    items.push({
      kind: 'game',
      game: { line, column, tags, start: setup.start, result, errors, comments, commentsOmitted, variations },
      moveCount: errors.length > 0 ? 0 : current.moveCount,
    });
    current = undefined;
  };
  const comment = (text: string, variation?: VariationBuilder): void => {
    const list = variation?.comments ?? current?.comments ?? waiting;
    const said = text.replace(/\s+/g, ' ').trim();
    if (said === '') return;
    // A variation's comments past its limit are dropped uncounted: a variation is a note, not the game.
    if (variation && list.length >= MAX_PDN_VARIATION_COMMENTS) return;
    if (list.length >= MAX_PDN_COMMENTS) {
      if (current) current.commentsOmitted++;
      else waitingOmitted++;
      return;
    }
    const cut = said.length > MAX_PDN_COMMENT_TEXT ? `${said.slice(0, MAX_PDN_COMMENT_TEXT - 1)}…` : said;
    list.push({ ply: variation ? variation.moves.length : (current?.moveCount ?? 0), text: cut });
  };
  const fail = (line: number, column: number, message: string): void => {
    const game = openGame(line, column);
    if (!game.skipping) game.errors.push(locatedError(line, column, message));
    game.skipping = true;
  };

  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    const { text, number } = line;
    // A line that starts with a tag ends a comment or variation never closed: that "}" or ")" closes a later one.
    if (open && /^[ \t]*\[/.test(text)) {
      fail(open.line, open.column, open.kind === 'comment' ? UNCLOSED_COMMENT : UNCLOSED_VARIATION);
      open = undefined;
    }
    const columns = new Columns(text);
    const failAt = (at: number, message: string): void => fail(number, columns.at(at), message);
    let i = 0;
    while (i < text.length) {
      if (open) {
        const { variation } = open;
        i = skipOpen(
          text,
          i,
          open,
          variation && {
            word: (word, at) => variationWord(variation, word, at, number, columns),
            comment: (said) => comment(said, variation),
          },
        );
        if (open.depth === 0) {
          // A variation read to its end is movetext, even when it is all the game has so far.
          if (open.kind === 'variation' && current) current.inMovetext = true;
          if (variation && variation.moves.length > 0 && current && current.variations.length < MAX_PDN_VARIATIONS) {
            const kept = { ply: variation.ply, moves: variation.moves, comments: variation.comments };
            current.variations.push(kept);
            items.push({ kind: 'variation', variation: kept });
          }
          if (open.kind === 'comment') comment(open.text);
          open = undefined;
        } else if (open.kind === 'comment') {
          open.text += ' ';
        }
        continue;
      }
      const char = text[i];
      if (char === ' ' || char === '\t') {
        i++;
      } else if ((char === '%' && i === 0) || char === ';') {
        // An escape line (other programs' private data), or a comment to the end of the line.
        if (char === ';') comment(text.slice(i + 1));
        break;
      } else if (char === '{' || char === '(') {
        open = {
          kind: char === '{' ? 'comment' : 'variation',
          line: number,
          column: columns.at(i),
          depth: 1,
          inComment: false,
          text: '',
          // A variation stands for the last move read: it starts from the position before it.
          ...(char === '(' && current && current.moveCount > 0
            ? { variation: { ply: current.moveCount - 1, moves: [], comments: [], ended: false } }
            : {}),
        };
        i++;
      } else if (char === '$') {
        // A numeric annotation glyph: $1 is a good move, $2 a poor one.
        const nag = /^\$\d+/.exec(text.slice(i, i + 8));
        if (!nag) {
          const next = i + 1 < text.length ? describeChar(charAt(text, i + 1)) : 'the end of the line';
          failAt(i, `expected a number after "$" (an annotation such as $1), found ${next}`);
        }
        i += nag ? nag[0].length : 1;
      } else if (char === '[') {
        if (current?.inMovetext) close(null);
        const game = openGame(number, columns.at(i));
        const tag = readTag(text, i, number, columns);
        if ('message' in tag) {
          failAt(tag.at, tag.message);
          break;
        }
        game.tagText += tag.tag.name.length + tag.tag.value.length;
        if (game.tags.length >= MAX_PDN_TAGS || game.tagText > MAX_PDN_TAG_TEXT) {
          const limit = `${MAX_PDN_TAGS} tags, of ${grouped(MAX_PDN_TAG_TEXT)} characters in all`;
          failAt(i, `a game has at most ${limit}; the rest of this game is skipped`);
        } else {
          game.tags.push(tag.tag);
        }
        i = tag.end;
      } else {
        let end = i;
        while (end < text.length && !DELIMITERS.has(text[end])) end++;
        if (end === i) {
          // A lone "}", ")" or "]".
          failAt(
            i,
            `expected a move, a move number, a comment or a result, found ${describeChar(char)} ` +
              `with nothing open before it`,
          );
          i++;
          continue;
        }
        const game = openGame(number, columns.at(i));
        game.inMovetext = true;
        const word = text.slice(i, end);
        const result = resultOf(word);
        if (result) {
          close(result);
        } else if (!game.skipping) {
          const move = readMoveWord(word, i, number, columns, failAt);
          if (move) {
            game.setup ??= setupOf(game.tags);
            game.moveCount++;
            items.push({ kind: 'move', move, start: game.setup.errors.length > 0 ? null : game.setup.start });
          }
        }
        i = end;
      }
    }
    for (const cut of reader.takeCutLines()) {
      fail(
        cut,
        reader.maxLineLength + 1,
        `line ${cut} is longer than ${plural(reader.maxLineLength, 'character')}; the rest of it is skipped`,
      );
    }
    if (items.length > 0) {
      yield* items;
      items.length = 0;
    }
  }
  if (open) fail(open.line, open.column, open.kind === 'comment' ? UNCLOSED_COMMENT : UNCLOSED_VARIATION);
  close(null);
  yield* items;
}

/** What a variation of the game hears of its own text, as skipOpen reads it. */
interface VariationText {
  /** A word (not a comment, nor in a variation inside it, nor after a `;`), with its index in the line. */
  word(word: string, at: number): void;
  /** One of its comments, whole. */
  comment(text: string): void;
}

/**
 * Index just past what an open comment or variation takes of `text` from `from`: its end (depth 0),
 * or the end of the line. A variation's own words and comments go to `own`.
 */
function skipOpen(text: string, from: number, open: Open, own?: VariationText): number {
  if (open.kind === 'comment') {
    const end = text.indexOf('}', from);
    // Only what a comment keeps is held: a comment of many lines costs no more.
    if (open.text.length <= MAX_PDN_COMMENT_TEXT)
      open.text += text.slice(from, end < 0 ? text.length : end).slice(0, MAX_PDN_COMMENT_TEXT + 1);
    if (end < 0) return text.length;
    open.depth = 0;
    return end + 1;
  }
  let word = -1;
  let lineComment = false;
  const endWord = (at: number): void => {
    if (word >= 0) own?.word(text.slice(word, at), word);
    word = -1;
  };
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    const mine = own !== undefined && open.depth === 1 && !lineComment;
    if (open.inComment) {
      if (char === '}') {
        open.inComment = false;
        if (mine) own.comment(open.text);
        open.text = '';
      } else if (mine && open.text.length <= MAX_PDN_COMMENT_TEXT) {
        open.text += char;
      }
    } else if (char === '{') {
      endWord(i);
      open.inComment = true;
    } else if (char === '(') {
      endWord(i);
      open.depth++;
    } else if (char === ')') {
      endWord(i);
      if (--open.depth === 0) return i + 1;
    } else if (mine && (char === ';' || char === '$')) {
      // A comment to the end of the line, or an annotation glyph ($6).
      endWord(i);
      if (char === ';') lineComment = true;
      else while (/\d/.test(text[i + 1] ?? '')) i++;
    } else if (mine && !DELIMITERS.has(char)) {
      if (word < 0) word = i;
    } else {
      endWord(i);
    }
  }
  endWord(text.length);
  // A comment of the variation goes on at the next line, after a blank.
  if (open.inComment && open.text !== '') open.text += ' ';
  return text.length;
}

/**
 * A word of a variation: a move kept, a move number, result or annotation passed over; anything else ends its moves.
 */
function variationWord(variation: VariationBuilder, word: string, at: number, line: number, columns: Columns): void {
  if (variation.ended || resultOf(word)) return;
  const move = readMoveWord(word, at, line, columns, () => (variation.ended = true));
  if (!move) return;
  if (variation.moves.length < MAX_PDN_VARIATION_MOVES) variation.moves.push(move);
  else variation.ended = true;
}

function resultOf(word: string): PdnResult | undefined {
  return (PDN_RESULTS as readonly string[]).includes(word) ? (word as PdnResult) : undefined;
}

/**
 * A word of movetext that is not a result: a move number, a move, or both run together (`1.11-15`); the move, if there
 * is one.
 */
function readMoveWord(
  word: string,
  at: number,
  line: number,
  columns: Columns,
  fail: (at: number, message: string) => void,
): PdnMove | undefined {
  let rest = word;
  let offset = 0;
  const number = MOVE_NUMBER.exec(rest);
  if (number) {
    offset = number[0].length;
    rest = rest.slice(offset);
    if (rest === '') return undefined;
  }
  // Squares joined by "-" or "x", read by hand: a file holds hundreds of thousands of them.
  const squares: SquareNumber[] = [];
  let k = 0;
  for (;;) {
    const start = k;
    let value = 0;
    while (k < rest.length && rest.charCodeAt(k) >= 48 && rest.charCodeAt(k) <= 57)
      value = value * 10 + rest.charCodeAt(k++) - 48;
    if (k === start) break;
    if (value < 1 || value > 32 || k - start > 2) {
      const digits = rest.slice(start, k);
      fail(
        at + offset + start,
        `expected a square number 1-32 in the move ${quote(moveAt(rest))}, found ${quote(digits, 6)}`,
      );
      return undefined;
    }
    squares.push(value);
    if (k < rest.length && (rest[k] === '-' || rest[k] === 'x' || rest[k] === 'X') && /\d/.test(rest[k + 1] ?? '')) k++;
    else break;
  }
  if (squares.length < 2) {
    const what = 'a move such as 11-15 or 22x15, a move number, a comment or a result';
    fail(at + offset, `expected ${what}, found ${quote(rest)}`);
    return undefined;
  }
  const move = rest.slice(0, k);
  while (k < rest.length && (rest[k] === '!' || rest[k] === '?')) k++;
  if (k < rest.length) {
    fail(at + offset + k, `expected a space after the move ${quote(move)}, found ${describeChar(charAt(rest, k))}`);
    return undefined;
  }
  return { text: move, squares, capture: /[xX]/.test(move), line, column: columns.at(at + offset) };
}

type TagRead = { readonly tag: PdnTag; readonly end: number } | { readonly at: number; readonly message: string };

/** `[Name "value"]` on one line, at `from`; the value may escape `"` and `\` with `\`. */
function readTag(text: string, from: number, line: number, columns: Columns): TagRead {
  const found = (at: number): string => (at >= text.length ? 'the end of the line' : describeChar(charAt(text, at)));
  const column = columns.at(from);
  let i = from + 1;
  while (text[i] === ' ' || text[i] === '\t') i++;
  const nameStart = i;
  while (i < text.length && /[A-Za-z0-9_]/.test(text[i])) i++;
  if (i === nameStart) return { at: i, message: `expected a tag name after "[" (such as Event), found ${found(i)}` };
  const name = text.slice(nameStart, i);
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] !== '"')
    return { at: i, message: `expected the tag's value in double quotes after ${name}, found ${found(i)}` };
  const valueStart = i;
  let value = '';
  for (i++; ; i++) {
    if (i >= text.length) {
      const opened = columns.at(valueStart);
      return {
        at: i,
        message: `expected '"' to close the value of ${name} (opened at column ${opened}), found the end of the line`,
      };
    }
    if (text[i] === '"') break;
    if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) i++;
    value += text[i];
  }
  i++;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] !== ']') return { at: i, message: `expected "]" to close the tag ${name}, found ${found(i)}` };
  return { tag: { name, value, line, column }, end: i + 1 };
}

/** What a game's tags say: its start, and what is wrong with them. */
interface Setup {
  readonly start: Position;
  readonly errors: readonly LocatedError[];
}

/** The start from the FEN tag, and whether the GameType tag says American checkers. */
function setupOf(tags: readonly PdnTag[]): Setup {
  const errors: LocatedError[] = [];
  let start = INITIAL_POSITION;
  const located = (tag: PdnTag, offset: number, message: string): LocatedError =>
    // The value starts after `[Name "`; tags are one line, so columns add up.
    locatedError(tag.line, tag.column + offset, message);
  for (const tag of tags) {
    const valueOffset = 2 + tag.name.length + 1;
    if (tag.name === 'GameType') {
      const type = Number(/^\s*(\d+)/.exec(tag.value)?.[1]);
      if (type !== AMERICAN_CHECKERS) {
        errors.push(
          located(
            tag,
            valueOffset,
            `GameType ${quote(tag.value)} is not American checkers (${AMERICAN_CHECKERS}); Arbiter ` +
              `reads American checkers only`,
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
  return { start, errors };
}

/** A move as formatPdn writes it: its squares, joined by `x` for a capture. */
export interface PdnMoveText {
  readonly squares: readonly SquareNumber[];
  readonly capture: boolean;
}

/** What formatPdn writes: tags, a start (the FEN tag is written from it), moves and a result. */
export interface PdnGameText {
  /** Tags in order; FEN and SetUp are left out and written from `start` instead. */
  readonly tags?: readonly { readonly name: string; readonly value: string }[];
  readonly start?: Position;
  readonly moves: readonly PdnMoveText[];
  /** `*` (unknown) when absent: PDN ends every game with a result. */
  readonly result?: PdnResult | null;
  /** Comments, each after `ply` moves (0: before the first); none may hold "}". */
  readonly comments?: readonly PdnComment[];
  /** Variations, each written after the move at `ply` (which it stands for) and that move's comments. */
  readonly variations?: readonly {
    readonly ply: number;
    readonly moves: readonly PdnMoveText[];
    readonly comments?: readonly PdnComment[];
  }[];
}

const LINE_WIDTH = 80;

/**
 * One game as PDN: its tags (`[SetUp "1"]` and `[FEN ...]` when `start` is not the initial
 * position), a blank line, the numbered movetext wrapped at 80 columns (variations in parentheses
 * after the move they stand for), and the result. parsePdn reads it back to the same tags, start,
 * moves, comments, variations and result.
 */
export function formatPdn(game: PdnGameText): string {
  const start = game.start ?? INITIAL_POSITION;
  const tags = (game.tags ?? []).filter((tag) => tag.name !== 'FEN' && tag.name !== 'SetUp');
  if (!samePosition(start, INITIAL_POSITION))
    tags.push({ name: 'SetUp', value: '1' }, { name: 'FEN', value: toPdnFen(start) });
  const header = tags.map((tag) => `[${tag.name} "${tag.value.replace(/[\\"]/g, (char) => `\\${char}`)}"]\n`).join('');
  const whiteFirst = start.turn === 'white';
  const words: string[] = [];
  /** Where a variation's "(" and ")" are among the words: "(" joins the word after it, ")" the word before it. */
  const opens = new Set<number>();
  const closes = new Set<number>();
  /**
   * A line of moves from `firstPly` of the game, each followed by its comments and the variations
   * that stand for it; a move after a comment or a variation gets its number again ("5... 23-19").
   */
  const line = (
    moves: readonly PdnMoveText[],
    firstPly: number,
    comments: readonly PdnComment[],
    variations: PdnGameText['variations'] = [],
  ): void => {
    const commentsAfter = (ply: number): boolean => {
      const here = comments.filter((comment) => comment.ply === ply);
      for (const { text } of here) words.push(...`{${text}}`.split(' '));
      return here.length > 0;
    };
    let numbered = commentsAfter(0);
    moves.forEach((move, ply) => {
      const [number, text] = pdnMovetext(whiteFirst, [move.squares.join(move.capture ? 'x' : '-')], firstPly + ply);
      words.push(...(number.endsWith('...') && !numbered && ply > 0 ? [text] : [number, text]));
      numbered = commentsAfter(ply + 1);
      // A variation of no move has nothing to write (and is not read back).
      for (const variation of variations.filter((each) => each.ply === firstPly + ply && each.moves.length > 0)) {
        opens.add(words.push('(') - 1);
        line(variation.moves, variation.ply, variation.comments ?? []);
        closes.add(words.push(')') - 1);
        numbered = true;
      }
    });
  };
  line(game.moves, 0, game.comments ?? [], game.variations);
  words.push(game.result ?? '*');
  // "(" joins the word after it, ")" the word before it: a line breaks between words only.
  const joined: string[] = [];
  words.forEach((word, index) => {
    if (opens.has(index)) return;
    if (closes.has(index)) joined[joined.length - 1] += word;
    else joined.push(opens.has(index - 1) ? `(${word}` : word);
  });
  const lines: string[] = [];
  let text = '';
  for (const word of joined) {
    if (text !== '' && text.length + 1 + word.length > LINE_WIDTH) {
      lines.push(text);
      text = '';
    }
    text = text === '' ? word : `${text} ${word}`;
  }
  lines.push(text);
  return `${header}${header === '' ? '' : '\n'}${lines.join('\n')}\n`;
}

/**
 * Moves with their numbers, as PDN writes them: `1. 11-15 23-19 2. 8-11`, or `1... 23-19 2. 8-11`
 * when White moves first; `firstPly` moves of the game come before the first of `moves`.
 */
export function pdnMovetext(whiteFirst: boolean, moves: readonly string[], firstPly = 0): string[] {
  const words: string[] = [];
  moves.forEach((move, k) => {
    // Half-moves from Red's first: Red makes the even ones.
    const half = firstPly + k + (whiteFirst ? 1 : 0);
    const number = Math.floor(half / 2) + 1;
    if (half % 2 === 0) words.push(`${number}.`);
    else if (k === 0) words.push(`${number}...`);
    words.push(move);
  });
  return words;
}
