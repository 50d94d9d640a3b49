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
