import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runPerft, type PerftFlags } from '../../src/cli/perft.js';
import { parsePdnFen } from '../../src/games/checkers/fen.js';
import { legalMoves, moveText } from '../../src/games/checkers/moves.js';

const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;

interface Outcome {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs `arbiter perft` in process (in this thread: worker threads need dist/); returns the exit status and both streams. */
async function perft(game: string, depth: string, flags: PerftFlags = {}, isTTY = false): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  const status = await runPerft(
    game,
    depth,
    { threads: 1, ...flags },
    {
      stdout: (text) => (stdout += text),
      stderr: { isTTY, write: (text: string) => (stderr += text) },
    },
  );
  return { status, stdout, stderr };
}

/** Runs the built command line, worker threads and all. */
function perftProcess(...args: string[]): Outcome {
  const result = spawnSync(process.execPath, [MAIN, 'perft', 'checkers', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe('arbiter perft checkers N', () => {
  it('prints the count alone on standard output', async () => {
    expect(await perft('checkers', '5')).toEqual({ status: 0, stdout: '7361\n', stderr: '' });
    expect(await perft('checkers', '0')).toEqual({ status: 0, stdout: '1\n', stderr: '' });
  });

  it('starts from --fen, and counts distinct moves with --distinct', async () => {
    expect((await perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2' })).stdout).toBe('2\n');
    expect((await perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2', distinct: true })).stdout).toBe('1\n');
    // --divide with --distinct lists the first of the two routes that take the same pieces.
    expect((await perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2', divide: true })).stdout).toBe(
      '2x9x18x11x2: 1\n2x11x18x9x2: 1\n2\n',
    );
    expect((await perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2', divide: true, distinct: true })).stdout).toBe(
      '2x9x18x11x2: 1\n1\n',
    );
  });

  it('--divide prints the count below each root move, then the total', async () => {
    const { stdout } = await perft('checkers', '3', { divide: true });
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('302');
    expect(lines.slice(0, 7).reduce((sum, line) => sum + Number(line.split(': ')[1]), 0)).toBe(302);
  });

  it('--divide lists the root moves by origin square, then destination, whatever order the generator finds them in', async () => {
    const fens = ['B:W18,19,27:B6,7,8,K16,K23', 'W:W9,18,19,K24:B6,7,8,K16', 'B:W6,7,14,15:BK2,K28', 'B:W21-32:B1-12'];
    let reordered = 0;
    for (const fen of fens) {
      const { stdout } = await perft('checkers', '2', { fen, divide: true });
      const lines = stdout.trimEnd().split('\n').slice(0, -1);
      const squares = lines.map((line) => line.split(':')[0].split(/[-x]/).map(Number));
      const pairs = squares.map((path) => [path[0], path[path.length - 1]]);
      const sorted = [...pairs].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(pairs, fen).toEqual(sorted);
      const position = parsePdnFen(fen);
      if (!position.ok) throw new Error(position.error.message);
      const generated = legalMoves(position.value).map(moveText);
      expect(lines.map((line) => line.split(':')[0]).sort(), fen).toEqual([...generated].sort());
      if (generated.join() !== lines.map((line) => line.split(':')[0]).join()) reordered++;
    }
    // The order is the command's own, not the generator's, in at least one of these positions.
    expect(reordered).toBeGreaterThanOrEqual(1);
    expect((await perft('checkers', '3', { divide: true })).stdout).toBe(
      ['9-13: 48', '9-14: 40', '10-14: 40', '10-15: 40', '11-15: 40', '11-16: 47', '12-16: 47', '302', ''].join('\n'),
    );
  });

  it('refuses a bad depth, an unknown game or a bad FEN with a clear message and status 2', async () => {
    expect(await perft('checkers', 'x')).toEqual({
      status: 2,
      stdout: '',
      stderr: 'arbiter perft: the depth N must be a whole number from 0 to 20, not "x"\n',
    });
    expect((await perft('checkers', '-1')).status).toBe(2);
    expect((await perft('checkers', '21')).status).toBe(2);
    expect((await perft('chess', '3')).stderr).toBe('arbiter perft: unknown game "chess"; perft knows checkers\n');
    expect((await perft('checkers', '3', { fen: 'W:W33' })).stderr).toBe(
      'arbiter perft: --fen, column 4: square 33 is not on the board (1-32)\narbiter perft:   W:W33\narbiter perft:      ^\n',
    );
  });

  it('refuses a thread count that is not a whole number from 1 to 256, as a usage error', () => {
    for (const threads of ['0', 'x', '257']) {
      const outcome = perftProcess('5', '--threads', threads);
      expect(outcome.status).toBe(2);
      expect(outcome.stdout).toBe('');
      expect(outcome.stderr).toContain(
        `argument '${threads}' is invalid. expected a whole number of threads from 1 to 256`,
      );
    }
  });

  it('stops at --time-limit with exit status 1 and says how to go on; --quiet shows no progress', async () => {
    const stopped = await perft('checkers', '20', { timeLimit: 0.2, quiet: true });
    expect(stopped.status).toBe(1);
    expect(stopped.stdout).toBe('');
    expect(stopped.stderr).toMatch(
      /^arbiter perft: stopped at the time limit \(0\.2 s\) after \d of 7 root moves, before counting depth 20; raise it with --time-limit SECONDS\n$/,
    );
  });

  it('shows no progress when standard error is not a terminal, nor for short runs on one', async () => {
    expect((await perft('checkers', '6', {}, true)).stderr).toBe('');
  });
});

describe('arbiter perft checkers N --threads: worker threads and the shared table (the built CLI)', () => {
  it('gives the same counts below each root move with two threads and the table as with one thread and none', () => {
    const split = perftProcess('10', '--divide', '--quiet', '--threads', '2');
    const alone = perftProcess('10', '--divide', '--quiet', '--threads', '1', '--no-table');
    expect(split.status).toBe(0);
    expect(split.stdout).toBe(alone.stdout);
    expect(split.stdout.trimEnd().split('\n')).toHaveLength(8);
    expect(split.stdout.endsWith('\n18391564\n')).toBe(true);
  });

  it('counts routes, or distinct moves, the same way in the threads (a king with two circular routes at the root)', () => {
    const fen = 'B:W6,7,14,15,K28,K31:BK2,K4,12';
    const routes = perftProcess('10', '--fen', fen, '--quiet', '--threads', '2');
    const distinct = perftProcess('10', '--fen', fen, '--quiet', '--threads', '2', '--distinct');
    expect(routes.stdout).toBe(perftProcess('10', '--fen', fen, '--quiet', '--threads', '1', '--no-table').stdout);
    expect(distinct.stdout).toBe(perftProcess('10', '--fen', fen, '--quiet', '--threads', '1', '--distinct').stdout);
    // The two circular routes lead to the same position: twice its count, against once.
    expect(Number(routes.stdout)).toBe(2 * Number(distinct.stdout));
    expect(Number(distinct.stdout)).toBeGreaterThan(1_000_000);
  });

  it('writes no Node warning to standard error with more threads than cores, and more than 10', () => {
    // Each thread's standard streams were piped into the process's, 16 threads' listeners and one more: a leak warning.
    const threads = String(Math.max(availableParallelism() + 1, 12));
    expect(perftProcess('6', '--threads', threads)).toEqual({ status: 0, stdout: '36768\n', stderr: '' });
  });

  it('stops the threads at --time-limit, with exit status 1', () => {
    const stopped = perftProcess('20', '--time-limit', '0.5', '--quiet');
    expect(stopped.status).toBe(1);
    expect(stopped.stdout).toBe('');
    expect(stopped.stderr).toMatch(
      /^arbiter perft: stopped at the time limit \(0\.5 s\) after \d+ of 49 subtrees, before counting depth 20; raise it with --time-limit SECONDS\n$/,
    );
  });
});
