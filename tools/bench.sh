#!/usr/bin/env bash
# The two speed comparisons of docs/performance.md, in one run on this machine, loopback only:
#
#  1. Public pages under load: a real `tenbou` on 127.0.0.1 with a 40-player tournament (round 1
#     drawn, a few hands recorded), and nginx on another loopback port serving the very same bytes
#     from files; `wrk -t2 -c100` against each page on both, in turn. Prints requests/s, p99, the
#     CPU time each server spent per request (steadier than rates on a busy machine) and
#     tenbou's share of nginx's rate.
#  2. Scoring: `tenbou score` on a 20,000-hand file (the generator of compare_with_python.py),
#     timed end to end by hyperfine (start, read, score, write), against the `mahjong` package
#     (PyPI) scoring the same hands (tools/time_python.py). Prints hands/s and the ratio.
#
#     tools/bench.sh                      # standings 8 s per side, other pages 4 s
#     BENCH_SECONDS=8 PAGE_SECONDS=0 tools/bench.sh   # the standings only
#     SCORE_ONLY=1 tools/bench.sh                     # the scoring comparison only
#     PAGES_ONLY=1 RUNS=4 PAGE_SECONDS=0 tools/bench.sh   # the standings only, four runs
#     PROFILE=/tmp/standings.perf ...                      # with a perf profile of tenbou
#
# Installs wrk, nginx and hyperfine with apt-get, and the mahjong package with pip, when missing.
# Every server it starts listens on 127.0.0.1 and is stopped at the end.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH_SECONDS=${BENCH_SECONDS:-8}
PAGE_SECONDS=${PAGE_SECONDS:-4}
CONNECTIONS=${CONNECTIONS:-100}
HANDS=${HANDS:-20000}
TENBOU_PORT=${TENBOU_PORT:-18080}
NGINX_PORT=${NGINX_PORT:-18081}

need() { # command, package
    command -v "$1" >/dev/null 2>&1 && return
    echo "installing $2 (apt-get)" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get install -y -qq "$2" >/dev/null || {
        $sudo apt-get update -qq && $sudo apt-get install -y -qq "$2" >/dev/null
    }
}
need wrk wrk
need hyperfine hyperfine
need curl curl
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need nginx nginx
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
python3 -c "import mahjong" 2>/dev/null || {
    echo "installing the mahjong package (pip)" >&2
    python3 -m pip install -q mahjong
}

# TENBOU_BIN: measure that binary as it is (an older build, say) instead of building this tree.
if [ -n "${TENBOU_BIN:-}" ]; then
    BIN=$TENBOU_BIN
else
    cargo build --release --quiet
    BIN="${CARGO_TARGET_DIR:-$ROOT/target}/release/tenbou"
fi

WORK=$(mktemp -d /tmp/tenbou-bench.XXXXXX)
chmod 755 "$WORK"
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

if [ "${SCORE_ONLY:-0}" != 1 ]; then
# ------------------------------------------------------------------ a tournament over HTTP
"$BIN" serve --bind "127.0.0.1:$TENBOU_PORT" --db "$WORK/bench.db" >"$WORK/tenbou.log" 2>&1 &
TENBOU_PID=$!
PIDS+=($!)
BASE="http://127.0.0.1:$TENBOU_PORT"
for _ in $(seq 100); do curl -sf -o /dev/null "$BASE/" && break; sleep 0.1; done

JAR="$WORK/cookies"
field() { # page, name: the value of a hidden field
    grep -o "name=\"$2\" value=\"[^\"]*\"" <<<"$1" | head -1 | sed 's/.*value="//; s/"$//'
}
post() { # path, form fields...: prints the Location of the answer
    local path=$1
    shift
    local args=()
    for f in "$@"; do args+=(--data-urlencode "$f"); done
    curl -s -o /dev/null -w '%{redirect_url}' -b "$JAR" -c "$JAR" "${args[@]}" "$BASE$path"
}
token=$(field "$(curl -s -b "$JAR" -c "$JAR" "$BASE/setup")" form_token)
post /setup "form_token=$token" "password=bench-password" "confirm=bench-password" >/dev/null
CSRF=$(field "$(curl -s -b "$JAR" -c "$JAR" "$BASE/admin")" csrf)
created=$(post /admin/tournaments "csrf=$CSRF" "name=Bench Open" "date=2026-04-09" \
    "venue=Room 403" "ruleset=msmc-2016")
ID=${created##*/admin/t/}
for n in $(seq -w 1 40); do
    post "/admin/t/$ID/players" "csrf=$CSRF" "name=Player $n" "club=Club $((10#$n % 5))" \
        "checked_in=1" >/dev/null
done
post "/admin/t/$ID/rounds" "csrf=$CSRF" "table_rule=substitute" >/dev/null
GAMES=$(curl -s "$BASE/t/$ID/rounds/1" | grep -o "/t/$ID/games/[0-9]*" | sort -u | sed 's/.*\///')
# One hand at each table, so the sheets and standings carry scores.
for game in $GAMES; do
    sheet=$(curl -s -b "$JAR" "$BASE/admin/t/$ID/games/$game")
    version=$(field "$sheet" version)
    for action in preview save; do
        post "/admin/t/$ID/games/$game/hands" "csrf=$CSRF" "version=$version" \
            "action=$action" "outcome=tsumo" "win1=1" "value1=mangan" >/dev/null
    done
done
FIRST_GAME=$(head -1 <<<"$GAMES")
PLAYER=$(curl -s "$BASE/t/$ID/players" | grep -o "/t/$ID/players/[0-9]*" | head -1 | sed 's/.*\///')

# ------------------------------------------------------------------ the same bytes from nginx
mkdir -p "$WORK/www"
cat >"$WORK/nginx.conf" <<EOF
worker_processes auto;
daemon off;
pid $WORK/nginx.pid;
error_log $WORK/nginx.err;
events { worker_connections 1024; }
http {
    access_log off;
    default_type text/html;
    server {
        listen 127.0.0.1:$NGINX_PORT;
        root $WORK/www;
    }
}
EOF
"$NGINX" -c "$WORK/nginx.conf" -p "$WORK" &
NGINX_PID=$!
PIDS+=($!)
sleep 0.5
NGINX_WORKERS=$(pgrep -P "$NGINX_PID" | tr '\n' ' ')

# CPU time (user and system, in clock ticks) the given processes have used so far: per request,
# it compares the two servers even when other work on the machine moves their rates.
cpu_ticks() {
    local total=0 pid fields
    for pid in "$@"; do
        read -r -a fields <"/proc/$pid/stat"
        total=$((total + fields[13] + fields[14]))
    done
    echo "$total"
}
# Microseconds of CPU per request: ticks used, wrk's output.
cpu_per_request() {
    awk -v ticks="$1" -v hz="$(getconf CLK_TCK)" '/requests in/ {
        printf "%.1f", ticks * 1e6 / hz / $1 }' <<<"$2"
}

# wrk's p99 in milliseconds (it prints us, ms or s).
p99_ms() {
    awk '$1 == "99%" {v=$2; u=v; gsub(/[0-9.]/, "", u); gsub(/[a-z]/, "", v);
        if (u == "us") v /= 1000; else if (u == "s") v *= 1000; printf "%.2f", v}'
}
rate() { awk '/^Requests\/sec:/ {printf "%.0f", $2}'; }

echo
echo "Public pages: wrk -t2 -c$CONNECTIONS, tenbou vs nginx serving the same bytes (loopback)"
printf '%-10s %8s %12s %9s %9s %12s %9s %9s %7s\n' page bytes "tenbou r/s" "p99 ms" "cpu us/r" \
    "nginx r/s" "p99 ms" "cpu us/r" share
measure() { # name, path, seconds
    local name=$1 path=$2 seconds=$3
    local file="$WORK/www/$name.html"
    curl -sf "$BASE$path" -o "$file"
    wrk -t2 -c"$CONNECTIONS" -d1s "$BASE$path" >/dev/null # warm-up
    local ours theirs
    # PROFILE=file: perf records where tenbou's time goes during its run of the first page.
    if [ -n "${PROFILE:-}" ] && [ ! -e "$PROFILE" ]; then
        perf record -q -F 499 -g -p "$TENBOU_PID" -o "$PROFILE" -- sleep "$seconds" 2>/dev/null &
    fi
    local t0 t1 n0 n1
    t0=$(cpu_ticks "$TENBOU_PID")
    ours=$(wrk -t2 -c"$CONNECTIONS" -d"${seconds}s" --latency "$BASE$path")
    t1=$(cpu_ticks "$TENBOU_PID")
    # shellcheck disable=SC2086 # the workers' ids, one word each
    n0=$(cpu_ticks $NGINX_WORKERS)
    theirs=$(wrk -t2 -c"$CONNECTIONS" -d"${seconds}s" --latency "http://127.0.0.1:$NGINX_PORT/$name.html")
    # shellcheck disable=SC2086
    n1=$(cpu_ticks $NGINX_WORKERS)
    local r1 r2
    r1=$(rate <<<"$ours")
    r2=$(rate <<<"$theirs")
    printf '%-10s %8s %12s %9s %9s %12s %9s %9s %6s%%\n' "$name" "$(stat -c %s "$file")" \
        "$r1" "$(p99_ms <<<"$ours")" "$(cpu_per_request $((t1 - t0)) "$ours")" \
        "$r2" "$(p99_ms <<<"$theirs")" "$(cpu_per_request $((n1 - n0)) "$theirs")" \
        "$(awk -v a="$r1" -v b="$r2" 'BEGIN {printf "%.0f", 100 * a / b}')"
}
for _ in $(seq "${RUNS:-1}"); do
    measure standings "/t/$ID/standings" "$BENCH_SECONDS"
done
if [ "$PAGE_SECONDS" -gt 0 ]; then
    measure now "/t/$ID" "$PAGE_SECONDS"
    measure seating "/t/$ID/rounds/1" "$PAGE_SECONDS"
    measure sheet "/t/$ID/games/$FIRST_GAME" "$PAGE_SECONDS"
    measure player "/t/$ID/players/$PLAYER" "$PAGE_SECONDS"
    measure bracket "/t/$ID/bracket" "$PAGE_SECONDS"
fi

fi # SCORE_ONLY

# ------------------------------------------------------------------ scoring
if [ "${PAGES_ONLY:-0}" != 1 ]; then
echo
echo "Scoring $HANDS hands: tenbou score (end to end) vs the mahjong package (PyPI)"
python3 tools/compare_with_python.py --count "$HANDS" --seed 1 --write-hands "$WORK/hands.jsonl"
hyperfine -N --warmup 3 --runs 30 --export-json "$WORK/score.json" \
    --input "$WORK/hands.jsonl" --output null "$BIN score" >/dev/null 2>&1 ||
    hyperfine --warmup 3 --runs 30 --export-json "$WORK/score.json" \
        "$BIN score < $WORK/hands.jsonl > /dev/null" >/dev/null
RUST_SECONDS=$(python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print(r['mean'], r['median'])" "$WORK/score.json")
PY_SECONDS=$(python3 tools/time_python.py "$WORK/hands.jsonl" | sed 's/.*seconds=//')
# shellcheck disable=SC2086 # two numbers: the mean and the median
python3 - "$HANDS" $RUST_SECONDS "$PY_SECONDS" <<'EOF'
import sys
n, rust, median, py = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
print(f"tenbou score  {n / rust:>12,.0f} hands/s  ({rust * 1000:.1f} ms for the file, mean of 30 runs; median {median * 1000:.1f} ms)")
print(f"mahjong (py)  {n / py:>12,.0f} hands/s  ({py:.2f} s, scoring only)")
print(f"ratio         {py / rust:>12,.0f}x  (on the median run: {py / median:,.0f}x)")
EOF
fi # PAGES_ONLY
echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
