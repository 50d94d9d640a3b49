// Compiles the native programs into bench/native/bin/ with the system
// compiler (cc for C, g++ for C++; CC and CXX override them), -O3 -march=native -Wall (what a
// user timing a C++ solution on their own machine would write), no other library.
//
//   node bench/native/build.mjs          # prints what it built, or why it built nothing
//
// A program is rebuilt when its source is newer than its binary, or when the binary was built with
// other flags (bin/FLAGS notes them). With no compiler on the machine, build() says so clearly and
// returns null: the native comparison is then skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = fileURLToPath(new URL('.', import.meta.url));
export const BIN = `${HERE}bin/`;

const PROBLEMS = fileURLToPath(new URL('../../src/problems/', import.meta.url));

/**
 * The programs: name (also the binary's name), source file, and language. Each problem's native
 * reference is the one .c or .cpp file among its package ingredients (src/problems/<problem>/package/,
 * the package's first accepted submission); checkers-perft.cpp, the benchmark's own, is here.
 */
export const PROGRAMS = [
  ...readdirSync(PROBLEMS)
    .sort()
    .flatMap((problem) =>
      existsSync(`${PROBLEMS}${problem}/package`)
        ? readdirSync(`${PROBLEMS}${problem}/package`)
            .filter((file) => /\.(c|cpp)$/.test(file))
            .map((file) => `${PROBLEMS}${problem}/package/${file}`)
        : [],
    ),
  `${HERE}checkers-perft.cpp`,
].map((source) => ({
  name: basename(source).replace(/\.[a-z]+$/, ''),
  source,
  language: source.endsWith('.c') ? 'c' : 'c++',
}));

export const FLAGS = ['-O3', '-march=native', '-Wall'];
/** The flags the binaries in bin/ were built with. */
const STAMP = `${BIN}FLAGS`;

/** The compiler command for a language, or undefined when it cannot be run. */
function compilerFor(language) {
  const command = language === 'c' ? (process.env.CC ?? 'cc') : (process.env.CXX ?? 'g++');
  const probe = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? undefined : command;
}

/**
 * Builds every program whose source exists; returns { binaries: { name: binary path }, warnings },
 * or null when a compiler is missing (with a message on standard error). Throws when a
 * compilation fails; compiler warnings are printed, and `warnings` counts the programs with any.
 */
export function build({ quiet = false } = {}) {
  const log = quiet ? () => {} : (message) => console.error(message);
  const binaries = {};
  let warnings = 0;
  mkdirSync(BIN, { recursive: true });
  const flags = FLAGS.join(' ');
  const sameFlags = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === flags;
  if (!sameFlags) writeFileSync(STAMP, '');
  for (const program of PROGRAMS) {
    const { source } = program;
    if (!existsSync(source)) continue;
    const binary = `${BIN}${program.name}`;
    binaries[program.name] = binary;
    if (sameFlags && existsSync(binary) && statSync(binary).mtimeMs >= statSync(source).mtimeMs) continue;
    const compiler = compilerFor(program.language);
    if (!compiler) {
      const which = program.language === 'c' ? 'C compiler (cc, or set CC)' : 'C++ compiler (g++, or set CXX)';
      console.error(`native: skipped: no ${which} on this machine, and the native programs need one`);
      return null;
    }
    const result = spawnSync(compiler, [...FLAGS, '-o', binary, source], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`native: ${compiler} failed on ${program.source}:\n${result.stderr}`);
    if (result.stderr.trim() !== '') {
      warnings++;
      console.error(`native: warnings from ${compiler} on ${program.source}:\n${result.stderr}`);
    }
    log(`native: built bin/${program.name} (${compiler} ${FLAGS.join(' ')})`);
  }
  writeFileSync(STAMP, flags);
  return { binaries, warnings };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = build();
  if (built === null) process.exit(0);
  const names = Object.keys(built.binaries);
  console.log(
    `native programs in ${BIN}: ${names.join(', ')}${built.warnings ? ` (${built.warnings} with warnings)` : ''}`,
  );
}
