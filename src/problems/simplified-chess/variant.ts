import type { Square } from '../../core/geometry.js';
import type { CaseKind } from '../../core/generate.js';
import type { Random } from '../../core/random.js';
import type { InputSummary } from '../../framework/problem.js';
import type { Role } from '../../games/chess/pieces.js';
import type { SetupRules, SimplifiedChessCase } from './case.js';

export type { PieceGroup } from './case.js';

/**
 * The Simplified Chess Engine's family: one game (4x4 chess without kings, a queen's capture
 * wins), asked by problems that differ in their pieces, their limits, what else their rules
 * refuse and their texts. A problem of the family is a `SimplifiedChessVariant` of the parent's
 * (`SIMPLIFIED_CHESS`, index.ts) with what differs overridden, the way a chess variant overrides a
 * few rules of standard chess; `simplifiedChessSpec` (spec.ts) makes the problem from it, every part
 * (reader, validator, guards, generator, classifier, shrinker, rule questions) reading the variant.
 */
export interface SimplifiedChessVariant<Code extends string = string> extends SetupRules<Code> {
  /** The problem's id (its command), its name in the library's messages, its title and texts. */
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly summary: string;
  readonly sample: { readonly input: string; readonly output: string };
  readonly inputSummary: InputSummary;
  /**
   * The pieces a side may have, the queen first, in the order the input's letters are listed in
   * messages ("Q, N, B or R").
   */
  readonly roles: readonly Role[];
  /** The contest's limits, enforced with --strict: games, pieces a side, the horizon m. */
  readonly limits: { readonly games: number; readonly piecesPerSide: number; readonly moves: number };
  /** The problems whose inputs this one reads too (a sibling that only adds: its parent). */
  readonly readsInputsOf?: readonly string[];
  /** Whether a piece of the game may start on a square (a pawn not on its far row); every square when absent. */
  readonly startsOn?: (piece: { readonly side: 'white' | 'black'; readonly role: Role }, square: Square) => boolean;
  /**
   * The variant's own kinds of generated case, beside the family's, each made with `kind` (generate.ts
   * `drawnKind`: random games of the variant's until one `shows` it).
   */
  readonly kinds?: (kind: KindMaker) => readonly CaseKind<SimplifiedChessCase>[];
}

/** Makes a kind of generated case: its name, its weight by profile, its horizon, whether White may win at once. */
export type KindMaker = (
  name: string,
  weight: CaseKind<SimplifiedChessCase>['weight'],
  horizon: (random: Random) => number,
  quiet: 'always' | 'first' | 'never',
  shows: (input: SimplifiedChessCase) => boolean,
) => CaseKind<SimplifiedChessCase>;
