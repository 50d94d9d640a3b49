// Types of suite-report.mjs, for test/suite-report.test.ts.

export interface FileTime {
  readonly file: string;
  readonly start: number;
  readonly end: number;
  readonly seconds: number;
  readonly tests: number;
  readonly assertions: number;
  readonly cpu: number;
  readonly failed: boolean;
}
export interface Counts {
  readonly [file: string]: { readonly tests: number; readonly assertions: number };
}
/** The budget on a machine with two cores free: one file, and the vitest run. */
export declare const BUDGET: { readonly fileSeconds: number; readonly runSeconds: number; readonly cores: number };
/** Each file of vitest's JSON report, timed from its setup file, with its tests and assertions. */
export declare function fileTimes(report: unknown, root?: string): FileTime[];
/** The run's span in seconds, the most files that ran at once, and how many ran on average. */
export declare function concurrency(files: readonly FileTime[]): { span: number; most: number; mean: number };
/** How much longer the run may take because other processes took CPU meanwhile. */
export declare function loadScale(machine?: { cores: number; otherCores: number }): number;
/** What broke the budget, scaled by `scale`. */
export declare function overBudget(files: readonly FileTime[], span: number, scale?: number, share?: number): string[];
export declare function fileShare(most: number, cores?: number): number;
export declare function budgetFails(over: readonly string[], run?: boolean): boolean;
/** A file's family: the file a split test began as. */
export declare function family(file: string): string;
/** Families of files with fewer tests or assertions than before. */
export declare function fewer(before: Counts, after: Counts): string[];
/** Each file's seconds, to a tenth, by its path, the paths in order (test/helpers/durations.json). */
export declare function durations(files: readonly Pick<FileTime, 'file' | 'seconds'>[]): {
  readonly [file: string]: number;
};
/** The Perl program `run` runs its command under: its parent, and the reaper of its orphans. */
export declare const REAPER: string;
/** The command (`node scripts/suite-report.mjs ARGS`): its exit status; the report, the machine's note and the root elsewhere. */
export declare function main(
  args: readonly string[],
  paths?: { report?: string; machine?: string; root?: string },
): number;
