import { checkInstance, checkInteger, checkObject, checkOneOf } from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import { FORBIDDEN } from '../../games/pursuit/board.js';
import type { CheesyVerdict } from './judge.js';
import { type CheesyCase, MAX_SIZE } from './case.js';

/** A Cheesy Chess case from outside the parser: a board of at most 26x26 fields, the king and the pawn on it (that it is square, validate says). */
export function checkCheesyCase(value: unknown, at: string): asserts value is CheesyCase {
  checkObject(value, at);
  const board = value.board;
  checkObject(board, `${at}.board`);
  checkObject(board.shape, `${at}.board.shape`);
  const { width, height } = board.shape;
  checkInteger(width, `${at}.board.shape.width`, 1, MAX_SIZE);
  checkInteger(height, `${at}.board.shape.height`, 1, MAX_SIZE);
  const fields = board.fields;
  checkInstance(fields, `${at}.board.fields`, Uint8Array);
  const squares = width * height;
  if (fields.length !== squares)
    throw new RangeError(`${at}.board.fields must hold one field per square (${squares} for ${width}x${height}), not ${fields.length}`);
  const bad = fields.findIndex((field) => field > FORBIDDEN);
  if (bad >= 0) throw new RangeError(`${at}.board.fields[${bad}] must be 0 (open), 1 (dangerous) or 2 (forbidden), not ${fields[bad]}`);
  checkInteger(value.king, `${at}.king`, 0, squares - 1);
  checkInteger(value.pawn, `${at}.pawn`, 0, squares - 1);
}

export function checkCheesyVerdict(value: unknown, at: string): asserts value is CheesyVerdict {
  checkObject(value, at);
  checkOneOf(value.winner, `${at}.winner`, SIDES);
}
