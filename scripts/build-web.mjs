// Builds the web page into dist/web/: the app and the solving worker bundled by esbuild from
// web/src (which imports the library from src/), plus the static files. Offline, no CDN.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}dist/web`;

export async function buildWeb({ quiet = false } = {}) {
  const started = Date.now();
  mkdirSync(out, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: { app: 'web/src/main.ts', worker: 'web/src/worker.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    outdir: out,
    sourcemap: true,
    logLevel: quiet ? 'error' : 'warning',
  });
  for (const file of ['index.html', 'style.css', 'icon.svg']) copyFileSync(`${root}web/${file}`, `${out}/${file}`);
  // The page links each problem's rules and format in docs/: served beside it, as text.
  mkdirSync(`${out}/docs`, { recursive: true });
  for (const file of readdirSync(`${root}docs`).filter((name) => name.endsWith('.md')))
    copyFileSync(`${root}docs/${file}`, `${out}/docs/${file}`);
  if (!quiet) console.log(`built dist/web/ in ${Date.now() - started} ms`);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildWeb();
  } catch (error) {
    console.error(`build-web: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
