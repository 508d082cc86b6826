#!/usr/bin/env bash
# Prints the path of the `schemathesis` command at the version pinned here, installed from PyPI
# into a virtual environment kept in ~/.cache/powernest/schemathesis/<version>-<Python version>:
# installed once per machine (~30 s), a path away after that (like ../ferretdb/build.sh).
set -euo pipefail
SCHEMATHESIS_VERSION=4.32.5
command -v python3 >/dev/null || { echo "Schemathesis: python3 is not installed" >&2; exit 1; }
key="$SCHEMATHESIS_VERSION-$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
dir="${POWERNEST_CACHE:-$HOME/.cache/powernest}/schemathesis/$key"
# Installed in place (a virtual environment's scripts name its folder: it cannot be moved); the
# marker is written last, so an interrupted install is started again.
if [ ! -f "$dir/installed" ]; then
  echo "Schemathesis: installing $SCHEMATHESIS_VERSION from PyPI (not in the machine's cache)" >&2
  rm -rf "$dir"
  python3 -m venv "$dir" >&2
  "$dir/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" >&2
  touch "$dir/installed"
fi
echo "$dir/bin/schemathesis"
