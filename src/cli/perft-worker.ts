/**
 * A worker thread of `arbiter perft`: counts the subtrees it is sent, one at a time, with the
 * transposition table that all the threads share. perft.ts starts it and hands out the work.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { perft } from '../games/checkers/perft.js';
import { PerftTable } from '../games/checkers/perft-kernel.js';
import type { Position } from '../games/checkers/position.js';

export interface PerftWorkerData {
  /** The shared table (its size and memory), or null to count without one. */
  readonly table: { readonly log2Entries: number; readonly buffer: SharedArrayBuffer } | null;
}

/** One subtree to count: the leaves `depth` plies below `position`. */
export interface PerftJob {
  readonly id: number;
  readonly position: Position;
  readonly depth: number;
  readonly distinct: boolean;
}

export interface PerftJobDone {
  readonly id: number;
  readonly nodes: number;
}

const port = parentPort;
if (!port) throw new Error('perft-worker.js runs as a worker thread of arbiter perft');
const shared = (workerData as PerftWorkerData).table;
const table = shared === null ? undefined : new PerftTable(shared.log2Entries, { buffer: shared.buffer });

port.on('message', (job: PerftJob) => {
  const done: PerftJobDone = { id: job.id, nodes: perft(job.position, job.depth, { distinct: job.distinct, table }) };
  port.postMessage(done);
});
