/**
 * A whole number as en-US writes it, thousands grouped by commas ("1,000,000"). Written by hand:
 * the first `toLocaleString` call loads the locale data, about 10 ms, which every command paid at
 * start for the numbers in its help.
 */
export function grouped(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/**
 * A count and its noun, the noun singular for 1 only: "1 move", "2,314 moves", "0 breaches" (give
 * `many` where adding "s" is wrong). Every message that puts a count before a noun says it so
 * (test/docs/wording.test.ts looks for any that does not).
 */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${grouped(count)} ${count === 1 ? one : many}`;
