import { InvalidArgumentError } from 'commander';
import { MAX_TIMER_MS } from './process.js';
import { grouped } from '../core/grouped.js';

/**
 * What the commands read from their arguments alike: whole numbers and seconds (the messages say the range); the
 * problem named is problem-argument.ts's.
 */

/** The most seconds a limit may have: what Node's timers hold (setTimeout fires at once beyond 2^31 - 1 ms). */
export const MAX_SECONDS = Math.floor(MAX_TIMER_MS / 1000);

/**
 * A parser for a whole number of `what` from `min` to `max` (no upper bound unless given); the message says the range
 * (and `why` the maximum).
 */
export function wholeNumber(
  what: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  why = '',
): (text: string) => number {
  const range = max === Number.MAX_SAFE_INTEGER ? `, at least ${min}` : ` from ${min} to ${grouped(max)}${why}`;
  return (text) => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
      throw new InvalidArgumentError(`expected a whole number of ${what}${range}`);
    return value;
  };
}

/** A parser for a number of seconds above 0 and at most `max` (no upper bound: Infinity). */
export function seconds(max = MAX_SECONDS, why = " (what the platform's timers hold)"): (text: string) => number {
  const range = max === Infinity ? '' : ` and at most ${grouped(max)}${why}`;
  return (text) => {
    const value = Number(text);
    if (!(value > 0) || !Number.isFinite(value) || value > max)
      throw new InvalidArgumentError(`expected a number of seconds above 0${range}`);
    return value;
  };
}
