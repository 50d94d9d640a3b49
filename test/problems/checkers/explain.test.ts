import { describe, expect, it } from 'vitest';
import { parsePdnFen } from '../../../src/games/checkers/fen.js';
import { formatInputs } from '../../../src/framework/input-format.js';
import { type CheckersExplanation, checkers } from '../../../src/problems/checkers/index.js';
import { random } from '../../../src/index.js';

/** A contest input of one record: `moves` from the position a FEN describes. */
function recordFrom(fen: string, moves: readonly string[]): string {
  const parsed = parsePdnFen(fen);
  if (!parsed.ok) throw new Error(`bad test FEN ${fen}`);
  return formatInputs(checkers, [
    { position: parsed.value, moves: moves.map((text) => ({ text, line: 0, column: 1 })) },
  ]);
}

/** The explanation of the only record in `text`, and its description for people. */
function explained(text: string): { explanation: CheckersExplanation; described: string; contest: string } {
  const parsed = checkers.parse(text);
  expect(parsed.errors).toEqual([]);
  const input = parsed.cases[0].result;
  if (!input.ok) throw new Error(input.error[0].message);
  const verdict = checkers.judge(input.value);
  if (!verdict.ok) throw new Error(verdict.error);
  const explanation = checkers.explain(input.value, verdict.value);
  return {
    explanation,
    described: checkers.describe(input.value, verdict.value, explanation),
    contest: checkers.format(verdict.value),
  };
}

describe('each illegal-move reason, with its evidence', () => {
  it.each([
    ['empty-origin', 'B:W32:B14', ['13-17'], 1, 'square 13 is empty'],
    ['wrong-side', 'B:W22:B14', ['14-17', '17-21'], 2, "square 17 holds a Red piece; it is White's turn"],
    ['backwards', 'B:W32:B14', ['14-9'], 1, 'a man cannot move backwards (14 to 9)'],
    ['occupied', 'B:W32:B14,18', ['14-18'], 1, 'square 18 holds a Red man'],
    ['capture-available', 'B:W18,32:B1,14', ['1-6'], 1, 'a capture is available: 14x23'],
    ['not-diagonal', 'B:W32:B14', ['14-19'], 1, '19 is neither a diagonal step nor a jump away from 14'],
    ['step-then-more', 'B:W32:B14', ['14-18-22'], 1, 'the step ends on 18; it cannot go on to 22'],
    ['step-after-jump', 'B:W18:B14', ['14-23-27'], 1, '23-27 is a step, but the piece has already jumped'],
    ['nothing-to-jump', 'B:W32:B14', ['14-23'], 1, 'square 18 is empty; there is nothing to jump'],
    ['jump-own-piece', 'B:W32:B14,18', ['14-23'], 1, 'square 18 holds a Red man, your own piece'],
    ['already-jumped', 'B:W6,7,14,15:BK2', ['2-11-18-9-2-11'], 1, 'piece on 7 was already jumped in this move'],
    ['must-continue', 'W:W22,32:B10,19,26', ['22-17', '6-15'], 2, 'square 6 is empty'],
    ['must-continue', 'B:W10,19:B6', ['6-15'], 1, 'the jump must continue: 15x24 is available from 15'],
    ['crowned', 'B:W26,27:B22', ['22-31-24'], 1, 'the man was crowned on 31; the move ends there'],
    [
      'malformed',
      'B:W32:B14',
      ['14-18', '32-28', '18--22'],
      3,
      'expected a square number (1-32) after "-" in the move "18--22", found "-"',
    ],
  ])('%s: %s %j is answered at move %i: %s', (_reason, fen, moves, number, evidence) => {
    const { explanation, described, contest } = explained(recordFrom(fen, moves));
    expect(contest).toBe(`Move ${number} is invalid`);
    expect(explanation.illegalMove).toBe(number);
    expect(explanation.evidence).toBe(evidence);
    expect(explanation.rule).toEqual(expect.any(String));
    expect(explanation.move).toBe(moves[number - 1]);
    expect(explanation.moveLine).toBe(4 + number);
    expect(described).toContain(evidence);
  });

  it('names the reason code, the position before the move and what could have been played', () => {
    const { explanation } = explained(checkers.sample.input.split('\n').slice(7).join('\n'));
    expect(explanation).toMatchObject({
      valid: false,
      illegalMove: 5,
      move: '6-10',
      moveLine: 9,
      moveColumn: 1,
      reason: 'capture-available',
      rule: 'capturing is compulsory: when any jump is available, a simple move is illegal',
      evidence: 'a capture is available: 14x23',
      played: ['19x26', '18x11', '10-14', '22-18'],
      position: 'B:W11,18:B6,14,26',
      legalMoves: ['14x23'],
    });
  });

  it("gives the illegal move's squares and the side that tried it", () => {
    const { explanation } = explained(checkers.sample.input.split('\n').slice(7).join('\n'));
    expect(explanation).toMatchObject({ illegalSquares: [6, 10], toMove: 'black' });
    expect(explained(recordFrom('B:W6,7,14,15:BK2', ['2-11-18-9-2-11'])).explanation.illegalSquares).toEqual([
      2, 11, 18, 9, 2, 11,
    ]);
    // Text that is no move: the numbers in it that are squares.
    expect(explained(recordFrom('B:W32:B14', ['14-18', '32-28', '18--22'])).explanation.illegalSquares).toEqual([
      18, 22,
    ]);
    expect(explained(recordFrom('B:W32:B14', ['33-28'])).explanation.illegalSquares).toEqual([28]);
  });

  it('points the column at the hop that goes wrong', () => {
    // The hop at fault is 31-24: the man was crowned on 31.
    const { explanation } = explained(recordFrom('B:W26,27:B22', ['22-31-24']));
    expect(explanation.moveColumn).toBe(4);
    expect(explained(recordFrom('B:W32:B14', ['  14-18x22'])).explanation.moveColumn).toBe(6);
    expect(explained(recordFrom('B:W32:B14', ['14--18'])).explanation.moveColumn).toBe(4);
  });
});

describe('the legal moves shown', () => {
  it('are in square order, by origin then route, in the explanation, its JSON and its text', () => {
    // Generated per direction, the steps would come 9-13 10-14 11-15 12-16 9-14 ...
    const { explanation, described } = explained(recordFrom('B:W21-32:B1-12', ['9-13', '22-18']));
    const order = ['5-9', '6-9', '10-14', '10-15', '11-15', '11-16', '12-16', '13-17'];
    expect(explanation.legalMoves).toEqual(order);
    expect(described).toContain(`Legal moves for Red: ${order.join(' ')}`);
  });
});

describe('valid records', () => {
  it('give the final position, the moves played and the legal moves there', () => {
    const { explanation, described } = explained(checkers.sample.input);
    expect(explanation).toMatchObject({
      valid: true,
      illegalMove: null,
      reason: null,
      start: 'W:W9,18,19:B6,7,8,K16',
      firstMover: 'white',
      moveCount: 3,
      played: ['9x2', '16x23x14', '2x11x4'],
      position: 'B:WK4:BK14',
      legalMoves: ['14-9', '14-10', '14-17', '14-18'],
    });
    expect(explanation.board).toEqual(
      ['       W', '        ', '        ', '  R     ', '        ', '        ', '        ', '        '].map(
        (row, index) =>
          row
            .split('')
            .map((char, column) => ((index + column) % 2 === 0 ? ' ' : char === ' ' ? '.' : char))
            .join(''),
      ),
    );
    expect(described).toContain('All 3 moves are legal. Final position: B:WK4:BK14');
  });

  it('take a route written whole as that route: 19-28 is the single jump, though a king circle joins 19 and 28', () => {
    // The position where PDN's 19x28 is ambiguous (pdn-verdicts.test.ts): the contest writes every square.
    const fen = 'B:W5,8,14,15,16,30,K1,K2,K7,K24,K26:B21,25,K9,K17,K19,K22,K23';
    expect(explained(recordFrom(fen, ['19-28'])).explanation).toMatchObject({ valid: true, played: ['19x28'] });
    expect(explained(recordFrom(fen, ['19-10-3-12-19-28'])).explanation).toMatchObject({
      valid: true,
      played: ['19x10x3x12x19x28'],
      position: 'W:W5,14,30,K1,K2,K26:B21,25,K9,K17,K22,K23,K28',
    });
  });

  it('carry each move with its squares and the position after it, so a view replays them without the rules', () => {
    const { explanation } = explained(checkers.sample.input);
    expect(explanation.plies).toEqual([
      {
        move: '9x2',
        side: 'white',
        path: [9, 2],
        captured: [6],
        crowned: true,
        position: 'B:W18,19,K2:B7,8,K16',
        board: expect.any(Array) as unknown,
      },
      {
        move: '16x23x14',
        side: 'black',
        path: [16, 23, 14],
        captured: [19, 18],
        crowned: false,
        position: 'W:WK2:B7,8,K14',
        board: expect.any(Array) as unknown,
      },
      {
        move: '2x11x4',
        side: 'white',
        path: [2, 11, 4],
        captured: [7, 8],
        crowned: false,
        position: 'B:WK4:BK14',
        board: explanation.board,
      },
    ]);
    expect(explanation.toMove).toBe('black');
    expect(explanation.illegalSquares).toEqual([]);
    // The rows put each piece on its square: row 1 holds squares 1-4 on its dark squares.
    const rowsWith = (squares: Record<number, string>): string[] =>
      Array.from({ length: 8 }, (_, row) =>
        Array.from({ length: 8 }, (_, column) =>
          (row + column) % 2 === 0 ? ' ' : (squares[row * 4 + (column >> 1) + 1] ?? '.'),
        ).join(''),
      );
    expect(explanation.startBoard).toEqual(rowsWith({ 6: 'r', 7: 'r', 8: 'r', 9: 'w', 16: 'R', 18: 'w', 19: 'w' }));
    expect(explanation.plies[0].board).toEqual(rowsWith({ 2: 'W', 7: 'r', 8: 'r', 16: 'R', 18: 'w', 19: 'w' }));
  });

  it('draw the board beside the square numbers', () => {
    const { described } = explained(checkers.sample.input);
    expect(described).toContain('     .     r     r     r           5     6     7     8'.replace(/^ {3}/, ''));
    expect(described.split('\n').filter((line) => /^\s+\S.*\b29\s+30\s+31\s+32$/.test(line))).toHaveLength(2);
  });
});

describe('long records', () => {
  /** Two kings shuffling, `count` moves, then (when `bad`) a move from an empty square. */
  const shuffle = (count: number, bad: boolean): string[] => [
    ...Array.from(
      { length: count },
      (_, k) =>
        [
          ['1-5', '32-28'],
          ['5-1', '28-32'],
        ][(k >> 1) % 2][k % 2],
    ),
    ...(bad ? ['9-13'] : []),
  ];

  it.each([false, true])(
    'keep the last 1,000 moves played, numbered as in the record, and the count of the others (illegal last: %s)',
    (bad) => {
      const moves = shuffle(3001, bad);
      const { explanation, described, contest } = explained(recordFrom('B:WK32:BK1', moves));
      expect(contest).toBe(bad ? 'Move 3002 is invalid' : 'All moves valid');
      expect(explanation.moveCount).toBe(moves.length);
      expect(explanation.playedOmitted).toBe(2001);
      expect(explanation.played).toEqual(moves.slice(2001, 3001));
      // The plies start where the omitted moves left the board, and end where the record stands.
      expect(explanation.plies[0]).toMatchObject({ move: moves[2001], side: 'white', position: 'B:WK28:BK5' });
      expect(explanation.plies.at(-1)?.position).toBe(explanation.position);
      expect(described).toContain(`Played: (2,001 earlier moves not listed) ... ${moves.slice(2001, 2004).join(' ')} `);
      expect(JSON.stringify(explanation).length).toBeLessThan(400_000);
    },
  );
});

describe('what the rules required instead of an illegal move (dueCaptures, which the page draws)', () => {
  it('gives every capture open when one was due, and the captures that go on from a jump stopped short', () => {
    expect(explained(recordFrom('B:W18,32:B1,14', ['1-6'])).explanation.dueCaptures).toEqual([
      { move: '14x23', path: [14, 23], captured: [18] },
    ]);
    expect(explained(recordFrom('B:W10,19:B6', ['6-15'])).explanation.dueCaptures).toEqual([
      { move: '6x15x24', path: [6, 15, 24], captured: [10, 19] },
    ]);
    // Two pieces that can capture: both captures, in square order.
    expect(
      explained(recordFrom('B:W18,19:B14,15,1', ['1-6'])).explanation.dueCaptures.map((capture) => capture.move),
    ).toEqual(['14x23', '15x22', '15x24']);
    expect(explained(recordFrom('B:W32:B14', ['14-9'])).explanation.dueCaptures).toEqual([]);
    expect(explained(checkers.sample.input).explanation.dueCaptures).toEqual([]);
  });

  it('agrees with the evidence and the legal moves on generated records of every reason (seeded)', () => {
    const seen = { 'capture-available': 0, 'must-continue': 0, other: 0 };
    for (const input of checkers.generate(random.seededRandom(38), 'edge', 600)) {
      const verdict = checkers.judge(input);
      if (!verdict.ok) throw new Error(verdict.error);
      const explanation = checkers.explain(input, verdict.value);
      const { reason, dueCaptures } = explanation;
      const routes = dueCaptures.map((capture) => capture.move);
      // Each is a legal move of the position the illegal move was tried in, and takes a piece.
      for (const capture of dueCaptures) {
        expect(explanation.legalMoves).toContain(capture.move);
        expect(capture.captured.length).toBe(capture.path.length - 1);
      }
      if (reason === 'capture-available') {
        // Every legal move, each a capture; their first hops are those the evidence names.
        expect(routes).toEqual(explanation.legalMoves);
        const hops = [...new Set(dueCaptures.map((capture) => `${capture.path[0]}x${capture.path[1]}`))];
        expect(explanation.evidence).toBe(`a capture is available: ${hops.join(', ')}`);
        seen[reason]++;
      } else if (reason === 'must-continue') {
        expect(dueCaptures.length).toBeGreaterThan(0);
        for (const capture of dueCaptures)
          expect(capture.path.slice(0, explanation.illegalSquares.length)).toEqual(explanation.illegalSquares);
        seen[reason]++;
      } else {
        expect(dueCaptures).toEqual([]);
        seen.other++;
      }
    }
    expect(seen['capture-available']).toBeGreaterThan(8);
    expect(seen['must-continue']).toBeGreaterThan(15);
    expect(seen.other).toBeGreaterThan(100);
  });
});

describe('checkers.moveTargets: a square refused because a capture is due', () => {
  it('carries the captures the rules require, for a view to draw', () => {
    const position = parsePdnFen('B:W18,19:B1,14,15');
    if (!position.ok) throw new Error('bad FEN');
    const { pieces } = checkers.moveTargets(position.value);
    const six = pieces['1'].targets.find((target) => target.to === 6)!;
    expect(six.reason).toBe('a capture is available: 14x23, 15x22, 15x24');
    expect(six.dueCaptures.map((capture) => capture.move)).toEqual(['14x23', '15x22', '15x24']);
    // A square refused for another reason, and a legal one, carry none.
    const nine = pieces['1'].targets.find((target) => target.to === 9)!;
    expect(nine.reason).not.toBeNull();
    expect(nine.dueCaptures).toEqual([]);
    expect(pieces['14'].targets.find((target) => target.to === 23)!.dueCaptures).toEqual([]);
  });
});
