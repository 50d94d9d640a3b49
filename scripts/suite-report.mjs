// What the test run cost, from vitest's JSON report (test-results/vitest.json), and the suite's
// budget (docs/testing.md, "The suite's cost"):
//   node scripts/suite-report.mjs                  the slowest files, the span, the files at once
//   node scripts/suite-report.mjs --budget         the same, exit 1 when a file broke its budget or the run its limit
//                                                  (--budget-run: the run its budget)
//   node scripts/suite-report.mjs --counts FILE    also write the tests and assertions of each file
//   node scripts/suite-report.mjs --compare FILE   exit 1 when a file has fewer of either than FILE
//   node scripts/suite-report.mjs --durations      also write each file's seconds to test/helpers/durations.json,
//                                                  the order a clone with no run of its own starts them in
//   node scripts/suite-report.mjs run CMD...       run CMD (npm test), noting the CPU other processes took meanwhile
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
const REPORT = `${ROOT}test-results/vitest.json`;
const MACHINE = `${ROOT}test-results/machine.json`;
const DURATIONS = `${ROOT}test/helpers/durations.json`;

/** Each file's seconds, to a tenth, by its path (test/helpers/sequencer.ts orders a fresh clone's run by them). */
export const durations = (files) =>
  Object.fromEntries(
    files.map(({ file, seconds }) => [file, Math.round(seconds * 10) / 10]).sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * The budget on a machine with two cores free: one file, and the vitest run from its first file to its last. The run
 * fails the step only `runDrift` over its budget, at its limit: the same tests took from 436 s to 504 s of vitest (16%
 * more) on one quiet machine (docs/testing.md, "The suite's cost"); over its budget and under that, it is said.
 */
export const BUDGET = { fileSeconds: 90, runSeconds: 480, runDrift: 0.2, cores: 2 };

/** The run's budget and its limit, `runDrift` over it, in seconds, each `scale` times as long (loadScale). */
const runLimits = (scale = 1) => ({
  budget: BUDGET.runSeconds * scale,
  limit: BUDGET.runSeconds * (1 + BUDGET.runDrift) * scale,
});

/** The end of the line of a run over its budget and not over its limit: said, and the step does not fail for it. */
const SAID = 'said, not failed)';

/**
 * Each file of the report: its time from its setup file (test/helpers/suite-meta.ts stamps each
 * test with it) to its last test's end, its tests, and the assertions they made.
 */
export function fileTimes(report, root = ROOT) {
  return report.testResults.map((result) => {
    const tests = result.assertionResults;
    const start = Math.min(result.startTime, ...tests.map((test) => test.meta?.fileStart ?? Infinity));
    return {
      file: relative(root, result.name),
      start,
      end: result.endTime,
      seconds: (result.endTime - start) / 1000,
      tests: tests.length,
      assertions: tests.reduce((sum, test) => sum + (test.meta?.assertions ?? 0), 0),
      // In a process of its own (the full tier), the CPU its process and the programs it ran used.
      cpu: Math.max(0, ...tests.map((test) => test.meta?.cpu ?? 0)),
      failed: result.status === 'failed',
    };
  });
}

/** The run's span in seconds, the most files that ran at once, and how many ran on average. */
export function concurrency(files) {
  if (files.length === 0) return { span: 0, most: 0, mean: 0 };
  const start = Math.min(...files.map((file) => file.start));
  const end = Math.max(...files.map((file) => file.end));
  const events = files.flatMap((file) => [
    [file.start, 1],
    [file.end, -1],
  ]);
  // Ends before starts at the same moment: a file that follows another does not overlap it.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let most = 0;
  for (const [, change] of events) most = Math.max(most, (running += change));
  const span = (end - start) / 1000;
  const busy = files.reduce((sum, file) => sum + file.seconds, 0);
  return { span, most, mean: span > 0 ? busy / span : 0 };
}

/**
 * How much longer the run may take because other processes took CPU meanwhile: the budget is for
 * two free cores, and the run had `cores - otherCores` on average (machine.json). 1 when it had two.
 */
export function loadScale(machine) {
  if (!machine) return 1;
  const free = Math.max(0.5, machine.cores - machine.otherCores);
  return Math.max(1, BUDGET.cores / free);
}

/**
 * How much longer a file may take because more files ran at once (`most`, concurrency's) than the machine has cores:
 * its limit is for a core of its own, and three files on two cores have two thirds of one each.
 */
export const fileShare = (most, cores = BUDGET.cores) => Math.max(1, most / cores);

/**
 * What broke the budget (scaled by `scale`, a file's limit by `share` too): each file over its limit, and the run over
 * its own.
 */
export function overBudget(files, span, scale = 1, share = 1) {
  const limit = BUDGET.fileSeconds * scale * share;
  const over = files
    .filter((file) => file.seconds > limit)
    .map((file) => `${file.file} took ${file.seconds.toFixed(1)} s, over ${limit.toFixed(0)} s`);
  const run = runLimits(scale);
  const took = `the vitest run took ${span.toFixed(0)} s, over`;
  if (span > run.limit)
    over.push(
      `${took} ${run.limit.toFixed(0)} s (its budget, ${run.budget.toFixed(0)} s, and ${100 * BUDGET.runDrift}% for drift)`,
    );
  else if (span > run.budget)
    over.push(`${took} ${run.budget.toFixed(0)} s (its limit is ${run.limit.toFixed(0)} s: ${SAID}`);
  return over;
}

/**
 * Whether what broke the budget (overBudget's lines) fails the step: a file over its limit does, and the run over its
 * limit; the run over its budget only with `run` (--budget-run).
 */
export function budgetFails(over, run = false) {
  return over.some((line) => run || !line.endsWith(SAID));
}

/** A file's family: the file a split test began as (`package-2.test.ts` is part of `package.test.ts`). */
export const family = (file) => file.replace(/-\d+((\.full)?\.test\.ts)$/, '$1');

/**
 * Families of files with fewer tests or assertions than before (`before` and `after` map a file to
 * its counts): a test moved to another part of its file is still counted.
 */
export function fewer(before, after) {
  const sum = (counts) => {
    const families = {};
    for (const [file, { tests, assertions }] of Object.entries(counts)) {
      const total = (families[family(file)] ??= { tests: 0, assertions: 0 });
      total.tests += tests;
      total.assertions += assertions;
    }
    return families;
  };
  const now = sum(after);
  return Object.entries(sum(before)).flatMap(([file, was]) => {
    const is = now[file] ?? { tests: 0, assertions: 0 };
    return is.tests < was.tests || is.assertions < was.assertions
      ? [`${file}: ${was.tests} tests, ${was.assertions} assertions before; ${is.tests}, ${is.assertions} now`]
      : [];
  });
}

/** Jiffies (USER_HZ) of the whole machine, busy and in all, and its cores, from /proc/stat. */
function machineTicks() {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, ...fields] = lines[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return {
    busy: user + nice + system + irq + softirq + steal,
    all: user + nice + system + idle + iowait + irq + softirq + steal,
    cores: lines.filter((line) => /^cpu\d+ /.test(line)).length,
  };
}

/** CPU jiffies of this process's waited-for children, and their own waited-for children (/proc/self/stat). */
function childTicks() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5), cutime and cstime; the list here starts at field 3.
  return Number(fields[13]) + Number(fields[14]);
}

/**
 * Perl as the command's parent and the reaper of its orphans (prctl PR_SET_CHILD_SUBREAPER, 36),
 * where Perl is: a process whose parent ended first (chromium's zygote and its renderers, once the
 * browser has closed) is reaped here, not by init, so that its CPU counts as the run's, not as other
 * processes'. It reaps what ends while the command runs, then what ends within 5 s after, and
 * exits as the command did.
 */
export const REAPER = String.raw`
eval { require 'syscall.ph'; syscall(&SYS_prctl(), 36, 1, 0, 0, 0) };
my $pid = fork;
die "fork: $!\n" unless defined $pid;
if (!$pid) { exec { $ARGV[0] } @ARGV; die "$ARGV[0]: $!\n" }
my $status = 0;
while ((my $ended = wait) > 0) { if ($ended == $pid) { $status = $?; last } }
eval { local $SIG{ALRM} = sub { die }; alarm 5; 1 while wait > 0; alarm 0 };
exit($status & 127 ? 128 + ($status & 127) : $status >> 8);
`;

/** Runs the command, then writes machine.json: the cores, and how many of them other processes took on average. */
function runMeasured(command) {
  const started = Date.now();
  const before = machineTicks();
  const ours = childTicks();
  const perl = spawnSync('perl', ['-e', '0']).status === 0;
  const [file, ...args] = perl ? ['perl', '-e', REAPER, ...command] : command;
  const ran = spawnSync(file, args, { stdio: 'inherit' });
  const after = machineTicks();
  const elapsed = (after.all - before.all) / after.cores;
  const other = Math.max(0, after.busy - before.busy - (childTicks() - ours));
  const machine = { cores: after.cores, otherCores: elapsed > 0 ? other / elapsed : 0, started, ended: Date.now() };
  writeFileSync(MACHINE, `${JSON.stringify(machine)}\n`);
  return ran.status ?? 1;
}

/** The command; its exit status. `paths` names the report and the machine's note elsewhere (the tests' made-up ones). */
export function main(args, { report: reportPath = REPORT, machine: machinePath = MACHINE, root = ROOT } = {}) {
  if (args[0] === 'run') return runMeasured(args.slice(1));
  if (!existsSync(reportPath)) {
    console.log('no test report: test-results/vitest.json is missing');
    return 1;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const noted = existsSync(machinePath) ? JSON.parse(readFileSync(machinePath, 'utf8')) : undefined;
  if (noted && report.startTime < noted.started) {
    console.log('no test report of this run: vitest did not run (test-results/vitest.json is older)');
    return 1;
  }
  // A plain line that any CI reader understands.
  console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  const files = fileTimes(report, root);
  const { span, most, mean } = concurrency(files);
  console.log(
    `vitest: ${report.numTotalTests} tests in ${files.length} files, ${span.toFixed(0)} s from the first file's ` +
      `start to the last one's end; at most ${most} files at once, ${mean.toFixed(2)} on average`,
  );
  console.log('The 15 slowest test files:');
  for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 15))
    console.log(
      `${file.seconds.toFixed(1).padStart(7)} s  ${file.file} (${file.tests} tests` +
        `${file.cpu > 0 ? `, ${file.cpu.toFixed(1)} s of CPU` : ''})`,
    );

  const counts = Object.fromEntries(
    [...files]
      .sort((a, b) => a.file.localeCompare(b.file))
      .map(({ file, tests, assertions }) => [file, { tests, assertions }]),
  );
  const countsAt = args.indexOf('--counts');
  if (countsAt >= 0) writeFileSync(args[countsAt + 1], `${JSON.stringify(counts, null, 1)}\n`);
  if (args.includes('--durations')) writeFileSync(DURATIONS, `${JSON.stringify(durations(files), null, 2)}\n`);
  let status = 0;
  const compareAt = args.indexOf('--compare');
  if (compareAt >= 0) {
    const lost = fewer(JSON.parse(readFileSync(args[compareAt + 1], 'utf8')), counts);
    console.log(lost.length === 0 ? 'No file has fewer tests or assertions.' : lost.join('\n'));
    if (lost.length > 0) status = 1;
  }
  if (args.includes('--budget')) {
    // machine.json counts only when it was written by this run (ended after its report began).
    const machine = noted && noted.ended >= report.startTime ? noted : undefined;
    const scale = loadScale(machine);
    const slowest = Math.max(0, ...files.map((file) => file.seconds));
    const share = fileShare(most, machine?.cores ?? availableParallelism());
    const run = runLimits(scale);
    console.log(
      `Budget: ${BUDGET.fileSeconds} s a file, ${BUDGET.runSeconds} s the run, on two free cores` +
        (machine
          ? `; other processes took ${machine.otherCores.toFixed(2)} of ${machine.cores} cores, ` +
            `so ${scale.toFixed(2)} times that`
          : '; the load of other processes not measured') +
        (share > 1 ? `; ${most} files at once, so a file ${share.toFixed(2)} times that` : '') +
        `. Headroom: the slowest file ${(100 * (1 - slowest / (BUDGET.fileSeconds * scale * share))).toFixed(0)}%, ` +
        `the run ${(100 * (1 - span / run.budget)).toFixed(0)}% (it fails over ${run.limit.toFixed(0)} s).`,
    );
    const over = overBudget(files, span, scale, share);
    for (const line of over) console.log(`over budget: ${line}`);
    if (budgetFails(over, args.includes('--budget-run'))) status = 1;
  }
  return status;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
