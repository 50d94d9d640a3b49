import type { InternalProblem } from '../../src/framework/problem.js';
import { defaultExportsByProblem } from './by-problem.js';

type Unchecked = InternalProblem<unknown, unknown, object>;

/**
 * Every registered problem unchecked, in the registry's order: each folder's default export, as
 * problems/load.ts loads it. Tests that need a problem's own members (its spec, measure, shrink)
 * go over these, so that a problem's registry line adds it to them.
 */
export const UNCHECKED: readonly Unchecked[] = await defaultExportsByProblem<Unchecked>(
  (id) => new URL(`../../src/problems/${id}/index.ts`, import.meta.url),
);
