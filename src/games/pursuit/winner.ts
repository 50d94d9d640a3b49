import type { BoardShape, Square } from '../../core/geometry.js';
import { FORBIDDEN, OPEN, type PursuitBoard } from './board.js';
import { shapeTable } from './rules.js';

/**
 * Who wins the pursuit game, White moving first: the answer of the generic solver on
 * `PursuitGame` (a property test checks it), at a fraction of the cost, for judging many games in
 * a row. The pawn's move is forced, so a king step and the pawn's reply make one step of a
 * depth-first search over White's turns, and the pawn never leaves its column: a White turn is
 * (king, pawn's row). Answers go in a table kept from game to game; a generation number tells
 * this game's entries from older ones, so nothing is cleared and nothing is allocated.
 */

/** Per White turn (pawn's row * squares + king): the generation that wrote it, and whether White wins. */
let written = new Uint32Array(0);
let whiteWinsAt = new Uint8Array(0);
let generation = 0;

// The game being solved, in module variables rather than a closure: a closure per game is garbage.
let fields: Uint8Array = new Uint8Array(0);
let start: Int32Array = new Int32Array(0);
let steps: Int16Array = new Int16Array(0);
let width = 0;
let squares = 0;
/** The pawn's floating dangerous fields as offsets from its square, 0 where there is none. */
let leftDanger = 0;
let rightDanger = 0;

export function pursuitWhiteWins(board: PursuitBoard, king: Square, pawn: Square): boolean {
  return pursuitWhiteWinsOnFields(board.fields, board.shape, king, pawn);
}

/** The shape whose table is in `start` and `steps`: boards in a row mostly share one, which then costs no lookup. */
let tableWidth = 0;
let tableHeight = 0;

/**
 * The same, on the fields alone: one FieldCode per square of `shape`, bottom row first, as in a
 * PursuitBoard (squares past the board's are never read). For callers that fill one reused array
 * per game instead of making a board.
 */
export function pursuitWhiteWinsOnFields(boardFields: Uint8Array, shape: BoardShape, king: Square, pawn: Square): boolean {
  width = shape.width;
  squares = width * shape.height;
  if (written.length < squares * shape.height) {
    written = new Uint32Array(squares * shape.height);
    whiteWinsAt = new Uint8Array(squares * shape.height);
    generation = 0;
  }
  if (++generation === 0xffffffff) {
    written.fill(0);
    generation = 1;
  }
  if (width !== tableWidth || shape.height !== tableHeight) {
    const table = shapeTable(shape);
    start = table.start;
    steps = table.to;
    tableWidth = width;
    tableHeight = shape.height;
  }
  fields = boardFields;
  const pawnFile = pawn % width;
  leftDanger = pawnFile > 0 ? -width - 1 : 0;
  rightDanger = pawnFile < width - 1 ? -width + 1 : 0;
  return whiteWins(king, pawn);
}

/** White to move, the king on `king` and the pawn on `pawn`. */
function whiteWins(king: Square, pawn: Square): boolean {
  const entry = ((pawn / width) | 0) * squares + king;
  if (written[entry] === generation) return whiteWinsAt[entry] === 1;
  const below = pawn - width;
  let wins = false;
  for (let index = start[king]; index < start[king + 1]; index++) {
    const to = steps[index];
    if (fields[to] !== OPEN) continue;
    if (to === pawn) {
      wins = true;
      break;
    }
    const offset = to - pawn;
    if (offset === leftDanger || offset === rightDanger) continue;
    // The pawn's forced reply: stuck on the bottom row it is home (Black wins); stuck elsewhere, blocked.
    if (below < 0) continue;
    if (fields[below] === FORBIDDEN || below === to || whiteWins(to, below)) {
      wins = true;
      break;
    }
  }
  written[entry] = generation;
  whiteWinsAt[entry] = wins ? 1 : 0;
  return wins;
}
