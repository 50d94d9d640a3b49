import { rangeError, typeError } from './guards.js';

/**
 * The one vocabulary for the two sides of every game. White moves first in chess, in the
 * Simplified Chess Engine and in Cheesy Chess (the king); Black is the pawn in Cheesy Chess and
 * Red in checkers (PDN calls that side Black too). Texts for people may still say "Red".
 */
export type Side = 'white' | 'black';

export const SIDES: readonly Side[] = Object.freeze(['white', 'black']);

/** A side from outside the library that is neither: a clear error rather than a silent 'white'. */
const notASide = (side: unknown, at: string): never => {
  throw (typeof side === 'string' ? rangeError : typeError)(at, '"white" or "black"', side);
};

export const otherSide = (side: Side): Side =>
  side === 'white' ? 'black' : side === 'black' ? 'white' : notASide(side, 'otherSide: side');

/** "White", "Black": a side as a word at the start of a sentence. */
export const sideWord = (side: Side): string =>
  side === 'white' ? 'White' : side === 'black' ? 'Black' : notASide(side, 'sideWord: side');
