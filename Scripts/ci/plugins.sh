#!/usr/bin/env bash
# End to end: a package that depends on kitscan (Tests/PluginFixture) uses the build-tool
# plugin (findings as warnings in `swift build`, no rescan when nothing changed, errors for
# error severity) and the command plugin (`swift package kitscan …`).
#
# The fixture is copied to a fixed temporary folder, next to a link named `kitscan` to this
# checkout (SwiftPM names a path dependency after its folder), and built with a scratch
# folder under .build/, so that a second run reuses the compiled kitscan.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
start=$SECONDS
work="${TMPDIR:-/tmp}/kitscan-plugin-fixture-$(id -u)"
scratch="$repo/.build/ci-plugin-fixture"
mkdir -p "$work"
fresh=0
[ -d "$scratch" ] || fresh=1
rm -rf "$work/fixture"
ln -sfn "$repo" "$work/kitscan"
cp -R "$repo/Tests/PluginFixture" "$work/fixture"
sed -i.orig 's|\.package(path: "\.\./\.\.")|.package(path: "../kitscan")|' "$work/fixture/Package.swift"
rm -f "$work/fixture/Package.swift.orig"
grep -q '.package(path: "../kitscan")' "$work/fixture/Package.swift" || { echo "plugins: fixture's path dependency not rewritten" >&2; exit 1; }
cd "$work/fixture"
fixture="$(pwd -P)"

fail() { echo "plugins: FAILED: $1" >&2; [ -n "${2:-}" ] && printf '%s\n' "$2" >&2; exit 1; }
build() { swift build --scratch-path "$scratch" 2>&1; }

small_font="$fixture/Sources/FixtureApp/Caption.swift:14:38: warning: Type under the minimum size: use a kit type style [small-font]"
branch="$fixture/Sources/FixtureApp/main.swift:1:1: warning: Platform branch: a component's form should not depend on the device [platform-branch]"

# 1. The first build scans the target: one warning per finding, absolute paths.
out="$(build)" || fail "swift build failed" "$out"
grep -qxF "$small_font" <<<"$out" || fail "no small-font warning in swift build's output" "$out"
grep -qxF "$branch" <<<"$out" || fail "no platform-branch warning in swift build's output" "$out"

# 2. Nothing changed: no rescan. (With an empty scratch folder, SwiftPM 6.3 relinks the
# plugin's kitscan once more on the second build, and a new tool means a new scan; the
# check is then made on the build after it.)
if [ "$fresh" = 1 ]; then
    out="$(build)" || fail "second swift build failed" "$out"
fi
out="$(build)" || fail "swift build with nothing changed failed" "$out"
if grep -q "kitscan FixtureApp\|\[small-font\]" <<<"$out"; then fail "an unchanged build scanned again" "$out"; fi

# 3. A Swift file changed: scanned again.
printf '\nlet later = Text("x").font(.system(size: 10))\n' >> Sources/FixtureApp/Caption.swift
out="$(build)" || fail "build after a change failed" "$out"
grep -qF "Caption.swift:18:29: warning: Type under the minimum size" <<<"$out" || fail "a changed file was not rescanned" "$out"

# 4. The config is an input too; error severity fails the build with an error.
cp kitscan.json kitscan.json.saved
printf '{ "rules": { "small-font": { "severity": "error" } } }\n' > kitscan.json
if out="$(build)"; then fail "an error-severity finding did not fail the build" "$out"; fi
grep -qF "$fixture/Sources/FixtureApp/Caption.swift:14:38: error: Type under the minimum size" <<<"$out" \
    || fail "no error diagnostic for error severity" "$out"
mv kitscan.json.saved kitscan.json
out="$(build)" || fail "build after restoring the config failed" "$out"

# 5. A kitscan.json that appears after a build is used by the next one. (Without a config
# from the start: SwiftPM plans the plugin's command again when the manifest changes.)
mv kitscan.json kitscan.json.saved
touch Package.swift
out="$(build)" || fail "build without a config failed" "$out"
out="$(build)" || fail "second build without a config failed" "$out"
if grep -q "\[small-font\]" <<<"$out"; then fail "an unchanged build without a config scanned again" "$out"; fi
printf '{ "rules": { "small-font": { "severity": "error" } } }\n' > kitscan.json
if out="$(build)"; then fail "a kitscan.json written after the first build was not used" "$out"; fi
grep -qF "Caption.swift:14:38: error: Type under the minimum size" <<<"$out" || fail "no rescan with the new config" "$out"
mv kitscan.json.saved kitscan.json
touch Package.swift
out="$(build)" || fail "build after restoring the config failed" "$out"

# 6. The command plugins: `kitscan` runs the commands that read and asks for no permission
# (no --allow-writing-to-package-directory); `kitscan-write` runs the ones that write.
out="$(swift package --scratch-path "$scratch" kitscan scan 2>&1)" \
    || fail "swift package kitscan scan failed" "$out"
grep -qxF "Sources/FixtureApp/Caption.swift:14:38: warning: Type under the minimum size: use a kit type style [small-font]" <<<"$out" \
    || fail "swift package kitscan scan did not print the finding" "$out"
grep -qF "3 findings in 2 files" <<<"$out" || fail "swift package kitscan scan: unexpected summary" "$out"
if out="$(swift package --scratch-path "$scratch" kitscan baseline 2>&1)"; then
    fail "swift package kitscan baseline (a writing command) ran in the read-only plugin" "$out"
fi
grep -qF "swift package --allow-writing-to-package-directory kitscan-write baseline" <<<"$out" \
    || fail "swift package kitscan baseline did not say what to run" "$out"
[ ! -f kitscan-baseline.json ] || fail "the read-only plugin wrote kitscan-baseline.json" "$out"
out="$(swift package --scratch-path "$scratch" --allow-writing-to-package-directory kitscan-write baseline 2>&1)" \
    || fail "swift package kitscan-write baseline failed" "$out"
[ -f kitscan-baseline.json ] || fail "swift package kitscan-write baseline wrote no kitscan-baseline.json" "$out"
out="$(swift package --scratch-path "$scratch" kitscan check 2>&1)" \
    || fail "swift package kitscan check failed on a fresh baseline" "$out"
grep -qF "kitscan check passed" <<<"$out" || fail "swift package kitscan check: no verdict" "$out"
out="$(swift package --scratch-path "$scratch" kitscan scan --format json 2>&1)" \
    || fail "swift package kitscan scan --format json failed" "$out"
grep -qF '"path": "Sources/FixtureApp/Caption.swift"' <<<"$out" || fail "arguments were not passed through" "$out"

echo "plugins: ok (build-tool plugin: warnings, no rescan, rescan on change, errors, a config that appears; command plugins: scan and check reading, baseline writing) in $((SECONDS - start)) s"
