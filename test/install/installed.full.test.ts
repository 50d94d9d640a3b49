import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../web/launch.js';
import { type Installed, MANIFEST, ROOT, type Ran, installPackage, run, userProject } from './package.js';
import { helpCommands, helpLinks, htmlNodeRuns, markdownLinks } from './documented.js';

/**
 * The package as a user gets it (package.ts: packed, installed offline into an empty project and
 * globally). Then every front end from there: the command by `npx arbiter`, `npx arbiter-judge` and
 * the global `arbiter`, the page by `arbiter serve` in Debian's chromium, the library by `import`
 * and `require`, and its types in TypeScript projects of both module kinds. Every command line of
 * the docs and of --help is run from there too (documented.full.test.ts). Budgets are generous: the
 * machine may be busy.
 */

const TSC = `${ROOT}node_modules/typescript/bin/tsc`;

let setup: Installed;
/** This file's folder, which holds its project. */
let work: string;
/** A user's project of this file's own, the shared install's node_modules linked in. */
let project: string;
let installed: string;

/** A command in the consumer project, in a user's environment. */
const sh = (command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}) =>
  run(command, args, { cwd: options.cwd ?? project, env: options.env ?? setup.env });
/** `npx NAME ARGS` as a user types it (`--no`: never offered a download; `--`: the options are the command's). */
const npx = (...args: string[]): Promise<Ran> => sh('npx', ['--no', '--', ...args]);

beforeAll(async () => {
  setup = await installPackage();
  installed = setup.installed;
  project = userProject(setup);
  work = dirname(project);
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the tarball', { timeout: 300_000 }, () => {
  it('holds the command, the library both ways with types, the page and its docs (pages and Markdown), and the package ingredients; no source maps', () => {
    const { packed } = setup;
    const files = packed.files.map((file) => file.path);
    for (const file of [
      'dist/arbiter.cjs',
      'dist/arbiter-main.cjs',
      'dist/lib/index.js',
      'dist/lib/index.cjs',
      'dist/lib/types/index.d.ts',
      'dist/lib/types/index.d.cts',
      'dist/web/index.html',
      'dist/web/app.js',
      'dist/web/worker.js',
      'dist/web/docs/cli.html',
      'dist/web/README.html',
      'docs/cli.md',
      'README.md',
      'LICENSE',
    ])
      expect(files, file).toContain(file);
    for (const problem of PROBLEMS) {
      for (const file of ['problem.yaml', 'problem.en.tex', 'corners.txt', `${problem.id}.mjs`])
        expect(files).toContain(`dist/package/${problem.id}/${file}`);
      // The examples the docs name, read from any directory.
      for (const file of ['.txt', '.expected', '-rules.txt', '-rules.expected'])
        expect(files).toContain(`examples/${problem.id}${file}`);
    }
    expect(
      files.filter((file) => file.endsWith('.map') || file.startsWith('src/') || file.startsWith('test/')),
    ).toEqual([]);
    // Not the whole of dist/: the unbundled tsc build stays home.
    expect(files.filter((file) => file.startsWith('dist/cli/') || file.startsWith('dist/core/'))).toEqual([]);
    console.log(`npm pack: ${packed.entryCount} files, ${packed.size} bytes packed, ${packed.unpackedSize} unpacked`);
  });

  it('installs offline with no dependency and no warning', () => {
    const { install } = setup;
    expect(install.status, install.stderr).toBe(0);
    expect(install.stderr).not.toMatch(/warn/i);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    // Nothing but the package itself was installed.
    expect(readdirSync(join(setup.project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([
      MANIFEST.name,
    ]);
  });
});

describe('the docs where the user is', { timeout: 300_000 }, () => {
  /** The installed pages made from the docs (what `arbiter serve` shows), by the Markdown file they are made from. */
  const pageOf = (markdown: string): string =>
    join(
      installed,
      markdown === 'README.md' ? 'dist/web/README.html' : `dist/web/${markdown.replace(/\.md$/, '.html')}`,
    );

  /** What is wrong with `link` (a path in the package, with its anchor) from `from`, a folder of the package. */
  const broken = (from: string, link: string): string | undefined => {
    const [path, anchor] = link.split('#');
    const file = join(from, decodeURI(path));
    if (!file.startsWith(installed) || !existsSync(file)) return `${link}: no such file in the package`;
    if (anchor === undefined) return undefined;
    // The anchor as the page made from the Markdown has it (scripts/render-docs.mjs: GitHub's anchors).
    const page = pageOf(file.slice(installed.length + 1));
    return existsSync(page) && readFileSync(page, 'utf8').includes(`id="${anchor}"`)
      ? undefined
      : `${link}: no such anchor`;
  };

  it('the installed README links only to files of the package, and to anchors they have', () => {
    const links = markdownLinks(readFileSync(join(installed, 'README.md'), 'utf8'));
    expect(links.length).toBeGreaterThanOrEqual(15);
    expect(links.map((link) => broken(installed, link)).filter(Boolean)).toEqual([]);
  });

  it('every --help names only files of the package', async () => {
    // The installed bin run by node directly: npx would cost a second a command.
    const bin = join(installed, 'dist/arbiter.cjs');
    const help = async (...args: string[]): Promise<string> =>
      (await sh(process.execPath, [bin, ...args, '--help'])).stdout;
    const main = await help();
    const texts = [main, ...(await Promise.all(helpCommands(main).map((name) => help(name))))];
    const links = texts.flatMap(helpLinks);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.map((link) => broken(installed, link)).filter(Boolean)).toEqual([]);
  });

  it('the pages the package shows run no file of the build that it lacks (node dist/...)', () => {
    const pages = [
      'dist/web/README.html',
      ...readdirSync(join(installed, 'dist/web/docs')).map((name) => `dist/web/docs/${name}`),
    ];
    const runs = pages.flatMap((page) =>
      htmlNodeRuns(readFileSync(join(installed, page), 'utf8')).map((file) => ({ page, file })),
    );
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.filter(({ file }) => file.startsWith('dist/') && !existsSync(join(installed, file)))).toEqual([]);
  });
});

describe('the installed command', { timeout: 300_000 }, () => {
  it.each(PROBLEMS.map((problem) => [problem.id]))(
    'npx arbiter %s examples/<problem>.txt (the example the package ships) prints the expected output exactly',
    async (id) => {
      // The example the package ships (examples are optional for a problem: then its sample).
      const shipped = existsSync(`${ROOT}examples/${id}.txt`);
      const { sample } = PROBLEMS.find((problem) => problem.id === id)!;
      const input = join(work, `${id}.txt`);
      if (!shipped) writeFileSync(input, sample.input);
      const ran = await npx('arbiter', id, shipped ? `examples/${id}.txt` : input);
      expect(ran.stderr).toBe('');
      expect(ran.status).toBe(0);
      expect(ran.stdout).toBe(shipped ? readFileSync(`${ROOT}examples/${id}.expected`, 'utf8') : sample.output);
    },
  );

  it('--version, by the command and by the package name', async () => {
    expect((await npx('arbiter', '--version')).stdout).toBe(`${MANIFEST.version}\n`);
    expect((await npx(MANIFEST.name, '--version')).stdout).toBe(`${MANIFEST.version}\n`);
  });

  it('gen | arbiter PROBLEM, then check accepts the answers', async () => {
    const generated = await npx('arbiter', 'gen', 'checkers', '--seed', '3', '--cases', '30');
    expect(generated.status, generated.stderr).toBe(0);
    writeFileSync(join(project, 'in.txt'), generated.stdout);
    const answered = await npx('arbiter', 'checkers', 'in.txt');
    expect(answered.status, answered.stderr).toBe(0);
    writeFileSync(join(project, 'out.txt'), answered.stdout);
    const checked = await npx('arbiter', 'check', 'checkers', 'in.txt', 'out.txt');
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    expect(checked.stdout).toContain('Accepted (30 cases)');
  });

  it('stress on a correct JavaScript solution (the one the package ships) passes for a few seconds', async () => {
    const solution = join(installed, 'dist/package/rank-and-file/rank-and-file.mjs');
    const ran = await npx(
      'arbiter',
      'stress',
      'rank-and-file',
      '--time',
      '4',
      '--time-limit',
      '30',
      '--json',
      '--',
      process.execPath,
      solution,
    );
    expect(ran.status, ran.stdout + ran.stderr).toBe(0);
    const report = JSON.parse(ran.stdout) as { result: string; tests: number };
    expect(report.result).toBe('passed');
    expect(report.tests).toBeGreaterThanOrEqual(1);
  });

  /** What a report's indented block after `title` holds, its lines unindented. */
  const block = (report: string, title: string): string[] =>
    (new RegExp(`^${title}\n((?:  .*\n)+)`, 'm').exec(report)?.[1] ?? '')
      .trimEnd()
      .split('\n')
      .map((line) => line.trim());

  it.each([
    ['npx arbiter-judge', ['npx', '--no', '--', MANIFEST.name]],
    ['./node_modules/.bin/arbiter', ['./node_modules/.bin/arbiter']],
    ['arbiter', ['arbiter']],
  ])(
    'stress started as %s prints reproduce lines naming it, which run as printed in the same directory',
    async (name, [command, ...args]) => {
      const out = `failure-${name.replace(/\W+/g, '-')}.txt`;
      const program = ['node', `node_modules/${MANIFEST.name}/dist/package/rank-and-file/rank-and-file.mjs`];
      const ran = await sh(command, [
        ...args,
        'stress',
        'rank-and-file',
        '--out',
        out,
        '--',
        ...program,
        'capture-ignored',
      ]);
      expect(ran.status, ran.stderr).toBe(1);
      const [again, explain] = block(ran.stdout, 'To reproduce:');
      expect(again).toBe(`${program.join(' ')} capture-ignored < ${out}`);
      expect(explain).toBe(`${name} rank-and-file --explain ${out}`);
      const gen = /Its input: (.*)$/m.exec(ran.stdout)?.[1] ?? '';
      expect(gen).toMatch(new RegExp(`^${name.replace(/\./g, '\\.')} gen rank-and-file --seed `));
      // Each, copied into a shell here: the program fails the same way, and Arbiter explains its answer.
      const rerun = await sh('sh', ['-c', again]);
      expect(rerun.stdout.trimEnd().split('\n')).toEqual(block(ran.stdout, "Your program's output:"));
      const explained = await sh('sh', ['-c', explain]);
      expect(explained.status, explained.stderr).toBe(0);
      expect(explained.stdout.split('\n')[0]).toBe(`Case 1 (line 2): ${block(ran.stdout, "Arbiter's answer:")[0]}`);
      const generated = await sh('sh', ['-c', gen]);
      expect(generated.status, generated.stderr).toBe(0);
      expect(generated.stdout).toMatch(/^\d+\n/);
    },
  );

  it('validate takes the sample as contest data', async () => {
    const ran = await npx('arbiter', 'validate', 'cheesy-chess', 'examples/cheesy-chess.txt');
    expect(ran.status, ran.stdout + ran.stderr).toBe(0);
  });

  it('package finds its ingredients beside itself, and names a missing tool in one line before any work', async () => {
    // A PATH with node and nothing else: no gcc, no python3.
    const bin = join(work, 'only-node');
    mkdirSync(bin, { recursive: true });
    symlinkSync(process.execPath, join(bin, 'node'));
    const out = join(work, 'packages');
    const ran = await sh(
      process.execPath,
      [join(project, 'node_modules/.bin/arbiter'), 'package', 'rank-and-file', out],
      { env: { ...setup.env, PATH: bin } },
    );
    expect(ran.status).toBe(1);
    const lines = ran.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^arbiter.*gcc is not on this machine.*python3 is not on this machine/);
    expect(ran.stdout).toBe('');
    expect(() => readdirSync(out)).toThrow();
  });
});

/** Starts `arbiter serve --port 0`; resolves with the process and the URL it prints. */
function serve(): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(project, 'node_modules/.bin/arbiter'), 'serve', '--port', '0'], {
      cwd: project,
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/[^ ]+\//.exec(out)?.[0];
      if (url) resolve({ child, url, stderr: () => err });
    });
    child.on('error', reject);
    child.on('exit', (status) => reject(new Error(`arbiter serve ended (${status}) before printing its URL: ${err}`)));
  });
}

const status = (url: string): Promise<number> =>
  new Promise((resolve, reject) => {
    request(url, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

describe('the installed page', { timeout: 300_000 }, () => {
  it('arbiter serve answers / and a docs page, chromium loads both with no console error, and Ctrl-C ends it with 130', async () => {
    const { child, url, stderr } = await serve();
    try {
      expect(await status(url)).toBe(200);
      expect(await status(`${url}docs/cli.html`)).toBe(200);
      expect(await status(`${url}missing.js`)).toBe(404);
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: CHROMIUM_ARGS,
        timeout: 120_000,
      });
      try {
        for (const path of ['', 'docs/cli.html']) {
          const page = await browser.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          const response = await page.goto(`${url}${path}`, { waitUntil: 'load', timeout: 120_000 });
          expect(response?.status(), path).toBe(200);
          if (path === '') await page.waitForSelector('body[data-state]', { timeout: 120_000 });
          expect(errors, path).toEqual([]);
          await page.close();
        }
      } finally {
        await browser.close();
      }
      const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      expect(await ended).toBe(130);
      expect(stderr()).toBe('');
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('the installed library', { timeout: 300_000 }, () => {
  const SAMPLE = PROBLEMS.find((problem) => problem.id === 'rank-and-file')!.sample;
  const program = (load: string): string => `${load}
const lines = [];
for (const input of rankAndFile.parse(rankAndFile.sample.input).cases) {
  if (!input.result.ok) throw new Error('the sample does not parse');
  const judged = rankAndFile.judge(input.result.value);
  if (judged.ok) lines.push(rankAndFile.format(judged.value));
}
console.log(lines.join('\\n') + ' | ' + PROBLEMS.length);
`;
  const expected = `${SAMPLE.output.trimEnd()} | ${PROBLEMS.length}\n`;

  it('as an ES module (import) and as CommonJS (require), alike', async () => {
    writeFileSync(join(project, 'esm.mjs'), program(`import { rankAndFile, PROBLEMS } from '${MANIFEST.name}';`));
    writeFileSync(join(project, 'cjs.cjs'), program(`const { rankAndFile, PROBLEMS } = require('${MANIFEST.name}');`));
    for (const file of ['esm.mjs', 'cjs.cjs']) {
      const ran = await sh(process.execPath, [file]);
      expect(ran.stderr, file).toBe('');
      expect(ran.stdout, file).toBe(expected);
    }
  });

  it.each([['commonjs'], ['module']])(
    'TypeScript, module nodenext, in a "type": "%s" project: type-checks, builds and runs',
    async (type) => {
      const dir = join(project, `ts-${type}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `ts-${type}`, private: true, type }));
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'es2022',
            strict: true,
            lib: ['es2022', 'dom'],
            outDir: 'out',
          },
          files: ['index.ts'],
        }),
      );
      const typed = `import { rankAndFile, PROBLEMS, type RegisteredProblem } from '${MANIFEST.name}';\nconst all: readonly RegisteredProblem[] = PROBLEMS;\n`;
      writeFileSync(join(dir, 'index.ts'), program(typed).replace('PROBLEMS.length', 'all.length'));
      const compiled = await sh(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: dir });
      expect(compiled.status, compiled.stdout + compiled.stderr).toBe(0);
      const ran = await sh(process.execPath, ['out/index.js'], { cwd: dir });
      expect(ran.stderr).toBe('');
      expect(ran.stdout).toBe(expected);
      // A type error is found, both ways: the types are really read.
      writeFileSync(
        join(dir, 'index.ts'),
        `${typed}const wrong: number = rankAndFile.title;\nconsole.log(all, wrong);\n`,
      );
      const refused = await sh(process.execPath, [TSC, '-p', 'tsconfig.json', '--noEmit'], { cwd: dir });
      expect(refused.status).not.toBe(0);
      expect(refused.stdout).toContain("Type 'string' is not assignable to type 'number'");
    },
  );
});
