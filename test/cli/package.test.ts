import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ingredientsFolder,
  listedBugs,
  loadIngredients,
  readCorners,
  readProblemSource,
} from '../../src/cli/package/ingredients.js';
import { prepare, pythonInterpreter } from '../../src/cli/package/programs.js';
import { creditedStatement, packageYaml, zipBytes } from '../../src/cli/package/write.js';
import { writePackage } from '../../src/cli/package.js';
import { PROBLEMS } from '../../src/problems/registry.js';
import { arbiter } from './contestant-helpers.js';
import { packageChecks } from './package-checks.js';

const PYTHON = spawnSync('python3', ['--version']).status === 0;

/**
 * `arbiter package`: what it reads and refuses, here; the package of each problem in
 * package-checks.ts, this file taking the first part of the problems (test/helpers/parts.ts).
 */

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

  it.skipIf(!PYTHON)(
    'runs the Python mutants with the interpreter python3 starts, asked once, no launcher in between (skipped without python3)',
    () => {
      const python = pythonInterpreter();
      expect(isAbsolute(python)).toBe(true);
      const asked = spawnSync(python, ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
      expect(asked.stdout.trim()).toBe(python);
      const { submissions } = loadIngredients(ingredientsFolder('rank-and-file')!, 'rank-and-file');
      const mutant = submissions.find((submission) => submission.language === 'py')!;
      const dir = mkdtempSync(join(tmpdir(), 'arbiter-python-'));
      try {
        expect(prepare(mutant, dir, python)).toMatchObject({ command: python, args: [join(dir, mutant.name)] });
      } finally {
        spawnSync('rm', ['-rf', dir]);
      }
    },
  );

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

packageChecks(1, 6);
