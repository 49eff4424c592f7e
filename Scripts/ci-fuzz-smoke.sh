#!/usr/bin/env bash
# CI fuzz smoke: runs every libFuzzer target for a short time and fails on the first crash,
# so a change that makes the lexer (or parser, scanner, config or baseline loader) trap
# fails CI. Seconds per target: $1 or FUZZ_SMOKE_SECONDS (default 25).
#
#   Scripts/ci-fuzz-smoke.sh [SECONDS]
#
# Build time is extra: the targets are compiled first, two at a time (one compiler process
# each, so two cores halve it), then cached in .build/fuzz/.
# Each target starts from its minimised corpus in Fuzz/corpus/<target> and the inputs in
# Fuzz/regressions/<target>. A crash or leak input is left in Fuzz/crash-<target>-* and its
# path printed; reproduce it with
#   .build/fuzz/fuzz-<target> Fuzz/crash-<target>-<hash>
# then add it as a regression test (and to Fuzz/regressions/<target>).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-${FUZZ_SMOKE_SECONDS:-25}}"
targets=(lexer parser scan config baseline pattern)
# The one leak suppression (Fuzz/lsan.supp) must still be Foundation's and hide nothing else.
Fuzz/foundation-leak-probe.sh
printf '%s\n' "${targets[@]}" | xargs -P "${FUZZ_BUILD_JOBS:-2}" -I{} Scripts/fuzz.sh {} build
failed=()
for target in "${targets[@]}"; do
  if ! Scripts/fuzz.sh "$target" "$seconds"; then
    failed+=("$target")
  fi
done
if (( ${#failed[@]} > 0 )); then
  echo "fuzz smoke FAILED: ${failed[*]}; reproducers:" >&2
  ls -1 Fuzz/crash-* >&2 2>/dev/null || echo "  (none written; see the logs above)" >&2
  exit 1
fi
echo "fuzz smoke: every target ran ${seconds}s without a crash" >&2
