import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README's library example, compiled and run as a user would: `import ... from 'arbiter'`
// resolves to the built package itself (package.json "exports"; `npm test` builds it first).
const ROOT = new URL('../../', import.meta.url).pathname;
const README = readFileSync(`${ROOT}README.md`, 'utf8');

/** The first ```ts block after the heading, and the output its `// prints:` comment promises. */
function exampleAfter(heading: string): { code: string; prints: string[] } {
  const section = README.slice(README.indexOf(heading));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error(`no ts block after ${heading}`);
  const prints = [...match[1].matchAll(/\/\/ prints: (.*)$/gm)].flatMap((line) => line[1].split(' | '));
  return { code: match[1], prints };
}

describe('the README library example', () => {
  const { code, prints } = exampleAfter('## Using the library');
  const file = `${ROOT}test-results/readme/example.ts`;
  mkdirSync(`${ROOT}test-results/readme`, { recursive: true });
  writeFileSync(file, code);

  it('promises some output', () => {
    expect(prints.length).toBeGreaterThanOrEqual(3);
  });

  it('type-checks under strict settings', () => {
    const tsc = `${ROOT}node_modules/typescript/bin/tsc`;
    const options = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--types', 'node', '--skipLibCheck'];
    expect(() => execFileSync(process.execPath, [tsc, ...options, file], { cwd: ROOT, encoding: 'utf8' })).not.toThrow();
  });

  it('prints what it says it prints', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, encoding: 'utf8' });
    expect(output.trimEnd().split('\n')).toEqual(prints);
  });
});
