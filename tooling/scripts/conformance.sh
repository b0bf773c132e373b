#!/bin/sh
# Checks a back end against the front end's contract (docs/back-end-contract.md):
#   npm run conformance -- --base-url URL [--token TOKEN] [--writes]
# Builds @casino/api-client when its build is missing or stale, then runs its conformance command.
set -eu
turbo run build --filter=@casino/api-client --output-logs=errors-only >&2
exec node packages/api-client/dist/contract/cli.js "$@"
