import { describe, expect, it } from 'vitest';

/**
 * The setup file (test/helpers/suite-meta.ts) gives the event loop a turn after every test: what a
 * test leaves for the next turn (vitest's own messages in a worker) has run when the next one starts.
 */
describe('the event loop between tests', () => {
  let turned = false;
  it('a test that ends with work left for the next turn of the event loop', () => {
    setImmediate(() => (turned = true));
    expect(turned).toBe(false);
  });
  it('finds it done when the next test starts', () => {
    expect(turned).toBe(true);
  });
});
