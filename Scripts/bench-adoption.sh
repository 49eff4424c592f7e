#!/bin/sh
# The adoption history figure: `kitscan adoption --history` over the last WEEKS weeks of a real
# app's first-parent line, cold (no .kitscan-cache/) and warm (a second run: every file
# version's adoption facts come from the one blob cache). The app is IceCubesApp, read from
# the mirror in /work/.mirror (nothing is committed); its DesignSystem package is the kit.
# Usage: Scripts/bench-adoption.sh [WEEKS]
#   KITSCAN=/path/to/kitscan times that binary instead of the release build.
set -eu
weeks="${1:-52}"
here=$(cd "$(dirname "$0")/.." && pwd)
mirror="${MIRROR:-/work/.mirror}"
ice="$mirror/Dimillian+IceCubesApp/repo"
if [ -z "${KITSCAN:-}" ]; then swift build -c release --product kitscan --package-path "$here" >/dev/null; fi
kitscan="${KITSCAN:-$here/.build/release/kitscan}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$ice" "$work/app"
cd "$work/app"
find . -name kitscan.json -not -path './.git/*' -delete
echo '{ "kit": { "paths": ["Packages/DesignSystem"] } }' > kitscan.json
head=$(git log -1 --format=%ct HEAD)
since=$(date -u -d "@$((head - weeks * 7 * 86400))" +%Y-%m-%d)
measure() {
    /usr/bin/time -f "$1: %e s wall, %U s user + %S s system" "$kitscan" adoption --history --since "$since" \
        --json "$work/$1.json" >/dev/null 2>"$work/time" || { cat "$work/time"; exit 1; }
    tail -1 "$work/time"
}
echo "IceCubesApp since $since: $(git rev-list --count --first-parent HEAD --since="$since") first-parent commits," \
     "$(git ls-files '*.swift' | wc -l) Swift files at HEAD"
rm -rf .kitscan-cache
measure cold
measure warm
python3 -c 'import json,sys; a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2])); print("   ", len(a["history"]), "points; warm equals cold:", a == b)' \
    "$work/cold.json" "$work/warm.json"
