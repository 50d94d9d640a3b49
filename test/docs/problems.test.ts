import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/index.js';

/**
 * The README's table of problems and the docs pages, written by hand, against the registry
 * (docs/design.md, "Where a new problem plugs in"): a registered problem with no page or no row fails here.
 */

const ROOT = new URL('../../', import.meta.url).pathname;
const README = readFileSync(`${ROOT}README.md`, 'utf8');

/** The README's table of problems: its rows' commands and pages. */
function problemRows(): { command: string; page: string }[] {
  const table = README.slice(README.indexOf('| problem | command | page |'));
  const rows = table
    .slice(0, table.search(/\n(?!\|)/))
    .split('\n')
    .slice(2);
  return rows.map((row) => {
    const [, , command, page] = row.split('|').map((cell) => cell.trim());
    return { command, page };
  });
}

describe('the README and docs/ name every registered problem', () => {
  it('has one README row per problem, in the registry’s order, with its command and its page', () => {
    expect(problemRows()).toEqual(
      PROBLEMS.map(({ id }) => ({ command: `\`arbiter ${id}\``, page: `[docs/${id}.md](docs/${id}.md)` })),
    );
  });

  it('has a docs page per problem, which the README lists', () => {
    for (const { id } of PROBLEMS) {
      expect(existsSync(`${ROOT}docs/${id}.md`), id).toBe(true);
      expect(README.match(new RegExp(`\\(docs/${id}\\.md\\)`, 'g'))?.length, id).toBeGreaterThanOrEqual(2);
    }
  });
});
