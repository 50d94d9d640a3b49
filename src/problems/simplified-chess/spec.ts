import { joinWords } from '../../games/chess/notation.js';
import type { ProblemSpec } from '../../framework/problem.js';
import { copySetupOf, copySimplifiedChessVerdict } from './guard.js';
import { exactFormatOf } from './exact.js';
import { generatorOf } from './generate.js';
import { classifierOf } from './classify.js';
import { measureSimplifiedChess, shrinkerOf } from './shrink-candidates.js';
import { type SimplifiedChessExplanation, describeSimplifiedChess, explainSimplifiedChess } from './explain.js';
import {
  DEFAULT_TIME_LIMIT_MS,
  type SimplifiedChessVerdict,
  judgeSimplifiedChess,
  simplifiedChessCodec,
} from './judge.js';
import { inputFormatOf } from './parse.js';
import { type SimplifiedChessQuestion, type SimplifiedChessRuleReply, questionsOf } from './questions.js';
import { type SimplifiedChessCase, fromSetupOf } from './case.js';
import type { SimplifiedChessVariant } from './variant.js';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/**
 * The problem of a variant of the Simplified Chess Engine's family, for `defineProblem`: the game,
 * its search, its answers and explanations are the family's; what the variant says (its pieces,
 * limits, faults, kinds of case, texts) shapes the reader, the validator, the guards, the
 * generator, the classifier, the shrinker and the rule questions.
 */
export function simplifiedChessSpec<Id extends string>(
  variant: SimplifiedChessVariant & { readonly id: Id },
): ProblemSpec<
  SimplifiedChessCase,
  SimplifiedChessVerdict,
  SimplifiedChessExplanation,
  Id,
  SimplifiedChessQuestion,
  SimplifiedChessRuleReply
> {
  const { limits, groups } = variant;
  const generate = generatorOf(variant);
  const perGroup = groups.map(({ max, plural }) => `${NUMBER_WORDS[max]} ${plural}`);
  return {
    id: variant.id,
    title: variant.title,
    summary: variant.summary,
    strictLimits:
      `g <= ${limits.games}, w and b <= ${limits.piecesPerSide}, m <= ${limits.moves}, ` +
      `at most ${joinWords(perGroup)} a side`,
    sample: variant.sample,
    inputSummary: variant.inputSummary,
    ...(variant.readsInputsOf ? { readsInputsOf: variant.readsInputsOf } : {}),
    search: { defaultTimeLimitMs: DEFAULT_TIME_LIMIT_MS },
    input: inputFormatOf(variant),
    // What the page asks while a position is played: a piece's targets, and perfect play against Arbiter.
    questions: questionsOf(variant),
    // How the contest writes each token, for the input validator (arbiter validate).
    exactFormat: exactFormatOf(variant),
    fromSetup: fromSetupOf(variant),
    copySetup: copySetupOf(variant),
    copyVerdict: copySimplifiedChessVerdict,
    judge: judgeSimplifiedChess,
    codec: simplifiedChessCodec,
    explain: explainSimplifiedChess,
    describe: (input, verdict, explanation) => describeSimplifiedChess(input, verdict, explanation, variant.roles),
    sizes: generate.sizes,
    generate,
    classify: classifierOf(variant),
    measure: measureSimplifiedChess,
    shrink: shrinkerOf(variant),
  };
}
