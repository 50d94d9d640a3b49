// Simplified Chess Engine: the contest's worst case, 200 games with five pieces a side that White
// cannot win with its first move (from the library's generator, profile hard; as many answered NO,
// which forces the whole search, as YES), at m = 6 (the contest's largest) and m = 8, through Arbiter, the
// native C++ program (src/problems/simplified-chess/package/simplified-chess.cpp) and the plain minimax of the tests
// (test/problems/simplified-chess/plain-minimax.ts, bundled by esbuild into bench/data/ so that
// Node runs it as a plain script).
//
//   npm run build && node bench/simplified-chess.mjs [--quick] [--runs N]
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DATA, simplifiedChessWorstCase } from './inputs.mjs';
import { CLI, NODE, NO_COMPILER, ROOT, answerOutput, importBuilt, nativeBinary, runScript } from './lib.mjs';

const problem = (await importBuilt('index.js')).findProblem('simplified-chess');

/** The plain minimax as a script of its own (`node FILE INPUT` prints the contest output) and a module. */
async function plainMinimax() {
  const script = `${DATA}plain-minimax.mjs`;
  mkdirSync(DATA, { recursive: true });
  await build({
    stdin: {
      contents: [
        "import { readFileSync } from 'node:fs';",
        "import { pathToFileURL } from 'node:url';",
        "import { plainAnswerOutput } from './test/problems/simplified-chess/plain-minimax.ts';",
        'export { plainAnswerOutput };',
        "if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.stdout.write(plainAnswerOutput(readFileSync(process.argv[2], 'utf8')));",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: script,
    logLevel: 'error',
  });
  return { script, plainAnswerOutput: (await import(script)).plainAnswerOutput };
}

function row(moves, options) {
  const key = `simplified-chess-m${moves}`;
  return {
    key,
    prepare: async () => {
      const games = options.quick ? 50 : 200;
      const file = simplifiedChessWorstCase(games, moves, { balanced: true });
      const text = readFileSync(file, 'utf8');
      const plain = await plainMinimax();
      const binary = nativeBinary('simplified-chess');
      const programs = [
        {
          role: 'arbiter',
          name: 'Arbiter (arbiter simplified-chess)',
          argv: [NODE, CLI, 'simplified-chess', file],
          call: () => answerOutput(problem, text),
        },
        ...(binary ? [{ role: 'native', name: 'native C++', argv: [binary] }] : []),
        {
          role: 'peer',
          name: 'plain minimax',
          argv: [NODE, plain.script, file],
          call: () => plain.plainAnswerOutput(text),
        },
      ];
      const yes = answerOutput(problem, text)
        .split('\n')
        .filter((line) => line === 'YES').length;
      return {
        key,
        title: `Simplified Chess, ${games} worst-case games, m = ${moves} (${yes} YES, ${games - yes} NO)`,
        groups: [{ stdin: file, programs }],
        missing: binary ? {} : { native: NO_COMPILER },
      };
    },
  };
}

export const rows = (options) => (options.quick ? [6] : [6, 8]).map((moves) => row(moves, options));

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScript(rows);
