import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRY, type CheckTheCheckExplanation, checkTheCheck } from '../../../src/index.js';
import type { ParseOptions } from '../../../src/framework/options.js';
import { generateCheckTheCheck } from '../../../src/problems/check-the-check/generate.js';
import { generatedCases, roundTripTests } from '../round-trip.js';
import { contestText } from './reference.js';

/** Check the Check: the reading and its tolerance, each ruling of the spec, the explanation and `validate`. */

const EMPTY = '........';
/** A board: 8 rows, the given ones (1: the top row) in place. */
const board = (rows: Record<number, string>): string[] => Array.from({ length: 8 }, (_, k) => rows[k + 1] ?? EMPTY);
const KINGS = { 1: '....k...', 8: '....K...' };

/** The command's lines (the numbered answers, or `error: ...`), its located errors and warnings, as the CLI reads. */
function run(text: string, options: ParseOptions = {}): { lines: string[]; errors: string[]; warnings: string[] } {
  const said = { lines: [] as string[], errors: [] as string[], warnings: [] as string[] };
  const where = (error: { line: number; column: number; message: string }): string =>
    `${error.line}:${error.column}: ${error.message}`;
  for (const item of REGISTRY['check-the-check'].judgeInput(text, options, { explain: false })) {
    if (item.kind === 'error') said.errors.push(where(item.error));
    if (item.kind === 'warning') said.warnings.push(where(item.warning));
    if (item.kind !== 'case') continue;
    const { outcome } = item;
    said.lines.push(
      outcome.kind === 'verdict'
        ? outcome.output
        : `error: ${where(outcome.kind === 'input-error' ? outcome.errors[0] : { line: 0, column: 0, message: outcome.message })}`,
    );
  }
  return said;
}
const answers = (...boards: string[][]): string[] =>
  run(contestText(boards)).lines.map((line) => line.replace(/^Game #\d+: /, ''));

function explained(rows: string[]): CheckTheCheckExplanation {
  const [first] = REGISTRY['check-the-check'].read(contestText([rows])).cases;
  const { outcome } = first.judge(true);
  if (outcome.kind !== 'verdict' || !outcome.explanation) throw new Error(JSON.stringify(outcome));
  return outcome.explanation;
}

describe('the contest sample', () => {
  it('is answered as UVa answers it, and is the bundled example', () => {
    expect(run(checkTheCheck.sample.input)).toEqual({
      lines: checkTheCheck.sample.output.trimEnd().split('\n'),
      errors: [],
      warnings: [],
    });
    expect(readFileSync(new URL('../../../examples/check-the-check.txt', import.meta.url), 'utf8')).toBe(
      checkTheCheck.sample.input,
    );
  });
});

describe('the rules, one ruling at a time', () => {
  it('a pawn attacks the two squares diagonally forward, never straight ahead or backwards', () => {
    // White pawn on d4 (row 5): it attacks c5 and e5, and moves to d5.
    expect(answers(board({ 1: '....K...', 4: '..k.....', 5: '...P....', 8: '.......k' }))).toEqual([
      'black king is in check.',
    ]);
    expect(answers(board({ 1: '....K...', 4: '...k....', 5: '...P....', 8: '.......k' }))).toEqual([
      'no king is in check.',
    ]);
    expect(answers(board({ 1: '....K...', 6: '..k.....', 5: '...P....', 8: '.......k' }))).toEqual([
      'no king is in check.',
    ]);
    // Black pawn on d5 (row 4): it attacks c4 and e4, down the board.
    expect(answers(board({ 4: '...p....', 5: '....K...', 8: 'k.......' }))).toEqual(['white king is in check.']);
    expect(answers(board({ 4: '...p....', 3: '....K...', 8: 'k.......' }))).toEqual(['no king is in check.']);
  });

  it('sliders stop at the first piece of either colour; knights jump; kings attack their neighbours', () => {
    expect(answers(board({ 1: 'r...K...', 8: '.......k' }))).toEqual(['white king is in check.']);
    expect(answers(board({ 1: 'r.n.K...', 8: '.......k' }))).toEqual(['no king is in check.']);
    expect(answers(board({ 1: 'r.N.K...', 8: '.......k' }))).toEqual(['no king is in check.']);
    expect(answers(board({ 2: '..n.....', 4: '.K......', 8: '.......k' }))).toEqual(['white king is in check.']);
    expect(answers(board({ 3: '.b......', 5: '...Q....', 8: '.....K.k' }))).toEqual(['no king is in check.']);
    // A queen on the edge does not reach round it (h-file to the next row's a-file).
    expect(answers(board({ 4: '.......Q', 5: 'k.......', 8: '....K...' }))).toEqual(['no king is in check.']);
  });

  it('a colour without a king is not in check; one with two is when either is attacked', () => {
    expect(answers(board({ 1: 'r...q...', 8: '.......k' }))).toEqual(['no king is in check.']);
    expect(answers(board({ 1: 'K......K', 3: '.......r', 5: 'k.......' }))).toEqual(['white king is in check.']);
  });

  it('a pawn on its first or last rank still attacks forward', () => {
    expect(answers(board({ 8: '...P....', 7: '..k.....', 1: '.......K' }))).toEqual(['black king is in check.']);
  });
});

describe('reading: tolerated everywhere, refused with a place', () => {
  const two = contestText([board(KINGS), board({ ...KINGS, 4: '....r...' })]);

  it('CRLF, trailing blanks, missing or extra blank lines and a missing final newline read the same', () => {
    const messy = two.replace(/\n\n/, '\n').replace(/\n\n/, '\n\n\n\n').replace(/\n/g, ' \r\n').trimEnd();
    expect(run(messy)).toEqual(run(two));
    expect(run(two).lines).toEqual(['Game #1: no king is in check.', 'Game #2: white king is in check.']);
  });

  it('a missing closing board: a warning and the answers, an error under --strict', () => {
    const open = two.slice(0, two.lastIndexOf(EMPTY.repeat(1)) - 63);
    const warned = run(open);
    expect(warned.lines).toHaveLength(2);
    expect(warned.errors).toEqual([]);
    expect(warned.warnings).toEqual(['18:1: the input ends without the closing board of 64 "."']);
    expect(run(open, { strict: true }).errors).toEqual([
      '18:1: the input ends without the closing board of 64 "." (--strict)',
    ]);
  });

  it('both kings in check: a located error in its place, the others answered, in every mode', () => {
    const text = contestText([board(KINGS), board({ 1: '....k..R', 8: '....K..r' }), board(KINGS)]);
    for (const strict of [false, true])
      expect(run(text, { strict }).lines).toEqual([
        'Game #1: no king is in check.',
        'error: 10:5: both kings are in check (white on e1, black on e8); the problem promises that no board has both',
        'Game #3: no king is in check.',
      ]);
  });

  it('a bad square, a short row, a board of 7 or 9 rows, text after the closing board', () => {
    expect(run(contestText([board({ ...KINGS, 3: '..x.....' })])).lines).toEqual([
      `error: 3:3: unexpected "x" in row 3 of board 1; expected '.' or a piece letter (white P N B R Q K, black p n b r q k)`,
    ]);
    expect(run(contestText([board({ ...KINGS, 2: '.....' })])).lines).toEqual([
      'error: 2:6: row 2 of board 1 has 5 squares; expected 8',
    ]);
    const seven = contestText([board(KINGS).slice(1), board(KINGS)]);
    expect(run(seven).lines).toEqual([
      'error: 8:1: board 1 has 7 rows; expected 8 rows of 8 squares',
      'Game #2: no king is in check.',
    ]);
    const nine = contestText([[...board(KINGS), 'K.......'], board(KINGS)]);
    expect(run(nine).lines).toEqual([
      'error: 9:1: board 1 has 9 rows; expected 8 rows of 8 squares',
      'Game #2: no king is in check.',
    ]);
    expect(run(`${contestText([board(KINGS)])}${board(KINGS).join('\n')}\n`).errors).toEqual([
      '18:1: unexpected text after the closing board of 64 ".": "....k..."',
    ]);
  });
});

describe('the explanation', () => {
  it('names each check with its line of attack', () => {
    const { inCheck, kings } = explained(board({ 1: 'r...K...', 5: '.b......', 8: '.......k' }));
    expect(inCheck).toBe('white');
    const white = kings.find((king) => king.side === 'white')!;
    expect(white.checks.map(({ piece, line }) => [piece.square, line])).toEqual([['a8', ['b8', 'c8', 'd8']]]);
    expect(white.nearestMiss).toBeNull();
  });

  it('gives each king not in check its nearest miss: the slider with the fewest pieces in its way, then nearest', () => {
    const rows = board({ 1: '....r..k', 4: 'q.......', 5: '....P..b', 6: '..N.....', 7: '....PP..', 8: '....K...' });
    const [white, black] = explained(rows).kings;
    expect(white.checks).toEqual([]);
    // The queen on a5 (c3 in its way) and the bishop on h4 (f2) are each one piece short; the bishop is nearer.
    expect(white.nearestMiss).toEqual({
      piece: { square: 'h4', side: 'black', role: 'bishop' },
      line: ['g3', 'f2'],
      blockers: [{ square: 'f2', side: 'white', role: 'pawn' }],
    });
    expect(black.nearestMiss).toBeNull();
  });

  it('flags the oddities of a board no game reaches', () => {
    expect(explained(board({ 1: 'P.......', 8: '....K..K' })).oddities).toEqual([
      'White has 2 kings',
      'the white pawn on a8 stands on its last rank: it promotes',
      'Black has no king',
    ]);
  });
});

describe('validate: the contest text, exactly', () => {
  const validate = (text: string): string[] =>
    REGISTRY['check-the-check'].validateInput(text).breaches.map((b) => `${b.line}:${b.column}: ${b.message}`);

  it('one blank line between boards and before the closing one, nothing after it', () => {
    expect(validate(checkTheCheck.sample.input)).toEqual([]);
    expect(validate(checkTheCheck.sample.input.replace('K.......\n\n', 'K.......\n'))).toEqual([
      '9:1: 0 blank lines before board 2; expected 1',
    ]);
    expect(validate(checkTheCheck.sample.input.replace('\n\n', '\n\n\n'))).toEqual([
      '9:1: 2 blank lines before board 2; expected 1',
    ]);
    expect(validate(checkTheCheck.sample.input.slice(0, -73))).toEqual([
      '18:1: expected board 3, or the closing board of 64 ".", found the end of the input',
    ]);
    expect(validate(`${checkTheCheck.sample.input}${EMPTY}\n`)).toEqual([
      `27:1: text after the closing board: "${EMPTY}"; nothing may follow it`,
    ]);
  });

  it('a board no game reaches is not contest data', () => {
    expect(validate(contestText([board({ 1: 'P...k...', 8: '....K...' })]))).toEqual([
      "1:1: board 1 is not what a contest's data can contain: the white pawn on a8 stands on its last rank: it promotes",
    ]);
  });
});

describe('Check the Check: formatInput and parse are inverses', () => {
  const plain = ({ board: at }: { board: { cells: Int8Array } }) => [...at.cells];
  roundTripTests({
    problem: checkTheCheck,
    cases: generatedCases(generateCheckTheCheck),
    plain,
    seed: 10196,
    numRuns: 60,
  });
});
