import { stressChecks } from './stress-checks.js';

/** `arbiter stress`: part 2 of 4 (stress-checks.ts). */
stressChecks(2, 4);
