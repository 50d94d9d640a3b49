import { correctSolutionsPass } from './stress-correct-checks.js';

/** Correct solutions pass the stress tests: part 2 of 6 (stress-correct-checks.ts, test/helpers/parts.ts). */
correctSolutionsPass(2, 6);
