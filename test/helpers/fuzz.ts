import fc from 'fast-check';

type Mutation = (text: string, position: number, char: string) => string;

/** Edits a fuzzer makes to a valid input: drop, insert or replace a character; drop or repeat a line. */
const MUTATIONS: readonly Mutation[] = [
  (text, at) => text.slice(0, at) + text.slice(at + 1),
  (text, at, char) => text.slice(0, at) + char + text.slice(at),
  (text, at, char) => text.slice(0, at) + char + text.slice(at + 1),
  (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % lines.length, 1);
    return lines.join('\n');
  },
  (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % lines.length, 0, lines[at % lines.length]);
    return lines.join('\n');
  },
];

/** Text made of pieces drawn from `alphabet` (characters or longer tokens). */
export const randomText = (alphabet: readonly string[], maxLength: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...alphabet), { maxLength }).map((pieces) => pieces.join(''));

/** Inputs from `valid`, each damaged by one to four edits that insert pieces of `alphabet`. */
export function damaged(valid: fc.Arbitrary<string>, alphabet: readonly string[]): fc.Arbitrary<string> {
  const edits = fc.array(fc.tuple(fc.nat(MUTATIONS.length - 1), fc.nat(), fc.constantFrom(...alphabet)), { minLength: 1, maxLength: 4 });
  return fc
    .tuple(valid, edits)
    .map(([text, mutations]) =>
      mutations.reduce((current, [kind, position, char]) => MUTATIONS[kind](current, position % (current.length + 1), char), text),
    );
}
