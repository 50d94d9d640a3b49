// Start-up: `arbiter --version` (dist/arbiter.cjs loading the bundle with its code cache, commander reading the
// arguments) against `node -e 0`, Node starting and doing nothing, as whole processes.
//
//   npm run build && node bench/start-up.mjs [--runs N]
import { fileURLToPath } from 'node:url';
import { CLI, NODE, runScript } from './lib.mjs';

const ignore = () => '';

export const rows = (options) => [
  {
    key: 'start-up',
    prepare: async () => ({
      key: 'start-up',
      title: '`arbiter --version` (peer: `node -e 0`)',
      runs: Math.max(20, options.runs),
      budget: 600, // 20 runs of a fraction of a second each: no need to cut them short
      groups: [
        {
          programs: [
            { role: 'arbiter', name: 'arbiter --version', argv: [NODE, CLI, '--version'], answer: ignore },
            { role: 'peer', name: 'node -e 0', argv: [NODE, '-e', '0'], answer: ignore },
          ],
        },
      ],
    }),
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScript(rows);
