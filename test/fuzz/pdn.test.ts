import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runAlternate } from '../../src/cli/alternate.js';
import { pdnInput } from '../../src/problems/checkers/pdn-verdicts.js';
import type { OutputMode } from '../../src/framework/options.js';
import { type PdnResult, PDN_RESULTS, formatPdn } from '../../src/games/checkers/pdn.js';
import { INITIAL_POSITION } from '../../src/games/checkers/position.js';
import { anyPosition, playChoices } from '../games/checkers/playouts.js';
import { CONTROL_PIECES, HOSTILE_CHARACTERS, damaged, unsafeAt } from '../helpers/fuzz-harness.js';

/**
 * `arbiter checkers` on PDN, fuzzed through the CLI's own loop (runAlternate with the PDN input) in each output mode: games
 * written by formatPdn (tags, set-ups, captures), damaged, with terminal controls inserted, and fed
 * whole or in chunks. What must hold: nothing throws; one answer per game, in order, the same
 * whole or in chunks; every JSON line is JSON; no control character reaches the output; every
 * error on standard error is located inside the text.
 */

const MODES: readonly OutputMode[] = ['answer', 'explain', 'json'];

const tag = fc.record({
  name: fc.constantFrom('Event', 'Black', 'White', 'Round', 'Site'),
  value: fc.string({ maxLength: 10 }).filter((value) => !/[\r\n"\\]/.test(value)),
});

/** One to three games as PDN, from the initial position or any position. */
const games = fc
  .array(
    fc.record({
      start: fc.oneof(fc.constant(INITIAL_POSITION), anyPosition),
      choices: fc.array(fc.nat(), { maxLength: 40 }),
      tags: fc.array(tag, { maxLength: 3 }),
      result: fc.option(fc.constantFrom<PdnResult>(...PDN_RESULTS)),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((specs) =>
    specs
      .map(({ start, choices, tags, result }) =>
        formatPdn({
          tags,
          start,
          result,
          moves: playChoices(start, choices).moves.map((move) => ({
            squares: move.path,
            capture: move.captured.length > 0,
          })),
        }),
      )
      .join('\n'),
  );

const ALPHABET = [
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
  '\r',
  '*',
  ...HOSTILE_CHARACTERS,
  ...CONTROL_PIECES,
];

/** Text cut into 1 to 6 chunks at the given points. */
const chunked = (text: string, points: readonly number[]): string[] => {
  const cuts = [...new Set(points.map((point) => point % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...cuts].map((from, k) => text.slice(from, cuts[k] ?? text.length));
};

function run(input: string | string[], mode: OutputMode): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = runAlternate(
    pdnInput,
    input,
    { mode, source: 'fuzz' },
    { stdout: (text) => (stdout += text), stderr: { isTTY: false, write: (text: string) => (stderr += text) } },
  );
  return { status, stdout, stderr };
}

describe('PDN under fuzzing', () => {
  it('answers every game once, safely for a terminal, in every mode, whole or in chunks', () => {
    const tally = { inputs: 0, games: 0, illegal: 0, unreadable: 0, controls: 0 };
    fc.assert(
      fc.property(damaged(games, ALPHABET), fc.array(fc.nat(), { maxLength: 5 }), (text, points) => {
        const lines = text.split(/\r\n|\r|\n/).length;
        for (const mode of MODES) {
          const whole = run(text, mode);
          expect(run(chunked(text, points), mode)).toEqual(whole);
          for (const [where, printed] of [
            ['standard output', whole.stdout],
            ['standard error', whole.stderr],
          ])
            expect(unsafeAt(printed), `${mode}, ${where}`).toBeUndefined();
          for (const line of whole.stderr.split('\n').filter(Boolean)) {
            const [, row] = /^fuzz(?::(\d+):\d+)?: /.exec(line) ?? [];
            expect(line).toMatch(/^fuzz(:\d+:\d+)?: ./);
            if (row !== undefined) expect(Number(row)).toBeLessThanOrEqual(lines);
          }
          if (mode === 'json') {
            const answers = whole.stdout
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as { game: number; valid: boolean });
            answers.forEach((answer, k) => expect(answer.game).toBe(k + 1));
            expect(whole.status).toBe(answers.length > 0 && answers.every((answer) => answer.valid) ? 0 : 1);
            tally.games += answers.length;
            tally.illegal += answers.filter((answer) => !answer.valid).length;
          }
          if (mode === 'answer') tally.unreadable += (whole.stdout.match(/: cannot be read: /g) ?? []).length;
        }
        tally.inputs++;
        if (unsafeAt(text) !== undefined) tally.controls++;
      }),
      { seed: 5, numRuns: 500 },
    );
    expect(tally.inputs).toBe(500);
    expect(tally.games).toBeGreaterThanOrEqual(500);
    expect(tally.illegal).toBeGreaterThanOrEqual(50);
    expect(tally.unreadable).toBeGreaterThanOrEqual(50);
    expect(tally.controls).toBeGreaterThanOrEqual(50);
  });
});
