#!/usr/bin/env bash
# Times `kitscan report site` on a generated app of SIZE MB (default 10) with a 50-component
# kit, against `kitscan scan --format json` on the same folder (the scan the site includes),
# and prints the site's size. Build first: swift build -c release.
# Usage: Scripts/bench-site.sh [SIZE_MB] [KITSCAN]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
size="${1:-10}"
kitscan="$(cd "$(dirname "${2:-$repo/.build/release/kitscan}")" && pwd)/$(basename "${2:-kitscan}")"
bench="$(dirname "$kitscan")/Benchmarks"
[ -x "$bench" ] || bench="$repo/.build/debug/Benchmarks"
work="$(mktemp -d)"
[ -n "${KEEP_SITE:-}" ] || trap 'rm -rf "$work"' EXIT; echo "work: $work" >&2
"$bench" --size "$size" --out-dir "$work/app" --generate-only > /dev/null
# The kit: 50 views, each with a few parameters; every app file then calls five of them.
python3 - "$work/app" <<'PY'
import os, random, sys
root = sys.argv[1]
kit = os.path.join(root, "DesignKit", "Sources", "DesignKit")
os.makedirs(kit, exist_ok=True)
names = [f"Kit{w}{i:02d}" for i, w in enumerate(["Row", "Card", "Badge", "Button", "Tag"] * 10)]
for name in names:
    with open(os.path.join(kit, name + ".swift"), "w") as f:
        f.write(f"import SwiftUI\n\npublic struct {name}: View {{\n    let title: String\n    var detail: String? = nil\n"
                f"    var onOpen: () -> Void = {{}}\n    public var body: some View {{ Text(title) }}\n}}\n")
with open(os.path.join(root, "kitscan.json"), "w") as f:
    f.write('{ "kit": { "paths": ["DesignKit/Sources"], "modules": ["DesignKit"] } }\n')
rng = random.Random(7)
files = sorted(os.path.join(d, n) for d, _, ns in os.walk(root) for n in ns if n.endswith(".swift") and "DesignKit" not in d)
for i, path in enumerate(files):
    uses = "\n".join(f'            {n}(title: "t{j}"' + (', detail: "d"' if j % 2 else "") + ")" + (".padding(8)" if j % 3 == 0 else "")
                     for j, n in enumerate(rng.sample(names, 5)))
    with open(path, "a") as f:
        f.write(f"\nstruct KitUses{i}: View {{\n    var body: some View {{\n        VStack {{\n{uses}\n        }}\n    }}\n}}\n")
PY
cd "$work/app"
"$kitscan" scan --format json > /dev/null || true    # the page cache, untimed
best() { local best=999999 t0 t1 ms; for _ in 1 2 3; do t0=$(date +%s%N); "$@" > /dev/null 2>&1 || true; t1=$(date +%s%N)
         ms=$(( (t1 - t0) / 1000000 )); [ "$ms" -lt "$best" ] && best=$ms; done; echo "$best"; }
scan=$(best "$kitscan" scan --format json)
site=$(best "$kitscan" report site --out "$work/site")
single=$(best "$kitscan" report site --single-file --out "$work/single")
bytes=$(du -sb "$work/site" | cut -f1)
one=$(stat -c %s "$work/single/index.html")
mb=$(du -sb --exclude=site --exclude=single . | cut -f1)
echo "app: $(find . -name '*.swift' -not -path './site/*' | wc -l) files, $((mb / 1000000)) MB; kit: 50 components"
echo "scan --format json: ${scan} ms; report site: ${site} ms (+$((site - scan)) ms); --single-file: ${single} ms (+$((single - scan)) ms)"
echo "site: $(ls "$work/site" | wc -l) files, $((bytes / 1024)) KB; single file: $((one / 1024)) KB"
