# Simplified Chess Engine II, written plainly in Python from the statement, as a contestant would:
# for the mutant corpus of `arbiter package`. Minimax over every move (a side that can take the
# other queen does so at once), with a memo per game. Shares no code with Arbiter. With BUG = ''
# it is correct.
#
# BUG plants one realistic mistake with pawns (arbiter package writes one wrong_answer submission per bug):
#   diagonal-step          a pawn may also step diagonally forward onto an empty square
#   double-step            a pawn on its second row (row 2 for White, row 3 for Black) may step two
#                          squares forward when both are empty, as from chess's starting rank
#   rook-only              a pawn promotes to a rook only ("the strongest piece allowed is enough")
#   no-knight              a pawn promotes to a rook or a bishop only (the knight forgotten)
#   promotion-takes-queen  the queen-capture test looks at plain moves only: a pawn that takes the
#                          queen while promoting does not end the game
#   capture-wrap           a pawn's captures are the square's number plus or minus 3 and 5, with no
#                          column test: a pawn on column A or D takes across the board's edge
#   far-row-top            every pawn promotes on row 4: Black's pawns that reach row 1 stay pawns
import sys

BUG = sys.argv[1] if len(sys.argv) > 1 else ''

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
# What a pawn may become on its far row: never a queen.
PROMOTIONS = 'R' if BUG == 'rook-only' else 'RB' if BUG == 'no-knight' else 'RBN'


def rays(square, steps, reach):
    """The squares a piece on `square` reaches along each of `steps`, nearest first, up to `reach` squares."""
    r, c = divmod(square, 4)
    found = []
    for dr, dc in steps:
        ray = []
        for k in range(1, reach + 1):
            rr, cc = r + dr * k, c + dc * k
            if not (0 <= rr < 4 and 0 <= cc < 4):
                break
            ray.append(rr * 4 + cc)
        if ray:
            found.append(ray)
    return found


# Computed once: each piece's rays from each square (a knight's are one square long).
PIECES = [('N', KNIGHT, 1), ('R', ROOK, 3), ('B', BISHOP, 3), ('Q', ROOK + BISHOP, 3)]
RAYS = {t: [rays(square, steps, reach) for square in range(16)] for t, steps, reach in PIECES}


def enemy(q, white):
    return q != '.' and q.isupper() != white


def pawn_moves(moves, frm, to, white):
    far = 3 if white or BUG == 'far-row-top' else 0
    if to // 4 != far:
        moves.append((frm, to, ''))
    else:
        for t in PROMOTIONS:
            moves.append((frm, to, t if white else t.lower()))


def moves_of(board, white):
    """Every move of the side `white`: (from, to, what a promoted pawn becomes or '')."""
    moves = []
    for frm in range(16):
        p = board[frm]
        if p == '.' or p.isupper() != white:
            continue
        t = p.upper()
        if t == 'P':
            r, c = divmod(frm, 4)
            dr = 1 if white else -1
            rr = r + dr
            if not 0 <= rr < 4:
                continue  # a pawn left on row 1 by far-row-top
            ahead = rr * 4 + c
            if board[ahead] == '.':
                pawn_moves(moves, frm, ahead, white)
                two = ahead + 4 * dr
                if BUG == 'double-step' and r == (1 if white else 2) and board[two] == '.':
                    pawn_moves(moves, frm, two, white)
            if BUG == 'capture-wrap':
                sides = [s for s in (frm + 4 * dr - 1, frm + 4 * dr + 1) if 0 <= s < 16]
            else:
                sides = [rr * 4 + cc for cc in (c - 1, c + 1) if 0 <= cc < 4]
            for s in sides:
                if enemy(board[s], white) or (BUG == 'diagonal-step' and board[s] == '.'):
                    pawn_moves(moves, frm, s, white)
            continue
        for ray in RAYS[t][frm]:
            for to in ray:
                q = board[to]
                if q == '.' or q.isupper() != white:
                    moves.append((frm, to, ''))
                if q != '.':
                    break
    return moves


def solve(board, m):
    memo = {}

    def white_wins(left, white):
        if left <= 0:
            return False
        # The side to move follows from the moves left, m being fixed in a game.
        key = (''.join(board), left)
        if key in memo:
            return memo[key]
        moves = moves_of(board, white)
        enemy_queen = 'q' if white else 'Q'
        if any(board[to] == enemy_queen and (BUG != 'promotion-takes-queen' or not becomes)
               for _, to, becomes in moves):
            result = white
        elif not moves:
            result = False
        else:
            result = not white
            for frm, to, becomes in moves:
                piece, taken = board[frm], board[to]
                board[to], board[frm] = becomes or piece, '.'
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
            t, c, r = tokens[at].upper(), tokens[at + 1].upper(), int(tokens[at + 2])
            at += 3
            board[(r - 1) * 4 + ord(c) - ord('A')] = t if k < w else t.lower()
        out.append('YES' if solve(board, m) else 'NO')
    sys.stdout.write('\n'.join(out) + '\n')


main()
