// Start-up: `arbiter --version` (dist/arbiter.cjs loading the bundle's first files with their code
// caches, commander reading the arguments) and `arbiter rank-and-file` on a one-case input (the
// problem's files loaded too, the case read and judged: what a contestant's or a judge's test run
// costs), each against `node -e 0`, Node starting and doing nothing, as whole processes.
//
//   npm run build && node bench/start-up.mjs [--runs N]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLI, NODE, answerOutput, importBuilt, runScript } from './lib.mjs';
import { generatedInput } from './inputs.mjs';

const ignore = () => '';
const NODE_START = { role: 'peer', name: 'node -e 0', argv: [NODE, '-e', '0'], answer: ignore };
// 20 runs of a fraction of a second each: no need to cut them short.
const timing = (options) => ({ runs: Math.max(20, options.runs), budget: 600 });

export const rows = (options) => [
  {
    key: 'start-up',
    prepare: async () => ({
      key: 'start-up',
      title: '`arbiter --version` (peer: `node -e 0`)',
      ...timing(options),
      groups: [
        {
          programs: [
            { role: 'arbiter', name: 'arbiter --version', argv: [NODE, CLI, '--version'], answer: ignore },
            NODE_START,
          ],
        },
      ],
    }),
  },
  {
    key: 'start-up-case',
    prepare: async () => {
      const { findProblem } = await importBuilt('index.js');
      const input = generatedInput('rank-and-file', 'contest', 1);
      const expected = answerOutput(findProblem('rank-and-file'), readFileSync(input, 'utf8'));
      return {
        key: 'start-up-case',
        title: '`arbiter rank-and-file` on a one-case input (peer: `node -e 0`)',
        ...timing(options),
        groups: [
          {
            stdin: input,
            programs: [
              // Its answer checked here: `node -e 0` has none to compare with.
              {
                role: 'arbiter',
                name: 'arbiter rank-and-file, one case',
                argv: [NODE, CLI, 'rank-and-file'],
                answer: (stdout) => (stdout === expected ? '' : stdout),
              },
              NODE_START,
            ],
          },
        ],
      };
    },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScript(rows);
