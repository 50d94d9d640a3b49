import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { type DocumentedLine, helpCommands, helpLines, htmlLines, markdownLines } from './documented.js';
import { type Installed, ROOT, type Ran, installPackage, run } from './package.js';

/**
 * Every command line of README.md, docs/*.md and every command's --help (documented.ts finds them),
 * run as a user runs it after installing the package: each in an empty directory of its own that
 * has only the project's node_modules (what `npm install arbiter-judge` leaves; npx finds the
 * package there), with the global install's `arbiter` on PATH. What a line names that a user
 * brings is made there first (docs/testing.md: their input files, as the problem's sample; their
 * program, as one that answers wrongly). A line marked "in a clone" needs the repository and is not
 * run here. Each line must end as documented: status 0 (1 where a user's program is judged, 42
 * for --kattis), nothing on standard error that says a file or command is missing, and output.
 * documented.full.test.ts, documented-2.full.test.ts, ...: each file runs a part of the lines.
 */

const BIN = join(ROOT, 'dist/arbiter.cjs');
const DOCS = ['README.md', ...readdirSync(`${ROOT}docs`).map((name) => `docs/${name}`)];
/** The docs as the package shows them (`arbiter serve`): the pages made from the Markdown, as packed. */
const PAGES = [
  'dist/web/README.html',
  ...readdirSync(`${ROOT}dist/web/docs`)
    .filter((name) => name.endsWith('.html'))
    .map((name) => `dist/web/docs/${name}`),
];

/**
 * Every documented line: the docs' (the Markdown, and the pages made from it), then each command's --help (the
 * commands as `arbiter --help` lists them).
 */
function documentedLines(): DocumentedLine[] {
  const help = (args: string[]): string =>
    spawnSync(process.execPath, [BIN, ...args, '--help'], { encoding: 'utf8' }).stdout;
  const main = help([]);
  return [
    ...DOCS.flatMap((file) => markdownLines(file, readFileSync(`${ROOT}${file}`, 'utf8'))),
    ...PAGES.flatMap((file) => htmlLines(file, readFileSync(`${ROOT}${file}`, 'utf8'))),
    ...helpLines('arbiter --help', main),
    ...helpCommands(main).flatMap((name) => helpLines(`arbiter ${name} --help`, help([name]))),
  ];
}

const LINES = documentedLines();
/** Each command once (the docs repeat some); where each is documented. */
const COMMANDS = [...new Set(LINES.map((line) => line.command))].map((command) => {
  const lines = LINES.filter((line) => line.command === command);
  return { command, where: lines.map((line) => line.where), clone: lines.some((line) => line.clone) };
});
const INSTALLED = COMMANDS.filter((line) => !line.clone);

/**
 * What a line runs: `npx arbiter-judge ARGS` as `arbiter ARGS`, the installed bin that npx runs
 * (installed.full.test.ts runs `npx arbiter-judge` itself and checks that it is that bin), without
 * npm's start (0.4 s of CPU a line). Lines that run the same are run once, each still a test of its own.
 */
const runAs = (command: string): string => command.replace(/(^|[;&|]\s*)npx arbiter-judge(?=\s|$)/g, '$1arbiter');

/** Commands only a clone has: npm's scripts, its link, the repository's scripts and tests. */
const CLONE_ONLY = /^(npm (ci|test|start|run|link|unlink)\b|node scripts\/|npx vitest\b)/;

const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const TOOLS = { jq: has('jq'), python3: has('python3'), javac: has('javac') && has('java'), unshare: false };
TOOLS.unshare = has('unshare') && spawnSync('unshare', ['-rn', 'true']).status === 0;

/** What a line costs, roughly: a package's mutants run for most of a minute, a stress or perft run or npm's for seconds. */
const weight = (command: string): number =>
  /(^|\s)package\s/.test(command) ? 40 : /(^|\s)(stress|perft)\s|^npm /.test(command) ? 5 : 1;

/**
 * The lines of part `part` (from 1) of `parts`, so that the parts cost alike: the heaviest run
 * first, each to the part that weighs least so far (the first on a tie); lines that run the same
 * (runAs) in one part, where they share the run.
 */
function partOfLines(part: number, parts: number): typeof INSTALLED {
  const load = Array<number>(parts).fill(0);
  const owner = new Map<string, number>();
  const distinct = [...new Set(INSTALLED.map(({ command }) => runAs(command)))];
  for (const run of distinct.sort((a, b) => weight(b) - weight(a))) {
    const lightest = load.indexOf(Math.min(...load));
    load[lightest] += weight(run);
    owner.set(run, lightest + 1);
  }
  return INSTALLED.filter(({ command }) => owner.get(runAs(command)) === part);
}

let setup: Installed;
/** This file's folder: each line's directory is made in it. */
let scratch: string;
let lineNumber = 0;

/** A line's words, the shell's operators (`;`, `|`, `&&`, `<`) apart. */
const words = (command: string): string[] => command.split(/\s+|;|&&|\|\|?/).filter((word) => word !== '');

/** The problem a line is about: the first word that names one (or its title's alias); Rank and File otherwise. */
function problemOf(command: string) {
  const found = words(command)
    .map((word) => PROBLEMS.find((p) => p.id === word || p.title.toLowerCase().replace(/\W+/g, '-') === word))
    .find((p) => p !== undefined);
  return found ?? PROBLEMS[0];
}

/** A user's program that reads its input and answers every case wrongly, for `kind` (its file, or how it is run). */
function makeProgram(dir: string, word: string, runner: string | undefined): boolean {
  const path = join(dir, word);
  mkdirSync(dirname(path), { recursive: true });
  if (runner === 'python3') writeFileSync(path, 'import sys\nsys.stdin.read()\nprint("WRONG")\n');
  else if (runner === 'node')
    writeFileSync(path, 'process.stdin.resume();\nprocess.stdin.on("end", () => console.log("WRONG"));\n');
  else {
    writeFileSync(path, '#!/bin/sh\ncat > /dev/null\necho WRONG\n');
    chmodSync(path, 0o755);
  }
  return true;
}

/** What a line needs that a user would bring, made in `dir`; true when it runs a program the user brings. */
function bring(dir: string, command: string): { userProgram: boolean; skip?: string } {
  const list = words(command);
  const problem = problemOf(command);
  let userProgram = false;
  for (let at = 0; at < list.length; at++) {
    const word = list[at];
    const before = list[at - 1] ?? '';
    if (word === '' || existsSync(join(dir, word))) continue;
    if (/^(>|2>|--out|-o)$/.test(before) || word.startsWith('examples/') || word.includes('node_modules/')) continue;
    const path = join(dir, word);
    if (word.endsWith('/')) mkdirSync(path, { recursive: true });
    else if (/^\.\/[\w.-]+$/.test(word)) userProgram = makeProgram(dir, word, undefined);
    else if (before === 'python3' && word.endsWith('.py')) {
      if (!TOOLS.python3) return { userProgram, skip: 'python3 is not installed' };
      userProgram = makeProgram(dir, word, 'python3');
    } else if (before === 'node' && /\.m?js$/.test(word)) userProgram = makeProgram(dir, word, 'node');
    else if (word === 'java' && list[at + 1] === '-cp') {
      if (!TOOLS.javac) return { userProgram, skip: 'java and javac are not installed' };
      const classes = join(dir, list[at + 2]);
      const main = list[at + 3];
      mkdirSync(classes, { recursive: true });
      writeFileSync(
        join(classes, `${main}.java`),
        `public class ${main} { public static void main(String[] args) throws Exception {\n` +
          `  System.in.readAllBytes(); System.out.println("WRONG"); } }\n`,
      );
      spawnSync('javac', [`${main}.java`], { cwd: classes });
      userProgram = true;
    } else if (word.endsWith('.pdn')) copyFileSync(`${ROOT}test/fixtures/pdn/two-games.pdn`, path);
    else if (/^(in|ans|out|[\w./-]+\.(txt|in|ans|out))$/.test(word)) {
      // Answers (an output or an answer file) are Arbiter's for the sample; anything else is the sample.
      const answers = /^(ans|out|mine\.txt|team\.out)$|\.(ans|out)$/.test(word.split('/').at(-1) ?? word);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, answers ? problem.sample.output : problem.sample.input);
    }
  }
  if (/\| *jq\b/.test(command) && !TOOLS.jq) return { userProgram, skip: 'jq is not installed' };
  return { userProgram };
}

/** An empty directory as a user has after `npm install arbiter-judge` in it: only node_modules. */
function emptyDirectory(): string {
  const dir = mkdtempSync(join(scratch, `line-${++lineNumber}-`));
  symlinkSync(join(setup.project, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** `npm install` lines install the tarball (the registry has no such package here); -g into a prefix of their own. */
function npmLine(command: string, dir: string): { command: string; env: NodeJS.ProcessEnv } {
  const installs = /^npm (install|i)\b/.test(command);
  return {
    command: installs ? command.replace(/(^|\s)arbiter-judge(?=\s|$)/, `$1${setup.tarball}`) : command,
    env: { ...setup.env, npm_config_prefix: join(dir, 'prefix') },
  };
}

/**
 * A line that serves until stopped: started in a process group of its own (in a network namespace
 * of its own where the machine allows one, so that its port is free), stopped with SIGTERM once
 * it prints its address. Ends with status 143 or by the signal.
 */
function serveLine(command: string, dir: string): Promise<Ran & { url?: string }> {
  const shell = TOOLS.unshare
    ? ['unshare', ['-rn', 'sh', '-c', `ip link set lo up 2>/dev/null; ${command}`]]
    : ['sh', ['-c', command]];
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(shell[0] as string, shell[1] as string[], {
      cwd: dir,
      env: setup.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let url: string | undefined;
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      url ??= /http:\/\/\S+\//.exec(stdout)?.[0];
      if (url && child.pid) process.kill(-child.pid, 'SIGTERM');
    });
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr, url }));
  });
}

/** What is wrong with a line's run, or undefined. */
function fault(command: string, ran: Ran, userProgram: boolean): string | undefined {
  // A user's program is judged by stress (or check): 1 says it failed.
  const judged = userProgram || /(^|\s)stress\s/.test(command);
  const expected = /--kattis\b/.test(command) && !/;/.test(command) ? [42] : judged ? [0, 1] : [0];
  if (ran.status === null || !expected.includes(ran.status)) return `exit status ${ran.status ?? ran.signal}`;
  const missing = /internal error|not found|no such file|cannot read|ENOENT|unknown (option|command|problem)/i.exec(
    ran.stderr,
  );
  if (missing) return `standard error says "${missing[0]}"`;
  // Output, unless the line writes it to files: a redirection, --out, npm's own, a Kattis checker's feedback.
  const quiet = /(^|\s)>\s|--out\b|^npm |--kattis\b/.test(command);
  if (!quiet && ran.stdout.length + ran.stderr.length === 0) return 'no output';
  return undefined;
}

type Outcome =
  | { readonly skip: string }
  | { readonly served: Ran & { url?: string } }
  | { readonly ran: Ran; readonly userProgram: boolean };
/** The runs of this file's lines, by what each runs (runAs). */
const runs = new Map<string, Promise<Outcome>>();

/** Runs `command` as a user would, in a directory of its own with what it needs brought there. */
async function runLine(command: string): Promise<Outcome> {
  // npm's own lines get a directory without node_modules: they install into it.
  const dir = /^npm /.test(command) ? mkdtempSync(join(scratch, 'npm-')) : emptyDirectory();
  const { userProgram, skip } = bring(dir, command);
  if (skip) return { skip };
  if (/(^|\s)serve\b/.test(command) && !/--help/.test(command)) {
    const served = await serveLine(command, dir);
    if (!TOOLS.unshare && /the port is in use/.test(served.stderr))
      return { skip: 'its port is in use on this machine' };
    return { served };
  }
  const { command: line, env } = /^npm /.test(command) ? npmLine(command, dir) : { command, env: setup.env };
  return { ran: await run('sh', ['-c', line], { cwd: dir, env, input: '' }), userProgram };
}

/** Part `part` of `parts` of the documented lines, the first part with the check of how they are found. */
export function documentedCommands(part: number, parts: number): void {
  beforeAll(async () => {
    setup = await installPackage();
    scratch = mkdtempSync(join(tmpdir(), 'arbiter-documented-'));
  }, 600_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  describe('every documented command, from an empty directory with the installed package', () => {
    if (part === 1)
      it('finds the command lines of the README, docs/ and every --help, and tells a clone’s apart', () => {
        expect(LINES.length).toBeGreaterThanOrEqual(80);
        for (const where of [
          'README.md',
          'dist/web/README.html',
          'dist/web/docs/checkers.html',
          'arbiter --help',
          'arbiter stress --help',
          'arbiter checkers --help',
        ])
          expect(
            LINES.some((line) => line.where.startsWith(where)),
            where,
          ).toBe(true);
        // A command only a clone has is marked so: the docs say which is which.
        const unmarked = COMMANDS.filter(({ command, clone }) => CLONE_ONLY.test(command) && !clone);
        expect(unmarked.map(({ command, where }) => `${where.join(', ')}: ${command}`)).toEqual([]);
        // Each line in one part.
        const byPart = Array.from({ length: parts }, (_, at) => partOfLines(at + 1, parts));
        expect(
          byPart
            .flat()
            .map(({ command }) => command)
            .sort(),
        ).toEqual(INSTALLED.map(({ command }) => command).sort());
        // npx's launcher is run as the bin it runs, wherever a command starts; nothing else changes.
        expect(runAs('npx arbiter-judge gen x | npx arbiter-judge x; npx arbiter-judge')).toBe(
          'arbiter gen x | arbiter x; arbiter',
        );
        expect(runAs('echo npx arbiter-judge x; npx arbiter-judges')).toBe(
          'echo npx arbiter-judge x; npx arbiter-judges',
        );
        const clones = COMMANDS.filter((line) => line.clone);
        // Lines that run the same are in one part, where they share the run.
        const partOf = new Map<string, Set<number>>();
        byPart.forEach((lines, at) => {
          for (const { command } of lines)
            partOf.set(runAs(command), (partOf.get(runAs(command)) ?? new Set()).add(at));
        });
        expect([...partOf].filter(([, owners]) => owners.size > 1)).toEqual([]);
        console.log(
          `${LINES.length} documented command lines, ${COMMANDS.length} distinct: ${INSTALLED.length} run from the ` +
            `installed package (${partOf.size} runs), ${clones.length} a clone's (${clones.map((line) => line.command).join('; ')})`,
        );
      });

    // One test a line, named by the whole line (it.each would cut its name short).
    for (const line of partOfLines(part, parts))
      it(line.command, { timeout: 1_800_000 }, async (context) => {
        const where = `${line.where.join(', ')}: ${line.command}`;
        const command = runAs(line.command);
        if (!runs.has(command)) runs.set(command, runLine(command));
        const outcome = await runs.get(command)!;
        if ('skip' in outcome) {
          console.log(`skipped (${outcome.skip}): ${where}`);
          context.skip();
        } else if ('served' in outcome) {
          expect(outcome.served.url, `${where}\n${outcome.served.stderr}`).toMatch(/^http:\/\//);
          expect(
            outcome.served.status === 143 || outcome.served.signal === 'SIGTERM',
            `${where}: ${outcome.served.status} ${outcome.served.signal}`,
          ).toBe(true);
        } else
          expect(
            fault(command, outcome.ran, outcome.userProgram),
            `${where}\n${outcome.ran.stdout.slice(0, 2000)}\n${outcome.ran.stderr}`,
          ).toBe(undefined);
      });
  });
}
