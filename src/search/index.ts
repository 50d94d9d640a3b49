/** Game solving that knows no rules: AND/OR search with proof trees, and exhaustive solving. */
export * from './andor.js';
export * from './retrograde.js';
