import { stressChecks } from './stress-checks.js';

/** `arbiter stress`: part 4 of 4 (stress-checks.ts). */
stressChecks(4, 4);
