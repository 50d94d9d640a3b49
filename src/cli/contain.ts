import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errnoCode, errnoWords } from './errno.js';
import { pause } from './read.js';
import { escapeInput } from '../core/characters.js';

/**
 * A cgroup per run, where the machine gives one. Every process a program starts stays in its
 * cgroup whatever it does (a double fork, setsid, an empty environment), unless it moves itself
 * out, which only a program allowed to write another cgroup can do (one run as root, as Arbiter
 * is when it makes cgroups in its own); writing "1" to cgroup.kill ends them all at once. So the
 * run is frozen first (cgroup.freeze: none forks or moves meanwhile), swept as below with the
 * cgroup's members as its first family, then killed. That takes cgroup v2 with cgroup.kill (Linux
 * 5.14), and a cgroup Arbiter may write in: its own when Arbiter runs as root, or one systemd
 * delegated to the user (a desktop session's terminal; `systemd-run --user --scope arbiter ...`).
 * Elsewhere (a container with /sys/fs/cgroup read-only, cgroup v1, not Linux) process.ts sweeps
 * by process group, parentage and an environment marker alone. What escapes both: a process that
 * leaves the cgroup (or, without one, outlives its parent), clears its environment, and whose
 * parent ends before the sweep. A PID namespace would also hold such a process, but makes the
 * program its namespace's init, which ignores signals it sends itself, and needs privileges or
 * user namespaces; so it is not used.
 */

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
};

/** Where this process's cgroup is, and whether Arbiter may make cgroups in it (or why not). */
type Home = { readonly dir: string } | { readonly why: string };
let home: Home | undefined;

/** mountinfo writes a space, tab, newline or backslash in a path as an octal escape. */
const unescapeMount = (path: string): string =>
  path.replace(/\\([0-7]{3})/g, (_, code: string) => String.fromCharCode(parseInt(code, 8)));

/** This process's cgroup v2 directory: /proc/self/cgroup's "0::PATH" under the cgroup2 mount. */
function ownCgroup(): Home {
  const line = readText('/proc/self/cgroup')
    ?.split('\n')
    .find((entry) => entry.startsWith('0::'));
  if (line === undefined) return { why: 'no cgroup v2 here' };
  const path = line.slice(3);
  for (const mount of readText('/proc/self/mountinfo')?.split('\n') ?? []) {
    const [fields, after] = mount.split(' - ');
    if (after?.split(' ')[0] !== 'cgroup2') continue;
    const [, , , root, point] = fields.split(' ').map(unescapeMount);
    if (root === '/' || path === root || path.startsWith(`${root}/`))
      return { dir: join(point, root === '/' ? path : path.slice(root.length), '.') };
  }
  return { why: 'no cgroup v2 file system mounted' };
}

/** Moves this whole process (every thread) into the cgroup `dir`. */
const move = (dir: string): void => writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));

let runs = 0;

/** A cgroup for one run, made in Arbiter's own; throws when that cannot be done. */
function makeCgroup(parent: string): string {
  const dir = join(parent, `arbiter-${process.pid}-${++runs}`);
  mkdirSync(dir);
  if (!existsSync(join(dir, 'cgroup.kill'))) {
    rmdirSync(dir);
    throw new Error('no cgroup.kill (Linux before 5.14)');
  }
  return dir;
}

/**
 * Tries it once, all of it: makes a cgroup, moves Arbiter in and back out, removes it. Each run
 * then does the same with its own; one that fails at some step is swept instead.
 */
function probe(): Home {
  if (home) return home;
  const own = ownCgroup();
  if (!('dir' in own)) return (home = own);
  sweepStale(own.dir);
  let dir: string | undefined;
  try {
    dir = makeCgroup(own.dir);
    move(dir);
    move(own.dir);
    home = own;
  } catch (error) {
    home = { why: `cannot make a cgroup in ${escapeInput(own.dir)}: ${errnoWords(error)}` };
  }
  if (dir !== undefined) remove(dir);
  return home;
}

/** Removes the empty cgroups of Arbiters that ended without removing them (killed with SIGKILL). */
function sweepStale(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^arbiter-(\d+)-\d+$/.exec(name)?.[1];
    if (pid !== undefined && !existsSync(`/proc/${pid}`)) remove(join(parent, name));
  }
}

function remove(dir: string): boolean {
  try {
    rmdirSync(dir);
    return true;
  } catch (error) {
    return errnoCode(error) === 'ENOENT';
  }
}

/** One run's cgroup: start the program inside it, kill everything in it, remove it once empty. */
export interface Cage {
  /** Calls `spawn` with Arbiter inside the cgroup, so the process it forks starts there; then moves Arbiter back. */
  start<T>(spawn: () => T): T;
  /** Freezes the cgroup (where the kernel can) and gives its processes: none of them forks or leaves meanwhile. */
  freeze(): number[];
  /** Kills every process in the cgroup; false when it cannot. */
  kill(): boolean;
  /** Removes the cgroup, when every process in it has ended: false while some is still ending. */
  remove(): boolean;
  /** Kills, and waits up to `ms` for the processes to end so that the cgroup can be removed. */
  removeNow(ms: number): void;
}

/** A cgroup for a run, or undefined where the machine gives none (the run is then swept). */
export function openCage(): Cage | undefined {
  const found = probe();
  if (!('dir' in found)) return undefined;
  const parent = found.dir;
  let dir: string;
  try {
    dir = makeCgroup(parent);
  } catch {
    return undefined;
  }
  // False when the program was started outside the cgroup, or Arbiter could not leave it (then
  // it must never be killed, and no later run uses a cgroup): the run is swept instead.
  let usable = true;
  const cage: Cage = {
    start(spawn) {
      try {
        move(dir);
      } catch {
        usable = false;
        return spawn();
      }
      try {
        return spawn();
      } finally {
        try {
          move(parent);
        } catch (error) {
          usable = false;
          home = { why: `cannot leave a cgroup in ${escapeInput(parent)}: ${errnoWords(error)}` };
        }
      }
    },
    freeze() {
      if (!usable) return [];
      try {
        writeFileSync(join(dir, 'cgroup.freeze'), '1');
      } catch {
        // No freezer (before Linux 5.2), or removed already: the sweep stops each process it finds instead.
      }
      return (readText(join(dir, 'cgroup.procs')) ?? '').split('\n').filter(Boolean).map(Number);
    },
    kill() {
      if (!usable) return false;
      try {
        writeFileSync(join(dir, 'cgroup.kill'), '1');
        return true;
      } catch {
        // Removed already: what was in it had ended.
        return !existsSync(dir);
      }
    },
    remove: () => remove(dir),
    removeNow(ms) {
      cage.kill();
      for (const end = Date.now() + ms; !cage.remove() && Date.now() < end;) pause(5);
    },
  };
  return cage;
}

/** What containment runs get on this machine, in words for --help and --verbose. */
export function containmentWords(): string {
  const found = probe();
  return 'dir' in found
    ? `a cgroup per run (in ${escapeInput(found.dir)}) and the environment marker: every process a ` +
        `run starts is killed when it ends, also one that moves itself out of the cgroup, unless it ` +
        `also clears its environment and outlives its parent`
    : `process groups and an environment marker (${found.why}): a process that clears its ` +
        `environment and outlives its parent can escape`;
}
