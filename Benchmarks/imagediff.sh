#!/usr/bin/env bash
# Image I/O and diff benchmark (issues 7 and 27), every peer in one run:
#   - decoding a 1170×2532 screenshot: Letterpress (in-process) against Wuffs (pywuffs, in-process);
#   - diffing two screenshots in-process, decode included: Letterpress against blazediff's `compare` (PyPI);
#   - the whole `png-diff A B` process against blazediff's in-process call and ImageMagick's `compare -metric AE`;
#   - the diff kernel alone, ms per megapixel, changed and identical pairs, one thread;
#   - a folder of 200 screenshot pairs: png-diff folder mode against `compare` in a shell loop and blazediff in a
#     Python loop.
#
# Usage: Benchmarks/imagediff.sh [RUNS]      (default 15 runs per in-process workload, 11 per process)
# Needs: ImageMagick (make bench-deps) and Benchmarks/.venv with blazediff and pywuffs (make bench-venv). Builds
# png-diff and imagediff-bench in release. Inputs are made at run time in a temporary folder: the committed chat
# screenshot Samples/rendered/chats/showcase-telegram-light-top.png (our encoder: RGB, Up filter) and a copy with a
# few "words" moved, and two ImageMagick-drawn chat screens (RGBA, ImageMagick's filters) that differ by a word.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-15}"
REPO="$PWD"
WORK="$(mktemp -d /tmp/imagediff-bench.XXXXXX)"
[ -n "${KEEP_WORK:-}" ] && echo "inputs kept in $WORK" || trap 'rm -rf "$WORK"' EXIT
PYTHON="$REPO/Benchmarks/.venv/bin/python"
"$PYTHON" -c "import blazediff, pywuffs" 2>/dev/null || { echo "Benchmarks/.venv needs blazediff and pywuffs (make bench-venv)" >&2; exit 2; }
CONVERT=/usr/bin/convert; COMPARE=/usr/bin/compare
"$COMPARE" -version >/dev/null 2>&1 || { echo "ImageMagick's compare is missing (make bench-deps)" >&2; exit 2; }

echo "== building png-diff and imagediff-bench (release)"
swift build -c release --product png-diff >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 2; }
PNGDIFF="$(swift build -c release --show-bin-path)/png-diff"
(cd Benchmarks && swift build -c release --product imagediff-bench) >"$WORK/build-bench.log" 2>&1 || { cat "$WORK/build-bench.log"; exit 2; }
BENCH="$(cd Benchmarks && swift build -c release --show-bin-path)/imagediff-bench"

echo "== inputs"
cp Samples/rendered/chats/showcase-telegram-light-top.png "$WORK/ours-a.png"
"$BENCH" make-pair "$WORK/ours-a.png" "$WORK/ours-b.png"
FONT="$REPO/Fonts/Inter-Regular.otf"
# draw_screen OUT WORD: a status bar and 14 chat bubbles with text; WORD replaces one word in three of them.
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
    "$CONVERT" -size 1170x2532 xc:'#FFFFFF' -font "$FONT" -pointsize 38 "${args[@]}" -define png:color-type=6 "PNG32:$out"
}
draw_screen "$WORK/im-a.png" "meeting"
draw_screen "$WORK/im-b.png" "meetup"
"$BENCH" make-folder 200 Samples/rendered/chats/*.png "$WORK/folder-base" "$WORK/folder-actual"
ls -l "$WORK"/*.png | awk '{ print "   " $9 ": " $5 " bytes" }'

"$PYTHON" "$REPO/Benchmarks/Peers/imagediff_run.py" "$WORK" "$RUNS" "$PNGDIFF" "$BENCH" "$COMPARE"
