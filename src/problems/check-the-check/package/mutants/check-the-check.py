# Check the Check (UVa 10196), written plainly in Python from the statement, as a contestant would:
# the package's Python mutants. Shares no code with Arbiter. With no argument it is correct.
#
#   python3 check-the-check.py [BUG]
#
# BUG plants one realistic mistake (arbiter package writes one wrong_answer submission per bug):
#   queen-as-rook     the queen attacks along ranks and files only, its diagonals forgotten
#   colours-swapped   upper-case pieces are read as Black's, so the answers name the wrong king
#   numbered-from-0   the games are numbered from 0: "Game #0: ..." for the first board
#   knight-wrap       knight jumps are offsets of one index of 64 (+-6, +-10, +-15, +-17) with no
#                     column check, so they wrap round the board's edge
#   pawns-one-way     every pawn attacks up the board, Black's as White's
import sys

BUG = sys.argv[1] if len(sys.argv) > 1 else ''

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def at(board, r, c):
    return board[r * 8 + c] if 0 <= r < 8 and 0 <= c < 8 else ''


def attacked(board, sq, white):
    """Is the king of colour `white` on square sq (row 0 the top row) attacked by the other colour?"""
    r, c = divmod(sq, 8)

    def enemy(letter):
        # A white king's enemies are Black's, in lower case.
        upper = (not white) != (BUG == 'colours-swapped')
        return letter.upper() if upper else letter.lower()

    pawn_row = r - 1 if white or BUG == 'pawns-one-way' else r + 1
    if at(board, pawn_row, c - 1) == enemy('p') or at(board, pawn_row, c + 1) == enemy('p'):
        return True
    if BUG == 'knight-wrap':
        if any(0 <= sq + d < 64 and board[sq + d] == enemy('n') for d in (-17, -15, -10, -6, 6, 10, 15, 17)):
            return True
    elif any(at(board, r + dr, c + dc) == enemy('n') for dr, dc in KNIGHT):
        return True
    if any(at(board, r + dr, c + dc) == enemy('k') for dr, dc in ROOK + BISHOP):
        return True
    for lines, slider in ((ROOK, 'r'), (BISHOP, 'b')):
        for dr, dc in lines:
            rr, cc = r + dr, c + dc
            while at(board, rr, cc) == '.':
                rr, cc = rr + dr, cc + dc
            piece = at(board, rr, cc)
            queen = enemy('q') if slider == 'r' or BUG != 'queen-as-rook' else None
            if piece == enemy(slider) or piece == queen:
                return True
    return False


def main():
    rows = [line.rstrip() for line in sys.stdin.read().split('\n')]
    rows = [row for row in rows if row != '']
    game = 0 if BUG == 'numbered-from-0' else 1
    out = []
    for start in range(0, len(rows) - 7, 8):
        board = ''.join(rows[start:start + 8])
        if board == '.' * 64:
            break
        white_king = 'k' if BUG == 'colours-swapped' else 'K'
        black_king = 'K' if BUG == 'colours-swapped' else 'k'
        who = 'no'
        for sq, piece in enumerate(board):
            if piece == white_king and attacked(board, sq, True):
                who = 'white'
            elif piece == black_king and who == 'no' and attacked(board, sq, False):
                who = 'black'
        out.append('Game #%d: %s king is in check.' % (game, who))
        game += 1
    sys.stdout.write(''.join(line + '\n' for line in out))


main()
