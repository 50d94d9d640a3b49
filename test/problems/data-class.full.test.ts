import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatInputs } from '../../src/framework/input-format.js';
import { type CaseGenerator, DEFAULT_PROFILES } from '../../src/core/generate.js';
import { seededRandom } from '../../src/core/random.js';
import { RANK_AND_FILE_EDGE_LABELS, rankAndFileLabels } from '../../src/problems/rank-and-file/generate.js';
import { rankAndFileUnchecked } from '../../src/problems/rank-and-file/index.js';
import { UNCHECKED } from '../helpers/unchecked.js';

/**
 * The promise of `gen` and `stress`: every case of the default profiles is `contest` class, by
 * each problem's classify (src/problems/*\/classify.ts), which shares no code with the generator.
 * In the `edge` profile, Rank and File's cases that the generator made to be edge (by its own
 * labels) are classified `edge` with reasons, and the others `contest`; of the other problems, those
 * whose generator has edge kinds make about half their cases `edge`, each with its reasons, and the rest none.
 */

/** Cases per problem and profile, made in a few calls (each call covers every kind first). */
const CASES = 2000;
const PER_CALL = 200;

interface Subject {
  readonly id: string;
  readonly cases: (profile: 'small' | 'contest' | 'hard' | 'edge', count?: number) => unknown[];
  readonly classify: (input: unknown) => { class: string; reasons: readonly string[] };
  /** Its generator has kinds of edge cases (drawn in the edge profile only). */
  readonly edgeKinds: boolean;
}

const subject = <C>(problem: {
  id: string;
  generate: (random: () => number, profile: 'small' | 'contest' | 'hard' | 'edge', count: number) => C[];
  classify: (input: C) => { class: string; reasons: readonly string[] };
}): Subject => ({
  id: problem.id,
  cases: (profile, count = CASES) =>
    Array.from({ length: Math.ceil(count / PER_CALL) }, (_, call) =>
      problem.generate(seededRandom(1000 + call), profile, PER_CALL),
    )
      .flat()
      .slice(0, count),
  classify: (input) => problem.classify(input as C),
  edgeKinds: (problem.generate as Partial<CaseGenerator<C>>).kinds?.some((kind) => kind.edge === true) ?? false,
});

/** Every registered problem, found by its id (test/helpers/unchecked.ts): none is listed here. */
const SUBJECTS: readonly Subject[] = UNCHECKED.map((problem) => subject(problem as Parameters<typeof subject>[0]));

describe('generated data is contest class, by a checker that is not the generator', () => {
  for (const { id, cases, classify } of SUBJECTS) {
    for (const profile of DEFAULT_PROFILES) {
      it(`${id}: ${CASES} cases of the ${profile} profile, all contest class`, () => {
        const made = cases(profile);
        const outside = made.map(classify).filter((verdict) => verdict.class !== 'contest');
        expect(made).toHaveLength(CASES);
        expect(outside.slice(0, 3)).toEqual([]);
      });
    }
  }

  it(`rank-and-file: ${CASES} cases of the edge profile, the generator's edge ones classified edge with reasons, the rest contest`, () => {
    const edgeLabels: readonly string[] = RANK_AND_FILE_EDGE_LABELS;
    let edge = 0;
    const made = rankAndFileUnchecked.generate(seededRandom(7), 'edge', CASES);
    for (const input of made) {
      const meant = rankAndFileLabels(input).some((label) => edgeLabels.includes(label));
      const verdict = rankAndFileUnchecked.classify(input);
      expect(verdict.class).toBe(meant ? 'edge' : 'contest');
      expect(verdict.reasons.length > 0).toBe(meant);
      if (meant) edge++;
    }
    expect(made).toHaveLength(CASES);
    // About half: the edge kinds weigh as much as the contest ones in this profile.
    expect(edge).toBeGreaterThan(CASES * 0.3);
    expect(edge).toBeLessThan(CASES * 0.7);
  });

  for (const { id, cases, classify } of SUBJECTS.filter((candidate) => !candidate.edgeKinds)) {
    it(`${id}: has no edge cases, so its edge profile is contest class`, () => {
      const made = cases('edge', 500);
      expect(made).toHaveLength(500);
      expect(made.map(classify).filter((verdict) => verdict.class !== 'contest')).toEqual([]);
    });
  }

  for (const { id, cases, classify } of SUBJECTS.filter((one) => one.edgeKinds && one.id !== 'rank-and-file')) {
    it(`${id}: about half its edge profile's cases are edge, each with its reasons`, () => {
      const verdicts = cases('edge', 500).map(classify);
      const edge = verdicts.filter((verdict) => verdict.class === 'edge');
      expect(verdicts.filter((verdict) => verdict.class === 'hostile')).toEqual([]);
      expect(edge.filter((verdict) => verdict.reasons.length === 0)).toEqual([]);
      expect(edge.length).toBeGreaterThan(500 * 0.3);
      expect(edge.length).toBeLessThan(500 * 0.7);
    });
  }
});

describe('scripts/data-class.mjs', () => {
  it('counts the classes of a file and of generated cases, with the reasons grouped', () => {
    const script = new URL('../../scripts/data-class.mjs', import.meta.url).pathname;
    const edge = rankAndFileUnchecked.generate(seededRandom(3), 'edge', 40);
    const file = join(mkdtempSync(join(tmpdir(), 'arbiter-classes-')), 'edge.txt');
    writeFileSync(file, formatInputs(rankAndFileUnchecked, edge));
    const counted = execFileSync(process.execPath, [script, 'rank-and-file', file], { encoding: 'utf8' });
    const share = (name: string): number => Number(new RegExp(`^  ${name} +(\\d+)`, 'm').exec(counted)?.[1]);
    expect(counted).toMatch(/^rank-and-file: 40 cases\n/);
    expect(share('contest') + share('edge')).toBe(40);
    expect(share('edge')).toBe(edge.filter((input) => rankAndFileUnchecked.classify(input).class === 'edge').length);
    expect(counted).toMatch(/^ +\d+ +\d+\.\d% +the kings stand side by side/m);
    const generated = execFileSync(process.execPath, [script, 'checkers', '--profile', 'small', '--cases', '50'], {
      encoding: 'utf8',
    });
    expect(generated).toMatch(/^checkers: 50 cases\n {2}contest +50 +100\.0%\n/);
  });
});
