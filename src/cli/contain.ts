import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errnoCode, errnoWords } from './errno.js';
import { pause } from './read.js';
import { escapeInput } from '../core/characters.js';

/**
 * How a contestant's program is contained, so that when its run ends every process it started
 * ends too, whatever it did (a double fork, setsid, an empty environment, a move out of its
 * cgroup). Two modes, the first where the kernel allows it:
 *
 * - A PID namespace per run (`unshare --pid --fork --mount-proc`, as root or through a user
 *   namespace): a small helper (HELPER, in Perl) is the namespace's first process, with /proc
 *   mounted for it; it starts the program, waits for it and tells Arbiter how it ended (on
 *   descriptor 3), then ends, and the kernel ends every other process in the namespace: no process
 *   can leave one. The program is not the namespace's init, whose signals behave otherwise.
 * - Elsewhere, a cgroup per run where the machine gives one, swept by process group, parentage and
 *   an environment marker (process.ts), with the same helper, where Perl is, as the program's
 *   parent and the reaper of its orphans (PR_SET_CHILD_SUBREAPER): a process whose parent ends is
 *   the helper's child, not init's, so parentage finds it even when it left its session, its
 *   cgroup and its environment.
 *
 * A cgroup holds every process a program starts, whatever it does, unless it moves itself out,
 * which only a program allowed to write another cgroup can do (one run as root, as Arbiter is when
 * it makes cgroups in its own); writing "1" to cgroup.kill ends them all at once. So the run is
 * frozen first (cgroup.freeze: none forks or moves meanwhile), swept with the cgroup's members as
 * its first family, then killed. That takes cgroup v2 with cgroup.kill (Linux 5.14), and a cgroup
 * Arbiter may write in: its own when Arbiter runs as root, or one systemd delegated to the user (a
 * desktop session's terminal; `systemd-run --user --scope arbiter ...`). Without a namespace, what
 * escapes: a process that kills the helper, its parent, first; without the helper too (no Perl, or
 * not Linux), one that leaves the cgroup (or, without one, outlives its parent), clears its
 * environment, and whose parent ends before the sweep.
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

/**
 * The helper between Arbiter and the program, in Perl (started in a few milliseconds; Node takes
 * fifty). Arguments: the prctl system call's number when it is to be the reaper of the program's
 * orphans (0: it is a PID namespace's first process, their reaper already), then the program and
 * its arguments. It tells Arbiter on descriptor 3, a line each: `p PID` once the program is
 * started; `c CODE` or `s SIGNAL` when it has ended; `e ERRNO` when it could not be started. Its
 * own standard streams go to /dev/null, so that the pipes close when the program's processes have
 * all gone. As a reaper it then waits until Arbiter has swept the run and ends it.
 */
export const HELPER = String.raw`
my $reaper = shift;
# prctl(PR_SET_CHILD_SUBREAPER, 1)
syscall($reaper, 36, 1, 0, 0, 0) if $reaper;
open(my $to, '+<&=', 3) or exit 125;
# F_SETFD, FD_CLOEXEC: the program does not get it
fcntl($to, 2, 1);
my $pid = fork;
exit 125 unless defined $pid;
if (!$pid) {
  exec { $ARGV[0] } @ARGV;
  my ($code) = grep { $!{$_} } keys %!;
  syswrite($to, 'e ' . ($code // 'EIO') . "\n");
  exit 127;
}
open(STDIN, '<', '/dev/null');
open(STDOUT, '>', '/dev/null');
open(STDERR, '>', '/dev/null');
syswrite($to, "p $pid\n");
waitpid($pid, 0);
syswrite($to, ($? & 127 ? 's ' . ($? & 127) : 'c ' . ($? >> 8)) . "\n");
exit 0 unless $reaper;
sysread($to, my $byte, 1);
`;

/** prctl's system call number, by Node's name for the processor (Linux's tables); undefined for the others. */
const PRCTL: Readonly<Record<string, number>> = {
  x64: 157,
  arm64: 167,
  riscv64: 167,
  loong64: 167,
  arm: 172,
  ia32: 172,
  s390x: 172,
  ppc64: 171,
};

/** Set (to anything but an empty string) to contain runs without a PID namespace where one is allowed. */
export const NO_NAMESPACE_VARIABLE = 'ARBITER_NO_PID_NAMESPACE';

/** How this machine contains runs: the command that starts a run's program, and what it holds. */
export type Containment =
  | {
      readonly mode: 'namespace';
      /** `unshare` and its options, then the helper: the program and its arguments follow. */
      readonly launcher: readonly string[];
      readonly how: 'as root' | 'through a user namespace';
    }
  | {
      readonly mode: 'sweep';
      /** The helper, the reaper of the program's orphans (the program and its arguments follow), where there is one. */
      readonly launcher: readonly string[] | undefined;
      /** Why there is no PID namespace. */
      readonly why: string;
    };

let containment: Containment | undefined;

/** A run of `true` through `launcher` tells, on descriptor 3, that it ended with 0: the launcher works here. */
const works = (launcher: readonly string[]): boolean => {
  const run = spawnSync(launcher[0], [...launcher.slice(1), 'true'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    encoding: 'latin1',
  });
  return run.status === 0 && /^c 0$/m.test(String(run.output?.[3] ?? ''));
};

/** How runs are contained here: probed once, by trying it. */
export function contained(): Containment {
  if (containment) return containment;
  const perl = spawnSync('perl', ['-e', '0'], { stdio: 'ignore' });
  const helper = (reaper: number): string[] => ['perl', '-e', HELPER, String(reaper)];
  const reaper = PRCTL[process.arch];
  const sweep = (why: string): Containment => ({
    mode: 'sweep',
    launcher: perl.status === 0 && reaper !== undefined && existsSync('/proc/self/stat') ? helper(reaper) : undefined,
    why,
  });
  if (process.env[NO_NAMESPACE_VARIABLE]) return (containment = sweep(`${NO_NAMESPACE_VARIABLE} is set`));
  if (perl.status !== 0) return (containment = sweep('its helper needs Perl, which is not here'));
  const namespace = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
  if (works([...namespace, ...helper(0)]))
    return (containment = { mode: 'namespace', launcher: [...namespace, ...helper(0)], how: 'as root' });
  const user = [...namespace, '--user', '--map-current-user'];
  if (works([...user, ...helper(0)]))
    return (containment = { mode: 'namespace', launcher: [...user, ...helper(0)], how: 'through a user namespace' });
  const unshare = spawnSync('unshare', ['--version'], { stdio: 'ignore' });
  return (containment = sweep(
    unshare.error
      ? 'no unshare command (util-linux)'
      : 'this machine allows none (not as root, nor through a user namespace)',
  ));
}

/** The mode, in a few words: what `arbiter stress` says it ran with (`contained: PID namespace`). */
export function containedWords(): string {
  const how = contained();
  if (how.mode === 'namespace') return 'PID namespace';
  return `${'dir' in probe() ? 'cgroup' : 'process group'} and sweep (no PID namespace: ${how.why})`;
}

/** What containment runs get on this machine, in words for --help. */
export function containmentWords(): string {
  const how = contained();
  if (how.mode === 'namespace')
    return (
      `a PID namespace per run (${how.how}): when a run ends, the kernel ends every process it ` +
      `started, whatever it did`
    );
  const found = probe();
  const reaped = how.launcher !== undefined;
  const base =
    'dir' in found
      ? `a cgroup per run (in ${escapeInput(found.dir)}), the environment marker and parentage`
      : `process groups, an environment marker and parentage (${found.why})`;
  const escapes = reaped
    ? "a process that first kills its run's helper, the reaper of its orphans, can escape"
    : 'dir' in found
      ? 'a process that moves itself out of the cgroup, clears its environment and outlives its parent can escape'
      : 'a process that clears its environment and outlives its parent can escape';
  return (
    `${base}${reaped ? ', with a helper that reaps the orphans of each run' : ''}, as there is no PID ` +
    `namespace (${how.why}): ${escapes}`
  );
}
