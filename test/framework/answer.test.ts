import { describe, expect, it } from 'vitest';
import type { InternalProblem } from '../../src/framework/problem.js';
import { UNCHECKED } from '../helpers/unchecked.js';
import { unnumberedAnswer } from '../../src/framework/answer.js';

/** Each problem's answer codec: its sample's lines read and written back, judged verdicts written as format writes them, other lines refused. */

describe('answer codecs', () => {
  UNCHECKED.forEach((problem: InternalProblem<unknown, unknown, object>) => {
    const { codec: answer } = problem.spec;
    it(`${problem.id}: the sample's answers read and write back the same line`, () => {
      // The number a contest writes before each answer is the framework's ("Game #1: "): the codec reads what follows.
      const lines = problem.sample.output
        .trimEnd()
        .split('\n')
        .map((line, place) => unnumberedAnswer(problem.spec.answerPrefix, place + 1, line));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const read = answer.read(line);
        expect(read, line).toBeDefined();
        expect(answer.write(read as never)).toBe(line);
      }
    });

    it(`${problem.id}: a judged case's line reads back as an answer that writes the same line`, () => {
      const { cases } = problem.parse(problem.sample.input);
      expect(cases.length).toBeGreaterThan(0);
      for (const item of cases) {
        if (!item.result.ok) throw new Error('the sample parses');
        const judged = problem.judge(item.result.value);
        if (!judged.ok) throw new Error(judged.error);
        const line = problem.format(judged.value);
        expect(answer.write(answer.read(line) as never)).toBe(line);
      }
    });

    it(`${problem.id}: lines that are no answer read as undefined`, () => {
      for (const line of [
        '',
        ' ',
        'error: line 1, column 1: x',
        `${problem.sample.output.split('\n')[0]} `,
        'Move 0 is invalid',
        'yes',
      ])
        expect(answer.read(line), JSON.stringify(line)).toBeUndefined();
    });
  });
});
