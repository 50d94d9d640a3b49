# Simplified Chess Engine, written plainly in Python from the statement, as a contestant would:
# for the mutant corpus of `arbiter package`. Minimax over every move (a side that can take the
# other queen does so at once), with a memo per game. Shares no code with Arbiter. With BUG = ''
# it is correct.
#
# BUG plants one realistic mistake (arbiter package writes one wrong_answer submission per bug):
#   queen-safety-pruning   a move that leaves one's own queen attacked is never tried (the
#                          published solution's pruning, without the special cases it needs)
#   knight-half            the knight jumps in only 4 of its 8 directions (a table cut short)
#   slide-max-2            sliders go at most 2 squares (a loop bound off by one on a 4x4 board)
#   white-moves-only       m counts White's moves only, so the search runs 2m - 1 moves deep
#   rook-diagonal          a typo in the rook's directions: (1, 1) in place of (0, -1)
#   even-m-extra           an even m is searched as m + 1 ("White moves last, so round m up")
#   capture-own            a piece may land on a square of its own side (the colour test forgotten)
import sys

BUG = sys.argv[1] if len(sys.argv) > 1 else ''

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
if BUG == 'knight-half':
    KNIGHT = KNIGHT[:4]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
if BUG == 'rook-diagonal':
    ROOK = [(1, 0), (-1, 0), (0, 1), (1, 1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
REACH = 2 if BUG == 'slide-max-2' else 3


def moves_of(board, white):
    moves = []
    for frm in range(16):
        p = board[frm]
        if p == '.' or p.isupper() != white:
            continue
        r, c = divmod(frm, 4)
        t = p.upper()
        if t == 'N':
            steps, reach = KNIGHT, 1
        else:
            steps = ROOK if t == 'R' else BISHOP if t == 'B' else ROOK + BISHOP
            reach = REACH
        for dr, dc in steps:
            for k in range(1, reach + 1):
                rr, cc = r + dr * k, c + dc * k
                if not (0 <= rr < 4 and 0 <= cc < 4):
                    break
                q = board[rr * 4 + cc]
                if q == '.' or q.isupper() != white or BUG == 'capture-own':
                    moves.append((frm, rr * 4 + cc))
                if q != '.':
                    break
    return moves


def queen_attacked(board, white):
    queen = board.index('Q' if white else 'q')
    return any(to == queen for _, to in moves_of(board, not white))


def solve(board, m):
    memo = {}

    def white_wins(left, white):
        if left <= 0:
            return False
        key = (''.join(board), left, white)
        if key in memo:
            return memo[key]
        moves = moves_of(board, white)
        enemy_queen = 'q' if white else 'Q'
        if not moves:
            result = False
        elif any(board[to] == enemy_queen for _, to in moves):
            result = white
        else:
            result = not white
            for frm, to in moves:
                piece, taken = board[frm], board[to]
                board[to], board[frm] = piece, '.'
                if BUG == 'queen-safety-pruning' and queen_attacked(board, white):
                    board[frm], board[to] = piece, taken
                    continue
                wins = white_wins(left - 1, not white)
                board[frm], board[to] = piece, taken
                if wins == white:
                    result = white
                    break
        memo[key] = result
        return result

    return white_wins(m, True)


def main():
    tokens = sys.stdin.read().split()
    at = 0
    games = int(tokens[at])
    at += 1
    out = []
    for _ in range(games):
        w, b, m = int(tokens[at]), int(tokens[at + 1]), int(tokens[at + 2])
        at += 3
        board = ['.'] * 16
        for k in range(w + b):
            t, c, r = tokens[at], tokens[at + 1], int(tokens[at + 2])
            at += 3
            board[(r - 1) * 4 + ord(c) - ord('A')] = t if k < w else t.lower()
        if BUG == 'white-moves-only':
            m = 2 * m - 1
        elif BUG == 'even-m-extra' and m % 2 == 0:
            m += 1
        out.append('YES' if solve(board, m) else 'NO')
    sys.stdout.write('\n'.join(out) + '\n')


main()
