#!/usr/bin/env node
// The `arbiter` command (copied to dist/arbiter.cjs by scripts/build-cli.mjs). It runs the bundled
// CLI, dist/arbiter-main.cjs, with the V8 code cache the build made for it: start-up then skips
// most of compiling the bundle, the largest part of what it adds to Node's own start. A cache that
// does not fit (another Node version, other V8 flags) is refused by V8 and the bundle is compiled
// as usual. `npm run build` writes the cache by running `--version` once with ARBITER_CODE_CACHE=write;
// ARBITER_CODE_CACHE=check says on standard error whether V8 took it.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { Script } = require('node:vm');

const bundle = `${__dirname}/arbiter-main.cjs`;
const cacheFile = `${bundle}.cache`;
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache: compiled as usual.
}
const source = readFileSync(bundle, 'utf8');
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundle, cachedData });
if (process.env.ARBITER_CODE_CACHE === 'check') {
  process.stderr.write(`code cache: ${cachedData === undefined ? 'none' : script.cachedDataRejected ? 'refused' : 'taken'}\n`);
}
if (process.env.ARBITER_CODE_CACHE === 'write') process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
const bundled = { exports: {} };
script.runInThisContext()(bundled.exports, require, bundled, bundle, __dirname);
