import { assertObject, assertOneOf, assertString } from '../core/guards.js';
import type { LocatedError } from '../core/located.js';
import { firstFailure, lookAlikeAmong, lookAlikeWords } from '../framework/look-alike.js';
import type { ParseOptions } from '../framework/options.js';
import {
  type AnsweredCase,
  type AnsweredUnit,
  type RegisteredProblem,
  registerProblem,
} from '../framework/registered.js';
// Each problem: its unchecked object to register, and its checked object and types for the library (src/index.ts).
import { rankAndFileUnchecked } from './rank-and-file/index.js';
export { rankAndFile } from './rank-and-file/index.js';
export type * from './rank-and-file/index.js';
import { simplifiedChessUnchecked } from './simplified-chess/index.js';
export { simplifiedChess } from './simplified-chess/index.js';
export type * from './simplified-chess/index.js';
import { simplifiedChessIIUnchecked } from './simplified-chess-ii/index.js';
export { simplifiedChessII } from './simplified-chess-ii/index.js';
export type * from './simplified-chess-ii/index.js';
import { cheesyChessUnchecked } from './cheesy-chess/index.js';
export { cheesyChess } from './cheesy-chess/index.js';
export type * from './cheesy-chess/index.js';
import { checkersUnchecked } from './checkers/index.js';
export { checkers, checkersPdn } from './checkers/index.js';
export type * from './checkers/index.js';

/** Keys must be the problems' own ids: a key that differs from its problem's id does not compile. */
const byId = <T extends { readonly [Id in keyof T]: { readonly id: Id } }>(problems: T): T => problems;

/** Every problem the CLI and the web page offer, by id; adding one is one line here, with its lines above. */
export const REGISTRY = Object.freeze(
  byId({
    'rank-and-file': registerProblem(rankAndFileUnchecked),
    'simplified-chess': registerProblem(simplifiedChessUnchecked),
    'simplified-chess-ii': registerProblem(simplifiedChessIIUnchecked),
    'cheesy-chess': registerProblem(cheesyChessUnchecked),
    checkers: registerProblem(checkersUnchecked),
  }),
);

export type ProblemId = keyof typeof REGISTRY;

/** The explanation type of a problem, by id: `ExplanationOf<'checkers'>` is `CheckersExplanation`. */
export type ExplanationOf<Id extends ProblemId> =
  (typeof REGISTRY)[Id] extends RegisteredProblem<Id, infer E> ? E : never;

/** The rule questions a problem answers, by id (framework/questions.ts). */
export type RuleQuestionOf<Id extends ProblemId> =
  (typeof REGISTRY)[Id] extends RegisteredProblem<Id, infer _E, infer Q> ? Q : never;

/** The answers to a problem's rule questions, by id. */
export type RuleReplyOf<Id extends ProblemId> =
  (typeof REGISTRY)[Id] extends RegisteredProblem<Id, infer _E, infer _Q, infer A> ? A : never;

/** What the page draws of a unit of a problem's other input format, by id (`unknown`: it has none). */
export type UnitDetailsOf<Id extends ProblemId> =
  (typeof REGISTRY)[Id] extends RegisteredProblem<Id, infer _E, infer _Q, infer _A, infer D> ? D : never;

/**
 * One registered problem, by id. Written as a mapped type indexed by `Id` so that for a generic
 * `Id` TypeScript keeps the id and the explanation type together (`problem.id` is `Id`).
 */
export type RegisteredProblemOf<Id extends ProblemId = ProblemId> = {
  readonly [K in ProblemId]: RegisteredProblem<
    K,
    ExplanationOf<K>,
    RuleQuestionOf<K>,
    RuleReplyOf<K>,
    UnitDetailsOf<K>
  >;
}[Id];

/**
 * A case answered, with its problem's id: a union over ids, discriminated by `problem`, so that a
 * front end that gets it as plain data (a worker's message) picks the view by id, with no shape
 * checks. `PendingCase.answered` builds it.
 */
export type ProblemCase<Id extends ProblemId = ProblemId> = {
  readonly [K in ProblemId]: AnsweredCase<K, ExplanationOf<K>>;
}[Id];

/** A unit of a problem's other input format answered: a union discriminated by `problem`, as ProblemCase is. */
export type ProblemUnit<Id extends ProblemId = ProblemId> = {
  readonly [K in ProblemId]: AnsweredUnit<K, UnitDetailsOf<K>>;
}[Id];

/** Narrows a case to one problem by its id (the discriminant). */
export const isCaseOf = <Id extends ProblemId>(problem: Id, item: ProblemCase): item is ProblemCase<Id> => {
  assertOneOf(problem, 'isCaseOf: problem', Object.keys(REGISTRY));
  assertObject(item, 'isCaseOf: item');
  return item.problem === problem;
};

/** The problems in the order the CLI's help and the web page's selector list them. */
export const PROBLEMS: readonly RegisteredProblemOf[] = Object.freeze(Object.values(REGISTRY));

export const isProblemId = (id: string): id is ProblemId => typeof id === 'string' && Object.hasOwn(REGISTRY, id);

export const findProblem = (id: string): RegisteredProblemOf | undefined =>
  isProblemId(id) ? REGISTRY[id] : undefined;

/**
 * The problem a text was meant for when it is not `id`'s: `id`'s reader fails on it, and one other
 * problem's reads its first case and gets farther than `id`'s and every other's (see
 * framework/look-alike.ts). Reads the text's start only.
 */
export function lookAlikeOf(text: string, id: ProblemId): RegisteredProblemOf | undefined {
  assertString(text, 'lookAlikeOf: text');
  assertOneOf(id, 'lookAlikeOf: id', Object.keys(REGISTRY));
  return lookAlikeAmong(text, REGISTRY[id], PROBLEMS);
}

/**
 * What a text looks like, in the words of the command's hint, once `lookAlikeOf` has found `like`
 * for it: "a PDN game" (`like`'s other format, read with its option `pdn`) or "a Cheesy Chess input".
 */
export function lookAlikeSaid(text: string, like: ProblemId): { readonly what: string; readonly option?: string } {
  assertString(text, 'lookAlikeSaid: text');
  assertOneOf(like, 'lookAlikeSaid: like', Object.keys(REGISTRY));
  return lookAlikeWords(REGISTRY[like], text);
}

/**
 * The first error of `text` read as `id`'s input (framework/look-alike.ts `firstFailure`): what
 * `arbiter <id>` reports first, and alone, for an input that looks like another problem's. Reads
 * up to that error only.
 */
export function firstFailureOf(text: string, id: ProblemId, options: ParseOptions = {}): LocatedError | undefined {
  assertString(text, 'firstFailureOf: text');
  assertOneOf(id, 'firstFailureOf: id', Object.keys(REGISTRY));
  return firstFailure(REGISTRY[id].stream(text, options));
}
