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
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The command: the loader, which runs the bundle with its code cache. */
export const BUNDLE = `${root}dist/arbiter.cjs`;
/** The whole command in one file, which `arbiter package` puts in a problem package. */
export const STANDALONE = `${root}dist/arbiter-standalone.cjs`;

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

/**
 * problems/load.ts loads one problem by its folder's name, `import(`./${id}/index.js`)`: a pattern
 * esbuild matches against the files as they are, which are .ts. Written to match them, each folder
 * becomes a chunk of its own, which `arbiter <problem>` loads alone.
 */
const problemFolders = {
  name: 'problem-folders-as-typescript',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]problems[\\/]load\.ts$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replace('/index.js`', '/index.ts`'),
      loader: 'ts',
    }));
  },
};

/** A sample run of each problem, as the build runs it to make the caches: the problem's path through the chunks, compiled. */
const problemRuns = async () => {
  const { PROBLEMS } = await import(`${root}dist/problems/registry.js`);
  return PROBLEMS.map((problem) => ({ args: [problem.id], input: problem.sample.input }));
};

export async function buildCli({ quiet = false } = {}) {
  const startedAt = Date.now();
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
    logLevel: quiet ? 'error' : 'warning',
  };
  const define = { __ARBITER_VERSION__: JSON.stringify(version) };
  for (const name of readdirSync(`${root}dist`))
    if (/^arbiter-.*\.cjs(\.cache|\.map)?$/.test(name)) rmSync(`${root}dist/${name}`);
  // A chunk's exports are getters (ES modules' live bindings made CommonJS), and another chunk reads them on every use:
  // BOARD.width in Rank and File's row loop cost a getter call each, 0.23 s to 0.38 s on 100,000 boards once Check the
  // Check shared its modules. Once the chunk has run, every binding is set (none is reassigned after its module's
  // body), so the chunks required after it get its exports as plain values, read as fast as a module's own.
  const PLAIN_EXPORTS =
    'module.exports=Object.defineProperty(Object.assign({},module.exports),"__esModule",{value:!0});';
  // The command in chunks: an ES module build split at each import(), each file then made CommonJS
  // (esbuild splits only ES modules), its import() a require that the loader serves with the file's cache.
  const split = await build({
    ...common,
    format: 'esm',
    splitting: true,
    entryPoints: { main: 'src/cli/main.ts' },
    outdir: `${root}dist`,
    entryNames: 'arbiter-[name]',
    chunkNames: 'arbiter-[name]-[hash]',
    outExtension: { '.js': '.cjs' },
    plugins: [lazyChildProcess, problemFolders],
    // import.meta.url (where perft's worker and package's ingredients are found) is the chunk's own URL.
    define: { ...define, 'import.meta.url': 'arbiterUrl' },
    sourcemap: 'inline',
    write: false,
  });
  for (const file of split.outputFiles) {
    // The loader wraps each file in a function, where a #! line cannot stand (blanked, so the source map still fits).
    const esm = file.text.replace(/^#![^\n]*/, '');
    const cjs = await transform(esm, {
      target: common.target,
      platform: common.platform,
      minifySyntax: true,
      minifyWhitespace: true,
      logLevel: common.logLevel,
      format: 'cjs',
      loader: 'js',
      sourcefile: file.path,
      sourcemap: 'external',
      banner: esm.includes('arbiterUrl')
        ? "const arbiterUrl = require('node:url').pathToFileURL(__filename).href;"
        : '',
      // import() of a chunk or of a Node module, as require(): a script run by node:vm has no module loader to import with.
      supported: { 'dynamic-import': false },
    });
    const name = basename(file.path);
    writeFileSync(file.path, `${cjs.code}${PLAIN_EXPORTS}//# sourceMappingURL=${name}.map\n`);
    writeFileSync(`${file.path}.map`, cjs.map);
  }
  copyFileSync(`${root}scripts/arbiter-loader.cjs`, BUNDLE);
  chmodSync(BUNDLE, 0o755);
  // One file for `arbiter package` to put in a problem package, where it runs alone.
  await build({
    ...common,
    format: 'cjs',
    entryPoints: ['src/cli/main.ts'],
    outfile: STANDALONE,
    sourcemap: 'linked',
    plugins: [lazyChildProcess, problemFolders],
    define: { ...define, 'import.meta.url': 'arbiterUrl' },
    banner: { js: "const arbiterUrl = require('node:url').pathToFileURL(__filename).href;" },
    supported: { 'dynamic-import': false },
  });
  // The caches: what the version, help (every command's module) and each problem's sample run compile.
  // A file none of them loads (the page server's) is compiled as usual.
  const runs = [{ args: ['--help'] }, ...(await problemRuns()), { args: ['--version'] }];
  for (const { args, input } of runs) {
    const run = spawnSync(process.execPath, [BUNDLE, ...args], {
      env: { ...process.env, ARBITER_CODE_CACHE: 'write' },
      input,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`arbiter ${args.join(' ')} fails: ${run.stderr || run.stdout}`);
  }
  const started = spawnSync(process.execPath, [BUNDLE, '--version'], { encoding: 'utf8' });
  if (started.stdout.trim() !== version)
    throw new Error(`the bundle does not start: ${started.stderr || started.stdout}`);
  const workers = readdirSync(`${root}src/cli`).filter((name) => name.endsWith('-worker.ts'));
  if (workers.length > 0) {
    const entryPoints = Object.fromEntries(workers.map((name) => [name.slice(0, -'.ts'.length), `src/cli/${name}`]));
    // ES modules: a worker is started from a URL.
    await build({ ...common, format: 'esm', sourcemap: 'linked', define, entryPoints, outdir: `${root}dist` });
  }
  if (!quiet) {
    const extra =
      workers.length > 0 ? ` and ${workers.map((name) => `dist/${name.replace(/\.ts$/, '.js')}`).join(', ')}` : '';
    console.log(
      `built dist/arbiter.cjs, dist/arbiter-main.cjs and its code cache (version ${version})${extra} in ${Date.now() - startedAt} ms`,
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
