#!/usr/bin/env bash
# Memory given back after floods: a real `tenbou` on 127.0.0.1 with a tournament of 40 players
# takes four floods in turn, and its resident memory (VmRSS) is read before each, at its peak
# (sampled every 0.2 s) and SETTLE seconds after it ends (the goal: under 100 MB within a
# minute of any flood). Loopback only; every flood is bounded in count and time.
#
#   tools/memory.sh                          # builds this tree, 60 s after each flood
#   TENBOU_BIN=/path/to/tenbou tools/memory.sh   # measures that binary instead
#
# The floods: password sets (organizer adds 200 referees, 8 at a time), sign-ins (600 wrong
# passwords from 300 addresses, 32 at a time), 18,000 connections that each load the standings
# and then sit idle until the script closes them, and wrk's requests (-c200, 15 s).
set -euo pipefail

cd "$(dirname "$0")/.."
SETTLE=${SETTLE:-60}
PORT=${TENBOU_PORT:-18090}
IDLE_CONNECTIONS=${IDLE_CONNECTIONS:-18000}
if [ -n "${TENBOU_BIN:-}" ]; then
    BIN=$TENBOU_BIN
else
    cargo build --release --quiet
    BIN="${CARGO_TARGET_DIR:-target}/release/tenbou"
fi
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)" >&2; exit 1; }

WORK=$(mktemp -d /tmp/tenbou-memory.XXXXXX)
SERVER=""
SAMPLER=""
cleanup() {
    [ -n "$SAMPLER" ] && kill "$SAMPLER" 2>/dev/null
    [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

ulimit -n "$(ulimit -Hn)"
"$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/memory.db" >"$WORK/tenbou.log" 2>&1 &
SERVER=$!
BASE="http://127.0.0.1:$PORT"
for _ in $(seq 100); do curl -sf -o /dev/null "$BASE/" && break; sleep 0.1; done

rss_mb() { awk '/^VmRSS/ {printf "%d", $2 / 1024}' "/proc/$SERVER/status"; }

# ------------------------------------------------------------------ a tournament
JAR="$WORK/cookies"
field() { grep -o "name=\"$2\" value=\"[^\"]*\"" <<<"$1" | head -1 | sed 's/.*value="//; s/"$//'; }
post() {
    local path=$1
    shift
    local args=()
    for f in "$@"; do args+=(--data-urlencode "$f"); done
    curl -s -o /dev/null -w '%{redirect_url}' -b "$JAR" -c "$JAR" "${args[@]}" "$BASE$path"
}
token=$(field "$(curl -s -b "$JAR" -c "$JAR" "$BASE/setup")" form_token)
post /setup "form_token=$token" "password=memory-password" "confirm=memory-password" >/dev/null
CSRF=$(field "$(curl -s -b "$JAR" -c "$JAR" "$BASE/admin")" csrf)
created=$(post /admin/tournaments "csrf=$CSRF" "name=Memory Open" "date=2026-04-09" \
    "venue=Room 403" "ruleset=msmc-2016")
ID=${created##*/admin/t/}
for n in $(seq -w 1 40); do
    post "/admin/t/$ID/players" "csrf=$CSRF" "name=Player $n" "checked_in=1" >/dev/null
done
post "/admin/t/$ID/rounds" "csrf=$CSRF" "table_rule=substitute" >/dev/null
STANDINGS="/t/$ID/standings"

# ------------------------------------------------------------------ the floods
password_sets() {
    seq 200 | xargs -P 8 -I{} curl -s -o /dev/null -b "$JAR" --data-urlencode "csrf=$CSRF" \
        -d "name=Referee {}" -d "password=referee-password-{}" -d "tournament=$ID" \
        "$BASE/admin/referees"
}
sign_ins() {
    local login="$WORK/login-jar" token
    token=$(field "$(curl -s -c "$login" "$BASE/login")" form_token)
    seq 600 | xargs -P 32 -I{} sh -c 'curl -s -o /dev/null --interface "127.0.$(({} % 300 / 250)).$(({} % 250 + 2))" \
        -b "$0" -d "form_token=$1" -d name=organizer -d "password=guess-{}" "$2/login"' \
        "$login" "$token" "$BASE"
}
idle_connections() {
    python3 - "$PORT" "$STANDINGS" "$IDLE_CONNECTIONS" <<'PY'
import asyncio, resource, sys
port, path, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()

async def load_once(opening, held):
    async with opening:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            length = next(int(l.split(b":")[1]) for l in head.split(b"\r\n")
                          if l.lower().startswith(b"content-length:"))
            await reader.readexactly(length)
            held.append(writer)
        except (OSError, asyncio.IncompleteReadError, StopIteration):
            pass

async def main():
    opening, held = asyncio.Semaphore(256), []
    await asyncio.gather(*(load_once(opening, held) for _ in range(count)))
    print(f"    {len(held)} connections loaded the page and sit idle", file=sys.stderr)
    await asyncio.sleep(3)
    for writer in held:
        writer.close()

asyncio.run(main())
PY
}
requests() {
    wrk -t2 -c200 -d15s "$BASE$STANDINGS" >/dev/null
}

# ------------------------------------------------------------------ measuring
echo "Resident memory of tenbou (VmRSS, MB) around each flood; ${SETTLE} s to settle"
printf '%-18s %8s %8s %10s\n' flood before peak "after ${SETTLE}s"
for flood in password_sets sign_ins idle_connections requests; do
    before=$(rss_mb)
    echo "$before" >"$WORK/peak"
    (
        peak=0
        while kill -0 "$SERVER" 2>/dev/null; do
            now=$(rss_mb)
            [ "$now" -gt "$peak" ] && peak=$now && echo "$peak" >"$WORK/peak"
            sleep 0.2
        done
    ) &
    SAMPLER=$!
    "$flood"
    kill "$SAMPLER" 2>/dev/null
    wait "$SAMPLER" 2>/dev/null || true
    SAMPLER=""
    peak=$(cat "$WORK/peak")
    sleep "$SETTLE"
    printf '%-18s %8s %8s %10s\n' "$flood" "$before" "$peak" "$(rss_mb)"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
