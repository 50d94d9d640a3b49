import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROBLEMS, rules } from '../src/index.js';

/**
 * The page asks each problem, through the registry, what it reads and what its rules answer: its
 * worker, its app/ and the messages between them name no problem, no game and no format (issue 37:
 * `'pdn'` and `rules.checkers` were there). Only the renderers (one per problem) may.
 */

const FILES = [
  'web/src/worker.ts',
  'web/src/protocol.ts',
  ...readdirSync('web/src/app')
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `web/src/app/${name}`),
];

const camelCase = (id: string): string => id.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/** Every name the registry and the library give a problem, a game or a format, lower case. */
const NAMES = [
  ...new Set(
    [
      ...PROBLEMS.flatMap((problem) => [
        problem.id,
        camelCase(problem.id),
        problem.title,
        ...(problem.alternateInput ? [problem.alternateInput.option, problem.alternateInput.fileSuffix.slice(1)] : []),
      ]),
      ...Object.keys(rules),
    ].map((name) => name.toLowerCase()),
  ),
];

/** The names in `text`, and each use of the library's rules namespace (`rules.chess`). */
const namedIn = (text: string): string[] => [
  ...NAMES.filter((name) => text.toLowerCase().includes(name)),
  ...(text.match(/\brules\.\w+/g) ?? []),
];

describe('the page asks the problem', () => {
  it('knows the names to look for: every problem’s, every game’s, every other format’s', () => {
    expect(NAMES).toEqual(expect.arrayContaining(['checkers', 'pdn', 'chess', 'pursuit', 'rankandfile']));
    expect(namedIn("const games = [...rules.checkers.readPdnGames(text)]; format === 'pdn'")).toEqual([
      'checkers',
      'pdn',
      'rules.checkers',
    ]);
  });

  it.each(FILES)('%s names no problem, game or format', (file) => {
    expect(namedIn(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('looks at the worker, the messages and every file of app/', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(6);
  });
});
