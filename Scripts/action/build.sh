#!/usr/bin/env bash
# action.yml, step "Build kitscan": the release binary from the action's own checkout (the
# tag the workflow pinned), put on PATH for the later steps. The .build folder is cached.
set -euo pipefail
: "${GITHUB_ACTION_PATH:?set by GitHub: the checkout of the action}"
: "${GITHUB_PATH:?set by GitHub}"
swift build -c release --product kitscan --package-path "$GITHUB_ACTION_PATH"
bin="$(swift build -c release --package-path "$GITHUB_ACTION_PATH" --show-bin-path)"
echo "$bin" >> "$GITHUB_PATH"
"$bin/kitscan" --version
