import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/index.js';

/** rules.chess.moveTargets: every square for one piece, a legal move (SAN, FEN after) or the reason it is refused. */

const { chess, geometry } = rules;

function board(fen: string): rules.chess.ChessBoard {
  const read = chess.parseFen(fen);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.board;
}

function targets(fen: string, side: 'white' | 'black', from: string): Map<string, string> {
  const at = board(fen);
  const square = geometry.parseSquareName(at.shape, from)!;
  return new Map(
    chess.moveTargets(at, side, square).map((target) => [target.to, target.move?.san ?? `✗ ${target.reason}`]),
  );
}

describe('rules.chess.moveTargets', () => {
  it('gives the legal moves with SAN, and the same set as legalMoves', () => {
    const fen = '8/8/8/1qK1k3/8/8/2R5/8 w - - 0 1';
    const at = board(fen);
    const legal = chess.legalMoves(at, 'white');
    let checked = 0;
    for (const square of at.squaresOf('white')) {
      for (const target of chess.moveTargets(at, 'white', square)) {
        const isLegal = legal.some(
          (move) => move.from === square && geometry.squareName(at.shape, move.to) === target.to,
        );
        expect(target.move !== null, target.to).toBe(isLegal);
        expect(target.reason === null).toBe(isLegal);
        expect(target.fen === null).toBe(!isLegal);
        checked++;
      }
    }
    expect(checked).toBe(2 * 63);
    const king = targets(fen, 'white', 'c5');
    expect(king.get('b5')).toBe('Kxb5');
    expect([...king.values()].filter((san) => !san.startsWith('✗'))).toEqual(['Kxb5']);
  });

  it('says why a square is refused: movement, own piece, blocked way, attacked square, check left standing, a king', () => {
    const king = targets('8/8/8/1qK1k3/8/8/2R5/8 w - - 0 1', 'white', 'c5');
    expect(king.get('c4')).toBe('✗ c4 is attacked by the black queen on b5');
    expect(king.get('d5')).toBe('✗ d5 is attacked by the black queen on b5 and the black king on e5');
    expect(king.get('c7')).toBe('✗ a king steps one square in any direction');
    const rook = targets('8/8/8/1qK1k3/8/8/2R5/8 w - - 0 1', 'white', 'c2');
    expect(rook.get('c1')).toBe('✗ your king on c5 would still be in check from the black queen on b5');
    expect(rook.get('c8')).toBe('✗ the way is blocked by the white king on c5');
    expect(rook.get('d3')).toBe('✗ a rook moves along ranks and files');
    // Not in check: a pinned piece would expose its king; a piece may not take its own side's.
    const pinned = targets('8/8/8/1q1RK3/8/8/8/4k3 w - - 0 1', 'white', 'd5');
    expect(pinned.get('d6')).toBe('✗ it would expose your king on e5 to the black queen on b5');
    expect(pinned.get('c5')).toBe('Rc5');
    expect(pinned.get('e5')).toBe('✗ your own king stands on e5');
    expect(targets('8/8/8/8/8/8/8/R3k2K w - - 0 1', 'white', 'a1').get('e1')).toBe(
      '✗ the black king on e1 cannot be taken: kings are never captured',
    );
    // The position after a legal move, the other side to move.
    const start = board('8/8/8/1qK1k3/8/8/2R5/8 w - - 0 1');
    const after = chess
      .moveTargets(start, 'white', geometry.parseSquareName(start.shape, 'c5')!)
      .find((target) => target.to === 'b5');
    expect(after?.fen).toBe('8/8/8/1K2k3/8/8/2R5/8 b - - 0 1');
  });

  it('names the squares that show a refusal: the attackers, the piece in the way', () => {
    const at = board('8/8/8/1qK1k3/8/8/2R5/8 w - - 0 1');
    const of = (from: string, to: string): Pick<rules.chess.MoveTarget, 'attackers' | 'blockedBy'> | undefined => {
      const found = chess
        .moveTargets(at, 'white', geometry.parseSquareName(at.shape, from)!)
        .find((target) => target.to === to);
      return found && { attackers: found.attackers, blockedBy: found.blockedBy };
    };
    expect(of('c5', 'd5')).toEqual({ attackers: ['b5', 'e5'], blockedBy: null });
    expect(of('c2', 'c1')).toEqual({ attackers: ['b5'], blockedBy: null });
    expect(of('c2', 'c8')).toEqual({ attackers: [], blockedBy: 'c5' });
    expect(of('c2', 'd3')).toEqual({ attackers: [], blockedBy: null });
    expect(of('c5', 'b5')).toEqual({ attackers: [], blockedBy: null });
    const pinned = board('8/8/8/1q1RK3/8/8/8/4k3 w - - 0 1');
    const d6 = chess
      .moveTargets(pinned, 'white', geometry.parseSquareName(pinned.shape, 'd5')!)
      .find((target) => target.to === 'd6');
    expect(d6?.attackers).toEqual(['b5']);
    // The pin's line is opened by the move; a check the king was in before is not.
    expect(d6?.opened).toEqual(['b5']);
    const stillInCheck = chess
      .moveTargets(at, 'white', geometry.parseSquareName(at.shape, 'c2')!)
      .find((target) => target.to === 'c1');
    expect(stillInCheck && { attackers: stillInCheck.attackers, opened: stillInCheck.opened }).toEqual({
      attackers: ['b5'],
      opened: [],
    });
    // Every refusal that names an attacker says it in words too.
    let named = 0;
    for (const square of at.squaresOf('white'))
      for (const target of chess.moveTargets(at, 'white', square)) {
        for (const attacker of target.attackers) expect(target.reason).toContain(`on ${attacker}`);
        if (target.blockedBy !== null) expect(target.reason).toContain(`on ${target.blockedBy}`);
        named += target.attackers.length;
        for (const attacker of target.opened) expect(target.attackers).toContain(attacker);
      }
    expect(named).toBeGreaterThan(5);
  });

  it('checks its arguments', () => {
    const at = board('8/8/8/1qK1k3/8/8/2R5/8 w - - 0 1');
    expect(() => chess.moveTargets({} as rules.chess.ChessBoard, 'white', 0)).toThrow(
      /rules\.chess\.moveTargets: board must be a ChessBoard/,
    );
    expect(() => chess.moveTargets(at, 'red' as 'white', 0)).toThrow(/moveTargets: side must be/);
    expect(() => chess.moveTargets(at, 'white', 64)).toThrow(RangeError);
    expect(() => chess.moveTargets(at, 'white', 0)).toThrow(
      'rules.chess.moveTargets: from must be a square holding a white piece, not "a1"',
    );
  });
});
