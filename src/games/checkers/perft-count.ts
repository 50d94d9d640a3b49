import { assertBoolean, assertInteger, assertObject, typeError } from '../../core/guards.js';
import type { SquareSet } from './squares.js';
import { plural } from '../../core/grouped.js';

/**
 * What the perft kernel's node functions (perft-sides.generated.ts) share: a count's state, the
 * transposition table and the population count of the last ply.
 */

/** The squares in three sets together: their 4-bit partial counts (at most 12) are added before the bytes are. */
export function countOf3(a: SquareSet, b: SquareSet, c: SquareSet): number {
  a -= (a >>> 1) & 0x55555555;
  b -= (b >>> 1) & 0x55555555;
  c -= (c >>> 1) & 0x55555555;
  let x = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  x += (c & 0x33333333) + ((c >>> 2) & 0x33333333);
  x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
  return Math.imul(x, 0x01010101) >>> 24;
}

/** A table's words, and whether a value is a table the library made (not a look-alike or a proxy): set by the class. */
export let wordsOf: (table: PerftTable) => Int32Array;
export let isPerftTable: (value: unknown) => value is PerftTable;

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
  /**
   * Per entry, 8 words: version, black, white, kings, depth * 2 + (1 when White is to move), count low, count high,
   * unused.
   */
  readonly #words: Int32Array;
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
    assertInteger(log2Entries, 'PerftTable: log2Entries', 1, 26);
    assertObject(options, 'PerftTable: options');
    const { shared, buffer: given } = options;
    if (shared !== undefined) assertBoolean(shared, 'PerftTable: options.shared');
    if (given !== undefined && !(given instanceof ArrayBuffer || given instanceof SharedArrayBuffer))
      throw typeError('PerftTable: options.buffer', 'an ArrayBuffer or a SharedArrayBuffer', given);
    const bytes = 32 << log2Entries;
    const buffer = given ?? (shared === true ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
    if (buffer.byteLength !== bytes)
      throw new RangeError(
        `PerftTable: options.buffer must hold ${plural(bytes, 'byte')} for 2^${log2Entries} entries, ` +
          `not ${buffer.byteLength}`,
      );
    this.#words = new Int32Array(buffer);
  }

  /** The entries' words; a count reads them through `wordsOf`, which no one can redefine. */
  get words(): Int32Array {
    return this.#words;
  }

  get entries(): number {
    return this.#words.length >> 3;
  }

  static {
    wordsOf = (table) => table.#words;
    isPerftTable = (value): value is PerftTable => typeof value === 'object' && value !== null && #words in value;
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
export class Count {
  readonly words: Int32Array;
  readonly bucketMask: number;
  /** Depths below this are not looked up (NO_TABLE without a table). */
  readonly tableMinDepth: number;
  hits = 0;
  probes = 0;
  untilCheckpoint: number;

  constructor(
    table: PerftTable | undefined,
    readonly checkpointEvery: number,
    readonly onCheckpoint: (() => void) | undefined,
  ) {
    this.words = table ? wordsOf(table) : NO_WORDS;
    this.bucketMask = table ? (this.words.length >> 4) - 1 : 0;
    this.tableMinDepth = table ? TABLE_MIN_DEPTH : NO_TABLE;
    this.untilCheckpoint = checkpointEvery;
  }
}
const NO_WORDS = new Int32Array(8);

export function checkpointDue(c: Count): void {
  c.untilCheckpoint = c.checkpointEvery;
  c.onCheckpoint?.();
}

/** The first of the bucket's two entries for a position (key: depth * 2 + side). */
export function bucketOf(c: Count, b: number, w: number, k: number, key: number): number {
  let h = Math.imul(b, 0x9e3779b1 | 0) ^ Math.imul(w, 0x85ebca6b | 0) ^ Math.imul(k ^ key, 0xc2b2ae35 | 0);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return (h & c.bucketMask) << 1;
}

const TWO_32 = 2 ** 32;

/** The stored count of the position, or -1. */
export function probe(c: Count, b: number, w: number, k: number, key: number, entry: number): number {
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

export function store(c: Count, b: number, w: number, k: number, key: number, entry: number, nodes: number): number {
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
