#!/bin/sh
# The fleet figure: a kit repository whose "apps" are real repositories, against one folder
# holding the same files. The kit is IceCubesApp's DesignSystem package; the apps are the
# rest of IceCubesApp (a folder app) and purchases-ios (a git app read from the mirror's
# objects at HEAD). Both mirrors are read from /work/.mirror (nothing is committed).
# Prints wall-clock and CPU time of: one folder; the fleet cold (no .kitscan-cache/); the
# fleet warm (second run: the git app's file versions come from its blob cache).
# Usage: Scripts/bench-fleet.sh [RUNS]
#   KITSCAN=/path/to/kitscan times that binary instead of the release build.
set -eu
runs="${1:-3}"
here=$(cd "$(dirname "$0")/.." && pwd)
mirror="${MIRROR:-/work/.mirror}"
ice="$mirror/Dimillian+IceCubesApp/repo"
rc="$mirror/RevenueCat+purchases-ios/repo"
if [ -z "${KITSCAN:-}" ]; then swift build -c release --product kitscan --package-path "$here" >/dev/null; fi
kitscan="${KITSCAN:-$here/.build/release/kitscan}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/one/ice" "$work/one/rc" "$work/fleet/ice" "$work/fleet/kit"
git --git-dir="$ice" archive HEAD | tar -x -C "$work/one/ice"
git --git-dir="$rc" archive HEAD | tar -x -C "$work/one/rc"
# Apps keep no config of their own here: each is scanned with the defaults, as the one folder is.
find "$work/one" -name kitscan.json -delete
echo '{ "kit": { "paths": ["ice/Packages/DesignSystem"] } }' > "$work/one/kitscan.json"
git --git-dir="$ice" archive HEAD | tar -x -C "$work/fleet/ice"
find "$work/fleet/ice" -name kitscan.json -delete
mv "$work/fleet/ice/Packages/DesignSystem" "$work/fleet/kit/DesignSystem"
cat > "$work/fleet/kit/kitscan.json" <<JSON
{ "kit": { "paths": ["DesignSystem"] },
  "apps": [ { "name": "IceCubes", "path": "../ice" }, { "name": "Purchases", "git": "$rc", "ref": "HEAD" } ] }
JSON
if git --git-dir="$rc" cat-file -e HEAD:kitscan.json 2>/dev/null; then echo "note: purchases-ios has a kitscan.json of its own"; fi
echo "Swift files: one folder $(find "$work/one" -name '*.swift' | wc -l), fleet kit $(find "$work/fleet/kit" -name '*.swift' | wc -l)" \
     "+ IceCubes $(find "$work/fleet/ice" -name '*.swift' | wc -l) + Purchases $(git --git-dir="$rc" ls-tree -r --name-only HEAD | grep -c '\.swift$')"
measure() {
    label="$1"
    /usr/bin/time -f "$label: %e s wall, %U s user + %S s system" "$kitscan" scan --format json >"$work/out.json" 2>"$work/time" || true
    tail -1 "$work/time"
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("   ", d["summary"]["filesScanned"], "files,", d["summary"]["total"], "findings")' "$work/out.json"
}
i=0
while [ "$i" -lt "$runs" ]; do
    i=$((i + 1))
    (cd "$work/one" && measure "one folder    ")
    rm -rf "$work/fleet/kit/.kitscan-cache"
    (cd "$work/fleet/kit" && measure "fleet, cold   ")
    (cd "$work/fleet/kit" && measure "fleet, warm   ")
done
