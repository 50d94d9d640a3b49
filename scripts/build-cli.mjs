// Bundles the command line into one file, dist/arbiter.mjs (the `arbiter` of package.json's
// `bin`), so that start-up loads one module instead of dozens: `arbiter --version` then costs
// little more than Node's own start. The version is written in at build time (no package.json
// read at start-up); commander, the one runtime dependency, is bundled in as well.
// Every src/cli/*-worker.ts is bundled too, as dist/<name>.js next to the bundle, where the
// CLI's `new URL('./<name>.js', import.meta.url)` finds it (dist/cli/ has the tsc build's copy).
//
//   node scripts/build-cli.mjs      # `npm run build` runs it after tsc
import { chmodSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const BUNDLE = `${root}dist/arbiter.mjs`;

export async function buildCli({ quiet = false } = {}) {
  const started = Date.now();
  const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    define: { __ARBITER_VERSION__: JSON.stringify(version) },
    // commander is CommonJS: its require('node:events') needs a real require in an ES module.
    banner: { js: "import { createRequire as arbiterRequire } from 'node:module'; const require = arbiterRequire(import.meta.url);" },
    // Less to parse at start-up (names kept, for readable stack traces); also drops the unbundled
    // build's package.json read, dead once the version is written in.
    minifySyntax: true,
    minifyWhitespace: true,
    sourcemap: 'linked',
    logLevel: quiet ? 'error' : 'warning',
  };
  await build({ ...common, entryPoints: ['src/cli/main.ts'], outfile: BUNDLE });
  chmodSync(BUNDLE, 0o755);
  const workers = readdirSync(`${root}src/cli`).filter((name) => name.endsWith('-worker.ts'));
  if (workers.length > 0) {
    const entryPoints = Object.fromEntries(workers.map((name) => [name.slice(0, -'.ts'.length), `src/cli/${name}`]));
    await build({ ...common, entryPoints, outdir: `${root}dist` });
  }
  if (!quiet) {
    const extra = workers.length > 0 ? ` and ${workers.map((name) => `dist/${name.replace(/\.ts$/, '.js')}`).join(', ')}` : '';
    console.log(`built dist/arbiter.mjs (version ${version})${extra} in ${Date.now() - started} ms`);
  }
  return BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildCli();
  } catch (error) {
    console.error(`build-cli: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
