/**
 * A worker thread of `arbiter perft`: counts the subtrees it is sent, one at a time, with the
 * transposition table that all the threads share. perft.ts starts it and hands out the work.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PERFT_GAMES } from '../games/perft-games.js';

export interface PerftWorkerData {
  /** The game counted, by its name in PERFT_GAMES. */
  readonly game: string;
  /** The shared table (its size and memory), or null to count without one. */
  readonly table: { readonly log2Entries: number; readonly buffer: SharedArrayBuffer } | null;
}

/** One subtree to count: the leaves `depth` plies below `position`. */
export interface PerftJob {
  readonly id: number;
  readonly position: unknown;
  readonly depth: number;
  readonly distinct: boolean;
}

export interface PerftJobDone {
  readonly id: number;
  readonly nodes: number;
}

const port = parentPort;
if (!port) throw new Error('perft-worker.js runs as a worker thread of arbiter perft');
const data = workerData as PerftWorkerData;
const game = PERFT_GAMES[data.game];
const table = data.table === null ? undefined : game.table(data.table.log2Entries, { buffer: data.table.buffer });

port.on('message', (job: PerftJob) => {
  const done: PerftJobDone = {
    id: job.id,
    nodes: game.count(job.position, job.depth, { distinct: job.distinct, table }),
  };
  port.postMessage(done);
});
