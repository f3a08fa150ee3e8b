#!/usr/bin/env bash
# Runs the server integration suite against a real PostgreSQL server started here on 127.0.0.1.
# With TEST_DATABASE_URL already set, uses that server instead.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      echo "PostgreSQL is missing: installing Debian's postgresql package ..."
      (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    else
      echo "test:postgres needs PostgreSQL: sudo apt-get install postgresql (or set TEST_DATABASE_URL)" >&2; exit 1
    fi
  fi
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  PORT="${PGPORT_TEST:-54329}"
  DIR=$(mktemp -d)
  RUN_AS=()
  if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$DIR"; RUN_AS=(runuser -u postgres --); fi
  "${RUN_AS[@]}" "$PGBIN/initdb" -D "$DIR" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 30 -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off" start >/dev/null
  trap '"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null; rm -rf "$DIR"' EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
  echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
fi
npx vitest run --project server
