#!/bin/sh
# `arbiter check` reads the input and the output as streams: peak memory stays under 100 MB
# whatever their size. This script judges outputs that used to exhaust memory (a 1 GiB output as
# one line and as many lines, /dev/zero, a 10 MB line of NUL bytes) and a long input (1,200,000
# cases), asserts a wrong answer for each, and prints each run's peak memory (GNU time's maximum
# resident set size).
#
#   npm run build && sh scripts/check-memory.sh      # needs GNU time (/usr/bin/time) and 2 GiB in $TMPDIR
set -eu
ARBITER="node $(dirname "$0")/../dist/arbiter.cjs"
LIMIT_KB=$((100 * 1000))
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
INPUT="$(dirname "$0")/../examples/rank-and-file.txt"

head -c 1073741824 /dev/zero | tr '\0' 'x' > "$DIR/one-line.out"
yes 'WHITE IS CHECKED' | head -c 1073741824 > "$DIR/many-lines.out"
{ echo 'WHITE IS CHECKED'; yes 'BLACK IS CHECKMATED!' | head -c 1073741824; } > "$DIR/many-wrong.out"
head -c 10000000 /dev/zero > "$DIR/nul.out"
# A long input too: 1,200,000 cases of Cheesy Chess (96 MB), answered right but for the last case.
node -e '
  const one = "........\n".repeat(8) + "3 1\n6 3\n";
  const count = 1200000;
  const fs = require("fs");
  const input = fs.openSync(process.argv[1], "w");
  fs.writeSync(input, `${count}\n`);
  for (let k = 0; k < count / 1000; k++) fs.writeSync(input, one.repeat(1000));
  fs.writeFileSync(process.argv[2], "White\n".repeat(count - 1) + "Black\n");
' "$DIR/long.in" "$DIR/long.out"

status=0
for run in "rank-and-file $INPUT $DIR/one-line.out" "rank-and-file $INPUT $DIR/many-lines.out" "rank-and-file $INPUT $DIR/many-wrong.out" \
  "rank-and-file $INPUT /dev/zero" "rank-and-file $INPUT $DIR/nul.out" "cheesy-chess $DIR/long.in $DIR/long.out" "cheesy-chess $DIR/long.in /dev/zero"; do
  set -- $run
  output=$3
  set +e
  /usr/bin/time -v $ARBITER check "$@" --json > "$DIR/report.json" 2> "$DIR/time.txt"
  code=$?
  set -e
  peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$DIR/time.txt")
  result=$(node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).result)' "$DIR/report.json")
  printf '%-14s %-16s exit %s, %-13s peak %6d kB\n' "$1" "$(basename "$output")" "$code" "$result" "$peak"
  if [ "$code" != 1 ] || [ "$peak" -ge "$LIMIT_KB" ]; then status=1; fi
done
[ "$status" = 0 ] && echo "every output: wrong answer, peak memory under 100 MB" || echo "FAILED: a run did not give a wrong answer, or used 100 MB or more"
exit "$status"
