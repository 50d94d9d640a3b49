import { type CheesyExplanation, type CheesyMove, sideWord } from '../../../src/index.js';
import { inlineMoves, moveLine, notes, panel, plural, reasons, section, verdict } from './parts.js';

/**
 * Cheesy Chess: who wins and how the game ends, the best play as a numbered score (the king's
 * steps as K moves, the pawn's replies by their square, `1. Kd4 c5 2. Kxc5`), and every first
 * step of the king with its outcome.
 */

/** The plies of the best play: each king step, then the pawn's reply when there is one. */
function plies(path: readonly CheesyMove[]): string[] {
  return path.flatMap((step) => [`K${step.capturesPawn ? 'x' : ''}${step.king}`, ...(step.pawn === null ? [] : [step.pawn])]);
}

export function explainCheesyChess(explanation: CheesyExplanation): HTMLElement {
  const { path, ending, moves, winner } = explanation;
  const said =
    winner === 'white'
      ? `White wins in ${plural(moves, 'move')}: ${ending.text}.`
      : path.length === 0
        ? `Black wins at once: ${ending.text}.`
        : `Black wins whatever the king does; the king lasts longest with ${plural(moves, 'move')}, and then ${ending.text}.`;
  const start = `The king starts on ${explanation.king}, the pawn on ${explanation.pawn}; the king moves first.`;
  const play =
    path.length === 0 ? undefined : section(winner === 'white' ? 'Best play' : 'The king’s longest resistance', moveLine(plies(path)));
  const dangers = path
    .filter((step) => step.kingOnDanger)
    .map((step) => `after the pawn’s reply in move ${step.move}, the king’s square ${step.king} is dangerous: it must step off`);
  // First steps that end the same way are listed together, as the text explanation does.
  const byEnding = new Map<string, { winner: string; squares: string[] }>();
  for (const first of explanation.firstMoves) {
    const entry = byEnding.get(first.ending.text) ?? { winner: sideWord(first.winner), squares: [] };
    entry.squares.push(`K${first.king}`);
    byEnding.set(first.ending.text, entry);
  }
  const firstSteps =
    explanation.firstMoves.length === 0
      ? undefined
      : section(
          winner === 'black' ? 'Every first step of the king fails' : 'The king’s first steps',
          reasons(
            [...byEnding].map(([text, entry]) => [...inlineMoves(entry.squares), `: ${entry.winner} wins (${text})`]),
            'explain-reasons first-steps',
          ),
        );
  return panel('cheesy-chess', verdict(said), section('Start', start), play, ...notes(dangers, 'Note'), firstSteps);
}
