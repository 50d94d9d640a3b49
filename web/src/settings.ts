/**
 * Settings the page keeps from one visit to the next, in the browser's localStorage (where the
 * browser refuses it, a private window say, they last as long as the page).
 */

const PREFIX = 'arbiter.';

export function remembered(name: string): string | undefined {
  try {
    return localStorage.getItem(PREFIX + name) ?? undefined;
  } catch {
    return undefined;
  }
}

export function remember(name: string, value: string): void {
  try {
    localStorage.setItem(PREFIX + name, value);
  } catch {
    // Not kept: the setting holds for this visit.
  }
}
