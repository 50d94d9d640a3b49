import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../src/index.js';
import type { JudgeOptions } from '../../src/framework/options.js';
import { register, registerProblem } from '../../src/framework/registered.js';
import { defineProblem } from '../../src/framework/problem.js';
import { ticTacToeUnchecked } from '../fixtures/tic-tac-toe/index.js';
import { simplifiedChessUnchecked as simplifiedChess } from '../../src/problems/simplified-chess/index.js';
import { rankAndFileUnchecked as rankAndFile } from '../../src/problems/rank-and-file/index.js';

describe('answers numbered by the case’s place, as UVa writes them ("Game #2: ...")', () => {
  // Tic-tac-toe with its answers numbered: the framework writes the numbers, the codec the answers.
  const numbered = registerProblem(
    defineProblem('numbered', { ...ticTacToeUnchecked.spec, answerPrefix: (index) => `Case #${index}: ` }).internal,
  );
  const { tools } = numbered;

  it('the command and the page get each case’s line with its number', () => {
    const answers = numbered.read(ticTacToeUnchecked.sample.input).cases.map((pending) => pending.judge(false));
    expect(answers.map(({ outcome }) => (outcome.kind === 'verdict' ? outcome.output : ''))).toEqual([
      'Case #1: second',
      'Case #2: the first player won',
    ]);
  });

  it('gen, stress and package number a list of cases by its order; a failure is keyed without the number', () => {
    const cases = tools.generate(7, 'contest', 3);
    const lines = tools.answers(cases);
    expect(lines).toEqual(cases.map((input, place) => `Case #${place + 1}: ${input.expected()}`));
    // The same case moved by shrinking keeps its key; another number or another answer is another key.
    const key = tools.failureKey('Case #3: draw', 'Case #3: first', 2);
    expect(tools.failureKey('Case #1: draw', 'Case #1: first', 0)).toBe(key);
    expect(tools.failureKey('Case #1: draw', 'Case #2: draw', 0)).not.toBe(tools.failureKey('draw', 'draw'));
    expect(tools.unnumbered('Case #2: draw', 1)).toBe('draw');
    expect(tools.unnumbered('Case #2: draw', 0)).toBe('Case #2: draw');
    expect(tools.numbered('draw', 4)).toBe('Case #5: draw');
    // The registry's guarded tools ask each case its answer once, and number it by its place.
    expect(tools.answers([{ ...cases[0], expected: () => 'draw' }, cases[1]])).toEqual(['Case #1: draw', lines[1]]);
    expect(() => tools.answers([{ ...cases[0], expected: () => 3 } as never])).toThrow(TypeError);
  });
});

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
