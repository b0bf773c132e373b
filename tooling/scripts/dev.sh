#!/bin/sh
# `npm run dev`: build the packages once, then run every workspace's watcher and dev server.
# The packages' watchers rebuild dist/ in place (no clean), so the apps never see it vanish;
# running `dev` and `build` of one package side by side would race on the same folder.
set -eu
turbo run build --filter='./packages/*' --output-logs=errors-only
exec turbo run dev
