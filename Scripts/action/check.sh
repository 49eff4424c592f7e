#!/usr/bin/env bash
# action.yml, step "kitscan check": on pull requests `kitscan check --base <ref>` (each
# changed file against itself at the merge base), otherwise against the baseline file;
# findings as annotations (`--format github`), the verdict in $GITHUB_OUTPUT (result=…),
# SARIF too when asked. Exit: 0 passed (or failed with fail-on-findings false), 1 failed,
# 2 kitscan could not run.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/common.sh"
: "${GITHUB_OUTPUT:?set by GitHub}"
kitscan="$(kitscan_bin)" || exit 2
mapfile -t config < <(config_args)

args=(check)
if [ "${GITHUB_EVENT_NAME:-}" = pull_request ] || [ "${GITHUB_EVENT_NAME:-}" = pull_request_target ]; then
    base="$(base_ref)" || exit 2
    args+=(--base "$base")
fi
args+=("${config[@]}")

"$kitscan" "${args[@]}" --format github
status=$?
case $status in
    0) result=passed ;;
    1) result=failed ;;
    *) result=error ;;
esac
echo "result=$result" >> "$GITHUB_OUTPUT"

if [ "${INPUT_SARIF:-false}" = true ] && [ "$result" != error ]; then
    sarif="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/kitscan.sarif"
    "$kitscan" "${args[@]}" --format sarif > "$sarif" 2> /dev/null
    sarif_status=$?
    if [ "$sarif_status" -gt 1 ]; then
        echo "::error::kitscan could not write SARIF (exit $sarif_status)"
        exit 2
    fi
    echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"
fi

if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    echo "kitscan check: **$result** (kitscan ${args[*]})" >> "$GITHUB_STEP_SUMMARY"
fi
[ "$result" = error ] && exit 2
[ "$result" = failed ] && [ "${INPUT_FAIL_ON_FINDINGS:-true}" = true ] && exit 1
exit 0
