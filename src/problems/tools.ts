import { type ContestantTools, contestantTools } from '../core/tools.js';
import { rankAndFile } from './rank-and-file/index.js';
import { generateRankAndFile } from './rank-and-file/generate.js';
import { shrinkRankAndFile } from './rank-and-file/shrink.js';
import { simplifiedChess } from './simplified-chess/index.js';
import { generateSimplifiedChess } from './simplified-chess/generate.js';
import { shrinkSimplifiedChess } from './simplified-chess/shrink.js';
import { cheesyChess } from './cheesy-chess/index.js';
import { generateCheesyChess } from './cheesy-chess/generate.js';
import { shrinkCheesyChess } from './cheesy-chess/shrink.js';
import { checkers } from './checkers/index.js';
import { generateCheckers } from './checkers/generate.js';
import { shrinkCheckers } from './checkers/shrink.js';

/** Generator, judge and shrinker per problem, for `arbiter gen`, `check` and `stress`. */
export const TOOLS: readonly ContestantTools[] = [
  contestantTools({
    problem: rankAndFile,
    generate: generateRankAndFile,
    shrink: shrinkRankAndFile,
  }),
  contestantTools({
    problem: simplifiedChess,
    generate: generateSimplifiedChess,
    shrink: shrinkSimplifiedChess,
  }),
  contestantTools({
    problem: cheesyChess,
    generate: generateCheesyChess,
    shrink: shrinkCheesyChess,
  }),
  contestantTools({
    problem: checkers,
    generate: generateCheckers,
    shrink: shrinkCheckers,
  }),
];

export const findTools = (id: string): ContestantTools | undefined => TOOLS.find((tools) => tools.id === id);
