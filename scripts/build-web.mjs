// Builds the web page into dist/web/ (or the folder given, as the tests do): the app and the
// solving worker bundled by esbuild from web/src (which imports the library from src/), plus the
// static files. Offline, no CDN.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { renderDocs } from './render-docs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildWeb({ quiet = false, out = `${root}dist/web` } = {}) {
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
    // Minified: a phone on a slow network waits for the page's code before its first answer (bench/lighthouse.mjs).
    minify: true,
    sourcemap: true,
    logLevel: quiet ? 'error' : 'warning',
  });
  for (const file of ['index.html', 'style.css', 'icon.svg']) copyFileSync(`${root}web/${file}`, `${out}/${file}`);
  // The README and docs/ become pages of the site, in its style, their links to each other working.
  const sources = [
    { from: 'README.md', to: 'README.html' },
    ...readdirSync(`${root}docs`)
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ from: `docs/${name}`, to: `docs/${name.replace(/\.md$/, '.html')}` })),
  ];
  rmSync(`${out}/docs`, { recursive: true, force: true });
  mkdirSync(`${out}/docs`, { recursive: true });
  for (const page of renderDocs(
    sources.map(({ from, to }) => ({ path: from, out: to, text: readFileSync(`${root}${from}`, 'utf8') })),
  ))
    writeFileSync(`${out}/${page.out}`, page.html);
  if (!quiet) console.log(`built ${out.startsWith(root) ? relative(root, out) : out}/ in ${Date.now() - started} ms`);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildWeb(process.argv[2] ? { out: resolve(process.argv[2]) } : {});
  } catch (error) {
    console.error(`build-web: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
