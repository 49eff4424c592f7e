#!/usr/bin/env bash
# The site in a real browser (Scripts/ci/site_test.py over Chromium's DevTools protocol):
# installs Debian's `chromium` when it is missing, then checks the pages `kitscan report site`
# writes — no console error or failed request (served with a strict Content-Security-Policy,
# and from disk), every link, the numbers against the JSON reports, headings, contrast, 320 px,
# sorting and filtering from the keyboard — and keeps screenshots in $SITE_ARTIFACTS
# (default .build/site-artifacts). Then runs the Pages recipe of docs/site.md as GitHub would.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
fail() { echo "site: FAILED: $1" >&2; [ -n "${2:-}" ] && printf '%s\n' "$2" >&2; exit 1; }
if ! command -v chromium > /dev/null; then
    command -v apt-get > /dev/null || fail "no chromium, and no apt-get to install it: install Chromium and put it on PATH"
    sudo_=""
    [ "$(id -u)" = 0 ] || sudo_="sudo"
    $sudo_ apt-get install -y chromium > /dev/null || { $sudo_ apt-get update > /dev/null && $sudo_ apt-get install -y chromium > /dev/null; }
fi
swift build > /dev/null
kitscan="$(swift build --show-bin-path)/kitscan"
python3 Scripts/ci/site_test.py "$kitscan" "${SITE_ARTIFACTS:-$repo/.build/site-artifacts}"

# The Pages recipe: its `kitscan` steps in order, with the variables GitHub sets, on the
# sample in a repository of its own.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
recipe="$(awk '/^```yaml$/{on=1; next} /^```$/{on=0} on' docs/site.md)"
grep -qF "actions/upload-pages-artifact" <<<"$recipe" || fail "docs/site.md's recipe does not upload the site to Pages"
grep -qF "actions/deploy-pages" <<<"$recipe" || fail "docs/site.md's recipe does not deploy to Pages"
steps="$(awk '/^ *- run: kitscan /{sub(/^ *- run: /, ""); print}' <<<"$recipe")"
grep -q '^kitscan report site ' <<<"$steps" || fail "docs/site.md's recipe has no \`run: kitscan report site …\` step"
path="$(awk '/^ *path: /{sub(/^ *path: /, ""); print; exit}' <<<"$recipe")"
cp -R Samples/Omo "$tmp/Omo"
cd "$tmp/Omo"
git -c init.defaultBranch=main init -q
git add -A
GIT_AUTHOR_NAME=Kit GIT_AUTHOR_EMAIL=kit@example.com GIT_COMMITTER_NAME=Kit GIT_COMMITTER_EMAIL=kit@example.com \
    git -c commit.gpgsign=false -c core.hooksPath=/dev/null commit -qm Omo
while IFS= read -r step; do
    PATH="$(dirname "$kitscan"):$PATH" GITHUB_SERVER_URL=https://github.com GITHUB_REPOSITORY=octo/omo \
        GITHUB_SHA=0123456789abcdef0123456789abcdef01234567 bash -c "$step" > /dev/null || fail "the recipe's step failed: $step"
done <<<"$steps"
[ -f "$path/index.html" ] || fail "the recipe wrote no $path/index.html"
grep -qF 'href="https://github.com/octo/omo/blob/0123456789abcdef0123456789abcdef01234567/App/' "$path/component-KitRow.html" \
    || fail "the recipe's site does not link sources to GitHub at GITHUB_SHA"
grep -qF 'id="adoption-groups"' "$path/adoption.html" || fail "the recipe's site has no adoption groups"
echo "site: the Pages recipe's $(wc -l <<<"$steps") kitscan steps write $path, linked to GitHub at the commit"
