#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on 127.0.0.1 (URL in PG_URL, superuser postgres).
# Installs Debian's postgresql when root and absent. With PG_URL already set, just runs the command.
set -euo pipefail
if [ -n "${PG_URL:-}" ]; then exec "$@"; fi
if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL is missing: installing Debian's postgresql package ..."
    (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "This needs PostgreSQL: sudo apt-get install postgresql (or set PG_URL to a server)" >&2; exit 1
  fi
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PORT="${PG_TEST_PORT:-54329}"
DIR=$(mktemp -d)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$DIR"; RUN_AS=(runuser -u postgres --); fi
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$DIR" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 30 -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR" start >/dev/null
cleanup() { "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null || true; rm -rf "$DIR"; }
trap cleanup EXIT
export PG_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export PG_VERSION="$("$PGBIN/postgres" --version | awk '{print $3}')"
echo "PostgreSQL $PG_VERSION on 127.0.0.1:$PORT"
"$@"
