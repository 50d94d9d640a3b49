import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProblemUnit } from '../../src/index.js';
import type { WorkerReply, WorkerRequest } from '../../web/src/protocol.js';
import { arbiter } from '../cli/contestant-helpers.js';

/**
 * One verdict for a game, wherever it is asked (issue 47): every PDN fixture given to the built
 * command (answer mode and --json) and to the page's worker (web/src/worker.ts, its message handler
 * called in this process, as the page posts to it), and the answers compared line by line and field
 * by field, variations included.
 */

const FIXTURES = new URL('../fixtures/pdn/', import.meta.url).pathname;
const FILES = readdirSync(FIXTURES).filter((name) => name.endsWith('.pdn'));

/** The worker's message handler, and what it posts. */
let send: (request: WorkerRequest) => WorkerReply[];

beforeAll(async () => {
  let posted: WorkerReply[] = [];
  const scope = { postMessage: (reply: WorkerReply) => posted.push(reply), onmessage: undefined as unknown };
  (globalThis as { self?: unknown }).self = scope;
  await import('../../web/src/worker.js');
  const handle = scope.onmessage as (event: { data: WorkerRequest }) => void;
  send = (request) => {
    posted = [];
    handle({ data: request });
    return posted;
  };
});

/** The units the worker answers for `text`, each explained (as the page's first cards are). */
function workerUnits(text: string): ProblemUnit[] {
  const replies = send({ type: 'judge', run: 1, problem: 'checkers', text, strict: false, explainFirst: 1000 });
  expect(replies.find((reply) => reply.type === 'crashed')).toBeUndefined();
  return replies.flatMap((reply) => (reply.type === 'units' ? reply.units : []));
}

/** Names of the fields where `command` and `page` differ (each of the command's, and any the page has besides). */
function differing(command: Record<string, unknown>, page: Record<string, unknown>): string[] {
  const fields = new Set([...Object.keys(command), ...Object.keys(page)]);
  return [...fields].filter((field) => JSON.stringify(command[field]) !== JSON.stringify(page[field]));
}

describe('the command and the page give the same verdict on every game', () => {
  let games = 0;
  let variations = 0;
  let illegalVariations = 0;

  it.each(FILES)('%s', async (file) => {
    const text = readFileSync(`${FIXTURES}${file}`, 'utf8');
    const units = workerUnits(text);
    const [answers, json] = await Promise.all([
      arbiter(['checkers', `${FIXTURES}${file}`]),
      arbiter(['checkers', '--json', `${FIXTURES}${file}`]),
    ]);
    // Answer mode: the page's answers are the command's lines, but for its closing count.
    const lines = answers.stdout.trimEnd().split('\n');
    expect(units.map((unit) => unit.output).join('\n')).toBe(lines.slice(0, -1).join('\n'));
    // JSON: each game's explanation, field by field, variations included.
    const objects = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects).toHaveLength(units.length);
    objects.forEach((object, at) => {
      const { explanation } = units[at].details as { explanation: Record<string, unknown> };
      expect(differing(object, JSON.parse(JSON.stringify(explanation)) as Record<string, unknown>), file).toEqual([]);
      expect(units[at].valid).toBe(object.valid);
      const judged = object.variations as { verdict: string }[];
      variations += judged.length;
      illegalVariations += judged.filter((variation) => variation.verdict === 'illegal').length;
    });
    games += units.length;
  });

  it('compared games, variations and an illegal variation', () => {
    expect(FILES).toContain('variation.pdn');
    expect(games).toBeGreaterThanOrEqual(12);
    expect(variations).toBeGreaterThanOrEqual(3);
    expect(illegalVariations).toBeGreaterThanOrEqual(1);
  });
});
