import { describe, expect, it } from 'vitest';
import { Progress, type ProgressOptions } from '../../src/cli/output.js';

/** A Progress on a pretend terminal with a pretend clock: what it writes, and a hand on the clock. */
function progressOn(isTTY: boolean, total: number, options: ProgressOptions = {}) {
  let now = 0;
  const written: string[] = [];
  const progress = new Progress(
    total,
    { isTTY, write: (text: string) => written.push(text) },
    { ...options, now: () => now },
  );
  return { progress, written, at: (ms: number) => (now = ms) };
}

describe('progress on standard error', () => {
  it('says "arbiter: case done/total" with the elapsed time, once the run has taken a second', () => {
    const { progress, written, at } = progressOn(true, 5000);
    at(999);
    progress.update(10);
    expect(written).toEqual([]);
    at(1500);
    progress.update(1200);
    at(1700);
    progress.update(1300, 'now searching 5 moves deep (12,000 positions)');
    expect(written).toEqual([
      '\r\x1b[Karbiter: case 1200/5000 (1.5 s)',
      '\r\x1b[Karbiter: case 1300/5000, now searching 5 moves deep (12,000 positions) (1.7 s)',
    ]);
    progress.done();
    expect(written.at(-1)).toBe('\r\x1b[K');
    expect(written).toHaveLength(3);
  });

  it('shows at most one update every 100 ms', () => {
    const { progress, written, at } = progressOn(true, 10);
    let shown = 0;
    for (let ms = 1000; ms < 2000; ms += 10) {
      at(ms);
      const before = written.length;
      progress.update(ms / 200);
      if (written.length > before) shown++;
    }
    expect(shown).toBe(10);
  });

  it('writes nothing when standard error is not a terminal, or when the run was short', () => {
    const pipe = progressOn(false, 3);
    pipe.at(5000);
    pipe.progress.update(2);
    pipe.progress.done();
    expect(pipe.written).toEqual([]);
    const short = progressOn(true, 3);
    short.at(500);
    short.progress.update(3);
    short.progress.done();
    expect(short.written).toEqual([]);
  });

  it("names another command and unit, and learns its total late (perft's root moves)", () => {
    const { progress, written, at } = progressOn(true, 0, { command: 'arbiter perft', unit: 'root move' });
    at(2500);
    progress.setTotal(7);
    progress.update(3);
    expect(written).toEqual(['\r\x1b[Karbiter perft: root move 3/7 (2.5 s)']);
  });

  it('in a log (not a terminal) writes whole lines, only when asked, at most one per logEveryMs', () => {
    const silent = progressOn(false, 10);
    silent.at(60_000);
    silent.progress.update(5);
    expect(silent.written).toEqual([]);
    const { progress, written, at } = progressOn(false, 7, {
      command: 'arbiter perft',
      unit: 'root move',
      logEveryMs: 10_000,
    });
    for (let ms = 0; ms <= 25_000; ms += 500) {
      at(ms);
      progress.update(Math.floor(ms / 5000));
    }
    expect(written).toEqual(['arbiter perft: root move 2/7 (10.0 s)\n', 'arbiter perft: root move 4/7 (20.0 s)\n']);
    progress.done();
    expect(written).toHaveLength(2);
  });
});
