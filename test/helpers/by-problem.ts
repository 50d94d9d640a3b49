import { PROBLEMS } from '../../src/problems/registry.js';

/**
 * A file's default export for every registered problem, in the registry's order, the file found by
 * the problem's id. By URL, the source's own name: vite's pattern for an import path with a
 * variable knows no .js for .ts.
 */
export const defaultExportsByProblem = <T>(fileOf: (id: string) => URL): Promise<T[]> =>
  Promise.all(PROBLEMS.map(async ({ id }) => ((await import(fileOf(id).href)) as { default: T }).default));
