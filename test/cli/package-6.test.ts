import { packageChecks } from './package-checks.js';

/** `arbiter package` on each problem: part 6 of 6 (package-checks.ts, test/helpers/parts.ts). */
packageChecks(6, 6);
