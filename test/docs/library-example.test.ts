import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The library page's example (docs/library.md), compiled and run as a user would: `import ... from
// 'arbiter-judge'` resolves to the built package itself (package.json "exports"; `npm test` builds it first).
const ROOT = new URL('../../', import.meta.url).pathname;
const LIBRARY = readFileSync(`${ROOT}docs/library.md`, 'utf8');

/** Compiles one file under strict settings as a user's project would, against the built package. */
function typecheck(file: string): void {
  const options = [
    '--noEmit',
    '--strict',
    '--target',
    'ES2022',
    '--module',
    'NodeNext',
    '--moduleResolution',
    'NodeNext',
    '--types',
    'node',
  ];
  execFileSync(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, ...options, '--skipLibCheck', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

/** The first ```ts block after the heading, and the output its `// prints:` comment promises. */
function exampleAfter(heading: string): { code: string; prints: string[] } {
  const section = LIBRARY.slice(LIBRARY.indexOf(heading));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error(`no ts block after ${heading}`);
  const prints = [...match[1].matchAll(/\/\/ prints: (.*)$/gm)].flatMap((line) => line[1].split(' | '));
  return { code: match[1], prints };
}

describe('the library example of docs/library.md', () => {
  const { code, prints } = exampleAfter('## Using the library');
  const file = `${ROOT}test-results/readme/example.ts`;
  mkdirSync(`${ROOT}test-results/readme`, { recursive: true });
  writeFileSync(file, code);

  it('promises some output', () => {
    expect(prints.length).toBeGreaterThanOrEqual(3);
  });

  it('type-checks under strict settings', () => {
    expect(() => typecheck(file)).not.toThrow();
  });

  it('prints what it says it prints', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, encoding: 'utf8' });
    expect(output.trimEnd().split('\n')).toEqual(prints);
  });
});

/** Type arguments for the generic types the table names, so that the check can write them out. */
const GENERIC_ARGUMENTS: Readonly<Record<string, string>> = {
  ExplanationOf: "<'checkers'>",
  RuleQuestionOf: "<'checkers'>",
  RuleReplyOf: "<'checkers'>",
  UnitDetailsOf: "<'checkers'>",
  PlayOption: '<never>',
  PendingUnit: '<unknown>',
  Result: '<number>',
};

describe("docs/library.md's table of the public surface", () => {
  const table = LIBRARY.slice(LIBRARY.indexOf('`src/index.ts` lists the whole public surface'));
  // Every `name` in the first column (a path such as rules.chess is checked step by step).
  const names = [...table.matchAll(/^\| (.*?) \|/gm)].flatMap((row) =>
    [...row[1].matchAll(/`([\w.]+)`/g)].map((match) => match[1]),
  );

  it('names at least the four problems, the registry and the rules', () => {
    expect(names).toEqual(expect.arrayContaining(['rankAndFile', 'checkers', 'REGISTRY', 'rules.checkers', 'search']));
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  it('names only what the built package exports (values at run time, the rest as types)', async () => {
    const library = (await import('arbiter-judge')) as Record<string, unknown>;
    const types: string[] = [];
    for (const name of names) {
      let value: unknown = library;
      for (const step of name.split('.')) value = (value as Record<string, unknown> | undefined)?.[step];
      if (value === undefined) types.push(name);
    }
    expect(types.length).toBeLessThan(names.length);
    const file = `${ROOT}test-results/readme/types.ts`;
    writeFileSync(
      file,
      `import type { ${types.join(', ')} } from 'arbiter-judge';\nexport type All = [${types.map((name) => `${name}${GENERIC_ARGUMENTS[name] ?? ''}`).join(', ')}];\n`,
    );
    expect(() => typecheck(file)).not.toThrow();
  });
});
