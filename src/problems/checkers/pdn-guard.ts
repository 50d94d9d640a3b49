import {
  type Guard,
  arrayOf,
  assertInteger,
  assertObject,
  assertString,
  deepFreeze,
  guarded,
  integer,
  isBoolean,
  isString,
  oneOf,
  sameData,
} from '../../core/guards.js';
import { SIDES } from '../../core/side.js';
import { copyPdnComments, copyPdnGame, copyPdnGameText, copyTagged } from '../../games/checkers/guards.js';
import { type PdnGame, formatPdn, parsePdn, pdnTag } from '../../games/checkers/pdn.js';
import { type PdnGameVerdict, judgePdnGame } from '../../games/checkers/pdn-moves.js';
import {
  type PdnGameExplanation,
  type PdnVariationExplanation,
  judgePdnResult,
  describePdnGame,
  explainPdnGame,
  givenResult,
  pdnGameAnswer,
  pdnGameLine,
  replayPdnGame,
} from './pdn-verdicts.js';

/**
 * `checkersPdn` as the library exports it: every argument checked, and a game copied (each member
 * read once) before it is checked, explained or described. A verdict that `judge` made, and an
 * explanation that `explain` made, are frozen and trusted as they are for a game that holds the
 * same data as the one they were made for; any other is checked (a verdict against the game's
 * own, an explanation member by member, copied).
 */

const SAFE = Number.MAX_SAFE_INTEGER;
const count = integer(0, SAFE);
const orNull =
  <T extends string | number>(guard: Guard<T>): Guard<T | null> =>
  (value, at, args) =>
    value === null ? null : guard(value, at, args);

/** The members of a variation's explanation that its game's line reads. */
const VARIATION: readonly (readonly [keyof PdnVariationExplanation, Guard])[] = [
  ['variation', integer(1, SAFE)],
  ['line', count],
  ['column', count],
  ['insteadOf', orNull(isString)],
  ['verdict', oneOf(['legal', 'illegal', 'unreached'] as const)],
  ['moveNumber', orNull(integer(1, SAFE))],
  ['side', orNull(oneOf(SIDES))],
  ['move', orNull(isString)],
  ['moveLine', orNull(count)],
  ['moveColumn', orNull(count)],
  ['evidence', orNull(isString)],
];

/** Copies `value`'s members that `members` name, each checked by its guard. */
function copyMembers<T>(value: unknown, at: string, members: readonly (readonly [keyof T, Guard])[]): T {
  assertObject(value, at);
  const copy: Record<string, unknown> = {};
  for (const [member, copyMember] of members)
    copy[member as string] = copyMember(value[member as string], `${at}.${String(member)}`, []);
  return copy as T;
}

/** Every member of an explanation that line, result and given read (describe reads only its own explanations). */
const EXPLANATION: readonly (readonly [keyof PdnGameExplanation, Guard])[] = [
  ['game', integer(1, SAFE)],
  ['line', count],
  ['result', orNull(isString)],
  ['valid', isBoolean],
  ['error', orNull(isString)],
  ['errorLine', orNull(count)],
  ['errorColumn', orNull(count)],
  ['start', isString],
  ['firstMover', oneOf(SIDES)],
  ['moveCount', count],
  ['illegalMove', orNull(integer(1, SAFE))],
  ['moveNumber', orNull(integer(1, SAFE))],
  ['side', orNull(oneOf(SIDES))],
  ['move', orNull(isString)],
  ['moveLine', orNull(count)],
  ['moveColumn', orNull(count)],
  ['rule', orNull(isString)],
  ['evidence', orNull(isString)],
  ['played', arrayOf(isString)],
  ['playedOmitted', count],
  ['position', isString],
  ['toMove', oneOf(SIDES)],
  ['legalMoves', arrayOf(isString)],
  ['comments', (value, at) => copyPdnComments(value, at)],
  ['commentsOmitted', count],
  ['variations', arrayOf((value, at) => copyMembers<PdnVariationExplanation>(value, at, VARIATION))],
];

/**
 * The library's object. What its judge and explain made is recorded here, with the object (as
 * guardedProblem does for the problems), so that explain and describe can trust it as it is.
 */
function guardedPdn() {
  const verdicts = new WeakMap<object, PdnGame>();
  const explanations = new WeakMap<object, { readonly verdict: PdnGameVerdict; readonly game: PdnGame }>();

  /** `game`, the library's own copy, judged by the referee; the verdict frozen and recorded with it. */
  function judge(game: PdnGame): PdnGameVerdict {
    const verdict = deepFreeze(judgePdnGame(game));
    verdicts.set(verdict, game);
    return verdict;
  }

  function explain(game: PdnGame, verdict: PdnGameVerdict, number: number): PdnGameExplanation {
    const explanation = deepFreeze(explainPdnGame(game, verdict, number));
    explanations.set(explanation, { verdict, game });
    return explanation;
  }

  /**
   * The verdict `judge` gives the game: the one given when judge made it for the same data, else checked against a new
   * one.
   */
  function verdictFor(game: PdnGame, verdict: unknown, at: string): PdnGameVerdict {
    if (
      typeof verdict === 'object' &&
      verdict !== null &&
      verdicts.has(verdict) &&
      sameData(verdicts.get(verdict), game)
    )
      return verdict as PdnGameVerdict;
    assertObject(verdict, `${at}: verdict`);
    const { kind } = verdict;
    const own = judge(game);
    if (kind !== own.kind) throw new RangeError(`${at}: verdict says ${JSON.stringify(kind)}, but game is ${own.kind}`);
    return own;
  }

  /** An explanation `explain` made as it is, else the members line, result and given read, copied. */
  function explanationOf(value: unknown, at: string): PdnGameExplanation {
    if (typeof value === 'object' && value !== null && explanations.has(value)) return value as PdnGameExplanation;
    assertObject(value, at);
    const given = value.tags;
    assertObject(given, `${at}.tags`);
    const tags = Object.fromEntries(
      Object.entries(given).map(([tag, text]) => {
        assertString(text, `${at}.tags.${tag}`);
        return [tag, text];
      }),
    );
    return { ...copyMembers<PdnGameExplanation>(value, at, EXPLANATION), tags };
  }

  const gameOf = (value: unknown, at: string): PdnGame => copyPdnGame(value, at);
  const explanationChecked: Guard<PdnGameExplanation> = (value, at) => explanationOf(value, at);

  return {
    parse: guarded('checkersPdn.parse', parsePdn, ['text', isString]),
    format: guarded('checkersPdn.format', formatPdn, ['game', copyPdnGameText]),
    judge: guarded('checkersPdn.judge', judge, ['game', gameOf]),
    explain(game: PdnGame, verdict: PdnGameVerdict, number: number): PdnGameExplanation {
      const own = gameOf(game, 'checkersPdn.explain: game');
      const trusted = verdictFor(own, verdict, 'checkersPdn.explain');
      assertInteger(number, 'checkersPdn.explain: number', 1, SAFE);
      return explain(own, trusted, number);
    },
    describe(game: PdnGame, verdict: PdnGameVerdict, explanation: PdnGameExplanation): string {
      const own = gameOf(game, 'checkersPdn.describe: game');
      const trusted = verdictFor(own, verdict, 'checkersPdn.describe');
      const given = explanationOf(explanation, 'checkersPdn.describe: explanation');
      // An explanation of another verdict or of other data is made again, with its number.
      const made = explanations.get(given);
      const fits = made !== undefined && made.verdict === trusted && sameData(made.game, own);
      return describePdnGame(own, trusted, fits ? given : explain(own, trusted, given.game));
    },
    line: guarded('checkersPdn.line', pdnGameLine, ['explanation', explanationChecked]),
    /** The game's answer as `arbiter checkers` prints it: its line, and one for each variation with an illegal move. */
    answer: guarded('checkersPdn.answer', pdnGameAnswer, ['explanation', explanationChecked]),
    tag: guarded('checkersPdn.tag', pdnTag, ['game', copyTagged], ['name', isString]),
    replay(game: PdnGame, verdict: PdnGameVerdict) {
      const own = gameOf(game, 'checkersPdn.replay: game');
      return replayPdnGame(own, verdictFor(own, verdict, 'checkersPdn.replay'));
    },
    result: guarded('checkersPdn.result', judgePdnResult, ['explanation', explanationChecked]),
    /** The result the game gives: its movetext's, or the Result tag's when that ends in "*" or nothing. */
    given: guarded('checkersPdn.given', givenResult, ['explanation', explanationChecked]),
  } as const;
}

/** PDN games end to end: read them, judge each, and explain it. */
export const checkersPdn = Object.freeze(guardedPdn());
