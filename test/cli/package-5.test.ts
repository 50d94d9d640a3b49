import { packageChecks } from './package-checks.js';

/** `arbiter package` on each problem: part 5 of 6 (package-checks.ts, test/helpers/parts.ts). */
packageChecks(5, 6);
