import { existsSync, readdirSync } from 'node:fs';
import type { InternalProblem } from '../../src/framework/problem.js';
import { type RegisteredProblem, registerProblem } from '../../src/framework/registered.js';
import { PROBLEMS } from '../../src/problems/registry.js';

/**
 * The problems defined by tests alone (test/fixtures/<id>/index.ts, whose default export is the
 * unchecked problem, as a real problem's folder has it), each registered as the registry registers
 * its own: found by their folders, so that a fixture added there joins the tests that go over
 * every problem with the fixtures beside them (the look of an input meant for another problem).
 */
const FIXTURES = new URL('../fixtures/', import.meta.url);

const folders = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, FIXTURES)))
  .map((entry) => entry.name)
  .sort();

export const FIXTURE_PROBLEMS: readonly RegisteredProblem[] = await Promise.all(
  folders.map(async (folder) => {
    const { default: problem } = (await import(new URL(`${folder}/index.ts`, FIXTURES).href)) as {
      default?: InternalProblem<unknown, unknown, object>;
    };
    if (problem?.id !== folder)
      throw new Error(`test/fixtures/${folder}/index.ts must default-export its problem, whose id is "${folder}"`);
    return registerProblem(problem);
  }),
);

/** The registry's problems and the fixtures: every problem a test can register. */
export const WITH_FIXTURES: readonly RegisteredProblem[] = [...PROBLEMS, ...FIXTURE_PROBLEMS];
