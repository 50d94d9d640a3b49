// TEMPORARY: the contest text of cases, until `formatInput` and `formatInputs` land on main
// (the parser rewrite); then this file goes and src/problems/tools.ts uses theirs.
import { fileOf, rankOf } from '../core/geometry.js';
import { fieldRows } from '../games/pursuit/board.js';
import { pieceList } from '../games/checkers/position.js';
import type { Side } from '../core/side.js';
import { contestRows, type RankAndFileCase } from './rank-and-file/parse.js';
import { type SimplifiedChessCase, formatGame } from './simplified-chess/parse.js';
import type { CheesyCase } from './cheesy-chess/parse.js';
import type { CheckersCase } from './checkers/parse.js';
import type { Position } from '../games/checkers/position.js';

export type Framing = { readonly kind: 'counted' } | { readonly kind: 'closed'; readonly closing: string };

export function formatInputs<C>(format: { framing: Framing; formatInput(input: C): string }, cases: readonly C[]): string {
  const body = cases.map((input) => format.formatInput(input)).join('');
  return format.framing.kind === 'counted' ? `${cases.length}\n${body}` : `${body}${format.framing.closing}\n`;
}

export const rankAndFileText = {
  framing: { kind: 'counted' } as Framing,
  formatInput: ({ side, board }: RankAndFileCase): string => `${side === 'white' ? 'w' : 'B'}\n${contestRows(board).join('\n')}\n`,
};
export const simplifiedChessText = { framing: { kind: 'counted' } as Framing, formatInput: (input: SimplifiedChessCase): string => formatGame(input) };
export const cheesyChessText = {
  framing: { kind: 'counted' } as Framing,
  formatInput: ({ board, king, pawn }: CheesyCase): string => {
    const at = (square: number): string => `${fileOf(board.shape, square) + 1} ${rankOf(board.shape, square) + 1}`;
    return `${fieldRows(board).join('\n')}\n${at(king)}\n${at(pawn)}\n`;
  },
};
const listed = (position: Position, side: Side): number[] => {
  const { men, kings } = pieceList(position, side);
  return [...men, ...kings.map((square) => -square)];
};
export const checkersText = {
  framing: { kind: 'closed', closing: '0 0' } as Framing,
  formatInput: ({ position, moves }: CheckersCase): string => {
    const black = listed(position, 'black');
    const white = listed(position, 'white');
    const lines = [`${black.length} ${white.length}`, black.join(' '), white.join(' '), `${moves.length} ${position.turn === 'black' ? 'R' : 'W'}`, ...moves.map((move) => move.text)];
    return lines.map((line) => `${line}\n`).join('');
  },
};
