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

/**
 * The test greedyCover would take first, `greedyCover(candidates, programs).chosen[0]`, without
 * learning all that every test kills. The tests are tried in the order that breaks ties (the lower
 * cost, then the earlier), so only a test that kills more than the best so far can win: a test is
 * left as soon as the programs still to try cannot make it win (the programs that survived the most
 * tests are tried first), and the search ends at a test that kills them all. `kills(test, some)`
 * says which of `some` (at most `chunk` programs, asked at once) the test kills; no program is asked
 * twice about a test. Undefined when no test kills any of the programs.
 */
export async function mostKilling<T>(
  tests: readonly T[],
  cost: (test: T) => number,
  programs: readonly string[],
  kills: (test: T, some: readonly string[]) => Promise<ReadonlySet<string>>,
  chunk = 1,
): Promise<T | undefined> {
  const survived = new Map(programs.map((program) => [program, 0]));
  const order = tests.map((test, index) => ({ test, index, cost: cost(test) }));
  order.sort((a, b) => a.cost - b.cost || a.index - b.index);
  let best: T | undefined;
  let bestKills = 0;
  for (const { test } of order) {
    if (bestKills === survived.size) break;
    const left = [...survived.keys()].sort((a, b) => survived.get(b)! - survived.get(a)!);
    let killed = 0;
    while (left.length > 0 && killed + left.length > bestKills) {
      const some = left.splice(0, Math.max(1, chunk));
      const dead = await kills(test, some);
      for (const program of some)
        if (dead.has(program)) killed++;
        else survived.set(program, survived.get(program)! + 1);
    }
    if (killed > bestKills) [best, bestKills] = [test, killed];
  }
  return best;
}
