// Checkers perft, native reference: the number of move sequences of N plies from the initial
// position of American checkers (Red on 1-12 moves first).
//
//   g++ -O3 -march=native -Wall -o bin/checkers-perft checkers-perft.cpp && bin/checkers-perft 10   # 18391564
//
// Written for comparing speed with `arbiter perft checkers N` (same output line: the count). As in
// the published table (Aart Bik; OEIS A133046) each jump route is a move of its own, even when two
// routes capture the same pieces between the same squares. No hashing; at the last ply the steps
// are counted with population counts instead of being listed.
//
// Rules (docs/checkers.md): men step and jump diagonally forward, kings both ways;
// capturing is compulsory and a jump goes on while it can; a man reaching the far row is crowned
// and its move ends there; a piece is jumped at most once a move; the starting square is empty as
// soon as the piece has left it (so a king's route may come back to it).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using Bits = uint32_t;  // bit s is square s + 1 of the usual numbering

// Square s lies on row s / 4 (row 0 at the top, Red's side) and column 2 * (s % 4) + 1 on even
// rows, 2 * (s % 4) on odd rows. Directions: 0 down-left, 1 down-right (Red's forward ones),
// 2 up-left, 3 up-right (White's forward ones).
constexpr int ROW_STEP[4] = {1, 1, -1, -1};
constexpr int COLUMN_STEP[4] = {-1, 1, -1, 1};
constexpr int OPPOSITE[4] = {3, 2, 1, 0};
// A step in direction d adds one of two offsets to the square index, depending on the row's parity.
constexpr int EVEN_ROW_OFFSET[4] = {4, 5, -4, -3};
constexpr int ODD_ROW_OFFSET[4] = {3, 4, -5, -4};

// The board's geometry, computed by the compiler: the neighbour of each square in each direction
// (-1 off the board), the landing square two steps away, and for the shifts, the squares of even
// and of odd rows that have a neighbour in each direction.
struct Geometry {
    int step_to[4][32] = {};
    int jump_to[4][32] = {};
    Bits even_movers[4] = {};
    Bits odd_movers[4] = {};
    bool offsets_right = true;  // every neighbour is where the offsets above say
};

constexpr Geometry make_geometry() {
    Geometry g;
    for (int d = 0; d < 4; d++) {
        for (int s = 0; s < 32; s++) {
            int row = s / 4, column = 2 * (s % 4) + (row % 2 == 0 ? 1 : 0);
            int r = row + ROW_STEP[d], c = column + COLUMN_STEP[d];
            g.step_to[d][s] = r < 0 || r > 7 || c < 0 || c > 7 ? -1 : r * 4 + c / 2;
            if (g.step_to[d][s] < 0) continue;
            bool even = row % 2 == 0;
            (even ? g.even_movers[d] : g.odd_movers[d]) |= Bits(1) << s;
            if (g.step_to[d][s] != s + (even ? EVEN_ROW_OFFSET[d] : ODD_ROW_OFFSET[d])) g.offsets_right = false;
        }
    }
    for (int d = 0; d < 4; d++)
        for (int s = 0; s < 32; s++) g.jump_to[d][s] = g.step_to[d][s] < 0 ? -1 : g.step_to[d][g.step_to[d][s]];
    return g;
}

constexpr Geometry GEOMETRY = make_geometry();
static_assert(GEOMETRY.offsets_right, "the shift offsets must agree with the board's geometry");

constexpr Bits RED_CROWN_ROW = 0xF0000000u;    // squares 29-32
constexpr Bits WHITE_CROWN_ROW = 0x0000000Fu;  // squares 1-4

constexpr Bits shifted(Bits bits, int offset) { return offset > 0 ? bits << offset : bits >> -offset; }

// Every square of `from` moved one step in direction d (those that would leave the board vanish).
inline Bits shift(int d, Bits from) {
    return shifted(from & GEOMETRY.even_movers[d], EVEN_ROW_OFFSET[d]) | shifted(from & GEOMETRY.odd_movers[d], ODD_ROW_OFFSET[d]);
}

struct Position {
    Bits pieces[2];  // 0 Red, 1 White
    Bits kings;
    int turn;        // the side to move
};

// The pieces of the side to move that may move in direction d: kings always, men forward only.
inline Bits movers(const Position &p, int d) {
    bool forward = (p.turn == 0) == (d < 2);
    return p.pieces[p.turn] & (forward ? ~Bits(0) : p.kings);
}

inline Bits empty_squares(const Position &p) { return ~(p.pieces[0] | p.pieces[1]); }

// The pieces that can jump in direction d: an enemy piece next to them, an empty square behind it.
inline Bits jumpers(const Position &p, int d) {
    Bits landing = empty_squares(p);
    Bits victims = shift(OPPOSITE[d], landing) & p.pieces[1 - p.turn];
    return shift(OPPOSITE[d], victims) & movers(p, d);
}

inline Bits all_jumpers(const Position &p) { return jumpers(p, 0) | jumpers(p, 1) | jumpers(p, 2) | jumpers(p, 3); }

// Follows every jump route of the piece that started on `origin` and now stands on `at`, having
// captured `captured`; calls `done(landing, captured, crowned)` once per complete route.
// `occupied` is every piece on the board but the moving one: captured pieces stay until the move
// ends, so they still block landing squares and cannot be jumped twice.
template <typename Done>
void follow_jumps(const Position &p, bool king, int at, Bits captured, Bits occupied, Done &done) {
    bool went_on = false;
    for (int d = 0; d < 4; d++) {
        if (!king && (p.turn == 0) != (d < 2)) continue;  // men jump forward only
        int over = GEOMETRY.step_to[d][at], landing = GEOMETRY.jump_to[d][at];
        if (landing < 0) continue;
        Bits over_bit = Bits(1) << over, landing_bit = Bits(1) << landing;
        if (!(p.pieces[1 - p.turn] & over_bit & ~captured) || (occupied & landing_bit)) continue;
        went_on = true;
        Bits crown_row = p.turn == 0 ? RED_CROWN_ROW : WHITE_CROWN_ROW;
        if (!king && (landing_bit & crown_row)) done(landing, captured | over_bit, true);  // crowned: the move ends
        else follow_jumps(p, king, landing, captured | over_bit, occupied, done);
    }
    if (!went_on && captured) done(at, captured, false);
}

// The position after the piece on `from` goes to `to`, taking `captured`.
Position play(const Position &p, int from, int to, Bits captured, bool crowned) {
    Position next = p;
    Bits from_bit = Bits(1) << from, to_bit = Bits(1) << to;
    next.pieces[p.turn] ^= from_bit | to_bit;
    next.pieces[1 - p.turn] &= ~captured;
    next.kings &= ~captured;
    if (p.kings & from_bit) next.kings ^= from_bit | to_bit;
    if (crowned) next.kings |= to_bit;
    next.turn = 1 - p.turn;
    return next;
}

// Calls `visit` for every jump route (when a capture is available) or else every step.
template <typename Visit>
void for_each_move(const Position &p, Visit &&visit) {
    Bits crown_row = p.turn == 0 ? RED_CROWN_ROW : WHITE_CROWN_ROW;
    if (Bits able = all_jumpers(p)) {
        for (; able; able &= able - 1) {
            int from = __builtin_ctz(able);
            bool king = p.kings >> from & 1;
            auto done = [&](int to, Bits captured, bool crowned) { visit(play(p, from, to, captured, crowned)); };
            follow_jumps(p, king, from, 0, (p.pieces[0] | p.pieces[1]) & ~(Bits(1) << from), done);
        }
        return;
    }
    for (int d = 0; d < 4; d++) {
        for (Bits targets = shift(d, movers(p, d)) & empty_squares(p); targets; targets &= targets - 1) {
            int to = __builtin_ctz(targets), from = GEOMETRY.step_to[OPPOSITE[d]][to];
            bool crowned = !(p.kings >> from & 1) && (crown_row >> to & 1);
            visit(play(p, from, to, 0, crowned));
        }
    }
}

// The number of moves in `p`: jump routes counted one by one, steps by population count (each
// direction gives each piece at most one step, so the counts of the four directions add up).
uint64_t count_moves(const Position &p) {
    if (all_jumpers(p)) {
        uint64_t routes = 0;
        for_each_move(p, [&](const Position &) { routes++; });
        return routes;
    }
    Bits empty = empty_squares(p);
    return __builtin_popcount(shift(0, movers(p, 0)) & empty) + __builtin_popcount(shift(1, movers(p, 1)) & empty) +
           __builtin_popcount(shift(2, movers(p, 2)) & empty) + __builtin_popcount(shift(3, movers(p, 3)) & empty);
}

uint64_t perft(const Position &p, int depth) {
    if (depth == 0) return 1;
    if (depth == 1) return count_moves(p);
    uint64_t nodes = 0;
    for_each_move(p, [&](const Position &next) { nodes += perft(next, depth - 1); });
    return nodes;
}

}  // namespace

int main(int argc, char **argv) {
    char *end = nullptr;
    long depth = argc == 2 ? std::strtol(argv[1], &end, 10) : -1;
    if (argc != 2 || *end != '\0' || depth < 0 || depth > 40) {
        std::fprintf(stderr, "usage: checkers-perft DEPTH   (DEPTH a whole number, 0 to 40)\n");
        return 2;
    }
    Position start = {{0x00000FFFu, 0xFFF00000u}, 0, 0};  // Red on 1-12, White on 21-32, Red to move
    std::printf("%llu\n", static_cast<unsigned long long>(perft(start, static_cast<int>(depth))));
    return 0;
}
