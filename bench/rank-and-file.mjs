// Rank and File: 100,000 generated positions (profile contest) through Arbiter, the native C
// program (src/problems/rank-and-file/package/rank-and-file.c) and a chess.js script (bench/chessjs-rank-and-file.mjs).
// chess.js cannot judge a position in which the side not to move stands in check (kings side by
// side among them): it gets, and Arbiter is timed again on, the positions it can judge.
//
//   npm run build && node bench/rank-and-file.mjs [--quick] [--runs N]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { judgeWithChessJs } from './chessjs-rank-and-file.mjs';
import { caseCount, chessJsJudgeable, generatedInput } from './inputs.mjs';
import { CLI, NODE, NO_COMPILER, ROOT, answerOutput, importBuilt, nativeBinary, runScript } from './lib.mjs';

const library = await importBuilt('index.js');
const problem = library.findProblem('rank-and-file');

const arbiterOn = (file) => {
  const text = readFileSync(file, 'utf8');
  return {
    role: 'arbiter',
    name: 'Arbiter (arbiter rank-and-file)',
    argv: [NODE, CLI, 'rank-and-file', file],
    call: () => answerOutput(problem, text),
  };
};

export const rows = (options) => [
  {
    key: 'rank-and-file',
    prepare: async () => {
      const count = options.quick ? 10_000 : 100_000;
      const file = generatedInput('rank-and-file', 'contest', count);
      const peerFile = chessJsJudgeable(file);
      const judgeable = caseCount(library.rankAndFile, peerFile);
      const peerText = readFileSync(peerFile, 'utf8');
      const binary = nativeBinary('rank-and-file');
      const groups = [
        {
          label: `the ${judgeable.toLocaleString('en-US')} positions chess.js can judge`,
          stdin: peerFile,
          programs: [
            arbiterOn(peerFile),
            {
              role: 'peer',
              name: 'chess.js script',
              argv: [NODE, `${ROOT}bench/chessjs-rank-and-file.mjs`, peerFile],
              call: () => judgeWithChessJs(peerText),
            },
          ],
        },
      ];
      if (binary)
        groups.unshift({
          stdin: file,
          programs: [arbiterOn(file), { role: 'native', name: 'native C', argv: [binary] }],
        });
      return {
        key: 'rank-and-file',
        title: `Rank and File, ${count.toLocaleString('en-US')} positions`,
        groups,
        missing: binary ? {} : { native: NO_COMPILER },
        notes: [
          `chess.js is compared on the ${judgeable.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} positions in which the side not to move is not in check (it refuses the others)`,
        ],
      };
    },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScript(rows);
