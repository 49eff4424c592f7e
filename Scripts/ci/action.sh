#!/usr/bin/env bash
# The composite action's shell steps (Scripts/action/*.sh), run with the environment GitHub
# sets, on a temporary repository with an `origin`: a pull request that adds debt fails with
# an annotation and result=failed (SARIF written when asked), a clean one passes, a push is
# checked against the baseline file, and the review step skips (a kitscan without `review`)
# or, with one, posts through `gh`. Also checks action.yml runs these scripts
# with the variables they read.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
start=$SECONDS
fail() { echo "action: FAILED: $1" >&2; [ -n "${2:-}" ] && printf '%s\n' "$2" >&2; exit 1; }

# action.yml wires each script with the inputs it reads.
for script in build check review; do
    grep -qF "\"\$GITHUB_ACTION_PATH/Scripts/action/$script.sh\"" "$repo/action.yml" || fail "action.yml does not run $script.sh"
done
for var in $(grep -ho 'INPUT_[A-Z_]*' "$repo/Scripts/action/"*.sh | sort -u); do
    grep -qE "^ +$var: \\$\\{\\{ inputs\\." "$repo/action.yml" || fail "action.yml does not set $var for the scripts that read it"
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export GIT_AUTHOR_NAME="Kit Scan" GIT_AUTHOR_EMAIL="kit@example.com" GIT_COMMITTER_NAME="Kit Scan" GIT_COMMITTER_EMAIL="kit@example.com"
git_() { git -c commit.gpgsign=false -c core.hooksPath=/dev/null -c init.defaultBranch=main "$@"; }

# origin: main with a clean file and a baseline.
mkdir -p "$tmp/origin/App"
cd "$tmp/origin"
git_ init -q
printf '{}\n' > kitscan.json
printf 'struct Caption {\n    var body: some View { Text("Café").font(.body) }\n}\n' > App/Caption.swift
bin="$(cd "$repo" && swift build -c release --show-bin-path)"
[ -x "$bin/kitscan" ] || (cd "$repo" && swift build -c release --product kitscan > /dev/null)
"$bin/kitscan" baseline > /dev/null
git_ add -A && git_ commit -q -m start

# The runner's checkout: a shallow clone of the pull request's branch, as actions/checkout makes.
git_ clone -q --depth 1 "file://$tmp/origin" "$tmp/workspace"
cd "$tmp/workspace"
git_ checkout -q -b feature
printf 'struct Caption {\n    var body: some View { Text("Café").font(.system(size: 9)) }\n}\n' > App/Caption.swift
git_ commit -q -am "smaller caption"

export GITHUB_ACTION_PATH="$repo" GITHUB_WORKSPACE="$tmp/workspace" RUNNER_TEMP="$tmp/runner-temp"
export GITHUB_OUTPUT="$tmp/output" GITHUB_PATH="$tmp/path" GITHUB_STEP_SUMMARY="$tmp/summary"
export GITHUB_EVENT_NAME=pull_request GITHUB_BASE_REF=main GITHUB_HEAD_REF=feature
export GITHUB_EVENT_PATH="$tmp/event.json" INPUT_FAIL_ON_FINDINGS=true INPUT_SARIF=true INPUT_BASE="" INPUT_CONFIG=""
printf '{ "pull_request": { "number": 7 } }\n' > "$GITHUB_EVENT_PATH"
mkdir -p "$RUNNER_TEMP"
: > "$GITHUB_OUTPUT"; : > "$GITHUB_PATH"

# Build step: puts kitscan on PATH.
out="$("$repo/Scripts/action/build.sh" 2>&1)" || fail "build.sh failed" "$out"
grep -qF "kitscan " <<<"$out" || fail "build.sh did not print kitscan's version" "$out"
export PATH="$(cat "$GITHUB_PATH"):$PATH"
[ "$(command -v kitscan)" = "$bin/kitscan" ] || fail "build.sh did not put the release kitscan on PATH"

# A pull request that adds debt: exit 1, an error annotation on the line, result=failed, SARIF.
if out="$("$repo/Scripts/action/check.sh" 2>&1)"; then fail "check.sh passed a pull request that adds debt" "$out"; fi
grep -qF "::error file=App/Caption.swift,line=2," <<<"$out" || fail "no annotation on the new finding" "$out"
grep -qx "result=failed" "$GITHUB_OUTPUT" || fail "no result=failed in GITHUB_OUTPUT" "$(cat "$GITHUB_OUTPUT")"
grep -qx "sarif-file=$RUNNER_TEMP/kitscan.sarif" "$GITHUB_OUTPUT" || fail "no sarif-file in GITHUB_OUTPUT" "$(cat "$GITHUB_OUTPUT")"
python3 - "$RUNNER_TEMP/kitscan.sarif" <<'PY' || fail "the SARIF file is not a log of the new finding"
import json, sys
log = json.load(open(sys.argv[1]))
results = log["runs"][0]["results"]
assert [r["ruleId"] for r in results] == ["small-font"], results
assert log["runs"][0]["columnKind"] == "utf16CodeUnits"
PY
grep -qF "kitscan check: **failed**" "$GITHUB_STEP_SUMMARY" || fail "no step summary"

# fail-on-findings false: annotated, not failed.
: > "$GITHUB_OUTPUT"
out="$(INPUT_FAIL_ON_FINDINGS=false INPUT_SARIF=false "$repo/Scripts/action/check.sh" 2>&1)" || fail "fail-on-findings=false still failed" "$out"
grep -qx "result=failed" "$GITHUB_OUTPUT" || fail "fail-on-findings=false lost the result" "$(cat "$GITHUB_OUTPUT")"

# The debt fixed: passes.
printf 'struct Caption {\n    var body: some View { Text("Café").font(.caption) }\n}\n' > App/Caption.swift
git_ commit -q -am "kit caption"
: > "$GITHUB_OUTPUT"
out="$("$repo/Scripts/action/check.sh" 2>&1)" || fail "check.sh failed a clean pull request" "$out"
grep -qx "result=passed" "$GITHUB_OUTPUT" || fail "no result=passed" "$(cat "$GITHUB_OUTPUT")"

# A push: compared with the baseline file (no base ref needed).
: > "$GITHUB_OUTPUT"
out="$(GITHUB_EVENT_NAME=push GITHUB_BASE_REF= INPUT_SARIF=false "$repo/Scripts/action/check.sh" 2>&1)" || fail "check.sh failed on a clean push" "$out"
grep -qF "no count above kitscan-baseline.json" <<<"$out" || fail "a push was not checked against the baseline" "$out"

# A broken config: exit 2, result=error.
: > "$GITHUB_OUTPUT"
printf '{ "nope": 1 }\n' > broken.json
set +e
out="$(INPUT_CONFIG=broken.json "$repo/Scripts/action/check.sh" 2>&1)"; status=$?
set -e
[ "$status" = 2 ] || fail "a broken config did not exit 2 (got $status)" "$out"
grep -qx "result=error" "$GITHUB_OUTPUT" || fail "no result=error" "$(cat "$GITHUB_OUTPUT")"
rm broken.json

# Review: skipped when the kitscan on PATH has no review command (an older release; a
# stand-in here, since this one has it).
mkdir -p "$tmp/old-kitscan"
cat > "$tmp/old-kitscan/kitscan" <<SH
#!/usr/bin/env bash
[ "\$1" = review ] && exit 2
exec "$bin/kitscan" "\$@"
SH
chmod +x "$tmp/old-kitscan/kitscan"
out="$(PATH="$tmp/old-kitscan:$PATH" "$repo/Scripts/action/review.sh" 2>&1)" || fail "review.sh failed without a review command" "$out"
grep -qF "::notice::kitscan" <<<"$out" || fail "review.sh did not say it skipped" "$out"
# With a kitscan that has `review` (a stand-in) and a stand-in `gh`: the comment is posted.
mkdir -p "$tmp/stand-ins"
cat > "$tmp/stand-ins/kitscan" <<SH
#!/usr/bin/env bash
if [ "\$1" = review ]; then
    [ "\$2" = --help ] && { echo "  --full <file>"; exit 0; }
    while [ \$# -gt 0 ]; do
        if [ "\$1" = --out ] || [ "\$1" = --full ]; then printf '## kitscan review\n' > "\$2"; fi
        shift
    done
    exit 0
fi
exec "$bin/kitscan" "\$@"
SH
cat > "$tmp/stand-ins/gh" <<SH
#!/usr/bin/env bash
echo "gh \$*" >> "$tmp/gh.log"
[ "\$4" = --edit-last ] && exit 1
exit 0
SH
chmod +x "$tmp/stand-ins/kitscan" "$tmp/stand-ins/gh"
out="$(PATH="$tmp/stand-ins:$PATH" "$repo/Scripts/action/review.sh" 2>&1)" || fail "review.sh failed" "$out"
grep -qxF "gh pr comment 7 --body-file $RUNNER_TEMP/kitscan-review.md" "$tmp/gh.log" || fail "no review comment posted" "$(cat "$tmp/gh.log" 2>/dev/null)"
grep -qxF "## kitscan review" "$RUNNER_TEMP/kitscan-review.md" || fail "review.sh did not pass the review's Markdown"
grep -qxF "## kitscan review" "$RUNNER_TEMP/kitscan-review-full.md" || fail "review.sh did not write the whole review for the artifact"
grep -qF "path: \${{ runner.temp }}/kitscan-review-full.md" "$repo/action.yml" || fail "action.yml does not upload the whole review"

echo "action: ok (build, check on pull request/push, SARIF, fail-on-findings, errors, review skip and post) in $((SECONDS - start)) s"
