// Checkers: perft from the initial position (depths 10, 11 and 12) and the validation of game
// records, through Arbiter, the native C++ programs (bench/native/checkers-perft.cpp,
// src/problems/checkers/package/checkers-validate.cpp) and rapid-draughts (bench/rapid-draughts.mjs). Perft counts must equal
// the published table. Validation runs on two inputs: 20,000 long records of the generator's
// hard profile (30 moves or more each: kings, long jumps, every kind of illegal move), and
// 10,000 realistic game records with one fault each (bench/realistic-checkers.mjs); with --large
// also on 1,000,000 records (the long records 50 times over). rapid-draughts refuses a king's
// capture route that ends where it started: for validation it gets, and Arbiter is timed again
// on, the records without one. At perft depths 11 and 12 it would take many minutes: it runs
// there only with --slow-peers.
//
//   npm run build && node bench/checkers.mjs [--quick] [--only perft|checkers-] [--slow-peers] [--large]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  caseCount,
  longCheckersRecords,
  rapidDraughtsJudgeable,
  realisticCheckersInput,
  repeatedInput,
} from './inputs.mjs';
import { CLI, NODE, NO_COMPILER, ROOT, answerOutput, importBuilt, nativeBinary, runScript } from './lib.mjs';
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
      if (!withPeer)
        missing.peer = `rapid-draughts not run above depth ${PEER_DEPTH} (minutes a run; --slow-peers runs it)`;
      return {
        key,
        title: `Checkers perft ${depth} from the start (${PUBLISHED[depth].toLocaleString('en-US')} leaves)`,
        groups: [{ programs }],
        missing,
      };
    },
  };
}

const arbiterOn = (file, inProcess = true) => {
  const text = inProcess ? readFileSync(file, 'utf8') : undefined;
  return {
    role: 'arbiter',
    name: 'Arbiter (arbiter checkers)',
    argv: [NODE, CLI, 'checkers', file],
    ...(inProcess ? { call: () => answerOutput(problem, text) } : {}),
  };
};

/** The moves of a checkers input, and how many of them are checked (up to each record's first illegal move). */
function movesOf(file) {
  let moves = 0;
  let checked = 0;
  for (const { result } of library.checkers.parse(readFileSync(file, 'utf8')).cases) {
    const judged = library.checkers.judge(result.value);
    moves += result.value.moves.length;
    checked += judged.value.valid ? result.value.moves.length : judged.value.moveNumber;
  }
  return { moves, checked };
}

const thousands = (count) => count.toLocaleString('en-US');

/**
 * Validating the records of `file`: Arbiter against the native program, and (`peer`) against
 * rapid-draughts on the records it can judge. `inProcess` false: whole processes only (an input
 * too large to hold as a string in the benchmark's process as well).
 */
function validationRow(key, title, input, { peer = true, inProcess = true } = {}) {
  return {
    key,
    prepare: async () => {
      const { file, counted = file } = input();
      const binary = nativeBinary('checkers-validate');
      const groups = [];
      const notes = [];
      if (binary)
        groups.push({
          stdin: file,
          programs: [arbiterOn(file, inProcess), { role: 'native', name: 'native C++', argv: [binary] }],
        });
      if (peer) {
        const peerFile = rapidDraughtsJudgeable(file);
        const peerText = readFileSync(peerFile, 'utf8');
        const judgeable = thousands(caseCount(library.checkers, peerFile));
        const records = thousands(caseCount(library.checkers, file));
        groups.push({
          label: `the ${judgeable} records rapid-draughts can judge`,
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
        });
        notes.push(
          `rapid-draughts is compared on the ${judgeable} of ${records} records in which no circular king capture is ever legal (it refuses those routes)`,
        );
      }
      if (!binary && !peer) groups.push({ programs: [arbiterOn(file, inProcess)] });
      const { moves, checked } = movesOf(counted);
      const copy =
        counted === file ? '' : ` in each copy of the ${thousands(caseCount(library.checkers, counted))} records`;
      notes.push(
        `${thousands(checked)} of the ${thousands(moves)} moves${copy} are checked (up to each record's first illegal move)`,
      );
      return { key, title: title(moves), groups, missing: binary ? {} : { native: NO_COMPILER }, notes };
    },
  };
}

const MILLION = 1_000_000;

function validationRows(options) {
  const long = options.quick ? 2_000 : 20_000;
  const realistic = options.quick ? 1_000 : 10_000;
  const rows = [
    validationRow(
      'checkers-validate',
      (moves) => `Checkers, validating ${thousands(long)} long records (${thousands(moves)} moves)`,
      () => ({ file: longCheckersRecords(long) }),
    ),
    validationRow(
      'checkers-realistic',
      (moves) =>
        `Checkers, validating ${thousands(realistic)} realistic game records, one fault each (${thousands(moves)} moves)`,
      () => ({ file: realisticCheckersInput(realistic) }),
    ),
  ];
  if (options.large) {
    const times = MILLION / long;
    rows.push(
      validationRow(
        'checkers-million',
        (moves) => `Checkers, validating ${thousands(MILLION)} long records (${thousands(moves * times)} moves)`,
        () => {
          const counted = longCheckersRecords(long);
          return { file: repeatedInput(library.checkers, counted, times), counted };
        },
        { peer: false, inProcess: false },
      ),
    );
  }
  return rows;
}

export const rows = (options) => [
  ...(options.quick ? [8, 9] : [10, 11, 12]).map((depth) => perftRow(depth, options)),
  ...validationRows(options),
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScript(rows);
