/**
 * The C++ program of the original contest statement, transcribed into TypeScript for a
 * comparison only: a breadth-first search over (king square, move number), checking the ends of
 * the game right after each king move. Its coordinates are the C++ ones: x is the row from the
 * top, y the column. `at` returns '\0' off the board, as the zero bytes past the C++ rows do.
 */
export function seedWinner(
  rows: readonly string[],
  king: readonly [number, number],
  pawn: readonly [number, number],
): 'White' | 'Black' {
  const at = (x: number, y: number): string => (x >= 0 && x < 8 && y >= 0 && y < 8 ? rows[x][y] : '\0');
  const directions = [
    [-1, 0],
    [-1, 1],
    [0, 1],
    [1, 1],
    [1, 0],
    [1, -1],
    [0, -1],
    [-1, -1],
  ];
  const start = { kx: 8 - king[1], ky: king[0] - 1, px: 8 - pawn[1], py: pawn[0] - 1, t: 0 };
  const marked = new Set<string>([`${start.kx},${start.ky},0`]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const [dx, dy] of directions) {
      const tx = node.kx + dx;
      const ty = node.ky + dy;
      if (tx < 0 || tx > 8 || ty < 0 || ty > 8 || at(tx, ty) !== '.') continue;
      if ((tx === node.px + 1 && ty === node.py - 1) || (tx === node.px + 1 && ty === node.py + 1)) continue;
      const next = { kx: tx, ky: ty, px: node.px + 1, py: node.py, t: node.t + 1 };
      if (
        (next.px === next.kx && next.py === next.ky) ||
        (next.kx === node.px && next.ky === node.py) ||
        at(next.px, next.py) === 'F'
      )
        return 'White';
      const key = `${next.kx},${next.ky},${next.t}`;
      if (next.px <= 7 && !marked.has(key)) {
        queue.push(next);
        marked.add(key);
      }
    }
  }
  return 'Black';
}
