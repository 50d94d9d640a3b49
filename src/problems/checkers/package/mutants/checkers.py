# Advanced Checkers Machine, written plainly in Python from the statement, as a contestant would:
# for the mutant corpus of `arbiter package`. A written move is legal when it is one of the legal
# routes of the position: every complete jump route when the side to move can jump, else every
# step. Shares no code with Arbiter. With no argument it is correct.
#
#   python3 checkers.py [BUG]
#
# BUG plants one realistic mistake (arbiter package writes one wrong_answer submission per bug):
#   no-forced-capture     a simple step is legal even when a jump is available
#   stop-early            a multiple jump may stop while it could go on
#   king-forward-only     kings move and jump only forward, like men
#   flying-kings          a king steps any number of empty squares along a diagonal (the
#                         international draughts rule)
#   start-square-blocks   the square a piece leaves stays occupied until its move ends, so a
#                         king's circular capture back to its start is refused
#   red-always-first      the side named on the "n C" line is ignored: Red always moves first
#   no-crowning           a man reaching the far row is not crowned
#   index-from-zero       the invalid move is numbered from 0
import sys

BUG = sys.argv[1] if len(sys.argv) > 1 else ''

RED, WHITE = 1, 2
# Directions: down-left, down-right (Red's forward), up-left, up-right (White's forward).
DIRS = [(1, -1), (1, 1), (-1, -1), (-1, 1)]


def square_at(row, col):
    if not (0 <= row < 8 and 0 <= col < 8) or (row + col) % 2 == 0:
        return None
    return row * 4 + col // 2


def row_col(s):
    row = s // 4
    return row, 2 * (s % 4) + (1 if row % 2 == 0 else 0)


def forward(side, d):
    return (side == RED) == (DIRS[d][0] == 1)


def may_go(side, king, d):
    return (king and BUG != 'king-forward-only') or forward(side, d)


def crown_row(side, s):
    return s >= 28 if side == RED else s < 4


def jump_routes(owner, kings, side, start):
    routes = []
    king = kings[start]

    def extend(route, jumped, occupied):
        at = route[-1]
        went_on = False
        r, c = row_col(at)
        for d, (dr, dc) in enumerate(DIRS):
            if not may_go(side, king, d):
                continue
            over = square_at(r + dr, c + dc)
            land = square_at(r + 2 * dr, c + 2 * dc)
            if over is None or land is None or over in jumped:
                continue
            if occupied[over] == 0 or occupied[over] == side:
                continue
            if occupied[land] != 0:
                continue
            went_on = True
            if BUG == 'stop-early':
                routes.append(route + [land])
            crowned = not king and crown_row(side, land) and BUG != 'no-crowning'
            if crowned:
                routes.append(route + [land])
            else:
                extend(route + [land], jumped | {over}, occupied)
        # With stop-early every step of the route was listed already.
        if not went_on and len(route) > 1 and BUG != 'stop-early':
            routes.append(route)

    occupied = list(owner)
    if BUG != 'start-square-blocks':
        occupied[start] = 0
    extend([start], set(), occupied)
    return routes


def legal_routes(owner, kings, side):
    jumps = []
    for s in range(32):
        if owner[s] == side:
            jumps += jump_routes(owner, kings, side, s)
    if jumps and BUG != 'no-forced-capture':
        return jumps
    steps = []
    for s in range(32):
        if owner[s] != side:
            continue
        r, c = row_col(s)
        for d, (dr, dc) in enumerate(DIRS):
            if not may_go(side, kings[s], d):
                continue
            reach = 7 if kings[s] and BUG == 'flying-kings' else 1
            for k in range(1, reach + 1):
                t = square_at(r + k * dr, c + k * dc)
                if t is None or owner[t] != 0:
                    break
                steps.append([s, t])
    return jumps + steps


def play(owner, kings, side, route):
    start, end = route[0], route[-1]
    king = kings[start]
    owner[start], kings[start] = 0, False
    for a, b in zip(route, route[1:]):
        ra, ca = row_col(a)
        rb, cb = row_col(b)
        if abs(ra - rb) == 2:
            over = square_at((ra + rb) // 2, (ca + cb) // 2)
            owner[over], kings[over] = 0, False
    owner[end] = side
    kings[end] = king or (crown_row(side, end) and BUG != 'no-crowning')


def read_move(text):
    parts = text.replace('x', '-').split('-')
    if not all(p.isdigit() for p in parts) or len(parts) < 2:
        return None
    squares = [int(p) for p in parts]
    if not all(1 <= s <= 32 for s in squares):
        return None
    return [s - 1 for s in squares]


def main():
    lines = [line.strip() for line in sys.stdin.read().split('\n') if line.strip()]
    at = 0
    out = []
    while True:
        n_red, n_white = map(int, lines[at].split())
        at += 1
        if n_red == 0 and n_white == 0:
            break
        owner = [0] * 32
        kings = [False] * 32
        for side, count in ((RED, n_red), (WHITE, n_white)):
            values = lines[at].split() if count > 0 else []
            if count > 0:
                at += 1
            for v in map(int, values):
                owner[abs(v) - 1] = side
                kings[abs(v) - 1] = v < 0
        n, who = lines[at].split()
        at += 1
        side = RED if who == 'R' or BUG == 'red-always-first' else WHITE
        moves = lines[at:at + int(n)]
        at += int(n)
        bad = None
        for k, text in enumerate(moves, 1):
            route = read_move(text)
            if route is None or route not in legal_routes(owner, kings, side):
                bad = k
                break
            play(owner, kings, side, route)
            side = WHITE if side == RED else RED
        if bad is None:
            out.append('All moves valid')
        else:
            out.append('Move %d is invalid' % (bad - 1 if BUG == 'index-from-zero' else bad))
    sys.stdout.write('\n'.join(out) + '\n')


main()
