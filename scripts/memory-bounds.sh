#!/bin/sh
# Peak memory of `arbiter checkers` on inputs that used to exhaust it, in each output mode (plain,
# --explain, --json): an endless stream of PDN games (`yes '[Event "x"] 1. 11-15 23-19 *'`, cut
# after SECONDS seconds), one PDN game of MOVES king moves, and one contest record of MOVES king
# moves (20 MB for 4,000,000; --strict accepts it); and a PDN comment of 100 MB in lines of one
# character, and one never closed on an endless stream (each under 200 MB, its game's error said). Prints each run's peak (GNU time's maximum
# resident set size), its exit status and how much it answered; exits 1 when a PDN run reaches
# 256 MB or answers nothing, or when a run on the record fails, or fails within a V8 heap of about
# 90 bytes a move in any mode (the record as read: its explanation keeps the last 1,000 moves).
# Then `arbiter validate` (docs/judges.md: "a 500 MB input in under 100 MB") on VALIDATE_MB
# megabytes of blank lines (a file) and of lines of one space (standard input), and on the record:
# each must end with its verdict (one breach, exit 1 or 43 with --kattis; the record valid) under
# 100 MB.
#
#   npm run build && sh scripts/memory-bounds.sh [SECONDS] [MOVES] [VALIDATE_MB]   # defaults: 20 4000000 500
# GNU time is /usr/bin/time (Debian: apt-get install time).
set -eu
# ARBITER="node path/to/arbiter.cjs" measures another build (the one before a change, say).
ARBITER=${ARBITER:-"node $(dirname "$0")/../dist/arbiter.cjs"}
SECONDS_CUT=${1:-20}
MOVES=${2:-4000000}
VALIDATE_MB=${3:-500}
LIMIT_KB=$((256 * 1000))
# The old-space heap the record may need: about 90 bytes a move (the record as read), whatever the output mode.
HEAP_MB=$((MOVES / 11000 + 64))
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT

# Red's king on 1 and White's on 32 step back and forth: MOVES legal moves, as a PDN game or a contest record.
LONG='
  const [kind, count, file] = [process.argv[1], Number(process.argv[2]), process.argv[3]];
  const fs = require("fs");
  const out = fs.openSync(file, "w");
  const move = (k) => [["1-5", "32-28"], ["5-1", "28-32"]][(k >> 1) % 2][k % 2];
  const pdn = kind === "pdn";
  fs.writeSync(out, pdn ? "[Event \"long\"]\n[FEN \"B:WK32:BK1\"]\n" : `1 1\n-1\n-32\n${count} R\n`);
  let chunk = "";
  for (let k = 0; k < count; k++) {
    chunk += pdn ? (k % 2 === 0 ? `${k / 2 + 1}. ${move(k)} ` : `${move(k)}\n`) : `${move(k)}\n`;
    if (chunk.length > 1 << 20) fs.writeSync(out, chunk), (chunk = "");
  }
  fs.writeSync(out, chunk + (pdn ? "*\n" : "0 0\n"));
'
node -e "$LONG" pdn "$MOVES" "$DIR/long.pdn"
node -e "$LONG" contest "$MOVES" "$DIR/long.txt"

status=0
# run NAME COMMAND: runs the command under GNU time; sets peak (kB), code and lines (of output).
run() {
  name=$1
  shift
  set +e
  /usr/bin/time -v -o "$DIR/time.txt" sh -c "$*" > "$DIR/out.txt" 2> "$DIR/err.txt"
  code=$?
  set -e
  peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$DIR/time.txt")
  lines=$(wc -l < "$DIR/out.txt")
  printf '%-40s peak %8d kB, exit %3s, %9d lines out\n' "$name" "$peak" "$code" "$lines"
}

for mode in '' --explain --json; do
  run "PDN stream, ${SECONDS_CUT} s ${mode:-(plain)}" "yes '[Event \"x\"] 1. 11-15 23-19 *' | timeout $SECONDS_CUT $ARBITER checkers $mode"
  games=$(grep -c '^{"game"\|^game ' "$DIR/out.txt" || true)
  echo "  $games games answered"
  if [ "$peak" -ge "$LIMIT_KB" ] || [ "$games" -eq 0 ]; then status=1; fi
done
for mode in '' --explain --json; do
  run "PDN game of $MOVES moves ${mode:-(plain)}" "$ARBITER checkers $mode $DIR/long.pdn"
  if [ "$peak" -ge "$LIMIT_KB" ] || [ "$code" != 0 ]; then status=1; fi
done
# A comment of 100 MB in lines of one character (issue 45: 1.7 GB), and one never closed on an endless stream: each
# is its game's error once past 1,048,576 characters, and nothing of it is held.
COMMENT_KB=$((200 * 1000))
run "PDN comment of 100 MB in short lines" \
  "(echo '1. 11-15 {'; yes a | head -c 100000000; echo '} 23-19 *') | $ARBITER checkers --pdn"
grep -q '^game 1: cannot be read: .*the comment opened at 1:10 is not closed' "$DIR/out.txt" || status=1
if [ "$peak" -ge "$COMMENT_KB" ]; then status=1; fi
run "PDN comment never closed, ${SECONDS_CUT} s" "(echo '1. 11-15 {'; yes a) | timeout $SECONDS_CUT $ARBITER checkers --pdn"
grep -q '^game 1: cannot be read: .*the comment opened at 1:10 is not closed' "$DIR/out.txt" || status=1
if [ "$peak" -ge "$COMMENT_KB" ]; then status=1; fi
for mode in '' --explain --json; do
  run "record of $MOVES moves ${mode:-(plain)}" "$ARBITER checkers --strict $mode $DIR/long.txt"
  if [ "$code" != 0 ]; then status=1; fi
  # The peak of a run depends on when V8 collects; the heap it needs is checked with a ceiling.
  run "  the same, heap ceiling ${HEAP_MB} MB" "node --max-old-space-size=$HEAP_MB ${ARBITER#node } checkers --strict $mode $DIR/long.txt"
  if [ "$code" != 0 ]; then status=1; fi
done
VALIDATE_KB=$((100 * 1000))
BYTES=$((VALIDATE_MB * 1000000))
head -c "$BYTES" /dev/zero | tr '\0' '\n' > "$DIR/blank.txt"
# check_validate EXPECTED_CODE EXPECTED_SUMMARY: the run ended with that status and summary, under VALIDATE_KB.
check_validate() {
  summary=$(tail -n 1 "$DIR/out.txt")
  breaches=$(wc -l < "$DIR/err.txt")
  echo "  $summary ($breaches line(s) on standard error)"
  case "$summary" in *"$2"*) ;; *) status=1 ;; esac
  if [ "$peak" -ge "$VALIDATE_KB" ] || [ "$code" != "$1" ]; then status=1; fi
}
run "validate, $VALIDATE_MB MB of blank lines" "$ARBITER validate rank-and-file $DIR/blank.txt"
check_validate 1 'input: 1 breach'
run "  the same, --kattis, standard input" "$ARBITER validate rank-and-file --kattis < $DIR/blank.txt"
check_validate 43 'input: 1 breach'
rm -f "$DIR/blank.txt"
run "validate, $VALIDATE_MB MB of ' ' lines, stdin" "yes ' ' | head -c $BYTES | $ARBITER validate checkers"
check_validate 1 'input: 1 breach'
run "validate, record of $MOVES moves" "$ARBITER validate checkers $DIR/long.txt"
check_validate 0 'valid Advanced Checkers Machine input (1 record)'
[ "$status" = 0 ] && echo "within bounds" || echo "FAILED: a run exceeded its bound, answered nothing, or failed"
exit "$status"
