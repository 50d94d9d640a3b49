// Types of examples.mjs, for the tests that import it.

/** The built command, dist/arbiter.cjs. */
export declare const MAIN: string;
/** The examples/ folder, with a trailing slash. */
export declare const EXAMPLES: string;

export interface Example {
  /** The file name in examples/, e.g. "rank-and-file-rules.txt". */
  readonly file: string;
  /** The problem it belongs to, or undefined when its name matches none. */
  readonly problemId: string | undefined;
  /** Absolute paths of the input and of its .expected file (which may not exist). */
  readonly input: string;
  readonly expectedFile: string;
}

export interface ExampleRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly expected: string | undefined;
  readonly matches: boolean;
  readonly passed: boolean;
}

export declare function problemOfExample(file: string, ids: readonly string[]): string | undefined;
export declare function listExamples(ids: readonly string[]): Example[];
export declare function runExample(example: Example & { readonly problemId: string }): ExampleRun;
