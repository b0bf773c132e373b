#!/bin/sh
# `npm run storybook`: build the UI kit and its Storybook (from the built package, as the site
# uses it), then serve the built Storybook on http://localhost:6006 (STORYBOOK_PORT to change).
set -eu
turbo run build --filter=casino-storybook --output-logs=errors-only
exec pnpm --filter casino-storybook serve
