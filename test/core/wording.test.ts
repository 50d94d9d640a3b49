import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plural } from '../../src/core/grouped.js';
import { REGISTRY } from '../../src/problems/registry.js';
import { countingFaults, sources } from '../helpers/counting.js';

/**
 * Counts in messages read right at 1 as at 2: every count before a noun in a message of the
 * library, the command or the page goes through a plural helper (src/core/grouped.ts for src/,
 * web/src/renderers/explanation-parts.ts for the page). The scan finds a template's `${count} nouns`
 * written without it, a hand-made `${n === 1 ? '' : 's'}`, and a literal "1 moves".
 */

const ROOT = new URL('../../', import.meta.url).pathname;

describe('counts in messages', () => {
  it('plural says the noun singular for 1 only, with the count grouped', () => {
    expect([0, 1, 2, 1200].map((count) => plural(count, 'move'))).toEqual([
      '0 moves',
      '1 move',
      '2 moves',
      '1,200 moves',
    ]);
    expect(plural(1, 'reply', 'replies')).toBe('1 reply');
    expect(plural(3, 'mutant passes', 'mutants pass')).toBe('3 mutants pass');
  });

  it('the scan finds what it looks for', () => {
    expect(countingFaults('`All ${explanation.moveCount} moves are legal`')).toEqual([
      '${explanation.moveCount} moves',
    ]);
    expect(countingFaults("`${n} move${n === 1 ? '' : 's'}`")).toEqual(["=== 1 ? '' : 's'}"]);
    expect(countingFaults("log('1 mutants pass')")).toEqual(["'1 mutants"]);
    expect(
      countingFaults('`${plural(n, "move")} left; ${redOrWhite(side)} moves first; at most ${MAX_SIZE} rows`'),
    ).toEqual([]);
  });

  it('explanations read right at one: a record of one move, a side with one legal move', () => {
    const explain = (id: 'checkers' | 'rank-and-file', text: string): string => {
      const [pending] = REGISTRY[id].read(text).cases;
      const { outcome: answer } = pending.judge(true);
      return answer.kind === 'verdict' ? (answer.text ?? '') : '';
    };
    const record = explain('checkers', '1 1\n9\n22\n1 R\n9-13\n0 0\n');
    expect(record).toContain('Red moves first; 1 move.');
    expect(record).toContain('The one move is legal. Final position: ');
    // The white king in the corner, not in check: the black rook and king leave it a7 alone.
    const board = ['k.......', '........', '..K.....', ...Array<string>(4).fill('........'), '.R......'];
    expect(explain('rank-and-file', `1\nw\n${board.join('\n')}\n`)).toContain('White has 1 legal move: Ka7.');
  });

  it('every message of src/ and web/src/ counts through the plural helper', () => {
    const faults: string[] = [];
    let files = 0;
    for (const dir of ['src', 'web/src']) {
      for (const path of sources(join(ROOT, dir))) {
        files++;
        const found = countingFaults(readFileSync(path, 'utf8'));
        faults.push(...found.map((fault) => `${relative(ROOT, path)}: ${fault}`));
      }
    }
    expect(files).toBeGreaterThan(100);
    expect(faults).toEqual([]);
  });
});
