// `node scripts/rooms.mjs`: the import graph of src/ and web/src/ against the rooms of docs/design.md.
// Prints the import circles (files that import each other, however far round), the arrows back up
// (a file importing one in a room above its own) and the page's imports of the library past its
// public entry, and exits 1 when there is any. test/rooms.test.ts holds the same to zero.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const DESIGN = 'docs/design.md';

/**
 * The rooms, top first, as docs/design.md's section "The rooms" lists them: in its code blocks, a
 * line that starts at the left names one room by its first column (up to two spaces), a list of
 * folders ("src/cli/"), files and "*.ts" (the files right in a folder); a name without a folder is
 * in the folder of the one before it ("src/index.ts, rules.ts"), and "<id>" stands for any one
 * folder. A file belongs to the first room that names it. Each block is a tree of its own: a file
 * may import files of its own room and of rooms below it in its tree.
 */
export function readRooms(text = readFileSync(join(ROOT, DESIGN), 'utf8')) {
  const section = text.split(/^## /m).find((part) => part.startsWith('The rooms\n'));
  if (!section) throw new Error(`${DESIGN} has no section "The rooms"`);
  const blocks = [...section.matchAll(/^```\n([\s\S]*?)^```/gm)].map((match) => match[1]);
  return blocks.map((block) =>
    block
      .split('\n')
      .filter((line) => /^\S/.test(line))
      .map((line) => {
        let folder = '';
        return line
          .split(/\s{2,}/)[0]
          .split(/,\s*/)
          .map((name) => {
            const path = name.includes('/') ? name : `${folder}${name}`;
            folder = path.slice(0, path.lastIndexOf('/') + 1);
            return path;
          });
      }),
  );
}

/** Whether `file` is what a room's name names. */
function names(name, file) {
  const pattern = name
    .split(/(<id>|\*)/)
    .map((part) => (part === '<id>' ? '[^/]+' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}${name.endsWith('/') ? '' : '$'}`).test(file);
}

/** What the page may import of the library: its public entry only. */
export const PUBLIC_ENTRY = 'src/index.ts';

/** Every TypeScript file under `dir` (relative to the repository, with "/"). */
function sources(dir) {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * Each file's imports of other files (import, import type, export ... from, import() of a written
 * path), as TypeScript's own parser reads them.
 */
export function importGraph(dirs = ['src', 'web/src']) {
  const graph = new Map();
  for (const file of dirs.flatMap(sources)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => join(dirname(file), name.replace(/\.js$/, '.ts')).split('\\').join('/'));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The room of a file as [tree, level] (0 the top), or undefined when it is in none. */
export function roomOf(file, trees = readRooms()) {
  for (const [tree, rooms] of trees.entries()) {
    const level = rooms.findIndex((room) => room.some((name) => names(name, file)));
    if (level >= 0) return [tree, level];
  }
  return undefined;
}

/** The import circles: each a group of files that reach each other (Tarjan's strongly connected components). */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * Every import that breaks the rooms, as [file, imported, kind]: `up`, an arrow back up (to a room
 * above the file's own); `across`, to another tree, where only the library's public entry may be
 * imported; `lost`, a file in no room.
 */
export function breaches(graph, trees = readRooms()) {
  const rooms = new Map();
  const room = (file) => {
    if (!rooms.has(file)) rooms.set(file, roomOf(file, trees));
    return rooms.get(file);
  };
  const found = [];
  for (const [file, targets] of graph) {
    const from = room(file);
    if (!from) found.push([file, '', 'lost']);
    for (const target of from ? targets : []) {
      const to = room(target);
      if (to?.[0] !== from[0]) {
        if (target !== PUBLIC_ENTRY) found.push([file, target, 'across']);
      } else if (to[1] < from[1]) found.push([file, target, 'up']);
    }
  }
  return found;
}

const SAID = {
  up: 'arrows back up (to a room above its own)',
  across: `imports past the library's public entry, ${PUBLIC_ENTRY}`,
  lost: `files in no room (give each one in ${DESIGN}, "The rooms")`,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const round = circles(graph);
  const found = breaches(graph);
  const arrows = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`${graph.size} files, ${arrows} imports, rooms from ${DESIGN}`);
  console.log(`import circles: ${round.length}`);
  for (const group of round) console.log(`  ${group.join(' <-> ')}`);
  for (const [kind, said] of Object.entries(SAID)) {
    const these = found.filter((breach) => breach[2] === kind);
    console.log(`${said}: ${these.length}`);
    for (const [file, target] of these) console.log(`  ${file}${target ? ` -> ${target}` : ''}`);
  }
  process.exitCode = round.length + found.length > 0 ? 1 : 0;
}
