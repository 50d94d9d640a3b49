import { describe, expect, it } from 'vitest';
import { answerOutput, importBuilt } from '../../bench/lib.mjs';

interface Built {
  readonly PROBLEMS: readonly { readonly id: string }[];
  findProblem(id: string): { readonly sample: { readonly input: string; readonly output: string } };
}

/**
 * The bench's in-process calls use the built library as a user of the package would: a rename in
 * it must fail here, not only in a `npm run bench` nobody ran (bench/lib.mjs is not type-checked).
 */
describe("the bench's in-process answers", () => {
  it('answers every problem sample as the contest output, through the built library', async () => {
    const library = (await importBuilt('index.js')) as Built;
    let checked = 0;
    for (const { id } of library.PROBLEMS) {
      const problem = library.findProblem(id);
      expect(answerOutput(problem, problem.sample.input), id).toBe(problem.sample.output);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
