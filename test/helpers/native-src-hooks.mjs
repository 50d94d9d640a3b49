// The hooks of native-src.mjs: `./x.js` from a .ts file is `./x.ts` where only that exists (the
// sources' NodeNext imports), and a .ts file is compiled by esbuild (types removed, nothing else),
// kept by its content in node_modules/.cache/ for the full tier's other processes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform, version } from 'esbuild';

const CACHE = fileURLToPath(new URL('../../node_modules/.cache/arbiter-native-src/', import.meta.url));

export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && /^\.\.?\/.*\.js$/.test(specifier)) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (!existsSync(fileURLToPath(new URL(specifier, context.parentURL))) && existsSync(fileURLToPath(ts)))
      return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const path = fileURLToPath(url);
  const text = readFileSync(path, 'utf8');
  const kept = `${CACHE}${createHash('sha256').update(`${version}\0${path}\0${text}`).digest('hex')}.js`;
  if (existsSync(kept)) return { format: 'module', source: readFileSync(kept, 'utf8'), shortCircuit: true };
  const { code } = await transform(text, {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: path,
  });
  // Written whole, then named: a process reading it meanwhile finds it complete or not at all.
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(`${kept}.${process.pid}`, code);
  renameSync(`${kept}.${process.pid}`, kept);
  return { format: 'module', source: code, shortCircuit: true };
}
