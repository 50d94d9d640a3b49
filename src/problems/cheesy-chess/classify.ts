import { type ClassVerdict, classVerdict } from '../../core/generate.js';
import { squareName } from '../../core/geometry.js';
import { DANGEROUS, FORBIDDEN } from '../../games/pursuit/board.js';
import { CONTEST_SIZE, type CheesyCase } from './case.js';

/**
 * The data class of a Cheesy Chess test case (docs/test-data.md): `contest` when the king starts
 * on neither F nor D and the pawn on no F and not on the king, on the 8x8 board; `hostile`
 * otherwise. The statement allows any fields, so there is no `edge` case.
 */
export function classifyCheesyChess(input: CheesyCase): ClassVerdict {
  const { board, king, pawn } = input;
  const { shape, fields } = board;
  const hostile: string[] = [];
  if (shape.width !== CONTEST_SIZE || shape.height !== CONTEST_SIZE)
    return classVerdict([`the board is ${shape.width}x${shape.height}; the contest's board is 8x8`], []);
  const at = (square: number): string => squareName(shape, square);
  if (fields[king] === FORBIDDEN || fields[king] === DANGEROUS)
    hostile.push(
      `the king starts on a ${fields[king] === FORBIDDEN ? 'forbidden' : 'dangerous'} field ` +
        `(${at(king)}); the statement rules it out`,
    );
  if (fields[pawn] === FORBIDDEN)
    hostile.push(`the pawn starts on a forbidden field (${at(pawn)}); the statement rules it out`);
  if (pawn === king) hostile.push(`the king and the pawn start on the same square (${at(king)})`);
  return classVerdict(hostile, []);
}
