import fc from 'fast-check';

/**
 * vitest's setup file (vitest.config.ts), run before each test file: every property test runs with
 * a fixed seed, so a failure comes back on the next run. A call that gives its own `seed` keeps it
 * (its counted minimums were set at that seed); every other call takes the suite's, SUITE_SEED, or
 * FC_SEED from the environment to explore other cases or to replay a failure (docs/testing.md).
 */
export const SUITE_SEED = 20_260_507;

/** The suite's seed: FC_SEED when set (a whole number, as fast-check prints it), or else SUITE_SEED. */
export function suiteSeed(env: string | undefined = process.env.FC_SEED): number {
  if (env === undefined || env === '') return SUITE_SEED;
  const seed = Number(env);
  if (!/^-?\d+$/.test(env.trim()) || !Number.isSafeInteger(seed))
    throw new Error(`FC_SEED must be a whole number (the seed fast-check printed), not ${JSON.stringify(env)}`);
  return seed;
}

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: suiteSeed() });
