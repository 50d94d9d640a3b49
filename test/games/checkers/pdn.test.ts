import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePdnFen, toPdnFen } from '../../../src/games/checkers/fen.js';
import {
  MAX_PDN_COMMENTS,
  MAX_PDN_TAGS,
  MAX_PDN_VARIATIONS,
  MAX_PDN_VARIATION_MOVES,
  PDN_RESULTS,
  type PdnGameText,
  type PdnResult,
  formatPdn,
  looksLikePdn,
  parsePdn,
  pdnTag,
  readPdn,
  readPdnGames,
} from '../../../src/games/checkers/pdn.js';
import { MAX_LINE_LENGTH } from '../../../src/core/lines.js';
import { checkersPdn } from '../../../src/problems/checkers/pdn-guard.js';
import { INITIAL_POSITION } from '../../../src/games/checkers/position.js';
import { anyPosition, playChoices } from './playouts.js';

const squaresOf = (text: string): number[][] =>
  parsePdn(text).games.flatMap((game) => game.moves.map((move) => [...move.squares]));

/** The one game of `text`, with no errors. */
function onlyGame(text: string): ReturnType<typeof parsePdn>['games'][number] {
  const { games, errors } = parsePdn(text);
  expect(errors).toEqual([]);
  expect(games).toHaveLength(1);
  return games[0];
}

describe('reading PDN', () => {
  it('reads tags (with escaped quotes), numbered moves, captures and the result', () => {
    const game = onlyGame('[Event "The \\"Open\\" \\\\ 1998"]\n[Black "Ann"]\n\n1. 11-15 23-19 2. 8-11 22x15 1-0\n');
    expect(game.tags.map(({ name, value }) => [name, value])).toEqual([
      ['Event', 'The "Open" \\ 1998'],
      ['Black', 'Ann'],
    ]);
    expect(pdnTag(game, 'black')).toBe('Ann');
    expect(game.moves.map(({ text, capture, line, column }) => [text, capture, line, column])).toEqual([
      ['11-15', false, 4, 4],
      ['23-19', false, 4, 10],
      ['8-11', false, 4, 19],
      ['22x15', true, 4, 24],
    ]);
    expect(game.result).toBe('1-0');
    expect(game.start).toEqual(INITIAL_POSITION);
  });

  it('drops comments, variations (nested, with comments in them), NAGs, !/? suffixes and escape lines', () => {
    const text = [
      '{a comment (with a paren} 1. 11-15! 23-19?! $2 ; to the end of the line 9-13',
      '%an escape line 9-13',
      '2. 8-11 (2. 9-13 {a } in a comment? no: {x} (3. 22-18 (3. 21-17)) 24-20) 22-17 $14 3. 4-8?? *',
    ].join('\n');
    expect(squaresOf(text)).toEqual([
      [11, 15],
      [23, 19],
      [8, 11],
      [22, 17],
      [4, 8],
    ]);
    expect(parsePdn(text).errors).toEqual([]);
  });

  it('keeps comments of the game, on one line or several, with the number of moves before each', () => {
    const text = [
      '[Event "x"]',
      '{Before   the first move,',
      'over two lines.} 1. 11-15 {Red opens} 23-19 (1... 22-18 {kept with it}) 2. 8-11 ; to the line end',
      '22-17 *',
    ].join('\n');
    const [game] = parsePdn(text).games;
    expect(game.comments).toEqual([
      { ply: 0, text: 'Before the first move, over two lines.' },
      { ply: 1, text: 'Red opens' },
      { ply: 3, text: 'to the line end' },
    ]);
    // Written back after the move before each, a White move after a comment numbered again.
    expect(formatPdn(game)).toBe(
      '[Event "x"]\n\n{Before the first move, over two lines.} 1. 11-15 {Red opens} 1... 23-19 (1...\n' +
        '22-18 {kept with it}) 2. 8-11 {to the line end} 2... 22-17 *\n',
    );
    expect(parsePdn(formatPdn(game)).games[0].comments).toEqual(game.comments);
    expect(game.commentsOmitted).toBe(0);
  });

  it('keeps the first MAX_PDN_COMMENTS comments of a game and counts the rest, before and in it', () => {
    const many = (count: number, word: string): string =>
      Array.from({ length: count }, (_, k) => `{${word} ${k}}`).join(' ');
    const text = `${many(MAX_PDN_COMMENTS + 5, 'before')}\n[Event "x"]\n1. 11-15 ${many(10, 'after')} 23-19 *\n`;
    const [game] = parsePdn(text).games;
    expect(game.comments).toHaveLength(MAX_PDN_COMMENTS);
    expect(game.comments.at(-1)).toEqual({ ply: 0, text: `before ${MAX_PDN_COMMENTS - 1}` });
    expect(game.commentsOmitted).toBe(5 + 10);
    const explained = checkersPdn.explain(game, checkersPdn.judge(game), 1);
    expect(explained).toMatchObject({ commentsOmitted: 15 });
    expect(explained.comments).toHaveLength(MAX_PDN_COMMENTS);
  });

  it('keeps variations with the move they stand for: their moves, their comments; one inside another dropped', () => {
    const text = [
      '1. 11-15 23-19 (1... 22-18 {the other way} 2. 15x22 $2 (2. 9-13) 25x18 ; a line comment 9-13)',
      '2. 8-11 (2. 9-14 {over',
      'two lines} 22-17 zap 17-13) (1-0) 22-17 *',
    ].join('\n');
    const [game] = parsePdn(text).games;
    expect(game.errors).toEqual([]);
    expect(game.moves.map((move) => move.text)).toEqual(['11-15', '23-19', '8-11', '22-17']);
    expect(
      game.variations?.map(({ ply, moves, comments }) => ({
        ply,
        moves: moves.map(({ text, line, column }) => `${text}@${line}:${column}`),
        comments,
      })),
    ).toEqual([
      {
        ply: 1,
        moves: ['22-18@1:22', '15x22@1:47', '25x18@1:66'],
        comments: [{ ply: 1, text: 'the other way' }],
      },
      // "zap" is no move: the variation's moves end there, with no error of the game.
      { ply: 2, moves: ['9-14@2:13', '22-17@3:12'], comments: [{ ply: 1, text: 'over two lines' }] },
    ]);
    // A variation with no move (a result alone) is not kept; one before any move has no move to stand for.
    expect(parsePdn('(1. 9-13) 1. 11-15 *').games[0].variations).toEqual([]);
  });

  it('writes variations after the move they stand for, and reads them back the same', () => {
    const text = [
      '1. 11-15 23-19 (1... 22-18 {the other way} 2. 15x22 25x18) 2. 8-11 {a note}',
      '(2. 9-14 22-17 3. 14-18 19-15) 22-17 (2... 23-18) *',
    ].join('\n');
    const [game] = parsePdn(text).games;
    const written = formatPdn(game);
    expect(written).toBe(
      '1. 11-15 23-19 (1... 22-18 {the other way} 2. 15x22 25x18) 2. 8-11 {a note} (2.\n' +
        '9-14 22-17 3. 14-18 19-15) 2... 22-17 (2... 23-18) *\n',
    );
    const [read] = parsePdn(written).games;
    const shape = (variations: typeof game.variations) =>
      variations?.map(({ ply, moves, comments }) => ({ ply, moves: moves.map((move) => move.text), comments }));
    expect(shape(read.variations)).toEqual(shape(game.variations));
    expect(read.comments).toEqual(game.comments);
    expect(read.moves.map((move) => move.text)).toEqual(game.moves.map((move) => move.text));
  });

  it('keeps at most MAX_PDN_VARIATIONS variations a game, MAX_PDN_VARIATION_MOVES moves each', () => {
    const long = Array.from({ length: MAX_PDN_VARIATION_MOVES + 5 }, (_, k) => (k % 2 === 0 ? '9-13' : '13-9')).join(
      ' ',
    );
    const [game] = parsePdn(`1. 11-15 ${'(1. 9-14) '.repeat(MAX_PDN_VARIATIONS + 3)}(${long}) *`).games;
    expect(game.variations).toHaveLength(MAX_PDN_VARIATIONS);
    const [one] = parsePdn(`1. 11-15 (${long}) *`).games;
    expect(one.variations?.[0].moves).toHaveLength(MAX_PDN_VARIATION_MOVES);
  });

  it('reads move numbers run into the move, "1..." before a White move, X for x, and multi-jumps', () => {
    expect(squaresOf('1.11-15 1...23-19 12.9X14x23 *')).toEqual([
      [11, 15],
      [23, 19],
      [9, 14, 23],
    ]);
  });

  it('takes every result, draughts style and chess style, as the end of a game', () => {
    const text = PDN_RESULTS.map((result) => `1. 11-15 ${result}`).join('\n');
    const { games, errors } = parsePdn(text);
    expect(errors).toEqual([]);
    expect(games.map((game) => game.result)).toEqual([...PDN_RESULTS]);
    expect(games.every((game) => game.moves.length === 1)).toBe(true);
  });

  it('splits games at a result, and at tags after movetext; a game may end without a result', () => {
    const text = '[Event "a"]\n1. 11-15\n[Event "b"]\n[Round "2"]\n1. 9-13 2-0 1. 10-14 {next} [Event "d"] 1. 12-16';
    const { games } = parsePdn(text);
    expect(games.map((game) => [pdnTag(game, 'Event') ?? null, game.result, game.moves.length, game.line])).toEqual([
      ['a', null, 1, 1],
      ['b', '2-0', 1, 3],
      [null, null, 1, 5],
      ['d', null, 1, 5],
    ]);
  });

  it('takes the start from the FEN tag, and tolerates CRLF, CR, tabs and a byte-order mark', () => {
    const game = onlyGame('\uFEFF[SetUp "1"]\r\n[FEN "W:W18,22:B10,K2"]\r\r\n1...\t22-17 *\r\n');
    expect(toPdnFen(game.start)).toBe('W:W18,22:B10,K2');
    expect(game.moves[0]).toMatchObject({ squares: [22, 17], line: 4, column: 6 });
  });

  it('counts columns in characters, so a wide character in a comment moves nothing', () => {
    expect(onlyGame('{\u{1F600}} 1. 11-15').moves[0].column).toBe(8);
  });

  it.each([
    [
      '[Event "x]\n1. 11-15 *',
      1,
      11,
      `expected '"' to close the value of Event (opened at column 8), found the end of the line`,
    ],
    ['[Event x]', 1, 8, 'expected the tag\'s value in double quotes after Event, found "x"'],
    ['[ "x"]', 1, 3, `expected a tag name after "[" (such as Event), found '"'`],
    ['[Event "x" junk]', 1, 12, 'expected "]" to close the tag Event, found "j"'],
    ['1. 11-15 23-19 2. 8-11, 22-17', 1, 23, 'expected a space after the move "8-11", found ","'],
    [
      '1. 11-15 c3-d4',
      1,
      10,
      'expected a move such as 11-15 or 22x15, a move number, a comment or a result, found "c3-d4"',
    ],
    ['1. 11-15\n2. 7-33', 2, 6, 'expected a square number 1-32 in the move "7-33", found "33"'],
    ['1. 11-15 $ 23-19', 1, 10, 'expected a number after "$" (an annotation such as $1), found a space'],
    ['1. 11-15 {never closed\n23-19', 1, 10, 'this comment "{" is never closed by "}"'],
    ['1. 11-15 (2. 9-13\n23-19', 1, 10, 'this variation "(" is never closed by ")"'],
    [
      '1. 11-15 ) 23-19',
      1,
      10,
      'expected a move, a move number, a comment or a result, found ")" with nothing open before it',
    ],
    ['[FEN "W:W18,33:B1"]\n1... 18-14', 1, 13, 'in the FEN tag: square 33 is not on the board (1-32)'],
    [
      '[GameType "20"]\n1. 32-28',
      1,
      12,
      'GameType "20" is not American checkers (21); Arbiter reads American checkers only',
    ],
  ])('locates what cannot be read: %j at %i:%i', (text, line, column, message) => {
    const { games, errors } = parsePdn(text);
    expect(errors).toEqual([{ line, column, message }]);
    expect(games[0].errors).toEqual(errors);
    expect(games[0].moves).toEqual([]);
  });

  it('reports one error per game and reads the next game: it resyncs at the result or at the next tags', () => {
    const text = [
      '[Event "one"]',
      '1. 11-15 foo bar 23-19 1-0',
      '[Event "two"]',
      '1. 11-15 {open',
      '[Event "three"]',
      '1. 9-13 (open',
      '[Event "four"]',
      '1. 10-14 {fine} *',
      '1. 7-33 zap 0-1 1. 12-16 *',
    ].join('\n');
    const { games, errors } = parsePdn(text);
    expect(
      games.map((game) => [pdnTag(game, 'Event') ?? null, game.errors.length, game.moves.length, game.result]),
    ).toEqual([
      ['one', 1, 0, '1-0'],
      ['two', 1, 0, null],
      ['three', 1, 0, null],
      ['four', 0, 1, '*'],
      [null, 1, 0, '0-1'],
      [null, 0, 1, '*'],
    ]);
    expect(errors.map((error) => `${error.line}:${error.column}`)).toEqual(['2:10', '4:10', '6:9', '9:6']);
  });

  it('never throws, and every error it reports lies inside the text', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '[',
            ']',
            '"',
            '{',
            '}',
            '(',
            ')',
            ';',
            '$',
            '1',
            '2',
            '.',
            '-',
            'x',
            ' ',
            '\n',
            'E',
            '*',
            '/',
          ),
        ),
        (chars) => {
          const text = chars.join('');
          const lines = text.split(/\r\n?|\n/);
          for (const error of parsePdn(text).errors) {
            expect(error.line).toBeGreaterThanOrEqual(1);
            expect(error.line).toBeLessThanOrEqual(lines.length);
            expect(error.column).toBeGreaterThanOrEqual(1);
            expect(error.column).toBeLessThanOrEqual(lines[error.line - 1].length + 1);
            checked++;
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('tells PDN from the contest format by its first characters', () => {
    for (const text of [
      '[Event "x"]',
      '  \n1. 11-15',
      '1.11-15',
      '1... 15-19',
      '{intro} 1. 11-15',
      '; header\n1. 9-13',
      '\uFEFF[FEN "B:W21-32:B1-12"]',
    ]) {
      expect(looksLikePdn(text)).toBe(true);
    }
    for (const text of ['4 3\n6 7 8 -16', '1 1\n14\n32', '', '0 0', '11-15', '1.......D\n', '9.1', '1.2.....D'])
      expect(looksLikePdn(text)).toBe(false);
  });
});

describe('reading PDN as it comes', () => {
  it('reads a text cut into chunks anywhere as it reads it whole', () => {
    const text = readFileSync(new URL('../../fixtures/pdn/published.pdn', import.meta.url), 'utf8') + '\n' + GAMES;
    const whole = parsePdn(text);
    let cuts = 0;
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(text.length), { maxLength: 12 }), (points) => {
        const sorted = [...points].sort((a, b) => a - b);
        const chunks = [0, ...sorted].map((from, k) => text.slice(from, sorted[k] ?? text.length));
        expect([...readPdnGames(chunks)]).toEqual(whole.games);
        cuts += points.length;
      }),
      { numRuns: 200 },
    );
    expect(whole.games.length).toBeGreaterThanOrEqual(5);
    expect(cuts).toBeGreaterThanOrEqual(500);
  });

  it('gives each game as soon as the line it ends on is read, holding none of its moves', () => {
    let pulled = 0;
    function* lines(): Generator<string> {
      // An endless stream: one game a line, as `yes '[Event "x"] 1. 11-15 23-19 *'` gives.
      for (;;) {
        pulled++;
        yield '[Event "x"] 1. 11-15 23-19 *\n';
      }
    }
    let games = 0;
    let moves = 0;
    for (const item of readPdn(lines())) {
      if (item.kind === 'move') {
        moves++;
        continue;
      }
      if (item.kind !== 'game') continue;
      games++;
      // Game k ends on line k; the reader has read line k and at most the next one.
      expect(pulled).toBeLessThanOrEqual(games + 1);
      expect(item.moveCount).toBe(2);
      if (games === 10_000) break;
    }
    expect(moves).toBe(20_000);
  });

  it('takes a "[" glued to a word as part of that word: `9-13<ESC>[31m` is one bad move, not a phantom next game', () => {
    const { games } = parsePdn('[Event "x"]\n1. 11-15 23-19 2. 9-13\x1b[31m 22-17 *\n');
    expect(games).toHaveLength(1);
    expect(games[0].errors).toEqual([
      { line: 2, column: 23, message: 'expected a space after the move "9-13", found an escape (U+001B)' },
    ]);
  });

  it('bounds what it holds of a game: a line longer than MAX_LINE_LENGTH and a game of more than MAX_PDN_TAGS tags are errors', () => {
    const long = parsePdn(`[Event "x"]\n1. 11-15 {${'x'.repeat(MAX_LINE_LENGTH)}} 23-19 *\n[Event "y"] 1. 9-13 *`);
    expect(
      long.games.map((game) => [pdnTag(game, 'Event'), game.errors.map((error) => `${error.line}:${error.column}`)]),
    ).toEqual([
      ['x', [`2:${MAX_LINE_LENGTH + 1}`]],
      ['y', []],
    ]);
    expect(long.errors[0].message).toBe('line 2 is longer than 1,048,576 characters; the rest of it is skipped');
    const tags = Array.from({ length: MAX_PDN_TAGS + 1 }, (_, k) => `[Tag${k} "v"]`).join('\n');
    const many = parsePdn(`${tags}\n1. 11-15 *`);
    expect(many.games).toHaveLength(1);
    expect(many.games[0].tags).toHaveLength(MAX_PDN_TAGS);
    expect(many.errors).toEqual([
      {
        line: MAX_PDN_TAGS + 1,
        column: 1,
        message: 'a game has at most 256 tags, of 1,048,576 characters in all; the rest of this game is skipped',
      },
    ]);
  });
});

/** Games of every kind, for cutting into chunks: tags, comments over lines, variations, NAGs, errors and resyncs. */
const GAMES = [
  '[Event "two"] 1. 11-15 {a comment',
  'over two lines} 23-19 (2. 9-13 {in (a} variation',
  'still) 2. 8-11 $14 22-17! *',
  '[Event "open"]',
  '1. 11-15 {never closed',
  '[Event "after"]',
  '1.11-15 1...23-19 2. 8-11 zap 22-17 1-0 1. 9-13 ; rest',
  '% escape line',
  '[FEN "W:W18,33:B1"] 1... 18-14 *',
  '[Event "é\u{1F600}"] 1. 11-15 *',
].join('\r\n');

const tagArbitrary = fc.record({
  name: fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,8}$/).filter((name) => name !== 'FEN' && name !== 'SetUp'),
  value: fc.string({ maxLength: 12 }).filter((value) => !/[\r\n]/.test(value)),
});

describe('formatPdn and parsePdn', () => {
  it('read back what is written: tags, start (a FEN tag when set up), moves and result, several games to a file', () => {
    let games = 0;
    let setUp = 0;
    let jumps = 0;
    let commented = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.oneof(fc.constant(INITIAL_POSITION), anyPosition),
            choices: fc.array(fc.nat(), { maxLength: 90 }),
            tags: fc.array(tagArbitrary, { maxLength: 4 }),
            result: fc.option(fc.constantFrom<PdnResult>(...PDN_RESULTS)),
            notes: fc.array(
              fc.record({
                at: fc.nat(),
                words: fc.array(fc.stringMatching(/^[a-z!?(),.]{1,8}$/), { minLength: 1, maxLength: 4 }),
              }),
              {
                maxLength: 3,
              },
            ),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (specs) => {
          const written: PdnGameText[] = specs.map(({ start, choices, tags, result, notes }) => {
            const moves = playChoices(start, choices).moves.map((move) => ({
              squares: move.path,
              capture: move.captured.length > 0,
            }));
            // Comments in move order, as a reader gives them.
            const comments = notes
              .map(({ at, words }) => ({ ply: at % (moves.length + 1), text: words.join(' ') }))
              .sort((a, b) => a.ply - b.ply);
            return { tags, start, result, moves, comments };
          });
          const { games: read, errors } = parsePdn(written.map(formatPdn).join('\n'));
          expect(errors).toEqual([]);
          expect(read).toHaveLength(written.length);
          read.forEach((game, index) => {
            const original = written[index];
            expect(
              game.tags
                .filter((tag) => tag.name !== 'FEN' && tag.name !== 'SetUp')
                .map(({ name, value }) => ({ name, value })),
            ).toEqual(original.tags);
            expect(toPdnFen(game.start)).toBe(toPdnFen(original.start ?? INITIAL_POSITION));
            expect(game.moves.map(({ squares, capture }) => ({ squares, capture }))).toEqual(original.moves);
            expect(game.result).toBe(original.result ?? '*');
            expect(game.comments).toEqual(original.comments);
            commented += original.comments?.length ?? 0;
            games++;
            if (pdnTag(game, 'FEN') !== undefined) setUp++;
            jumps += original.moves.filter((move) => move.capture).length;
          });
        },
      ),
      { numRuns: 150 },
    );
    expect(games).toBeGreaterThanOrEqual(200);
    expect(setUp).toBeGreaterThanOrEqual(50);
    expect(jumps).toBeGreaterThanOrEqual(100);
    expect(commented).toBeGreaterThanOrEqual(100);
  });

  it('writes numbered movetext, "1..." when White moves first, and lines of at most 80 characters', () => {
    const start = parsePdnFen('W:W22,23:B10,11');
    if (!start.ok) throw new Error(start.error.message);
    const text = formatPdn({
      tags: [{ name: 'Event', value: 'x' }],
      start: start.value,
      moves: [{ squares: [22, 18], capture: false }],
    });
    expect(text).toBe('[Event "x"]\n[SetUp "1"]\n[FEN "W:W22,23:B10,11"]\n\n1... 22-18 *\n');
    const long = formatPdn({
      moves: playChoices(
        INITIAL_POSITION,
        Array.from({ length: 60 }, (_, k) => k * 7),
      ).moves.map((move) => ({ squares: move.path, capture: move.captured.length > 0 })),
    });
    const lines = long.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => line.length <= 80)).toBe(true);
    expect(long.startsWith('1. ')).toBe(true);
  });
});
