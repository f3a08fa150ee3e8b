#!/usr/bin/env bash
# The server the browser journeys run against: a fresh embedded database with the demo data and a
# bakery onboarded through the real admin tool, then the server on E2E_PORT.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
DATA="$ROOT/e2e/.artifacts/data-${E2E_PORT:-3100}" # per port: two runs never share a database
rm -rf "$DATA"
export DATA_DIR="$DATA" INIT_CWD="$ROOT" LOG_LEVEL=warn BACKUP_DIR="$DATA/backups" # the scheduled backup runs, beside the data
node --import tsx apps/server/src/cli/seed.ts >/dev/null
node --import tsx apps/server/src/cli/admin.ts create-bakery --username e2e-baeckerei --email e2e@baeckerei.example \
  --password 'E2e-Backstube-1!' --company 'Bäckerei E2E' --language de >/dev/null
# client-bill-run.spec.ts: a host of it with last month's deliveries, none on a docket (past days cannot be ordered over the API)
node --import tsx e2e/support/seed-undocketed-month.ts >/dev/null
# operator.spec.ts: the platform operator (English, as its journeys read), and a bakery of its own that gives notice in that journey
# (the embedded database takes one process at a time, so the admin tool runs before the server)
node --import tsx apps/server/src/cli/admin.ts create-operator --username e2e-operator --email operator@plattform.example \
  --password 'E2e-Betreiber-1!' --language en >/dev/null
node --import tsx apps/server/src/cli/admin.ts create-bakery --username e2e-kuendigung --email kuendigung@baeckerei.example \
  --password 'E2e-Backstube-1!' --company 'Bäckerei Kündigung' --language de >/dev/null
# A real SMTP server takes every mail (client mails and the e-invoices' PEC to SdI); the journeys
# read what arrived at http://127.0.0.1:$((SMTP_CATCHER_PORT + 1))/mails (support/mails.ts).
export SMTP_CATCHER_PORT=$(( ${E2E_PORT:-3100} + 2000 ))
node e2e/support/smtp-catcher.mjs &
CATCHER=$!
export SMTP_URL="smtp://127.0.0.1:${SMTP_CATCHER_PORT}" SDI_TRANSPORT=pec SDI_PEC_FROM=fatture@pec.e2e-baeckerei.example
# The apps' builds are served from copies: pwa.spec.ts writes a new service worker into them to
# play a deploy without touching the real build output.
if [ -d apps/web/dist ]; then cp -r apps/web/dist "$DATA/web-dist"; fi
if [ -d apps/mobile/dist ]; then cp -r apps/mobile/dist "$DATA/guest-dist"; fi
export WEB_DIST="$DATA/web-dist" GUEST_APP_DIST="$DATA/guest-dist"
export PORT="${E2E_PORT:-3100}" HOST=127.0.0.1 AUTH_RATE_LIMIT=1000 AVAILABILITY_RATE_LIMIT=1000 PUBLIC_URL="http://127.0.0.1:${E2E_PORT:-3100}" \
  APP_STORE_URL=https://apps.apple.com/app/brotzeit/id0000000000 PLAY_STORE_URL='https://play.google.com/store/apps/details?id=app.brotzeit.guest'
node --import tsx apps/server/src/main.ts &
SERVER=$!
trap 'kill $SERVER $CATCHER 2>/dev/null || true' EXIT INT TERM
wait $SERVER
