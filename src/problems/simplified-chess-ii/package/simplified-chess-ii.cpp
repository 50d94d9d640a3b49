// Simplified Chess Engine II, native reference: can White force the capture of Black's queen within
// m moves on a 4x4 board without kings, with pawns that promote? YES or NO per game.
//
//   g++ -O2 -std=c++17 -o bin/simplified-chess-ii simplified-chess-ii.cpp && bin/simplified-chess-ii < input.txt
//
// Written from docs/simplified-chess-ii.md (and docs/simplified-chess.md, which it extends); shares
// no code with Arbiter. The search is plain minimax over every move (one that leaves one's own queen
// attacked included), with a memo per game: a position and the moves left give the same answer
// however they were reached. A pawn steps one square forward onto an empty square and captures one
// square diagonally forward; on its far row it becomes a rook, a bishop or a knight, three moves.
// Capturing a queen ends the game for the side that captures, so a side that can do it wins at once;
// a side with no move ends the line without a White win.
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

// A cell: 0 empty, else a piece letter Q R B N P, upper case for White, lower case for Black.
using Board = char[16];  // square = row * 4 + column, row 0 is row 1 of the contest

bool is_white(char piece) { return piece >= 'A' && piece <= 'Z'; }

const int KNIGHT[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
// The first four are the rook's directions, the last four the bishop's.
const int LINES[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
// What a pawn may become on its far row: never a queen.
const char PROMOTIONS[3] = {'R', 'B', 'N'};

struct Move {
    int from, to;
    char becomes;  // the promoted piece, or 0
};

bool inside(int r, int c) { return r >= 0 && r <= 3 && c >= 0 && c <= 3; }

// A pawn's move: on its far row, one move for each piece it may become.
void pawn_move(int from, int to, bool white, std::vector<Move> &moves) {
    if (to / 4 != (white ? 3 : 0)) {
        moves.push_back({from, to, 0});
        return;
    }
    for (char type : PROMOTIONS)
        moves.push_back({from, to, white ? type : static_cast<char>(tolower(type))});
}

// Every move of the side `white`: sliders stop at the first piece and may take it if it is the
// enemy's; knights jump; pawns as above. Moves onto one's own pieces are left out.
void moves_of(const Board board, bool white, std::vector<Move> &moves) {
    moves.clear();
    for (int from = 0; from < 16; from++) {
        char piece = board[from];
        if (!piece || is_white(piece) != white) continue;
        int row = from / 4, column = from % 4;
        char type = static_cast<char>(toupper(piece));
        if (type == 'P') {
            int r = row + (white ? 1 : -1);
            if (!inside(r, column)) continue;  // no pawn stands on its far row in valid input
            if (!board[r * 4 + column]) pawn_move(from, r * 4 + column, white, moves);
            for (int c : {column - 1, column + 1}) {
                if (!inside(r, c)) continue;
                char target = board[r * 4 + c];
                if (target && is_white(target) != white) pawn_move(from, r * 4 + c, white, moves);
            }
            continue;
        }
        if (type == 'N') {
            for (const auto &jump : KNIGHT) {
                int r = row + jump[0], c = column + jump[1];
                if (!inside(r, c)) continue;
                char target = board[r * 4 + c];
                if (!target || is_white(target) != white) moves.push_back({from, r * 4 + c, 0});
            }
            continue;
        }
        int first = type == 'B' ? 4 : 0, last = type == 'R' ? 4 : 8;
        for (int d = first; d < last; d++) {
            for (int r = row + LINES[d][0], c = column + LINES[d][1]; inside(r, c);
                 r += LINES[d][0], c += LINES[d][1]) {
                char target = board[r * 4 + c];
                if (!target || is_white(target) != white) moves.push_back({from, r * 4 + c, 0});
                if (target) break;
            }
        }
    }
}

// The board as one number, four bits a cell.
uint64_t key_of(const Board board) {
    static const std::string CODES = ".QRBNPqrbnp";
    uint64_t key = 0;
    for (int square = 0; square < 16; square++) {
        size_t code = board[square] ? CODES.find(board[square]) : 0;
        key = key << 4 | code;
    }
    return key;
}

// The memo of one game, by the moves left (which also say whose move it is, m being fixed in a game).
std::vector<std::unordered_map<uint64_t, bool>> memo;
// One move list per level of the search (by the moves left), so the recursion allocates nothing once
// warmed up.
std::vector<std::vector<Move>> lists;

// Can White force the queen capture within `moves_left` moves, `white` to move?
bool white_wins(Board board, int moves_left, bool white) {
    if (moves_left <= 0) return false;
    uint64_t key = key_of(board);
    auto known = memo[moves_left].find(key);
    if (known != memo[moves_left].end()) return known->second;
    std::vector<Move> &moves = lists[moves_left];
    moves_of(board, white, moves);
    const char enemy_queen = white ? 'q' : 'Q';
    bool result = !white;
    bool takes = false;
    for (const Move &move : moves)
        if (board[move.to] == enemy_queen) takes = true;
    if (takes)
        result = white;  // the side to move takes the queen, promoting or not
    else if (moves.empty())
        result = false;  // no move: the line ends without a win
    else
        for (const Move &move : moves) {
            char piece = board[move.from], taken = board[move.to];
            board[move.to] = move.becomes ? move.becomes : piece;
            board[move.from] = 0;
            bool wins = white_wins(board, moves_left - 1, !white);
            board[move.from] = piece;
            board[move.to] = taken;
            if (wins == white) {  // White found a win, or Black found a defence
                result = white;
                break;
            }
        }
    memo[moves_left][key] = result;
    return result;
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
        if (std::scanf("%d %d %d", &w, &b, &m) != 3 || m < 0) return 1;
        Board board = {};
        for (int k = 0; k < w + b; k++) {
            char type[8], column[8];
            int row;
            if (std::scanf("%7s %7s %d", type, column, &row) != 3) return 1;
            char letter = static_cast<char>(toupper(type[0]));
            board[(row - 1) * 4 + (toupper(column[0]) - 'A')] = k < w ? letter : static_cast<char>(tolower(letter));
        }
        memo.assign(m + 1, {});
        lists.resize(m + 1);
        out += white_wins(board, m, true) ? "YES\n" : "NO\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
