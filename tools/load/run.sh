#!/usr/bin/env bash
# Issue 34's measures over HTTP: a save and a correction under a 48-player bracket with 400
# open event streams, and the standings page of 400 and 4,000 players uncached. Starts a
# release `tenbou` on 127.0.0.1 with a fresh database, runs tools/load/http_load.py against it
# (python3, standard library only) and stops the server. Loopback only; every loop is bounded.
#
#   tools/load/run.sh                                   # builds this tree (release), everything
#   TENBOU_BIN=/path/to/tenbou tools/load/run.sh        # measures that binary as it is
#   tools/load/run.sh --requests 100 --standings 400    # arguments go to http_load.py
#   tools/load/run.sh --skip-saves --standings 4000     # the standings only
#
# Server time is measured by the client around each request (sent to last byte read, on a
# kept-alive loopback connection): the server logs no time per request.
set -euo pipefail

cd "$(dirname "$0")/../.."
PORT=${TENBOU_PORT:-18095}
if [ -n "${TENBOU_BIN:-}" ]; then
    BIN=$TENBOU_BIN
else
    # The integration tests' build: its dependencies' features are the ones the tests warm.
    cargo test --release --test load --no-run --quiet
    BIN="${CARGO_TARGET_DIR:-target}/release/tenbou"
fi

WORK=$(mktemp -d /tmp/tenbou-load.XXXXXX)
SERVER=""
cleanup() {
    [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

# Four hundred streams and the connections beside them need descriptors on both sides.
ulimit -n "$(ulimit -Hn)"
"$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/load.db" >"$WORK/tenbou.log" 2>&1 &
SERVER=$!
for _ in $(seq 100); do
    curl -sf -o /dev/null "http://127.0.0.1:$PORT/" && break
    sleep 0.1
done

echo "binary: $BIN ($(stat -c %y "$BIN" | cut -d. -f1)); $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 tools/load/http_load.py --port "$PORT" --pid "$SERVER" "$@"
echo
echo "server CPU time in all (user + system): $(awk -v hz="$(getconf CLK_TCK)" \
    '{printf "%.1f s", ($14 + $15) / hz}' "/proc/$SERVER/stat")"
if grep -q -E "ERROR|WARN" "$WORK/tenbou.log"; then
    echo "the server's log has warnings or errors:"
    grep -E "ERROR|WARN" "$WORK/tenbou.log" | head -20
fi
