/**
 * A test file that goes over every problem and costs most of a minute for each is split into
 * parts, so that no file passes the suite's budget (docs/testing.md, "The suite's cost"): part
 * `part` (from 1) of `parts` takes every `parts`-th item, the first part the first item. The
 * part files are named `<name>.test.ts`, `<name>-2.test.ts`, ...; test/helpers/parts.test.ts
 * checks that no part is missing.
 */
export function partOf<T>(items: readonly T[], part: number, parts: number): T[] {
  if (!Number.isInteger(parts) || parts < 1 || !Number.isInteger(part) || part < 1 || part > parts)
    throw new Error(`part ${part} of ${parts}: a part is a whole number from 1 to the number of parts`);
  return items.filter((_, index) => index % parts === part - 1);
}
