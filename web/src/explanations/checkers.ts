import { type CheckersExplanation, rules } from '../../../src/index.js';
import { el } from '../dom.js';
import { move, moveLine, moveList, panel, plural, section, verdict } from './parts.js';

/**
 * Checkers: whether the record is legal, the moves played in PDN numbered as a game score (Red,
 * PDN's Black, moves first: `1. 9-14 23-18 2. 14x23`), the first illegal move with the rule it
 * breaks and what shows it, and the legal moves there.
 */

const { redOrWhite } = rules.checkers;

export function explainCheckers(explanation: CheckersExplanation): HTMLElement {
  const { toMove } = explanation;
  const who = redOrWhite(toMove);
  const said = explanation.valid
    ? `Legal: all ${plural(explanation.moveCount, 'move')} of the record are legal.`
    : `Illegal: move ${explanation.illegalMove ?? '?'} (${who}), “${explanation.move ?? ''}”${
        explanation.moveLine === null ? '' : ` on line ${explanation.moveLine}, column ${explanation.moveColumn ?? '?'}`
      }, breaks the rules: ${explanation.evidence ?? explanation.reason ?? ''}.`;
  // The record's first move is Red's in PDN's numbering (Red is PDN's Black); White first starts at "1...".
  const firstPly = explanation.firstMover === 'black' ? 0 : 1;
  const last = explanation.valid || explanation.move === null ? undefined : { text: `${explanation.move} ✗`, className: 'illegal' };
  const record =
    explanation.played.length === 0 && !last
      ? undefined
      : section(
          explanation.valid ? 'The record (PDN)' : 'The record up to the illegal move (PDN)',
          moveLine(explanation.played, firstPly + explanation.playedOmitted, last),
        );
  const rule = explanation.valid || explanation.rule === null ? undefined : section('The rule', el('p', {}, `${explanation.rule}.`));
  const legal = section(
    explanation.valid ? `${who} to move in the final position` : `What ${who} could play instead`,
    explanation.legalMoves.length === 0 ? el('p', {}, `${who} has no legal move.`) : moveList('', explanation.legalMoves),
  );
  const start = section(
    'Start',
    el('p', {}, `${redOrWhite(explanation.firstMover)} moves first. Position (PDN FEN): `, move(explanation.start, 'fen')),
  );
  return panel('checkers', verdict(said), rule, record, legal, start);
}
