/**
 * The perft kernel: leaf counting at full speed, apart from the careful move generator of
 * moves.ts (which lists routes for the referee and the explanations). It counts each jump route
 * as a move, as moves.ts does, and a property test holds the two together.
 *
 * Why it is fast: one generator per side, every shift a constant: scripts/perft-sides.mjs prints
 * the node functions for each side (perft-sides.generated.ts) from the rule (rule.ts), whose jump
 * walk and conditions it runs on the text of expressions; steps are found for the whole board
 * with three shifts and played straight from the shifted sets; the last ply is counted with
 * population counts; squares are single-bit sets, never indices; and no object is made per node
 * (a count's state, one Count, is passed to every node function). An optional transposition table
 * (PerftTable) remembers subtree counts.
 */
import { Count, PerftTable } from './perft-count.js';
import { blackNode, whiteNode } from './perft-sides.generated.js';
import type { SquareSet } from './squares.js';

export { PerftTable };

/**
 * Small positions that take every branch of the kernel (men and kings of both sides stepping,
 * jumping, crowned by a step and by a jump), counted once before the first real count: the
 * optimising compiler then sees every call site used, instead of compiling, meeting a king's
 * first jump, throwing the code away and compiling again (each compilation costs about 0.1 s).
 */
const WARM_UP: readonly (readonly [number, number, number, boolean])[] = [
  [0x00408060, 0x24040602, 0x20408002, true], // B:W10,11,19,27,K2,K30:B6,7,K16,K23
  [0x00408060, 0x24040602, 0x20408002, false],
  [0x01060804, 0x00602100, 0x00002904, true], // B:W22,23,K9,K14:B18,19,25,K3,K12
  [0x01060804, 0x00602100, 0x00002904, false],
  [0x84001000 | 0, 0x00040021, 0x80041001 | 0, true], // B:W6,K1,K19:B27,K13,K32
  [0x84001000 | 0, 0x00040021, 0x80041001 | 0, false],
  [0x00000fff, 0xfff00000 | 0, 0, true], // the initial position
];
/** Counts at least this deep warm up first (a millisecond or two, against a count of a second or more). */
const WARM_DEPTH = 9;

function warmUp(): void {
  const table = new PerftTable(4);
  const nothing = (): void => {};
  for (const [black, white, kings, blackToMove] of WARM_UP) {
    countLeaves(black, white, kings, blackToMove, 4);
    countLeaves(black, white, kings, blackToMove, 4, table, nothing, 7);
  }
}

/**
 * The number of leaves `depth` plies below the position (depth >= 1). `checkpoint` is called
 * every `checkpointEvery` positions two or more plies from the leaves; it may throw to stop.
 */
export function countLeaves(
  black: SquareSet,
  white: SquareSet,
  kings: SquareSet,
  blackToMove: boolean,
  depth: number,
  table?: PerftTable,
  checkpoint?: () => void,
  checkpointEvery = 1 << 14,
): number {
  if (depth >= WARM_DEPTH) warmUp();
  const count = new Count(table, checkpointEvery, checkpoint);
  try {
    return blackToMove
      ? blackNode(count, black | 0, white | 0, kings | 0, depth)
      : whiteNode(count, black | 0, white | 0, kings | 0, depth);
  } finally {
    if (table) {
      table.hits += count.hits;
      table.probes += count.probes;
    }
  }
}
