import type { SimplifiedChessExplanation } from '../../../src/index.js';
import { el } from '../dom.js';
import { moveLine, notes, panel, plural, reasons, section, verdict } from './parts.js';

/** Simplified Chess: whether White forces the queen's capture, the main line in numbered SAN, and White's answer to every Black reply or the refutation of every White first move. */

export function explainSimplifiedChess(explanation: SimplifiedChessExplanation): HTMLElement {
  const m = explanation.moves;
  const { strategy } = explanation;
  const parts: (HTMLElement | undefined)[] = [];
  if (explanation.whiteWins) {
    const within = explanation.shortestWin === 1 ? 'with its first move' : `within ${plural(explanation.shortestWin ?? m, 'move')}`;
    parts.push(verdict(`Yes: White forces the capture of Black’s queen ${within} (m = ${m}).`));
    if (explanation.mainLine.length > 0) parts.push(section('Main line (Black resisting longest)', moveLine(explanation.mainLine)));
    if (strategy && strategy.replies.length > 0)
      parts.push(
        section(
          `White’s answer to each of Black’s ${plural(strategy.replies.length, 'reply', 'replies')} to 1. ${strategy.move.san}`,
          reasons(
            strategy.replies.map(({ reply, answer }) => [
              moveLine(answer ? [strategy.move.san, reply.san, answer.move.san] : [strategy.move.san, reply.san]),
              answer?.movesToWin === 1
                ? ' takes the queen'
                : answer
                  ? ` (the queen falls within ${plural(answer.movesToWin, 'more move')})`
                  : '',
            ]),
            'explain-reasons strategy',
          ),
        ),
      );
  } else {
    parts.push(verdict(`No: White cannot force the capture of Black’s queen within ${plural(m, 'move')}.`));
    parts.push(
      section(
        explanation.refutations.length > 0 ? 'Every first move of White fails' : 'White has no first move',
        reasons(
          explanation.refutations.map((refutation) => [
            moveLine(refutation.reply ? [refutation.move.san, refutation.reply.san] : [refutation.move.san]),
            `: ${refutation.why}`,
          ]),
          'explain-reasons refutations',
        ),
      ),
    );
  }
  parts.push(...notes(explanation.notes, 'Note'));
  parts.push(
    el(
      'p',
      { class: 'explain-small' },
      `${explanation.nodes.toLocaleString('en-US')} position${explanation.nodes === 1 ? '' : 's'} searched.`,
    ),
  );
  return panel('simplified-chess', ...parts);
}
