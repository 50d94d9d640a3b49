import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The scan of test/core/wording.test.ts: counts in messages written without the plural helper. */

/** The plural nouns Arbiter's messages count. */
const NOUNS = (
  'moves|plies|cases|tests|games|mutants|positions|pieces|squares|rows|replies|results|errors|breaches|bytes|' +
  'characters|lines|candidates|steps|files|submissions|records|kings|queens|rooks|bishops|knights|entries|ranks|' +
  'tags|fields|numbers|runs|cores|escapes|answers|data sets|seconds|minutes|nodes|columns|sides'
).split('|');
/** A noun that is a verb here: "Red moves first", "the range 5-3 runs backwards", "line 4 answers no case". */
const VERB_AFTER = /^ (first|down|up|on|to|backwards|along|it|no)\b/;

export function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.generated.ts')) yield path;
  }
}

/** A constant (`MAX_SIZE`, `grouped(MAX_READ_LINE)`), a quoted input, a power (`2^${n}`): no count to agree with. */
const exempt = (expression: string, before: string): boolean =>
  /^(grouped\()?[A-Z][A-Z0-9_]*(\.\w+)?\)?$/.test(expression.trim()) ||
  /^(quote|escapeInput)\(/.test(expression) ||
  /\^$/.test(before);

/** Every place in `text` that counts without the helper. */
export function countingFaults(text: string): string[] {
  const faults: string[] = [];
  const nouns = NOUNS.join('|');
  const counted = new RegExp(`\\$\\{((?:[^{}]|\\{[^{}]*\\})*)\\} (${nouns})\\b`, 'g');
  for (const match of text.matchAll(counted)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    if (VERB_AFTER.test(after) || exempt(match[1], text.slice(0, match.index))) continue;
    faults.push(match[0]);
  }
  for (const match of text.matchAll(/=== 1 \? '( is)?' : '(e?s|s are)'\}/g)) faults.push(match[0]);
  for (const match of text.matchAll(new RegExp(`[\`'"][^\`'"\\n]*\\b1 (${nouns})\\b`, 'g'))) faults.push(match[0]);
  return faults;
}
