#!/bin/sh
# Counts the public declarations of each library module (issue 25's "public declaration counts per module"):
# lines of Sources/STAGE/MODULE/**/*.swift that declare something `public` or `open` (a type, function, property,
# initializer, subscript, case of a public enum is not counted separately). Usage: scripts/public-declarations.sh [REV]
# (REV: a commit to count instead of the working tree).
set -eu
rev=${1:-}
files() {
    if [ -n "$rev" ]; then git ls-tree -r --name-only "$rev" -- Sources; else git ls-files Sources; fi
}
content() {
    if [ -n "$rev" ]; then git show "$rev:$1"; else cat "$1"; fi
}
files | grep '\.swift$' | while read -r file; do
    module=$(echo "$file" | awk -F/ '{ if (NF > 3 && ($2 == "text" || $2 == "image" || $2 == "layout" || $2 == "chat" || $2 == "support" || $2 == "tools")) print $3; else print $2 }')
    count=$(content "$file" | grep -cE '^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)\s+((final|static|class|override|mutating|nonmutating|convenience|required|indirect|nonisolated|lazy|dynamic)\s+)*(struct|class|enum|protocol|actor|typealias|func|var|let|init|subscript|case|extension)\b' || true)
    echo "$module $count"
done | awk '{ sum[$1] += $2; total += $2 } END { for (m in sum) if (sum[m] > 0) printf "%-22s %5d\n", m, sum[m]; printf "%-22s %5d\n", "total", total }' | sort
