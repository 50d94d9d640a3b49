import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeInput } from '../../core/characters.js';

/**
 * What a judges' package takes besides Arbiter itself, all in the problem's own folder
 * src/problems/<problem>/package/: problem.yaml (with the problem's source, its page and licence:
 * ProblemSource), the statement (problem.en.tex) and hand-made rule corners (corners.txt), and
 * the submissions: the native reference (the one .c or .cpp file) and the plain JavaScript solution
 * (<problem>.mjs, also the test suite's) as accepted ones, every bug that solution and mutants/ can
 * plant as wrong ones, and the listed modes that are right but too slow as too slow ones.
 * The build copies each folder to dist/package/<problem>/, which the published package holds.
 */

export type Language = 'js' | 'py' | 'c' | 'cpp';
export type Category = 'accepted' | 'wrong_answer' | 'time_limit_exceeded';

export interface Submission {
  readonly category: Category;
  /** The file name in the package's submissions/<category>/. */
  readonly name: string;
  readonly language: Language;
  readonly source: string;
  /** Where it comes from, relative to the repository. */
  readonly origin: string;
  /** The bug planted in a wrong_answer submission (the slowness in a too slow one), and what it does. */
  readonly bug?: { readonly name: string; readonly description: string };
}

/** A hand-made rule corner: one case, what it is for, and the answer the rules give. */
export interface Corner {
  readonly name: string;
  readonly description: string;
  readonly expected: string;
  /** The case as the contest writes it (each line ending in "\n"), without the input's frame. */
  readonly text: string;
}

/**
 * Where a problem comes from, as its problem.yaml states it: the contest (`source`), its page where known
 * (`source_url`), and the licence its source gives (`license`, `unknown` unless the source says). `rights_owner` is
 * the judge's to state (`arbiter package --rights-owner`), never the ingredients'.
 */
export interface ProblemSource {
  readonly source: string;
  readonly url?: string;
  readonly license: License;
}

/** The licences of Kattis's problem format (problemtools' verifyproblem refuses any other). */
export const LICENSES = ['unknown', 'public domain', 'cc0', 'cc by', 'cc by-sa', 'educational', 'permission'] as const;
export type License = (typeof LICENSES)[number];

/** A top-level `key: value` of problem.yaml, or undefined. */
const yamlValue = (yaml: string, key: string): string | undefined =>
  yaml
    .split('\n')
    .map((line) => line.startsWith(`${key}:`) && line.slice(key.length + 1).trim())
    .find((value): value is string => typeof value === 'string' && value !== '');

/** The source problem.yaml states (`origin` names the file in errors): refused when it states none, or owns rights. */
export function readProblemSource(yaml: string, origin: string): ProblemSource {
  const source = yamlValue(yaml, 'source');
  if (source === undefined)
    throw new IngredientError(`${origin} states no source: the contest or judge the problem comes from (source: ...)`);
  const url = yamlValue(yaml, 'source_url');
  if (url !== undefined && !/^https?:\/\/\S+$/.test(url))
    throw new IngredientError(`${origin}: source_url is not a web address: ${escapeInput(url)}`);
  const license = yamlValue(yaml, 'license');
  if (!LICENSES.includes(license as License))
    throw new IngredientError(
      `${origin}: license is ${license === undefined ? 'missing' : escapeInput(license)}; ` +
        `state what the source says, one of ${LICENSES.join(', ')} ("unknown" unless it says)`,
    );
  if (/^rights_owner:/m.test(yaml))
    throw new IngredientError(`${origin} states a rights_owner: that is the judge's to state (--rights-owner)`);
  return { source, ...(url === undefined ? {} : { url }), license: license as License };
}

export interface Ingredients {
  readonly problemYaml: string;
  readonly source: ProblemSource;
  readonly statement: string;
  readonly corners: readonly Corner[];
  readonly submissions: readonly Submission[];
}

const here = (): string => dirname(fileURLToPath(import.meta.url));

/** The nearest folder at or above `from` for which `found` holds. */
function above(from: string, found: (dir: string) => boolean): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (found(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * A problem's ingredients, found from where this program runs: the build's copy (dist/package/<problem>/,
 * beside the command, in a clone or an installed package), or the source (src/problems/<problem>/package/).
 */
export function ingredientsFolder(problem: string, from = here()): string | undefined {
  const built = (dir: string): string => join(dir, 'package', problem);
  const source = (dir: string): string => join(dir, 'problems', problem, 'package');
  const dir = above(
    from,
    (at) => existsSync(join(built(at), 'problem.yaml')) || existsSync(join(source(at), 'problem.yaml')),
  );
  return dir === undefined ? undefined : existsSync(join(built(dir), 'problem.yaml')) ? built(dir) : source(dir);
}

/**
 * A problem's ingredients in a clone's source (src/problems/<problem>/package/) that the build beside
 * this program has not copied yet: a problem added since the last `npm run build`.
 */
export function unbuiltIngredients(problem: string, from = here()): string | undefined {
  const source = (dir: string): string => join(dir, 'src', 'problems', problem, 'package');
  const dir = above(from, (at) => existsSync(join(source(at), 'problem.yaml')));
  return dir === undefined ? undefined : source(dir);
}

/**
 * What a problem's package/ folder holds (docs/design.md, where a new problem plugs in), for the
 * message that says a problem lacks them.
 */
export const INGREDIENTS =
  'problem.yaml, the statement (problem.en.tex), corners.txt, one native reference (.c or .cpp), ' +
  'the plain JavaScript solution (<id>.mjs) and mutants/';

/**
 * Whether any problem's ingredients are beside this program: when none is, the build is missing,
 * not one problem's folder.
 */
export function anyIngredients(from = here()): boolean {
  const holds = (dir: string, yaml: (name: string) => string): boolean =>
    existsSync(dir) &&
    readdirSync(dir, { withFileTypes: true }).some(
      (entry) => entry.isDirectory() && existsSync(join(dir, yaml(entry.name))),
    );
  return (
    above(
      from,
      (at) =>
        holds(join(at, 'package'), (name) => join(name, 'problem.yaml')) ||
        holds(join(at, 'problems'), (name) => join(name, 'package', 'problem.yaml')),
    ) !== undefined
  );
}

/** The whole command line in one file (dist/arbiter-standalone.cjs) beside this program: the package's validators. */
export function bundleFile(from = here()): string | undefined {
  const dir = above(from, (at) => existsSync(join(at, 'arbiter-standalone.cjs')));
  return dir === undefined ? undefined : join(dir, 'arbiter-standalone.cjs');
}

export class IngredientError extends Error {}

/** Where an ingredient is kept in Arbiter's repository: the name its submissions' headers give. */
const originOf = (problem: string, path: string): string => `src/problems/${problem}/package/${path}`;

const read = (folder: string, path: string): string => {
  const file = join(folder, path);
  if (!existsSync(file)) throw new IngredientError(`${escapeInput(file)} is missing`);
  return readFileSync(file, 'utf8');
};

/**
 * How a planted-bug program takes its bug from its first argument, by language, and the line
 * that plants one for good instead. Every such program lists its bugs in its header comment,
 * after a line that says "BUG plants".
 */
interface Switch {
  readonly line: RegExp;
  readonly plant: (bug: string) => string;
}
const SWITCHES: readonly (Switch & { readonly language: Language })[] = [
  { language: 'js', line: /^const bug = process\.argv\[2\] \?\? '';$/m, plant: (bug) => `const bug = '${bug}';` },
  // Several bugs joined by '+': one at a time here.
  {
    language: 'js',
    line: /^const bugs = new Set\(\(process\.argv\[2\] \?\? ''\)\.split\('\+'\)\);$/m,
    plant: (bug) => `const bugs = new Set(['${bug}']);`,
  },
  { language: 'py', line: /^BUG = sys\.argv\[1\] if len\(sys\.argv\) > 1 else ''$/m, plant: (bug) => `BUG = '${bug}'` },
];

const COMMENT: Readonly<Record<Language, string>> = { js: '//', py: '#', c: '//', cpp: '//' };

/** JavaScript is kept as .mjs (a module) in the repository, whose package.json makes .js a module too. */
const languageOf = (file: string): Language | undefined => {
  const extension = /\.(mjs|js|py|c|cpp)$/.exec(file)?.[1];
  return extension === 'mjs' ? 'js' : (extension as Language | undefined);
};

/**
 * The bugs a planted-bug program's header lists after its "BUG plants" line: `//   name   what it does` (continued on
 * lines indented further).
 */
export function listedBugs(source: string, language: Language): { name: string; description: string }[] {
  const lines = source.split('\n');
  const comment = COMMENT[language];
  const start = lines.findIndex((line) => line.startsWith(comment) && line.includes('BUG plants'));
  if (start < 0) return [];
  const bugs: { name: string; description: string }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(comment)) break;
    const text = line.slice(comment.length);
    const entry = /^ {3}([a-z][a-z0-9-]*) {2,}(\S.*)$/.exec(text);
    const more = /^ {5,}(\S.*)$/.exec(text);
    if (entry) bugs.push({ name: entry[1], description: entry[2] });
    else if (more && bugs.length > 0) bugs[bugs.length - 1].description += ` ${more[1]}`;
    // The sentence that announces the list may go on for a line or two.
    else if (bugs.length > 0) break;
  }
  return bugs;
}

/** A JavaScript module as a script any Node runs as `node file.js`: its `import`s of Node's modules as `require`s. */
function asScript(source: string, origin: string): string {
  const script = source.replace(/^import \{ ([^}]+) \} from '(node:[a-z_/]+)';$/gm, "const { $1 } = require('$2');");
  if (/^import /m.test(script))
    throw new IngredientError(`${origin}: an import other than "import { ... } from 'node:...'"`);
  return script;
}

/** The program with `bug` planted for good ('' for none), and a header saying so. */
function planted(source: string, language: Language, origin: string, bug: string, header: string): string {
  const change = SWITCHES.find((candidate) => candidate.language === language && candidate.line.test(source));
  if (!change) throw new IngredientError(`${origin}: no line that takes the bug from the first argument`);
  const body = source.replace(change.line, change.plant(bug));
  const script = language === 'js' ? asScript(body, origin) : body;
  const comment = header
    .split('\n')
    .map((line) => `${COMMENT[language]} ${line}`.trimEnd())
    .join('\n');
  // A #! line stays first.
  const shebang = /^#![^\n]*\n/.exec(script)?.[0] ?? '';
  return `${shebang}${comment}\n${COMMENT[language]}\n${script.slice(shebang.length)}`;
}

/** The programs in a folder of the ingredients ('' for the top), by language, in name order. */
function programsIn(
  folder: string,
  dir: string,
  languages: readonly Language[],
): { path: string; language: Language }[] {
  if (!existsSync(join(folder, dir))) return [];
  return readdirSync(join(folder, dir))
    .sort()
    .map((file) => ({ path: dir === '' ? file : `${dir}/${file}`, language: languageOf(file) }))
    .filter(
      (program): program is { path: string; language: Language } =>
        program.language !== undefined && languages.includes(program.language),
    );
}

const EXTENSION: Readonly<Record<Language, string>> = { js: 'js', py: 'py', c: 'c', cpp: 'cpp' };

function submissionsOf(folder: string, problem: string): Submission[] {
  const submissions: Submission[] = [];
  const natives = programsIn(folder, '', ['c', 'cpp']);
  if (natives.length !== 1)
    throw new IngredientError(`${folder} should hold one native reference (.c or .cpp), not ${natives.length}`);
  const [native] = natives;
  submissions.push({
    category: 'accepted',
    name: native.path,
    language: native.language,
    source: read(folder, native.path),
    origin: originOf(problem, native.path),
  });
  // The planted-bug solution at the top (the test suite's too), then the mutants written for the package.
  for (const { path: file, language } of [
    ...programsIn(folder, '', ['js', 'py']),
    ...programsIn(folder, 'mutants', ['js', 'py']),
  ]) {
    const source = read(folder, file);
    const path = originOf(problem, file);
    // The plain JavaScript solution with no bug planted is the package's second accepted submission.
    if (language === 'js' && !file.includes('/'))
      submissions.push({
        category: 'accepted',
        name: `${problem}.js`,
        language,
        source: planted(source, language, path, '', `Accepted: ${path} of Arbiter's repository, with no bug planted.`),
        origin: path,
      });
    const bugs = listedBugs(source, language);
    if (bugs.length === 0)
      throw new IngredientError(`${path}: its header lists no bug (a line with "BUG plants", then the bugs)`);
    for (const bug of bugs) {
      // A bug that only `edge` data shows passes every contest test: it is no wrong answer there.
      if (/only `edge` data/.test(bug.description)) continue;
      // A mode that is right but too slow (slowness planted instead of a bug) is a too slow submission.
      const slow = /right, but too slow/.test(bug.description);
      const header = slow
        ? `Too slow on purpose, for the judges: ${path} of Arbiter's repository\nwith "${bug.name}" ` +
          `planted: ${bug.description}`
        : `Wrong answer on purpose, a mutant for the judges: ${path} of Arbiter's repository\nwith ` +
          `one bug planted, "${bug.name}": ${bug.description}`;
      submissions.push({
        category: slow ? 'time_limit_exceeded' : 'wrong_answer',
        name: slow ? `${bug.name}.${EXTENSION[language]}` : `${bug.name}-${language}.${EXTENSION[language]}`,
        language,
        source: planted(source, language, path, bug.name, header),
        origin: path,
        bug,
      });
    }
  }
  const names = new Set<string>();
  for (const submission of submissions) {
    const key = `${submission.category}/${submission.name}`;
    if (names.has(key))
      throw new IngredientError(`two submissions would be ${key}: two programs in one language plant the same bug`);
    names.add(key);
  }
  return submissions;
}

/**
 * The corners file: each corner starts with a line `== NAME | EXPECTED` (the contest's answer),
 * then lines `# ...` saying what it is for, then the case as the contest writes it.
 */
export function readCorners(text: string, origin: string): Corner[] {
  const corners: { name: string; expected: string; description: string[]; lines: string[] }[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const head = /^== ([a-z0-9][a-z0-9-]*) \| (\S.*)$/.exec(line);
    if (head) corners.push({ name: head[1], expected: head[2], description: [], lines: [] });
    else if (line === '') continue;
    else if (corners.length === 0)
      throw new IngredientError(`${origin}:${index + 1}: expected a corner's first line, "== NAME | EXPECTED"`);
    else if (line.startsWith('# ')) corners[corners.length - 1].description.push(line.slice(2));
    else corners[corners.length - 1].lines.push(line);
  }
  return corners.map(({ name, expected, description, lines }) => {
    if (description.length === 0 || lines.length === 0)
      throw new IngredientError(`${origin}: corner ${name} needs a "# " description and its case`);
    return { name, expected, description: description.join(' '), text: lines.map((line) => `${line}\n`).join('') };
  });
}

/** The ingredients in `folder` (see ingredientsFolder) of the problem `problem`. */
export function loadIngredients(folder: string, problem: string): Ingredients {
  const problemYaml = read(folder, 'problem.yaml');
  return {
    problemYaml,
    source: readProblemSource(problemYaml, originOf(problem, 'problem.yaml')),
    statement: read(folder, 'problem.en.tex'),
    corners: readCorners(read(folder, 'corners.txt'), originOf(problem, 'corners.txt')),
    submissions: submissionsOf(folder, problem),
  };
}
