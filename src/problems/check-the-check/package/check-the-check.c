/*
 * Check the Check (UVa 10196), native reference: which king is in check on each board?
 *
 *   cc -O2 -Wall -o bin/check-the-check check-the-check.c && bin/check-the-check < input.txt
 *
 * Written from docs/check-the-check.md, sharing no code with Arbiter; it gives the same bytes on
 * well-formed input and does not diagnose bad input. Boards are 8 rows of 8 characters, White in
 * upper case (playing up the board), Black in lower case, '.' empty; blank lines between boards
 * are skipped, and a board of 64 '.' (or the end of the input) ends it.
 * The board is a plain char[8][9], row 0 the top row as written.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const int KNIGHT[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const int LINES[8][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

static char board[8][9];

static char at(int r, int c) { return r >= 0 && r < 8 && c >= 0 && c < 8 ? board[r][c] : 0; }

/* The letter of `piece` ('p', 'n', ...) for the side that attacks a king of colour `white`. */
static char enemy(char piece, int white) { return white ? piece : (char)toupper(piece); }

static int attacked(int row, int col, int white) {
    /* A black pawn attacks down the board (from the row above a white king), a white one up. */
    int pawn_row = white ? row - 1 : row + 1;
    if (at(pawn_row, col - 1) == enemy('p', white) || at(pawn_row, col + 1) == enemy('p', white)) return 1;
    for (int k = 0; k < 8; k++) {
        if (at(row + KNIGHT[k][0], col + KNIGHT[k][1]) == enemy('n', white)) return 1;
        if (at(row + LINES[k][0], col + LINES[k][1]) == enemy('k', white)) return 1;
        char slider = k < 4 ? 'r' : 'b';
        int r = row + LINES[k][0], c = col + LINES[k][1];
        while (at(r, c) == '.') r += LINES[k][0], c += LINES[k][1];
        if (at(r, c) == enemy(slider, white) || at(r, c) == enemy('q', white)) return 1;
    }
    return 0;
}

/* The next line that is not blank, trimmed of its line end and trailing blanks; 0 at the end of the input. */
static int next_row(char *row) {
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        size_t length = strlen(line);
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r' || line[length - 1] == ' ' ||
                              line[length - 1] == '\t'))
            line[--length] = 0;
        if (length == 0) continue;
        memset(row, '.', 8);
        memcpy(row, line, length < 8 ? length : 8);
        row[8] = 0;
        return 1;
    }
    return 0;
}

int main(void) {
    for (int game = 1;; game++) {
        int pieces = 0;
        for (int r = 0; r < 8; r++) {
            if (!next_row(board[r])) return 0;
            for (int c = 0; c < 8; c++) pieces += board[r][c] != '.';
        }
        if (pieces == 0) return 0;
        const char *who = "no";
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                if (board[r][c] == 'K' && attacked(r, c, 1)) who = "white";
                if (board[r][c] == 'k' && attacked(r, c, 0) && who[0] == 'n') who = "black";
            }
        printf("Game #%d: %s king is in check.\n", game, who);
    }
}
