import { documentedCommands } from './documented-checks.js';

/** Every documented command, run from the installed package: part 1 of 3 (documented-checks.ts). */
documentedCommands(1, 3);
