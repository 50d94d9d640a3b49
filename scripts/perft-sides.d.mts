// Types of perft-sides.mjs, for the test runner's configuration and the test that checks the file.

/** The generated file, src/games/checkers/perft-sides.generated.ts. */
export declare const OUTPUT: string;
/** The generated file's whole text. */
export declare function perftSidesText(): string;
/** Writes the file when it is missing or stale; true when it had to. */
export declare function writePerftSides(): boolean;
/** Where rule.ts is. */
export const RULE: string;
/** The rule's one-expression conditions, each printing its expression with argument texts; MEN_FORWARD's direction names. */
export function readRule(text?: string): {
  rule: Record<string, (...args: string[]) => string>;
  forward: { black: [string, string]; white: [string, string] };
};
