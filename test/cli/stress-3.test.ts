import { stressChecks } from './stress-checks.js';

/** `arbiter stress`: part 3 of 4 (stress-checks.ts). */
stressChecks(3, 4);
