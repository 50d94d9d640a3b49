import { describe, expect, it } from 'vitest';
import type { Side } from '../../src/core/side.js';
import { AndOrSearch, type SearchableGame, SearchLimitReached, type StrategyNode } from '../../src/search/andor.js';

/**
 * A toy game that knows nothing of chess: a counter starts at `start`; a move adds 1, 2 or 3;
 * whoever brings it to exactly `target` wins, and going past it is not allowed.
 */
class CountingGame implements SearchableGame<number> {
  private history: number[] = [];
  constructor(
    private value: number,
    private readonly target: number,
    readonly withShortcuts: boolean,
  ) {}
  get onlyMoverWins(): boolean {
    return this.withShortcuts;
  }
  moves(): number[] {
    return [3, 2, 1].filter((step) => this.value + step <= this.target);
  }
  play(step: number): void {
    this.history.push(step);
    this.value += step;
  }
  undo(step: number): void {
    this.history.pop();
    this.value -= step;
  }
  winner(): Side | null {
    if (this.value !== this.target) return null;
    return this.history.length % 2 === 1 ? 'white' : 'black';
  }
  whiteToMove(): boolean {
    return this.history.length % 2 === 0;
  }
  key(): number {
    return this.value * 2 + (this.whiteToMove() ? 0 : 1);
  }
  winsAtOnce(): boolean {
    return this.target - this.value <= 3 && this.target > this.value;
  }
}

/** Plain minimax, the definition the search must equal. */
function bruteForce(value: number, target: number, plies: number, whiteToMove: boolean): boolean {
  if (plies === 0) return false;
  const steps = [1, 2, 3].filter((step) => value + step <= target);
  if (steps.length === 0) return false;
  const results = steps.map((step) =>
    value + step === target ? whiteToMove : bruteForce(value + step, target, plies - 1, !whiteToMove),
  );
  return whiteToMove ? results.some(Boolean) : results.every(Boolean);
}

describe('AND/OR search', () => {
  it('equals plain minimax on every start, target and horizon, with and without shortcuts', () => {
    for (const withShortcuts of [false, true]) {
      for (let target = 1; target <= 14; target++) {
        for (let start = 0; start < target; start++) {
          for (let plies = 1; plies <= 9; plies++) {
            const expected = bruteForce(start, target, plies, true);
            expect(
              new AndOrSearch(new CountingGame(start, target, withShortcuts)).wins(plies),
              `${start} to ${target} in ${plies}`,
            ).toBe(expected);
            // A table too small for the search is cleared as it fills; the answers must not change.
            expect(new AndOrSearch(new CountingGame(start, target, withShortcuts), {}, 3).wins(plies)).toBe(expected);
          }
        }
      }
    }
  });

  it('finds the shortest win by iterative deepening, and a strategy that wins against every reply', () => {
    const search = new AndOrSearch(new CountingGame(0, 9, true));
    // 9 is a multiple of 4 plus 1: take 1, then answer every k with 4 - k.
    expect(search.shortestWin(9)).toBe(5);
    const strategy = search.strategy(9)!;
    expect(strategy.move).toBe(1);
    let lines = 0;
    const replay = (node: StrategyNode<number>, total: number): void => {
      const after = total + node.move;
      if (node.replies.length === 0) {
        expect(after).toBe(9);
        lines++;
        return;
      }
      expect(node.replies.map(({ move }) => move).sort()).toEqual([1, 2, 3].filter((step) => after + step <= 9));
      for (const { move, answer } of node.replies) replay(answer!, after + move);
    };
    replay(strategy, 0);
    // Two replies of the defender, each with 3 choices: 3 x 3 lines, all ending on 9.
    expect(lines).toBe(9);
  });

  it('gives, for every White move of a lost position, a reply that holds', () => {
    const search = new AndOrSearch(new CountingGame(0, 8, true));
    expect(search.wins(9)).toBe(false);
    const refutations = search.refutations(9);
    expect(refutations.map(({ move }) => move).sort()).toEqual([1, 2, 3]);
    for (const { move, reply } of refutations) expect(move + reply!).toBe(4);
  });

  it('stops at its node limit with an error that says so, instead of running on', () => {
    const search = new AndOrSearch(new CountingGame(0, 400, false), { nodeLimit: 50_000 }, 10);
    expect(() => search.wins(200)).toThrow(SearchLimitReached);
    expect(search.nodes).toBeLessThan(50_000 + 20_000);
  });
});
