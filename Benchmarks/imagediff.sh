#!/usr/bin/env bash
# Image diff benchmark (issue 7): png-diff end to end against ImageMagick's `compare -metric AE`
# on the same pair of 1170×2532 chat screenshots that differ by a few words, in one run.
#
# Usage: Benchmarks/imagediff.sh [RUNS]      (default 7 runs per command; the median is reported)
# Needs: ImageMagick (convert, compare). Builds png-diff in release. Inputs are generated at run time
# into a temporary folder (nothing large is committed).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-7}"
REPO="$PWD"
WORK="$(mktemp -d /tmp/imagediff-bench.XXXXXX)"
[ -n "${KEEP_WORK:-}" ] && echo "inputs kept in $WORK" || trap 'rm -rf "$WORK"' EXIT

CONVERT=/usr/bin/convert; [ -x "$CONVERT" ] || CONVERT=convert
COMPARE=/usr/bin/compare; [ -x "$COMPARE" ] || COMPARE=compare
command -v "$COMPARE" >/dev/null || { echo "ImageMagick's compare is missing (apt-get install imagemagick)" >&2; exit 2; }

echo "== building png-diff (release)"
swift build -c release --product png-diff >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 2; }
PNGDIFF="$(swift build -c release --show-bin-path)/png-diff"

echo "== generating two 1170x2532 chat screenshots"
FONT="$REPO/Fonts/Inter-Regular.otf"
# draw_screen OUT WORD: a status bar and 14 alternating chat bubbles with text; WORD replaces one word
# in three of the bubbles, so the two screens differ by a few words.
draw_screen() {
    local out="$1" changed="$2" args=() y=150 i word
    args+=(-fill '#F7F7F7' -draw "rectangle 0,0 1170,140" -fill black -pointsize 42
           -draw "text 60,95 '9:41'" -draw "text 480,95 'Letterpress'")
    for i in $(seq 0 13); do
        local h=$((110 + (i % 3) * 50))
        case $i in 3|8|12) word="$changed" ;; *) word="meeting" ;; esac
        if (( i % 2 == 0 )); then
            args+=(-fill '#E9E9EB' -draw "roundrectangle 40,$y 820,$((y + h)) 40,40" -fill black)
            args+=(-draw "text 80,$((y + 70)) 'Message $i: are we still on for the $word tomorrow?'")
        else
            args+=(-fill '#0A84FF' -draw "roundrectangle 330,$y 1130,$((y + h)) 40,40" -fill white)
            args+=(-draw "text 370,$((y + 70)) 'Reply $i: yes, $word at noon works for me'")
        fi
        (( h > 110 )) && args+=(-draw "text $(( i % 2 == 0 ? 80 : 370 )),$((y + 130)) 'see you there, bring the slides'")
        y=$((y + h + 40))
    done
    "$CONVERT" -size 1170x2532 xc:'#FFFFFF' -font "$FONT" -pointsize 38 "${args[@]}" \
        -define png:color-type=6 "PNG32:$out"
}
draw_screen "$WORK/a.png" "meeting"
draw_screen "$WORK/b.png" "meetup"
identify_size() { "$CONVERT" "$1" -format '%wx%h' info:; }
echo "   a.png $(identify_size "$WORK/a.png"), $(stat -c %s "$WORK/a.png") bytes; b.png $(stat -c %s "$WORK/b.png") bytes"

# measure RUNS LABEL=CMD ... : runs the commands interleaved (one round = each command once, after a
# warm-up round) so they share the machine's load, and prints for each the median wall time and the
# median CPU time (user + system, from getrusage) in milliseconds.
measure() {
    python3 - "$@" <<'PY'
import resource, shlex, statistics, subprocess, sys, time
runs = int(sys.argv[1])
commands = [arg.split("=", 1) for arg in sys.argv[2:]]
samples = {label: ([], []) for label, _ in commands}
def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(shlex.split(command), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000
for label, command in commands:
    run(command)
for _ in range(runs):
    for label, command in commands:
        wall, cpu = run(command)
        samples[label][0].append(wall)
        samples[label][1].append(cpu)
for label, (walls, cpus) in samples.items():
    print(f"{label} {statistics.median(walls):.1f} {statistics.median(cpus):.1f}")
PY
}

echo "== counts"
COUNT_MANY=$("$PNGDIFF" "$WORK/a.png" "$WORK/b.png" | sed -n "s/^different pixels: //p" || true)
COUNT_ONE=$("$PNGDIFF" "$WORK/a.png" "$WORK/b.png" --threads 1 | sed -n "s/^different pixels: //p" || true)
AE=$("$COMPARE" -metric AE "$WORK/a.png" "$WORK/b.png" null: 2>&1 || true)
echo "   png-diff (all cores): $COUNT_MANY   png-diff (--threads 1, the port single-threaded): $COUNT_ONE   compare AE: $AE"
if [ "$COUNT_MANY" != "$COUNT_ONE" ]; then echo "MISMATCH: parallel and single-threaded counts differ" >&2; exit 1; fi

echo "== timing (median of $RUNS interleaved rounds; end to end: process start, decode both PNGs, compare)"
measure "$RUNS" \
    "pd=$PNGDIFF $WORK/a.png $WORK/b.png" \
    "pd1=$PNGDIFF $WORK/a.png $WORK/b.png --threads 1" \
    "pdsame=$PNGDIFF $WORK/a.png $WORK/a.png" \
    "im=$COMPARE -metric AE $WORK/a.png $WORK/b.png null:" \
    "pdo=$PNGDIFF $WORK/a.png $WORK/b.png -o $WORK/diff-pd.png" \
    "imo=$COMPARE -metric AE $WORK/a.png $WORK/b.png $WORK/diff-im.png" >"$WORK/times.txt"
get() { awk -v l="$1" -v c="$2" '$1 == l { print $c }' "$WORK/times.txt"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
printf '   %-40s %10s %10s\n' "" "wall ms" "CPU ms"
printf '   %-40s %10s %10s\n' \
    "png-diff A B" "$(get pd 2)" "$(get pd 3)" \
    "png-diff A B --threads 1" "$(get pd1 2)" "$(get pd1 3)" \
    "png-diff A A (identical: start + decode)" "$(get pdsame 2)" "$(get pdsame 3)" \
    "compare -metric AE A B null:" "$(get im 2)" "$(get im 3)" \
    "png-diff A B -o diff.png" "$(get pdo 2)" "$(get pdo 3)" \
    "compare -metric AE A B diff.png" "$(get imo 2)" "$(get imo 3)"
echo "   compare / png-diff, no diff image:   wall $(ratio "$(get im 2)" "$(get pd 2)")x, CPU $(ratio "$(get im 3)" "$(get pd 3)")x"
echo "   compare / png-diff, with diff image: wall $(ratio "$(get imo 2)" "$(get pdo 2)")x, CPU $(ratio "$(get imo 3)" "$(get pdo 3)")x"
echo "   compare / png-diff --threads 1:      wall $(ratio "$(get im 2)" "$(get pd1 2)")x, CPU $(ratio "$(get im 3)" "$(get pd1 3)")x"
echo "   load average during the run: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
