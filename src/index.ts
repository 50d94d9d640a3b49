/**
 * Arbiter's library: every problem as a typed module (parse → judge → format | explain), and the
 * rules underneath for those who embed them.
 */
export { rankAndFile } from './problems/rank-and-file/index.js';
export type * from './problems/rank-and-file/index.js';
export * from './problems/simplified-chess/index.js';
export * from './problems/cheesy-chess/index.js';
export * from './problems/checkers/index.js';
export type { Problem, ParseResult, ParseOptions, CaseInput } from './core/problem.js';
export type { LocatedError, Location, Result } from './core/located.js';
export { formatLocatedError } from './core/located.js';
export * as geometry from './core/geometry.js';
export * as chess from './games/chess/index.js';

// ---- Front ends (the CLI and the web page): the problems by id, typed, what a case answers, and
// the few helpers the page's views and editors use. The page imports from src/ through this file only.
export { REGISTRY, PROBLEMS, findProblem, isProblemId, isCaseOf } from './problems/registry.js';
export type { ProblemId, ExplanationOf, RegisteredProblemOf, ProblemCase } from './problems/registry.js';
export { contestLine } from './core/registered.js';
export type { RegisteredProblem, PendingCase, CaseAnswer, AnsweredCase } from './core/registered.js';
export { contestRows, pieceFromContestLetter } from './problems/rank-and-file/index.js';
export { type Side, sideWord } from './core/side.js';
