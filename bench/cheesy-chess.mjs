// Cheesy Chess: 100,000 generated cases (profile contest) through Arbiter, the native C++ program
// (src/problems/cheesy-chess/package/cheesy-chess.cpp) and the plain recursive judge a contestant would write
// (bench/cheesy-chess-reference.mjs).
//
//   npm run build && node bench/cheesy-chess.mjs [--quick] [--runs N]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { judgeWithReference } from './cheesy-chess-reference.mjs';
import { generatedInput } from './inputs.mjs';
import { CLI, NODE, NO_COMPILER, ROOT, answerOutput, importBuilt, nativeBinary, runScript } from './lib.mjs';

const problem = (await importBuilt('index.js')).findProblem('cheesy-chess');

export const rows = (options) => [
  {
    key: 'cheesy-chess',
    prepare: async () => {
      const count = options.quick ? 10_000 : 100_000;
      const file = generatedInput('cheesy-chess', 'contest', count);
      const text = readFileSync(file, 'utf8');
      const binary = nativeBinary('cheesy-chess');
      const programs = [
        {
          role: 'arbiter',
          name: 'Arbiter (arbiter cheesy-chess)',
          argv: [NODE, CLI, 'cheesy-chess', file],
          call: () => answerOutput(problem, text),
        },
        ...(binary ? [{ role: 'native', name: 'native C++', argv: [binary] }] : []),
        {
          role: 'peer',
          name: 'plain recursive script',
          argv: [NODE, `${ROOT}bench/cheesy-chess-reference.mjs`, file],
          call: () => judgeWithReference(text),
        },
      ];
      return {
        key: 'cheesy-chess',
        title: `Cheesy Chess, ${count.toLocaleString('en-US')} cases`,
        groups: [{ stdin: file, programs }],
        missing: binary ? {} : { native: NO_COMPILER },
      };
    },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScript(rows);
