import {
  type Value,
  assertArray,
  assertNumber,
  guardedRandom,
  copyArray,
  guarded,
  integer,
  is,
  isFunction,
  rangeError,
} from './guards.js';
import * as random from './random.js';
import type { Random } from './random.js';

/**
 * The seeded PRNG as the library exports it (`random`): every argument checked, and every draw of a random source
 * given.
 */

export type { Random } from './random.js';

const SAFE = Number.MAX_SAFE_INTEGER;

/** `fn` drawing from `random` through guardedRandom, so that a draw outside [0, 1) is a RangeError naming `name`. */
const drawsChecked =
  <A extends unknown[], R>(name: string, fn: (random: Random, ...rest: A) => R) =>
  (random: Random, ...rest: A): R =>
    fn(guardedRandom(random, `${name}: random`), ...rest);

export const seededRandom = guarded('random.seededRandom', random.seededRandom, [
  'seed',
  (value, at) => {
    assertNumber(value, at);
    if (!Number.isFinite(value)) throw rangeError(at, 'a finite number', value);
    return value;
  },
]);

export const randomInt = guarded(
  'random.randomInt',
  drawsChecked('random.randomInt', random.randomInt),
  ['random', isFunction],
  ['min', integer(-SAFE, SAFE)],
  ['max', (value, at, [, min]) => integer(min as number, SAFE)(value, at, [])],
);

export const pick: <T>(random: Random, items: readonly T[]) => T = guarded(
  'random.pick',
  drawsChecked('random.pick', random.pick),
  ['random', isFunction],
  [
    'items',
    (value, at) => {
      // Copied (its length and each item read once); the item picked is the caller's own.
      const items = copyArray(value, at, (item) => item as Value);
      if (items.length === 0) throw rangeError(at, 'an array of at least one item', value);
      return items;
    },
  ],
);

export const chance = guarded(
  'random.chance',
  drawsChecked('random.chance', random.chance),
  ['random', isFunction],
  ['probability', is((value, at): asserts value is number => assertNumber(value, at, 0, 1))],
);

/**
 * Shuffled in place, the caller's own array: its items read once, shuffled, and written back one by
 * one (an item that cannot be written, a getter's or a frozen array's, is a TypeError).
 */
export const shuffle = guarded(
  'random.shuffle',
  <T>(draw: Random, items: T[]): T[] => {
    const own = copyArray(items, 'random.shuffle: items', (item) => item as Value) as T[];
    random.shuffle(guardedRandom(draw, 'random.shuffle: random'), own).forEach((item, index) => {
      if (!Reflect.set(items, index, item))
        throw new TypeError(`random.shuffle: items[${index}] cannot be written (a getter's, or a frozen array's)`);
    });
    return items;
  },
  ['random', isFunction],
  ['items', is(assertArray)],
);
