import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The built command on the PDN files in test/fixtures/pdn/, written as checkers programs write games.
const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;
const FIXTURES = new URL('../fixtures/pdn/', import.meta.url).pathname;

function arbiter(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [MAIN, ...args], {
    input,
    encoding: 'utf8',
    timeout: 20_000,
    cwd: FIXTURES,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('arbiter checkers on PDN files', () => {
  it('a published game with tags, comments, a variation, NAGs and a capture by its two ends: all legal', () => {
    // Its variation (15... 28-24) is not: White's man on 27 went to 24 at move 9.
    expect(arbiter(['checkers', '--pdn', 'published.pdn'])).toEqual({
      status: 0,
      stdout:
        'game 1 (Ohio State Open, round 3, Red: R. Fortman, White: J. Smith): ' +
        '22 moves (44 plies), all legal, result 0-1; variation 1 has an illegal move\n' +
        '  variation 1 (line 16, column 23), instead of 15... 29-25: move 15 by White, 28-24 (line 16, column 23), ' +
        'is illegal: square 24 holds a White man\n' +
        '1 game with every move legal; 1 game with an illegal variation.\n',
      stderr: '',
    });
  });

  it('finds PDN by itself (a file starting with a comment), and answers two games, the second without a result', () => {
    expect(arbiter(['checkers', 'two-games.pdn'])).toEqual({
      status: 0,
      stdout:
        'game 1 (Club championship, round 1.1, Red: Ann, White: Bob): 7 moves (13 plies), all legal, result 1-1\n' +
        'game 2 (Club championship, round 1.2, Red: Bob, White: Ann): 4 moves (8 plies), all legal\n' +
        '2 games with every move legal.\n',
      stderr: '',
    });
  });

  it('plays from a FEN set-up, White first', () => {
    expect(arbiter(['checkers', 'setup.pdn']).stdout).toBe(
      'game 1 (Problem 112): 4 moves (7 plies), all legal, result unknown (*)\n1 game with every move legal.\n',
    );
    const json = JSON.parse(arbiter(['checkers', '--json', 'setup.pdn']).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      game: 1,
      valid: true,
      start: 'W:W27,30,K14:B2,7,10,15,23,K12',
      firstMover: 'white',
      played: ['27x18x11', '7x16', '14x7', '2x11', '30-26', '11-15', '26-22'],
      position: 'B:W22:B15,16,K12',
      legalMoves: ['12-8', '15-18', '15-19', '16-19', '16-20'],
      tags: { Event: 'Problem 112', SetUp: '1', FEN: 'W:W27,30,K14:B2,7,10,15,23,K12' },
    });
  });

  it('says a result that the final position contradicts; --result-must-match makes it an error, exit status 1', () => {
    const game = '[FEN "B:W18:B1,14"]\n1. 14x23 0-1\n';
    const said = 'White has no legal move at the end, so Red has won, but the result 0-1 says White won';
    const stdout =
      `game 1: 1 move, legal; ${said}\n` +
      '1 game with every move legal; 1 result contradicted by the final position.\n';
    expect(arbiter(['checkers'], game)).toEqual({ status: 0, stdout, stderr: '' });
    expect(arbiter(['checkers', '--result-must-match'], game)).toEqual({
      status: 1,
      stdout,
      stderr: `<stdin>:1:1: game 1: ${said}\n`,
    });
    expect(arbiter(['checkers', '--explain'], game).stdout).toContain(`\nResult: ${said}.\n`);
    expect(JSON.parse(arbiter(['checkers', '--json'], game).stdout)).toMatchObject({
      resultVerdict: { kind: 'contradicts', winner: 'black', said },
    });
    // The option asks for PDN, as --pdn does; with --strict (the contest format) it is a usage error.
    expect(arbiter(['checkers', '--result-must-match'], `%escape\n${game}`).status).toBe(1);
    expect(arbiter(['checkers', '--result-must-match', '--strict'], game).status).toBe(2);
    expect(arbiter(['checkers', '--help']).stdout).toContain('--result-must-match');
  });

  it('says a variation’s first illegal move under its game; --variations-must-be-legal makes it an error', () => {
    const variation =
      '  variation 1 (line 5, column 28), instead of 2. 8-11: move 2 by White, 22-13 (line 5, column 33), ' +
      'is illegal: square 17 is empty; there is nothing to jump';
    const stdout =
      'game 1 (Club night, Red: Ann, White: Bob): 4 moves (8 plies), all legal, result unknown (*); ' +
      `variation 1 has an illegal move\n${variation}\n` +
      '1 game with every move legal; 1 game with an illegal variation.\n';
    // A variation is a note, not the game: the exit status is the game's, unless told otherwise.
    expect(arbiter(['checkers', 'variation.pdn'])).toEqual({ status: 0, stdout, stderr: '' });
    expect(arbiter(['checkers', '--variations-must-be-legal', 'variation.pdn'])).toEqual({
      status: 1,
      stdout,
      stderr: `variation.pdn:5:33: game 1, ${variation.trim()}\n`,
    });
    const explained = arbiter(['checkers', '--explain', 'variation.pdn']).stdout;
    expect(explained).toContain(
      '\nVariations:\n  variation 1 (line 5, column 28), instead of 2. 8-11: 9-13; move 2 by White, 22-13 ' +
        '(line 5, column 33), is illegal: square 17 is empty; there is nothing to jump\n' +
        '    rule: a jump passes over an enemy piece\n',
    );
    expect(explained).toContain(
      '\n  variation 2 (line 5, column 65), instead of 3... 25-22: 17-13 9-14; 2 moves, all legal\n',
    );
    expect(JSON.parse(arbiter(['checkers', '--json', 'variation.pdn']).stdout)).toMatchObject({
      valid: true,
      variations: [
        { variation: 1, line: 5, column: 28, insteadOf: '2. 8-11', verdict: 'illegal', move: '22-13' },
        { variation: 2, insteadOf: '3... 25-22', verdict: 'legal', illegalMove: null },
      ],
    });
    expect(arbiter(['checkers', '--variations-must-be-legal', '--strict', 'variation.pdn']).status).toBe(2);
  });

  it('names the first illegal move of each game: its number, side, text, line, column and reason; exit status 1', () => {
    expect(arbiter(['checkers', 'illegal.pdn'])).toEqual({
      status: 1,
      stdout: [
        'game 1 (Casual game, Red: Carol, White: Dave): move 6 by Red, 15-18 (line 6, column 18), is illegal: a capture is available: 10x17',
        'game 2 (Endgame study): move 1 by White, 22x6 (line 12, column 6), is illegal: ambiguous capture, give the squares in between (e.g. 22x13x6 or 22x15x6)',
        'game 3 (Won position): move 1 by White, 27-24 (line 18, column 10), is illegal: White has no legal move; the game is over',
        '3 games with an illegal move.',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('--explain shows the position where the game went wrong, its board and its legal moves', () => {
    const { stdout, status } = arbiter(['checkers', '--explain', 'illegal.pdn']);
    expect(status).toBe(1);
    const first = stdout.split('\n\n')[0].split('\n');
    expect(first.slice(1, 7)).toEqual([
      'Start: the initial position, Red moves first.',
      'Played: 1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17-14 4. 10x17 21x14 5. 6-10 25-21',
      'Move 6 (Red), "15-18" on line 6, column 18, is illegal:',
      '  a capture is available: 10x17',
      '  rule: capturing is compulsory: when any jump is available, a simple move is illegal',
      'Position before it: B:W14,19,21,24,26,27,28,29,30,31,32:B1,2,3,4,5,7,10,11,12,13,15',
    ]);
    expect(first.at(-1)).toBe('Legal moves for Red: 10x17');
    expect(stdout).toContain('Legal moves for White: 22x13x6 22x15x6');
    expect(stdout).toContain('White has no legal move.');
  });

  it('--json gives one object per game, with the reason code', () => {
    const lines = arbiter(['checkers', '--json', 'illegal.pdn']).stdout.trimEnd().split('\n');
    const games = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      games.map(({ game, reason, moveNumber, side, move, moveLine, moveColumn }) => [
        game,
        reason,
        moveNumber,
        side,
        move,
        moveLine,
        moveColumn,
      ]),
    ).toEqual([
      [1, 'capture-available', 6, 'black', '15-18', 6, 18],
      [2, 'ambiguous', 1, 'white', '22x6', 12, 6],
      [3, 'game-over', 1, 'white', '27-24', 18, 10],
    ]);
  });

  it('locates PDN errors as FILE:LINE:COL on standard error, and still reads the games after them', () => {
    expect(arbiter(['checkers', 'syntax-errors.pdn'])).toEqual({
      status: 1,
      stdout: [
        `game 1 (Red: Eve): cannot be read: line 1, column 22: expected '"' to close the value of Event (opened at column 8), found the end of the line`,
        'game 2 (A stray comma): cannot be read: line 8, column 23: expected a space after the move "8-11", found ","',
        'game 3 (Off the board): cannot be read: line 12, column 40: expected a square number 1-32 in the move "17-33", found "33"',
        'game 4 (Fine): 2 moves (4 plies), all legal, result unknown (*)',
        '4 games: 1 with every move legal, 3 that cannot be read.',
        '',
      ].join('\n'),
      stderr: [
        `syntax-errors.pdn:1:22: expected '"' to close the value of Event (opened at column 8), found the end of the line`,
        'syntax-errors.pdn:8:23: expected a space after the move "8-11", found ","',
        'syntax-errors.pdn:12:40: expected a square number 1-32 in the move "17-33", found "33"',
        '',
      ].join('\n'),
    });
    const json = JSON.parse(arbiter(['checkers', '--json', 'syntax-errors.pdn']).stdout.split('\n')[1]) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({ valid: false, errorLine: 8, errorColumn: 23, illegalMove: null });
  });

  it('reads standard input; --pdn reads PDN that does not start like it; no game at all is an error', () => {
    const text = readFileSync(`${FIXTURES}setup.pdn`, 'utf8');
    expect(arbiter(['checkers'], text).stdout).toBe(arbiter(['checkers', 'setup.pdn']).stdout);
    expect(arbiter(['checkers', '--pdn'], '%escape\n1. 11-15 *\n')).toEqual({
      status: 0,
      stdout: 'game 1: 1 move, legal, result unknown (*)\n1 game with every move legal.\n',
      stderr: '',
    });
    expect(arbiter(['checkers'], '%escape\n1. 11-15 *\n').status).toBe(1);
    expect(arbiter(['checkers', '--pdn'], '\n')).toEqual({
      status: 1,
      stdout: '',
      stderr: '<stdin>: no game found; expected PDN such as [Event "..."] then 1. 11-15 23-19 ...\n',
    });
  });

  it('still reads the contest format, and --pdn with --strict is a usage error; the help mentions --pdn', () => {
    expect(arbiter(['checkers'], '1 1\n14\n32\n1 R\n14-18\n0 0\n').stdout).toBe('All moves valid\n');
    expect(arbiter(['checkers', '--pdn', '--strict', 'setup.pdn']).status).toBe(2);
    const help = arbiter(['checkers', '--help']).stdout;
    expect(help).toContain('--pdn');
    expect(help).toContain('arbiter checkers --pdn games.pdn');
  });
});

describe('arbiter checkers on a stream of PDN games', () => {
  it.each(['', '--json', '--explain'])(
    'answers each game as it ends, before standard input is closed (%s)',
    { timeout: 60_000 },
    async (mode) => {
      const child = spawn(process.execPath, [MAIN, 'checkers', ...(mode ? [mode] : [])], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      const answered = (games: number): Promise<void> =>
        new Promise((resolve) => {
          const check = (): void => {
            if ((stdout.match(/^(\{"game"|game \d)/gm) ?? []).length >= games) resolve();
          };
          child.stdout.on('data', check);
          check();
        });
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      child.stdin.write('[Event "one"]\n1. 11-15 23-19 *\n');
      await answered(1);
      // The second game's line comes only now, and is answered while the input is still open.
      child.stdin.write('[Event "two"]\n1. 11-15 23-19 2. 9-13 *\n[Event "three"]\n');
      await answered(2);
      expect(stdout).toMatch(
        mode === '--json' ? /"tags":\{"Event":"two"\}/ : /game 2 \(two\): 2 moves \(3 plies\), all legal/,
      );
      child.stdin.end('1. 12-16 *\n');
      expect(await exited).toBe(0);
      expect((stdout.match(/^(\{"game"|game \d)/gm) ?? []).length).toBe(3);
    },
  );
});
