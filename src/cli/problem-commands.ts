import { type Command, InvalidArgumentError, Option } from 'commander';
import type { AlternateInput } from '../framework/problem.js';
import type { RegisteredProblem } from '../framework/registered.js';
import { quote } from '../core/characters.js';
import type { ProblemList } from './problem-argument.js';
import { type ProblemFlags, solve } from './solve.js';
import { addCommand } from './command.js';

/** The problems' commands (`arbiter rank-and-file FILE`): loaded by main.ts unless another command is asked for. */

function positiveNumber(what: string, integer: boolean): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (!(value > 0) || !Number.isFinite(value) || (integer && !Number.isSafeInteger(value))) {
      throw new InvalidArgumentError(`expected ${integer ? 'a whole number' : 'a number'} of ${what} above 0`);
    }
    return value;
  };
}

function problemHelp(problem: RegisteredProblem): string {
  // Not indented: a reader may copy the sample into a file, and the format allows no leading spaces.
  return `
Example: the contest's sample (\`arbiter ${problem.id} --sample\` prints it), as input:
${problem.sample.input.trimEnd()}

$ arbiter ${problem.id} --sample | arbiter ${problem.id}
${problem.sample.output.trimEnd()}

Exit status: 0 every case judged; 1 some case not judged: an input error (reported as
FILE:LINE:COL: on standard error, and as an "error:" line in the case's place on standard output)
or a search stopped at its limit; 2 a usage error.`;
}

/** The option that asks for the problem's other input format (checkers: --pdn), and its help. */
function addAlternateOption(command: Command, alternate: AlternateInput): void {
  command.addOption(new Option(`--${alternate.option}`, alternate.summary).conflicts('strict'));
  for (const flag of alternate.flags ?? [])
    command.addOption(new Option(`--${flag.name}`, flag.help).conflicts('strict'));
  command.addHelpText('after', alternate.help);
}

/** The full title as a command too (`simplified-chess-engine`), when it differs from the id. */
function titleAlias(problem: RegisteredProblem): string[] {
  const slug = problem.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return slug === problem.id ? [] : [slug];
}

/** A first word that is neither a command nor an option: say what the commands are. */
export function unknownCommand(program: Command, word: string, problemIds: readonly string[]): string | undefined {
  if (word.startsWith('-')) return undefined;
  const known = program.commands.flatMap((command) => [command.name(), ...command.aliases()]);
  if (known.includes(word) || word === 'help') return undefined;
  const problems = problemIds.join(', ');
  return (
    `arbiter: unknown problem or command ${quote(word, 40)}; the problems are ${problems}, ` +
    `perft counts positions, gen, check and stress help find a bug in your solution, validate and ` +
    `package serve judges, and serve shows the web page. See arbiter --help.\n`
  );
}

/**
 * A command for each problem of `shown` (every problem, in help's order, or the one named), with its
 * title as an alias where it differs; `problems` loads every problem, for a look at an input meant for another.
 */
export function addProblemCommands(
  program: Command,
  setExit: (status: number) => void,
  shown: readonly RegisteredProblem[],
  problems: () => Promise<ProblemList>,
): void {
  for (const problem of shown) {
    addCommand(program, setExit, {
      name: problem.id,
      summary: problem.summary,
      description:
        `${problem.title}: ${problem.summary}\nReads the contest input from FILE (or ` +
        `standard input) and prints the contest output.`,
      define: (command) => {
        command
          .aliases(titleAlias(problem))
          .argument('[file]', 'contest input; "-" or nothing for standard input')
          .option('--sample', "print the contest's sample input and stop")
          .addOption(new Option('--explain', 'draw each board and say why, for people').conflicts('json'))
          .addOption(new Option('--json', 'one JSON object per case (JSON Lines), with the explanation'))
          .option('--strict', `enforce the contest's limits (${problem.strictLimits}) and report breaches`);
        if (problem.alternateInput) addAlternateOption(command, problem.alternateInput);
        if (problem.search) {
          const seconds = problem.search.defaultTimeLimitMs / 1000;
          command
            .option(
              '--time-limit <seconds>',
              `give up on a case after this long, answering it "error:" (default: ${seconds})`,
              positiveNumber('seconds', false),
            )
            .option(
              '--node-limit <positions>',
              'give up on a case after searching this many positions',
              positiveNumber('positions', true),
            );
        }
      },
      after: problemHelp(problem),
      run: (file: string | undefined, flags: ProblemFlags) => solve(problem, file, flags, problems),
    });
  }
}
