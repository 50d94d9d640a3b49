import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { FIXTURE_PROBLEMS } from '../helpers/fixture-problems.js';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageGaps, recipeGaps } from '../helpers/recipe.js';
import { unbuiltIngredients } from '../../src/cli/package/ingredients.js';

/**
 * Every registered problem has what docs/design.md's recipe ("Where a new problem plugs in") asks
 * for, each gap named by its step; and a problem that skipped the steps (a fixture, defined by
 * tests alone) gets a message for each.
 */
describe("the new-problem recipe's files", () => {
  it.each(PROBLEMS.map((problem) => [problem.id]))('%s has every one', (id) => {
    expect(recipeGaps(id)).toEqual([]);
  });

  it('names the step of each file a problem lacks: Nim, a fixture, has none of them', () => {
    expect(FIXTURE_PROBLEMS.map(({ id }) => id)).toContain('nim');
    expect(recipeGaps('nim')).toEqual([
      'step 1, its folder: src/problems/nim/index.ts is missing',
      'step 1, its folder: src/problems/nim/package/problem.yaml is missing',
      'step 1, its folder: src/problems/nim/package/problem.en.tex is missing',
      'step 1, its folder: src/problems/nim/package/corners.txt is missing',
      'step 1, its folder: src/problems/nim/package/nim.mjs is missing',
      'step 1, its folder: src/problems/nim/package/mutants/ is missing',
      'step 1, its folder: test/problems/nim/fuzz-subject.ts (its fuzz subject, the default export) is missing',
      'step 3, its docs page and README row: docs/nim.md is missing',
      "step 3, its docs page and README row: README.md's table of problems has no row for `arbiter nim`",
      "step 3, its docs page and README row: README.md's table of contents does not link docs/nim.md beside the other problems' pages",
      'step 4, its renderer: web/src/renderers/nim.ts is missing',
    ]);
  });

  it('names a package whose problem.yaml states no source, as every problem’s states its own', () => {
    const folder = `${mkdtempSync(join(tmpdir(), 'arbiter-recipe-'))}/`;
    try {
      cpSync(new URL('../../src/problems/checkers/package/', import.meta.url).pathname, folder, { recursive: true });
      const yaml = join(folder, 'problem.yaml');
      writeFileSync(yaml, readFileSync(yaml, 'utf8').replace(/^source: .*\n/m, ''));
      expect(packageGaps('checkers', folder)).toEqual([
        'step 1, its folder: src/problems/checkers/package/problem.yaml states no source: ' +
          'the contest or judge the problem comes from (source: ...)',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("names what a package's submissions lack: too few mutants, or mutants in one language", () => {
    const folder = `${mkdtempSync(join(tmpdir(), 'arbiter-recipe-'))}/`;
    try {
      cpSync(new URL('../../src/problems/rank-and-file/package/', import.meta.url).pathname, folder, {
        recursive: true,
      });
      expect(packageGaps('rank-and-file', folder)).toEqual([]);
      // Without its Python mutants, Rank and File's package has its JavaScript ones alone.
      rmSync(join(folder, 'mutants'), { recursive: true });
      expect(packageGaps('rank-and-file', folder)).toEqual([`step 1, its folder: ${folder}mutants/ is missing`]);
      mkdirSync(join(folder, 'mutants'));
      expect(packageGaps('rank-and-file', folder)).toEqual([
        expect.stringMatching(/mutants in 1 languages; a package needs at least 8 in 2 or more$/),
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a problem added since the last build is found in the clone’s source, so that `arbiter package` says to build', () => {
    const clone = mkdtempSync(join(tmpdir(), 'arbiter-clone-'));
    try {
      mkdirSync(join(clone, 'dist'));
      expect(unbuiltIngredients('fresh', join(clone, 'dist'))).toBeUndefined();
      mkdirSync(join(clone, 'src/problems/fresh/package'), { recursive: true });
      cpSync(
        new URL('../../src/problems/rank-and-file/package/problem.yaml', import.meta.url).pathname,
        join(clone, 'src/problems/fresh/package/problem.yaml'),
      );
      expect(unbuiltIngredients('fresh', join(clone, 'dist'))).toBe(join(clone, 'src/problems/fresh/package'));
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
