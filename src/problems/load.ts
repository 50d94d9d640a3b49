import { type RegisteredProblem, register } from '../framework/registered.js';
import type { InternalProblem } from '../framework/problem.js';

/** What may name a problem folder: checked before it becomes part of a path. */
const FOLDER_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * The problem `id` with its own code loaded and no other problem's, or undefined when no problem
 * folder has that name. A problem command is started once for every test a contestant or a judge
 * runs: it loads the problem it judges, and the registry (every problem) only when it needs the
 * others, as for help or an input that looks like another problem's. Each folder's index.ts
 * default-exports its problem unchecked, the one the registry registers. The command calls it with
 * its own values, so it is registered without the public registry's argument checks
 * (registerProblem): a run's input goes from the command to the reader with nothing between.
 */
export async function loadProblem(id: string): Promise<RegisteredProblem | undefined> {
  if (!FOLDER_NAME.test(id)) return undefined;
  let folder: { readonly default?: InternalProblem<never, never, object, string> };
  try {
    folder = (await import(`./${id}/index.js`)) as typeof folder;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  const problem = folder.default;
  return problem?.id === id ? register(problem) : undefined;
}

/** A module that is not there: Node's error, or the bundle's when the name matches no folder it holds. */
const isNotFound = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' ||
    /^Module not found in bundle/.test(error.message));
