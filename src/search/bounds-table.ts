/**
 * The AND/OR search's transposition table: for each position, by its key of one or two numbers,
 * the shortest depth known to win, the longest known not to, and the move that settled it last.
 * Open addressing over typed arrays: no object a position, and a key may be larger than one number
 * can hold exactly (a 4x4 board with pawns has 11^16 placements, more than 2^53).
 */

/** `proven` when no depth is known to win. */
export const NEVER = 0x7fffffff;
const FIRST_CAPACITY = 1 << 6;
const EMPTY_SLOT = 0;
const FILLED = 1;

/** The slot where a key's probe starts: both numbers mixed, whole numbers up to 2^53 and beyond alike. */
function hashOf(low: number, high: number, mask: number): number {
  let hash = Math.imul((low | 0) ^ ((low / 4294967296) | 0), 0x9e3779b1);
  hash ^= Math.imul((high | 0) ^ ((high / 4294967296) | 0), 0x85ebca6b);
  hash ^= hash >>> 15;
  return hash & mask;
}

export class BoundsTable<M> {
  /** How many positions it holds. */
  size = 0;
  /** Changes whenever slots move (the table grows or starts again): a slot found before is then found again. */
  generation = 0;
  /** How many times the table started again, forgetting every position. */
  clears = 0;
  #mask = FIRST_CAPACITY - 1;
  #filled = new Uint8Array(FIRST_CAPACITY);
  #low = new Float64Array(FIRST_CAPACITY);
  #high = new Float64Array(FIRST_CAPACITY);
  /** Per slot: the smallest depth known to win (NEVER: none), the largest known not to (-1: none). */
  proven = new Int32Array(FIRST_CAPACITY);
  disproven = new Int32Array(FIRST_CAPACITY);
  best: (M | undefined)[] = new Array<M | undefined>(FIRST_CAPACITY);

  /** At most `limit` positions: a full table starts again rather than growing without bound. */
  constructor(private readonly limit: number) {}

  /** The slot of the position keyed (`low`, `high`), or -1. */
  find(low: number, high: number): number {
    const mask = this.#mask;
    for (let slot = hashOf(low, high, mask); ; slot = (slot + 1) & mask) {
      if (this.#filled[slot] === EMPTY_SLOT) return -1;
      if (this.#low[slot] === low && this.#high[slot] === high) return slot;
    }
  }

  /**
   * Sets what is known of the position keyed (`low`, `high`), in place of what was; a full table
   * starts again first.
   */
  put(low: number, high: number, proven: number, disproven: number, best: M | undefined): void {
    if (this.size >= this.limit) this.clear();
    let slot = this.find(low, high);
    if (slot < 0) {
      if (2 * (this.size + 1) > this.#mask + 1) this.grow();
      slot = this.slotFor(low, high);
      this.#filled[slot] = FILLED;
      this.#low[slot] = low;
      this.#high[slot] = high;
      this.size++;
    }
    this.proven[slot] = proven;
    this.disproven[slot] = disproven;
    this.best[slot] = best;
  }

  /** The slot where the probe for a key not in the table ends: where it goes. */
  private slotFor(low: number, high: number): number {
    const mask = this.#mask;
    let slot = hashOf(low, high, mask);
    while (this.#filled[slot] !== EMPTY_SLOT) slot = (slot + 1) & mask;
    return slot;
  }

  private clear(): void {
    this.#filled.fill(EMPTY_SLOT);
    this.best.fill(undefined);
    this.size = 0;
    this.generation++;
    this.clears++;
  }

  /** Twice the slots, every position moved to its new one. */
  private grow(): void {
    const filled = this.#filled;
    const [low, high, proven, disproven, best] = [this.#low, this.#high, this.proven, this.disproven, this.best];
    const capacity = 2 * filled.length;
    this.#mask = capacity - 1;
    this.#filled = new Uint8Array(capacity);
    this.#low = new Float64Array(capacity);
    this.#high = new Float64Array(capacity);
    this.proven = new Int32Array(capacity);
    this.disproven = new Int32Array(capacity);
    this.best = new Array<M | undefined>(capacity);
    for (let old = 0; old < filled.length; old++) {
      if (filled[old] === EMPTY_SLOT) continue;
      const slot = this.slotFor(low[old], high[old]);
      this.#filled[slot] = FILLED;
      this.#low[slot] = low[old];
      this.#high[slot] = high[old];
      this.proven[slot] = proven[old];
      this.disproven[slot] = disproven[old];
      this.best[slot] = best[old];
    }
    this.generation++;
  }
}
