#!/bin/sh
# The pre-commit figure: wall time of `kitscan check --staged` with 5 changed files in a
# repository of 5,000 generated Swift files (release build). Usage:
#   Scripts/bench-precommit.sh [--precommit] [--files N] [--changed K] [--runs R]
# Builds .build/release/kitscan unless KITSCAN is set; prints the best and median of R runs.
set -eu
FILES=5000 CHANGED=5 RUNS=10
while [ $# -gt 0 ]; do
    case "$1" in
        --precommit) ;;
        --files) FILES=$2; shift ;;
        --changed) CHANGED=$2; shift ;;
        --runs) RUNS=$2; shift ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
HERE=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${KITSCAN:-}" ]; then
    (cd "$HERE" && swift build -c release --product kitscan >/dev/null)
    KITSCAN="$HERE/.build/release/kitscan"
fi
REPO=$(mktemp -d "${TMPDIR:-/tmp}/kitscan-precommit.XXXXXX")
[ -n "${KEEP:-}" ] && echo "repo kept: $REPO" >&2 || trap 'rm -rf "$REPO"' EXIT
cd "$REPO"
git init -q -b main
export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com

# 5,000 files in 50 feature folders, a third of them with some debt, plus a small kit.
mkdir -p OmoKit/Sources/OmoKit/Foundations
printf 'import SwiftUI\npublic enum KitColor { public static let accent = Color.blue }\n' > OmoKit/Sources/OmoKit/Foundations/Colour.swift
printf 'import SwiftUI\npublic struct KitRow: View { public var body: some View { Text("row") } }\n' > OmoKit/Sources/OmoKit/KitRow.swift
i=0
while [ $i -lt "$FILES" ]; do
    d="App/Feature$((i % 50))"
    mkdir -p "$d"
    {
        echo "import SwiftUI"
        echo ""
        echo "struct Screen$i: View {"
        echo "    var title = \"Screen $i\""
        echo "    var body: some View {"
        echo "        VStack(spacing: 8) {"
        echo "            KitRow()"
        echo "            Text(title)"
        if [ $((i % 3)) -eq 0 ]; then
            echo "                .foregroundColor(Color(red: 0.$((i % 9)), green: 0.2, blue: 0.3))"
            echo "                .font(.system(size: 9))"
        fi
        echo "        }"
        echo "    }"
        echo "}"
    } > "$d/Screen$i.swift"
    i=$((i + 1))
done
printf '{\n  "kit": { "paths": ["OmoKit/Sources"], "modules": ["OmoKit"], "tokens": ["OmoKit/Sources/OmoKit/Foundations"] }\n}\n' > kitscan.json
"$KITSCAN" baseline >/dev/null
git add -A && git commit -qm init

# Change CHANGED files (one line each, no new debt) and stage them.
i=0
while [ $i -lt "$CHANGED" ]; do
    f="App/Feature$((i * 7 % 50))/Screen$((i * 7)).swift"
    echo "// edited" >> "$f"
    git add "$f"
    i=$((i + 1))
done

"$KITSCAN" check --staged >/dev/null # warm the page cache
times=""
r=0
while [ $r -lt "$RUNS" ]; do
    start=$(date +%s%N)
    "$KITSCAN" check --staged >/dev/null
    end=$(date +%s%N)
    times="$times $(( (end - start) / 1000000 ))"
    r=$((r + 1))
done
sorted=$(echo $times | tr ' ' '\n' | sort -n)
best=$(echo "$sorted" | head -1)
median=$(echo "$sorted" | sed -n "$(( (RUNS + 1) / 2 ))p")
echo "precommit: check --staged, $CHANGED changed of $FILES files: best ${best} ms, median ${median} ms over $RUNS runs (target < 150 ms)"
