// Loads src/ natively in the full tier's processes (vitest.config.ts): each .ts file compiled on its
// own by esbuild, then run by Node as any ES module. Run by vitest's own module runner, the same code
// took about twice as long (the generators, timed alone), and the full tier's in-process tests
// (generated data classified and validated, 10,000s of inputs) paid for it.
import { register } from 'node:module';

register('./native-src-hooks.mjs', import.meta.url);
