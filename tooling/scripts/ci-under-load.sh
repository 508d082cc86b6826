#!/usr/bin/env bash
# Runs .ci/run on a clean clone of the committed tree while stress-ng keeps every core busy: the
# test suite must pass on a machine that another build is using. Bounded: stress-ng stops by itself
# after LOAD_SECONDS (default 1500) and is stopped when this script exits, whatever the outcome.
set -euo pipefail
cd "$(dirname "$0")/../.."

command -v stress-ng >/dev/null || { echo "ci-under-load: stress-ng is not installed (apt-get install stress-ng)" >&2; exit 2; }
cpus="${LOAD_CPUS:-$(nproc)}"
seconds="${LOAD_SECONDS:-1500}"
clone="$(mktemp -d)"

stress-ng --cpu "$cpus" --timeout "${seconds}s" --quiet &
load=$!
trap 'kill "$load" 2>/dev/null || true; wait "$load" 2>/dev/null || true' EXIT

echo "ci-under-load: $cpus CPU hogs for at most ${seconds}s; clean clone in $clone"
git clone -q . "$clone"
(cd "$clone" && CI=true bash .ci/run)
rm -rf "$clone" # kept when the run fails, to read test-results/
echo "ci-under-load: passed"
