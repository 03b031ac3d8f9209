#!/usr/bin/env bash
# measure-text's second pass (issue 26): what re-measuring the corpus at more widths costs a line beyond the first pass.
#
#   Benchmarks/second-pass.sh [-n BEST_OF] [-r ROUNDS] BINARY [BINARY ...] [-- MEASURE-TEXT ARGS]
#
# Input: Samples/corpus (20,000 lines) once, and the same corpus followed by six more passes at widths 300…350
# (120,000 re-measured lines). Each binary answers both files with `--jsonl --width 260 --size 17 --font Inter` plus
# the arguments after `--` (default `--fields width,height,lineCount`, the sizes-only answer), best of BEST_OF runs
# (wall and user + system CPU); the binaries take turns within a round. Prints µs a re-measured line:
# (extra wall or CPU time) / 120,000.
set -euo pipefail
cd "$(dirname "$0")/.."
best_of=3 rounds=3 binaries=() args=(--fields width,height,lineCount)
while [ $# -gt 0 ]; do
    case "$1" in
        -n) best_of="$2"; shift 2 ;;
        -r) rounds="$2"; shift 2 ;;
        --) shift; args=("$@"); break ;;
        *) binaries+=("$1"); shift ;;
    esac
done
[ ${#binaries[@]} -gt 0 ] || { echo "usage: $0 [-n BEST_OF] [-r ROUNDS] BINARY [BINARY ...] [-- ARGS]" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cat Samples/corpus/messages-*.jsonl > "$work/once.jsonl"
cp "$work/once.jsonl" "$work/many.jsonl"
for width in 300 310 320 330 340 350; do sed "s/^{/{\"width\": $width, /" "$work/once.jsonl" >> "$work/many.jsonl"; done

best() {   # best wall and CPU milliseconds of BEST_OF runs of BINARY over FILE
    local binary=$1 file=$2 wall=999999 cpu=999999 w c
    for _ in $(seq "$best_of"); do
        /usr/bin/time -f "%e %U %S" -o "$work/time" "$binary" --jsonl --width 260 --size 17 --font Inter "${args[@]}" \
            < "$file" > /dev/null
        read -r w u s < "$work/time"
        w=$(python3 -c "print(round($w * 1000))"); c=$(python3 -c "print(round(($u + $s) * 1000))")
        (( w < wall )) && wall=$w; (( c < cpu )) && cpu=$c
    done
    echo "$wall $cpu"
}
echo "second pass: ${args[*]}; best of $best_of; µs a re-measured line (wall, CPU)"
for round in $(seq "$rounds"); do
    line="round $round (load $(cut -d' ' -f1 /proc/loadavg)):"
    for binary in "${binaries[@]}"; do
        read -r once_wall once_cpu <<< "$(best "$binary" "$work/once.jsonl")"
        read -r many_wall many_cpu <<< "$(best "$binary" "$work/many.jsonl")"
        line+=$(python3 -c "print(f'  {\"$binary\".split(\"/\")[-1]} {($many_wall - $once_wall) / 120:.2f}, {($many_cpu - $once_cpu) / 120:.2f}')")
    done
    echo "$line"
done
