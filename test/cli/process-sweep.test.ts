import { NO_NAMESPACE_VARIABLE } from '../../src/cli/contain.js';

/**
 * process.test.ts's runs again with no PID namespace, where the machine gives one: the cgroup or
 * process group, the sweep, and the helper that reaps each run's orphans where Perl is. The mode is
 * probed at the first run, after this line.
 */
process.env[NO_NAMESPACE_VARIABLE] = '1';
await import('./process.test.js');
