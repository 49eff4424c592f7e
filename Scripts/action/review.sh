#!/usr/bin/env bash
# action.yml, step "kitscan review comment": `kitscan review --base <ref>` written as
# Markdown and posted on the pull request with the GitHub CLI (`gh`, on GitHub's runners),
# replacing kitscan's previous comment. Skipped with a notice when this kitscan has no
# `review` command yet.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/common.sh"
kitscan="$(kitscan_bin)" || exit 2
if ! "$kitscan" review --help > /dev/null 2>&1; then
    echo "::notice::kitscan $("$kitscan" --version | cut -d' ' -f2) has no review command; no review comment posted"
    exit 0
fi
: "${GITHUB_EVENT_PATH:?set by GitHub}"
number="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["pull_request"]["number"])' "$GITHUB_EVENT_PATH")"
mapfile -t config < <(config_args)
base="$(base_ref)"
body="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/kitscan-review.md"
# The whole review, never cut, for the run's artifacts: a comment past GitHub's limit names it.
full=()
if "$kitscan" review --help 2> /dev/null | grep -q -- '--full'; then
    full=(--full "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/kitscan-review-full.md")
fi
"$kitscan" review --base "$base" "${config[@]}" "${full[@]}" --out "$body"
# One comment per pull request: edit the last one this token wrote, else add one.
gh pr comment "$number" --edit-last --body-file "$body" 2> /dev/null || gh pr comment "$number" --body-file "$body"
