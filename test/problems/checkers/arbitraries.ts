import fc from 'fast-check';
import { moveText as pdnText } from '../../../src/games/checkers/moves.js';
import { occupied } from '../../../src/games/checkers/position.js';
import type { CheckersCase, WrittenMove } from '../../../src/problems/checkers/index.js';
import { checkersFromSetup } from '../../../src/problems/checkers/case.js';
import { builtCase } from '../../../src/framework/problem.js';
import { anyPosition, playChoices, reachablePosition } from '../../games/checkers/playouts.js';

/** A move line as a record may hold it: a route such as 9-14 or 9x18x27, or any other text (an illegal move). */
const moveText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.array(fc.integer({ min: 1, max: 32 }), { minLength: 2, maxLength: 4 }), fc.constantFrom('-', 'x', 'X'))
    .map(([squares, separator]) => squares.join(separator)),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
    // One line, no blanks around it (the reader drops those): the text as the record holds it.
    .map((text) => text.replace(/[\r\n]/g, '-').replace(/^[ \t]+|[ \t]+$/g, ''))
    .filter((text) => text !== ''),
);

/**
 * A valid record as the parser gives it (without --strict): any layout with at least one piece
 * (none at all would read as the closing line "0 0"), and 1 to 6 move lines.
 */
export const checkersCase: fc.Arbitrary<CheckersCase> = fc
  .record({
    position: anyPosition.filter((position) => occupied(position) !== 0),
    moves: fc.array(moveText, { minLength: 1, maxLength: 6 }),
  })
  .map(({ position, moves }) =>
    builtCase(checkersFromSetup, {
      position,
      // Where a move was written is the parser's to say; a made-up record has no place yet.
      moves: moves.map((text): WrittenMove => ({ text, line: 0, column: 0 })),
    }),
  );

/**
 * A record of legal play from a reachable position, written with '-' or in PDN, and maybe a last
 * move of any text: records whose first illegal move comes late, or never.
 */
export const playedCheckersCase: fc.Arbitrary<CheckersCase> = fc
  .record({
    position: reachablePosition.filter((position) => occupied(position) !== 0),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
    pdn: fc.boolean(),
    last: fc.option(moveText),
  })
  .map(({ position, choices, pdn, last }) => {
    const texts = playChoices(position, choices).moves.map((move) => (pdn ? pdnText(move) : move.path.join('-')));
    if (last !== null || texts.length === 0) texts.push(last ?? '1-5');
    return builtCase(checkersFromSetup, {
      position,
      moves: texts.map((text): WrittenMove => ({ text, line: 0, column: 0 })),
    });
  });
