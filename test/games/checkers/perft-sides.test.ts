import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, perftSidesText } from '../../../scripts/perft-sides.mjs';

describe('the perft kernel node functions, printed from one text for both sides', () => {
  it('the file the kernel imports is the script’s text, with each side’s functions once', () => {
    const text = perftSidesText();
    expect(readFileSync(OUTPUT, 'utf8')).toBe(text);
    for (const side of ['black', 'white'])
      for (const fn of ['Node', 'Forward', 'Backward', 'ManJumps', 'ManDone', 'KingJumps'])
        expect(text.split(`function ${side}${fn}(`).length - 1, `${side}${fn}`).toBe(1);
  });

  it('each side crowns on its own far row and keys the table with its own side bit', () => {
    const [red, white] = perftSidesText().split('// ---- Red (black) to move.')[1].split('// ---- White to move.');
    expect(red).toContain('RED_CROWN');
    expect(red).not.toContain('WHITE_CROWN');
    expect(white).toContain('WHITE_CROWN');
    expect(white).not.toContain('RED_CROWN');
    expect(white).toContain('(depth << 1) | 1');
  });
});
