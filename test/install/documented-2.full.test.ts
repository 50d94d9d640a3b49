import { documentedCommands } from './documented-checks.js';

/** Every documented command, run from the installed package: part 2 of 3 (documented-checks.ts). */
documentedCommands(2, 3);
