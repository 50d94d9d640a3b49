import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../src/index.js';
import type { JudgeOptions } from '../../src/framework/options.js';
import { register } from '../../src/framework/registered.js';
import { simplifiedChessUnchecked as simplifiedChess } from '../../src/problems/simplified-chess/index.js';
import { rankAndFileUnchecked as rankAndFile } from '../../src/problems/rank-and-file/index.js';

describe('a registered problem answers a case within one deadline', () => {
  it('judging and explaining a searched case share one deadline, set once per case', () => {
    const seen: { step: string; deadline: number | undefined }[] = [];
    const spied = register({
      ...simplifiedChess,
      judge: (game, options?: JudgeOptions) => {
        seen.push({ step: 'judge', deadline: options?.deadline });
        return simplifiedChess.judge(game, options);
      },
      explain: (game, verdict, options?: JudgeOptions) => {
        seen.push({ step: 'explain', deadline: options?.deadline });
        return simplifiedChess.explain(game, verdict, options);
      },
    });
    const [first] = spied.read(simplifiedChess.sample.input).cases;
    expect(first.judge(true, { timeLimitMs: 5000 }).outcome.kind).toBe('verdict');
    expect(seen.map(({ step }) => step)).toEqual(['judge', 'explain']);
    expect(seen[0].deadline).toEqual(expect.any(Number));
    expect(seen[1].deadline).toBe(seen[0].deadline);
    // A second answer is a new case run: it gets its own deadline object, not the first one's.
    first.judge(false);
    expect(seen).toHaveLength(3);
    expect(seen[2].deadline).toEqual(expect.any(Number));
  });

  it('a deadline already passed stops the search and says which limit to raise', () => {
    // A NO at m = 15 that takes some 19,000 positions, so the search looks at the clock.
    const [first] = register(simplifiedChess).read('1\n2 2 15\nQ A 1\nN B 1\nQ C 4\nN D 3\n').cases;
    expect(first.judge(false).outcome.kind).toBe('verdict');
    const { outcome: answer } = first.judge(true, { deadline: 0, timeLimitMs: 3000 });
    expect(answer).toEqual({
      kind: 'unjudged',
      message: expect.stringMatching(
        /^the search stopped at its time limit \(3 s, [\d,]+ positions\) .*--time-limit/,
      ) as unknown,
    });
  });

  it('a problem that does not search is judged with the options as given', () => {
    let options: JudgeOptions | undefined = { nodeLimit: 1 };
    const spied = register({
      ...rankAndFile,
      judge: (input, given?: JudgeOptions) => {
        options = given;
        return rankAndFile.judge(input);
      },
    });
    spied.read(rankAndFile.sample.input).cases[0].judge(false);
    expect(options).toBeUndefined();
  });
});

describe('another input format, read whole for the page', () => {
  const pdn = REGISTRY.checkers.alternateInput;
  const FIXTURES = readdirSync('test/fixtures/pdn').filter((name) => name.endsWith('.pdn'));

  it.each(FIXTURES)('%s: each unit answers as the command does in answer mode, numbered, with its problem', (name) => {
    if (!pdn) throw new Error('checkers reads no other format');
    const text = readFileSync(`test/fixtures/pdn/${name}`, 'utf8');
    const units = pdn.read(text);
    const answered = units.map((unit) => unit.judge(false));
    expect(answered.map(({ output, errors, valid }) => ({ output, errors, valid }))).toEqual([
      ...[...pdn.answers(text, 'answer')].filter((answer) => answer.closing !== true),
    ]);
    expect(answered.map((unit) => unit.index)).toEqual(units.map((_unit, at) => at + 1));
    expect(units.map((unit) => unit.line)).toEqual(answered.map((unit) => unit.line));
    for (const unit of answered) {
      expect(unit.problem).toBe('checkers');
      expect(unit.details.explanation.game).toBe(unit.index);
      expect(unit.details.replay).toBeUndefined();
    }
  });

  it('gives what a board draws only when explained', () => {
    const text = readFileSync('test/fixtures/pdn/two-games.pdn', 'utf8');
    const [first] = pdn?.read(text) ?? [];
    expect(first.judge(true).details.replay?.plies.length).toBeGreaterThan(0);
    expect(() => pdn?.read(42 as never)).toThrow(
      new TypeError("REGISTRY['checkers'].alternateInput.read: text must be a string, not 42"),
    );
  });
});
