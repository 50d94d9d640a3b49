/**
 * Arbiter's library. Every problem is one object with the same shape (parse and formatInput,
 * judge, format, explain, describe): text → parse → cases → judge → verdict → contest line |
 * explanation. Front ends loop over the registry; the rules and the search underneath are
 * namespaces of their own. This list is the whole public surface.
 */

// The problems (each its checked object and its types, beside its registry line), the registry
// and what a front end (the CLI, the web page) needs of it.
export * from './problems/registry.js';
export { guardedAnswerLine as answerLine } from './framework/registered.js';
export type {
  RegisteredProblem,
  PendingCase,
  CaseOutcome,
  AnsweredCase,
  AnsweredUnit,
  AskedQuestions,
  RegisteredAlternate,
} from './framework/registered.js';
export type {
  Problem,
  Checked,
  SetupOf,
  Fault,
  AlternateInput,
  AlternateOutcome,
  PendingUnit,
  UnitOutcome,
} from './framework/problem.js';
export type { Kinded, PlayOption, RuleQuestions } from './framework/questions.js';
export type { ParseResult, CaseInput } from './framework/input-format.js';
export type { ParseOptions, JudgeOptions } from './framework/options.js';
export { guardedFormatInputs as formatInputs } from './framework/guard.js';

// The vocabulary every problem shares: sides, located errors, seeded randomness.
export { type Side, SIDES, otherSide, sideWord } from './core/side.js';
export type { LocatedError, Location, Result } from './core/located.js';
export { guardedFormatLocatedError as formatLocatedError } from './framework/guard.js';
export * as random from './core/random-public.js';

// The rules underneath (rules.geometry, rules.chess, rules.checkers, rules.pursuit) and the search.
export * as rules from './rules.js';
export * as search from './search/index.js';
