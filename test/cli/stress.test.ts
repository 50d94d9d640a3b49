import { stressChecks } from './stress-checks.js';

/** `arbiter stress`: part 1 of 4 (stress-checks.ts). */
stressChecks(1, 4);
