import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;

function arbiter(args: string[], input: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [MAIN, ...args], { input, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The sample game, then a crowded game with a horizon far too deep to search in the limits below.
const INPUT = `2
2 1 1
N B 2
Q B 1
Q A 4
5 5 41
Q D 4
R A 4
R D 1
N A 2
N D 2
Q A 1
R B 3
R A 3
B C 3
B C 1
`;

describe('search limits on the command line', () => {
  it('--node-limit answers a case it cannot finish with an error that names the limit; the other cases are answered', () => {
    const { status, stdout, stderr } = arbiter(['simplified-chess', '--node-limit', '20000'], INPUT);
    expect(status).toBe(1);
    const [first, second] = stdout.split('\n');
    expect(first).toBe('YES');
    // The limit reached is the one set, not a multiple of some internal check interval.
    expect(second).toMatch(
      /^error: the search stopped at its node limit \(20,000 positions\) before deciding; raise the node limit \(--node-limit\)/,
    );
    expect(stderr).toMatch(/^<stdin>:6:1: case 2: the search stopped at its node limit/);
  });

  it('--time-limit does the same with time', () => {
    const { status, stdout } = arbiter(['simplified-chess', '--time-limit', '0.2'], INPUT);
    expect(status).toBe(1);
    expect(stdout.split('\n')[1]).toMatch(
      /^error: the search stopped at its time limit \(0.2 s, [\d,]+ positions\).*--time-limit/,
    );
  });

  it('rejects a limit that is not a positive number, and offers limits only to problems that search', () => {
    expect(arbiter(['simplified-chess', '--time-limit', 'soon'], INPUT).status).toBe(2);
    expect(arbiter(['simplified-chess', '--node-limit', '1.5'], INPUT).status).toBe(2);
    expect(arbiter(['rank-and-file', '--time-limit', '1'], '1\nw\n').status).toBe(2);
  });
});
