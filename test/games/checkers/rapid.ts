import * as english from 'rapid-draughts/english';

/**
 * The few parts of rapid-draughts the tests use, typed here: its own .d.ts files re-export
 * without file extensions, which NodeNext resolution cannot follow.
 */
export interface RapidMove {
  readonly origin: number;
  readonly destination: number;
  readonly captures: readonly number[];
}
export type RapidSquare =
  { readonly dark: true; readonly position: number; readonly piece: object | undefined } | { readonly dark: false };
export interface RapidGame {
  readonly moves: readonly RapidMove[];
  readonly board: readonly RapidSquare[];
}
export interface RapidBoard {
  readonly light: number;
  readonly dark: number;
  readonly king: number;
}
/** 'dark' starts on positions 0–11 and moves first (our Red); 'light' is our White. */
export type RapidPlayer = 'dark' | 'light';

export const EnglishDraughts = (
  english as unknown as { EnglishDraughts: { setup(data?: { player?: RapidPlayer; board?: RapidBoard }): RapidGame } }
).EnglishDraughts;
