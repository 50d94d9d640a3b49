// Simplified Chess Engine, native reference: can White force the capture of Black's queen within
// m moves on a 4x4 board without kings or pawns? YES or NO per game.
//
//   g++ -O3 -march=native -Wall -o bin/simplified-chess simplified-chess.cpp && bin/simplified-chess < input.txt
//
// Written for comparing speed with `arbiter simplified-chess`; same bytes on well-formed input
// (docs/simplified-chess.md). The search is plain minimax
// over every pseudo-legal move (one that leaves one's own queen attacked included), with no
// transposition table. Capturing a queen ends the game for the side that captures. Two shortcuts
// that change no answer:
//   - a side that can take the other queen wins at once, so that is looked for before any move
//     is tried;
//   - only White's own moves can win for White, and White moves on odd moves, so a horizon that
//     ends on Black's move is one move shorter: even m is searched as m - 1.
#include <cctype>
#include <cstdio>
#include <string>
#include <vector>

namespace {

// A cell: 0 empty, else a piece letter Q R B N, upper case for White, lower case for Black.
using Board = char[16];  // square = row * 4 + column, row 0 is row 1 of the contest

bool is_white(char piece) { return piece >= 'A' && piece <= 'Z'; }

const int KNIGHT[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
// The first four are the rook's directions, the last four the bishop's.
const int LINES[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

struct Move {
    int from, to;
};

// Every move of the side `white`: sliders stop at the first piece and may take it if it is the
// enemy's; knights jump. Moves onto one's own pieces are left out.
void moves_of(const Board board, bool white, std::vector<Move> &moves) {
    moves.clear();
    for (int from = 0; from < 16; from++) {
        char piece = board[from];
        if (!piece || is_white(piece) != white) continue;
        int row = from / 4, column = from % 4;
        char type = static_cast<char>(toupper(piece));
        if (type == 'N') {
            for (const auto &jump : KNIGHT) {
                int r = row + jump[0], c = column + jump[1];
                if (r < 0 || r > 3 || c < 0 || c > 3) continue;
                char target = board[r * 4 + c];
                if (!target || is_white(target) != white) moves.push_back({from, r * 4 + c});
            }
            continue;
        }
        int first = type == 'B' ? 4 : 0, last = type == 'R' ? 4 : 8;
        for (int d = first; d < last; d++) {
            for (int r = row + LINES[d][0], c = column + LINES[d][1]; r >= 0 && r <= 3 && c >= 0 && c <= 3;
                 r += LINES[d][0], c += LINES[d][1]) {
                char target = board[r * 4 + c];
                if (!target || is_white(target) != white) moves.push_back({from, r * 4 + c});
                if (target) break;
            }
        }
    }
}

// Can White force the queen capture within `moves_left` moves, `white` to move? One move list
// per level of the search, so the recursion allocates nothing once warmed up.
std::vector<std::vector<Move>> lists;

bool white_wins(Board board, int moves_left, bool white, int level) {
    // White can win only on its own move; Black's last move would change nothing.
    if (moves_left <= 0 || (!white && moves_left == 1)) return false;
    if (lists.size() <= static_cast<size_t>(level)) lists.resize(level + 1);
    std::vector<Move> &moves = lists[level];
    moves_of(board, white, moves);
    const char enemy_queen = white ? 'q' : 'Q';
    for (const Move &move : moves)
        if (board[move.to] == enemy_queen) return white;  // the side to move takes the queen
    if (moves.empty()) return false;                       // no move: the line ends without a win
    if (white && moves_left == 1) return false;           // no capture now and no move after
    for (const Move &move : moves) {
        char piece = board[move.from], taken = board[move.to];
        board[move.to] = piece;
        board[move.from] = 0;
        bool wins = white_wins(board, moves_left - 1, !white, level + 1);
        board[move.from] = piece;
        board[move.to] = taken;
        if (wins == white) return wins;  // White found a win, or Black found a defence
    }
    return !white;
}

}  // namespace

int main() {
    // Whitespace-separated tokens: the layout of lines does not matter to well-formed input.
    std::string out;
    int first = std::getchar();  // a UTF-8 byte-order mark is tolerated, as Arbiter does
    if (first == 0xEF) {
        std::getchar();
        std::getchar();
    } else {
        std::ungetc(first, stdin);
    }
    int games;
    if (std::scanf("%d", &games) != 1) return 1;
    for (int game = 0; game < games; game++) {
        int w, b, m;
        if (std::scanf("%d %d %d", &w, &b, &m) != 3) return 1;
        Board board = {};
        for (int k = 0; k < w + b; k++) {
            char type[8], column[8];
            int row;
            if (std::scanf("%7s %7s %d", type, column, &row) != 3) return 1;
            char letter = static_cast<char>(toupper(type[0]));
            board[(row - 1) * 4 + (toupper(column[0]) - 'A')] = k < w ? letter : static_cast<char>(tolower(letter));
        }
        // Plain minimax over m moves; even m behaves as m - 1 (see the top of the file).
        out += white_wins(board, m % 2 == 0 ? m - 1 : m, true, 0) ? "YES\n" : "NO\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
