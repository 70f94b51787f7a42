#!/usr/bin/env bash
# The test suite under CPU load: one busy-loop process per core beside `npm test`, run N times in a row
# (default 10). Prints each run's outcome and a summary; exits 1 when any run failed.
# Usage: scripts/stress-test.sh [runs] [extra vitest arguments…]
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
shift || true
cores="$(node -e 'console.log(require("node:os").availableParallelism())')"
loops=()
cleanup() { for pid in "${loops[@]}"; do kill "$pid" 2>/dev/null; done; }
trap cleanup EXIT
for _ in $(seq "$cores"); do
  node -e 'for(;;){}' &
  loops+=("$!")
done
echo "stress: ${#loops[@]} busy loop(s) on ${cores} core(s); npm test ${runs} time(s)"
passed=0
for i in $(seq "$runs"); do
  log="$(mktemp)"
  start=$(date +%s)
  if npm test -- "$@" >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "run $i: passed ($(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +Tests ' | xargs)) in $(( $(date +%s) - start )) s"
  else
    echo "run $i: FAILED in $(( $(date +%s) - start )) s"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *(FAIL|×)|AssertionError|Error:' | head -20
  fi
  rm -f "$log"
done
echo "stress: ${passed} of ${runs} run(s) passed"
[ "$passed" -eq "$runs" ]
