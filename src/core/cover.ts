/**
 * Choosing test data that kills every known-wrong program: a greedy set cover. Each candidate test
 * kills some programs (fails them); the tests are taken one at a time, each time the one that kills
 * the most programs still alive, until none is left or no test kills any of them. Greedy cover is
 * within a factor ln(n) of the smallest cover, and in practice a few tests kill everything.
 */

export interface CoverCandidate<T> {
  readonly test: T;
  /** The programs this test kills. */
  readonly kills: ReadonlySet<string>;
  /** Breaks ties between tests that kill as many: the smaller is taken (its size in bytes, say). */
  readonly cost: number;
}

export interface Cover<T> {
  /** The tests taken, in the order taken. */
  readonly chosen: readonly T[];
  /** The programs that no candidate kills. */
  readonly survivors: readonly string[];
}

/**
 * The tests that kill every program in `alive` that any candidate kills, greedily: the most kills
 * first, then the lower cost, then the earlier candidate. Deterministic for a given order.
 */
export function greedyCover<T>(candidates: readonly CoverCandidate<T>[], alive: Iterable<string>): Cover<T> {
  const left = new Set(alive);
  const chosen: T[] = [];
  const unused = [...candidates];
  while (left.size > 0) {
    let best = -1;
    let bestKills = 0;
    unused.forEach((candidate, index) => {
      let kills = 0;
      for (const program of candidate.kills) if (left.has(program)) kills++;
      if (kills > bestKills || (kills === bestKills && kills > 0 && candidate.cost < unused[best].cost)) {
        best = index;
        bestKills = kills;
      }
    });
    if (best < 0) break;
    const [taken] = unused.splice(best, 1);
    chosen.push(taken.test);
    for (const program of taken.kills) left.delete(program);
  }
  return { chosen, survivors: [...left].sort() };
}
