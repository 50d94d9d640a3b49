import { readFileSync } from 'node:fs';
import { checkersUnchecked } from '../../../src/problems/checkers/index.js';
import { describe, expect, it } from 'vitest';
import { PROFILES, uncovered } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { SIDES } from '../../../src/core/side.js';
import { pieceList, uncrownedMen } from '../../../src/games/checkers/position.js';
import { VIOLATION_REASONS } from '../../../src/games/checkers/referee.js';
import { explainCheckers } from '../../../src/problems/checkers/explain.js';
import { CHECKERS_LABELS, checkersLabels, generateCheckers } from '../../../src/problems/checkers/generate.js';
import { judgeCheckers } from '../../../src/problems/checkers/judge.js';
import { classifyCheckers } from '../../../src/problems/checkers/classify.js';
import { checkersFormat } from '../../../src/problems/checkers/parse.js';
import { type CheckersCase } from '../../../src/problems/checkers/case.js';
import { formatInputs } from '../../../src/framework/input-format.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The labels again, from the explanation (its reason, and the played moves in PDN) and the judge's crowned flags. */
function labelsFromExplanation(input: CheckersCase): string[] {
  const judged = judgeCheckers(input);
  if (!judged.ok) throw new Error(judged.error);
  const why = explainCheckers(input, judged.value);
  if (!why.valid) return [why.reason ?? 'no reason'];
  const labels = ['valid'];
  const routes = why.played.map((text) => text.split(/[-x]/));
  if (why.played.some((text) => text.split('x').length - 1 >= 3)) labels.push('long-jump');
  if (judged.value.played.some((move) => move.crowned)) labels.push('crowning');
  if (routes.some((route) => route.length > 2 && route[0] === route[route.length - 1])) labels.push('circular-capture');
  return labels;
}

/** The contest text of some records. */
const contestText = (cases: readonly CheckersCase[]): string => formatInputs(checkersFormat, cases);

describe('generateCheckers', () => {
  it('has a kind for every label, named after it, and one for every reason docs/checkers.md gives but `malformed` (fuzz data)', () => {
    expect(generateCheckers.kinds.map((kind) => kind.name)).toEqual(CHECKERS_LABELS);
    // The reasons table of the docs, read independently of the referee's own list.
    const page = readFileSync(new URL('../../../docs/checkers.md', import.meta.url), 'utf8');
    const section = page.slice(page.indexOf('### The reasons Arbiter gives')).split('\n');
    const rows = section.slice(section.findIndex((line) => line.startsWith('|')));
    const table = rows.slice(
      0,
      rows.findIndex((line) => !line.startsWith('|')),
    );
    const documented = table
      .flatMap((row) => /^\| `([a-z-]+)` \|/.exec(row)?.[1] ?? [])
      .filter((reason) => reason !== 'malformed');
    expect(documented.length).toBeGreaterThanOrEqual(13);
    expect([...VIOLATION_REASONS].sort()).toEqual(documented.sort());
    expect(CHECKERS_LABELS.filter((label) => documented.includes(label))).toHaveLength(documented.length);
  });

  it('gives the same records for the same seed', () => {
    for (const profile of PROFILES)
      expect(generateCheckers(seededRandom(42), profile, 40)).toEqual(generateCheckers(seededRandom(42), profile, 40));
  });

  for (const profile of PROFILES) {
    it(`shows valid records with long jumps, crownings and circular captures, and every reason, in any 50 records (${profile})`, () => {
      let seeds = 0;
      for (const seed of SEEDS) {
        const cases = generateCheckers(seededRandom(seed), profile, 50);
        expect(uncovered(CHECKERS_LABELS, cases, labelsFromExplanation), `seed ${seed}`).toEqual([]);
        for (const input of cases) expect(checkersLabels(input)).toEqual(labelsFromExplanation(input));
        seeds++;
      }
      expect(seeds).toBeGreaterThanOrEqual(8);
    });

    it(`makes records the contest's reader takes with --strict, every move written as the statement writes it (${profile})`, () => {
      const cases = SEEDS.flatMap((seed) => generateCheckers(seededRandom(seed), profile, 50));
      const sizes = generateCheckers.profileSizes[profile === 'edge' ? 'contest' : profile];
      for (const input of cases) {
        for (const side of SIDES) {
          expect(uncrownedMen(input.position, side)).toBe(0);
          const { men, kings } = pieceList(input.position, side);
          expect(men.length + kings.length).toBeGreaterThanOrEqual(1);
          expect(men.length + kings.length).toBeLessThanOrEqual(sizes.pieces.max);
        }
        expect(input.moves.length).toBeGreaterThanOrEqual(1);
        expect(input.moves.length).toBeLessThanOrEqual(sizes.moves.max);
        const judged = judgeCheckers(input);
        if (!judged.ok) throw new Error(judged.error);
        // Every move, legal or not, is 2 to 13 squares 1-32 joined by "-": never "x", never a typo.
        for (const move of input.moves) {
          expect(move.text).toMatch(/^([1-9]|[12]\d|3[0-2])(-([1-9]|[12]\d|3[0-2])){1,12}$/);
        }
        judged.value.played.forEach((move, index) => expect(input.moves[index].text).toBe(move.path.join('-')));
        expect(classifyCheckers(input)).toEqual({ class: 'contest', reasons: [] });
      }
      const parsed = checkersUnchecked.parse(contestText(cases), { strict: true });
      expect(parsed.errors).toEqual([]);
      expect(parsed.cases).toHaveLength(cases.length);
      parsed.cases.forEach((read, index) => {
        if (!read.result.ok) throw new Error(read.result.error.map((error) => error.message).join('; '));
        expect(read.result.value.position).toEqual(cases[index].position);
        expect(read.result.value.moves.map((move) => move.text)).toEqual(cases[index].moves.map((move) => move.text));
      });
    });
  }
});
