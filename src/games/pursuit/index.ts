/** The king-and-pawn pursuit game of Cheesy Chess: fields, rules, and the game for the solver. */
export * from './board.js';
export * from './rules.js';
