import { type ClassVerdict, classVerdict } from '../../core/generate.js';
import { SIDES, sideWord } from '../../core/side.js';
import type { Role } from '../../games/chess/pieces.js';
import { BOARD, type SimplifiedChessCase } from './case.js';
import type { SimplifiedChessVariant } from './variant.js';
import { plural } from '../../core/grouped.js';

/**
 * The data class of a game of a problem of the family (docs/test-data.md): `contest` within the
 * statement's limits (the variant's: its pieces a side, its groups, its own strict faults), `hostile`
 * beyond them. The statements set pieces on any squares their rules allow, so every game within the
 * limits is one their data may contain: there is no `edge` case.
 */
export const classifierOf =
  (variant: SimplifiedChessVariant) =>
  (input: SimplifiedChessCase): ClassVerdict => {
    const { board, moves } = input;
    const { limits } = variant;
    const hostile: string[] = [];
    if (board.shape.width !== BOARD.width || board.shape.height !== BOARD.height)
      hostile.push(`the board is ${board.shape.width}x${board.shape.height}; the contest's board is 4x4`);
    if (!Number.isInteger(moves) || moves < 1 || moves > limits.moves)
      hostile.push(`m = ${moves}; the contest has 1 <= m <= ${limits.moves}`);
    for (const side of SIDES) {
      const roles = board.squaresOf(side).map((square) => board.pieceAt(square)!.role);
      const count = (...wanted: Role[]): number => roles.filter((role) => wanted.includes(role)).length;
      const name = sideWord(side);
      if (roles.length < 1 || roles.length > limits.piecesPerSide)
        hostile.push(
          `${name} has ${plural(roles.length, 'piece')}; the contest has 1 to ${limits.piecesPerSide} a side`,
        );
      if (count('queen') !== 1)
        hostile.push(`${name} has ${plural(count('queen'), 'queen')}; each side has exactly one`);
      if (count('king') > 0) hostile.push(`${name} has a king; the game has none`);
      for (const group of variant.groups)
        if (count(...group.roles) > group.max)
          hostile.push(`${name} has ${plural(count(...group.roles), group.one, group.many)}; at most ${group.max}`);
    }
    // What else the variant refuses with --strict alone.
    const strict = variant.faults?.(input, { strict: true }) ?? [];
    const always = new Set((variant.faults?.(input, {}) ?? []).map((fault) => fault.message));
    hostile.push(...strict.filter((fault) => !always.has(fault.message)).map((fault) => fault.message));
    return classVerdict(hostile, []);
  };
