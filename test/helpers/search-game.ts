import type * as api from '../../src/index.js';

/** A small game for the public search: add 1 or 2 to a total; who brings it to 5 or more wins. */
export function searchGame(): api.search.SearchableGame<number> {
  let total = 0;
  const played: number[] = [];
  return {
    moves: () => (total >= 5 ? [] : [1, 2]),
    play: (move) => {
      played.push(move);
      total += move;
    },
    undo: () => {
      total -= played.pop() ?? 0;
    },
    winner: () => (total < 5 ? null : played.length % 2 === 1 ? 'white' : 'black'),
    whiteToMove: () => played.length % 2 === 0,
    key: () => total * 64 + played.length,
  };
}
