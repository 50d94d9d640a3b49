import fc from 'fast-check';
import { toPdnFen } from '../../../src/games/checkers/fen.js';
import { type Move, applyMove, legalMoves } from '../../../src/games/checkers/moves.js';
import { INITIAL_POSITION, type Position } from '../../../src/games/checkers/position.js';
import { pick, seededRandom } from '../../../src/core/random.js';

const key = (position: Position): string => `${position.black},${position.white},${position.kings},${position.turn}`;

/** Distinct positions met in random games from the initial position (every position of each game). */
export function playoutPositions(seed: number, count: number, maxPlies = 200): Position[] {
  const random = seededRandom(seed);
  const seen = new Map<string, Position>();
  while (seen.size < count) {
    let position = INITIAL_POSITION;
    for (let ply = 0; ply < maxPlies && seen.size < count; ply++) {
      seen.set(key(position), position);
      const moves = legalMoves(position);
      if (moves.length === 0) break;
      position = applyMove(position, pick(random, moves));
    }
  }
  return [...seen.values()];
}

/** Perft the slow way, through the move generator (moves.ts): every route listed, every position built. */
export function listedPerft(position: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(position);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, move) => sum + listedPerft(applyMove(position, move), depth - 1), 0);
}

/**
 * A game from `start` following `choices` (each taken modulo the number of legal moves), stopping
 * where the side to move has none: its moves, and the position they reach.
 */
export function playChoices(start: Position, choices: readonly number[]): { moves: Move[]; position: Position } {
  const moves: Move[] = [];
  let position = start;
  for (const choice of choices) {
    const legal = legalMoves(position);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    moves.push(move);
    position = applyMove(position, move);
  }
  return { moves, position };
}

/** The position reached from the initial one by following `choices`. */
export const positionAfter = (choices: readonly number[]): Position => playChoices(INITIAL_POSITION, choices).position;

/** A reachable position, shown as its FEN in counterexamples. */
export const reachablePosition: fc.Arbitrary<Position> = fc.array(fc.nat(), { maxLength: 160 }).map((choices) => {
  const position = positionAfter(choices);
  return { ...position, [fc.toStringMethod]: () => toPdnFen(position) };
});

/** Any layout: up to 12 pieces a side on distinct squares, men never on their own promotion row. */
export const anyPosition: fc.Arbitrary<Position> = fc
  .record({
    owners: fc.array(fc.constantFrom(0, 0, 1, 2), { minLength: 32, maxLength: 32 }),
    kings: fc.nat(),
    black: fc.boolean(),
  })
  .map(({ owners, kings, black }) => {
    let blackSet = 0;
    let whiteSet = 0;
    owners.forEach((owner, index) => {
      if (owner === 1) blackSet |= 1 << index;
      if (owner === 2) whiteSet |= 1 << index;
    });
    // Men on their own promotion row are crowned, as the contest guarantees.
    const kingSet = ((kings | (blackSet & 0xf0000000) | (whiteSet & 0x0f)) & (blackSet | whiteSet)) | 0;
    const position: Position = { black: blackSet, white: whiteSet, kings: kingSet, turn: black ? 'black' : 'white' };
    return { ...position, [fc.toStringMethod]: () => toPdnFen(position) };
  });
