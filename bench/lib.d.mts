// Types of the two functions of lib.mjs that a test imports (test/cli/bench-lib.test.ts).

/** Imports a module of the built library (dist/), or stops with a hint when it is not built. */
export declare function importBuilt(path: string): Promise<unknown>;

/** The answer lines of a registered problem, judged in this process as the CLI's answer mode does. */
export declare function answerOutput(problem: unknown, input: string): string;
