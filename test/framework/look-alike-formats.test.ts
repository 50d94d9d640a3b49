import { describe, expect, it } from 'vitest';
import { PROBLEMS, lookAlikeOf, lookAlikeSaid } from '../../src/problems/registry.js';

/** Another problem's other format (checkers' PDN games) as a look-alike, and its words, for the CLI and the page. */

const GAME = '[Event "Club"]\n1. 11-15 23-19 *\n';

describe('a PDN game given to another problem', () => {
  it.each(PROBLEMS.filter(({ id }) => id !== 'checkers').map(({ id }) => [id]))('given to %s, is a PDN game', (id) => {
    expect(lookAlikeOf(GAME, id)?.id).toBe('checkers');
    expect(lookAlikeOf(`\n; a comment first\n${GAME}`, id)?.id).toBe('checkers');
    expect(lookAlikeSaid(GAME, 'checkers')).toEqual({ what: 'a PDN game', option: 'pdn' });
  });

  it('is no look-alike of checkers itself (it reads PDN), and a contest input is said as one', () => {
    expect(lookAlikeOf(GAME, 'checkers')).toBeUndefined();
    const contest = PROBLEMS.find(({ id }) => id === 'checkers')!.sample.input;
    expect(lookAlikeOf(contest, 'rank-and-file')?.id).toBe('checkers');
    expect(lookAlikeSaid(contest, 'checkers')).toEqual({ what: 'an Advanced Checkers Machine input' });
    expect(lookAlikeSaid('1\n', 'cheesy-chess')).toEqual({ what: 'a Cheesy Chess input' });
  });

  it('refuses what is not a text or not a problem', () => {
    expect(() => lookAlikeSaid(GAME, 'chess' as never)).toThrow(RangeError);
    expect(() => lookAlikeSaid(1 as never, 'checkers')).toThrow(TypeError);
  });
});
