import { type Side, sideWord } from '../../../src/index.js';
import { type Placement, cellName, svg } from './svg.js';

/**
 * Chess piece images, drawn for Arbiter (same licence as the project): plain silhouettes in a
 * 45x45 box, white pieces light with a dark outline, black pieces dark with light details.
 */

export type PieceRole = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

interface Shape {
  /** Filled outlines. */
  readonly bodies: readonly string[];
  /** Filled circles: [cx, cy, r]. */
  readonly balls?: readonly (readonly [number, number, number])[];
  /** Lines drawn in the contrasting colour on top of the body. */
  readonly details?: readonly string[];
  /** Small circles in the contrasting colour (an eye). */
  readonly dots?: readonly (readonly [number, number, number])[];
}

const BASE = 'M9,39.5H36V36H9Z';

const SHAPES: Readonly<Record<PieceRole, Shape>> = {
  king: {
    bodies: [
      BASE,
      'M11,36C8,29 8.5,21 15.5,20.5C19,20.3 21.3,22.5 22.5,25C23.7,22.5 26,20.3 29.5,20.5C36.5,21 37,29 34,36Z',
      'M22.5,25C20.5,21.5 20.5,18.5 22.5,16.5C24.5,18.5 24.5,21.5 22.5,25Z',
      'M21.25,5.5H23.75V9H27V11.5H23.75V16H21.25V11.5H18V9H21.25Z',
    ],
    details: ['M12.5,31.5C19,29 26,29 32.5,31.5'],
  },
  queen: {
    bodies: [BASE, 'M11,36L8,15L14.5,25L15.5,11.5L20,24L22.5,9.5L25,24L29.5,11.5L30.5,25L37,15L34,36Z'],
    balls: [
      [8, 14, 2.4],
      [15.5, 11, 2.4],
      [22.5, 8.5, 2.4],
      [29.5, 11, 2.4],
      [37, 14, 2.4],
    ],
    details: ['M12,31.5C19,29.5 26,29.5 33,31.5'],
  },
  rook: {
    bodies: [
      BASE,
      'M11.5,36V32.5H33.5V36Z',
      'M14,32.5L15.5,17H29.5L31,32.5Z',
      'M12,17V10H16V13H20.5V10H24.5V13H29V10H33V17Z',
    ],
    details: ['M15.4,20H29.6', 'M14.4,29.5H30.6'],
  },
  bishop: {
    bodies: [BASE, 'M12.5,36V32.5H32.5V36Z', 'M15.5,32.5C13.5,27 15,20.5 22.5,12.5C30,20.5 31.5,27 29.5,32.5Z'],
    balls: [[22.5, 10, 2.6]],
    details: ['M22.5,18V26', 'M18.5,22H26.5'],
  },
  knight: {
    bodies: [
      BASE,
      'M14,36C13.5,30 17,26.5 20,22.5C17,23.5 13.5,25.5 11,24.5C8.5,23.5 8.5,20.5 ' +
        '10.5,18.5L18,11.5C18.5,9.5 19.5,7.5 21.5,6L23.5,9C30.5,10 35,16 35,24C35,29 34,33 33,36Z',
    ],
    details: ['M24,11.5C28.5,14 31,19 31,25', 'M11.5,21.5H13'],
    dots: [[18, 14.5, 1.4]],
  },
  pawn: {
    bodies: [
      BASE,
      'M13,36C13,30 17,27.5 19.5,26.5C17,25 16,22.5 17.5,20C16.5,19 16.5,17.5 ' +
        '17.5,16.5H27.5C28.5,17.5 28.5,19 27.5,20C29,22.5 28,25 25.5,26.5C28,27.5 32,30 32,36Z',
    ],
    balls: [[22.5, 13, 4.2]],
  },
};

const INK = {
  white: { fill: '#ffffff', stroke: '#1a1a1a', detail: '#1a1a1a' },
  black: { fill: '#262626', stroke: '#000000', detail: '#e8e8e8' },
} as const;

/** A piece as an SVG group in a 45x45 box. */
export function drawPiece(colour: Side, role: PieceRole): SVGGElement {
  const shape = SHAPES[role];
  const ink = INK[colour];
  const group = svg('g', {
    class: `piece piece-${colour}-${role}`,
    fill: ink.fill,
    stroke: ink.stroke,
    'stroke-width': 1.5,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
  for (const d of shape.bodies) group.append(svg('path', { d }));
  for (const [cx, cy, r] of shape.balls ?? []) group.append(svg('circle', { cx, cy, r }));
  for (const d of shape.details ?? [])
    group.append(svg('path', { d, fill: 'none', stroke: ink.detail, 'stroke-width': 1.3 }));
  for (const [cx, cy, r] of shape.dots ?? [])
    group.append(svg('circle', { cx, cy, r, fill: ink.detail, stroke: 'none' }));
  return group;
}

/** A standalone piece image (for palettes and legends). */
export function pieceIcon(colour: Side, role: PieceRole, label: string): SVGSVGElement {
  const icon = svg('svg', { viewBox: '0 0 45 45', class: 'piece-icon', role: 'img' }, drawPiece(colour, role));
  icon.setAttribute('aria-label', label);
  return icon;
}

/**
 * Pieces for a board given as text rows, top row first (as the problems' explanations give them),
 * on a board of any size; `pieceOf` reads one character ('.' and the like give undefined).
 */
export function placementsFromRows(
  rows: readonly string[],
  pieceOf: (letter: string) => { readonly side: Side; readonly role: PieceRole } | undefined,
): Placement[] {
  const placements: Placement[] = [];
  rows.forEach((row, index) => {
    [...row].forEach((letter, file) => {
      const piece = pieceOf(letter);
      if (!piece) return;
      placements.push({
        cell: { file, rank: rows.length - 1 - index },
        draw: () => drawPiece(piece.side, piece.role),
        title: `${piece.side} ${piece.role}`,
      });
    });
  });
  return placements;
}

const ROLE_ORDER: readonly PieceRole[] = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];

/**
 * The position in words for a screen reader, as a player says it: "White: king b5, queen c5;
 * Black: king e5" (each side's pieces king first, then by square), from rows read as
 * placementsFromRows reads them.
 */
export function piecesInWords(
  rows: readonly string[],
  pieceOf: (letter: string) => { readonly side: Side; readonly role: PieceRole } | undefined,
): string {
  const bySide = (side: Side): string[] => {
    const found: { role: PieceRole; square: string }[] = [];
    rows.forEach((row, index) =>
      [...row].forEach((letter, file) => {
        const piece = pieceOf(letter);
        if (piece?.side === side)
          found.push({ role: piece.role, square: cellName({ file, rank: rows.length - 1 - index }) });
      }),
    );
    found.sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.square.localeCompare(b.square));
    return found.map(({ role, square }) => `${role} ${square}`);
  };
  const sides = (['white', 'black'] as const)
    .map((side) => ({ side, pieces: bySide(side) }))
    .filter(({ pieces }) => pieces.length > 0);
  return sides.length === 0
    ? 'no pieces'
    : sides.map(({ side, pieces }) => `${sideWord(side)}: ${pieces.join(', ')}`).join('; ');
}
