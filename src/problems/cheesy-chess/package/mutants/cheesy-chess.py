# Cheesy Chess, written plainly in Python from the statement, as a contestant would: for the
# mutant corpus of `arbiter package`. Recursion over the game with a memo per test case. Shares
# no code with Arbiter. With no argument it is correct.
#
#   python3 cheesy-chess.py [BUG]
#
# BUG plants one realistic mistake (arbiter package writes one wrong_answer submission per bug):
#   d-pawn-capturable      the king may capture the pawn on a fixed dangerous (D) field
#   blocked-black-wins     a pawn that cannot move makes Black win wherever it stands
#   pawn-enters-f          the pawn may step onto a forbidden (F) field
#   floating-left-only     only the floating field below-left of the pawn is dangerous
#   king-straight          the king steps only up, down, left and right (diagonals forgotten)
#   coordinates-swapped    "x y" is read as row, then column
#   danger-after-reply     the floating fields are taken from where the pawn will be after its
#                          reply, not from where it stands when the king moves
import sys

BUG = sys.argv[1] if len(sys.argv) > 1 else ''

STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]
if BUG == 'king-straight':
    STEPS = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def winner(rows, kx, ky, px, py):
    def field(x, y):
        return rows[8 - y][x - 1]

    def floating(x, y, pawn_x, pawn_y):
        if BUG == 'danger-after-reply':
            pawn_y -= 1
        if y != pawn_y - 1:
            return False
        return x == pawn_x - 1 or (x == pawn_x + 1 and BUG != 'floating-left-only')

    def open_for_king(x, y, pawn_x, pawn_y):
        if x == pawn_x and y == pawn_y and BUG == 'd-pawn-capturable':
            return field(x, y) != 'F'
        return field(x, y) == '.' and not floating(x, y, pawn_x, pawn_y)

    memo = {}

    def white_wins(kx, ky, px, py, white):
        key = (kx, ky, px, py, white)
        if key in memo:
            return memo[key]
        if white:
            result = False
            for dx, dy in STEPS:
                x, y = kx + dx, ky + dy
                if 1 <= x <= 8 and 1 <= y <= 8 and open_for_king(x, y, px, py):
                    if (x == px and y == py) or white_wins(x, y, px, py, False):
                        result = True
                        break
        else:
            can_move = (py > 1 and (field(px, py - 1) != 'F' or BUG == 'pawn-enters-f')
                        and not (kx == px and ky == py - 1))
            if can_move:
                result = white_wins(kx, ky, px, py - 1, True)
            else:
                result = py != 1 and BUG != 'blocked-black-wins'
        memo[key] = result
        return result

    return 'White' if white_wins(kx, ky, px, py, True) else 'Black'


def main():
    lines = [line.strip() for line in sys.stdin.read().split('\n') if line.strip()]
    count = int(lines[0])
    at = 1
    out = []
    for _ in range(count):
        rows = lines[at:at + 8]
        a, b = map(int, lines[at + 8].split())
        c, d = map(int, lines[at + 9].split())
        at += 10
        if BUG == 'coordinates-swapped':
            a, b, c, d = b, a, d, c
        out.append(winner(rows, a, b, c, d))
    sys.stdout.write('\n'.join(out) + '\n')


main()
