// Advanced Checkers Machine, native reference: the first illegal move of each checkers record.
//
//   g++ -O3 -march=native -Wall -o bin/checkers-validate checkers-validate.cpp && bin/checkers-validate < input.txt
//
// Written for comparing speed with `arbiter checkers`; same bytes on well-formed input
// (docs/checkers.md): `All moves valid` or `Move k is invalid` per record.
//
// A written move is legal when it is exactly one of the legal routes of the position: every jump
// route when any piece can jump (capturing is compulsory), else every step.
// A line that is not squares 1-32 joined by '-' or 'x' is an illegal move, not an input error.
// Rules: men step and jump diagonally forward, kings both ways; a jump goes on while it can; a man
// reaching the far row is crowned and its move ends there; a piece is jumped at most once a move
// and stays on the board until the move ends; the starting square is empty as soon as the piece
// has left it. This program shares no code with checkers-perft.cpp: a plain board of 32 cells.
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
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

// The next line that is not blank, without leading and trailing spaces, tabs and CR.
bool next_line(std::string &line) {
    while (input_at < input.size()) {
        size_t newline = input.find('\n', input_at);
        if (newline == std::string::npos) newline = input.size();
        size_t start = input_at, end = newline;
        while (start < end && (input[start] == ' ' || input[start] == '\t')) start++;
        while (end > start && (input[end - 1] == ' ' || input[end - 1] == '\t' || input[end - 1] == '\r')) end--;
        input_at = newline + 1;
        if (end > start) {
            line.assign(input, start, end - start);
            return true;
        }
    }
    return false;
}

// ---- the board ----

// Square s (0-31) is square s + 1 of the usual numbering; it lies on row s / 4 (row 0 at the top,
// Red's side), column 2 * (s % 4) + 1 on even rows and 2 * (s % 4) on odd rows.
// Directions: 0 down-left, 1 down-right (Red's forward ones), 2 up-left, 3 up-right (White's).
int neighbour[4][32];

void build_neighbours() {
    const int row_step[4] = {1, 1, -1, -1}, column_step[4] = {-1, 1, -1, 1};
    for (int d = 0; d < 4; d++)
        for (int s = 0; s < 32; s++) {
            int row = s / 4, column = 2 * (s % 4) + (row % 2 == 0 ? 1 : 0);
            int r = row + row_step[d], c = column + column_step[d];
            neighbour[d][s] = r < 0 || r > 7 || c < 0 || c > 7 ? -1 : r * 4 + c / 2;
        }
}

enum Side { RED = 1, WHITE = 2 };

struct Position {
    int owner[32] = {};  // 0 empty, RED or WHITE
    bool king[32] = {};
    Side turn = RED;
};

bool forward(Side side, int d) { return (side == RED) == (d < 2); }
bool on_crown_row(Side side, int s) { return side == RED ? s >= 28 : s < 4; }

using Route = std::vector<int>;  // the squares the piece stands on, start first

// Extends `route` (the piece now on its last square, `jumped` marking the squares of the pieces
// taken so far) by every further jump, adding each complete route to `routes`.
void extend_jumps(const Position &p, bool king, Route &route, uint32_t jumped, std::vector<Route> &routes) {
    int at = route.back();
    bool went_on = false;
    for (int d = 0; d < 4; d++) {
        if (!king && !forward(p.turn, d)) continue;
        int over = neighbour[d][at];
        int landing = over < 0 ? -1 : neighbour[d][over];
        if (landing < 0 || (jumped >> over & 1) || p.owner[over] == 0 || p.owner[over] == p.turn) continue;
        // The landing square must be empty; the starting square is, once the piece has left it.
        if (p.owner[landing] != 0 && landing != route.front()) continue;
        went_on = true;
        route.push_back(landing);
        if (!king && on_crown_row(p.turn, landing)) routes.push_back(route);  // crowned: the move ends
        else extend_jumps(p, king, route, jumped | uint32_t(1) << over, routes);
        route.pop_back();
    }
    if (!went_on && route.size() > 1) routes.push_back(route);
}

// Can the piece on s jump now (over an enemy piece next to it, onto the empty square behind)?
bool can_jump_from(const Position &p, int s) {
    for (int d = 0; d < 4; d++) {
        if (!p.king[s] && !forward(p.turn, d)) continue;
        int over = neighbour[d][s];
        int landing = over < 0 ? -1 : neighbour[d][over];
        if (landing >= 0 && p.owner[over] != 0 && p.owner[over] != p.turn && p.owner[landing] == 0) return true;
    }
    return false;
}

// Is the written route one of the legal moves? When any piece can jump (capturing is
// compulsory) those are every jump route, else every step; only the routes of the piece the
// written move starts from can match, so only those are listed.
bool is_legal(const Position &p, const Route &written) {
    int from = written.front();
    if (p.owner[from] != p.turn) return false;
    bool capture = false;
    for (int s = 0; s < 32 && !capture; s++) capture = p.owner[s] == p.turn && can_jump_from(p, s);
    if (!capture) {
        if (written.size() != 2) return false;
        int to = written[1];
        for (int d = 0; d < 4; d++)
            if (neighbour[d][from] == to && p.owner[to] == 0 && (p.king[from] || forward(p.turn, d))) return true;
        return false;
    }
    std::vector<Route> routes;
    Route route{from};
    extend_jumps(p, p.king[from], route, 0, routes);
    for (const Route &legal : routes)
        if (legal == written) return true;
    return false;
}

// Plays a legal route: the piece goes to its last square, the pieces jumped over are removed.
void play(Position &p, const Route &route) {
    int from = route.front(), to = route.back();
    bool king = p.king[from] || on_crown_row(p.turn, to);
    for (size_t k = 0; k + 1 < route.size(); k++) {
        int a = route[k], b = route[k + 1];
        if (std::abs(a / 4 - b / 4) == 2) {  // a jump: the square between a and b
            for (int d = 0; d < 4; d++)
                if (neighbour[d][a] >= 0 && neighbour[d][neighbour[d][a]] == b) {
                    p.owner[neighbour[d][a]] = 0;
                    p.king[neighbour[d][a]] = false;
                }
        }
    }
    p.owner[from] = 0;
    p.king[from] = false;
    p.owner[to] = p.turn;
    p.king[to] = king;
    p.turn = p.turn == RED ? WHITE : RED;
}

// The squares of a written move (0-based), or an empty route when the text is not a move:
// numbers 1-32 joined by '-', 'x' or 'X', at least two of them.
Route read_route(const std::string &text) {
    Route squares;
    size_t i = 0;
    for (;;) {
        size_t start = i;
        while (i < text.size() && isdigit(static_cast<unsigned char>(text[i]))) i++;
        if (i == start || i - start > 3) return {};
        int value = std::atoi(text.substr(start, i - start).c_str());
        if (value < 1 || value > 32) return {};
        squares.push_back(value - 1);
        if (i == text.size()) break;
        if (text[i] != '-' && text[i] != 'x' && text[i] != 'X') return {};
        i++;
    }
    return squares.size() >= 2 ? squares : Route{};
}

// The square numbers of a piece line into the position (a negative number is a king).
void place(Position &p, const std::string &line, Side side) {
    const char *at = line.c_str();
    char *end;
    for (long value = std::strtol(at, &end, 10); end != at; value = std::strtol(at, &end, 10)) {
        int s = static_cast<int>(std::labs(value)) - 1;
        p.owner[s] = side;
        p.king[s] = value < 0;
        at = end;
    }
}

}  // namespace

int main() {
    build_neighbours();
    read_all();
    std::string line, out;
    while (next_line(line)) {
        int red_count = 0, white_count = 0;
        if (std::sscanf(line.c_str(), "%d %d", &red_count, &white_count) != 2) return 1;
        if (red_count == 0 && white_count == 0) break;
        Position p;
        if (red_count > 0 && next_line(line)) place(p, line, RED);
        if (white_count > 0 && next_line(line)) place(p, line, WHITE);
        int moves = 0;
        char first = 'R';
        if (!next_line(line) || std::sscanf(line.c_str(), "%d %c", &moves, &first) != 2) return 1;
        p.turn = first == 'R' || first == 'r' ? RED : WHITE;
        int invalid = 0;  // the first illegal move, 0 while every move is legal
        for (int k = 1; k <= moves; k++) {
            if (!next_line(line)) return 1;
            if (invalid) continue;  // moves after the first illegal one are read, not checked
            Route written = read_route(line);
            if (!written.empty() && is_legal(p, written)) play(p, written);
            else invalid = k;
        }
        out += invalid ? "Move " + std::to_string(invalid) + " is invalid\n" : "All moves valid\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
