import { existsSync, readFileSync } from 'node:fs';
import { IngredientError, loadIngredients } from '../../src/cli/package/ingredients.js';

/**
 * The files docs/design.md's recipe ("Where a new problem plugs in") asks of a problem, by its
 * id: what of it is missing, each gap naming its step, so that a skipped step fails with a message
 * that says which (test/framework/recipe.test.ts). What the files must do is each one's own test's.
 */

const ROOT = new URL('../../', import.meta.url);
const exists = (path: string): boolean => existsSync(new URL(path, ROOT));

/** A package needs this many accepted submissions, and at least this many mutants in at least this many languages. */
export const PACKAGE_NEEDS = { accepted: 2, mutants: 8, languages: 2 } as const;

/** The steps of the recipe, as docs/design.md numbers and names them. */
const STEP = {
  folder: 'step 1, its folder',
  docs: 'step 3, its docs page and README row',
  renderer: 'step 4, its renderer',
} as const;

/** What problem `id`'s package ingredients lack (step 1): the files, then the submissions they make. */
export function packageGaps(id: string, folder = `src/problems/${id}/package/`): string[] {
  const files = ['problem.yaml', 'problem.en.tex', 'corners.txt', `${id}.mjs`, 'mutants/'];
  const missing = files.filter((file) => !exists(`${folder}${file}`));
  if (missing.length > 0) return missing.map((file) => `${STEP.folder}: ${folder}${file} is missing`);
  let submissions;
  try {
    ({ submissions } = loadIngredients(new URL(folder, ROOT).pathname, id));
  } catch (error) {
    if (error instanceof IngredientError) return [`${STEP.folder}: ${error.message}`];
    throw error;
  }
  const accepted = submissions.filter((submission) => submission.category === 'accepted');
  const mutants = submissions.filter((submission) => submission.category === 'wrong_answer');
  const languages = new Set(mutants.map((mutant) => mutant.language));
  const { accepted: acceptedNeeded, mutants: mutantsNeeded, languages: languagesNeeded } = PACKAGE_NEEDS;
  return [
    ...(accepted.length === acceptedNeeded
      ? []
      : [
          `${STEP.folder}: ${folder} makes ${accepted.length} accepted submissions, ` +
            `not ${acceptedNeeded} (the native reference and ${id}.mjs)`,
        ]),
    ...(mutants.length >= mutantsNeeded && languages.size >= languagesNeeded
      ? []
      : [
          `${STEP.folder}: ${folder} makes ${mutants.length} mutants in ${languages.size} languages; ` +
            `a package needs at least ${mutantsNeeded} in ${languagesNeeded} or more`,
        ]),
  ];
}

/** What problem `id` lacks of the recipe's files, each naming its step; empty when nothing is. */
export function recipeGaps(id: string): string[] {
  const folder = `src/problems/${id}/`;
  const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
  return [
    ...(exists(`${folder}index.ts`) ? [] : [`${STEP.folder}: ${folder}index.ts is missing`]),
    ...packageGaps(id),
    ...(exists(`test/problems/${id}/fuzz-subject.ts`)
      ? []
      : [`${STEP.folder}: test/problems/${id}/fuzz-subject.ts (its fuzz subject, the default export) is missing`]),
    ...(exists(`docs/${id}.md`) ? [] : [`${STEP.docs}: docs/${id}.md is missing`]),
    ...(readme.includes(`| \`arbiter ${id}\` | [docs/${id}.md](docs/${id}.md) |`)
      ? []
      : [`${STEP.docs}: README.md's table of problems has no row for \`arbiter ${id}\``]),
    ...((readme.match(new RegExp(`\\(docs/${id}\\.md\\)`, 'g'))?.length ?? 0) >= 2
      ? []
      : [`${STEP.docs}: README.md's table of contents does not link docs/${id}.md beside the other problems' pages`]),
    ...(exists(`web/src/renderers/${id}.ts`) ? [] : [`${STEP.renderer}: web/src/renderers/${id}.ts is missing`]),
  ];
}
