import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { contentKey, shared } from '../helpers/shared.js';

/**
 * The package as a user gets it: `npm pack` of the built project (`npm test` builds first; packed
 * with --ignore-scripts so as not to rebuild dist/ under the other test files), installed offline,
 * where no registry is asked, into an empty project (`npm install TARBALL`) and globally into a
 * prefix of its own (`npm install -g TARBALL`, whose bin/ a user's PATH then has). Packed and
 * installed once a run, for every file that needs it (test/helpers/shared.ts).
 */

export const ROOT = new URL('../../', import.meta.url).pathname;
const CONSUMER = JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2);
export const MANIFEST = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { name: string; version: string };

export interface Ran {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Installed {
  /** The folder that holds everything below, shared by the run's files: read, never written. */
  readonly work: string;
  readonly tarball: string;
  readonly packed: { entryCount: number; size: number; unpackedSize: number; files: { path: string }[] };
  /** The project the tarball is installed in (`npm install TARBALL`), and how that went. */
  readonly project: string;
  readonly install: Ran;
  /** The package's folder in it. */
  readonly installed: string;
  /** The prefix of the global install (`npm install -g`): its bin/ is on `env`'s PATH. */
  readonly prefix: string;
  /** A user's environment: npm's variables of the test run left out, the global install's bin/ first on PATH. */
  readonly env: NodeJS.ProcessEnv;
}

/**
 * The environment of a user's shell: without the npm_* variables that `npm test` sets (npx reads
 * them, and so does the reproduce line), without the clone's node_modules/.bin on PATH.
 */
export function userEnvironment(prefix: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^npm_/i.test(name)) env[name] = value;
  const path = (process.env.PATH ?? '').split(delimiter).filter((dir) => !dir.includes('node_modules'));
  return {
    ...env,
    PATH: [join(prefix, 'bin'), ...path].join(delimiter),
    // Never a registry: what is installed is the tarball; npx finds the installed package.
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

/**
 * Runs a command (asynchronously: a test that blocks its worker for minutes on a busy machine
 * loses vitest's own messages).
 */
export function run(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd: string; input?: string },
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** Packs the project and installs the tarball, into a project and globally, in `work`. */
async function installInto(work: string): Promise<Installed> {
  const pack = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const packed = (JSON.parse(pack) as (Installed['packed'] & { filename: string })[])[0];
  const tarball = join(work, packed.filename);
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), CONSUMER);
  const prefix = join(work, 'global');
  const env = userEnvironment(prefix);
  const install = await run('npm', ['install', tarball], { cwd: project, env });
  const global = await run('npm', ['install', '-g', tarball], {
    cwd: work,
    env: { ...env, npm_config_prefix: prefix },
  });
  if (global.status !== 0) throw new Error(`npm install -g failed: ${global.stderr}`);
  return {
    work,
    tarball,
    packed,
    project,
    install,
    installed: join(project, 'node_modules', MANIFEST.name),
    prefix,
    env,
  };
}

/** What npm packs (package.json's files, README.md, LICENSE) lies in these: the package's content key. */
const PACKED = ['package.json', 'README.md', 'LICENSE', 'dist', 'examples'];

/** The package packed and installed, once a run. */
export async function installPackage(): Promise<Installed> {
  const dir = await shared('installed', contentKey(PACKED), async (work) => {
    writeFileSync(join(work, 'installed.json'), JSON.stringify(await installInto(work)));
  });
  return JSON.parse(readFileSync(join(dir, 'installed.json'), 'utf8')) as Installed;
}

/**
 * A user's project of the test's own, in a new temporary folder: a package.json and the installed
 * package's node_modules (a link to the shared install), as `npm install arbiter-judge` leaves it.
 */
export function userProject(setup: Installed): string {
  const project = join(mkdtempSync(join(tmpdir(), 'arbiter-user-')), 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), CONSUMER);
  symlinkSync(join(setup.project, 'node_modules'), join(project, 'node_modules'));
  return project;
}
