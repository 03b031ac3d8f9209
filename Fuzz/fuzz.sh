#!/usr/bin/env bash
# `make fuzz` (see Fuzz/README.md): builds each libFuzzer target (ASan + UBSan, release, in .build-fuzz) and runs it for
# FUZZ_SECONDS (default 60) on its committed corpus, then merges the inputs that add coverage into Fuzz/Corpus/NAME/.
# An input that fails is minimised and kept as Fuzz/Corpus/NAME/regression-<sha1> (FuzzCorpusTests replays it in
# `make test` until the bug is fixed), and the script exits 1.
#
#   Fuzz/fuzz.sh                   every target in Package.swift's fuzzTargets
#   Fuzz/fuzz.sh png-decode        one target
#   FUZZ_SECONDS=1800 FUZZ_NICE=10 Fuzz/fuzz.sh pixelmatch
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_NICE=${FUZZ_NICE:-10}
if [ $# -gt 0 ]; then
    targets=("$@")
else
    read -r -a targets <<<"$(sed -n 's/^let fuzzTargets = \[\(.*\)\]/\1/p' Package.swift | tr -d '",')"
fi

status=0
for target in "${targets[@]}"; do
    product="fuzz-$target"
    echo "== $product: building"
    LETTERPRESS_FUZZ=1 nice -n "$FUZZ_NICE" "$SWIFT" build -c release --scratch-path .build-fuzz --product "$product" \
        --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address \
        -Xcc -fsanitize=fuzzer-no-link,address,undefined -Xcc -fno-sanitize-recover=undefined
    binary="$(LETTERPRESS_FUZZ=1 "$SWIFT" build -c release --scratch-path .build-fuzz --show-bin-path)/$product"
    corpus="Fuzz/Corpus/$target"
    work=".build-fuzz/work/$target"
    artifacts=".build-fuzz/artifacts/$target"
    mkdir -p "$corpus" "$work" "$artifacts"
    # A target whose input is text (JSON) has a dictionary of its tokens in Fuzz/Dictionaries/NAME.dict.
    dictionary=()
    [ -f "Fuzz/Dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/Dictionaries/$target.dict")
    echo "== $product: fuzzing for ${FUZZ_SECONDS}s"
    set +e
    SWIFT_BACKTRACE=enable=no /usr/bin/time -f "cpu-seconds %U %S" -o "$artifacts/last-run.time" nice -n "$FUZZ_NICE" \
        "$binary" "$work" "$corpus" "${dictionary[@]}" -max_total_time="$FUZZ_SECONDS" -rss_limit_mb=1500 -timeout=30 \
        -print_final_stats=1 \
        -artifact_prefix="$artifacts/" 2>&1 | tee "$artifacts/last-run.log" \
        | grep -E '^(#[0-9]+[[:space:]]+(DONE|INITED)|stat::|==[0-9]+==|SUMMARY|fuzz-|.*(crash|timeout|leak|oom)-)'
    set -e
    # One line per run in .build-fuzz/history.tsv: target, CPU seconds, executions per second, final cov and ft.
    cpu=$(awk '/cpu-seconds/ { printf "%d", $2 + $3 }' "$artifacts/last-run.time" 2>/dev/null || echo 0)
    rate=$(awk '/average_exec_per_sec/ { print $2 }' "$artifacts/last-run.log")
    coverage=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE)' "$artifacts/last-run.log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+')
    printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "${cpu:-0}" "${rate:-?}" "$coverage" >> .build-fuzz/history.tsv
    echo "== $product: ${cpu:-0} CPU seconds, ${rate:-?} exec/s, $coverage"
    echo "== $product: merging new coverage into $corpus"
    SWIFT_BACKTRACE=enable=no "$binary" -merge=1 "$corpus" "$work" >/dev/null 2>&1
    # Keep the corpus small: the named files (seeds, regressions) plus a minimal set of the merged inputs (named by
    # their SHA-1) that covers everything the whole corpus covers.
    minimal="$(mktemp -d)"
    if SWIFT_BACKTRACE=enable=no "$binary" -merge=1 -rss_limit_mb=1500 "$minimal" "$corpus" >/dev/null 2>&1; then
        named="$(find "$corpus" -type f ! -regex '.*/[0-9a-f]\{40\}' -exec sha1sum {} + | cut -c1-40)"
        find "$corpus" -type f -regex '.*/[0-9a-f]\{40\}' -delete
        for file in "$minimal"/*; do
            [ -e "$file" ] && ! grep -qx "$(basename "$file")" <<<"$named" && cp "$file" "$corpus/"
        done
    fi
    rm -rf "$minimal"
    for failure in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*; do
        [ -e "$failure" ] && [[ "$failure" != *.seen ]] || continue
        minimised="$artifacts/minimised-$(basename "$failure")"
        SWIFT_BACKTRACE=enable=no "$binary" -minimize_crash=1 -max_total_time=120 -rss_limit_mb=1500 -timeout=30 \
            -exact_artifact_path="$minimised" "$failure" >/dev/null 2>&1 || true
        [ -s "$minimised" ] || cp "$failure" "$minimised"
        kept="$corpus/regression-$(sha1sum "$minimised" | cut -c1-16)"
        cp "$minimised" "$kept"
        mv "$failure" "$failure.seen"
        echo "== $product: FAILED on $failure; minimised input kept as $kept"
        status=1
    done
done
exit $status
