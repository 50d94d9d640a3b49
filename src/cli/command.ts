import type { AddHelpTextContext, Command } from 'commander';
import type { ProblemList } from './problem-argument.js';
import type { Streams } from './status.js';

/**
 * A command as its module declares it; addCommand gives it what every command has (its help's
 * parts, usage errors through the program, the exit status from `run`).
 */
export interface CommandSpec {
  name: string;
  /** Its line in `arbiter --help`. */
  summary: string;
  description: string;
  /** Its arguments and options. */
  define(command: Command): void;
  /** After the options: examples and the exit status (a function: worked out only when help is shown). */
  after: string | ((context: AddHelpTextContext) => string);
  /** Runs it over the arguments, then the options, as commander gives them; returns the exit status. */
  run(...args: never[]): number | Promise<number>;
}

/**
 * How the program adds a command: with its streams, the exit status's setter, and its problems (loaded when first asked
 * for).
 */
export type AddCommand = (
  program: Command,
  streams: Streams,
  setExit: (status: number) => void,
  problems: () => Promise<ProblemList>,
) => void | Promise<void>;

/** Adds `spec`'s command to `program`. */
export function addCommand(program: Command, setExit: (status: number) => void, spec: CommandSpec): void {
  const command = program.command(spec.name).summary(spec.summary).description(spec.description);
  // The text after the options first: what define adds after it (a problem's other input format) follows it.
  const { after } = spec;
  command.addHelpText('after', typeof after === 'string' ? () => after : after);
  spec.define(command);
  command.exitOverride().action(async (...args: unknown[]) => setExit(await spec.run(...(args as never[]))));
}

/** A command that names no problem (perft, serve), made with the streams. */
export const plainCommand =
  (spec: (streams: Streams) => CommandSpec): AddCommand =>
  (program, streams, setExit) =>
    addCommand(program, setExit, spec(streams));

/**
 * A command on one of the problems (gen, check, stress, validate, package), made with their list once
 * it is loaded: its first argument names the problem, with `problemHelp` as its help (by default the ids).
 */
export const problemCommand =
  (spec: (list: ProblemList, streams: Streams) => CommandSpec & { problemHelp?: string }): AddCommand =>
  async (program, streams, setExit, problems) => {
    const list = await problems();
    const made = spec(list, streams);
    const problem = made.problemHelp ?? `the problem (${list.ids})`;
    addCommand(program, setExit, { ...made, define: (command) => made.define(command.argument('<problem>', problem)) });
  };
