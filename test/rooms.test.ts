import { describe, expect, it } from 'vitest';
import { PUBLIC_ENTRY, breaches, circles, importGraph, readRooms, roomOf } from '../scripts/rooms.mjs';

/**
 * The import graph of src/ and web/src/ against the rooms of docs/design.md (`node scripts/rooms.mjs`
 * prints the same): no circle, no arrow back up, and the page sees the library's public entry only.
 */

describe('the rooms of docs/design.md', () => {
  const trees = readRooms();
  const graph = importGraph();

  it('are read from the design, each tree top first', () => {
    expect(trees.map((rooms) => rooms[0])).toEqual([['src/cli/'], ['web/src/main.ts', 'web/src/worker.ts']]);
    expect(trees[0].at(-1)).toEqual(['src/core/']);
    expect(roomOf('src/index.ts', trees)).toEqual([0, 1]);
    expect(roomOf('src/problems/registry.ts', trees)).toEqual([0, 2]);
    expect(roomOf('src/problems/checkers/index.ts', trees)).toEqual([0, 3]);
    expect(roomOf('web/src/protocol.ts', trees)).toEqual([1, 4]);
    expect(roomOf('web/src/board/editor.ts', trees)).toEqual([1, 3]);
  });

  it('hold every file of src/ and web/src/, read with its imports', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect([...graph.values()].flat().length).toBeGreaterThan(600);
    expect(graph.get('web/src/worker.ts')).toContain(PUBLIC_ENTRY);
    expect(graph.get('src/cli/serve.ts')).toContain('src/cli/serve-page.ts');
  });

  it('have no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('have no arrow back up, no import of the library past its public entry, and no file outside a room', () => {
    expect(breaches(graph, trees)).toEqual([]);
  });

  it('would catch each: a circle however far round, an arrow up, an import past the entry, a file in no room', () => {
    const made = new Map([
      ['src/core/a.ts', ['src/core/b.ts']],
      ['src/core/b.ts', ['src/core/c.ts']],
      ['src/core/c.ts', ['src/core/a.ts']],
      ['src/core/d.ts', ['src/core/d.ts']],
      ['web/src/board/x.ts', ['web/src/renderers/types.ts', 'src/games/chess/board.ts', PUBLIC_ENTRY]],
      ['web/src/renderers/types.ts', []],
      ['src/games/chess/board.ts', ['src/problems/registry.ts']],
      ['src/problems/registry.ts', []],
      ['elsewhere/y.ts', []],
    ]);
    expect(circles(made)).toEqual([['src/core/a.ts', 'src/core/b.ts', 'src/core/c.ts'], ['src/core/d.ts']]);
    expect(breaches(made, trees)).toEqual([
      ['web/src/board/x.ts', 'web/src/renderers/types.ts', 'up'],
      ['web/src/board/x.ts', 'src/games/chess/board.ts', 'across'],
      ['src/games/chess/board.ts', 'src/problems/registry.ts', 'up'],
      ['elsewhere/y.ts', '', 'lost'],
    ]);
  });
});
