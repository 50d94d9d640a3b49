import { checkersCodec } from './judge.js';

/**
 * When two wrong answers to checkers records show the same bug, for shrinking: the answer is a
 * move number ("Move 5 is invalid"), which cutting the record short changes, so the pair of lines
 * is read as which way the program erred: it took an invalid move for valid (its number is later
 * than Arbiter's, or "All moves valid"), or a valid move for invalid (earlier). A record cut to the
 * bad move alone then still shows the bug.
 */

/**
 * The number of the first invalid move an answer names: Infinity for "All moves valid", undefined for any other line.
 */
function firstInvalid(line: string | undefined): number | undefined {
  const answer = line === undefined ? undefined : checkersCodec.read(line);
  return answer === undefined ? undefined : answer.valid ? Infinity : answer.moveNumber;
}

/**
 * The key of a wrong answer's (expected, given) pair, or undefined when the given line is no checkers answer (the pair
 * itself then).
 */
export function checkersFailureKey(expected: string | undefined, given: string | undefined): string | undefined {
  const right = firstInvalid(expected);
  const said = firstInvalid(given);
  if (right === undefined || said === undefined || right === said) return undefined;
  return said > right ? 'an invalid move taken for valid' : 'a valid move taken for invalid';
}
