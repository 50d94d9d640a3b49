import { describe, expect, it } from 'vitest';
import { runPerft, type PerftFlags } from '../../../src/cli/perft.js';

/** Runs `arbiter perft` in process; returns the exit status and both streams. */
function perft(game: string, depth: string, flags: PerftFlags = {}, isTTY = false): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = runPerft(game, depth, flags, {
    stdout: (text) => (stdout += text),
    stderr: { isTTY, write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}

describe('arbiter perft checkers N', () => {
  it('prints the count alone on standard output', () => {
    expect(perft('checkers', '5')).toEqual({ status: 0, stdout: '7361\n', stderr: '' });
    expect(perft('checkers', '0')).toEqual({ status: 0, stdout: '1\n', stderr: '' });
  });

  it('starts from --fen, and counts distinct moves with --distinct', () => {
    expect(perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2' }).stdout).toBe('2\n');
    expect(perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2', distinct: true }).stdout).toBe('1\n');
    // --divide with --distinct lists the first of the two routes that take the same pieces.
    expect(perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2', divide: true }).stdout).toBe('2x9x18x11x2: 1\n2x11x18x9x2: 1\n2\n');
    expect(perft('checkers', '1', { fen: 'B:W6,7,14,15:BK2', divide: true, distinct: true }).stdout).toBe('2x9x18x11x2: 1\n1\n');
  });

  it('--divide prints the count below each root move, then the total', () => {
    const { stdout } = perft('checkers', '3', { divide: true });
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('302');
    expect(lines.slice(0, 7).reduce((sum, line) => sum + Number(line.split(': ')[1]), 0)).toBe(302);
  });

  it('refuses a bad depth, an unknown game or a bad FEN with a clear message and status 2', () => {
    expect(perft('checkers', 'x')).toEqual({
      status: 2,
      stdout: '',
      stderr: 'arbiter perft: the depth N must be a whole number from 0 to 20, not "x"\n',
    });
    expect(perft('checkers', '-1').status).toBe(2);
    expect(perft('checkers', '21').status).toBe(2);
    expect(perft('chess', '3').stderr).toBe('arbiter perft: unknown game "chess"; perft knows checkers\n');
    expect(perft('checkers', '3', { fen: 'W:W33' }).stderr).toBe(
      'arbiter perft: --fen, column 4: square 33 is not on the board (1-32)\n  W:W33\n     ^\n',
    );
  });

  it('stops at --time-limit with exit status 1 and says how to go on; --quiet shows no progress', () => {
    const stopped = perft('checkers', '20', { timeLimit: 0.2, quiet: true });
    expect(stopped.status).toBe(1);
    expect(stopped.stdout).toBe('');
    expect(stopped.stderr).toMatch(
      /^arbiter perft: stopped at the time limit \(0\.2 s\) after \d+ root moves?, before counting depth 20; raise it with --time-limit SECONDS\n$/,
    );
  });

  it('shows no progress when standard error is not a terminal, nor for short runs on one', () => {
    expect(perft('checkers', '6', {}, true).stderr).toBe('');
  });
});
