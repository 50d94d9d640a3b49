import type { rules } from '../../../src/index.js';
import { type Arrow, type Highlight, parseCell } from '../board/svg.js';

/**
 * What a refused move on a play board draws, from the rules' typed answer (never worked out here):
 * the move tried, dashed, and what refuses it: the piece in the way (ringed), or each attacker's
 * line to the square the king would stand on or to the king the move would leave attacked.
 */

/** The marks of a refusal: drawn over the board until the next click. */
export interface RefusalMarks {
  readonly arrows: readonly Arrow[];
  readonly highlights: readonly Highlight[];
}

/** Okabe and Ito's vermilion, as the other boards' checks and attacks. */
export const REFUSED = '#d55e00';

const line = (from: string, to: string, title: string, className: string): Arrow[] => {
  const [start, end] = [parseCell(from), parseCell(to)];
  return start && end ? [{ from: start, to: end, colour: REFUSED, title, dashed: true, className }] : [];
};

/** A chess move refused (rules.chess.moveTargets' target): the move tried, its blocker, its attackers. */
export function chessRefusal(from: string, target: rules.chess.MoveTarget, king: string | undefined): RefusalMarks {
  const arrows: Arrow[] = [];
  const highlights: Highlight[] = [];
  if (target.blockedBy !== null) {
    arrows.push(...line(from, target.to, `${from}-${target.to}: ${target.reason ?? ''}`, 'refused-move'));
    const cell = parseCell(target.blockedBy);
    if (cell) highlights.push({ cell, kind: 'ring', colour: REFUSED, title: 'in the way', className: 'refused-by' });
  }
  // The king's own step is attacked on its target; any other piece's move leaves its king attacked.
  const attacked = from === king || king === undefined ? target.to : king;
  for (const attacker of target.attackers) {
    // A line the move would open runs through the piece moved: drawn in two parts, each clear of the pieces.
    if (target.opened.includes(attacker) && attacked !== target.to) {
      const title = `${attacker} attacks ${attacked} through ${from}`;
      arrows.push(...line(attacker, from, title, 'attack-line'), ...line(from, attacked, title, 'attack-line'));
    } else arrows.push(...line(attacker, attacked, `${attacker} attacks ${attacked}`, 'attack-line'));
  }
  return { arrows, highlights };
}

/** A Cheesy Chess king step onto a square the pawn attacks: the pawn's line to it. */
export const pawnAttack = (pawn: string, square: string): RefusalMarks => ({
  arrows: line(pawn, square, `the pawn on ${pawn} attacks ${square}`, 'attack-line'),
  highlights: [],
});
