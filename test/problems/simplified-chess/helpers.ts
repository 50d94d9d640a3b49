import { expect } from 'vitest';
import { simplifiedChess } from '../../../src/problems/simplified-chess/index.js';
import type {
  SimplifiedChessCase,
  SimplifiedChessExplanation,
  SimplifiedChessVerdict,
} from '../../../src/problems/simplified-chess/index.js';

/** Contest text for one game from piece lists such as "Qb3 Rc1 Na1" (White) and "Qd4 Nc4" (Black). */
export function contestGame(moves: number, white: string, black: string): string {
  const lines = (pieces: string): string[] =>
    pieces
      .trim()
      .split(/\s+/)
      .map((token) => `${token[0]} ${token[1].toUpperCase()} ${token[2]}`);
  const whiteLines = lines(white);
  const blackLines = lines(black);
  return `1\n${whiteLines.length} ${blackLines.length} ${moves}\n${[...whiteLines, ...blackLines].join('\n')}\n`;
}

export function parsedGame(moves: number, white: string, black: string): SimplifiedChessCase {
  const parsed = simplifiedChess.parse(contestGame(moves, white, black));
  const input = parsed.cases[0].result;
  if (!input.ok) throw new Error(`bad test game: ${input.error[0].message}`);
  return input.value;
}

export interface Solved {
  readonly verdict: SimplifiedChessVerdict;
  readonly explanation: SimplifiedChessExplanation;
}

export function solve(moves: number, white: string, black: string): Solved {
  const input = parsedGame(moves, white, black);
  const judged = simplifiedChess.judge(input);
  expect(judged.ok).toBe(true);
  if (!judged.ok) throw new Error(judged.error);
  return { verdict: judged.value, explanation: simplifiedChess.explain(input, judged.value) };
}
