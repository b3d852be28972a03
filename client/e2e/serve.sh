#!/usr/bin/env bash
# The browser tests' server: its own local D1 state, migrated and seeded, then wrangler dev (the client is built by npm test).
set -euo pipefail
export WRANGLER_PERSIST_TO=.wrangler/e2e-state
npx wrangler d1 migrations apply DB --local --persist-to "$WRANGLER_PERSIST_TO" > /dev/null
node worker/backend/tools/seed.mjs --if-empty
exec npx wrangler dev --ip 127.0.0.1 --port "${E2E_PORT:-8799}" --persist-to "$WRANGLER_PERSIST_TO" --log-level warn
