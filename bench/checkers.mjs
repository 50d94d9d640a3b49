// Checkers: perft from the initial position (depths 10, 11 and 12) and the validation of game
// records (20,000 generated, profile contest), through Arbiter, the native C++ programs
// (bench/native/checkers-perft.cpp, checkers-validate.cpp) and rapid-draughts
// (bench/rapid-draughts.mjs). Perft counts must equal the published table. rapid-draughts refuses
// a king's capture route that ends where it started: for validation it gets, and Arbiter is
// timed again on, the records without one. At depths 11 and 12 it would take many minutes: it
// runs there only with --slow-peers.
//
//   npm run build && node bench/checkers.mjs [--quick] [--only perft|checkers-validate] [--slow-peers]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { caseCount, generatedInput, rapidDraughtsJudgeable } from './inputs.mjs';
import { CLI, NODE, NO_COMPILER, ROOT, contestOutput, importBuilt, nativeBinary, runScript } from './lib.mjs';
import { rapidPerft, rapidValidate } from './rapid-draughts.mjs';

const library = await importBuilt('index.js');
const rules = library.rules.checkers;
const problem = library.findProblem('checkers');

/** Perft from the initial position (Aart Bik's table; OEIS A133046), every jump route a move. */
const PUBLISHED = [1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128, 388623673];
/** Above this depth rapid-draughts runs only with --slow-peers (each ply about 4.6 times the last). */
const PEER_DEPTH = 10;

/** The leaf count a program printed, checked against the published one. */
const count = (depth) => (output) => {
  const nodes = Number(output.trim());
  if (nodes !== PUBLISHED[depth]) throw new Error(`perft ${depth} = ${output.trim()}, published ${PUBLISHED[depth]}`);
  return String(nodes);
};

function perftRow(depth, options) {
  const key = `perft-${depth}`;
  return {
    key,
    prepare: async () => {
      const binary = nativeBinary('checkers-perft');
      const withPeer = depth <= PEER_DEPTH || options.slowPeers;
      const programs = [
        {
          role: 'arbiter',
          name: `Arbiter (arbiter perft checkers ${depth})`,
          argv: [NODE, CLI, 'perft', 'checkers', String(depth), '--quiet'],
          call: () => String(rules.perft(rules.INITIAL_POSITION, depth)),
        },
        ...(binary ? [{ role: 'native', name: 'native C++', argv: [binary, String(depth)] }] : []),
        ...(withPeer
          ? [
              {
                role: 'peer',
                name: 'rapid-draughts',
                argv: [NODE, `${ROOT}bench/rapid-draughts.mjs`, 'perft', String(depth)],
                call: () => String(rapidPerft(depth)),
              },
            ]
          : []),
      ].map((program) => ({ ...program, answer: count(depth) }));
      const missing = {};
      if (!binary) missing.native = NO_COMPILER;
      if (!withPeer) missing.peer = `rapid-draughts not run above depth ${PEER_DEPTH} (minutes a run; --slow-peers runs it)`;
      return {
        key,
        title: `Checkers perft ${depth} from the start (${PUBLISHED[depth].toLocaleString('en-US')} leaves)`,
        groups: [{ programs }],
        missing,
      };
    },
  };
}

const arbiterOn = (file) => {
  const text = readFileSync(file, 'utf8');
  return {
    role: 'arbiter',
    name: 'Arbiter (arbiter checkers)',
    argv: [NODE, CLI, 'checkers', file],
    call: () => contestOutput(problem, text),
  };
};

function validationRow(options) {
  return {
    key: 'checkers-validate',
    prepare: async () => {
      const records = options.quick ? 2_000 : 20_000;
      const file = generatedInput('checkers', 'contest', records);
      const peerFile = rapidDraughtsJudgeable(file);
      const peerText = readFileSync(peerFile, 'utf8');
      const judgeable = caseCount(library.checkers, peerFile);
      const binary = nativeBinary('checkers-validate');
      const groups = [
        {
          label: `the ${judgeable.toLocaleString('en-US')} records rapid-draughts can judge`,
          stdin: peerFile,
          programs: [
            arbiterOn(peerFile),
            {
              role: 'peer',
              name: 'rapid-draughts script',
              argv: [NODE, `${ROOT}bench/rapid-draughts.mjs`, 'validate', peerFile],
              call: () => rapidValidate(peerText),
            },
          ],
        },
      ];
      if (binary) groups.unshift({ stdin: file, programs: [arbiterOn(file), { role: 'native', name: 'native C++', argv: [binary] }] });
      const moves = library.checkers
        .parse(readFileSync(file, 'utf8'))
        .cases.reduce((sum, input) => sum + input.result.value.moves.length, 0);
      return {
        key: 'checkers-validate',
        title: `Checkers, validating ${records.toLocaleString('en-US')} records (${moves.toLocaleString('en-US')} moves)`,
        groups,
        missing: binary ? {} : { native: NO_COMPILER },
        notes: [
          `rapid-draughts is compared on the ${judgeable.toLocaleString('en-US')} of ${records.toLocaleString('en-US')} records in which no circular king capture is ever legal (it refuses those routes)`,
        ],
      };
    },
  };
}

export const rows = (options) => [
  ...(options.quick ? [8, 9] : [10, 11, 12]).map((depth) => perftRow(depth, options)),
  validationRow(options),
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScript(rows);
