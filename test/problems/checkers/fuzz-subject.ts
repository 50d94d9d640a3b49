import fc from 'fast-check';
import { checkersUnchecked } from '../../../src/problems/checkers/index.js';
import { applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import { formatInputs } from '../../../src/framework/input-format.js';
import { checkers } from '../../../src/problems/checkers/index.js';
import { reachablePosition } from '../../games/checkers/playouts.js';
import { type FuzzSubject, registered } from '../../helpers/fuzz-harness.js';

/**
 * Moves as careless recorders write them, which the contest never does (docs/test-data.md): PDN's
 * `x`, separators mixed, doubled or left at an end, squares off the board, stray characters.
 * Arbiter answers them `Move k is invalid`; only the fuzz suite feeds them.
 */
const TYPOS: readonly ((route: readonly number[]) => string)[] = [
  (route) => route.join('x'),
  (route) =>
    route.map((square, index) => (index === 0 ? `${square}` : `${index % 2 === 0 ? 'x' : '-'}${square}`)).join(''),
  ([from, to]) => `${from}--${to}`,
  ([from]) => `${from}-`,
  ([from]) => `${from}`,
  ([from]) => `${from}-33`,
  ([, to]) => `0-${to}`,
  ([from, to]) => `${from}/${to}`,
  ([from, to]) => `-${from}-${to}`,
  ([from, to]) => `${from}x${to}x`,
  ([from, to]) => `${from}.${to}`,
  ([from, to]) => `${from}-${to}a`,
  ([from, to]) => `0${from}-${to}`,
];

/** The last move instead written with one of the typos, or a junk string added: none, a typo, or junk. */
const lastMove = fc.oneof(fc.constant(undefined), fc.nat(TYPOS.length - 1), fc.string({ minLength: 1, maxLength: 6 }));

/** A valid input: records from reachable positions, each with a few legal moves and maybe a typo or a junk one. */
const valid = fc
  .array(fc.tuple(reachablePosition, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), lastMove), {
    minLength: 1,
    maxLength: 4,
  })
  .map((records) => ({
    text: formatInputs(
      checkers,
      records.map(([position, choices, junk]) => {
        const moves: string[] = [];
        let current = position;
        for (const choice of choices) {
          const legal = legalMoves(current);
          if (legal.length === 0) break;
          const move = legal[choice % legal.length];
          moves.push(choice % 5 === 0 ? moveText(move) : move.path.join('-'));
          current = applyMove(current, move);
        }
        if (typeof junk === 'number') moves.push(TYPOS[junk](legalMoves(current)[0]?.path ?? [1, 5]));
        else if (junk !== undefined || moves.length === 0)
          moves.push(junk === undefined ? '1-5' : junk.replace(/\s/g, '-'));
        return { position, moves: moves.map((text) => ({ text, line: 0, column: 1 })) };
      }),
    ),
    cases: records.length,
  }));

export const checkersFuzz: FuzzSubject = {
  problem: registered('checkers'),
  framing: checkersUnchecked.framing,
  valid,
  // One line reads better than one character a line.
  // prettier-ignore
  alphabet: ['0', '1', '2', '3', '9', '1', '2', '-', '-', 'x', ' ', ' ', '\n', '\n', '\n', '\r', '\t', 'R', 'W', 'B', 'K', 'é', '\u{1F600}', '\uFEFF', '99999999999999999999'],
  randomLength: 600,
  answerLine: /^(All moves valid|Move \d+ is invalid)$/,
  runs: { random: 3000, damaged: 2000, valid: 300 },
  checkVerdict: (record, text) => {
    // The referee replays the moves written, no more: the moves played stop before the illegal one.
    const played = (record.played as unknown[]).length + (record.playedOmitted as number);
    const expected = record.valid ? (record.moveCount as number) : (record.illegalMove as number) - 1;
    return [
      ...((record.moveCount as number) <= text.split(/\r\n|\r|\n/).length
        ? []
        : [`${String(record.moveCount)} moves from fewer lines`]),
      ...(played === expected ? [] : [`${played} moves played; expected ${expected}`]),
    ];
  },
};

/** The subject test/fuzz/subjects.ts finds by the problem's id. */
export default checkersFuzz;
