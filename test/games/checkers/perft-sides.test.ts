import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, RULE, perftSidesText, readRule } from '../../../scripts/perft-sides.mjs';

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

  it('the jump and step conditions are rule.ts’s own text, printed with the shifts for arguments', () => {
    const { rule, forward } = readRule();
    expect(forward).toEqual({ black: ['DownLeft', 'DownRight'], white: ['UpLeft', 'UpRight'] });
    const text = perftSidesText();
    let printed = 0;
    for (const dir of ['downLeft', 'downRight', 'upLeft', 'upRight']) {
      for (const condition of [rule.jumpedSquare(`${dir}(at)`, 'prey'), rule.jumpLanding(`${dir}(over)`, 'e')]) {
        expect(text).toContain(condition);
        printed++;
      }
    }
    expect(printed).toBe(8);
    expect(rule.emptyDuringJumps('b | w', 'from')).toBe('(~(b | w) | from)');
    // A change to the rule's text is a change to the kernel.
    const changed = readRule(readFileSync(RULE, 'utf8').replace('=> far & empty;', '=> empty & far;'));
    expect(changed.rule.jumpLanding('downLeft(over)', 'e')).toBe('(e & downLeft(over))');
    expect(() => changed.rule.jumpLanding('x')).toThrow(/2 arguments/);
  });
});
