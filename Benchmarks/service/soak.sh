#!/usr/bin/env bash
# The soak (issue 28, item 4): a release letterpress-server driven by wrk for SECONDS (default 600) with a sustained
# mix — single-line measure requests (the 12 sample texts in turn) on 2 connections and layout → PNG requests (the
# sample card at 360 pt @2x, and the 1200 × 630 text card of Benchmarks/cards) on 2 connections, both as fast as the
# server answers — while the server's resident memory (VmRSS in /proc/PID/status) is sampled every second.
# Any non-2xx answer or socket error fails the run (exit 1). Writes into Benchmarks/results/:
#   soak-rss.csv  (seconds since the load started, VmRSS in KiB)
#   soak.txt      (wrk's counts, and RSS at the start, at the end and at its peak)
#   soak-rss.png  (the plot; Benchmarks/.venv's matplotlib, `make bench-venv`)
# Usage: Benchmarks/service/soak.sh [SECONDS=600]; SERVER_BIN may name an already built release letterpress-server.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
DURATION=${1:-600}
RESULTS=$ROOT/Benchmarks/results
WORK=$(mktemp -d)
SERVER=""
trap '[ -n "$SERVER" ] && kill $SERVER 2>/dev/null; rm -rf "$WORK"' EXIT

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 3; }
[ -x Benchmarks/.venv/bin/python ] || { echo "Benchmarks/.venv is missing: make bench-venv" >&2; exit 3; }
if [ -z "${SERVER_BIN:-}" ]; then
  (cd Server && swift build -c release --product letterpress-server >/dev/null)
  SERVER_BIN=$(cd Server && swift build -c release --show-bin-path)/letterpress-server
fi

grep -v '"bad' Samples/texts.jsonl | head -12 > "$WORK/lines.jsonl"
i=0
while IFS= read -r line; do
  i=$((i + 1)); printf '%s' "$line" > "$WORK/line$i.json"; echo "$WORK/line$i.json" >> "$WORK/measure.list"
done < "$WORK/lines.jsonl"
printf '%s\n' "$ROOT/Samples/layouts/card.json" > "$WORK/layout.list"
# The 1200 × 630 card is posted at its own size: wrk's ROUTE is fixed, so it goes to a second wrk.
printf '%s\n' "$ROOT/Benchmarks/cards/text.json" > "$WORK/card.list"

"$SERVER_BIN" --port 0 --host 127.0.0.1 --assets Samples --log-level error --backlog 1000 > "$WORK/server.out" &
SERVER=$!
for _ in $(seq 200); do grep -q listening "$WORK/server.out" 2>/dev/null && break; sleep 0.1; done
PORT=$(sed -n 's|.*listening on http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$WORK/server.out")
[ -n "$PORT" ] || { echo "the server did not start: $(cat "$WORK/server.out")" >&2; exit 1; }
URL=http://127.0.0.1:$PORT

drive() {   # name list route accept connections
  BODIES=$2 ROUTE=$3 CONTENT_TYPE=application/json ACCEPT=$4 \
    wrk -t1 -c"$5" -d"${DURATION}"s --timeout 10s -s Benchmarks/service/post.lua "$URL" > "$WORK/$1.wrk" 2>&1
}
rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$SERVER/status"; }

echo "soak: $SERVER_BIN on $URL for $DURATION s; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "seconds,rss_kib" > "$RESULTS/soak-rss.csv"
start=$(date +%s.%N)
echo "0.000,$(rss)" >> "$RESULTS/soak-rss.csv"
drive measure "$WORK/measure.list" /v1/measure application/json 2 &
MEASURE=$!
drive layout "$WORK/layout.list" "/v1/layout?width=360&scale=2" image/png 1 &
LAYOUT=$!
drive card "$WORK/card.list" "/v1/layout?width=1200&height=630" image/png 1 &
CARD=$!
while kill -0 $MEASURE 2>/dev/null || kill -0 $LAYOUT 2>/dev/null || kill -0 $CARD 2>/dev/null; do
  sleep 1
  echo "$(echo "$(date +%s.%N) - $start" | bc | xargs printf '%.3f'),$(rss)" >> "$RESULTS/soak-rss.csv"
done
wait $MEASURE $LAYOUT $CARD || true

{
  echo "soak of $DURATION s, $(date -u +%Y-%m-%dT%H:%M:%SZ), load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "server: $SERVER_BIN --assets Samples --backlog 1000"
  for name in measure layout card; do echo "$name: $(grep RESULT "$WORK/$name.wrk" | sed 's/^RESULT //')"; done
  tail -n +2 "$RESULTS/soak-rss.csv" | awk -F, 'NR == 1 { first = $2 } { if ($2 > max) { max = $2; at = $1 } last = $2 }
    END { printf "RSS KiB: start %d, end %d, max %d (at %.0f s); end - start %+d KiB\n", first, last, max, at, last - first }'
} | tee "$RESULTS/soak.txt"
Benchmarks/.venv/bin/python Benchmarks/service/plot_rss.py "$RESULTS/soak-rss.csv" "$RESULTS/soak-rss.png"
failures=$(grep -ho 'non2xx=[0-9]* errors=[0-9]*' "$WORK"/*.wrk | grep -vc 'non2xx=0 errors=0' || true)
for name in measure layout card; do grep -q RESULT "$WORK/$name.wrk" || { echo "wrk $name printed no result: $(cat "$WORK/$name.wrk")" >&2; exit 1; }; done
[ "$failures" = 0 ] || { echo "soak: $failures wrk run(s) saw error answers" >&2; exit 1; }
