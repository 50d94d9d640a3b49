// Bundles the command line into one file, dist/arbiter-main.cjs, so that start-up loads one
// script instead of dozens of modules, and makes V8's code cache for it: the `arbiter` of
// package.json's `bin` is dist/arbiter.cjs (scripts/arbiter-loader.cjs), which runs the bundle
// with that cache. `arbiter --version` then costs little more than Node's own start. CommonJS,
// because an ES module cannot be given a code cache in Node 20 and costs the ES module loader's
// start as well. The version is written in at build time (no package.json read at start-up);
// commander, the one runtime dependency, is bundled in as well.
// Every src/cli/*-worker.ts is bundled too, as dist/<name>.js next to the bundle, where the
// CLI's `new URL('./<name>.js', import.meta.url)` finds it (dist/cli/ has the tsc build's copy).
//
//   node scripts/build-cli.mjs      # `npm run build` runs it after tsc
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The command: the loader, which runs the bundle with its code cache. */
export const BUNDLE = `${root}dist/arbiter.cjs`;
const MAIN = `${root}dist/arbiter-main.cjs`;

/**
 * commander requires node:child_process at its start, only to run executable subcommands, which
 * arbiter has none of; loading it (and node:net, node:stream with it) is a good part of what a short
 * run costs beyond Node's own start. The bundle gives commander a stand-in that loads it when first used.
 */
const lazyChildProcess = {
  name: 'lazy-child-process-for-commander',
  setup(build) {
    build.onResolve({ filter: /^node:child_process$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(importer) ? { path: 'child_process', namespace: 'lazy' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, name) => require('node:child_process')[name] });",
      loader: 'js',
    }));
  },
};

export async function buildCli({ quiet = false } = {}) {
  const started = Date.now();
  const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node20',
    // Less to parse at start-up (names kept, for readable stack traces); also drops the unbundled
    // build's package.json read, dead once the version is written in.
    minifySyntax: true,
    minifyWhitespace: true,
    sourcemap: 'linked',
    logLevel: quiet ? 'error' : 'warning',
  };
  await build({
    ...common,
    format: 'cjs',
    entryPoints: ['src/cli/main.ts'],
    outfile: MAIN,
    plugins: [lazyChildProcess],
    // import.meta.url (where the workers are found) is the bundle's own URL.
    define: { __ARBITER_VERSION__: JSON.stringify(version), 'import.meta.url': 'arbiterUrl' },
    banner: { js: "const arbiterUrl = require('node:url').pathToFileURL(__filename).href;" },
    // import() of a Node module, as require(): a script run by node:vm has no module loader to import with.
    supported: { 'dynamic-import': false },
  });
  // The loader wraps the bundle in a function, where a #! line cannot stand (blanked, so the source map still fits).
  writeFileSync(MAIN, readFileSync(MAIN, 'utf8').replace(/^#![^\n]*/, ''));
  copyFileSync(`${root}scripts/arbiter-loader.cjs`, BUNDLE);
  chmodSync(BUNDLE, 0o755);
  rmSync(`${MAIN}.cache`, { force: true });
  const cached = spawnSync(process.execPath, [BUNDLE, '--version'], {
    env: { ...process.env, ARBITER_CODE_CACHE: 'write' },
    encoding: 'utf8',
  });
  if (cached.status !== 0 || cached.stdout.trim() !== version)
    throw new Error(`the bundle does not start: ${cached.stderr || cached.stdout}`);
  const workers = readdirSync(`${root}src/cli`).filter((name) => name.endsWith('-worker.ts'));
  if (workers.length > 0) {
    const entryPoints = Object.fromEntries(workers.map((name) => [name.slice(0, -'.ts'.length), `src/cli/${name}`]));
    // ES modules: a worker is started from a URL.
    const define = { __ARBITER_VERSION__: JSON.stringify(version) };
    await build({ ...common, format: 'esm', define, entryPoints, outdir: `${root}dist` });
  }
  if (!quiet) {
    const extra = workers.length > 0 ? ` and ${workers.map((name) => `dist/${name.replace(/\.ts$/, '.js')}`).join(', ')}` : '';
    console.log(
      `built dist/arbiter.cjs, dist/arbiter-main.cjs and its code cache (version ${version})${extra} in ${Date.now() - started} ms`,
    );
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
