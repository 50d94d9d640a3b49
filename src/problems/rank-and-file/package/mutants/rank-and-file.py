# Rank and File, written plainly in Python from the statement, as a contestant would: the
# package's Python mutants. Shares no code with Arbiter. With no argument it is correct.
#
#   python3 rank-and-file.py [BUG]
#
# BUG plants one realistic mistake (arbiter package writes one wrong_answer submission per bug):
#   stalemate-is-mate    a side with no legal move is CHECKMATED, in check or not
#   king-takes-defended  the king may capture a checking piece even when it is defended
#   capture-ignored      only king moves and blocks count as escapes, not capturing the checker
#   king-shadow          the king's own square still blocks a checking slider when the king steps
#                        away, so stepping back along the checking line looks safe
#   pins-ignored         only king moves are tested for leaving the king attacked; any other move
#                        that captures or blocks the checker counts, pinned or not
#   no-block             blocking the checking line is not considered an escape
#   kings-touch          the enemy king's attack is forgotten: the king may step next to it
#   knight-wrap          knight jumps are board-index offsets (+-6, +-10, +-15, +-17) with no
#                        column check, so they wrap around the board's edge
#   queen-straight       the queen moves and attacks like a rook only (its diagonals forgotten)
#   slides-through       a slider's attack goes on past the first piece when that piece is the
#                        judged king's own (so a piece never shields its king)
import sys

BUG = sys.argv[1] if len(sys.argv) > 1 else ''

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KING = ROOK + BISHOP


def is_white(p):
    return p.islower()


def inside(r, c):
    return 0 <= r < 8 and 0 <= c < 8


def knight_targets(sq):
    r, c = divmod(sq, 8)
    if BUG == 'knight-wrap':
        return [sq + d for d in (-17, -15, -10, -6, 6, 10, 15, 17) if 0 <= sq + d < 64]
    return [(r + dr) * 8 + c + dc for dr, dc in KNIGHT if inside(r + dr, c + dc)]


def slider_dirs(role):
    if role == 'r' or (role == 'q' and BUG == 'queen-straight'):
        return ROOK
    if role == 'b':
        return BISHOP
    return KING


def attacked(board, sq, by_white, judged_white):
    """Is square sq attacked by the side by_white?"""
    r, c = divmod(sq, 8)
    for t in knight_targets(sq):
        p = board[t]
        if p != '.' and is_white(p) == by_white and p.lower() == 'n':
            return True
    for dr, dc in KING:
        rr, cc = r + dr, c + dc
        if inside(rr, cc):
            p = board[rr * 8 + cc]
            if p != '.' and is_white(p) == by_white and p.lower() == 'k' and BUG != 'kings-touch':
                return True
    for dr, dc in KING:
        rr, cc = r + dr, c + dc
        while inside(rr, cc):
            p = board[rr * 8 + cc]
            if p != '.':
                if is_white(p) == by_white and p.lower() in 'rbq' and (dr, dc) in slider_dirs(p.lower()):
                    return True
                if BUG == 'slides-through' and is_white(p) == judged_white and p.lower() != 'k':
                    rr, cc = rr + dr, cc + dc
                    continue
                break
            rr, cc = rr + dr, cc + dc
    return False


def moves_of(board, white):
    for sq in range(64):
        p = board[sq]
        if p == '.' or is_white(p) != white:
            continue
        role = p.lower()
        r, c = divmod(sq, 8)
        if role == 'n':
            targets = knight_targets(sq)
        elif role == 'k':
            targets = [(r + dr) * 8 + c + dc for dr, dc in KING if inside(r + dr, c + dc)]
        else:
            targets = []
            for dr, dc in slider_dirs(role):
                rr, cc = r + dr, c + dc
                while inside(rr, cc):
                    targets.append(rr * 8 + cc)
                    if board[rr * 8 + cc] != '.':
                        break
                    rr, cc = rr + dr, cc + dc
        for t in targets:
            q = board[t]
            if q == '.' or (is_white(q) != white and q.lower() != 'k'):
                yield sq, t


def has_legal_move(board, white, king, checkers):
    """Has the side white a legal move (in check, an escape from its checkers)?"""
    for frm, to in moves_of(board, white):
        moving = board[frm]
        if BUG == 'king-takes-defended' and frm == king and board[to] != '.':
            return True
        if BUG == 'capture-ignored' and frm != king and board[to] != '.':
            continue
        if BUG == 'no-block' and frm != king and board[to] == '.':
            continue
        if BUG == 'pins-ignored' and frm != king:
            # captures the checker, or stands between it and the king: good enough, it thinks
            if len(checkers) == 1 and (to == checkers[0] or between(checkers[0], king, to, board)):
                return True
            continue
        taken = board[to]
        board[to] = moving
        if BUG == 'king-shadow' and frm == king:
            safe = not attacked(board, to, not white, white)
        else:
            board[frm] = '.'
            safe = not attacked(board, to if frm == king else king, not white, white)
        board[frm] = moving
        board[to] = taken
        if safe:
            return True
    return False


def between(a, b, sq, board):
    if board[a].lower() == 'n':
        return False
    ar, ac = divmod(a, 8)
    br, bc = divmod(b, 8)
    dr = (br > ar) - (br < ar)
    dc = (bc > ac) - (bc < ac)
    r, c = ar + dr, ac + dc
    while (r, c) != (br, bc):
        if r * 8 + c == sq:
            return True
        r, c = r + dr, c + dc
    return False


def checkers_of(board, king, white):
    return [sq for sq in range(64)
            if board[sq] != '.' and is_white(board[sq]) != white and board[sq].lower() != 'k'
            and attacks(board, sq, king)]


def attacks(board, frm, to):
    p = board[frm]
    role = p.lower()
    r, c = divmod(frm, 8)
    if role == 'n':
        return to in knight_targets(frm)
    for dr, dc in slider_dirs(role):
        rr, cc = r + dr, c + dc
        while inside(rr, cc):
            if rr * 8 + cc == to:
                return True
            if board[rr * 8 + cc] != '.':
                break
            rr, cc = rr + dr, cc + dc
    return False


def main():
    lines = [line.strip() for line in sys.stdin.read().split('\n') if line.strip()]
    count = int(lines[0])
    at = 1
    out = []
    for _ in range(count):
        white = lines[at] in ('w', 'W')
        board = list(''.join(lines[at + 1:at + 9]))
        at += 9
        king = board.index('k' if white else 'K')
        if attacked(board, king, not white, white):
            status = 'CHECKED' if has_legal_move(board, white, king, checkers_of(board, king, white)) else 'CHECKMATED'
        elif BUG == 'stalemate-is-mate' and not has_legal_move(board, white, king, []):
            status = 'CHECKMATED'
        else:
            status = 'SAFE'
        out.append(('WHITE' if white else 'BLACK') + ' IS ' + status)
    sys.stdout.write('\n'.join(out) + '\n')


main()
