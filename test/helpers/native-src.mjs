// Loads src/ natively in the full tier's processes (vitest.config.ts): each .ts file compiled on its
// own by esbuild, then run by Node as any ES module. Run by vitest's own loader, the same code is
// about twice as slow (each call across modules goes through a getter), and the full tier's
// in-process tests (generated data classified and validated, 10,000s of inputs) pay for it.
import { register } from 'node:module';

register('./native-src-hooks.mjs', import.meta.url);
