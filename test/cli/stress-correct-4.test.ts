import { correctSolutionsPass } from './stress-correct-checks.js';

/** Correct solutions pass the stress tests: part 4 of 6 (stress-correct-checks.ts, test/helpers/parts.ts). */
correctSolutionsPass(4, 6);
