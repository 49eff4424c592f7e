#!/bin/sh
# The review figure: `kitscan review` of a 5-file change (a kit component's body and four
# app files) in a generated repository of FILES Swift files (default 5,000: a kit of 20
# components and a spacing token file, the rest app screens calling them), release build,
# on 2 cores (taskset when present), cold (no .kitscan-cache/) and warm (second run).
# Usage: Scripts/bench-review.sh [FILES] [RUNS]
#   KITSCAN=/path/to/kitscan times that binary instead (e.g. a copy built before a change).
# Prints wall-clock and CPU time (user + system) of each run: the machine may be shared,
# and CPU time is the figure that other work on it does not inflate.
set -eu
files="${1:-5000}"
runs="${2:-3}"
here=$(cd "$(dirname "$0")/.." && pwd)
swift build -c release --product kitscan --package-path "$here" >/dev/null
kitscan="${KITSCAN:-$here/.build/release/kitscan}"
repo=$(mktemp -d)
[ -n "${KEEP_REPO:-}" ] || trap 'rm -rf "$repo"' EXIT
python3 - "$repo" "$files" <<'PY'
import os, sys
root, total = sys.argv[1], int(sys.argv[2])
def write(path, text):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f: f.write(text)
write("kitscan.json", '{ "kit": { "paths": ["Kit"], "tokens": ["Kit/Tokens"] }, "debtList": "docs/debt.md" }\n')
write("Kit/Tokens/KitSpacing.swift", "import SwiftUI\n\npublic enum KitSpacing {\n" +
      "".join(f"    public static let step{i}: CGFloat = {4 * i}\n" for i in range(20)) + "}\n")
for c in range(20):
    write(f"Kit/Kit{c}.swift", f"""import SwiftUI

public struct KitComponent{c}: View {{
    let title: String
    var detail: String? = nil
    var onOpen: () -> Void = {{}}
    public init(title: String, detail: String? = nil, onOpen: @escaping () -> Void = {{}}) {{
        self.title = title
        self.detail = detail
        self.onOpen = onOpen
    }}
    public var body: some View {{
        VStack(alignment: .leading) {{
            Text(title)
            if let detail {{ Text(detail) }}
        }}
        .padding(KitSpacing.step{c})
        .onTapGesture(perform: onOpen)
    }}
}}
""")
names = []
app = total - 21
for i in range(app):
    name = f"Screen{i}"
    names.append(name)
    a, b = i % 20, (i * 7) % 20
    write(f"App/Feature{i // 100}/{name}.swift", f"""import SwiftUI

struct {name}: View {{
    @State private var selected = false
    let items: [String]

    var body: some View {{
        List(items, id: \\.self) {{ item in
            KitComponent{a}(title: item, onOpen: {{ selected.toggle() }})
                .padding(.horizontal, 12)
            KitComponent{b}(title: item, detail: "screen {i}")
        }}
        .navigationTitle("Screen {i}")
    }}

    func subtitle(for item: String) -> String {{
        item.isEmpty ? "none" : item.uppercased()
    }}
}}
""")
write("docs/debt.md", "# Debt\n\n" + "".join(f"- `{n}`\n" for n in names))
PY
cd "$repo"
git init -q -b main
git config user.name bench; git config user.email bench@example.invalid
git add -A; git commit -qm "start"
git checkout -q -b change
# The 5-file change: a component's body, two new callers, a new raw colour, an edit.
sed -i 's/Text(title)$/Text(title).bold()/' Kit/Kit3.swift
sed -i 's/\.navigationTitle/.navigationTitle("x").navigationTitle/' App/Feature0/Screen1.swift
sed -i 's/^    var body: some View {$/    let tint = Color(red: 1, green: 0, blue: 0)\n    var body: some View {/' App/Feature1/Screen100.swift
sed -i 's/KitComponent\([0-9]*\)(title: item, detail/KitComponent\1(title: item, onOpen: {}, detail/' App/Feature2/Screen200.swift
sed -i 's/            KitComponent\([0-9]*\)(title: item, detail/            KitComponent3(title: item)\n            KitComponent\1(title: item, detail/' App/Feature3/Screen300.swift
echo "repository: $(git ls-files '*.swift' | wc -l) Swift files; change: $(git diff --name-only | wc -l) files"
pin=""
if command -v taskset >/dev/null 2>&1; then pin="taskset -c 0,1"; fi
python3 - "$kitscan" "$runs" "$pin" <<'PY'
import os, resource, shutil, subprocess, sys, time
kitscan, runs, pin = sys.argv[1], int(sys.argv[2]), sys.argv[3].split()
def run():
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run(pin + [kitscan, "review", "--out", "review.md", "--json", "review.json"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit("kitscan review failed: " + done.stderr.decode())
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
for label, cold in (("cold", True), ("warm", False)):
    best = None
    for _ in range(runs):
        if cold: shutil.rmtree(".kitscan-cache", ignore_errors=True)
        wall, cpu = run()
        if best is None or wall < best[0]: best = (wall, cpu)
    print(f"review {label}: {best[0] * 1000:.0f} ms wall, {best[1] * 1000:.0f} ms CPU (best of {runs})")
PY
grep -c '^- \[ \]' review.md | sed 's/^/impact task-list lines: /'
