#!/usr/bin/env bash
# Checks Fuzz/lsan.supp against Fuzz/FoundationLeakProbe.swift (no kitscan code in it):
# Foundation leaks a long pattern by itself, a short one not, the suppression hides exactly
# that leak and still reports a leaked NSRegularExpression. Exits non-zero when any of
# these stops holding (then the suppression is wrong or no longer needed: remove it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
out="$root/.build/fuzz"
bin="$out/foundation-leak-probe"
mkdir -p "$out"
if [[ ! -x "$bin" || Fuzz/FoundationLeakProbe.swift -nt "$bin" ]]; then
  "$swiftc" -sanitize=address -Onone Fuzz/FoundationLeakProbe.swift -o "$bin" 2> "$out/build-probe.log" || {
    grep -v 'Cannot export local symbol' "$out/build-probe.log" >&2; exit 3; }
fi
supp="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0"
failed=0
checks=0
# expect NAME "leak"|"clean" LSAN_OPTIONS MODE [text the report must hold]
expect() {
  checks=$((checks + 1))
  local name="$1" want="$2" options="$3" mode="$4" needle="${5:-}" log="$out/probe-$checks.log" status=0
  LSAN_OPTIONS="$options" "$bin" "$mode" > "$log" 2>&1 || status=$?
  local got=clean
  grep -q 'ERROR: LeakSanitizer' "$log" && got=leak
  if [[ "$got" != "$want" || ( "$want" == clean && $status -ne 0 ) ]] || { [[ -n "$needle" ]] && ! grep -q "$needle" "$log"; }; then
    echo "foundation-leak-probe: $name: expected $want${needle:+ ($needle)}, got $got (exit $status); log: $log" >&2
    failed=1
  fi
}
expect "Foundation leaks a 300-unit pattern" leak "" long "600 byte(s) leaked"
expect "the leak is under _CFRegularExpressionCreate" leak "" long "_CFRegularExpressionCreate"
expect "Foundation does not leak a 256-unit pattern" clean "" short
expect "the suppression hides that leak" clean "$supp" long
expect "the suppression still reports a leaked regex" leak "$supp" retained "NSRegularExpression"
(( failed == 0 )) || exit 1
echo "foundation-leak-probe: the suppressed leak is Foundation's own, and only that one is hidden" >&2
