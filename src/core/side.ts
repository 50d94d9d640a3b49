/**
 * The one vocabulary for the two sides of every game. White moves first in chess, in the
 * Simplified Chess Engine and in Cheesy Chess (the king); Black is the pawn in Cheesy Chess and
 * Red in checkers (PDN calls that side Black too). Texts for people may still say "Red".
 */
export type Side = 'white' | 'black';

export const SIDES: readonly Side[] = ['white', 'black'];

/** A side from outside the library that is neither: a clear error rather than a silent 'white'. */
const notASide = (at: string, side: unknown): never => {
  throw new RangeError(`${at}: side must be "white" or "black", not ${JSON.stringify(side) ?? String(side)}`);
};

export const otherSide = (side: Side): Side => (side === 'white' ? 'black' : side === 'black' ? 'white' : notASide('otherSide', side));

/** "White", "Black": a side as a word at the start of a sentence. */
export const sideWord = (side: Side): string => (side === 'white' ? 'White' : side === 'black' ? 'Black' : notASide('sideWord', side));
