import { spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ingredientsFolder,
  listedBugs,
  loadIngredients,
  readCorners,
  readProblemSource,
} from '../../src/cli/package/ingredients.js';
import { creditedStatement, packageYaml, shortName, zipBytes } from '../../src/cli/package/write.js';
import { writePackage } from '../../src/cli/package.js';
import { PROBLEMS } from '../../src/problems/registry.js';
import { arbiter } from './contestant-helpers.js';

/**
 * `arbiter package`: the Kattis package of each problem, checked against the format's spec
 * (judge-systems.md) directly, since Kattis's own verifyproblem cannot be installed here: file
 * names, text files, problem.yaml, the data's groups, both validators' exit codes and feedback, and
 * every wrong_answer submission failing a test.
 */

/** The output validator is `arbiter check --kattis`, the contestant tools' work: skipped (and said so) where that is not built yet. */
const KATTIS_CHECK = spawnSync(
  process.execPath,
  [new URL('../../dist/arbiter.cjs', import.meta.url).pathname, 'check', '--help'],
  {
    encoding: 'utf8',
  },
).stdout.includes('--kattis');
const FILE_NAME = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

/** Runs a program, with `input` on standard input. */
function run(
  command: string,
  args: readonly string[],
  input: string,
  cwd?: string,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { input, encoding: 'utf8', cwd });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('package ingredients', () => {
  it('reads the bugs a planted-bug program lists, continued lines joined', () => {
    const source = `# A solution.\n#\n# BUG plants one realistic mistake; several\n# joined by + plant them all:\n#   first-bug     what it does,\n#                 at length\n#   second        more\nimport sys\n`;
    expect(listedBugs(source, 'py')).toEqual([
      { name: 'first-bug', description: 'what it does, at length' },
      { name: 'second', description: 'more' },
    ]);
  });

  it("reads the source problem.yaml states, and refuses one that states none, or a licence Kattis's format lacks, or rights", () => {
    const yaml = 'name: X\nsource: A Contest 2001, Problem B\nsource_url: https://example.org/b\nlicense: unknown\n';
    expect(readProblemSource(yaml, 'x')).toEqual({
      source: 'A Contest 2001, Problem B',
      url: 'https://example.org/b',
      license: 'unknown',
    });
    expect(() => readProblemSource('name: X\nlicense: unknown\n', 'x')).toThrow('x states no source');
    expect(() => readProblemSource(yaml.replace('unknown', 'cc by-nc'), 'x')).toThrow(/license is cc by-nc; state/);
    expect(() => readProblemSource(`${yaml}rights_owner: Us\n`, 'x')).toThrow(/the judge's to state/);
    expect(() => readProblemSource(yaml.replace('https://example.org/b', 'somewhere'), 'x')).toThrow(/web address/);
  });

  it('writes the licence and the rights owner the judge states, and credits the source in the statement', () => {
    const yaml = 'name: X\nsource: A & B\n# a note\nlicense: unknown\nvalidation: custom\n';
    expect(packageYaml(yaml, {})).toBe('name: X\nsource: A & B\nlicense: unknown\nvalidation: custom\n');
    expect(packageYaml(yaml, { license: 'cc by-sa', rightsOwner: 'The "$1" jury' })).toBe(
      'name: X\nsource: A & B\nlicense: cc by-sa\nrights_owner: "The \\"$1\\" jury"\nvalidation: custom\n',
    );
    expect(
      creditedStatement('\\problemname{X}\n\nText.\n', {
        source: 'A & B_2',
        url: 'https://x.org/a_b',
        license: 'unknown',
      }),
    ).toBe(
      '\\problemname{X}\n\nText.\n\n\\section*{Source}\n\nThis problem comes from A \\& B\\_2 ' +
        "(\\texttt{https://x.org/a\\_b}). This statement is Arbiter's own wording of it.\n",
    );
  });

  it('refuses a rights owner for a problem in the public domain, a blank one, and a licence Kattis does not know', async () => {
    const both = await arbiter(['package', 'checkers', '--license', 'public domain', '--rights-owner', 'Us']);
    expect([both.status, both.stderr]).toEqual([
      2,
      'arbiter package: a problem in the public domain has no rights owner; give one or the other\n',
    ]);
    const blank = await arbiter(['package', 'checkers', '--rights-owner', ' ']);
    expect([blank.status, blank.stderr]).toEqual([
      2,
      "arbiter: option '--rights-owner <name>' argument ' ' is invalid. expected a name, on one line\n",
    ]);
    const unknown = await arbiter(['package', 'checkers', '--license', 'gpl']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/argument 'gpl' is invalid\. Allowed choices are unknown, public domain, /);
  });

  it('reads corners, and refuses one without its description', () => {
    expect(readCorners('== a-b | YES\n# Why.\n1 1 1\nQ A 1\nQ B 2\n', 'x')).toEqual([
      { name: 'a-b', expected: 'YES', description: 'Why.', text: '1 1 1\nQ A 1\nQ B 2\n' },
    ]);
    expect(() => readCorners('== a | YES\n1 1 1\n', 'x')).toThrow('corner a needs a "# " description and its case');
  });

  it('zips the same files to the same bytes', () => {
    const files = [
      { path: 'problem.yaml', content: 'name: X\n' },
      { path: 'input_validators/x/run', content: '#!/bin/sh\n', executable: true },
    ];
    const zip = zipBytes('x', files);
    expect(Buffer.from(zipBytes('x', files)).equals(Buffer.from(zip))).toBe(true);
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(['x/input_validators/x/run', 'x/problem.yaml']);
  });

  // How many accepted submissions and mutants a package needs is the recipe's (test/framework/recipe.test.ts).
  it.each(PROBLEMS.map((problem) => [problem.id]))(
    '%s: accepted, the native reference and the JavaScript solution; each mutant a plain program',
    (id) => {
      const { submissions } = loadIngredients(ingredientsFolder(id)!, id);
      const accepted = submissions.filter((submission) => submission.category === 'accepted');
      expect(accepted.map((submission) => submission.language).sort()).toEqual([
        expect.stringMatching(/^(c|cpp)$/),
        'js',
      ]);
      const mutants = submissions.filter((submission) => submission.category === 'wrong_answer');
      expect(mutants.length).toBeGreaterThan(0);
      for (const mutant of mutants) {
        // Each a plain program with its bug planted for good and said at its top.
        expect(mutant.source).toContain(`"${mutant.bug!.name}"`);
        expect(mutant.source).not.toMatch(mutant.language === 'js' ? /process\.argv|^import /m : /sys\.argv/);
      }
    },
  );

  it('makes a listed mode that is right but too slow a time_limit_exceeded submission, named for the mode', () => {
    const slow = PROBLEMS.flatMap(
      (problem) => loadIngredients(ingredientsFolder(problem.id)!, problem.id).submissions,
    ).filter((submission) => submission.category === 'time_limit_exceeded');
    expect(slow.map(({ name, language, origin }) => ({ name, language, origin }))).toEqual([
      {
        name: 'plain-minimax.js',
        language: 'js',
        origin: 'src/problems/simplified-chess/package/simplified-chess.mjs',
      },
    ]);
    expect(slow[0].source).toMatch(/^\/\/ Too slow on purpose, for the judges: /);
    expect(slow[0].source).toContain("\nconst bug = 'plain-minimax';\n");
    expect(slow[0].source).not.toMatch(/process\.argv|^import /m);
  });

  it('takes every Python mutant of Rank and File from one program', () => {
    const { submissions } = loadIngredients(ingredientsFolder('rank-and-file')!, 'rank-and-file');
    const python = submissions.filter((submission) => submission.language === 'py');
    expect(new Set(python.map((submission) => submission.origin))).toEqual(
      new Set(['src/problems/rank-and-file/package/mutants/rank-and-file.py']),
    );
    expect(python.map((submission) => submission.name).sort()).toEqual(
      [
        'stalemate-is-mate',
        'king-takes-defended',
        'capture-ignored',
        'king-shadow',
        'pins-ignored',
        'no-block',
        'kings-touch',
        'knight-wrap',
        'queen-straight',
        'slides-through',
      ]
        .map((bug) => `${bug}-py.py`)
        .sort(),
    );
  });
});

describe('arbiter package and files that are not its own', () => {
  const made: string[] = [];
  const scratchDir = (): string => {
    made.push(mkdtempSync(join(tmpdir(), 'arbiter-package-files-')));
    return made.at(-1)!;
  };
  afterAll(() => {
    for (const dir of made) spawnSync('rm', ['-rf', dir]);
  });

  it('refuses a DIR that is not a directory as a usage error, before any work', async () => {
    const file = join(scratchDir(), 'plain-file');
    writeFileSync(file, 'mine\n');
    const ran = await arbiter(['package', 'rank-and-file', file]);
    expect(ran.stderr).toBe(
      `arbiter package: ${file} is not a directory; give a directory (made if it does not exist)\n`,
    );
    expect(ran.status).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('mine\n');
  });

  it.each([
    ['the .zip, a symbolic link to a file elsewhere', 'rankandfile.zip', 'link'],
    ['the package folder, a directory', 'rankandfile', 'directory'],
    ['the .zip, a file', 'rankandfile.zip', 'file'],
  ])('refuses to write over %s without --force, before any work', async (_, name, kind) => {
    const dir = scratchDir();
    const outside = join(scratchDir(), 'precious.txt');
    writeFileSync(outside, 'keep me\n');
    const path = join(dir, name);
    if (kind === 'link') symlinkSync(outside, path);
    else if (kind === 'directory') mkdirSync(path);
    else writeFileSync(path, 'mine\n');
    const ran = await arbiter(['package', 'rank-and-file', dir]);
    expect(ran.stderr).toBe(
      `arbiter package: refused: ${path} already exists${kind === 'link' ? ' (a symbolic link)' : ''}; give --force to replace it\n`,
    );
    expect(ran.status).toBe(1);
    expect(readdirSync(dir)).toEqual([name]);
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
  });

  it('with --force, replaces a link with the file, never writing through it', () => {
    const dir = scratchDir();
    const outside = join(scratchDir(), 'precious.txt');
    writeFileSync(outside, 'keep me\n');
    const paths = { target: join(dir, 'x'), zip: join(dir, 'x.zip') };
    symlinkSync(outside, paths.zip);
    const files = [{ path: 'problem.yaml', content: 'name: X\n' }];
    writePackage(paths, files, () => zipBytes('x', files), true);
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
    expect(lstatSync(paths.zip).isFile()).toBe(true);
    expect(Object.keys(unzipSync(readFileSync(paths.zip)))).toEqual(['x/problem.yaml']);
    expect(readdirSync(paths.target)).toEqual(['problem.yaml']);
    // Nothing else: no temporary folder or file is left.
    expect(readdirSync(dir).sort()).toEqual(['x', 'x.zip']);
    // Without --force, a link that appeared meanwhile is a refusal naming it; the outside file stays, and nothing is written.
    const again = { target: join(dir, 'y'), zip: join(dir, 'y.zip') };
    symlinkSync(outside, again.zip);
    expect(() => writePackage(again, files, () => zipBytes('y', files), false)).toThrow(
      `cannot write ${again.zip}: it exists now; give --force to replace it; nothing was written`,
    );
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
    expect(readdirSync(dir).sort()).toEqual(['x', 'x.zip', 'y.zip']);
  });
});

describe.each(PROBLEMS.map((problem) => [problem.id, problem] as const))('arbiter package %s', (id, problem) => {
  let out: string;
  let dir: string;
  let report: { status: number | null; stdout: string; stderr: string };
  let files: string[];

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'arbiter-package-test-'));
    // One program at a time: the other test files run beside this one, some of them timing programs.
    report = await arbiter(['package', id, out, '--jobs', '1']);
    dir = join(out, shortName(problem.title));
    files = report.status === 0 ? filesUnder(dir) : [];
  }, 600_000);

  afterAll(() => {
    spawnSync('rm', ['-rf', out]);
  });

  it('writes the package, and prints the kill table', () => {
    expect(report.stderr).not.toContain('refused');
    expect(report.status).toBe(0);
    expect(report.stdout).toMatch(/^Kill table: \d+ mutants, each failing a test of \d+ \(\d+ secret\):/);
    expect(shortName(problem.title)).toMatch(/^[a-z0-9]+$/);
  });

  it('names every file as the format allows, and writes text as UTF-8 with LF line ends, a final newline and no BOM', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const path of files) {
      for (const part of path.split('/')) expect(part).toMatch(FILE_NAME);
      const bytes = readFileSync(join(dir, path));
      const text = bytes.toString('utf8');
      expect(Buffer.from(text, 'utf8').equals(bytes), path).toBe(true);
      expect(text.startsWith('\uFEFF'), path).toBe(false);
      expect(text.includes('\r'), path).toBe(false);
      if (text !== '') expect(text.endsWith('\n'), path).toBe(true);
    }
  });

  it('has problem.yaml with the name, the source, license: unknown and no rights owner, limits and validation: custom', () => {
    const yaml = readFileSync(join(dir, 'problem.yaml'), 'utf8');
    expect(yaml).toContain(`name: ${problem.title}\n`);
    const source = /^source: (\S.*)$/m.exec(yaml)?.[1];
    expect(source).toBeDefined();
    // Arbiter claims no rights: the source's licence (unknown unless it says), the owner the judge's to state.
    expect(yaml).toMatch(/^license: unknown$/m);
    expect(yaml).not.toMatch(/rights_owner|Arbiter/);
    expect(yaml).toContain('validation: custom\n');
    expect(yaml).toMatch(/^limits:\n {2}time_multiplier: \d+\n {2}time_safety_margin: \d+\n {2}memory: \d+$/m);
    const statement = readFileSync(join(dir, 'problem_statement/problem.en.tex'), 'utf8');
    expect(statement).toMatch(
      /^\\problemname\{[^}]+\}[\s\S]*\\section\*\{Input\}[\s\S]*\\section\*\{Output\}[\s\S]*\\section\*\{Source\}/,
    );
    expect(statement).toContain(`This problem comes from ${source ?? '?'}`);
  });

  it('has the sample and secret data in groups by purpose, each test with its answer and what it is for', () => {
    const data = files.filter((path) => path.startsWith('data/'));
    const tests = data.filter((path) => path.endsWith('.in')).map((path) => path.slice(0, -3));
    for (const test of tests) {
      expect(data).toContain(`${test}.ans`);
      expect(data).toContain(`${test}.desc`);
    }
    expect(data.filter((path) => !/\.(in|ans|desc)$/.test(path))).toEqual([]);
    const groups = new Set(tests.map((test) => test.slice(0, test.lastIndexOf('/'))));
    expect([...groups].sort()).toEqual([
      'data/sample',
      'data/secret/1-corners',
      'data/secret/2-verdicts',
      'data/secret/3-generated',
      'data/secret/4-max',
    ]);
    expect(readFileSync(join(dir, 'data/sample/1.in'), 'utf8')).toBe(problem.sample.input);
    expect(readFileSync(join(dir, 'data/sample/1.ans'), 'utf8')).toBe(problem.sample.output);
    // Tens of files, not thousands.
    expect(tests.length).toBeLessThan(60);
  });

  it('has an input validator that exits 42 on every test and 43 on each kind of damage', () => {
    const validator = join(dir, 'input_validators/arbiter');
    expect(run('./build', [], '', validator).status).toBe(0);
    const tests = files.filter((path) => path.startsWith('data/') && path.endsWith('.in'));
    for (const test of tests.slice(0, 6))
      expect(run(join(validator, 'run'), [], readFileSync(join(dir, test), 'utf8')).status, test).toBe(42);
    const sample = problem.sample.input;
    const damaged = {
      crlf: sample.replace(/\n/g, '\r\n'),
      'extra newline': `${sample}\n`,
      'no final newline': sample.slice(0, -1),
      'added spaces': sample.replace('\n', ' \n'),
      'leading zero': `0${sample}`,
      'junk at the end': `${sample}junk\n`,
      empty: '',
    };
    for (const [what, text] of Object.entries(damaged))
      expect(run(join(validator, 'run'), [], text).status, what).toBe(43);
  });

  it.skipIf(!KATTIS_CHECK)(
    'has an output validator that exits 42 on the answers and 43 on a wrong one, saying why in judgemessage.txt',
    () => {
      const validator = join(dir, 'output_validators/arbiter');
      expect(run('./build', [], '', validator).status).toBe(0);
      const feedback = `${mkdtempSync(join(out, 'feedback-'))}/`;
      const input = join(dir, 'data/sample/1.in');
      const answer = join(dir, 'data/sample/1.ans');
      expect(run(join(validator, 'run'), [input, answer, feedback], problem.sample.output).status).toBe(42);
      const lines = problem.sample.output.split('\n');
      const wrong = PROBLEMS.find((other) => other.id !== id)!.sample.output.split('\n')[0];
      const given = [wrong, ...lines.slice(1)].join('\n');
      const rejected = run(join(validator, 'run'), [input, answer, feedback], given);
      expect(rejected.status).toBe(43);
      const message = readFileSync(`${feedback}judgemessage.txt`, 'utf8');
      expect(message).toContain(lines[0]);
      expect(message).toContain(wrong);
    },
  );

  it('fails every wrong_answer submission, as the kill table says, and each is plain code a judge runs', () => {
    const mutants = files.filter((path) => path.startsWith('submissions/wrong_answer/'));
    const table = report.stdout.split('\n');
    expect(mutants.length).toBeGreaterThanOrEqual(8);
    const build = mkdtempSync(join(out, 'build-'));
    for (const path of mutants) {
      const name = path.slice('submissions/wrong_answer/'.length);
      const row = table.find((line) => line.startsWith(`  ${name} `));
      expect(row, name).toBeDefined();
      const test = /^ {2}\S+ +(\S+) +WA: /.exec(row!)?.[1];
      expect(test, row).toBeDefined();
      const input = readFileSync(join(dir, 'data', `${test}.in`), 'utf8');
      const answer = readFileSync(join(dir, 'data', `${test}.ans`), 'utf8');
      const source = join(dir, path);
      let output: string;
      if (name.endsWith('.js')) {
        // Outside the repository, where no package.json makes .js a module: as a judge runs it.
        const copy = join(build, name);
        writeFileSync(copy, readFileSync(source));
        output = run(process.execPath, [copy], input).stdout;
      } else if (name.endsWith('.py')) output = run('python3', [source], input).stdout;
      else {
        const binary = join(build, name.replace(/\.\w+$/, ''));
        mkdirSync(build, { recursive: true });
        expect(run(name.endsWith('.c') ? 'gcc' : 'g++', ['-O2', '-o', binary, source], '').status).toBe(0);
        output = run(binary, [], input).stdout;
      }
      expect(output, `${name} on ${test}`).not.toBe(answer);
    }
  });

  it('zips the same files under one folder, the scripts executable', () => {
    const zip = readFileSync(`${dir}.zip`);
    const entries = unzipSync(zip);
    const name = shortName(problem.title);
    expect(Object.keys(entries).sort()).toEqual(files.map((path) => `${name}/${path}`).sort());
    for (const path of files)
      expect(Buffer.from(entries[`${name}/${path}`]).equals(readFileSync(join(dir, path))), path).toBe(true);
    // The central directory's external attributes: Unix mode in the high 16 bits.
    const modes = new Map<string, number>();
    for (let at = zip.indexOf('PK\x01\x02'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 46)) {
      const nameLength = zip.readUInt16LE(at + 28);
      modes.set(zip.toString('utf8', at + 46, at + 46 + nameLength), zip.readUInt32LE(at + 38) >>> 16);
    }
    expect(modes.get(`${name}/input_validators/arbiter/run`)).toBe(0o100755);
    expect(modes.get(`${name}/output_validators/arbiter/build`)).toBe(0o100755);
    expect(modes.get(`${name}/problem.yaml`)).toBe(0o100644);
  });

  it('refuses to write over a package unless --force', async () => {
    const again = await arbiter(['package', id, out]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${dir} already exists; give --force to replace it`);
  });
});
