#!/usr/bin/env bash
# The server integration suite against a real PostgreSQL server (started here, see with-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec npx vitest run --project 'server*'; fi
exec bash scripts/with-postgres.sh bash -c 'TEST_DATABASE_URL="$PG_URL" npx vitest run --project "server*"'
