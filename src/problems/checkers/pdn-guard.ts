import {
  type Check,
  arrayOf,
  checkBoolean,
  checkInteger,
  checkObject,
  checkString,
  guarded,
  integer,
  isString,
  oneOf,
} from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import { checkPdnComments, checkPdnGameShape, checkPdnGameText, checkPdnTags } from '../../games/checkers/checks.js';
import { type PdnGame, type PdnGameInfo, formatPdn, parsePdn, pdnTag } from '../../games/checkers/pdn.js';
import { type PdnGameVerdict, checkPdnGame } from '../../games/checkers/pdn-moves.js';
import {
  type PdnGameExplanation,
  checkPdnResult,
  describePdnGame,
  explainPdnGame,
  givenResult,
  pdnGameLine,
  replayPdnGame,
} from './pdn-verdicts.js';

/**
 * `checkersPdn` as the library exports it: every argument checked. A verdict that `check` made
 * for the game, and an explanation that `explain` made, are trusted as they are; any other is
 * checked (a verdict against the game's own, an explanation member by member).
 */

const SAFE = Number.MAX_SAFE_INTEGER;
const count = integer(0, SAFE);
const orNull =
  (check: Check): Check =>
  (value, at, args) => {
    if (value !== null) check(value, at, args);
  };

/** Every member of an explanation that line, result and describe read. */
const EXPLANATION: readonly (readonly [keyof PdnGameExplanation, Check])[] = [
  ['game', integer(1, SAFE)],
  ['line', count],
  ['result', orNull(isString)],
  ['valid', (value, at) => checkBoolean(value, at)],
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
  ['comments', (value, at) => checkPdnComments(value, at)],
  ['commentsOmitted', count],
];

/**
 * The library's object. What its check and explain made is recorded here, with the object (as
 * checkedProblem does for the problems), so that explain and describe can trust it as it is.
 */
function checkedPdn() {
  const verdicts = new WeakMap<object, PdnGameInfo>();
  const explanations = new WeakMap<object, PdnGameVerdict>();

  function check(game: PdnGame): PdnGameVerdict {
    const verdict = checkPdnGame(game);
    verdicts.set(verdict, game);
    return verdict;
  }

  function explain(game: PdnGameInfo, verdict: PdnGameVerdict, number: number): PdnGameExplanation {
    const explanation = explainPdnGame(game, verdict, number);
    explanations.set(explanation, verdict);
    return explanation;
  }

  const gameChecked: Check = (value, at) => checkPdnGameShape(value, at);

  /** The verdict `check` gives the game: the one given when check made it for this game, else checked against a new one. */
  function verdictFor(game: PdnGame, verdict: unknown, at: string): PdnGameVerdict {
    if (typeof verdict === 'object' && verdict !== null && verdicts.get(verdict) === game)
      return verdict as PdnGameVerdict;
    checkObject(verdict, `${at}: verdict`);
    const own = check(game);
    if (verdict.kind !== own.kind)
      throw new RangeError(`${at}: verdict says ${JSON.stringify(verdict.kind)}, but game is ${own.kind}`);
    return own;
  }

  function checkExplanation(value: unknown, at: string): asserts value is PdnGameExplanation {
    if (typeof value === 'object' && value !== null && explanations.has(value)) return;
    checkObject(value, at);
    checkObject(value.tags, `${at}.tags`);
    for (const [tag, text] of Object.entries(value.tags)) checkString(text, `${at}.tags.${tag}`);
    for (const [member, checkMember] of EXPLANATION) checkMember(value[member], `${at}.${member}`, []);
  }

  return {
    parse: guarded('checkersPdn.parse', parsePdn, ['text', isString]),
    format: guarded('checkersPdn.format', formatPdn, ['game', (value, at) => checkPdnGameText(value, at)]),
    check: guarded('checkersPdn.check', check, ['game', gameChecked]),
    explain(game: PdnGame, verdict: PdnGameVerdict, number: number): PdnGameExplanation {
      gameChecked(game, 'checkersPdn.explain: game', []);
      const trusted = verdictFor(game, verdict, 'checkersPdn.explain');
      checkInteger(number, 'checkersPdn.explain: number', 1, SAFE);
      return explain(game, trusted, number);
    },
    describe(game: PdnGame, verdict: PdnGameVerdict, explanation: PdnGameExplanation): string {
      gameChecked(game, 'checkersPdn.describe: game', []);
      const trusted = verdictFor(game, verdict, 'checkersPdn.describe');
      checkExplanation(explanation, 'checkersPdn.describe: explanation');
      // An explanation of another verdict is made again, with its number.
      const made = explanations.get(explanation) === trusted ? explanation : explain(game, trusted, explanation.game);
      return describePdnGame(game, trusted, made);
    },
    line: guarded('checkersPdn.line', pdnGameLine, ['explanation', (value, at) => checkExplanation(value, at)]),
    tag: guarded('checkersPdn.tag', pdnTag, ['game', (value, at) => checkPdnTags(value, at)], ['name', isString]),
    replay(game: PdnGame, verdict: PdnGameVerdict) {
      gameChecked(game, 'checkersPdn.replay: game', []);
      return replayPdnGame(game, verdictFor(game, verdict, 'checkersPdn.replay'));
    },
    result: guarded('checkersPdn.result', checkPdnResult, ['explanation', (value, at) => checkExplanation(value, at)]),
    /** The result the game gives: its movetext's, or the Result tag's when that ends in "*" or nothing. */
    given: guarded('checkersPdn.given', givenResult, ['explanation', (value, at) => checkExplanation(value, at)]),
  } as const;
}

/** PDN games end to end: read them, check each, and explain it. */
export const checkersPdn = checkedPdn();
