// Types of rooms.mjs, for test/rooms.test.ts.

/** The rooms of docs/design.md ("The rooms"): one list a tree (src/, web/src/), top first, each room its names. */
export declare function readRooms(text?: string): string[][][];
/** Each file of src/ and web/src/ (or of `dirs`) with the files it imports, relative to the repository. */
export declare function importGraph(dirs?: readonly string[]): Map<string, string[]>;
/** A file's room as [tree, level] (0 the top), or undefined when it is in none. */
export declare function roomOf(file: string, trees?: string[][][]): [number, number] | undefined;
/** The import circles: each the files that reach each other, sorted. */
export declare function circles(graph: ReadonlyMap<string, readonly string[]>): string[][];
/** Each import that breaks the rooms: [file, imported, 'up' | 'across' | 'lost']. */
export declare function breaches(
  graph: ReadonlyMap<string, readonly string[]>,
  trees?: string[][][],
): [string, string, 'up' | 'across' | 'lost'][];
/** What the page may import of the library. */
export declare const PUBLIC_ENTRY: string;
