#!/bin/sh
# Vigil agent installer for Linux and macOS: @@TITLE@@
#
#   sh @@FILE_NAME@@ [--prefix DIR] [--name DEVICE_NAME]
#       installs the agent into DIR and registers this computer with the customer's agent key
#   sh @@FILE_NAME@@ --uninstall --uninstall-key KEY [--prefix DIR]
#       releases the device on the server (the customer's uninstall key), then removes the agent
#
# DIR defaults to $VIGIL_PREFIX, else /usr/local/vigil-agent (macOS) or /opt/vigil-agent (Linux)
# as root, else ${XDG_DATA_HOME:-~/.local/share}/vigil-agent. Needs Node.js 20.19 or newer on PATH.
# Exit codes: 0 done, 1 failure, 2 usage, 3 server unreachable, 4 refused by the server.
set -eu

VIGIL_SERVER=@@SERVER@@
VIGIL_AGENT_KEY=@@AGENT_KEY@@
VIGIL_AGENT_VERSION=@@VERSION@@

say() { [ "${VIGIL_QUIET:-}" = 1 ] || printf '%s\n' "$*"; }
die() { code=$1; shift; printf 'vigil-agent installer: %s\n' "$*" >&2; exit "$code"; }
usage() { sed -n '2,11p' "$0" 2>/dev/null | sed 's/^# \{0,1\}//'; }

if [ "$(id -u)" = 0 ]; then
  if [ "$(uname -s)" = Darwin ]; then default_prefix=/usr/local/vigil-agent; else default_prefix=/opt/vigil-agent; fi
else
  default_prefix="${XDG_DATA_HOME:-$HOME/.local/share}/vigil-agent"
fi
PREFIX="${VIGIL_PREFIX:-$default_prefix}"
MODE=install
DEVICE_NAME=''
UNINSTALL_KEY="${VIGIL_UNINSTALL_KEY:-}"

while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || die 2 '--prefix needs a folder'; PREFIX=$2; shift 2 ;;
    --prefix=*) PREFIX=${1#*=}; shift ;;
    --name) [ $# -ge 2 ] || die 2 '--name needs a device name'; DEVICE_NAME=$2; shift 2 ;;
    --name=*) DEVICE_NAME=${1#*=}; shift ;;
    --uninstall) MODE=uninstall; shift ;;
    --uninstall-key) [ $# -ge 2 ] || die 2 '--uninstall-key needs the key'; UNINSTALL_KEY=$2; shift 2 ;;
    --uninstall-key=*) UNINSTALL_KEY=${1#*=}; shift ;;
    --quiet) VIGIL_QUIET=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) die 2 "unknown option: $1 (see --help)" ;;
  esac
done
[ -n "$PREFIX" ] || die 2 'the install folder is empty'
case "$PREFIX" in /*) ;; *) PREFIX="$(pwd)/$PREFIX" ;; esac
case "$PREFIX" in *'"'*|*'$'*|*'`'*|*'\'*) die 2 'the install folder may not contain " $ ` or \' ;; esac

# An MDM or sudo runs with a short PATH: look where Node.js installers and Homebrew put node too.
PATH="$PATH:/usr/local/bin:/opt/homebrew/bin"
export PATH
command -v node >/dev/null 2>&1 || die 1 'Node.js 20.19 or newer is required (node was not found on PATH).'
node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' ||
  die 1 "Node.js 20.19 or newer is required (found $(node --version))."

LIB="$PREFIX/lib"
STATE="$PREFIX/state"

remove_files() {
  rm -rf "$LIB" "$STATE"
  rm -f "$PREFIX/bin/vigil-agent" "$PREFIX/agent.conf"
  rmdir "$PREFIX/bin" "$PREFIX" 2>/dev/null || true
}

if [ "$MODE" = uninstall ]; then
  [ -n "$UNINSTALL_KEY" ] || die 2 'the uninstall key is required: --uninstall-key KEY'
  [ -f "$LIB/vigil-uninstall.mjs" ] || die 1 "no Vigil agent is installed in $PREFIX"
  if [ -f "$STATE/agent.lock" ]; then
    pid=$(cat "$STATE/agent.lock" 2>/dev/null | tr -dc '0-9')
    [ -z "$pid" ] || kill "$pid" 2>/dev/null || true
  fi
  rc=0
  node "$LIB/vigil-uninstall.mjs" --state-dir "$STATE" --uninstall-key "$UNINSTALL_KEY" || rc=$?
  # 5: never registered, so there is nothing to release on the server.
  [ "$rc" = 0 ] || [ "$rc" = 5 ] || die "$rc" 'the server did not release this device; the agent stays installed.'
  remove_files
  say "Vigil agent removed from $PREFIX."
  exit 0
fi

unpack() {
  node -e 'const fs = require("node:fs"); const zlib = require("node:zlib");
    fs.writeFileSync(process.argv[1], zlib.gunzipSync(Buffer.from(fs.readFileSync(0, "utf8"), "base64")));' "$1"
}

extract_agent() {
@@PAYLOAD@@
}

mkdir -p "$LIB" "$STATE" "$PREFIX/bin"
chmod 700 "$STATE"
extract_agent
cat > "$PREFIX/agent.conf" <<CONF
# Written by the Vigil agent installer
VIGIL_SERVER=$VIGIL_SERVER
VIGIL_AGENT_VERSION=$VIGIL_AGENT_VERSION
VIGIL_AGENT_STATE_DIR=$STATE
CONF
cat > "$PREFIX/bin/vigil-agent" <<WRAPPER
#!/bin/sh
VIGIL_AGENT_STATE_DIR="\${VIGIL_AGENT_STATE_DIR:-$STATE}"
export VIGIL_AGENT_STATE_DIR
exec node "$LIB/vigil-agent.mjs" "\$@"
WRAPPER
chmod 755 "$PREFIX/bin/vigil-agent"

say "Vigil agent $VIGIL_AGENT_VERSION installed in $PREFIX; registering with $VIGIL_SERVER ..."
rc=0
if [ -n "$DEVICE_NAME" ]; then
  "$PREFIX/bin/vigil-agent" register --server "$VIGIL_SERVER" --key "$VIGIL_AGENT_KEY" --name "$DEVICE_NAME" || rc=$?
else
  "$PREFIX/bin/vigil-agent" register --server "$VIGIL_SERVER" --key "$VIGIL_AGENT_KEY" || rc=$?
fi
[ "$rc" = 0 ] || die "$rc" "registration failed; the agent stays in $PREFIX: run this installer again."
say "Registered. Start scanning with: $PREFIX/bin/vigil-agent run <folder>"
