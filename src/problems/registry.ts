import { type RegisteredProblem, register } from '../core/problem.js';
import { rankAndFile } from './rank-and-file/index.js';
import { simplifiedChess } from './simplified-chess/index.js';
import { cheesyChess } from './cheesy-chess/index.js';
import { checkers } from './checkers/index.js';

/** Every problem the CLI and the web page offer; adding one is one line here. */
export const PROBLEMS: readonly RegisteredProblem[] = [register(rankAndFile), register(simplifiedChess), register(cheesyChess), register(checkers)];

export const findProblem = (id: string): RegisteredProblem | undefined => PROBLEMS.find((problem) => problem.id === id);
