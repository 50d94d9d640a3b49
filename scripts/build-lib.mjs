// Builds what the published package holds besides the command and the page (package.json `files`):
//   - dist/lib/index.js and dist/lib/index.cjs: the library (src/index.ts) bundled by esbuild, as an
//     ES module and as CommonJS, the same code both ways (it imports nothing at run time);
//   - dist/lib/types/: the declarations tsc wrote for it (dist/**/*.d.ts, those the entry reaches),
//     each twice: X.d.ts for `import` and X.d.cts for `require` (a .d.ts of this "type": "module"
//     package declares an ES module, which a CommonJS project's TypeScript would not require);
//   - dist/package/<problem>/: each problem's ingredients of `arbiter package`
//     (src/problems/<problem>/package/), which the command finds beside itself once installed.
// Each output folder is emptied first, so what ships is what this build made, whatever lay there.
//
//   node scripts/build-lib.mjs      # `npm run build` runs it after tsc and build-cli
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;

/** The relative module names a declaration file imports or re-exports. */
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\.js\2/g;

/** Every declaration file the entry reaches, relative to dist/. */
function declarationsFrom(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`dist/${file} is missing; run tsc -p tsconfig.build.json first`);
    seen.add(file);
    for (const [, , , specifier] of readFileSync(path, 'utf8').matchAll(SPECIFIER))
      queue.push(relative(dist, join(dirname(path), `${specifier}.d.ts`)));
  }
  return [...seen].sort();
}

export async function buildLib({ quiet = false } = {}) {
  const started = Date.now();
  const lib = `${dist}/lib`;
  rmSync(lib, { recursive: true, force: true });
  const common = {
    absWorkingDir: root,
    entryPoints: ['src/index.ts'],
    bundle: true,
    platform: 'neutral',
    target: 'es2022',
    logLevel: quiet ? 'error' : 'warning',
  };
  await build({ ...common, format: 'esm', outfile: `${lib}/index.js` });
  await build({ ...common, format: 'cjs', outfile: `${lib}/index.cjs` });

  const declarations = declarationsFrom('index.d.ts');
  for (const file of declarations) {
    const text = readFileSync(join(dist, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
    const out = join(lib, 'types', file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    writeFileSync(
      out.replace(/\.d\.ts$/, '.d.cts'),
      text.replace(SPECIFIER, (_, head, quote, specifier) => `${head}${quote}${specifier}.cjs${quote}`),
    );
  }

  const ingredients = `${dist}/package`;
  rmSync(ingredients, { recursive: true, force: true });
  const problems = readdirSync(`${root}src/problems`).filter((id) =>
    existsSync(`${root}src/problems/${id}/package/problem.yaml`),
  );
  for (const id of problems) cpSync(`${root}src/problems/${id}/package`, `${ingredients}/${id}`, { recursive: true });

  if (!quiet)
    console.log(
      `built dist/lib/ (ESM, CommonJS, ${declarations.length} declaration files twice) and dist/package/ (${problems.join(', ')}) in ${Date.now() - started} ms`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildLib();
  } catch (error) {
    console.error(`build-lib: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
