import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Side } from '../../src/core/side.js';
import {
  type FiniteGame,
  GameContractError,
  type Outcome,
  RetrogradeSolver,
  solve,
  solveOutcome,
} from '../../src/search/retrograde.js';

/** Subtraction game: take 1 or 2 from a pile; whoever takes the last one wins. State = pile * 2 + mover. */
const subtraction: FiniteGame<number, number> = {
  toMove: (state) => ((state & 1) === 0 ? 'white' : 'black'),
  // The side that took the last one has won; the other is to move.
  outcome: (state) => (state >> 1 === 0 ? ((state & 1) === 0 ? 'black' : 'white') : undefined),
  moves: (state) => [1, 2].filter((take) => take <= state >> 1),
  play: (state, take) => (((state >> 1) - take) << 1) | (1 - (state & 1)),
  key: (state) => state,
};

/** A game given as an explicit tree (or DAG) of numbered nodes, for random tests. */
interface TreeGame {
  readonly children: readonly number[][];
  /** For leaves: the outcome. */
  readonly leafOutcome: readonly Outcome[];
  readonly mover: readonly Side[];
}
const treeGame = (tree: TreeGame): FiniteGame<number, number> => ({
  toMove: (node) => tree.mover[node],
  outcome: (node) => (tree.children[node].length === 0 ? tree.leafOutcome[node] : undefined),
  moves: (node) => tree.children[node],
  play: (_node, child) => child,
  key: (node) => node,
});

/** Plain minimax over the tree, with distances by the same preferences, written independently. */
function minimax(tree: TreeGame, node: number): { outcome: Outcome; plies: number } {
  if (tree.children[node].length === 0) return { outcome: tree.leafOutcome[node], plies: 0 };
  const me = tree.mover[node];
  const results = tree.children[node].map((child) => {
    const r = minimax(tree, child);
    return { outcome: r.outcome, plies: r.plies + 1 };
  });
  const wins = results.filter((r) => r.outcome === me);
  if (wins.length > 0) return { outcome: me, plies: Math.min(...wins.map((r) => r.plies)) };
  const draws = results.filter((r) => r.outcome === 'draw');
  if (draws.length > 0) return { outcome: 'draw', plies: Math.min(...draws.map((r) => r.plies)) };
  return { outcome: results[0].outcome, plies: Math.max(...results.map((r) => r.plies)) };
}

/** A random DAG: node i's children have larger numbers, so every game ends. */
const randomDag = fc.integer({ min: 1, max: 25 }).chain((size) =>
  fc.record({
    children: fc.tuple(
      ...Array.from({ length: size }, (_, node) =>
        node === size - 1
          ? fc.constant([] as number[])
          : fc.uniqueArray(fc.integer({ min: node + 1, max: size - 1 }), { maxLength: 3 }),
      ),
    ),
    leafOutcome: fc.array(fc.constantFrom<Outcome>('white', 'black', 'draw'), { minLength: size, maxLength: size }),
    mover: fc.array(fc.constantFrom<Side>('white', 'black'), { minLength: size, maxLength: size }),
  }),
);

describe('retrograde solving', () => {
  it('values the subtraction game: the mover loses exactly on piles divisible by 3', () => {
    for (let pile = 0; pile <= 30; pile++) {
      const { outcome } = solve(subtraction, pile * 2);
      expect(outcome).toBe(pile % 3 === 0 ? 'black' : 'white');
      expect(solveOutcome(subtraction, pile * 2)).toBe(outcome);
    }
  });

  it('the winner ends fastest and the loser lasts longest', () => {
    // Pile 4: the winner takes 1 (to 3), the loser then takes 1 (to 2) to last, the winner takes 2.
    expect(solve(subtraction, 4 * 2)).toEqual({ outcome: 'white', plies: 3 });
    // Pile 3 is lost: whatever the mover takes, the other side takes the rest: 2 plies.
    expect(solve(subtraction, 3 * 2)).toEqual({ outcome: 'black', plies: 2 });
    expect(solve(subtraction, 0)).toEqual({ outcome: 'black', plies: 0 });
  });

  it('the best line replays the solution: its length is the distance and it ends in the winner', () => {
    for (let pile = 1; pile <= 20; pile++) {
      const solver = new RetrogradeSolver(subtraction);
      const solution = solver.solve(pile * 2);
      const line = solver.bestLine(pile * 2);
      expect(line.moves).toHaveLength(solution.plies);
      expect(subtraction.outcome(line.states[line.states.length - 1])).toBe(solution.outcome);
    }
  });

  it('agrees with plain minimax, distances included, on random finite games', () => {
    const outcomes = new Map<Outcome, number>();
    let deep = 0;
    fc.assert(
      fc.property(randomDag, (tree) => {
        const game = treeGame(tree);
        const expected = minimax(tree, 0);
        outcomes.set(expected.outcome, (outcomes.get(expected.outcome) ?? 0) + 1);
        if (expected.plies >= 3) deep++;
        expect(solve(game, 0)).toEqual(expected);
        expect(solveOutcome(game, 0)).toBe(expected.outcome);
        // The same with the table in an array, reused from the previous solves.
        expect(solveOutcome({ ...game, keyCount: tree.children.length }, 0)).toBe(expected.outcome);
      }),
      { seed: 11, numRuns: 2000 },
    );
    // Wins for each player, draws, and games longer than a move or two must all have been compared.
    for (const outcome of ['white', 'black', 'draw'] as const)
      expect(outcomes.get(outcome) ?? 0, String(outcome)).toBeGreaterThanOrEqual(300);
    expect(deep).toBeGreaterThanOrEqual(150);
  });

  it('a game whose position repeats breaks the contract and is reported as a bug', () => {
    const loop: FiniteGame<number, number> = {
      ...treeGame({ children: [[1], [0]], leafOutcome: ['white', 'white'], mover: ['white', 'black'] }),
    };
    expect(() => solve(loop, 0)).toThrow(GameContractError);
    expect(() => solveOutcome(loop, 0)).toThrow(GameContractError);
  });

  it('keys outside the declared keyCount break the contract, and the table is fine afterwards', () => {
    expect(() => solveOutcome({ ...subtraction, keyCount: 10 }, 40)).toThrow(GameContractError);
    for (let pile = 0; pile <= 30; pile++)
      expect(solveOutcome({ ...subtraction, keyCount: 62 }, pile * 2)).toBe(pile % 3 === 0 ? 'black' : 'white');
  });

  it('a live position without moves breaks the contract', () => {
    const stuck: FiniteGame<number, number> = { ...subtraction, outcome: () => undefined, moves: () => [] };
    expect(() => solve(stuck, 2)).toThrow(GameContractError);
  });

  it('remembers positions: solving a position twice visits nothing new', () => {
    const solver = new RetrogradeSolver(subtraction);
    solver.solve(40);
    const size = solver.size;
    solver.solve(40);
    solver.solve(20);
    expect(solver.size).toBe(size);
  });
});
