import { describe, expect, it } from 'vitest';
import { everyCommand } from '../../src/cli/program.js';
import { PROBLEMS } from '../../src/problems/registry.js';

/**
 * Every command's usage line names its arguments as its help's "Arguments:" list does, in order
 * (issue 47: `arbiter check --help` showed `<input> <output>` and called the argument `files`).
 * In process: the program as `arbiter --help` lists it, over the registry's problems.
 */

/** The argument names a usage line gives: `<problem>`, `[file]`, `<command...>`; not `[options]`. */
const usageNames = (usage: string): string[] =>
  [...usage.matchAll(/[<[]([\w-]+)(?:\.\.\.)?[>\]]/g)].map((match) => match[1]).filter((name) => name !== 'options');

describe('usage lines and argument names', () => {
  it('reads the names of a usage line', () => {
    expect(usageNames('[options] <problem> -- <command...> [more...]')).toEqual(['problem', 'command', 'more']);
  });

  it('agree for every command', async () => {
    const program = await everyCommand(PROBLEMS);
    const commands = program.commands.filter((command) => command.name() !== 'help');
    // The problems' commands and every other one.
    expect(commands.length).toBeGreaterThanOrEqual(PROBLEMS.length + 7);
    const disagree = commands
      .map((command) => ({
        name: command.name(),
        usage: usageNames(command.usage()),
        arguments: command.registeredArguments.map((argument) => argument.name()),
      }))
      .filter((command) => command.usage.join(' ') !== command.arguments.join(' '));
    expect(disagree).toEqual([]);
  });
});
