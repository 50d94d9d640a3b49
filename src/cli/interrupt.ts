import { constants } from 'node:os';

/**
 * What Arbiter leaves behind when it is stopped. Whatever needs undoing (a contestant's program
 * running, a temporary directory) registers a cleanup here for as long as it exists. From the
 * first registration on, SIGINT, SIGTERM and SIGHUP run every cleanup registered, then end
 * Arbiter by the same signal, as `make` and `tar` end: status 130, 143 or 129 in a shell, and a
 * shell script running Arbiter sees the interrupt. An exit with cleanups still registered (an
 * internal error) runs them too. Before any registration the signals keep their default action,
 * so a command busy in one long computation (a problem's own command, perft) stops at once.
 */

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const cleanups = new Set<() => void>();
let installed = false;

/** Newest first, as atexit does: a run's programs end before the directory they run from goes. */
function cleanUp(): void {
  const all = [...cleanups].reverse();
  cleanups.clear();
  for (const cleanup of all) {
    try {
      cleanup();
    } catch {
      // The others still run: each is a best effort, and the run is ending anyway.
    }
  }
}

function interrupted(signal: NodeJS.Signals): void {
  cleanUp();
  // With no listener left the signal has its default action again: Arbiter ends by it.
  for (const name of SIGNALS) process.removeListener(name, interrupted);
  process.kill(process.pid, signal);
  process.exitCode = 128 + constants.signals[signal];
  process.exit();
}

/**
 * Ends Arbiter at once, as the interrupt that killed a program it waited for synchronously: the
 * terminal's Ctrl-C reaches the whole process group, a compiler with it, and the compiler's death
 * (seen when the synchronous call returns) comes before Arbiter's own handler could run. Nothing
 * more is then said about that program. Returns when `signal` is none of the interrupts.
 */
export function endIfInterrupted(signal: NodeJS.Signals | null): void {
  if (signal !== null && SIGNALS.includes(signal)) interrupted(signal);
}

/**
 * Registers `cleanup` (synchronous, never throwing on what is already gone) to run if Arbiter
 * is interrupted or exits before the returned function is called to say it is no longer needed.
 * Handlers stay installed once made: removing one could drop a signal already on its way.
 */
export function onInterrupt(cleanup: () => void): () => void {
  if (!installed) {
    installed = true;
    for (const name of SIGNALS) process.on(name, interrupted);
    process.on('exit', cleanUp);
  }
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}
