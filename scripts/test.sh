#!/usr/bin/env bash
# The whole test suite: lint, typecheck, unit + integration + component tests, build, browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
# each step's wall time and how busy both cores were in it (from /proc/stat), printed when the next
# begins and in the closing table (.artifacts/steps.txt): where a step leaves a core idle, work can go beside it
mkdir -p .artifacts && : > .artifacts/steps.txt
cpu_ticks() { read -r _ user nice system idle iowait irq softirq steal _ < /proc/stat; echo "$((user + nice + system + irq + softirq + steal)) $((idle + iowait))"; }
current="" started=$SECONDS ticks=$(cpu_ticks)
step() {
  local now busy idle
  now=$(cpu_ticks)
  busy=$(( ${now% *} - ${ticks% *} )) idle=$(( ${now#* } - ${ticks#* } ))
  [ -n "$current" ] && printf '%5ss  %3s%% CPU  %s\n' "$((SECONDS - started))" "$(( 100 * busy / (busy + idle + 1) ))" "$current" >> .artifacts/steps.txt
  current="$1" started=$SECONDS ticks=$now
  printf '\n=== %s ===\n' "$1"
}
# the lint (one core, ~2.5 min) runs beside format, typecheck and schema, then the Debian tools, the guest
# app's component tests and the build (one core between them: they end before the lint does)
step "lint beside format, typecheck, schema, Debian tools, guest app tests (jest-expo) and build"
rm -f .artifacts/vitest.json .artifacts/jest.json e2e/.artifacts/report.json
lint_started=$SECONDS
npm run -s lint > .artifacts/lint.log 2>&1 &
lint_pid=$!
beside() { # the time of one of the steps beside the lint
  local started=$SECONDS
  "${@:2}"
  printf '%5ss           (%s)\n' "$((SECONDS - started))" "$1" >> .artifacts/steps.txt
}
beside "format" npx prettier --check --log-level warn .
beside "typecheck" npm run --silent typecheck
beside "schema" bash -c 'npm run --silent schema:check --workspace apps/server && npm run --silent codegen:check --workspace packages/api'
beside "Debian tools (Chromium, poppler)" bash scripts/ensure-tools.sh
beside "guest app component tests (jest-expo)" npm run --silent test --workspace apps/mobile -- --json --outputFile="$PWD/.artifacts/jest.json"
beside "build" npm run --silent build
lint_status=0
wait "$lint_pid" || lint_status=$?
printf '%5ss           (lint)\n' "$((SECONDS - lint_started))" >> .artifacts/steps.txt
cat .artifacts/lint.log
[ "$lint_status" -eq 0 ] || { echo "lint failed"; exit "$lint_status"; }
step "unit, integration and component tests (core, server on PGlite, web)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.artifacts/vitest.json
step "browser journeys (Playwright, Chromium)"
npm run --silent test:e2e
step "summary"
cat .artifacts/steps.txt
node scripts/summary.mjs
