import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { MAIN } from './contestant-helpers.js';

/**
 * PDN games given where they are not read: to a chess problem (one error, and the command that reads
 * them), to `checkers --strict` (which reads the contest format only) and to `validate`.
 */

const FIXTURES = new URL('../fixtures/pdn/', import.meta.url).pathname;

function arbiter(args: readonly string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [MAIN, ...args], { cwd: FIXTURES, input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lines = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));
const HINT = 'this looks like a PDN game: arbiter checkers --pdn two-games.pdn';

describe('a PDN game given to a chess problem', () => {
  it.each(PROBLEMS.filter((problem) => problem.id !== 'checkers').map((problem) => [problem.id]))(
    'arbiter %s two-games.pdn: one located error, with the hint; --json and --explain say it too',
    (id) => {
      const answer = arbiter([id, 'two-games.pdn']);
      expect(answer.status).toBe(1);
      expect(lines(answer.stderr)).toEqual([expect.stringMatching(new RegExp(`^two-games\\.pdn:1:1: .*; ${HINT}$`))]);
      const json = arbiter([id, '--json', 'two-games.pdn']);
      expect(json.stderr).toBe(answer.stderr);
      expect(lines(json.stdout).map((line) => JSON.parse(line) as unknown)).toEqual([
        expect.objectContaining({ looksLike: 'checkers', errorLine: 1, errorColumn: 1 }),
      ]);
      expect(arbiter([id, '--explain', 'two-games.pdn']).stdout).toContain(`T${HINT.slice(1)}\n`);
      // From standard input, the command reads standard input too.
      expect(arbiter([id], '[Event "x"]\n1. 11-15 *\n').stderr).toMatch(
        /^<stdin>:1:1: .*; this looks like a PDN game: arbiter checkers --pdn\n$/,
      );
    },
  );
});

describe('PDN where only the contest format is read', () => {
  it('checkers --strict says that --strict reads the contest format only, once', () => {
    const strict = arbiter(['checkers', '--strict', 'two-games.pdn']);
    expect(strict.status).toBe(1);
    expect(lines(strict.stderr)).toEqual([
      expect.stringMatching(
        new RegExp(
          '^two-games\\.pdn:1:1: .*; --strict reads the contest format only, ' +
            'and this looks like a PDN game: arbiter checkers two-games\\.pdn$',
        ),
      ),
    ]);
  });

  it('validate and check open with the command that reads PDN, the likely cause, before the errors', () => {
    for (const id of ['checkers', 'rank-and-file']) {
      const validated = arbiter(['validate', id, 'two-games.pdn']);
      expect(validated.status).toBe(1);
      expect(lines(validated.stderr)[0]).toBe(`two-games.pdn: ${HINT}`);
      expect(lines(validated.stderr).length).toBeGreaterThan(1);
      const checked = arbiter(['check', id, 'two-games.pdn', 'two-games.pdn']);
      expect(checked.status).toBe(2);
      expect(lines(checked.stderr)[0]).toBe(`arbiter check: ${HINT}`);
      expect(lines(checked.stderr)[1]).toBe(
        'arbiter check: Arbiter rejects this input, so it cannot judge outputs for it:',
      );
    }
    // Another problem's contest input: the same look, with the command that takes it and the same files.
    const sample = arbiter(['rank-and-file', '--sample']).stdout;
    const validated = arbiter(['validate', 'checkers'], sample);
    expect(lines(validated.stderr)[0]).toBe(
      '<stdin>: this looks like a Rank and File input: arbiter validate rank-and-file',
    );
    const checked = arbiter(['check', 'checkers', '-', 'two-games.pdn'], sample);
    expect(lines(checked.stderr)[0]).toBe(
      'arbiter check: this looks like a Rank and File input: arbiter check rank-and-file - two-games.pdn',
    );
  });
});
