#!/usr/bin/env node
import { runArbiter } from './program.js';
import { loadProblem } from '../problems/load.js';

/**
 * The `arbiter` command: the program over the registry's problems. A problem named by its id is
 * loaded alone (problems/load.ts); the registry, every problem, only when a command needs them all.
 */
runArbiter({ all: async () => (await import('../problems/registry.js')).PROBLEMS, one: loadProblem });
