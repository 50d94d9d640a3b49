import { type RegisteredProblem, register } from '../core/problem.js';
import { rankAndFile } from './rank-and-file/index.js';

/** Every problem the CLI and the web page offer; adding one is one line here. */
export const PROBLEMS: readonly RegisteredProblem[] = [register(rankAndFile)];

export const findProblem = (id: string): RegisteredProblem | undefined => PROBLEMS.find((problem) => problem.id === id);
