import { defaultExportsByProblem } from '../helpers/by-problem.js';
import type { FuzzSubject } from '../helpers/fuzz-harness.js';

/**
 * Every registered problem, fuzzed by the one harness (contract.test.ts, `npm run fuzz`), in the
 * registry's order: each one's subject is the default export of its test folder's
 * fuzz-subject.ts, found by its id, so that a problem's registry line adds it here.
 */
export const SUBJECTS: readonly FuzzSubject[] = await defaultExportsByProblem<FuzzSubject>(
  (id) => new URL(`../problems/${id}/fuzz-subject.ts`, import.meta.url),
);
