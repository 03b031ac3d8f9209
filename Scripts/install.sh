#!/usr/bin/env bash
# Installs Letterpress's command-line tools and the data they read (`make install`; the install test runs it too):
#
#   [STRIP=1] Scripts/install.sh BIN_DIR PREFIX  copy the five CLIs from BIN_DIR to PREFIX/bin, the embedded fonts (with their
#                                          licences and manifest) to PREFIX/share/letterpress/fonts and the sample corpus
#                                          to PREFIX/share/letterpress/corpus
#   Scripts/install.sh --uninstall PREFIX  remove exactly those
#
# A binary finds its fonts at ../share/letterpress/fonts beside itself (TextMeasure's EmbeddedFonts).
set -euo pipefail
cd "$(dirname "$0")/.."
clis=(measure-text render-layout render-chat png-diff make-long-chat)

if [ "${1:-}" = "--uninstall" ]; then
    prefix="${2:?usage: install.sh --uninstall PREFIX}"
    for cli in "${clis[@]}"; do rm -f "$prefix/bin/$cli"; done
    rm -rf "$prefix/share/letterpress"
    rmdir "$prefix/bin" "$prefix/share" 2>/dev/null || true
    echo "removed Letterpress from $prefix"
    exit 0
fi

bin="${1:?usage: install.sh BIN_DIR PREFIX}"
prefix="${2:?usage: install.sh BIN_DIR PREFIX}"
for cli in "${clis[@]}"; do
    [ -x "$bin/$cli" ] || { echo "install.sh: $bin/$cli: not built" >&2; exit 1; }
done
install -d "$prefix/bin" "$prefix/share/letterpress/fonts/licenses" "$prefix/share/letterpress/corpus"
for cli in "${clis[@]}"; do install -m 755 ${STRIP:+-s} "$bin/$cli" "$prefix/bin/$cli"; done
install -m 644 Fonts/manifest.json Fonts/*.ttf Fonts/*.otf "$prefix/share/letterpress/fonts/"
install -m 644 Fonts/licenses/* "$prefix/share/letterpress/fonts/licenses/"
install -m 644 Samples/corpus/* "$prefix/share/letterpress/corpus/"
echo "installed ${clis[*]} in $prefix/bin, their fonts and corpus in $prefix/share/letterpress"
