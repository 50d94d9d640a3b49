import { documentedCommands } from './documented-checks.js';

/** Every documented command, run from the installed package: part 3 of 3 (documented-checks.ts). */
documentedCommands(3, 3);
