#!/usr/bin/env bash
# A browser tests' server: its own local D1 state (E2E_STATE), migrated and seeded, then wrangler dev on
# E2E_PORT with extra vars (E2E_VARS, e.g. "MARKETS_IN_PATH:true"). The client is built by npm test.
set -euo pipefail
export WRANGLER_PERSIST_TO="${E2E_STATE:-.wrangler/e2e-state}"
npx wrangler d1 migrations apply DB --local --persist-to "$WRANGLER_PERSIST_TO" > /dev/null
node worker/backend/tools/seed.mjs --if-empty
vars=()
for v in ${E2E_VARS:-}; do vars+=(--var "$v"); done
exec npx wrangler dev --ip 127.0.0.1 --port "${E2E_PORT:-8799}" --persist-to "$WRANGLER_PERSIST_TO" --log-level warn "${vars[@]}"
