import { assertBoolean, assertInteger, assertObject, assertString, copyArray } from '../../core/guards.js';
import { copyPosition } from '../../games/checkers/guards.js';
import type { CheckersVerdict } from './judge.js';
import type { CheckersSetup, WrittenMove } from './case.js';

/**
 * A checkers record from outside the parser, copied: a position of three 32-bit square sets, and the moves as written.
 */
export function copyCheckersSetup(value: unknown, at: string): CheckersSetup {
  assertObject(value, at);
  const { position, moves } = value;
  const start = copyPosition(position, `${at}.position`);
  const written = copyArray(moves, `${at}.moves`, (move, where): WrittenMove => {
    assertObject(move, where);
    const { text, line, column } = move;
    assertString(text, `${where}.text`);
    // 0: a move made by a generator, from no input.
    assertInteger(line, `${where}.line`, 0, Number.MAX_SAFE_INTEGER);
    assertInteger(column, `${where}.column`, 0, Number.MAX_SAFE_INTEGER);
    return { text, line, column };
  });
  return { position: start, moves: written };
}

/** What a verdict's answer line says, copied: whether all moves are valid, else the first invalid one's number. */
export function copyCheckersVerdict(value: unknown, at: string): CheckersVerdict {
  assertObject(value, at);
  const { valid, moveNumber } = value;
  assertBoolean(valid, `${at}.valid`);
  if (valid) return { valid } as CheckersVerdict;
  assertInteger(moveNumber, `${at}.moveNumber`, 1, Number.MAX_SAFE_INTEGER);
  return { valid, moveNumber } as CheckersVerdict;
}
