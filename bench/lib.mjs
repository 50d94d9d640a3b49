// What every benchmark script shares: where things are, the built library, the options, and the
// one way a row is measured (measureRow): check the answers, then time whole processes and
// library calls in interleaved rounds, and give Arbiter's time divided by each other program's.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as buildNative } from './native/build.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The `arbiter` command as installed: the bundle `npm run build` makes. */
export const CLI = `${ROOT}dist/arbiter.cjs`;
export const NODE = process.execPath;

/** Imports a module of the built library (dist/), or stops with a hint when it is not built. */
export async function importBuilt(path) {
  if (!existsSync(CLI)) {
    console.error('bench: dist/ is missing; run `npm run build` first');
    process.exit(2);
  }
  return import(`${ROOT}dist/${path}`);
}

export const USAGE = `usage: node bench/run.mjs [--quick] [--only ROW[,ROW...]] [--runs N] [--budget SECONDS] [--slow-peers] [--large]
  --quick         smaller inputs and shallower perft: the whole run in a minute or two
  --only ROWS     only the rows whose key starts with one of ROWS (e.g. --only perft,rank-and-file)
  --runs N        at most N timed runs of each program (default 5; the start-up row always takes 20)
  --budget S      stop adding runs once a row's programs have had about S seconds (default 40)
  --slow-peers    also run rapid-draughts at perft depths 11 and 12 (minutes each)
  --large         also validate 1,000,000 checkers records (a 300 MB input; minutes)`;

/** The options every benchmark script takes (see USAGE). */
export function readOptions(argv = process.argv.slice(2)) {
  const options = {
    quick: false,
    only: undefined,
    runs: 5,
    budget: 40,
    slowPeers: false,
    large: false,
    report: undefined,
  };
  for (let at = 0; at < argv.length; at++) {
    const flag = argv[at];
    const value = () => {
      const next = argv[++at];
      if (next === undefined) fail(`${flag} needs a value`);
      return next;
    };
    const positive = (text) => {
      const number = Number(text);
      if (!Number.isSafeInteger(number) || number < 1)
        fail(`${flag} needs a whole number above 0, not ${JSON.stringify(text)}`);
      return number;
    };
    if (flag === '--quick') options.quick = true;
    else if (flag === '--slow-peers') options.slowPeers = true;
    else if (flag === '--large') options.large = true;
    else if (flag === '--only')
      options.only = value()
        .split(',')
        .filter((key) => key !== '');
    else if (flag === '--runs') options.runs = positive(value());
    else if (flag === '--budget') options.budget = positive(value());
    else if (flag === '--report') options.report = value();
    else if (flag === '-h' || flag === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option ${JSON.stringify(flag)}`);
  }
  return options;
}

function fail(message) {
  console.error(`bench: ${message}\n${USAGE}`);
  process.exit(2);
}

let natives;
/** The path of a native program of bench/native/ (compiled on first use), or undefined without a compiler. */
export function nativeBinary(name) {
  natives ??= buildNative({ quiet: true }) ?? { binaries: {} };
  return natives.binaries[name];
}
export const NO_COMPILER = 'not run: no C or C++ compiler on this machine (cc and g++, or set CC and CXX)';

export const selected = (options, key) =>
  options.only === undefined || options.only.some((prefix) => key.startsWith(prefix));

/**
 * The answer lines of a registered problem, judged in this process as the CLI's answer mode
 * does (`stream` with `answersOnly`: the problem's shortcut where it has one); every case must be judged.
 */
export function answerOutput(problem, input) {
  const parts = [];
  for (const item of problem.stream(input, {}, { answersOnly: true })) {
    if (item.kind === 'answered') parts.push(item.output);
    else if (item.kind === 'case') {
      const { outcome } = item.judge(false);
      if (outcome.kind !== 'verdict') throw new Error(`case ${item.index} was not judged`);
      parts.push(`${outcome.output}\n`);
    } else if (item.kind === 'error') throw new Error(`the input has an error: ${item.error.message}`);
  }
  return parts.join('');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const progress = (message) => console.error(`bench: ${message}`);

/** One whole process: its wall time in ms and its standard output; a failure stops the benchmark. */
function runProcess(program, stdinFile) {
  const stdin = stdinFile === undefined ? 'ignore' : openSync(stdinFile, 'r');
  try {
    const start = process.hrtime.bigint();
    const run = spawnSync(program.argv[0], program.argv.slice(1), {
      stdio: [stdin, 'pipe', 'pipe'],
      maxBuffer: 1 << 29,
      encoding: 'utf8',
    });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (run.error || run.status !== 0) {
      throw new Error(
        `${program.name} (${program.argv.join(' ')}) failed: ${run.error?.message ?? `status ${run.status}`}\n${run.stderr}`,
      );
    }
    return { ms, output: run.stdout };
  } finally {
    if (typeof stdin === 'number') closeSync(stdin);
  }
}

/** One library call: its wall time in ms and the output it returns. */
function runCall(program) {
  const start = process.hrtime.bigint();
  const output = program.call();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, output };
}

/** Stops the benchmark when an answer differs from Arbiter's, showing the first differing line. */
function checkSame(row, program, how, output, reference) {
  const answer = (program.answer ?? ((text) => text))(output);
  reference.text ??= answer; // Arbiter runs first: its answers are the reference
  const expected = reference.text;
  if (answer === expected) return;
  const ours = expected.split('\n');
  const theirs = answer.split('\n');
  const at = ours.findIndex((line, index) => line !== theirs[index]);
  const where =
    at < 0
      ? `${theirs.length} lines against Arbiter's ${ours.length}`
      : `line ${at + 1}: "${theirs[at]}", Arbiter "${ours[at]}"`;
  console.error(`bench: ${row.title}: ${program.name} (${how}) answers differently from Arbiter, first at ${where}`);
  process.exit(1);
}

/**
 * Rounds of `run(program)` over `programs` in turn (A B C A B C ...), so that a machine whose speed
 * drifts slows every program alike. The first round is the answer check; more rounds follow while
 * the row's budget lasts, up to `runs`. Returns each program's times, in round order.
 */
function rounds(row, programs, how, run, reference, runs, budgetMs) {
  const times = programs.map(() => []);
  let spent = 0;
  for (let round = 1; round <= runs; round++) {
    if (round > 1 && spent + spent / (round - 1) > budgetMs) break;
    const parts = [];
    programs.forEach((program, index) => {
      const { ms, output } = run(program);
      checkSame(row, program, how, output, reference);
      times[index].push(ms);
      spent += ms;
      parts.push(`${program.name} ${formatMs(ms)}`);
    });
    progress(`${row.key}, ${how}, ${round === 1 ? 'answers identical' : `round ${round}`}: ${parts.join(', ')}`);
  }
  return times;
}

export const formatMs = (ms) =>
  ms >= 10_000
    ? `${(ms / 1000).toFixed(1)} s`
    : ms >= 1000
      ? `${(ms / 1000).toFixed(2)} s`
      : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

/**
 * Measures one row. A row is one or more groups, each a set of programs on one input: Arbiter
 * first, then native and peer programs (`role`), each with `argv` (run as a whole process, its
 * standard input `group.stdin` or nothing) and, when it has one, `call` (a library call in this
 * process, returning the output). A peer that cannot judge every case gets a group of its own, on
 * the cases it can judge, with Arbiter on that input too. Arbiter's answers in its first run (its
 * standard output, or `answer(stdout)`, likewise for every program) are the reference: every run
 * of every program in the group must give them. Returns the row's result: medians, and Arbiter's
 * time over each other program's, taken round by round.
 */
export function measureRow(row, options) {
  const runs = row.runs ?? options.runs;
  const budgetMs = (row.budget ?? options.budget) * 1000;
  const pairRatio = (ours, theirs) => median(ours.slice(0, theirs.length).map((ms, index) => ms / theirs[index]));
  progress(`${row.key}: ${row.title}`);
  const result = { key: row.key, title: row.title, notes: row.notes ?? [], missing: row.missing ?? {} };
  for (const [index, group] of row.groups.entries()) {
    const [arbiter, ...others] = group.programs;
    const reference = { text: undefined };
    const whole = rounds(
      row,
      group.programs,
      'whole process',
      (program) => runProcess(program, group.stdin),
      reference,
      runs,
      budgetMs,
    );
    const callers = group.programs.filter((program) => program.call !== undefined);
    const calls = callers.length > 0 ? rounds(row, callers, 'in process', runCall, reference, runs, budgetMs) : [];
    const callsOf = (program) => calls[callers.indexOf(program)];
    const ours = arbiter.call ? callsOf(arbiter) : undefined;
    if (index === 0) {
      result.arbiter = { name: arbiter.name, whole: median(whole[0]), inProcess: ours && median(ours) };
      result.runs = { whole: whole[0].length, inProcess: ours?.length ?? 0 };
    }
    others.forEach((program, k) => {
      const theirWhole = whole[k + 1];
      const theirCalls = program.call ? callsOf(program) : undefined;
      result[program.role] = {
        name: program.name,
        input: group.label,
        whole: median(theirWhole),
        inProcess: theirCalls && median(theirCalls),
        arbiterWhole: median(whole[0]),
        arbiterInProcess: ours && median(ours),
        wholeRatio: pairRatio(whole[0], theirWhole),
        // A native program has no library call: its whole process (start-up about a millisecond) stands in.
        inProcessRatio:
          ours === undefined ? undefined : theirCalls ? pairRatio(ours, theirCalls) : median(ours) / median(theirWhole),
        runs: { whole: theirWhole.length, inProcess: theirCalls?.length ?? 0 },
      };
    });
  }
  printRow(result);
  return result;
}

const ratioText = (ratio) => (ratio === undefined ? '-' : ratio.toFixed(ratio >= 10 ? 1 : 2));

function printRow(result) {
  const lines = [result.title];
  const line = (name, entry, runs) =>
    `  ${name.padEnd(48)} whole process ${formatMs(entry.whole).padStart(9)}   in process ${entry.inProcess === undefined ? '        -' : formatMs(entry.inProcess).padStart(9)}   (median of ${runs.whole} / ${runs.inProcess || '-'})`;
  lines.push(line(result.arbiter.name, result.arbiter, result.runs));
  for (const role of ['native', 'peer']) {
    const entry = result[role];
    if (entry) {
      lines.push(line(entry.name, entry, entry.runs));
      const where = entry.input
        ? ` (${entry.input}; there Arbiter takes ${formatMs(entry.arbiterWhole)} whole, ${entry.arbiterInProcess === undefined ? '-' : formatMs(entry.arbiterInProcess)} in process)`
        : '';
      lines.push(
        `    Arbiter / ${role}: ${ratioText(entry.wholeRatio)} whole process, ${ratioText(entry.inProcessRatio)} in process${where}`,
      );
    } else if (result.missing[role]) lines.push(`  ${role}: ${result.missing[role]}`);
  }
  for (const note of result.notes) lines.push(`  note: ${note}`);
  console.log(`${lines.join('\n')}\n`);
}

/**
 * The summary table of row results, in Markdown (docs/speed.md's table is one of these). With
 * the start-up row among them, a column says what `node -e 0` alone takes against each native
 * program: no Node program's whole-process ratio can be below that.
 */
export function summaryTable(results) {
  const nodeStart = results.find((result) => result.key === 'start-up')?.peer?.whole;
  const floor = (native) => (nodeStart === undefined || native === undefined ? undefined : nodeStart / native.whole);
  const lines = [
    `| Benchmark | Arbiter, whole process | Arbiter, in process | Arbiter / native, whole | Arbiter / native, in process |${nodeStart === undefined ? '' : ' `node -e 0` / native, whole |'} JS peer | Arbiter / peer, whole | Arbiter / peer, in process |`,
    `| --- | ---: | ---: | ---: | ---: |${nodeStart === undefined ? '' : ' ---: |'} --- | ---: | ---: |`,
  ];
  for (const result of results) {
    const { native, peer, arbiter } = result;
    lines.push(
      `| ${result.title} | ${formatMs(arbiter.whole)} | ${arbiter.inProcess === undefined ? '-' : formatMs(arbiter.inProcess)} | ${ratioText(native?.wholeRatio)} | ${ratioText(native?.inProcessRatio)} |${nodeStart === undefined ? '' : ` ${ratioText(floor(native))} |`} ${peer?.name ?? result.missing.peer ?? '-'} | ${ratioText(peer?.wholeRatio)} | ${ratioText(peer?.inProcessRatio)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * A benchmark script's main: measures its selected rows (each prepared only when selected),
 * prints each, and writes the results to --report (for bench/run.mjs) or prints the table.
 */
export async function runScript(rows, options = readOptions()) {
  const results = [];
  for (const row of rows(options)) {
    if (!selected(options, row.key)) continue;
    results.push(measureRow(await row.prepare(), options));
  }
  if (options.report) writeFileSync(options.report, JSON.stringify(results));
  else if (results.length > 0) console.log(summaryTable(results));
  return results;
}
