import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type FuzzSubject,
  type FuzzTally,
  damagedInputs,
  emptyTally,
  hostileInputs,
  randomText,
  survive,
} from '../helpers/fuzz-harness.js';
import { SUBJECTS } from './subjects.js';

/**
 * `npm run fuzz -- --count N [--problem ID] [--seed S] [--from I] [--out DIR]`: N inputs per
 * problem through the contract checks of contract.test.ts (test/helpers/fuzz-harness.ts), with
 * progress on standard error and a summary; each failing input is saved to DIR with its seed and
 * index, and `--seed S --from I --count 1` runs it again. Exit status 1 on any failure.
 */

const USAGE = 'usage: npm run fuzz -- --count N [--problem ID] [--seed S] [--from I] [--out DIR]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function wholeNumber(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^[0-9]{1,15}$/.test(text)) fail(`--${name} must be a whole number, not ${JSON.stringify(text)}`);
  return Number(text);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        count: { type: 'string' },
        problem: { type: 'string' },
        seed: { type: 'string' },
        from: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const count = wholeNumber(values.count, 'count', 1000);
const seed = wholeNumber(values.seed, 'seed', 1);
const from = wholeNumber(values.from, 'from', 0);
const out = values.out ?? 'fuzz-failures';
const subjects =
  values.problem === undefined ? SUBJECTS : SUBJECTS.filter(({ problem }) => problem.id === values.problem);
if (subjects.length === 0)
  fail(`no problem ${JSON.stringify(values.problem)}; one of ${SUBJECTS.map(({ problem }) => problem.id).join(', ')}`);

/** How input `index` is made: random text, a damaged valid input, hostile edits (twice as often), or a valid input. */
const SOURCES = ['random', 'damaged', 'hostile', 'hostile', 'valid'] as const;

function inputText(subject: FuzzSubject, source: (typeof SOURCES)[number], inputSeed: number): string {
  const sample = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { seed: inputSeed, numRuns: 1 })[0];
  switch (source) {
    case 'random':
      return sample(randomText(subject.alphabet, subject.randomLength));
    case 'damaged':
      return sample(damagedInputs(subject));
    case 'hostile':
      return sample(hostileInputs(subject)).text;
    case 'valid':
      return sample(subject.valid).text;
  }
}

/** One seed per input, from the run's seed and the input's index. */
const inputSeedOf = (index: number): number => (Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;

interface Failure {
  readonly index: number;
  readonly file: string;
  readonly message: string;
}

function run(subject: FuzzSubject): { tally: FuzzTally; failures: Failure[]; seconds: number } {
  const { id } = subject.problem;
  const tally = emptyTally();
  const failures: Failure[] = [];
  const started = performance.now();
  const every = Math.max(1, Math.floor(count / 100));
  for (let index = from; index < from + count; index++) {
    const source = SOURCES[index % SOURCES.length];
    const inputSeed = inputSeedOf(index);
    const text = inputText(subject, source, inputSeed);
    try {
      survive(subject, text, tally);
    } catch (error) {
      mkdirSync(out, { recursive: true });
      const file = join(out, `${id}-seed${seed}-input${index}.txt`);
      writeFileSync(file, text);
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      writeFileSync(`${file}.json`, JSON.stringify({ problem: id, seed, index, source, inputSeed, message }, null, 2));
      failures.push({ index, file, message: message.split('\n')[0] });
    }
    const done = index - from + 1;
    if (done % every === 0 || done === count) {
      const rate = Math.round(done / ((performance.now() - started) / 1000));
      const line = `${id}: ${done}/${count} inputs, ${failures.length} failures, ${rate}/s`;
      process.stderr.write(
        process.stderr.isTTY ? `\r${line}` : done % (every * 10) === 0 || done === count ? `${line}\n` : '',
      );
    }
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  return { tally, failures, seconds: (performance.now() - started) / 1000 };
}

let failed = 0;
for (const subject of subjects) {
  const { tally, failures, seconds } = run(subject);
  failed += failures.length;
  const kinds = [...tally.errorKinds.entries()].sort((a, b) => b[1] - a[1]);
  const lines = [
    `== ${subject.problem.id}: ${count} inputs from seed ${seed} (inputs ${from} to ${from + count - 1}), ${seconds.toFixed(1)} s`,
    `   passed ${tally.inputs}, failed ${failures.length}; clean ${tally.cleanInputs}, with an error about the whole input ${tally.wholeInputErrors}`,
    `   cases ${tally.cases}: verdicts ${tally.verdicts}, input errors ${tally.inputErrors}, unjudged (node limit) ${tally.unjudged}`,
    `   most steps for one input (lines read + positions searched): ${tally.maxSteps}`,
    `   errors by kind (${kinds.length} kinds), the most frequent:`,
    ...kinds.slice(0, 12).map(([kind, times]) => `     ${String(times).padStart(8)}  ${kind}`),
    ...failures
      .slice(0, 20)
      .map(({ index, file, message }) => `   FAILED input ${index} (saved to ${file}): ${message}`),
    ...(failures.length > 0
      ? [`   run one again: npm run fuzz -- --problem ${subject.problem.id} --seed ${seed} --from INDEX --count 1`]
      : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
process.exit(failed > 0 ? 1 : 0);
