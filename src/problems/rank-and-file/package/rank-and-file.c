/*
 * Rank and File, native reference: is the judged side CHECKED, CHECKMATED or SAFE?
 *
 *   cc -O3 -march=native -Wall -o bin/rank-and-file rank-and-file.c && bin/rank-and-file < input.txt
 *
 * Written for comparing speed with `arbiter rank-and-file`; it gives the same bytes on
 * well-formed input (docs/rank-and-file.md) and does not diagnose bad input.
 * Contest letters: white k q r b n (lower case), black K Q R B N (upper case), '.' empty.
 * The board is a plain char[64], square = row * 8 + column, row 0 the top row as written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- input: the whole of stdin, read a line at a time ---- */

static char *input;
static size_t input_length, input_at;

static void read_all(void) {
    size_t capacity = 1 << 20;
    input = malloc(capacity);
    for (;;) {
        if (input_length == capacity) input = realloc(input, capacity *= 2);
        size_t got = fread(input + input_length, 1, capacity - input_length, stdin);
        if (got == 0) break;
        input_length += got;
    }
    /* A UTF-8 byte-order mark is tolerated, as Arbiter does. */
    if (input_length >= 3 && memcmp(input, "\xEF\xBB\xBF", 3) == 0) input_at = 3;
}

/* The next line that is not blank, without trailing spaces, tabs and CR; NULL at the end. */
static const char *next_line(size_t *length) {
    while (input_at < input_length) {
        const char *start = input + input_at;
        const char *newline = memchr(start, '\n', input_length - input_at);
        size_t raw = newline ? (size_t)(newline - start) : input_length - input_at;
        input_at += raw + (newline != NULL);
        while (raw > 0 && (start[raw - 1] == ' ' || start[raw - 1] == '\t' || start[raw - 1] == '\r')) raw--;
        if (raw > 0) {
            *length = raw;
            return start;
        }
    }
    return NULL;
}

/* ---- chess on a char[64] ---- */

static const int KNIGHT[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const int KING[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
/* The first four KING directions are the rook's, the last four the bishop's. */

static int is_white(char piece) { return piece >= 'a' && piece <= 'z'; }
static int inside(int row, int column) { return row >= 0 && row < 8 && column >= 0 && column < 8; }
/* The piece letter of `role` (lower case) for the colour `white`. */
static char colored(char role, int white) { return white ? role : (char)(role - 'a' + 'A'); }

/* Is `square` attacked by a piece of colour `by_white`? Looks outward from the square. */
static int attacked(const char *board, int square, int by_white) {
    int row = square / 8, column = square % 8;
    for (int k = 0; k < 8; k++) {
        int r = row + KNIGHT[k][0], c = column + KNIGHT[k][1];
        if (inside(r, c) && board[r * 8 + c] == colored('n', by_white)) return 1;
        r = row + KING[k][0], c = column + KING[k][1];
        if (inside(r, c) && board[r * 8 + c] == colored('k', by_white)) return 1;
    }
    for (int d = 0; d < 8; d++) {
        char slider = d < 4 ? 'r' : 'b';
        for (int r = row + KING[d][0], c = column + KING[d][1]; inside(r, c); r += KING[d][0], c += KING[d][1]) {
            char piece = board[r * 8 + c];
            if (piece == '.') continue;
            if (piece == colored(slider, by_white) || piece == colored('q', by_white)) return 1;
            break; /* the first piece on the ray blocks it */
        }
    }
    return 0;
}

/*
 * Tries the move from -> to: legal when the destination is empty or an enemy piece other than
 * the king (a king is never captured), and the mover's king is not attacked afterwards.
 */
static int legal(char *board, int from, int to, int king) {
    char piece = board[from], target = board[to];
    int white = is_white(piece);
    if (target != '.' && (is_white(target) == white || target == 'k' || target == 'K')) return 0;
    board[to] = piece;
    board[from] = '.';
    int safe = !attacked(board, from == king ? to : king, !white);
    board[from] = piece;
    board[to] = target;
    return safe;
}

/* Does the side `white` have any legal move? */
static int has_legal_move(char *board, int white, int king) {
    for (int from = 0; from < 64; from++) {
        char piece = board[from];
        if (piece == '.' || is_white(piece) != white) continue;
        int row = from / 8, column = from % 8;
        char role = (char)(white ? piece : piece - 'A' + 'a');
        if (role == 'n' || role == 'k') {
            const int (*steps)[2] = role == 'n' ? KNIGHT : KING;
            for (int k = 0; k < 8; k++) {
                int r = row + steps[k][0], c = column + steps[k][1];
                if (inside(r, c) && legal(board, from, r * 8 + c, king)) return 1;
            }
            continue;
        }
        int first = role == 'b' ? 4 : 0, last = role == 'r' ? 4 : 8;
        for (int d = first; d < last; d++) {
            for (int r = row + KING[d][0], c = column + KING[d][1]; inside(r, c); r += KING[d][0], c += KING[d][1]) {
                if (legal(board, from, r * 8 + c, king)) return 1;
                if (board[r * 8 + c] != '.') break; /* a slider stops at the first piece */
            }
        }
    }
    return 0;
}

int main(void) {
    read_all();
    size_t length;
    const char *line = next_line(&length);
    if (!line) return 1;
    long count = strtol(line, NULL, 10);
    /* One output buffer, written once: the answers are short and many. */
    char *out = malloc((size_t)count * 24 + 1);
    size_t out_length = 0;
    char board[64];
    for (long index = 0; index < count; index++) {
        line = next_line(&length);
        if (!line) return 1;
        int white = line[0] == 'w' || line[0] == 'W';
        int king = -1;
        for (int row = 0; row < 8; row++) {
            line = next_line(&length);
            if (!line || length != 8) return 1;
            memcpy(board + row * 8, line, 8);
        }
        for (int square = 0; square < 64; square++)
            if (board[square] == colored('k', white)) king = square;
        const char *status = "SAFE";
        if (attacked(board, king, !white)) status = has_legal_move(board, white, king) ? "CHECKED" : "CHECKMATED";
        out_length += (size_t)sprintf(out + out_length, "%s IS %s\n", white ? "WHITE" : "BLACK", status);
    }
    fwrite(out, 1, out_length, stdout);
    return 0;
}
