#!/usr/bin/env bash
# Runs a TypeScript script of ours under Node 22 with what it needs, as the README's commands do:
#
#   bash scripts/with-node22.sh [--test] scripts/run-stack.ts start
#
# - Node 22: the node on PATH if it is 22 or newer, else the npm registry's node@22 kept in a
#   cache folder (scripts/node22.sh, once).
# - Native modules (sqlite3, isolated-vm) built for that Node: rebuilt when `npm install` ran
#   under another version (NODE_MODULE_VERSION differs), which takes about four minutes once.
# - With --test, Debian's Chromium, nginx and redis-server, which the suites drive: installed
#   with apt-get when this is root on Debian; otherwise it stops at once with the line to run.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=false
if [ "${1:-}" = "--test" ]; then
  packages=true
  shift
fi

if [ ! -d node_modules ]; then
  echo "setup: dependencies are not installed: run 'npm install' first" >&2
  exit 1
fi

eval "$(bash scripts/node22.sh)"

# A native module built for another Node fails to load; rebuild it for this one.
if ! node -e 'require("sqlite3"); require("isolated-vm")' >/dev/null 2>&1; then
  echo "setup: building the native modules (sqlite3, isolated-vm) for Node $(node --version), about four minutes once" >&2
  npm rebuild sqlite3 isolated-vm >&2
  node -e 'require("sqlite3"); require("isolated-vm")'
fi

if $packages; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || missing+=(nginx)
  command -v redis-server >/dev/null || missing+=(redis-server)
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "setup: installing Debian's ${missing[*]} (the test suites drive them)" >&2
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq >&2
      apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      echo "setup: the tests need Debian's ${missing[*]}; run: sudo apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
  fi
fi

exec node "$@"
