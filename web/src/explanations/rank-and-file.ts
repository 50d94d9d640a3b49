import type { RankAndFileExplanation } from '../../../src/index.js';
import { attempt, move, moveList, notes, panel, plural, reasons, section, verdict } from './parts.js';

/** Rank and File: who attacks the king, and each escape or why none works, moves in SAN. */

const ESCAPE_KIND = { king: 'king move', capture: 'captures the checking piece', block: 'blocks the check' } as const;

export function explainRankAndFile(explanation: RankAndFileExplanation): HTMLElement {
  const { side, king, checkers, status } = explanation;
  const Side = `${side[0].toUpperCase()}${side.slice(1)}`;
  const givers = checkers.map((piece) => `the ${piece.role} on ${piece.square}`);
  const attackers = givers.length <= 1 ? givers.join('') : `${givers.slice(0, -1).join(', ')} and ${givers[givers.length - 1]}`;
  const several = givers.length > 1 ? ` (${givers.length === 2 ? 'double' : `${givers.length}-fold`} check)` : '';
  const said =
    status === 'SAFE'
      ? `${Side} is safe: the ${side} king on ${king} is not attacked.`
      : `${Side} is ${status === 'CHECKED' ? 'in check' : 'checkmated'}: the ${side} king on ${king} is attacked by ${attackers}${several}.`;
  let detail: HTMLElement | undefined;
  if (status === 'SAFE') {
    detail = section(
      'Moves',
      explanation.stalemate
        ? `${Side} has no legal move: a stalemate, which counts as SAFE.`
        : moveList(`${Side} has ${plural(explanation.legalMoveCount, 'legal move')}: `, explanation.legalMoves),
    );
  } else if (status === 'CHECKED') {
    detail = section(
      `${plural(explanation.escapeMoves.length, 'way', 'ways')} out of the check`,
      reasons(
        explanation.escapeMoves.map((escape) => [move(escape.san), ` (${ESCAPE_KIND[escape.kind]})`]),
        'explain-reasons escapes',
      ),
    );
  } else {
    detail = section(
      'No way out',
      reasons(
        explanation.failedEscapes.map((failure) => attempt(failure.attempt, failure.reason)),
        'explain-reasons failed-escapes',
      ),
    );
  }
  return panel('rank-and-file', verdict(said), detail, ...notes(explanation.warnings, 'Warning'));
}
