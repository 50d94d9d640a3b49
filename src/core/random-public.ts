import {
  checkArray,
  checkInteger,
  checkNumber,
  checkRandom,
  guarded,
  integer,
  isFunction,
  rangeError,
} from './checks.js';
import * as random from './random.js';
import type { Random } from './random.js';

/** The seeded PRNG as the library exports it (`random`): every argument checked, and every draw of a random source given. */

export type { Random } from './random.js';

const SAFE = Number.MAX_SAFE_INTEGER;

/** `fn` drawing from `random` through checkRandom, so that a draw outside [0, 1) is a RangeError naming `name`. */
const drawsChecked =
  <A extends unknown[], R>(name: string, fn: (random: Random, ...rest: A) => R) =>
  (random: Random, ...rest: A): R =>
    fn(checkRandom(random, `${name}: random`), ...rest);

export const seededRandom = guarded('random.seededRandom', random.seededRandom, [
  'seed',
  (value, at) => {
    checkNumber(value, at);
    if (!Number.isFinite(value)) throw rangeError(at, 'a finite number', value);
  },
]);

export const randomInt = guarded(
  'random.randomInt',
  drawsChecked('random.randomInt', random.randomInt),
  ['random', isFunction],
  ['min', integer(-SAFE, SAFE)],
  ['max', (value, at, [, min]) => checkInteger(value, at, min as number, SAFE)],
);

export const pick: <T>(random: Random, items: readonly T[]) => T = guarded(
  'random.pick',
  drawsChecked('random.pick', random.pick),
  ['random', isFunction],
  [
    'items',
    (value, at) => {
      checkArray(value, at);
      if (value.length === 0) throw rangeError(at, 'an array of at least one item', value);
    },
  ],
);

export const chance = guarded(
  'random.chance',
  drawsChecked('random.chance', random.chance),
  ['random', isFunction],
  ['probability', (value, at) => checkNumber(value, at, 0, 1)],
);

export const shuffle: <T>(random: Random, items: T[]) => T[] = guarded(
  'random.shuffle',
  drawsChecked('random.shuffle', random.shuffle),
  ['random', isFunction],
  ['items', (value, at) => checkArray(value, at)],
);
