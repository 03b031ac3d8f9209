#!/usr/bin/env bash
# The service benchmark (issue 28, item 4): wrk on loopback against a release letterpress-server, for measure (one
# line a request, and NDJSON of 100 lines a request), layout, chat and diff at 1, 2 and 8 connections; then the
# library's in-process measuring rate on the same lines (measure-text --jsonl, the same BatchAnswerer) for the
# service-overhead ratio. Usage: Benchmarks/service/run.sh [SECONDS=5]. Needs wrk (apt-get install wrk).
# SERVER_BIN may name an already built release letterpress-server (e.g. an older one, to compare); ROUTES=measure
# runs only the single-line measure rows.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SECONDS_EACH=${1:-5}
PORT=${PORT:-18181}
WORK=$(mktemp -d)
trap 'kill $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 3; }
# MEASURE_TEXT may name an already built release measure-text (else it is built here).
if [ -z "${MEASURE_TEXT:-}" ]; then
  swift build -c release --product measure-text >/dev/null
  MEASURE_TEXT=$(swift build -c release --show-bin-path)/measure-text
fi
if [ -z "${SERVER_BIN:-}" ]; then
  (cd Server && swift build -c release --product letterpress-server >/dev/null)
  SERVER_BIN=$(cd Server && swift build -c release --show-bin-path)/letterpress-server
fi

# Inputs: the 12 sample texts (every script) as single lines; 100 of them a request as NDJSON; the card tree; the
# showcase transcript; a pair of PNGs that differ (the card left to right and right to left).
grep -v '"bad' Samples/texts.jsonl | head -12 > "$WORK/lines.jsonl"
: > "$WORK/measure.list"
i=0
while IFS= read -r line; do i=$((i + 1)); printf '%s' "$line" > "$WORK/line$i.json"; echo "$WORK/line$i.json" >> "$WORK/measure.list"; done < "$WORK/lines.jsonl"
for _ in $(seq 9); do cat "$WORK/lines.jsonl"; done | head -100 > "$WORK/batch.ndjson"
echo "$WORK/batch.ndjson" > "$WORK/ndjson.list"
echo "$ROOT/Samples/layouts/card.json" > "$WORK/layout.list"
echo "$ROOT/Samples/showcase.json" > "$WORK/chat.list"

"$SERVER_BIN" --port "$PORT" --assets Samples --log-level error --backlog 1000 > "$WORK/server.out" &
SERVER=$!
for _ in $(seq 100); do grep -q listening "$WORK/server.out" 2>/dev/null && break; sleep 0.1; done
URL=http://127.0.0.1:$PORT

for direction in ltr rtl; do
  curl -sf -X POST -H 'Content-Type: application/json' -H 'Accept: image/png' --data-binary @Samples/layouts/card.json \
    "$URL/v1/layout?width=360&direction=$direction" -o "$WORK/$direction.png"
done
boundary=letterpress-bench
{
  printf -- '--%s\r\nContent-Disposition: form-data; name="expected"; filename="a.png"\r\n\r\n' $boundary; cat "$WORK/ltr.png"
  printf -- '\r\n--%s\r\nContent-Disposition: form-data; name="actual"; filename="b.png"\r\n\r\n' $boundary; cat "$WORK/rtl.png"
  printf -- '\r\n--%s--\r\n' $boundary
} > "$WORK/diff.form"
echo "$WORK/diff.form" > "$WORK/diff.list"

# The HTTP ceiling: requests that do no work, on the same machine and connections — nginx answering a fixed JSON body
# and letterpress-server's GET /healthz. No single-line API over HTTP/1.1 can beat these rates; the ratio of the
# measure route to the in-process rate is bounded by theirs.
NGINX_PORT=$((PORT + 1))
cat > "$WORK/nginx.conf" <<NGINX
worker_processes 2;
daemon off;
pid $WORK/nginx.pid;
error_log $WORK/nginx.err;
events { worker_connections 64; }
http {
  access_log off;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    location / { default_type application/json; return 200 '{"width":95,"height":21,"lineCount":1}'; }
  }
}
NGINX
NGINX_PID=
if command -v nginx >/dev/null; then
  nginx -c "$WORK/nginx.conf" -p "$WORK" > /dev/null 2>&1 &
  NGINX_PID=$!
  trap 'kill $SERVER $NGINX_PID 2>/dev/null || true; rm -rf "$WORK"' EXIT
fi

bench() {   # name route content-type accept list connections
  local threads=$(( $6 < 2 ? $6 : 2 ))
  BODIES=$5 ROUTE=$2 CONTENT_TYPE=$3 ACCEPT=$4 wrk -t"$threads" -c"$6" -d"$SECONDS_EACH"s -s Benchmarks/service/post.lua "$URL" \
    | grep RESULT | sed "s/^RESULT/$1 c=$6/"
}

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
# Warm-up: fonts, shape and glyph caches.
bench warmup /v1/measure application/json application/json "$WORK/measure.list" 2 >/dev/null
ceiling() {   # name url connections: GET, nothing measured
  local threads=$(( $3 < 2 ? $3 : 2 ))
  METHOD=GET ROUTE=$2 wrk -t"$threads" -c"$3" -d"$SECONDS_EACH"s -s Benchmarks/service/post.lua "$1" \
    | grep RESULT | sed "s/^RESULT/$4 c=$3/"
}
for c in 1 2 8; do
  [ -n "$NGINX_PID" ] && ceiling "http://127.0.0.1:$NGINX_PORT" / $c nginx-fixed-answer
  ceiling "$URL" /healthz $c server-healthz
  bench measure /v1/measure application/json application/json "$WORK/measure.list" $c
  [ "${ROUTES:-all}" = measure ] && continue
  bench measure-ndjson-100 /v1/measure application/x-ndjson application/x-ndjson "$WORK/ndjson.list" $c
  bench layout-png "/v1/layout?width=360&scale=2" application/json image/png "$WORK/layout.list" $c
  bench chat-png /v1/chat application/json image/png "$WORK/chat.list" $c
  bench diff-json /v1/diff "multipart/form-data; boundary=$boundary" application/json "$WORK/diff.list" $c
done

# In process: the same 12 lines, 200,000 of them, through measure-text --jsonl on 2 threads (start-up excluded by
# subtracting a 12-line run).
for _ in $(seq 16667); do cat "$WORK/lines.jsonl"; done > "$WORK/many.jsonl"
LINES=$(wc -l < "$WORK/many.jsonl")
start=$(date +%s.%N); "$MEASURE_TEXT" --jsonl --threads 2 < "$WORK/lines.jsonl" > /dev/null; small=$(echo "$(date +%s.%N) - $start" | bc)
start=$(date +%s.%N); "$MEASURE_TEXT" --jsonl --threads 2 < "$WORK/many.jsonl" > /dev/null; large=$(echo "$(date +%s.%N) - $start" | bc)
echo "in-process lines=$LINES seconds=$(echo "$large - $small" | bc) lines_per_second=$(echo "$LINES / ($large - $small)" | bc)"
echo "server RSS: $(ps -o rss= -p $SERVER) KiB"

# Soak (SOAK_SECONDS, default 0: skipped): measure and layout requests on 2 connections for that long, the server's
# resident memory sampled every 10 s.
SOAK=${SOAK_SECONDS:-0}
if [ "$SOAK" -gt 0 ]; then
  BODIES="$WORK/measure.list" ROUTE=/v1/measure CONTENT_TYPE=application/json ACCEPT=application/json \
    wrk -t1 -c1 -d"$SOAK"s -s Benchmarks/service/post.lua "$URL" | grep RESULT | sed 's/^RESULT/soak-measure c=1/' &
  SOAK_MEASURE=$!
  BODIES="$WORK/layout.list" ROUTE="/v1/layout?width=360&scale=2" CONTENT_TYPE=application/json ACCEPT=image/png \
    wrk -t1 -c1 -d"$SOAK"s -s Benchmarks/service/post.lua "$URL" | grep RESULT | sed 's/^RESULT/soak-layout c=1/' &
  SOAK_LAYOUT=$!
  for t in $(seq 0 10 "$SOAK"); do echo "soak t=${t}s rss_kib=$(ps -o rss= -p $SERVER)"; sleep 10; done
  wait $SOAK_MEASURE $SOAK_LAYOUT
fi
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
