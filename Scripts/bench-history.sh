#!/bin/sh
# The history figure: `kitscan history` over a 200-commit history of a 1,000-file
# repository (release build), cold (empty cache) and warm. Usage:
#   Scripts/bench-history.sh [COMMITS] [FILES]
# Each commit edits 5 files (adds or removes a raw colour), as debt is burnt down.
set -eu
commits="${1:-200}"
files="${2:-1000}"
here=$(cd "$(dirname "$0")/.." && pwd)
swift build -c release --product kitscan --package-path "$here" >/dev/null
swift build -c release --product Benchmarks --package-path "$here" >/dev/null
kitscan="$here/.build/release/kitscan"
repo=$(mktemp -d)
trap 'rm -rf "$repo"' EXIT
# About 29 KB a file: what the generator writes (50 MB is 1,710 files).
size=$(awk "BEGIN { print $files * 29.3 / 1000 }")
"$here/.build/release/Benchmarks" --size "$size" --generate-only --out-dir "$repo/App" >/dev/null
cd "$repo"
git init -q
git config user.name bench; git config user.email bench@example.invalid
git add -A; git commit -qm "start"

total=$(ls App | wc -l)
i=1
while [ "$i" -lt "$commits" ]; do
  for k in 1 2 3 4 5; do
    f=$(find App -name '*.swift' | sed -n "$(( (i * 7 + k * 13) % total + 1 ))p")
    [ -n "$f" ] || continue
    if [ $((i % 2)) -eq 0 ]; then echo "let c$i = Color(red: 1, green: 0, blue: 0)" >> "$f"; else sed -i '$d' "$f"; fi
  done
  git commit -qam "commit $i" --allow-empty
  i=$((i + 1))
done
echo "repository: $(git rev-list --count HEAD) commits, $(find App -name '*.swift' | wc -l) files"
start=$(date +%s.%N); "$kitscan" history >/dev/null 2>&1; cold=$(date +%s.%N)
"$kitscan" history >/dev/null 2>&1; warm=$(date +%s.%N)
awk "BEGIN { printf \"history: cold %.2f s, warm %.2f s\\n\", $cold - $start, $warm - $cold }"
