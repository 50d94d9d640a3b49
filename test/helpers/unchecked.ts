import type { InternalProblem } from '../../src/framework/problem.js';
import { PROBLEMS } from '../../src/problems/registry.js';

type Unchecked = InternalProblem<unknown, unknown, object>;

/**
 * Every registered problem unchecked, in the registry's order: each folder's default export, as
 * problems/load.ts loads it. Tests that need a problem's own members (its spec, measure, shrink)
 * go over these, so that a problem's registry line adds it to them.
 */
export const UNCHECKED: readonly Unchecked[] = await Promise.all(
  PROBLEMS.map(async ({ id }) => {
    // By URL, the source's own name: vite's pattern for an import path with a variable knows no .js for .ts.
    const folder = new URL(`../../src/problems/${id}/index.ts`, import.meta.url).href;
    return ((await import(folder)) as { default: Unchecked }).default;
  }),
);
