#!/usr/bin/env bash
# `make scale-demo` (issue 28, item 6): the server is stateless, so it scales behind any load balancer. Two
# letterpress-server instances (one render slot each) behind Debian's nginx on loopback: the measuring throughput
# through one instance and through two, then a run through both during which one instance is killed (SIGKILL) halfway:
# nginx retries what that instance had accepted on the other (proxy_next_upstream … non_idempotent), and the client
# must see no failed request. Needs nginx and wrk (apt-get install nginx-light wrk). Usage: Scripts/scale-demo.sh [SECONDS=10]
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-10}
A=18201 B=18202 ONE=18210 TWO=18220
WORK=$(mktemp -d)
PIDS=()
cleanup() {
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
command -v nginx >/dev/null && command -v wrk >/dev/null || { echo "needs nginx and wrk: apt-get install nginx-light wrk" >&2; exit 3; }
(cd Server && swift build -c release --product letterpress-server >/dev/null)
BIN=$(cd Server && swift build -c release --show-bin-path)/letterpress-server

start() {   # port
  "$BIN" --port "$1" --assets Samples --max-concurrency 1 --log-level error > "$WORK/server-$1.out" &
  PIDS+=($!)
  for _ in $(seq 100); do grep -q listening "$WORK/server-$1.out" 2>/dev/null && return; sleep 0.1; done
  echo "instance on $1 did not start" >&2; exit 1
}
start $A
start $B
INSTANCE_A=${PIDS[0]}

mkdir -p "$WORK/temp"
cat > "$WORK/nginx.conf" <<CONF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $WORK/temp/body; proxy_temp_path $WORK/temp/proxy; fastcgi_temp_path $WORK/temp/fastcgi;
  uwsgi_temp_path $WORK/temp/uwsgi; scgi_temp_path $WORK/temp/scgi;
  upstream one { server 127.0.0.1:$A; keepalive 16; }
  upstream two { server 127.0.0.1:$A max_fails=1 fail_timeout=30s; server 127.0.0.1:$B max_fails=1 fail_timeout=30s; keepalive 16; }
  server {
    listen 127.0.0.1:$ONE;
    location / { proxy_pass http://one; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
  server {
    listen 127.0.0.1:$TWO;
    location / {
      proxy_pass http://two; proxy_http_version 1.1; proxy_set_header Connection "";
      # A request the killed instance had accepted is sent to the other (POSTs included: measuring is idempotent).
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
    }
  }
}
CONF
nginx -c "$WORK/nginx.conf" -p "$WORK"
sleep 0.5

grep -v '"bad' Samples/texts.jsonl | head -12 > "$WORK/lines.jsonl"
: > "$WORK/measure.list"
i=0
while IFS= read -r line; do i=$((i + 1)); printf '%s' "$line" > "$WORK/line$i.json"; echo "$WORK/line$i.json" >> "$WORK/measure.list"; done < "$WORK/lines.jsonl"
run() {   # port seconds label
  BODIES="$WORK/measure.list" ROUTE=/v1/measure CONTENT_TYPE=application/json ACCEPT=application/json \
    wrk -t2 -c8 -d"$2"s -s Benchmarks/service/post.lua "http://127.0.0.1:$1" | grep RESULT | sed "s/^RESULT/$3/"
}
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
run $ONE 2 warmup >/dev/null
run $TWO 2 warmup >/dev/null
run $ONE "$SECONDS_EACH" "one-instance"
run $TWO "$SECONDS_EACH" "two-instances"
( sleep "$(echo "$SECONDS_EACH / 2" | bc -l)"; kill -9 "$INSTANCE_A"; echo "killed instance A (port $A) with SIGKILL halfway" >&2 ) &
KILLER=$!
run $TWO "$SECONDS_EACH" "two-instances-one-killed"
wait $KILLER
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "nginx's log of the failover:"; grep -c "upstream" "$WORK/error.log" | sed 's/^/  upstream errors logged: /'
