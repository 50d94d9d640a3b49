import { svg } from './svg.js';

/**
 * Checkers pieces drawn in SVG by us (no image set): a man is a disc with an inner ring, a king
 * the same disc with a second ring and a gold crown. Red and White, each in a 45x45 box.
 */

export type CheckersSide = 'black' | 'white';
export type CheckersKind = 'man' | 'king';

const INK = {
  black: { fill: '#c62828', edge: '#5d0a0a', ring: '#ef9a9a' },
  white: { fill: '#f7f4ea', edge: '#3a3a3a', ring: '#9e9e9e' },
} as const;

const CROWN = 'M14.5,27L13,17.5L18,21.5L22.5,15L27,21.5L32,17.5L30.5,27Z';

export function drawCheckersPiece(side: CheckersSide, kind: CheckersKind): SVGGElement {
  const ink = INK[side];
  const group = svg('g', { class: `piece checker checker-${side}-${kind}` });
  // A shadow below the disc gives it some thickness.
  group.append(svg('circle', { cx: 22.5, cy: 24.5, r: 16, fill: ink.edge }));
  group.append(svg('circle', { cx: 22.5, cy: 22.5, r: 16, fill: ink.fill, stroke: ink.edge, 'stroke-width': 1.5 }));
  group.append(svg('circle', { cx: 22.5, cy: 22.5, r: 11.5, fill: 'none', stroke: ink.ring, 'stroke-width': 1.5 }));
  if (kind === 'king') {
    group.append(svg('circle', { cx: 22.5, cy: 22.5, r: 13.8, fill: 'none', stroke: '#f9a825', 'stroke-width': 1.6 }));
    group.append(
      svg('path', { d: CROWN, fill: '#fbc02d', stroke: '#8d6e00', 'stroke-width': 1, 'stroke-linejoin': 'round' }),
    );
  }
  return group;
}
