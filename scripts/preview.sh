#!/usr/bin/env bash
# Development preview for parallel work: builds under a lock, copies the build to a private
# directory and runs it there, so several people can preview at once without clobbering builds.
# usage: scripts/preview.sh NAME PORT   (stop with: kill $(cat /tmp/sg-preview-NAME/pid))
set -euo pipefail
name=${1:?name}; port=${2:?port}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=/tmp/sg-preview-$name
[ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null && sleep 1 || true
(
  flock 9
  cd "$root" && npm run build --silent
  mkdir -p "$dir/apps/server" "$dir/apps/web"
  rm -rf "$dir/apps/server/dist" "$dir/apps/web/build"
  cp -r apps/server/dist "$dir/apps/server/dist"
  cp -r apps/web/build "$dir/apps/web/build"
) 9>/tmp/sg-build.lock
ln -sfn "$root/node_modules" "$dir/node_modules"
for ws in apps/server apps/web; do [ -d "$root/$ws/node_modules" ] && ln -sfn "$root/$ws/node_modules" "$dir/$ws/node_modules"; done
cd "$dir"
PORT=$port DATA_DIR=$dir/data LOG_LEVEL=warn nohup node apps/server/dist/main.js >"$dir/server.log" 2>&1 &
echo $! >"$dir/pid"
for _ in $(seq 1 60); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && { echo "preview $name on http://127.0.0.1:$port (log $dir/server.log)"; exit 0; }
  sleep 0.5
done
echo "preview did not become healthy; see $dir/server.log" >&2; tail -20 "$dir/server.log" >&2; exit 1
