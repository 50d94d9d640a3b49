import { describe, expect, it } from 'vitest';
import { PROFILES, generateLabelledCases, resolveSizes } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { rules } from '../../../src/index.js';
import type { CheckTheCheckCase } from '../../../src/problems/check-the-check/case.js';
import { classifyCheckTheCheck } from '../../../src/problems/check-the-check/classify.js';
import { explainCheckTheCheck } from '../../../src/problems/check-the-check/explain.js';
import { generateCheckTheCheck } from '../../../src/problems/check-the-check/generate.js';
import { referenceAnswer } from './reference.js';

/**
 * The generator's kinds, each checked by what the board shows, read independently: the answer by the reference
 * solver, the checking pieces and the nearest misses by the explanation, the oddities by the class check.
 */

const rowsOf = (input: CheckTheCheckCase): string[] => rules.chess.fenRows(input.board);

/** What a board of the kind must show. */
function shows(kind: string, input: CheckTheCheckCase): boolean {
  const answer = referenceAnswer(rowsOf(input));
  const inCheck = answer === 'no' ? null : answer === 'white' ? 'white' : 'black';
  const { kings, oddities } = explainCheckTheCheck(input, { inCheck });
  const checkers = kings.flatMap((king) => king.checks.map((check) => check.piece.role));
  const edge = classifyCheckTheCheck(input).class === 'edge';
  if (kind.endsWith('-check') && kind !== 'double-check') return checkers.includes(kind.replace('-check', ''));
  switch (kind) {
    case 'quiet':
    case 'harmless-pawn':
      return answer === 'no';
    case 'blocked-line':
      return answer === 'no' && kings.some((king) => king.nearestMiss !== null);
    case 'double-check':
      return checkers.length === 2;
    case 'no-king':
      return edge && oddities.some((oddity) => oddity.endsWith('has no king'));
    case 'two-kings':
      return edge && oddities.some((oddity) => oddity.endsWith('has 2 kings'));
    case 'pawn-on-back-rank':
      return edge && oddities.some((oddity) => oddity.includes(' pawn on '));
    default:
      return true;
  }
}

describe('generateCheckTheCheck', () => {
  it('makes every kind in every profile that draws it, each showing its kind, rarely falling back', () => {
    let checked = 0;
    let fallbacks = 0;
    for (const profile of PROFILES)
      for (let seed = 1; seed <= 4; seed++) {
        const sizes = resolveSizes(
          generateCheckTheCheck.sizes,
          generateCheckTheCheck.profileSizes[profile === 'edge' ? 'contest' : profile],
        );
        const made = generateLabelledCases(generateCheckTheCheck, seededRandom(seed), 60, profile, sizes);
        const kinds = new Set(made.map((item) => item.kind));
        const wanted = generateCheckTheCheck.kinds.filter((kind) => !kind.edge || profile === 'edge');
        for (const kind of wanted) expect(kinds.has(kind.name), `${profile} ${seed} ${kind.name}`).toBe(true);
        for (const { kind, value } of made) {
          if (kind === 'random') fallbacks++;
          else expect(shows(kind, value), `${profile} ${seed} ${kind}: ${rowsOf(value).join('/')}`).toBe(true);
          checked++;
        }
      }
    expect(checked).toBe(960);
    expect(fallbacks).toBeLessThan(960 * 0.05);
  });

  it('keeps to the sizes asked for', () => {
    const made = generateCheckTheCheck(seededRandom(9), 'contest', 100, { pieces: { min: 25, max: 30 } });
    const pieces = made.map((input) => input.board.cells.filter((code) => code !== 0).length - 2);
    expect(pieces.filter((count) => count < 25 || count > 30)).toEqual([]);
    expect(made).toHaveLength(100);
  });
});
