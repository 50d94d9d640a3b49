import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CheckersExplanation,
  type CheckersTargetsReply,
  type CheckersTargetsQuestion,
  type CheesyExplanation,
  type ExplanationOf,
  PROBLEMS,
  type PdnGameDetails,
  type ProblemCase,
  type ProblemId,
  type PursuitReply,
  type PursuitPlayQuestion,
  type QueenCapturePlayQuestion,
  REGISTRY,
  type RankAndFileExplanation,
  type RuleReplyOf,
  type RuleQuestionOf,
  type SimplifiedChessExplanation,
  type UnitDetailsOf,
  isCaseOf,
  type rules,
} from '../../src/index.js';
import { checkersRenderer } from '../../web/src/renderers/checkers.js';
import { RENDERERS, type Renderers } from '../../web/src/renderers/registry.js';
import { textRenderer } from '../../web/src/renderers/text.js';
import type { BoardRenderer, UnitViews } from '../../web/src/renderers/types.js';

/**
 * The page's views are typed by problem: each takes its problem's explanation, as the worker
 * sends it, with no shape check. What the types guarantee is checked by `tsc` on this file (the
 * `@ts-expect-error` lines must fail to compile); what they cannot, at run time.
 */

describe('the page’s views, by problem', () => {
  it('every problem in PROBLEMS has its own board drawing and explanation panel', () => {
    expect(Object.keys(RENDERERS).sort()).toEqual(PROBLEMS.map((problem) => problem.id).sort());
    for (const problem of PROBLEMS) {
      expect(RENDERERS[problem.id], problem.id).not.toBe(textRenderer);
      expect(RENDERERS[problem.id].explanationPanel, problem.id).toBeTypeOf('function');
    }
    expect(Object.keys(REGISTRY)).toEqual(PROBLEMS.map((problem) => problem.id));
  });

  it('types each view by its problem’s explanation', () => {
    expectTypeOf<ExplanationOf<'rank-and-file'>>().toEqualTypeOf<RankAndFileExplanation>();
    expectTypeOf<ExplanationOf<'simplified-chess'>>().toEqualTypeOf<SimplifiedChessExplanation>();
    expectTypeOf<ExplanationOf<'cheesy-chess'>>().toEqualTypeOf<CheesyExplanation>();
    expectTypeOf<ExplanationOf<'checkers'>>().toEqualTypeOf<CheckersExplanation>();
    // The registry's ids, not any string (a union the registry grows, so no list of them here).
    expectTypeOf<'rank-and-file' | 'simplified-chess' | 'cheesy-chess' | 'checkers'>().toExtend<ProblemId>();
    expectTypeOf<string>().not.toExtend<ProblemId>();
    expectTypeOf(RENDERERS.checkers).toEqualTypeOf<
      BoardRenderer<CheckersExplanation, PdnGameDetails> & { readonly alternate: UnitViews<PdnGameDetails> }
    >();
    // @ts-expect-error a view of one problem cannot stand for another's
    const swapped: Renderers = { ...RENDERERS, 'rank-and-file': checkersRenderer };
    // @ts-expect-error every problem needs a view
    const missing: Renderers = {
      'rank-and-file': RENDERERS['rank-and-file'],
      'simplified-chess': RENDERERS['simplified-chess'],
      'cheesy-chess': RENDERERS['cheesy-chess'],
    };
    // @ts-expect-error a problem with another input format needs views of its units
    const noUnits: Renderers = { ...RENDERERS, checkers: checkersRenderer };
    expect([swapped, missing, noUnits]).toHaveLength(3);
  });

  it('types what the page asks each problem, and what it reads of its other input format', () => {
    expectTypeOf<RuleQuestionOf<'checkers'>>().toEqualTypeOf<CheckersTargetsQuestion>();
    expectTypeOf<RuleReplyOf<'checkers'>>().toEqualTypeOf<CheckersTargetsReply>();
    expectTypeOf<RuleQuestionOf<'cheesy-chess'>>().toEqualTypeOf<PursuitPlayQuestion>();
    expectTypeOf<RuleReplyOf<'cheesy-chess'>>().toEqualTypeOf<PursuitReply>();
    expectTypeOf<RuleQuestionOf<'rank-and-file'>>().toEqualTypeOf<rules.chess.ChessTargetsQuestion>();
    expectTypeOf<RuleQuestionOf<'simplified-chess'>>().toEqualTypeOf<
      rules.chess.ChessTargetsQuestion | QueenCapturePlayQuestion
    >();
    expectTypeOf<UnitDetailsOf<'checkers'>>().toEqualTypeOf<PdnGameDetails>();
    expectTypeOf<UnitDetailsOf<'rank-and-file'>>().toBeUnknown();
    // The views of another format's units are there exactly for the problems that have one.
    for (const problem of PROBLEMS)
      expect(RENDERERS[problem.id].alternate !== undefined, problem.id).toBe(problem.alternateInput !== undefined);
  });

  it('dispatches a case on its problem id alone', () => {
    const [item] = REGISTRY.checkers.read(REGISTRY.checkers.sample.input).cases.map((pending) => pending.judge(true));
    const asSent: ProblemCase = structuredClone(item);
    expect(isCaseOf('checkers', asSent)).toBe(true);
    expect(isCaseOf('rank-and-file', asSent)).toBe(false);
    if (isCaseOf('checkers', asSent) && asSent.outcome.kind === 'verdict') {
      expectTypeOf(asSent.outcome.explanation).toEqualTypeOf<CheckersExplanation | undefined>();
      expect(asSent.outcome.explanation?.plies.map((ply) => ply.move)).toEqual(['9x2', '16x23x14', '2x11x4']);
    }
  });
});
