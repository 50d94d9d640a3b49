import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pythonInterpreter } from '../../src/cli/package/programs.js';
import { shortName } from '../../src/cli/package/write.js';
import { PROBLEMS } from '../../src/problems/registry.js';
import { contentKey, shared } from '../helpers/shared.js';
import { partOf } from '../helpers/parts.js';
import { type Ran, arbiter, compiled } from './contestant-helpers.js';

/**
 * `arbiter package` on each problem (package.test.ts, package-2.test.ts, ...: each file a part of
 * the problems, test/helpers/parts.ts): the Kattis package checked against the format's spec
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
/** The Python mutants run as the package runs them: with the interpreter python3 starts, no launcher between. */
const python = pythonInterpreter();

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

/**
 * `arbiter package ID OUT`, made once a run for every file that reads it (test/helpers/shared.ts),
 * keyed by the build it is made with: OUT, and what the command said.
 */
async function judgePackage(id: string): Promise<{ out: string; report: Ran }> {
  let report: Ran | undefined;
  const out = await shared(`package-${id}`, contentKey(['dist']), async (dir) => {
    // One program at a time: the other test files run beside this one, some of them timing programs.
    report = await arbiter(['package', id, dir, '--jobs', '1']);
    writeFileSync(`${dir}.report.json`, JSON.stringify(report));
  });
  return { out, report: report ?? (JSON.parse(readFileSync(`${out}.report.json`, 'utf8')) as Ran) };
}

/** Part `part` of `parts` of the problems' packages. */
export function packageChecks(part: number, parts: number): void {
  describe.each(partOf(PROBLEMS, part, parts).map((problem) => [problem.id, problem] as const))(
    'arbiter package %s',
    (id, problem) => {
      /** The shared package's folder: read, never written (a test writes in a folder of its own). */
      let out: string;
      let dir: string;
      let report: Ran;
      let files: string[];
      /** This file's own folder, for what a test writes. */
      let scratch: string;

      beforeAll(async () => {
        scratch = mkdtempSync(join(tmpdir(), 'arbiter-package-test-'));
        ({ out, report } = await judgePackage(id));
        dir = join(out, shortName(problem.title));
        files = report.status === 0 ? filesUnder(dir) : [];
      }, 600_000);

      afterAll(() => {
        if (scratch) rmSync(scratch, { recursive: true, force: true });
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
          const feedback = `${mkdtempSync(join(scratch, 'feedback-'))}/`;
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

      it('fails every wrong_answer submission, as the kill table says, and each is plain code a judge runs', async () => {
        const mutants = files.filter((path) => path.startsWith('submissions/wrong_answer/'));
        const table = report.stdout.split('\n');
        expect(mutants.length).toBeGreaterThanOrEqual(8);
        const build = mkdtempSync(join(scratch, 'build-'));
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
          } else if (name.endsWith('.py')) output = run(python, [source], input).stdout;
          else {
            // Compiled once a run, as any other test's C and C++ programs (contestant-helpers.ts).
            const built = await compiled(source, name.endsWith('.c') ? 'gcc' : 'g++');
            expect('error' in built ? built.error : '').toBe('');
            output = run('binary' in built ? built.binary : '', [], input).stdout;
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
    },
  );
}
