#!/usr/bin/env node
import { runArbiter } from './program.js';

/** The `arbiter` command: the program over the registry's problems, loaded only when a command needs them. */
runArbiter(async () => (await import('../problems/registry.js')).PROBLEMS);
