#!/usr/bin/env bash
# Pixel identity across two commits (issue 25): renders every sample chat and component tree the way `make demo`
# does (every sample × style × appearance × scroll, the full renders with their --layout-json, the render-layout
# samples), and the stress chats of scripts/part-stress.py (every template-laid part, left to right and in Hebrew, at
# 320, 390 and 600 pt in both styles, with their --layout-json), with the binaries of OLD and of NEW, and compares
# every output file byte for byte (cmp). A file only the new side writes (a sample of a kind the old binary does not read,
# such as Samples/places.json before location cards) is listed and not compared.
#
#   scripts/pixel-identity.sh OLD NEW [OUT]
#
# OLD and NEW are each a commit (built in a git worktree under $OUT; CONFIG=release|debug, debug by default) or a
# folder holding already built render-chat, render-layout and make-long-chat binaries (e.g. .build/debug).
# KEEP_OLD=1 reuses OUT/old from an earlier run. Exit 0 when every file is identical, 1 when any differs (listed), 2 on usage, 3 when a side cannot be built.
# The committed snapshot references are held by the test suites (ChatRenderTests, ChatLayoutTests, CLITests).
set -uo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 OLD NEW [OUT]" >&2; exit 2; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${3:-/tmp/pixel-identity}"
config="${CONFIG:-debug}"
mkdir -p "$out"

# bin_of SIDE LABEL: prints the folder with the three binaries for SIDE (a folder, or a commit built here).
bin_of() {
    local side="$1" label="$2"
    if [[ -d "$side" ]]; then (cd "$side" && pwd); return 0; fi
    local sha; sha="$(git -C "$repo" rev-parse --verify "$side^{commit}")" || return 1
    local tree="$out/tree-$sha"
    [[ -d "$tree" ]] || git -C "$repo" worktree add --detach "$tree" "$sha" >&2 || return 1
    for product in render-chat render-layout make-long-chat; do
        (cd "$tree" && swift build -c "$config" --product "$product" >&2) || return 1
    done
    (cd "$tree" && swift build -c "$config" --show-bin-path)
}

# render BIN DIR: every demo render into DIR (the samples are read from this checkout, the same for both sides).
render() {
    local bin="$1" dir="$2" samples="$repo/Samples"
    rm -rf "$dir"; mkdir -p "$dir/chats" "$dir/layouts"
    "$bin/make-long-chat" -o "$dir/long-chat.json" >/dev/null || return 1
    "$bin/make-long-chat" --media -o "$dir/long-chat-media.json" >/dev/null || return 1
    # The generated chats name pictures relative to the samples folder: keep them beside it.
    cp "$dir/long-chat.json" "$samples/.pixel-long-chat.json"
    cp "$dir/long-chat-media.json" "$samples/.pixel-long-chat-media.json"
    python3 "$repo/scripts/part-stress.py" "$dir" || return 1
    cp "$dir/parts.json" "$samples/.pixel-parts.json"
    cp "$dir/parts-rtl.json" "$samples/.pixel-parts-rtl.json"
    local list=("$samples/support-ru.json" "$samples/group-multilingual.json" "$samples/showcase.json"
                "$samples/showcase-rtl.json" "$samples/contacts.json" "$samples/places.json" "$samples/empty.json"
                "$samples/.pixel-long-chat.json" "$samples/.pixel-long-chat-media.json")
    for style in imessage telegram; do
        for appearance in light dark; do
            for scroll in bottom top; do
                "$bin/render-chat" "${list[@]}" --out-dir "$dir/chats/$style-$appearance-$scroll" --style "$style" \
                    --appearance "$appearance" --scroll "$scroll" >/dev/null 2>&1
            done
        done
    done
    for sample in support-ru showcase showcase-rtl group-multilingual contacts places; do
        for style in imessage telegram; do
            "$bin/render-chat" "$samples/$sample.json" --full --style "$style" -o "$dir/chats/$sample-full-$style.png" \
                --layout-json "$dir/chats/$sample-full-$style.layout.json" >/dev/null 2>&1
        done
    done
    for sample in parts parts-rtl; do
        for width in 320 390 600; do
            local scale=3; [[ $width == 600 ]] && scale=2
            for style in imessage telegram; do
                "$bin/render-chat" "$samples/.pixel-$sample.json" --full --width "$width" --scale "$scale" --style "$style" \
                    -o "$dir/chats/$sample-$width-$style.png" --layout-json "$dir/chats/$sample-$width-$style.layout.json" \
                    >/dev/null 2>&1
            done
        done
    done
    rm -f "$samples/.pixel-long-chat.json" "$samples/.pixel-long-chat-media.json" "$samples/.pixel-parts.json" \
        "$samples/.pixel-parts-rtl.json"
    local layouts="$samples/layouts" lout="$dir/layouts"
    "$bin/render-layout" "$layouts/card.json" --width 420 --scale 3 --background '#F2F2F7' -o "$lout/card-420.png" \
        --layout-json "$lout/card-420.layout.json" >/dev/null 2>&1
    "$bin/render-layout" "$layouts/card.json" --width 320 --scale 3 --background '#F2F2F7' -o "$lout/card-320.png" >/dev/null 2>&1
    for sample in notification profile emoji; do
        "$bin/render-layout" "$layouts/$sample.json" --scale 3 --background '#F2F2F7' -o "$lout/$sample.png" >/dev/null 2>&1
    done
    "$bin/render-layout" "$layouts/rtl-card.json" --direction rtl --scale 3 --background '#F2F2F7' -o "$lout/rtl-card.png" >/dev/null 2>&1
    return 0
}

old_bin="$(bin_of "$1" old)" || { echo "cannot build $1" >&2; exit 3; }
new_bin="$(bin_of "$2" new)" || { echo "cannot build $2" >&2; exit 3; }
# KEEP_OLD=1 keeps an earlier run's old renders (the same OLD binaries) instead of rendering them again.
if [[ "${KEEP_OLD:-0}" != 1 || ! -d "$out/old" ]]; then
    render "$old_bin" "$out/old" || { echo "rendering with $old_bin failed" >&2; exit 3; }
fi
render "$new_bin" "$out/new" || { echo "rendering with $new_bin failed" >&2; exit 3; }

status=0 count=0
while IFS= read -r file; do
    count=$((count + 1))
    if [[ ! -f "$out/new/$file" ]]; then echo "missing in new: $file"; status=1
    elif ! cmp -s "$out/old/$file" "$out/new/$file"; then echo "differs: $file"; status=1; fi
done < <(cd "$out/old" && find . -type f | sort)
extra=$(comm -13 <(cd "$out/old" && find . -type f | sort) <(cd "$out/new" && find . -type f | sort))
# Files only the new side wrote (a sample the old binary cannot read, such as a newer kind of message) are listed, not
# failed: identity is about everything the old side wrote.
[[ -n "$extra" ]] && { echo "only in new (not compared):"; echo "$extra"; }
pngs=$(cd "$out/old" && find . -name '*.png' | wc -l)
echo "$count files ($pngs PNG) compared: $([[ $status == 0 ]] && echo identical || echo DIFFERENT)"
exit $status
