import { packageChecks } from './package-checks.js';

/** `arbiter package` on each problem: part 3 of 3 (package-checks.ts, test/helpers/parts.ts). */
packageChecks(3, 3);
