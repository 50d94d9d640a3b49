// `npm run fuzz -- --count N [--problem ID] [--seed S] [--from I] [--out DIR]`: the fuzz suite's
// contract checks (test/fuzz/run.ts, compiled on the fly by tsx) on as many inputs as asked.
import { register } from 'tsx/esm/api';

register();
await import('../test/fuzz/run.ts');
