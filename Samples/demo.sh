#!/usr/bin/env bash
# `make demo`: measure the sample texts with the embedded fonts and print what Letterpress answers.
set -uo pipefail
bin="$1"
here="$(cd "$(dirname "$0")" && pwd)"
echo "== measure-text --width 200 (human output)"
"$bin/measure-text" --width 200 "Letterpress measures text the way boundingRect does, on Linux."
echo
echo "== measure-text --jsonl < Samples/texts.jsonl (Inter 17 pt; one answer per input line; the bad line gets an error)"
"$bin/measure-text" --jsonl < "$here/texts.jsonl"
echo "(exit code $?: 1 because one line failed, as documented)"
