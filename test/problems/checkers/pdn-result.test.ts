import { describe, expect, it } from 'vitest';
import type { AlternateOutcome } from '../../../src/framework/problem.js';
import { checkersPdn } from '../../../src/problems/checkers/pdn-guard.js';
import { pdnInput, pdnSummary } from '../../../src/problems/checkers/pdn-verdicts.js';
import { REGISTRY } from '../../../src/index.js';

/**
 * A PDN game's result against its final position, as `arbiter checkers` and the page say it (one
 * text, judgePdnResult), and the moves counted as players count them.
 */

/** Red takes White's last man: White cannot move, so Red has won; the result 0-1 says White did. */
const CONTRADICTED = '[FEN "B:W18:B1,14"]\n1. 14x23 0-1\n';
const SAID = 'White has no legal move at the end, so Red has won, but the result 0-1 says White won';

const answers = (
  text: string,
  mode: 'answer' | 'explain' | 'json',
  flags?: ReadonlySet<string>,
): AlternateOutcome[] => [...pdnInput.answers(text, mode, flags)];

/** A game of `moves` numbered moves from the initial position (Red's and White's plies), in PDN. */
function longGame(moves: number): string {
  // Kings of both sides shuffle on the long diagonal's corners: legal for ever, no capture.
  const words: string[] = [];
  for (let move = 1; move <= moves; move++)
    words.push(`${move}.`, move % 2 === 1 ? '1-5' : '5-1', move % 2 === 1 ? '32-28' : '28-32');
  return `[FEN "B:WK32:BK1"]\n${words.join(' ')} *\n`;
}

describe('a PDN game whose final position contradicts its result', () => {
  it('is said on the game’s line, in --explain, in JSON, and counted in the closing line', () => {
    const [line, closing] = answers(CONTRADICTED, 'answer');
    expect(line.output).toBe(`game 1: 1 move, legal; ${SAID}`);
    expect(line.valid).toBe(true);
    expect(closing).toEqual({
      output: '1 game with every move legal; 1 result contradicted by the final position.',
      errors: [],
      valid: true,
      closing: true,
    });
    expect(answers(CONTRADICTED, 'explain')[0].output).toContain(`\nResult: ${SAID}.\n`);
    const json = answers(CONTRADICTED, 'json');
    expect(json).toHaveLength(1);
    expect(JSON.parse(json[0].output)).toMatchObject({
      result: '0-1',
      resultVerdict: { kind: 'contradicts', winner: 'black', said: SAID },
    });
  });

  it('is an error, located at the game, under --result-must-match', () => {
    const [line] = answers(CONTRADICTED, 'answer', new Set(['result-must-match']));
    expect(line.valid).toBe(false);
    expect(line.errors).toEqual([{ line: 1, column: 1, message: `game 1: ${SAID}` }]);
    // A result the position agrees with is no error.
    const [agrees] = answers(CONTRADICTED.replace('0-1', '1-0'), 'answer', new Set(['result-must-match']));
    expect(agrees).toMatchObject({ valid: true, errors: [], output: 'game 1: 1 move, legal, result 1-0' });
  });

  it('is the same text that the library’s checkersPdn.result gives the page', () => {
    const [game] = checkersPdn.parse(CONTRADICTED).games;
    const explanation = checkersPdn.explain(game, checkersPdn.judge(game), 1);
    expect(checkersPdn.result(explanation)).toEqual(explanation.resultVerdict);
    expect(explanation.resultVerdict.said).toBe(SAID);
  });

  it('refuses a flag the format does not have', () => {
    expect(() => [
      ...REGISTRY.checkers.alternateInput!.answers(CONTRADICTED, 'answer', new Set(['no-such-flag'])),
    ]).toThrow(RangeError);
  });
});

describe('moves counted as players count them', () => {
  it('a game numbered 1 to 45 has 45 moves of 90 plies', () => {
    const [line] = answers(longGame(45), 'answer');
    expect(line.output).toBe('game 1: 45 moves (90 plies), all legal, result unknown (*)');
    const [json] = answers(longGame(45), 'json');
    expect(JSON.parse(json.output)).toMatchObject({ moveCount: 90, fullMoves: 45 });
    expect(answers(longGame(45), 'explain')[0].output).toContain('\n45 moves (90 plies), all legal. Final position: ');
  });

  it('a game White starts (1... 32-28) counts its first move too', () => {
    const [line] = answers('[FEN "W:WK32:BK1"]\n1... 32-28 2. 1-5 28-32 *', 'answer');
    expect(line.output).toBe('game 1: 2 moves (3 plies), all legal, result unknown (*)');
  });

  it('no move, and one, read right', () => {
    expect(answers('[FEN "B:WK32:BK1"]\n*', 'answer')[0].output).toBe('game 1: no moves, result unknown (*)');
    expect(answers('[FEN "B:WK32:BK1"]\n1. 1-5 *', 'answer')[0].output).toBe(
      'game 1: 1 move, legal, result unknown (*)',
    );
  });
});

describe('the closing line of a run over games', () => {
  it('counts each kind of game, in the singular for one', () => {
    expect(pdnSummary({ games: 1, illegal: 0, unreadable: 0, contradicted: 0, illegalVariations: 0 })).toBe(
      '1 game with every move legal.',
    );
    expect(pdnSummary({ games: 2, illegal: 2, unreadable: 0, contradicted: 0, illegalVariations: 0 })).toBe(
      '2 games with an illegal move.',
    );
    expect(pdnSummary({ games: 3, illegal: 1, unreadable: 1, contradicted: 1, illegalVariations: 0 })).toBe(
      '3 games: 1 with every move legal, 1 with an illegal move, 1 that cannot be read; ' +
        '1 result contradicted by the final position.',
    );
    expect(pdnSummary({ games: 1200, illegal: 0, unreadable: 0, contradicted: 2, illegalVariations: 0 })).toBe(
      '1,200 games with every move legal; 2 results contradicted by the final position.',
    );
  });
});
