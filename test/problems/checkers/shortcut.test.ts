import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInputs } from '../../../src/framework/input-format.js';
import { popcount } from '../../../src/games/checkers/squares.js';
import { checkersFormat } from '../../../src/problems/checkers/parse.js';
import { checkersCodec, judgeCheckers } from '../../../src/problems/checkers/judge.js';
import type { CheckersCase } from '../../../src/problems/checkers/index.js';
import { checkersShortcut } from '../../../src/problems/checkers/shortcut.js';
import { checkersCase, playedCheckersCase } from './arbitraries.js';

/** What the careful path answers for a record: the judge's verdict, formatted. */
const carefulAnswer = (input: CheckersCase): string => {
  const judged = judgeCheckers(input);
  if (!judged.ok) throw new Error(judged.error);
  return `${checkersCodec.write(judged.value)}\n`;
};

/** A record the shortcut promises to take: 1 to 32 pieces a side, move lines of visible ASCII characters, none longer than 64. */
const plain = ({ position, moves }: CheckersCase): boolean =>
  popcount(position.black) > 0 && popcount(position.white) > 0 && moves.every(({ text }) => /^[!-~]{1,64}$/.test(text));

describe("checkers' contest shortcut", () => {
  it('takes every plainly written record, long games included, and answers as the judge does', () => {
    let records = 0;
    let moves = 0;
    let valid = 0;
    let lateFaults = 0;
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ weight: 4, arbitrary: playedCheckersCase }, { weight: 1, arbitrary: checkersCase }), {
          minLength: 1,
          maxLength: 8,
        }),
        (cases) => {
          const sizes = cases.map((input) => new TextEncoder().encode(checkersFormat.formatInput(input)).length);
          const bytes = new TextEncoder().encode(formatInputs(checkersFormat, cases));
          // Each record on its own, then all from the first: a run stops at the first record it does not take.
          let start = 0;
          cases.forEach((input, k) => {
            const run = checkersShortcut(bytes, start, 1, {});
            start += sizes[k];
            if (!plain(input)) {
              expect(run.cases).toBe(0);
              return;
            }
            const answer = carefulAnswer(input);
            expect(run).toEqual({ cases: 1, lines: 4 + input.moves.length, end: start, output: answer });
            records++;
            moves += input.moves.length;
            if (answer === 'All moves valid\n') valid++;
            if (Number(/^Move (\d+)/.exec(answer)?.[1] ?? 0) >= 10) lateFaults++;
          });
          const taken = cases.findIndex((input) => !plain(input));
          const all = checkersShortcut(bytes, 0, Infinity, {});
          expect(all.cases).toBe(taken < 0 ? cases.length : taken);
          expect(all.output).toBe(cases.slice(0, all.cases).map(carefulAnswer).join(''));
        },
      ),
      { seed: 24, numRuns: 600 },
    );
    // About half of what the seed reaches: 1,312 records taken, 8,902 moves, 337 valid records, 292 first faults at move 10 or later.
    expect(records).toBeGreaterThanOrEqual(650);
    expect(moves).toBeGreaterThanOrEqual(4500);
    expect(valid).toBeGreaterThanOrEqual(160);
    expect(lateFaults).toBeGreaterThanOrEqual(140);
  });

  it('stops at the closing line, and at a record cut short by the end of the bytes', () => {
    const text = '1 1\n9\n24\n1 R\n9-13\n0 0\n';
    const bytes = new TextEncoder().encode(text);
    expect(checkersShortcut(bytes, 0, Infinity, {})).toEqual({
      cases: 1,
      lines: 5,
      end: text.indexOf('0 0'),
      output: 'All moves valid\n',
    });
    expect(checkersShortcut(bytes, text.indexOf('0 0'), Infinity, {}).cases).toBe(0);
    expect(checkersShortcut(bytes.subarray(0, text.indexOf('9-13') + 4), 0, Infinity, {}).cases).toBe(0);
  });

  it('leaves to the careful reader what it says something about', () => {
    const declined = [
      '1 1\n9\n24\n1 R\n9-13 \n', // a trailing blank
      '1 1\n9\n24\n1 R\n\n9-13\n', // a blank line
      '1 1\n09\n24\n1 R\n9-13\n', // a leading zero
      '1 1\n9 \n24\n1 R\n9-13\n', // a trailing blank on a piece line
      '1 1\n29\n24\n1 R\n29-25\n', // a Red man on Red's promotion row
      '1 1\n9\n9\n1 R\n9-13\n', // a square listed for both sides
      '1 2\n9\n24\n1 R\n9-13\n', // fewer squares than counted
      '1 1\n9\n24\n1 B\n9-13\n', // no such side
      '1 1\n9\n24\n0 R\n', // no move
      '13 1\n1 2 3 4 5 6 7 8 9 10 11 12 13\n24\n1 R\n9-14\n', // 13 pieces: only without --strict
    ];
    for (const text of declined) {
      const bytes = new TextEncoder().encode(text);
      expect(checkersShortcut(bytes, 0, Infinity, { strict: true }).cases, text).toBe(0);
    }
    const loose = new TextEncoder().encode(declined[declined.length - 1]);
    expect(checkersShortcut(loose, 0, Infinity, {}).output).toBe('All moves valid\n');
  });
});
