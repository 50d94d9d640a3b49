#!/usr/bin/env node
// The `arbiter` command (copied to dist/arbiter.cjs by scripts/build-cli.mjs). It runs the bundled
// CLI, dist/arbiter-main.cjs, and the chunks it requires as it goes (`./arbiter-*.cjs`: each
// command's code, loaded when that command is asked for), each with the V8 code cache the build made
// for it: start-up then skips most of compiling them, the largest part of what they add to Node's own
// start. A cache that does not fit (another Node version, other V8 flags) is refused by V8 and the
// file is compiled as usual. `npm run build` writes the caches by running commands with
// ARBITER_CODE_CACHE=write; ARBITER_CODE_CACHE=check says on standard error, for each file loaded,
// whether V8 took its cache.
'use strict';
const { readFileSync, writeFileSync, writeSync } = require('node:fs');
const { Script } = require('node:vm');

const mode = process.env.ARBITER_CODE_CACHE;
/** The files loaded, by path: each one's exports, and its script for the cache that `write` makes. */
const loaded = new Map();

function load(file) {
  const known = loaded.get(file);
  if (known) return known.module.exports;
  let cachedData;
  try {
    cachedData = readFileSync(`${file}.cache`);
  } catch {
    // No cache: compiled as usual.
  }
  const source = readFileSync(file, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  if (mode === 'check') {
    const state = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'refused' : 'taken';
    writeSync(2, `code cache: ${state} ${file.slice(__dirname.length + 1)}\n`);
  }
  const module = { exports: {} };
  loaded.set(file, { module, script });
  // A chunk's requires of its siblings come here; Node's own modules go to Node.
  const chunkRequire = (id) => (id.startsWith('./') ? load(`${__dirname}/${id.slice(2)}`) : require(id));
  script.runInThisContext()(module.exports, chunkRequire, module, file, __dirname);
  return module.exports;
}

if (mode === 'write')
  process.once('exit', () => {
    for (const [file, { script }] of loaded) writeFileSync(`${file}.cache`, script.createCachedData());
  });
load(`${__dirname}/arbiter-main.cjs`);
