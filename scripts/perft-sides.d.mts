// Types of perft-sides.mjs, for the test runner's configuration.

/** The generated file, src/games/checkers/perft-sides.generated.ts. */
export declare const OUTPUT: string;
/** The generated file's whole text. */
export declare function perftSidesText(): string;
/** Writes the file when it is missing or stale; true when it had to. */
export declare function writePerftSides(): boolean;
