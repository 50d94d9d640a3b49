import { type BoardShape, type Direction, type Square, squareCount, step } from '../../core/geometry.js';
import { SIDES } from '../../core/side.js';
import { MOVEMENT, PIECE_CODES, type PieceCode, roleOfCode, sideDirection, sideOfCode } from './pieces.js';
import { copyBoardShape } from '../../core/guards.js';

/** The tables a ChessGeometry holds (see there), as buildTables makes them; the rules reach them by `tablesOf`. */
export interface ChessTables {
  readonly size: number;
  readonly directions: readonly Direction[];
  /** rayStart[square * directions.length + d] indexes raySquares; rayLength likewise. */
  readonly rayStart: Int32Array;
  readonly rayLength: Int32Array;
  readonly raySquares: Int16Array;
  /** Per piece code (see pieces.ts): bit d is set when the piece takes along direction d. */
  readonly directionMask: Int32Array;
  /** Per piece code: bit d is set when the piece moves along direction d onto an empty square. */
  readonly quietMask: Int32Array;
  /** Per piece code: 1 when the piece slides, 0 when it steps once. */
  readonly slides: Uint8Array;
  /** Per piece code: 1 when the piece promotes on its far row (a pawn). */
  readonly promotes: Uint8Array;
  /** Per direction: 1 when some piece slides along it, so a ray walk must go past the first square. */
  readonly anySlides: Uint8Array;
  /**
   * Attack tables by offset, for asking whether one piece reaches a square (checkStatus): the
   * offset of two squares is `coordinate[to] - coordinate[from] + OFFSET_CENTRE`, each square's
   * coordinate being its place on a grid almost twice as wide as the board, so that each offset
   * is one file and rank difference. `reach[offset]`: the bits (ROLE_BIT) of the pieces that take
   * from one square on the other on an empty board; `quietReach[offset]`: of those that move
   * there onto an empty square; `lineStep[offset]`: for a slide, the step in squares between them
   * (0 for a jump).
   */
  readonly coordinate: Int32Array;
  readonly offsetCentre: number;
  readonly reach: Uint8Array;
  readonly quietReach: Uint8Array;
  readonly lineStep: Int32Array;
  /** The squares a king steps to from each square: kingSteps[kingStepStart[square]] up to kingStepStart[square + 1]. */
  readonly kingStepStart: Int32Array;
  readonly kingSteps: Int16Array;
}

/** The largest board side the chess rules build tables for. */
export const MAX_CHESS_SIDE = 64;

/** A geometry's tables (for the rules, rules.ts), and whether a value is a geometry the library made: set below. */
export let tablesOf: (geometry: ChessGeometry) => ChessTables;
export let isChessGeometry: (value: unknown) => value is ChessGeometry;

/**
 * Movement tables for one board shape: every direction any piece uses, and for each square and
 * direction the squares along it to the edge, in flat typed arrays. Building them costs far more
 * than a board, so whoever makes many boards of one shape makes the geometry once and passes it
 * (the problems hold theirs as `BOARD`); a board made from a shape takes `geometryOf`'s. The tables
 * are private and the geometry frozen: every board of its shape trusts them, so no one who holds one
 * may change them.
 */
export class ChessGeometry implements BoardShape {
  readonly width: number;
  readonly height: number;
  /** The shape as a plain object, as it was given. */
  readonly shape: BoardShape;
  /** The number of squares. */
  readonly size: number;
  readonly #tables: ChessTables;

  constructor(shape: BoardShape) {
    // Checked before building: a board of 5000x5000 would build tables larger than the heap.
    const { width, height } = copyBoardShape(shape, 'ChessGeometry: shape', MAX_CHESS_SIDE);
    this.width = width;
    this.height = height;
    this.shape = Object.freeze({ width, height });
    this.#tables = buildTables(this.shape);
    this.size = this.#tables.size;
    Object.freeze(this);
  }

  static {
    tablesOf = (geometry) => geometry.#tables;
    isChessGeometry = (value): value is ChessGeometry =>
      typeof value === 'object' && value !== null && #tables in value;
  }
}

/** The roles, and Black's pawn. */
const MOVEMENT_KINDS = 7;

/**
 * Per piece code: its movement as one bit, 0 for an empty square; what `reach` holds. A role's bit
 * is its index in ROLES; the pawn's goes up for White and down for Black, so Black's pawn has a bit of its own.
 */
export const ROLE_BIT: Uint8Array = (() => {
  const bits = new Uint8Array(16);
  for (const code of PIECE_CODES) {
    const index = (code & 7) - 1;
    bits[code] = 1 << (movesBySide(code) && sideOfCode(code) === 'black' ? MOVEMENT_KINDS - 1 : index);
  }
  return bits;
})();

/** Whether a piece's movement depends on its side: it is not the same upside down (the pawn's). */
function movesBySide(code: PieceCode): boolean {
  const { directions, quiet = directions } = MOVEMENT[roleOfCode(code)];
  return [directions, quiet].some((own) => own.some((d) => !own.some((e) => e.df === d.df && e.dr === -d.dr)));
}

/** A piece code's directions as its side plays them: where it takes, and where it moves onto an empty square. */
function codeMovement(code: PieceCode): { takes: Direction[]; moves: Direction[] } {
  const { directions, quiet = directions } = MOVEMENT[roleOfCode(code)];
  const side = sideOfCode(code);
  return {
    takes: directions.map((direction) => sideDirection(direction, side)),
    moves: quiet.map((direction) => sideDirection(direction, side)),
  };
}

const sameDirection = (a: Direction, b: Direction): boolean => a.df === b.df && a.dr === b.dr;

function allDirections(): Direction[] {
  const directions: Direction[] = [];
  for (const code of PIECE_CODES) {
    const { takes, moves } = codeMovement(code);
    for (const direction of [...takes, ...moves]) {
      if (!directions.some((known) => sameDirection(known, direction))) directions.push(direction);
    }
  }
  return directions;
}

function buildTables(shape: BoardShape): ChessTables {
  const size = squareCount(shape);
  const directions = allDirections();
  const rayStart = new Int32Array(size * directions.length);
  const rayLength = new Int32Array(size * directions.length);
  const flat: number[] = [];
  // ray()'s walk, written out: the tables are built at a run's first board, and a call per square
  // and direction made building them about ten times slower, a good part of a one-case run's start-up.
  // The tests check these rays against ray().
  const { width, height } = shape;
  for (let square = 0; square < size; square++) {
    for (let d = 0; d < directions.length; d++) {
      const { df, dr } = directions[d];
      const at = square * directions.length + d;
      rayStart[at] = flat.length;
      for (
        let file = (square % width) + df, rank = Math.floor(square / width) + dr;
        file >= 0 && file < width && rank >= 0 && rank < height;
        file += df, rank += dr
      )
        flat.push(rank * width + file);
      rayLength[at] = flat.length - rayStart[at];
    }
  }
  const directionMask = new Int32Array(16);
  const quietMask = new Int32Array(16);
  const slides = new Uint8Array(16);
  const promotes = new Uint8Array(16);
  const anySlides = new Uint8Array(directions.length);
  const maskOf = (own: readonly Direction[]): number =>
    directions.reduce(
      (mask, direction, d) => (own.some((it) => sameDirection(it, direction)) ? mask | (1 << d) : mask),
      0,
    );
  for (const code of PIECE_CODES) {
    const { slides: roleSlides, promotes: rolePromotes = false } = MOVEMENT[roleOfCode(code)];
    const { takes, moves } = codeMovement(code);
    directionMask[code] = maskOf(takes);
    quietMask[code] = maskOf(moves);
    slides[code] = roleSlides ? 1 : 0;
    promotes[code] = rolePromotes ? 1 : 0;
    directions.forEach((_, d) => {
      if (roleSlides && ((directionMask[code] | quietMask[code]) >> d) & 1) anySlides[d] = 1;
    });
  }
  return {
    size,
    directions,
    rayStart,
    rayLength,
    raySquares: Int16Array.from(flat),
    directionMask,
    quietMask,
    slides,
    promotes,
    anySlides,
    ...offsetTables(shape),
    ...kingStepTables(shape),
  };
}

function kingStepTables(shape: BoardShape): Pick<ChessTables, 'kingStepStart' | 'kingSteps'> {
  const size = squareCount(shape);
  const kingStepStart = new Int32Array(size + 1);
  const steps: Square[] = [];
  for (let square = 0; square < size; square++) {
    kingStepStart[square] = steps.length;
    for (const direction of MOVEMENT.king.directions) {
      const to = step(shape, square, direction);
      if (to !== undefined) steps.push(to);
    }
  }
  kingStepStart[size] = steps.length;
  return { kingStepStart, kingSteps: Int16Array.from(steps) };
}

/** The attack tables by offset (see ChessGeometry.reach), from the pieces' movement. */
function offsetTables(
  shape: BoardShape,
): Pick<ChessTables, 'coordinate' | 'offsetCentre' | 'reach' | 'quietReach' | 'lineStep'> {
  const { width, height } = shape;
  const across = 2 * width - 1;
  const offsetCentre = (height - 1) * across + width - 1;
  const reach = new Uint8Array(2 * offsetCentre + 1);
  const quietReach = new Uint8Array(2 * offsetCentre + 1);
  const lineStep = new Int32Array(2 * offsetCentre + 1);
  const jumps: number[] = [];
  for (const code of PIECE_CODES) {
    const { slides } = MOVEMENT[roleOfCode(code)];
    const { takes, moves } = codeMovement(code);
    for (const [table, directions] of [
      [reach, takes],
      [quietReach, moves],
    ] as const) {
      for (const { df, dr } of directions) {
        for (let k = 1; Math.abs(k * df) < width && Math.abs(k * dr) < height && (k === 1 || slides); k++) {
          const offset = k * (dr * across + df) + offsetCentre;
          table[offset] |= ROLE_BIT[code];
          if (slides) lineStep[offset] = dr * width + df;
          else if (Math.max(Math.abs(df), Math.abs(dr)) > 1) jumps.push(offset);
        }
      }
    }
  }
  // A jump is never walked: no slide may pass through a jump's offset (none does with chess's pieces).
  if (jumps.some((offset) => lineStep[offset] !== 0))
    throw new Error('a jump lands on a line that a piece slides along');
  const coordinate = Int32Array.from(
    { length: width * height },
    (_, square) => Math.floor(square / width) * across + (square % width),
  );
  return { coordinate, offsetCentre, reach, quietReach, lineStep };
}

/**
 * Whether every piece but the pawn takes along a direction exactly when it takes along the opposite
 * one: then a piece on a that reaches b is reached from b by the same kind of piece (a view walking
 * out from a square, as the page's lines of attack, sees the same pieces the attack rule does).
 */
export function movementIsSymmetric(): boolean {
  return SIDES.every((side) =>
    PIECE_CODES.filter((code) => sideOfCode(code) === side && !MOVEMENT[roleOfCode(code)].promotes).every((code) => {
      const { takes } = codeMovement(code);
      return takes.every((d) => takes.some((e) => e.df === -d.df && e.dr === -d.dr));
    }),
  );
}

/** The last shapes asked of `geometryOf`, at most GEOMETRIES_KEPT: a bound on what it keeps. */
const GEOMETRIES_KEPT = 8;
const kept = new Map<string, ChessGeometry>();

/**
 * The geometry of a shape, built once for the last few shapes asked: a board made from a shape
 * (a FEN, say) in a loop would otherwise build the same tables each time, which costs a hundred
 * times the board.
 */
export function geometryOf(shape: BoardShape): ChessGeometry {
  const { width, height } = copyBoardShape(shape, 'rules.chess.geometryOf: shape', MAX_CHESS_SIDE);
  const key = `${width}x${height}`;
  let geometry = kept.get(key);
  if (geometry) return geometry;
  geometry = new ChessGeometry({ width, height });
  if (kept.size >= GEOMETRIES_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, geometry);
  return geometry;
}
