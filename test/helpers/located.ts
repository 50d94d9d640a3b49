import { expect } from 'vitest';
import type { LocatedError } from '../../src/core/located.js';
import { locationFaults } from './location-faults.js';

export { locationFaults } from './location-faults.js';

/** Every error must point at a real place: a line of the input (or just past its end), a column within it. */
export function assertLocated(text: string, errors: readonly LocatedError[]): void {
  expect(locationFaults(text, errors)).toEqual([]);
}
