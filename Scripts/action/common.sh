# Shared by the action's steps (sourced): the kitscan to run and the base ref of a pull request.

# kitscan from PATH (the build step put it there).
kitscan_bin() {
    command -v kitscan || { echo "::error::kitscan is not on PATH; the build step must run first" >&2; return 2; }
}

# The ref `--base` compares with, fetched when the checkout lacks it or the merge base.
base_ref() {
    local base="${INPUT_BASE:-}"
    if [ -z "$base" ]; then
        : "${GITHUB_BASE_REF:?set by GitHub on pull_request events}"
        base="origin/$GITHUB_BASE_REF"
    fi
    if ! git rev-parse --verify -q "$base^{commit}" > /dev/null; then
        local branch="${base#origin/}"
        git fetch --no-tags -q origin "+refs/heads/$branch:refs/remotes/origin/$branch" >&2 || true
    fi
    if ! git merge-base "$base" HEAD > /dev/null 2>&1 && [ "$(git rev-parse --is-shallow-repository)" = true ]; then
        git fetch --no-tags -q --unshallow origin >&2 || true
    fi
    echo "$base"
}

config_args() {
    if [ -n "${INPUT_CONFIG:-}" ]; then printf '%s\n' --config "$INPUT_CONFIG"; fi
}
