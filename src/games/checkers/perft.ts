import { MoveGenerator, applyTriple, countSteps, jumpersOf } from './moves.js';
import { type PerftTable, countLeaves } from './perft-kernel.js';
import { type Position, promotionRow } from './position.js';
import { ROW_0, ROW_7, type SquareSet } from './squares.js';

export interface PerftOptions {
  /**
   * Count each (origin, destination, captured set) once, instead of each jump route (the
   * published tables count routes; the two differ from depth 12 on).
   */
  readonly distinct?: boolean;
  /** Called before the first root move (0 done) and after each: how many are done, of how many. */
  readonly onRootMove?: (done: number, total: number) => void;
  /**
   * Called every few thousand positions, for progress and time limits; it may throw to stop the
   * count (the exception comes out of perft).
   */
  readonly checkpoint?: () => void;
  /**
   * Remembers subtree counts across the walk (and across calls that share it); the answer is the
   * same with or without it. Not used with `distinct`.
   */
  readonly table?: PerftTable;
}

/** Interior nodes between two checkpoints (a checkpoint may look at the clock, which costs more than a node). */
const CHECKPOINT_EVERY = 1 << 14;

/**
 * The number of move sequences of `depth` plies from `position` (leaf nodes of the game tree),
 * counted by the kernel (perft-kernel.ts); `distinct` counting goes through the move generator.
 */
export function perft(position: Position, depth: number, options: PerftOptions = {}): number {
  if (!Number.isInteger(depth) || depth < 0)
    throw new RangeError(`perft depth must be a whole number >= 0, not ${depth}`);
  if (depth === 0) return 1;
  if (options.distinct === true) return distinctPerft(position, depth, options);
  const { table, checkpoint, onRootMove } = options;
  const { black, white, kings, turn } = position;
  if (!onRootMove || depth === 1)
    return countLeaves(black, white, kings, turn === 'black', depth, table, checkpoint, CHECKPOINT_EVERY);
  // With progress: walk the root by hand so that each root move can be reported.
  const root = new MoveGenerator();
  const count = turn === 'black' ? root.generate(black, white, kings, turn) : root.generate(white, black, kings, turn);
  onRootMove(0, count);
  let nodes = 0;
  for (let i = 0; i < count; i++) {
    const next = applyTriple(position, root.triples[3 * i], root.triples[3 * i + 1], root.triples[3 * i + 2]);
    nodes += countLeaves(
      next.black,
      next.white,
      next.kings,
      next.turn === 'black',
      depth - 1,
      table,
      checkpoint,
      CHECKPOINT_EVERY,
    );
    onRootMove(i + 1, count);
  }
  return nodes;
}

/**
 * Perft with each (origin, destination, captured set) counted once, through the move generator.
 * Positions are passed as plain integers and each ply has its own buffer, so the walk allocates
 * nothing after the first visit of each depth.
 */
function distinctPerft(position: Position, depth: number, options: PerftOptions): number {
  const generators: MoveGenerator[] = [];
  for (let i = 0; i < depth; i++) generators.push(new MoveGenerator());
  const checkpoint = options.checkpoint;
  let untilCheckpoint = CHECKPOINT_EVERY;

  const walk = (black: SquareSet, white: SquareSet, kings: SquareSet, blackToMove: boolean, left: number): number => {
    // One ply from the leaves, steps need only be counted, not listed.
    if (left === 1) {
      const side = blackToMove ? 'black' : 'white';
      const mine = blackToMove ? black : white;
      const theirs = blackToMove ? white : black;
      if (jumpersOf(mine, theirs, kings, side) === 0) return countSteps(mine, theirs, kings, side);
    }
    const generator = generators[left - 1];
    if (blackToMove) generator.generate(black, white, kings, 'black');
    else generator.generate(white, black, kings, 'white');
    const count = generator.dedupe();
    if (left === 1) return count;
    if (--untilCheckpoint === 0) {
      untilCheckpoint = CHECKPOINT_EVERY;
      checkpoint?.();
    }
    const t = generator.triples;
    const promotion = blackToMove ? ROW_7 : ROW_0;
    let nodes = 0;
    for (let i = 0; i < count; i++) {
      const fromBit = 1 << t[3 * i];
      const toBit = 1 << t[3 * i + 1];
      const captured = t[3 * i + 2];
      let nextKings = kings & ~fromBit & ~captured;
      if ((kings & fromBit) !== 0 || (toBit & promotion) !== 0) nextKings |= toBit;
      nodes += blackToMove
        ? walk((black & ~fromBit) | toBit, white & ~captured, nextKings, false, left - 1)
        : walk(black & ~captured, (white & ~fromBit) | toBit, nextKings, true, left - 1);
    }
    return nodes;
  };

  if (!options.onRootMove)
    return walk(position.black, position.white, position.kings, position.turn === 'black', depth);
  // With progress: walk the root by hand so that each root move can be reported.
  const root = new MoveGenerator();
  const { black, white, kings, turn } = position;
  if (turn === 'black') root.generate(black, white, kings, turn);
  else root.generate(white, black, kings, turn);
  const count = root.dedupe();
  if (depth === 1) return count;
  options.onRootMove(0, count);
  let nodes = 0;
  for (let i = 0; i < count; i++) {
    const fromBit = 1 << root.triples[3 * i];
    const toBit = 1 << root.triples[3 * i + 1];
    const captured = root.triples[3 * i + 2];
    let nextKings = kings & ~fromBit & ~captured;
    if ((kings & fromBit) !== 0 || (toBit & promotionRow(turn)) !== 0) nextKings |= toBit;
    nodes +=
      turn === 'black'
        ? walk((black & ~fromBit) | toBit, white & ~captured, nextKings, false, depth - 1)
        : walk(black & ~captured, (white & ~fromBit) | toBit, nextKings, true, depth - 1);
    options.onRootMove(i + 1, count);
  }
  return nodes;
}
