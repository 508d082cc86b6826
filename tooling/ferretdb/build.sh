#!/usr/bin/env bash
# Prints the path of a FerretDB binary built from this folder (main.go embeds FerretDB 1.24;
# serialize.go puts a one-command-at-a-time proxy in front of it). Built once per machine and
# kept in ~/.cache/powernest/ferretdb/<hash of the sources and the Go version>: a fresh machine
# downloads the modules from the Go module proxy and compiles (~3 minutes on 2 cores); after
# that it is a copy away. docs/production-store.md tells more.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
command -v go >/dev/null || { echo "FerretDB: Go is not installed (the polyglot machines have it)" >&2; exit 1; }
key=$( (cat "$here"/go.mod "$here"/go.sum "$here"/*.go; go version) | sha256sum | cut -c1-16)
dir="${POWERNEST_CACHE:-$HOME/.cache/powernest}/ferretdb/$key"
if [ ! -x "$dir/ferretdb" ]; then
  mkdir -p "$dir"
  echo "FerretDB: building $key (not in the machine's cache)" >&2
  (cd "$here" && go build -trimpath -o "$dir/ferretdb.partial" .) >&2
  mv "$dir/ferretdb.partial" "$dir/ferretdb"
fi
echo "$dir/ferretdb"
