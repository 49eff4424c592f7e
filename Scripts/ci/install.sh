#!/usr/bin/env bash
# The README's install recipes: `make install` into a DESTDIR with a PREFIX, the installed
# binary's --version (the one version constant), `make uninstall`; and
# that `swift package experimental-install` knows the product (it is not run: it installs
# into the user's own ~/.swiftpm/bin whatever HOME says, and CI must not touch that).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
start=$SECONDS
cd "$repo"
fail() { echo "install: FAILED: $1" >&2; [ -n "${2:-}" ] && printf '%s\n' "$2" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
version="$(sed -n 's/^ *\(public\|package\) static let version = "\(.*\)"$/\2/p' Sources/KitscanCLI/Kitscan.swift)"
[ -n "$version" ] || fail "no version constant in Sources/KitscanCLI/Kitscan.swift"

out="$(make install DESTDIR="$tmp/stage" PREFIX=/usr/local 2>&1)" || fail "make install failed" "$out"
installed="$tmp/stage/usr/local/bin/kitscan"
[ -x "$installed" ] || fail "make install did not install $installed" "$out"
[ "$("$installed" --version)" = "kitscan $version" ] || fail "the installed kitscan says $("$installed" --version), not kitscan $version"
out="$(make uninstall DESTDIR="$tmp/stage" PREFIX=/usr/local 2>&1)" || fail "make uninstall failed" "$out"
[ ! -e "$installed" ] || fail "make uninstall left $installed"

out="$(swift package experimental-install --help 2>&1)" || fail "this SwiftPM has no experimental-install" "$out"
description="$(swift package describe 2>/dev/null)"
grep -q "Name: kitscan" <<<"$description" || fail "no kitscan product for experimental-install --product kitscan"

echo "install: ok (make install/uninstall with DESTDIR and PREFIX, experimental-install available; kitscan $version) in $((SECONDS - start)) s"
