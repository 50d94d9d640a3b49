import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// The build without Node's worker threads: zipSync needs none, and the bundle then requires no module at start-up.
import { zipSync } from 'fflate/browser';
import type { TestFile } from './data.js';
import type { License, ProblemSource, Submission } from './ingredients.js';
import { WriteFailure, writeNew } from '../files.js';

/**
 * Writing a Kattis problem package (the `legacy` format, which Kattis and DOMjudge import): its
 * files as a list first, so that the same list becomes the directory and the .zip.
 */

export interface PackageFile {
  /** Relative to the package's directory, with '/'. */
  readonly path: string;
  readonly content: string;
  readonly executable?: boolean;
}

/** The package directory's name: the problem's title in lower-case letters and digits only, as the format requires. */
export const shortName = (title: string): string => title.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A validator as a directory with `build` and `run`: the bundled Arbiter, run by the judge host's Node (20 or later).
 */
function validatorFiles(dir: string, bundle: string, command: string, what: string): PackageFile[] {
  const build = `#!/bin/sh
# ${what}: Arbiter (arbiter.cjs, one self-contained file). Needs Node.js 20 or later on the judge host.
node=$(command -v node || command -v nodejs) || {
  echo "this validator needs Node.js 20 or later (node on PATH)" >&2
  exit 1
}
"$node" -e '
const major = Number(process.versions.node.split(".")[0]);
if (major < 20) {
  console.error("this validator needs Node.js 20 or later, found " + process.version);
  process.exit(1);
}' || exit 1
chmod +x run
`;
  const run = `#!/bin/sh
# ${what}: Arbiter (arbiter.cjs beside this script), run by Node.js 20 or later.
node=$(command -v node || command -v nodejs)
exec "$node" "$(dirname "$0")/arbiter.cjs" ${command}
`;
  return [
    { path: `${dir}/build`, content: build, executable: true },
    { path: `${dir}/run`, content: run, executable: true },
    { path: `${dir}/arbiter.cjs`, content: bundle },
  ];
}

/** The bundled command line, without its source map's reference (the map is not shipped). */
export function readBundle(path: string): string {
  return readFileSync(path, 'utf8').replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, '\n');
}

/** What the judge states of a package's rights (arbiter package --license, --rights-owner); the source's otherwise. */
export interface Rights {
  readonly license?: License;
  readonly rightsOwner?: string;
}

/**
 * problem.yaml as the package has it: the ingredients' (the source, its page, the licence it gives, without their
 * comments), with the licence and the rights owner the judge states. With no rights owner, problemtools takes the
 * source for one.
 */
export function packageYaml(yaml: string, rights: Rights): string {
  const { license, rightsOwner } = rights;
  // The ingredients' comments are notes for Arbiter's contributors, not the judge's.
  const stated = yaml.replace(/^#.*\n/gm, '');
  const licensed = license === undefined ? stated : stated.replace(/^license:.*$/m, () => `license: ${license}`);
  // A JSON string is a YAML double-quoted scalar: any name, written safely.
  return rightsOwner === undefined
    ? licensed
    : licensed.replace(/^license:.*$/m, (line) => `${line}\nrights_owner: ${JSON.stringify(rightsOwner)}`);
}

/** Text as LaTeX writes it: its special characters escaped. */
const latex = (text: string): string =>
  text.replace(/[\\{}$&#_%~^]/g, (char) =>
    char === '\\'
      ? '\\textbackslash{}'
      : char === '~'
        ? '\\textasciitilde{}'
        : char === '^'
          ? '\\textasciicircum{}'
          : `\\${char}`,
  );

/** The statement with its source credited at its end: the contest or judge the problem comes from, and its page. */
export function creditedStatement(statement: string, source: ProblemSource): string {
  const page = source.url === undefined ? '' : ` (\\texttt{${latex(source.url)}})`;
  return (
    `${statement.trimEnd()}\n\n\\section*{Source}\n\n` +
    `This problem comes from ${latex(source.source)}${page}. This statement is Arbiter's own wording of it.\n`
  );
}

export interface PackageContents {
  readonly problemId: string;
  readonly problemYaml: string;
  readonly statement: string;
  readonly source: ProblemSource;
  readonly rights: Rights;
  readonly tests: readonly TestFile[];
  readonly submissions: readonly Submission[];
  readonly bundle: string;
}

export function packageFiles(contents: PackageContents): PackageFile[] {
  const { problemId } = contents;
  const files: PackageFile[] = [
    { path: 'problem.yaml', content: packageYaml(contents.problemYaml, contents.rights) },
    { path: 'problem_statement/problem.en.tex', content: creditedStatement(contents.statement, contents.source) },
  ];
  for (const test of contents.tests) {
    const base = `data/${test.group}/${test.name}`;
    files.push({ path: `${base}.in`, content: test.input }, { path: `${base}.ans`, content: test.answer });
    files.push({ path: `${base}.desc`, content: `${test.description}\n` });
  }
  files.push(
    ...validatorFiles('input_validators/arbiter', contents.bundle, `validate ${problemId} --kattis`, 'Input validator'),
  );
  files.push(
    ...validatorFiles(
      'output_validators/arbiter',
      contents.bundle,
      `check ${problemId} --kattis "$1" "$2" "$3"`,
      'Output validator',
    ),
  );
  for (const submission of contents.submissions)
    files.push({ path: `submissions/${submission.category}/${submission.name}`, content: submission.source });
  return files;
}

/**
 * Writes the files into `dir`, a directory just made for them: each a new file, none written
 * through a link. A failure is a WriteFailure naming the file as it is in `shownAs`, the folder
 * `dir` is to become (a failed write(2) has no path of its own).
 */
export function writeDirectory(dir: string, files: readonly PackageFile[], shownAs = dir): void {
  for (const file of files) {
    const path = join(dir, file.path);
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeNew(path, file.content);
      if (file.executable) chmodSync(path, 0o755);
    } catch (error) {
      throw new WriteFailure(join(shownAs, file.path), error);
    }
  }
}

/** A fixed time for every entry, so that the same package always zips to the same bytes. */
const ZIP_TIME = new Date(2000, 0, 1);

/** The package as a .zip whose one top folder is the package's directory; executables keep their mode. */
export function zipBytes(name: string, files: readonly PackageFile[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { attrs: number; os: number; mtime: Date }]> = {};
  for (const file of files) {
    const mode = file.executable ? 0o100755 : 0o100644;
    entries[`${name}/${file.path}`] = [
      Buffer.from(file.content, 'utf8'),
      { attrs: (mode << 16) >>> 0, os: 3, mtime: ZIP_TIME },
    ];
  }
  return zipSync(entries, { level: 9 });
}
