#!/usr/bin/env bash
# CI fuzz smoke: runs every libFuzzer target for a short time and fails on the first crash,
# so a change that makes the lexer (or parser, scanner, config or baseline loader) trap
# fails CI. Seconds per target: $1 or FUZZ_SMOKE_SECONDS (default 25).
#
#   Scripts/ci-fuzz-smoke.sh [SECONDS]
#
# Build time is extra: the targets are compiled first, two at a time (one compiler process
# each, so two cores halve it), then cached in .build/fuzz/.
# A crash input is left in Fuzz/crash-<target>-*; reproduce it with
#   .build/fuzz/fuzz-<target> Fuzz/crash-<target>-<hash>
# then add it as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-${FUZZ_SMOKE_SECONDS:-25}}"
targets=(lexer parser scan config baseline pattern)
printf '%s\n' "${targets[@]}" | xargs -P "${FUZZ_BUILD_JOBS:-2}" -I{} Scripts/fuzz.sh {} build
failed=()
for target in "${targets[@]}"; do
  if ! Scripts/fuzz.sh "$target" "$seconds"; then
    failed+=("$target")
  fi
done
if (( ${#failed[@]} > 0 )); then
  echo "fuzz smoke FAILED: ${failed[*]} (crash inputs: Fuzz/crash-*)" >&2
  exit 1
fi
echo "fuzz smoke: every target ran ${seconds}s without a crash" >&2
