#!/usr/bin/env bash
# `make demo`: measure the sample texts with the embedded fonts and print what Letterpress answers, then render
# every sample chat to PNG with render-chat and print where the files are.
set -uo pipefail
bin="$1"
here="$(cd "$(dirname "$0")" && pwd)"
echo "== measure-text --width 200 (human output)"
"$bin/measure-text" --width 200 "Letterpress measures text the way boundingRect does, on Linux."
echo
echo "== measure-text --jsonl < Samples/texts.jsonl (Inter 17 pt; one answer per input line; the bad line gets an error)"
"$bin/measure-text" --jsonl < "$here/texts.jsonl"
echo "(exit code $?: 1 because one line failed, as documented)"

echo
echo "== make-long-chat: Samples/long-chat.json (10,000 corpus messages over many days, seeded), and with --media"
samples=("$here/support-ru.json" "$here/group-multilingual.json" "$here/showcase.json" "$here/showcase-rtl.json"
         "$here/contacts.json" "$here/places.json" "$here/empty.json" "$here/long-chat.json" "$here/long-chat-media.json")
"$bin/make-long-chat" -o "$here/long-chat.json" || exit 1
"$bin/make-long-chat" --media -o "$here/long-chat-media.json" || exit 1

out="$here/rendered/chats/demo"
echo
echo "== render-chat: every sample, 390×844 pt @3x, at the bottom and at the top, light and dark, iMessage and Telegram"
status=0
for style in imessage telegram; do
    for appearance in light dark; do
        for scroll in bottom top; do
            dir="$out/$style-$appearance-$scroll"
            "$bin/render-chat" "${samples[@]}" --out-dir "$dir" --style "$style" --appearance "$appearance" --scroll "$scroll" \
                --stats || status=1
        done
    done
done
"$bin/render-chat" "$here/support-ru.json" --full --style telegram -o "$out/support-ru-full-telegram.png" \
    --layout-json "$out/support-ru.layout.json" || status=1
"$bin/render-chat" "$here/showcase.json" --full --style telegram -o "$out/showcase-full-telegram.png" \
    --layout-json "$out/showcase.layout.json" || status=1
echo
echo "PNG files are in $out/ (one folder per style-appearance-scroll); the whole support chat is $out/support-ru-full-telegram.png,"
echo "the whole showcase (every kind of issue 14) $out/showcase-full-telegram.png, its frames $out/showcase.layout.json"

layouts="$here/layouts"
lout="$here/rendered/layouts/demo"
mkdir -p "$lout"
echo
echo "== render-layout: the sample component trees (Samples/layouts/*.json) @3x on a light grey background"
"$bin/render-layout" "$layouts/card.json" --width 420 --scale 3 --background '#F2F2F7' -o "$lout/card-420.png" \
    --layout-json "$lout/card-420.layout.json" --stats || status=1
"$bin/render-layout" "$layouts/card.json" --width 320 --scale 3 --background '#F2F2F7' -o "$lout/card-320.png" || status=1
for sample in notification profile emoji; do
    "$bin/render-layout" "$layouts/$sample.json" --scale 3 --background '#F2F2F7' -o "$lout/$sample.png" || status=1
done
"$bin/render-layout" "$layouts/rtl-card.json" --direction rtl --scale 3 --background '#F2F2F7' -o "$lout/rtl-card.png" || status=1
echo "== render-layout --layout-json - (the card at 320 pt, frames on the 1/3-point grid)"
"$bin/render-layout" "$layouts/card.json" --width 320 --scale 3 --layout-json - 2>/dev/null | head -20
echo "…"
echo
echo "Layout PNG files are in $lout/"

echo
echo "== png-diff: the showcase just rendered against its committed reference (0 = the same pixels)"
"$bin/png-diff" "$here/rendered/chats/showcase-imessage-light-bottom.png" "$out/imessage-light-bottom/showcase.png" \
    --output "$out/showcase.diff.png" || status=1
exit $status
