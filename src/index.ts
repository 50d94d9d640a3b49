/**
 * Arbiter's library: every problem as a typed module (parse → judge → format | explain), and the
 * rules underneath for those who embed them.
 */
export { rankAndFile } from './problems/rank-and-file/index.js';
export type * from './problems/rank-and-file/index.js';
export * from './problems/simplified-chess/index.js';
export * from './problems/cheesy-chess/index.js';
export * from './problems/checkers/index.js';
export { PROBLEMS, findProblem } from './problems/registry.js';
export type { Problem, ParseResult, ParseOptions, CaseInput, RegisteredProblem, PendingCase, CaseAnswer } from './core/problem.js';
export type { LocatedError, Location, Result } from './core/located.js';
export { formatLocatedError } from './core/located.js';
export * as geometry from './core/geometry.js';
export * as chess from './games/chess/index.js';
