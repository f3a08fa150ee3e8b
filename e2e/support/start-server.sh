#!/usr/bin/env bash
# The server the browser journeys run against: a fresh embedded database with the demo data and a
# bakery onboarded through the real admin tool, then the server on E2E_PORT.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
DATA="$ROOT/e2e/.artifacts/data-${E2E_PORT:-3100}" # per port: two runs never share a database
rm -rf "$DATA"
export DATA_DIR="$DATA" INIT_CWD="$ROOT" LOG_LEVEL=warn
node --import tsx apps/server/src/cli/seed.ts >/dev/null
node --import tsx apps/server/src/cli/admin.ts create-bakery --username e2e-baeckerei --email e2e@baeckerei.example \
  --password 'E2e-Backstube-1!' --company 'Bäckerei E2E' --language de >/dev/null
export PORT="${E2E_PORT:-3100}" HOST=127.0.0.1 AUTH_RATE_LIMIT=1000 PUBLIC_URL="http://127.0.0.1:${E2E_PORT:-3100}" \
  APP_STORE_URL=https://apps.apple.com/app/brotzeit/id0000000000 PLAY_STORE_URL='https://play.google.com/store/apps/details?id=app.brotzeit.guest'
exec node --import tsx apps/server/src/main.ts
