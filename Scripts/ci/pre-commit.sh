#!/usr/bin/env bash
# The pre-commit framework on a fixture repository, with this checkout as the hook repository
# (`repo: <path>`, `rev: <commit>`): the framework builds kitscan itself (`language: swift`),
# the `kitscan` hook fails a commit that adds debt and passes once it is fixed, and the
# `kitscan-scan` hook fails on any finding. Where pre-commit cannot be installed from PyPI,
# the hooks file is only validated, and the output says so.
#
# The hook repository is a snapshot of the working tree committed with fixed dates, so the
# same tree gives the same commit and pre-commit's cache (under .build/) skips the build.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
start=$SECONDS
cache="$repo/.build/ci-pre-commit"
mkdir -p "$cache"
fail() { echo "pre-commit: FAILED: $1" >&2; [ -n "${2:-}" ] && printf '%s\n' "$2" >&2; exit 1; }

validate_only() {
    # No framework: check the file's shape with Python's standard library alone.
    python3 - "$repo/.pre-commit-hooks.yaml" <<'PY'
import re, sys
hooks, current = [], None
for line in open(sys.argv[1]):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"):
        continue
    m = re.match(r"^(- |  )(\w+): (.+)$", line)
    assert m, f"not a hook field: {line!r}"
    if m.group(1) == "- ":
        current = {}
        hooks.append(current)
    current[m.group(2)] = m.group(3)
for h in hooks:
    for key in ("id", "name", "entry", "language"):
        assert key in h, f"hook without {key}: {h}"
    assert h["language"] == "swift", h
ids = {h["id"]: h["entry"] for h in hooks}
assert ids.get("kitscan") == "kitscan check --staged", ids
assert ids.get("kitscan-scan", "").startswith("kitscan scan"), ids
print("validated:", ", ".join(sorted(ids)))
PY
}

if [ ! -x "$cache/venv/bin/pre-commit" ]; then
    if ! { python3 -m venv "$cache/venv" && "$cache/venv/bin/pip" install -q pre-commit; } >"$cache/install.log" 2>&1; then
        echo "pre-commit: could not install pre-commit from PyPI (see $cache/install.log); validating .pre-commit-hooks.yaml only"
        validate_only
        exit 0
    fi
fi
precommit="$cache/venv/bin/pre-commit"
"$precommit" validate-manifest "$repo/.pre-commit-hooks.yaml" || fail "pre-commit validate-manifest rejected .pre-commit-hooks.yaml"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export GIT_AUTHOR_NAME="Kit Scan" GIT_AUTHOR_EMAIL="kit@example.com" GIT_COMMITTER_NAME="Kit Scan" GIT_COMMITTER_EMAIL="kit@example.com"
export GIT_AUTHOR_DATE="2026-01-01T00:00:00Z" GIT_COMMITTER_DATE="2026-01-01T00:00:00Z"
git_() { git -c commit.gpgsign=false -c core.hooksPath=/dev/null -c init.defaultBranch=main "$@"; }

# The hook repository: the working tree's files that building kitscan reads (tracked and
# new, not ignored; tests, samples and docs left out, each test target's folder kept with a
# placeholder as Package.swift needs it, the test support library kept), committed. A change elsewhere then keeps the same
# commit, and pre-commit's cached build of it.
hooks="$tmp/hooks"
mkdir -p "$hooks"
(cd "$repo" && git ls-files -z -co --exclude-standard | while IFS= read -r -d '' f; do
    # The test support target is a library target whose folder is under Tests/: kept.
    case "$f" in Tests/KitscanTestSupport/*) ;; Tests/*|Samples/*|docs/*|Fuzz/*|*.md) continue ;; esac
    [ -e "$f" ] || continue
    mkdir -p "$hooks/$(dirname "$f")" && cp -p "$f" "$hooks/$f"
done)
for target in $(sed -n 's/.*\.testTarget(name: "\([A-Za-z]*\)".*/\1/p' "$repo/Package.swift"); do
    mkdir -p "$hooks/Tests/$target" && printf 'tests are left out of the hook snapshot\n' > "$hooks/Tests/$target/README"
done
(cd "$hooks" && git_ init -q && git_ add -A && git_ commit -q -m snapshot)
rev="$(git -C "$hooks" rev-parse HEAD)"
# pre-commit keys its cache by repository path and rev: keep the path stable too.
stable="$cache/hook-repo"
rm -rf "$stable" && mv "$hooks" "$stable"

# The fixture repository: a clean Swift file, a baseline, and the two hooks.
fixture="$tmp/fixture"
mkdir -p "$fixture/App"
cd "$fixture"
git_ init -q
printf '{}\n' > kitscan.json
printf 'struct Caption {\n    let title = "Café"\n}\n' > App/Caption.swift
"$(cd "$repo" && swift build --show-bin-path)/kitscan" baseline > /dev/null
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $stable
    rev: $rev
    hooks:
      - id: kitscan
      - id: kitscan-scan
YAML
git_ add -A && git_ commit -q -m start
export PRE_COMMIT_HOME="$cache/home"

# Debt added and staged: both hooks fail, naming the finding.
printf 'struct Caption {\n    var body: some View { Text("Café").font(.system(size: 9)) }\n}\n' > App/Caption.swift
git_ add App/Caption.swift
if out="$("$precommit" run 2>&1)"; then fail "the hooks passed a commit that adds debt" "$out"; fi
grep -qF "App/Caption.swift:2:" <<<"$out" || fail "the kitscan hook did not name the new finding" "$out"
grep -qF "[small-font]" <<<"$out" || fail "the kitscan-scan hook did not print the finding" "$out"
grep -qF "kitscan check failed" <<<"$out" || fail "the kitscan hook did not fail" "$out"

# Fixed: both pass.
printf 'struct Caption {\n    var body: some View { Text("Café").font(.body) }\n}\n' > App/Caption.swift
git_ add App/Caption.swift
out="$("$precommit" run 2>&1)" || fail "the hooks failed on a clean commit" "$out"

# Builds of older snapshots are no longer referenced: free them.
"$precommit" gc > /dev/null 2>&1 || true
echo "pre-commit: ok (pre-commit $("$precommit" --version | cut -d' ' -f2) ran both hooks on a fixture repository) in $((SECONDS - start)) s"
