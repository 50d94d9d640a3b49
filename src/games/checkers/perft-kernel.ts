/**
 * The perft kernel: leaf counting at full speed, apart from the careful move generator of
 * moves.ts (which lists routes for the referee and the explanations). It counts each jump route
 * as a move, as moves.ts does, and a property test holds the two together.
 *
 * Why it is fast: one generator per side, written out, so every shift is a constant; steps are
 * found for the whole board with three shifts and played straight from the shifted sets; the
 * last ply is counted with population counts; squares are single-bit sets, never indices; and no
 * object is made per node (a count's state, one Count, is passed to every node function). An
 * optional transposition table (PerftTable) remembers subtree counts.
 *
 * The steps of whole sets are bitboard.ts's, which the referee shares. The jump origins are
 * bitboard.ts's blackJumpers and whiteJumpers written out in the two node functions: called
 * there, they are not inlined, and perft takes about 6% longer.
 */
import { checkBoolean, checkInteger, checkObject, typeError } from '../../core/checks.js';
import { M3, M5, RED_CROWN, WHITE_CROWN, downLeft, downRight, upLeft, upRight } from './bitboard.js';
import type { SquareSet } from './squares.js';

/** The squares in three sets together: their 4-bit partial counts (at most 12) are added before the bytes are. */
function countOf3(a: SquareSet, b: SquareSet, c: SquareSet): number {
  a -= (a >>> 1) & 0x55555555;
  b -= (b >>> 1) & 0x55555555;
  c -= (c >>> 1) & 0x55555555;
  let x = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  x += (c & 0x33333333) + ((c >>> 2) & 0x33333333);
  x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * A bounded table of exact subtree counts. An entry is the whole position (three sets, the
 * side to move) and the depth, compared in full on every probe: the hash only picks the bucket.
 * Buckets hold two entries: one kept for the deeper subtree, one always replaced.
 *
 * The table may live in a SharedArrayBuffer and serve several threads at once. Each entry has a
 * version, odd while a thread writes it (a seqlock): a writer claims the entry by making it odd
 * (giving up if another thread holds it), a reader keeps what it read only if the version was
 * even and unchanged around the reading. Every access is an Atomics operation, so no thread can
 * see half an entry.
 */
export class PerftTable {
  /** Per entry, 8 words: version, black, white, kings, depth * 2 + (1 when White is to move), count low, count high, unused. */
  readonly words: Int32Array;
  /** Probes that found their position, and probes in all, by this thread. */
  hits = 0;
  probes = 0;

  /**
   * 2^`log2Entries` entries, 32 bytes each (2^22: 128 MiB), in `buffer` when given (another
   * thread's table, shared), or else in a new SharedArrayBuffer when `shared`, or an ArrayBuffer.
   */
  constructor(
    readonly log2Entries = 22,
    options: { readonly buffer?: ArrayBufferLike; readonly shared?: boolean } = {},
  ) {
    // 2^1 to 2^26 entries.
    checkInteger(log2Entries, 'PerftTable: log2Entries', 1, 26);
    checkObject(options, 'PerftTable: options');
    if (options.shared !== undefined) checkBoolean(options.shared, 'PerftTable: options.shared');
    if (options.buffer !== undefined && !(options.buffer instanceof ArrayBuffer || options.buffer instanceof SharedArrayBuffer))
      throw typeError('PerftTable: options.buffer', 'an ArrayBuffer or a SharedArrayBuffer', options.buffer);
    const bytes = 32 << log2Entries;
    const buffer = options.buffer ?? (options.shared === true ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
    if (buffer.byteLength !== bytes)
      throw new RangeError(`PerftTable: options.buffer must hold ${bytes} bytes for 2^${log2Entries} entries, not ${buffer.byteLength}`);
    this.words = new Int32Array(buffer);
  }

  get entries(): number {
    return this.words.length >> 3;
  }

  /** The memory of the entries: pass it to another thread to share the table. */
  get buffer(): ArrayBufferLike {
    return this.words.buffer;
  }
}

/** Subtrees this close to the leaves are recounted rather than looked up (cheaper than a cache miss). */
const TABLE_MIN_DEPTH = 3;
const NO_TABLE = 1 << 30;

/**
 * One count in progress, passed to every node function (an object made once per count, never per
 * node): the table and what it needs, its hit statistics, and the checkpoint clock.
 */
class Count {
  readonly words: Int32Array;
  readonly bucketMask: number;
  /** Depths below this are not looked up (NO_TABLE without a table). */
  readonly tableMinDepth: number;
  hits = 0;
  probes = 0;
  untilCheckpoint: number;

  constructor(
    table: PerftTable | undefined,
    readonly checkEvery: number,
    readonly onCheckpoint: (() => void) | undefined,
  ) {
    this.words = table ? table.words : NO_WORDS;
    this.bucketMask = table ? (table.entries >> 1) - 1 : 0;
    this.tableMinDepth = table ? TABLE_MIN_DEPTH : NO_TABLE;
    this.untilCheckpoint = checkEvery;
  }
}
const NO_WORDS = new Int32Array(8);

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
/** Whether the warm-up has run: a flag set once per process, the only module variable here. */
let warm = false;

function warmUp(): void {
  warm = true;
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
  if (!warm) warmUp();
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

function checkpointDue(c: Count): void {
  c.untilCheckpoint = c.checkEvery;
  c.onCheckpoint?.();
}

/** The first of the bucket's two entries for a position (key: depth * 2 + side). */
function bucketOf(c: Count, b: number, w: number, k: number, key: number): number {
  let h = Math.imul(b, 0x9e3779b1 | 0) ^ Math.imul(w, 0x85ebca6b | 0) ^ Math.imul(k ^ key, 0xc2b2ae35 | 0);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return (h & c.bucketMask) << 1;
}

const TWO_32 = 2 ** 32;

/** The stored count of the position, or -1. */
function probe(c: Count, b: number, w: number, k: number, key: number, entry: number): number {
  const { words } = c;
  c.probes++;
  for (let at = entry << 3, end = at + 16; at < end; at += 8) {
    const version = Atomics.load(words, at);
    if ((version & 1) !== 0) continue;
    if (Atomics.load(words, at + 4) !== key || Atomics.load(words, at + 1) !== b) continue;
    if (Atomics.load(words, at + 2) !== w || Atomics.load(words, at + 3) !== k) continue;
    const nodes = Atomics.load(words, at + 6) * TWO_32 + (Atomics.load(words, at + 5) >>> 0);
    // Rewritten while being read: not to be trusted.
    if (Atomics.load(words, at) !== version) continue;
    c.hits++;
    return nodes;
  }
  return -1;
}

function store(c: Count, b: number, w: number, k: number, key: number, entry: number, nodes: number): number {
  // The first entry keeps the deeper subtree (depth is key >> 1); the second takes the rest.
  const { words } = c;
  let at = entry << 3;
  if (Atomics.load(words, at + 4) >> 1 > key >> 1) at += 8;
  const version = Atomics.load(words, at);
  // Another thread is writing this entry: leave it (the table is only a cache).
  if ((version & 1) !== 0 || Atomics.compareExchange(words, at, version, (version + 1) | 0) !== version) return nodes;
  Atomics.store(words, at + 1, b);
  Atomics.store(words, at + 2, w);
  Atomics.store(words, at + 3, k);
  Atomics.store(words, at + 4, key);
  Atomics.store(words, at + 5, nodes >>> 0);
  Atomics.store(words, at + 6, Math.floor(nodes / TWO_32));
  Atomics.store(words, at, (version + 2) | 0);
  return nodes;
}

// ---- Red (black) to move: men go down (towards 29-32), kings both ways.

function blackNode(c: Count, b: number, w: number, k: number, depth: number): number {
  let entry = -1;
  if (depth >= c.tableMinDepth) {
    entry = bucketOf(c, b, w, k, depth << 1);
    const known = probe(c, b, w, k, depth << 1, entry);
    if (known >= 0) return known;
  }
  if (depth >= 2 && --c.untilCheckpoint === 0) checkpointDue(c);
  const e = ~(b | w);
  const kb = b & k;
  // blackJumpers(b, w, k): a piece, an enemy next to it, an empty square beyond.
  let jumpers = (upRight(upRight(e) & w) | upLeft(upLeft(e) & w)) & b;
  if (kb !== 0) jumpers |= (downRight(downRight(e) & w) | downLeft(downLeft(e) & w)) & kb;
  let nodes = 0;
  if (jumpers !== 0) {
    for (let rest = jumpers; rest !== 0; rest &= rest - 1) {
      const from = rest & -rest;
      nodes += (kb & from) !== 0 ? blackKingJumps(c, b, w, k, from, from, 0, depth) : blackManJumps(c, b, w, k, from, from, 0, depth);
    }
    return entry < 0 ? nodes : store(c, b, w, k, depth << 1, entry, nodes);
  }
  const d4 = (b << 4) & e;
  const d3 = ((b & M3) << 3) & e;
  const d5 = ((b & M5) << 5) & e;
  let u4 = 0;
  let u5 = 0;
  let u3 = 0;
  if (kb !== 0) {
    u4 = (kb >>> 4) & e;
    u5 = ((kb & M3) >>> 5) & e;
    u3 = ((kb & M5) >>> 3) & e;
  }
  if (depth === 1) return kb === 0 ? countOf3(d4, d3, d5) : countOf3(d4, d3, d5) + countOf3(u4, u5, u3);
  const next = depth - 1;
  for (let t = d4; t !== 0; t &= t - 1) nodes += blackDown(c, b, w, k, (t & -t) >>> 4, t & -t, next);
  for (let t = d3; t !== 0; t &= t - 1) nodes += blackDown(c, b, w, k, (t & -t) >>> 3, t & -t, next);
  for (let t = d5; t !== 0; t &= t - 1) nodes += blackDown(c, b, w, k, (t & -t) >>> 5, t & -t, next);
  for (let t = u4; t !== 0; t &= t - 1) nodes += blackUp(c, b, w, k, (t & -t) << 4, t & -t, next);
  for (let t = u5; t !== 0; t &= t - 1) nodes += blackUp(c, b, w, k, (t & -t) << 5, t & -t, next);
  for (let t = u3; t !== 0; t &= t - 1) nodes += blackUp(c, b, w, k, (t & -t) << 3, t & -t, next);
  return entry < 0 ? nodes : store(c, b, w, k, depth << 1, entry, nodes);
}

/** A step down by a man or a king (a man reaching 29-32 is crowned). */
function blackDown(c: Count, b: number, w: number, k: number, from: number, to: number, depth: number): number {
  const moved = from | to;
  const nk = (k & from) !== 0 ? k ^ moved : (to & RED_CROWN) !== 0 ? k | to : k;
  return whiteNode(c, b ^ moved, w, nk, depth);
}

/** A step up: only kings go that way. */
function blackUp(c: Count, b: number, w: number, k: number, from: number, to: number, depth: number): number {
  const moved = from | to;
  return whiteNode(c, b ^ moved, w, k ^ moved, depth);
}

/**
 * Every jump route of the man that started on `from`, now on `at`, having taken `captured`.
 * Captured pieces stay until the move ends (they block landings and cannot be jumped twice);
 * the starting square is empty once the piece has left it.
 */
function blackManJumps(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
  const e = ~(b | w) | from;
  const prey = w & ~captured;
  let nodes = 0;
  let went = false;
  let over = downLeft(at) & prey;
  let land = downLeft(over) & e;
  if (land !== 0) {
    went = true;
    nodes +=
      (land & RED_CROWN) !== 0
        ? blackManDone(c, b, w, k, from, land, captured | over, true, depth)
        : blackManJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = downRight(at) & prey;
  land = downRight(over) & e;
  if (land !== 0) {
    went = true;
    nodes +=
      (land & RED_CROWN) !== 0
        ? blackManDone(c, b, w, k, from, land, captured | over, true, depth)
        : blackManJumps(c, b, w, k, from, land, captured | over, depth);
  }
  return went ? nodes : blackManDone(c, b, w, k, from, at, captured, false, depth);
}

function blackManDone(
  c: Count,
  b: number,
  w: number,
  k: number,
  from: number,
  to: number,
  captured: number,
  crowned: boolean,
  depth: number,
): number {
  if (depth === 1) return 1;
  const nk = k & ~captured;
  return whiteNode(c, (b & ~from) | to, w & ~captured, crowned ? nk | to : nk, depth - 1);
}

function blackKingJumps(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
  const e = ~(b | w) | from;
  const prey = w & ~captured;
  let nodes = 0;
  let went = false;
  let over = downLeft(at) & prey;
  let land = downLeft(over) & e;
  if (land !== 0) {
    went = true;
    nodes += blackKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = downRight(at) & prey;
  land = downRight(over) & e;
  if (land !== 0) {
    went = true;
    nodes += blackKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = upLeft(at) & prey;
  land = upLeft(over) & e;
  if (land !== 0) {
    went = true;
    nodes += blackKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = upRight(at) & prey;
  land = upRight(over) & e;
  if (land !== 0) {
    went = true;
    nodes += blackKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  if (went) return nodes;
  if (depth === 1) return 1;
  return whiteNode(c, (b & ~from) | at, w & ~captured, (k & ~captured & ~from) | at, depth - 1);
}

// ---- White to move: the mirror image (men go up, towards 1-4). Written out, not shared with Red's
// functions through a side parameter, so that every shift and crown row stays a constant (see the header).

function whiteNode(c: Count, b: number, w: number, k: number, depth: number): number {
  let entry = -1;
  if (depth >= c.tableMinDepth) {
    entry = bucketOf(c, b, w, k, (depth << 1) | 1);
    const known = probe(c, b, w, k, (depth << 1) | 1, entry);
    if (known >= 0) return known;
  }
  if (depth >= 2 && --c.untilCheckpoint === 0) checkpointDue(c);
  const e = ~(b | w);
  const kw = w & k;
  // whiteJumpers(b, w, k).
  let jumpers = (downRight(downRight(e) & b) | downLeft(downLeft(e) & b)) & w;
  if (kw !== 0) jumpers |= (upRight(upRight(e) & b) | upLeft(upLeft(e) & b)) & kw;
  let nodes = 0;
  if (jumpers !== 0) {
    for (let rest = jumpers; rest !== 0; rest &= rest - 1) {
      const from = rest & -rest;
      nodes += (kw & from) !== 0 ? whiteKingJumps(c, b, w, k, from, from, 0, depth) : whiteManJumps(c, b, w, k, from, from, 0, depth);
    }
    return entry < 0 ? nodes : store(c, b, w, k, (depth << 1) | 1, entry, nodes);
  }
  const u4 = (w >>> 4) & e;
  const u5 = ((w & M3) >>> 5) & e;
  const u3 = ((w & M5) >>> 3) & e;
  let d4 = 0;
  let d3 = 0;
  let d5 = 0;
  if (kw !== 0) {
    d4 = (kw << 4) & e;
    d3 = ((kw & M3) << 3) & e;
    d5 = ((kw & M5) << 5) & e;
  }
  if (depth === 1) return kw === 0 ? countOf3(u4, u5, u3) : countOf3(u4, u5, u3) + countOf3(d4, d3, d5);
  const next = depth - 1;
  for (let t = u4; t !== 0; t &= t - 1) nodes += whiteUp(c, b, w, k, (t & -t) << 4, t & -t, next);
  for (let t = u5; t !== 0; t &= t - 1) nodes += whiteUp(c, b, w, k, (t & -t) << 5, t & -t, next);
  for (let t = u3; t !== 0; t &= t - 1) nodes += whiteUp(c, b, w, k, (t & -t) << 3, t & -t, next);
  for (let t = d4; t !== 0; t &= t - 1) nodes += whiteDown(c, b, w, k, (t & -t) >>> 4, t & -t, next);
  for (let t = d3; t !== 0; t &= t - 1) nodes += whiteDown(c, b, w, k, (t & -t) >>> 3, t & -t, next);
  for (let t = d5; t !== 0; t &= t - 1) nodes += whiteDown(c, b, w, k, (t & -t) >>> 5, t & -t, next);
  return entry < 0 ? nodes : store(c, b, w, k, (depth << 1) | 1, entry, nodes);
}

/** A step up by a man or a king (a man reaching 1-4 is crowned). */
function whiteUp(c: Count, b: number, w: number, k: number, from: number, to: number, depth: number): number {
  const moved = from | to;
  const nk = (k & from) !== 0 ? k ^ moved : (to & WHITE_CROWN) !== 0 ? k | to : k;
  return blackNode(c, b, w ^ moved, nk, depth);
}

/** A step down: only kings go that way. */
function whiteDown(c: Count, b: number, w: number, k: number, from: number, to: number, depth: number): number {
  const moved = from | to;
  return blackNode(c, b, w ^ moved, k ^ moved, depth);
}

function whiteManJumps(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
  const e = ~(b | w) | from;
  const prey = b & ~captured;
  let nodes = 0;
  let went = false;
  let over = upLeft(at) & prey;
  let land = upLeft(over) & e;
  if (land !== 0) {
    went = true;
    nodes +=
      (land & WHITE_CROWN) !== 0
        ? whiteManDone(c, b, w, k, from, land, captured | over, true, depth)
        : whiteManJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = upRight(at) & prey;
  land = upRight(over) & e;
  if (land !== 0) {
    went = true;
    nodes +=
      (land & WHITE_CROWN) !== 0
        ? whiteManDone(c, b, w, k, from, land, captured | over, true, depth)
        : whiteManJumps(c, b, w, k, from, land, captured | over, depth);
  }
  return went ? nodes : whiteManDone(c, b, w, k, from, at, captured, false, depth);
}

function whiteManDone(
  c: Count,
  b: number,
  w: number,
  k: number,
  from: number,
  to: number,
  captured: number,
  crowned: boolean,
  depth: number,
): number {
  if (depth === 1) return 1;
  const nk = k & ~captured;
  return blackNode(c, b & ~captured, (w & ~from) | to, crowned ? nk | to : nk, depth - 1);
}

function whiteKingJumps(c: Count, b: number, w: number, k: number, from: number, at: number, captured: number, depth: number): number {
  const e = ~(b | w) | from;
  const prey = b & ~captured;
  let nodes = 0;
  let went = false;
  let over = downLeft(at) & prey;
  let land = downLeft(over) & e;
  if (land !== 0) {
    went = true;
    nodes += whiteKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = downRight(at) & prey;
  land = downRight(over) & e;
  if (land !== 0) {
    went = true;
    nodes += whiteKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = upLeft(at) & prey;
  land = upLeft(over) & e;
  if (land !== 0) {
    went = true;
    nodes += whiteKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  over = upRight(at) & prey;
  land = upRight(over) & e;
  if (land !== 0) {
    went = true;
    nodes += whiteKingJumps(c, b, w, k, from, land, captured | over, depth);
  }
  if (went) return nodes;
  if (depth === 1) return 1;
  return blackNode(c, b & ~captured, (w & ~from) | at, (k & ~captured & ~from) | at, depth - 1);
}
