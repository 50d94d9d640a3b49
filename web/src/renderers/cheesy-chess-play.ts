import { type CheesyExplanation, type PursuitReply, type PursuitSpot, sideWord } from '../../../src/index.js';
import { askRules } from '../oracle.js';
import { parseCell } from '../board/svg.js';
import { type VersusState, versus } from '../board/versus.js';
import { CHEESY_COLOURS, cheesyGameText, drawCheesyBoard } from './cheesy-chess-board.js';
import { pawnAttack } from './refusal-marks.js';
import { plural } from './explanation-parts.js';

/**
 * Cheesy Chess against Arbiter: the player takes the king or the pawn, and Arbiter answers from
 * the retrograde solution (rules.pursuit.pursuitPlay): its fastest win, or its longest resistance.
 */

const movesWord = (count: number): string => plural(count, 'move');

/** How the game ended, in words. */
function endingText(ending: NonNullable<PursuitReply['ending']>): string {
  switch (ending.kind) {
    case 'capture':
      return `the king has taken the pawn on ${ending.square}`;
    case 'king-trapped':
      return `the king on ${ending.square} has no open square to step onto`;
    case 'pawn-blocked':
      return `the pawn on ${ending.square} cannot step down: ${ending.below ?? 'the square below'} is blocked`;
    case 'pawn-home':
      return `the pawn is home on ${ending.square}, where the king cannot take it`;
  }
}

function stateOf(spot: PursuitSpot, reply: PursuitReply): VersusState<PursuitSpot> {
  // A move is the king's step and the pawn's reply, as the explanation counts them.
  const value = reply.ending
    ? `${sideWord(reply.winner)} has won`
    : `${sideWord(reply.winner)} wins in ${movesWord(Math.ceil(reply.plies / 2))}`;
  const highlights = reply.floating.flatMap((name) => {
    const cell = parseCell(name);
    return cell
      ? [
          {
            cell,
            kind: 'ring' as const,
            colour: CHEESY_COLOURS.floating,
            label: '*',
            title: 'floating dangerous: diagonally below the pawn',
          },
        ]
      : [];
  });
  return {
    toMove: spot.toMove,
    value,
    ...(reply.ending ? { over: { winner: reply.winner, why: endingText(reply.ending) } } : {}),
    moves: reply.moves,
    highlights,
  };
}

export function cheesyPlay(explanation: CheesyExplanation): HTMLElement {
  return versus<PursuitSpot>({
    name: 'cheesy-play',
    sideName: (side) => (side === 'white' ? 'the king (White)' : 'the pawn (Black)'),
    start: { king: explanation.king, pawn: explanation.pawn, toMove: 'white' },
    ask: async (spot) => {
      const reply = await askRules('cheesy-chess', { kind: 'pursuit-play', rows: explanation.board, ...spot });
      if (reply.kind === 'refused') return reply.reason;
      return reply.kind === 'pursuit-play' ? stateOf(spot, reply) : `the rules worker replied ${reply.kind}`;
    },
    draw: (spot, marks, view) => drawCheesyBoard(explanation.board, spot.king, spot.pawn, marks, view),
    // As the card's legend gives them: the king's path, the pawn's reply.
    moveColour: (side) => (side === 'white' ? CHEESY_COLOURS.kingPath : CHEESY_COLOURS.pawnMove),
    gameText: (start, moves) => cheesyGameText(explanation.board, start.king, start.pawn ?? '', moves),
    // A king step onto a closed square gets what closes it, and the pawn's attack drawn.
    refusal: async (spot, _from, to) => {
      if (spot.toMove !== 'white') return undefined;
      const reply = await askRules('cheesy-chess', { kind: 'pursuit-play', rows: explanation.board, ...spot });
      const closed = reply.kind === 'pursuit-play' ? reply.closed.find((entry) => entry.square === to) : undefined;
      if (!closed) return undefined;
      if (closed.field !== 'floating' || spot.pawn === null)
        return { reason: `${to} is ${closed.field === 'forbidden' ? 'forbidden (F)' : 'dangerous (D)'}` };
      return {
        reason: `${to} is dangerous: the pawn on ${spot.pawn} attacks it (diagonally below)`,
        ...pawnAttack(spot.pawn, to),
      };
    },
  });
}
