#!/bin/sh
# Runs a command with Node 24 and pnpm 12 first on PATH.
#
# The machine may have only an older Node and npm (Node 20 is past its end of life
# and our dependencies need 22+). Both tools are published on the npm registry, so
# when the machine's own are missing or too old we install them into .toolchain/
# with the machine's npm; nothing is fetched from anywhere but the npm registry.
#
#   sh tooling/scripts/toolchain.sh [--install] command [args...]
#   --install  also run `pnpm install` (frozen lockfile) before the command
set -eu

root=$(CDPATH= cd -- "$(dirname -- "$0")/../.." && pwd)
node_major=$(tr -dc '0-9' < "$root/.node-version")
pnpm_version=$(sed -n 's/.*"version": "\([0-9.]*\)".*/\1/p' "$root/package.json" | head -n 1)
toolchain="$root/.toolchain"

have_node() {
  command -v node >/dev/null 2>&1 &&
    [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -ge "$node_major" ]
}
have_pnpm() {
  command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" = "${pnpm_version%%.*}" ]
}

PATH="$toolchain/node_modules/.bin:$PATH"
# No telemetry: the machines here reach nothing but the package registries.
TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
export TURBO_TELEMETRY_DISABLED NEXT_TELEMETRY_DISABLED STORYBOOK_DISABLE_TELEMETRY
export PATH

wanted=""
have_node || wanted="$wanted node@$node_major"
have_pnpm || wanted="$wanted pnpm@$pnpm_version"
if [ -n "$wanted" ]; then
  echo "toolchain: installing$wanted into .toolchain/ from the npm registry" >&2
  toolchain_start=$(date +%s)
  mkdir -p "$toolchain"
  [ -f "$toolchain/package.json" ] || echo '{ "private": true }' > "$toolchain/package.json"
  # shellcheck disable=SC2086 # $wanted is a list of package specs
  (cd "$toolchain" && npm install --no-audit --no-fund --loglevel=error $wanted)
  hash -r
  have_node || { echo "toolchain: Node $node_major is still missing" >&2; exit 1; }
  have_pnpm || { echo "toolchain: pnpm $pnpm_version is still missing" >&2; exit 1; }
  TOOLCHAIN_SETUP_SECONDS=$(($(date +%s) - toolchain_start))
  export TOOLCHAIN_SETUP_SECONDS
fi

cd "$root"
if [ "${1:-}" = "--install" ]; then
  shift
  # How long the install took, for the timing table `npm test` prints (whole seconds).
  install_start=$(date +%s)
  pnpm install --frozen-lockfile --prefer-offline
  TOOLCHAIN_INSTALL_SECONDS=$(($(date +%s) - install_start))
  export TOOLCHAIN_INSTALL_SECONDS
fi
PATH="$root/node_modules/.bin:$PATH"
exec "$@"
