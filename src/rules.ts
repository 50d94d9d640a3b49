/** The rules underneath the problems, one namespace per game, for those who embed them. */
export * as geometry from './core/geometry-public.js';
export * as chess from './games/chess/index.js';
export * as checkers from './games/checkers/index.js';
export * as pursuit from './games/pursuit/index.js';
