import { type ContestantTools, contestantTools } from '../core/tools.js';
import { checkersText, cheesyChessText, formatInputs, rankAndFileText, simplifiedChessText } from './contest-text.js';
import { rankAndFile } from './rank-and-file/index.js';
import { generateRankAndFile } from './rank-and-file/generate.js';
import { MAX_DATA_SETS_STRICT } from './rank-and-file/parse.js';
import { shrinkRankAndFile } from './rank-and-file/shrink.js';
import { simplifiedChess } from './simplified-chess/index.js';
import { generateSimplifiedChess } from './simplified-chess/generate.js';
import { STRICT_LIMITS } from './simplified-chess/parse.js';
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
    formatInputs: (cases) => formatInputs(rankAndFileText, cases),
    maxCasesStrict: MAX_DATA_SETS_STRICT,
  }),
  contestantTools({
    problem: simplifiedChess,
    generate: generateSimplifiedChess,
    shrink: shrinkSimplifiedChess,
    formatInputs: (cases) => formatInputs(simplifiedChessText, cases),
    maxCasesStrict: STRICT_LIMITS.games,
  }),
  contestantTools({
    problem: cheesyChess,
    generate: generateCheesyChess,
    shrink: shrinkCheesyChess,
    formatInputs: (cases) => formatInputs(cheesyChessText, cases),
  }),
  contestantTools({
    problem: checkers,
    generate: generateCheckers,
    shrink: shrinkCheckers,
    formatInputs: (cases) => formatInputs(checkersText, cases),
  }),
];

export const findTools = (id: string): ContestantTools | undefined => TOOLS.find((tools) => tools.id === id);
