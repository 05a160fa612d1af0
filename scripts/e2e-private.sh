#!/usr/bin/env bash
# End-to-end tests for parallel work: builds under the shared lock into a private copy, then runs
# Playwright against it on a private port with private output, so runs never clobber each other.
# usage: scripts/e2e-private.sh NAME PORT [playwright args...]   e.g. scripts/e2e-private.sh cart 4301 e2e/cart.spec.ts
set -euo pipefail
name=${1:?name}; port=${2:?port}; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
dir=/tmp/sg-e2e-app-$name
(
  flock 9
  cd "$root" && npm run build --silent >/dev/null
  mkdir -p "$dir/apps/server" "$dir/apps/web"
  rm -rf "$dir/apps/server/dist" "$dir/apps/web/build"
  cp -r apps/server/dist "$dir/apps/server/dist"
  cp -r apps/web/build "$dir/apps/web/build"
) 9>/tmp/sg-build.lock
ln -sfn "$root/node_modules" "$dir/node_modules"
for ws in apps/server apps/web; do [ -d "$root/$ws/node_modules" ] && ln -sfn "$root/$ws/node_modules" "$dir/$ws/node_modules"; done
cd "$root"
E2E_APP_ROOT=$dir E2E_PORT=$port npx playwright test --output "/tmp/sg-pw-$name" "$@"
