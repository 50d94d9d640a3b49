import * as english from 'rapid-draughts/english';
import { describe, expect, it } from 'vitest';
import { parsePdnFen, toPdnFen } from '../../../src/games/checkers/fen.js';
import { type Move, legalMoves } from '../../../src/games/checkers/moves.js';
import type { Position } from '../../../src/games/checkers/position.js';
import { playoutPositions } from './playouts.js';
import { EnglishDraughts } from './rapid.js';
import { PUBLISHED } from './perft-published.js';

/**
 * Differential test: Arbiter's legal moves against rapid-draughts' on positions from random games.
 * Moves are compared as sets of (origin, destination, captured squares).
 *
 * rapid-draughts' "dark" side starts on its positions 0–11 and moves first: our Red, on squares
 * 1–12; its 1-D position p is our square p + 1. Its bitboards use another bit order, found below
 * by placing one piece at a time. It keeps a king's starting square occupied during a jump, so it
 * misses circular captures (a route through or back onto the starting square), and it then offers
 * the route cut short where ours goes on through that square. That is the one pattern set aside.
 */

const POSITIONS = 6000;

/** BIT_OF_SQUARE[s]: rapid-draughts' bitboard bit for our square s (1–32). */
const BIT_OF_SQUARE: number[] = (() => {
  const table: number[] = [];
  for (let bit = 0; bit < 32; bit++) {
    const game = EnglishDraughts.setup({ board: { light: 0, dark: (1 << bit) >>> 0, king: 0 } });
    const square = game.board.find((cell) => cell.dark && cell.piece !== undefined);
    if (!square?.dark) throw new Error(`no square shows a piece on bit ${bit}`);
    table[square.position + 1] = (1 << bit) >>> 0;
  }
  return table;
})();

function toRapid(set: number): number {
  let bits = 0;
  for (let square = 1; square <= 32; square++) if (set & (1 << (square - 1))) bits |= BIT_OF_SQUARE[square];
  return bits >>> 0;
}

const key = (from: number, to: number, captured: readonly number[]): string =>
  `${from}-${to}:${[...captured].sort((a, b) => a - b).join(',')}`;

function rapidMoves(position: Position): Set<string> {
  const game = EnglishDraughts.setup({
    player: position.turn === 'black' ? 'dark' : 'light',
    board: { dark: toRapid(position.black), light: toRapid(position.white), king: toRapid(position.kings) },
  });
  return new Set(
    game.moves.map((move) =>
      key(
        move.origin + 1,
        move.destination + 1,
        move.captures.map((p) => p + 1),
      ),
    ),
  );
}

/** A route that visits its own starting square after leaving it. */
const isCircular = (move: Move): boolean => move.path.slice(1).includes(move.from);

/** The moves rapid-draughts offers instead: our circular routes cut short just before they re-enter their start. */
function cutShort(move: Move): string[] {
  const cuts: string[] = [];
  for (let hop = 1; hop < move.path.length; hop++) {
    if (move.path[hop] === move.from) cuts.push(key(move.from, move.path[hop - 1], move.captured.slice(0, hop - 1)));
  }
  return cuts;
}

interface Comparison {
  readonly missing: string[];
  readonly extra: string[];
  readonly circular: boolean;
}

function compare(position: Position): Comparison {
  const ours = legalMoves(position);
  const theirs = rapidMoves(position);
  const oursKeys = new Set(ours.map((move) => key(move.from, move.to, move.captured)));
  const circular = ours.filter(isCircular);
  const excused = new Set(circular.flatMap(cutShort));
  const circularKeys = new Set(circular.map((move) => key(move.from, move.to, move.captured)));
  const missing = [...oursKeys].filter((move) => !theirs.has(move) && !circularKeys.has(move));
  const extra = [...theirs].filter((move) => !oursKeys.has(move) && !excused.has(move));
  return { missing, extra, circular: circular.length > 0 };
}

describe('legal moves against rapid-draughts', () => {
  it('finds the orientation: both see the same 7 opening moves', () => {
    const start = parsePdnFen('B:W21-32:B1-12');
    if (!start.ok) throw new Error(start.error.message);
    expect(rapidMoves(start.value)).toEqual(
      new Set(['9-13:', '9-14:', '10-14:', '10-15:', '11-15:', '11-16:', '12-16:']),
    );
  });

  it(`agrees on ${POSITIONS} positions from random games, setting aside only circular king captures`, () => {
    const positions = playoutPositions(0xc0ffee, POSITIONS);
    const disagreements: string[] = [];
    let withKings = 0;
    let withCaptures = 0;
    let circular = 0;
    for (const position of positions) {
      const { missing, extra, circular: hasCircular } = compare(position);
      if (missing.length > 0 || extra.length > 0)
        disagreements.push(`${toPdnFen(position)}: missing ${missing.join(' ')}; extra ${extra.join(' ')}`);
      if (position.kings !== 0) withKings++;
      if (legalMoves(position)[0]?.captured.length) withCaptures++;
      if (hasCircular) circular++;
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(positions.length).toBeGreaterThanOrEqual(POSITIONS);
    // The sample must reach the interesting cases, or agreement proves little.
    expect(withKings).toBeGreaterThan(POSITIONS / 5);
    expect(withCaptures).toBeGreaterThan(POSITIONS / 10);
    expect(circular).toBeLessThan(POSITIONS / 100);
  });

  it('differs exactly as expected on the circular capture B:W6,7,14,15:BK2', () => {
    const position = parsePdnFen('B:W6,7,14,15:BK2');
    if (!position.ok) throw new Error(position.error.message);
    // rapid-draughts stops on 9 or 11, one jump short, since it still sees its king on 2.
    expect(rapidMoves(position.value)).toEqual(new Set(['2-9:7,14,15', '2-11:6,14,15']));
    expect(compare(position.value)).toEqual({ missing: [], extra: [], circular: true });
  });
});

/** rapid-draughts' own perft, an independent engine: its move list, and its strategy's move function. */
interface RapidEngine {
  readonly moves: readonly unknown[];
  readonly strategy: { move(engine: RapidEngine, move: unknown): unknown };
}
function rapidPerft(engine: RapidEngine, depth: number): number {
  if (depth === 1) return engine.moves.length;
  const Engine = engine.constructor as new (data: unknown, strategy: RapidEngine['strategy']) => RapidEngine;
  let nodes = 0;
  for (const move of engine.moves)
    nodes += rapidPerft(new Engine(engine.strategy.move(engine, move), engine.strategy), depth - 1);
  return nodes;
}

describe('perft against rapid-draughts', () => {
  it('an independent engine, rapid-draughts, gives the published figures through depth 8', () => {
    const factory = (english as unknown as { EnglishDraughtsEngineFactory: { setup(): RapidEngine } })
      .EnglishDraughtsEngineFactory;
    for (let depth = 1; depth <= 8; depth++)
      expect(rapidPerft(factory.setup(), depth), `depth ${depth}`).toBe(PUBLISHED[depth - 1]);
  }, 60_000);
});
