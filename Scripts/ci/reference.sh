#!/usr/bin/env bash
# kitscan against Apple's parser: the default rules' findings and the callers list, as kitscan
# reports them and as Scripts/reference reads them on swift-syntax (the toolchain's own copy,
# the one macros use), must be the same lines: `path:line:column rule`, `component Name`, and
# `Name path:line:column` with the use's declaration, `#if` condition, arguments, trailing
# closures and chained modifiers; with the folder's catalog, `catalog-missing-case` findings; and
# adoption's replaced controls (`replaced Control Component`),
# raw controls (`raw Control path:line`), app-type uses and token references (`Name path:line`,
# the latter with the folder's own token homes). A difference is printed and fails.
#
#   Scripts/ci/reference.sh                      every sample in Samples/ (CI)
#   Scripts/ci/reference.sh DIR [KIT [MODULE…]]  any folder; with KIT (a folder inside DIR), its callers,
#                                                replaced and raw controls and app-type uses too, and
#                                                its token references when DIR/kitscan.json names kit.tokens
#
# Each folder is checked in a copy: its own kitscan.json is replaced by one with the default
# rules (and, for the callers, only the kit's paths and modules), so the definitions are
# compared, not a team's settings. Needs python3 and a toolchain with swift-syntax under
# lib/swift/host (every Swift 5.9 or later toolchain for Linux and macOS).
set -euo pipefail
# A folder given is read from where the script was called.
if [ $# -gt 0 ]; then
    folder="$(cd "$1" 2>/dev/null && pwd)" || { echo "reference: no folder $1" >&2; exit 2; }
fi
cd "$(dirname "$0")/../.."
here=$(pwd)

# The toolchain's own resource folder (not where a `swiftc` shim or link sits): lib/swift/host beside it.
host="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')/host"
if [ ! -d "$host/SwiftParser.swiftmodule" ]; then
    echo "reference: no swift-syntax in the toolchain (looked in $host); use a Swift 5.9 or later toolchain" >&2
    exit 1
fi
reference=.build/reference/kitscan-reference
if [ ! -x "$reference" ] || [ -n "$(find Scripts/reference -newer "$reference" -name '*.swift')" ]; then
    mkdir -p .build/reference
    swiftc -O -I "$host" -L "$host" -lSwiftSyntax -lSwiftParser -Xlinker -rpath -Xlinker "$host" \
        Scripts/reference/*.swift -o "$reference"
fi
swift build --product kitscan > /dev/null
kitscan="$(swift build --show-bin-path)/kitscan"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
# Compares two sorted listings; prints what only one side has.
same() {
    local what="$1" ours="$2" theirs="$3"
    if diff "$ours" "$theirs" > "$work/diff"; then
        echo "reference: $what: $(grep -c . "$ours" || true) the same"
    else
        echo "reference: $what differs (< kitscan only, > swift-syntax only):" >&2
        grep '^[<>]' "$work/diff" | head -40 >&2 || true
        failed=1
    fi
}

# check DIR NAME [KIT [MODULE…]]
check() {
    local dir="$1" name="$2" kit="${3:-}"
    shift 2; [ $# -gt 0 ] && shift
    local copy="$work/$name"
    rm -rf "$copy"; cp -R "$dir" "$copy"
    # `catalog-missing-case` runs only with catalog.paths: compared below, with the callers.
    echo '{}' > "$copy/kitscan.json"
    (cd "$copy" && "$kitscan" scan . --format json || true) | python3 -c '
import json, sys
rules = {"platform-branch", "device-idiom", "raw-colour", "small-font", "raw-spring", "raw-curve"}
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] in rules: print("%s:%d:%d %s" % (f["path"], f["line"], f["column"], f["rule"]))
' | LC_ALL=C sort > "$work/ours"
    "$here/$reference" rules "$copy" | LC_ALL=C sort > "$work/theirs"
    same "$name: findings" "$work/ours" "$work/theirs"
    [ -n "$kit" ] || return 0
    python3 -c 'import json, sys; print(json.dumps({"kit": {"paths": [sys.argv[1]], "modules": sys.argv[2:]}}))' "$kit" "$@" \
        > "$copy/kitscan.json"
    (cd "$copy" && "$kitscan" report callers --out "$work/callers.md" --json "$work/callers.json" > /dev/null)
    python3 -c '
import json, sys
for c in json.load(open(sys.argv[1]))["components"]:
    print("component " + c["name"])
    for u in c["callers"]:
        line = "%s %s:%d:%d" % (c["name"], u["path"], u["line"], u["column"])
        if u["declaration"]: line += " in " + u["declaration"]
        if u["condition"]: line += " #if " + u["condition"]
        if u["arguments"]: line += " (" + ", ".join(((a["label"] + ": ") if a["label"] else "") + a["value"] for a in u["arguments"]) + ")"
        if u["trailingClosures"]: line += " {" + ",".join(u["trailingClosures"]) + "}"
        for m in u["modifiers"]:
            line += " ." + m["name"] + "(" + m["arguments"] + ")"
            if m["trailingClosures"]: line += "{" + ",".join(m["trailingClosures"]) + "}"
            if m["condition"]: line += "[#if " + m["condition"] + "]"
        print(line)
' "$work/callers.json" | LC_ALL=C sort > "$work/ours"
    "$here/$reference" callers "$copy" "$kit" "$@" | LC_ALL=C sort > "$work/theirs"
    same "$name: callers" "$work/ours" "$work/theirs"
    # With the folder's catalog (its kitscan.json's first catalog path): `catalog-missing-case`.
    local catalog
    catalog=$(python3 -c '
import json, sys
try: print((json.load(open(sys.argv[1])).get("catalog", {}).get("paths") or [""])[0])
except (OSError, ValueError): print("")' "$dir/kitscan.json")
    if [ -n "$catalog" ]; then
        python3 -c 'import json, sys; print(json.dumps({"kit": {"paths": [sys.argv[1]], "modules": sys.argv[3:]}, "catalog": {"paths": [sys.argv[2]]}}))' \
            "$kit" "$catalog" "$@" > "$copy/kitscan.json"
        (cd "$copy" && "$kitscan" scan . --format json || true) | python3 -c '
import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "catalog-missing-case": print("%s:%d:%d %s" % (f["path"], f["line"], f["column"], f["rule"]))
' | LC_ALL=C sort > "$work/ours"
        "$here/$reference" catalog "$copy" "$kit" "$catalog" "$@" | LC_ALL=C sort > "$work/theirs"
        same "$name: catalog-missing-case" "$work/ours" "$work/theirs"
    fi
    # Adoption's app-type uses and token references, with the token homes of the folder's own
    # kitscan.json (none: no token references to compare).
    local homes=()
    mapfile -t homes < <(python3 -c '
import json, sys
try: print("\n".join(json.load(open(sys.argv[1])).get("kit", {}).get("tokens", [])))
except (OSError, ValueError): pass' "$dir/kitscan.json")
    [ ${#homes[@]} -gt 0 ] && [ -n "${homes[0]}" ] || homes=()
    python3 -c 'import json, sys; print(json.dumps({"kit": {"paths": [sys.argv[1]], "modules": sys.argv[2].split(), "tokens": sys.argv[3:]}}))' \
        "$kit" "$*" ${homes[@]+"${homes[@]}"} > "$copy/kitscan.json"
    (cd "$copy" && "$kitscan" adoption --json "$work/adoption.json" > /dev/null)
    # `Name path:line` per place of the report's `appTypes` or `tokens`; with `appTypes`, the
    # raw controls (`raw Control path:line`) and replaced controls (`replaced Control Component`) too.
    adopted() {
        python3 -c '
import json, sys
report = json.load(open(sys.argv[1]))
for t in report["total"][sys.argv[2]]:
    for p in t["places"]: print("%s %s:%d" % (t["name"], p["path"], p["line"]))
if sys.argv[2] == "appTypes":
    for t in report["total"]["rawControls"]:
        for p in t["places"]: print("raw %s %s:%d" % (t["name"], p["path"], p["line"]))
    for r in report["replacedControls"]:
        for c in r["replacedBy"]: print("replaced %s %s" % (r["control"], c))
' "$work/adoption.json" "$1" | LC_ALL=C sort > "$work/ours"
    }
    adopted appTypes
    "$here/$reference" adoption "$copy" "$(IFS=,; echo "$kit${homes[*]+,${homes[*]}}")" "$@" | LC_ALL=C sort > "$work/theirs"
    same "$name: replaced controls, raw controls and app-type uses" "$work/ours" "$work/theirs"
    [ ${#homes[@]} -gt 0 ] || return 0
    adopted tokens
    "$here/$reference" tokens "$copy" "$kit" "${homes[@]}" | LC_ALL=C sort > "$work/theirs"
    same "$name: token references" "$work/ours" "$work/theirs"
}

if [ $# -gt 0 ]; then
    check "$folder" "$(basename "$folder")" "${@:2}"
else
    for sample in Samples/*/; do
        sample=${sample%/}
        # The sample's kit: its config's first kit path and its modules.
        read -r -a kit < <(python3 -c '
import json, sys
kit = json.load(open(sys.argv[1])).get("kit", {})
print(" ".join(kit.get("paths", [])[:1] + kit.get("modules", [])))' "$sample/kitscan.json")
        check "$sample" "$(basename "$sample")" "${kit[@]}"
    done
fi
exit $failed
