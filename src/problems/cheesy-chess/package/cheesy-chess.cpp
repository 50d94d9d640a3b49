// Cheesy Chess, native reference: a king hunts a pawn; who wins, White or Black?
//
//   g++ -O3 -march=native -Wall -o bin/cheesy-chess cheesy-chess.cpp && bin/cheesy-chess < input.txt
//
// Written for comparing speed with `arbiter cheesy-chess`; same bytes on well-formed input
// (docs/cheesy-chess.md). Boards of any size are read (the board
// ends where the coordinate lines start), as Arbiter does without --strict.
//
// The game per case is a memoised minimax over (king square, pawn square, side to move): the
// pawn goes down every Black move, so the game graph has no cycle and each position is valued once.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// ---- input: the whole of stdin, a line at a time ----

std::string input;
size_t input_at = 0;

void read_all() {
    char buffer[1 << 16];
    size_t got;
    while ((got = fread(buffer, 1, sizeof buffer, stdin)) > 0) input.append(buffer, got);
    if (input.compare(0, 3, "\xEF\xBB\xBF") == 0) input_at = 3;  // a byte-order mark is tolerated
}

// The next line that is not blank, without trailing spaces, tabs and CR; false at the end.
bool next_line(std::string &line) {
    while (input_at < input.size()) {
        size_t newline = input.find('\n', input_at);
        if (newline == std::string::npos) newline = input.size();
        size_t end = newline;
        while (end > input_at && (input[end - 1] == ' ' || input[end - 1] == '\t' || input[end - 1] == '\r')) end--;
        line.assign(input, input_at, end - input_at);
        input_at = newline + 1;
        if (!line.empty()) return true;
    }
    return false;
}

// A coordinate line starts (after blanks) with a digit or a sign; every other line is a board row.
bool is_coordinate_line(const std::string &line) {
    size_t i = line.find_first_not_of(" \t");
    return i != std::string::npos && (isdigit(static_cast<unsigned char>(line[i])) || line[i] == '+' || line[i] == '-');
}

// ---- the game ----

enum Field : char { OPEN, DANGEROUS, FORBIDDEN };

struct Game {
    int width = 0, height = 0;
    std::vector<Field> fields;  // square = row * width + column, row 0 the bottom row
    // Memo per (king, pawn, side): the case's stamp * 2 + (1 if White wins). Entries with another
    // case's stamp are unknown, so the memo is never cleared between cases.
    std::vector<unsigned> memo;
    unsigned stamp = 0;

    int column(int square) const { return square % width; }
    int row(int square) const { return square / width; }

    // Open: a plain field that is not one of the pawn's two floating dangerous fields (the squares
    // diagonally below it). A piece standing there does not matter.
    bool open(int square, int pawn) const {
        if (fields[square] != OPEN) return false;
        return !(row(square) == row(pawn) - 1 && std::abs(column(square) - column(pawn)) == 1);
    }

    // Does White win with the king on `king`, the pawn on `pawn`, and `white` to move?
    bool white_wins(int king, int pawn, bool white) {
        unsigned &known = memo[(static_cast<size_t>(king) * fields.size() + pawn) * 2 + white];
        if (known >> 1 == stamp) return known & 1;
        bool result;
        if (white) {
            // The king steps onto an open square; onto the pawn's square it captures. No step: Black wins.
            result = false;
            for (int dr = -1; dr <= 1 && !result; dr++) {
                for (int dc = -1; dc <= 1 && !result; dc++) {
                    int r = row(king) + dr, c = column(king) + dc;
                    if ((dr == 0 && dc == 0) || r < 0 || r >= height || c < 0 || c >= width) continue;
                    int to = r * width + c;
                    if (open(to, pawn)) result = to == pawn || white_wins(to, pawn, false);
                }
            }
        } else {
            // The pawn must step down, onto anything but F or the king. If it cannot, it is safe
            // only on the bottom row.
            int below = pawn - width;
            if (row(pawn) == 0) result = false;
            else if (fields[below] == FORBIDDEN || below == king) result = true;
            else result = white_wins(king, below, true);
        }
        known = stamp << 1 | result;
        return result;
    }
};

}  // namespace

int main() {
    read_all();
    std::string line;
    if (!next_line(line)) return 1;
    long count = std::strtol(line.c_str(), nullptr, 10);
    std::string out;
    Game game;
    std::vector<std::string> rows;
    for (long index = 0; index < count; index++) {
        rows.clear();
        while (next_line(line) && !is_coordinate_line(line)) rows.push_back(line);
        int xk, yk, xp, yp;
        if (rows.empty() || std::sscanf(line.c_str(), "%d %d", &xk, &yk) != 2) return 1;
        if (!next_line(line) || std::sscanf(line.c_str(), "%d %d", &xp, &yp) != 2) return 1;
        game.width = static_cast<int>(rows[0].size());
        game.height = static_cast<int>(rows.size());
        game.fields.resize(static_cast<size_t>(game.width) * game.height);
        for (int r = 0; r < game.height; r++)
            for (int c = 0; c < game.width; c++) {
                char letter = rows[game.height - 1 - r][c];  // rows are written top first
                game.fields[r * game.width + c] = letter == 'F' ? FORBIDDEN : letter == 'D' ? DANGEROUS : OPEN;
            }
        size_t keys = game.fields.size() * game.fields.size() * 2;
        if (game.memo.size() < keys) game.memo.assign(keys, 0);
        game.stamp++;  // starts at 1: the zeros of a fresh memo are unknown
        int king = (yk - 1) * game.width + (xk - 1), pawn = (yp - 1) * game.width + (xp - 1);
        out += game.white_wins(king, pawn, true) ? "White\n" : "Black\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
