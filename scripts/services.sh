#!/usr/bin/env bash
# Installs (when missing) and starts the local PostgreSQL + PostGIS, Redis and SMTP catcher on loopback,
# data under .data/. Idempotent. Services whose URL was given from outside are left alone.
set -euo pipefail
EXTERNAL_DB="${DATABASE_URL:-}" EXTERNAL_REDIS="${REDIS_URL:-}" EXTERNAL_SMTP="${SMTP_URL:-}"
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
log() { printf '[services] %s\n' "$*" >&2; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Whether every folder down to `dir` lets other users through: as root, PostgreSQL runs as `postgres`.
others_can_reach() {
  local d="$1"
  while [ ! -e "$d" ]; do d="$(dirname "$d")"; done
  while [ "$d" != / ]; do
    stat -c %A "$d" | grep -q '^d.\{8\}[xt]' || return 1
    d="$(dirname "$d")"
  done
}
# PostgreSQL's files, with the rest of the local data; as root, from a checkout in a private home (/root/app, 0700),
# under /var/lib/ppd instead, where `postgres` can reach them.
PG_DATA="$DATA_DIR/pg"
if [ "$(id -u)" = 0 ] && ! others_can_reach "$DATA_DIR"; then
  PG_DATA="/var/lib/ppd/$(printf '%s' "$DATA_DIR" | md5sum | cut -c1-12)/pg"
fi

# The PostgreSQL major this machine runs: the data directory's, else the newest installed, else the one the
# distribution's `postgresql` package brings (15 on Debian 12, 17 on Debian 13).
pg_major() {
  if [ -f "$PG_DATA/PG_VERSION" ]; then cat "$PG_DATA/PG_VERSION"; return; fi
  local installed
  installed=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1 || true)
  if [ -n "$installed" ]; then echo "$installed"; return; fi
  distribution_pg_major || { as_root apt-get update -qq && distribution_pg_major; } || echo 15
}
distribution_pg_major() {
  apt-cache depends postgresql 2>/dev/null | sed -n 's/^ *Depends: postgresql-\([0-9][0-9]*\)$/\1/p' | grep -m1 .
}
# An outside database needs none (a local data directory left from before still names its own).
if [ -n "$EXTERNAL_DB" ] && [ ! -f "$PG_DATA/PG_VERSION" ]; then PG_MAJOR=""; else PG_MAJOR="$(pg_major)"; fi
PG_BIN="/usr/lib/postgresql/$PG_MAJOR/bin"

install_missing() {
  local want=()
  [ -n "$EXTERNAL_DB" ] || { [ -x "$PG_BIN/initdb" ] || want+=("postgresql-$PG_MAJOR"); \
    [ -f "/usr/share/postgresql/$PG_MAJOR/extension/postgis.control" ] || want+=("postgresql-$PG_MAJOR-postgis-3"); }
  [ -n "$EXTERNAL_REDIS" ] || command -v redis-server >/dev/null || want+=(redis-server)
  [ ${#want[@]} -eq 0 ] && return
  log "installing ${want[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${want[@]}" >/dev/null
}

pg_run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

start_postgres() {
  [ -n "$EXTERNAL_DB" ] && return
  local dir="$PG_DATA"
  mkdir -p "$DATA_DIR"
  if [ ! -f "$dir/PG_VERSION" ]; then
    log "initialising PostgreSQL in $dir"
    mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    pg_run "$PG_BIN/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  if ! pg_run "$PG_BIN/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
    log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
    pg_run "$PG_BIN/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=${PG_FSYNC:-on}" start >/dev/null
  fi
  pg_run psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qAt -c "SELECT 1 FROM pg_roles WHERE rolname='ppd'" | grep -q 1 ||
    pg_run psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -q -c "CREATE ROLE ppd LOGIN SUPERUSER PASSWORD 'ppd'"
  pg_run psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qAt -c "SELECT 1 FROM pg_database WHERE datname='ppd'" | grep -q 1 ||
    pg_run psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -q -c "CREATE DATABASE ppd OWNER ppd"
}

start_redis() {
  [ -n "$EXTERNAL_REDIS" ] && return
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return
  log "starting Redis on 127.0.0.1:$REDIS_PORT"
  mkdir -p "$DATA_DIR/redis"
  # Every write reaches the disk before Redis answers it: a job the relay was told is queued survives a crash.
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$DATA_DIR/redis" --appendonly yes --appendfsync always \
    --daemonize yes --pidfile "$DATA_DIR/redis/redis.pid" --logfile "$DATA_DIR/redis/redis.log"
  for _ in $(seq 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return; sleep 0.1; done
  log "Redis did not answer"; exit 1
}

# Probed with Node (required anyway): a minimal Debian has no curl.
catcher_answers() {
  node -e "fetch(process.argv[1], { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
    "$SMTP_CATCHER_URL/email" >/dev/null 2>&1
}

start_smtp() {
  [ -n "$EXTERNAL_SMTP" ] && return
  catcher_answers && return
  log "starting the SMTP catcher on 127.0.0.1:$SMTP_PORT (inbox at $SMTP_CATCHER_URL)"
  mkdir -p "$DATA_DIR"
  nohup "$ROOT/node_modules/.bin/maildev" --ip 127.0.0.1 --smtp "$SMTP_PORT" --web "$SMTP_WEB_PORT" \
    > "$DATA_DIR/maildev.log" 2>&1 &
  echo $! > "$DATA_DIR/maildev.pid"
  for _ in $(seq 100); do catcher_answers && return; sleep 0.1; done
  log "SMTP catcher did not answer"; exit 1
}

stop_all() {
  [ -f "$PG_DATA/PG_VERSION" ] && pg_run "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast stop >/dev/null 2>&1 || true
  redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  [ -f "$DATA_DIR/maildev.pid" ] && kill "$(cat "$DATA_DIR/maildev.pid")" 2>/dev/null || true
  log "stopped"
}

# What the tests need beyond the servers: Chromium (browser tests), GDAL's ogrinfo (reads the exports back) and
# /usr/bin/redis-server, which the worker tests and the benchmarks start for themselves even when REDIS_URL is given.
install_test_tools() {
  local want=()
  command -v chromium >/dev/null || want+=(chromium)
  command -v ogrinfo >/dev/null || want+=(gdal-bin)
  [ -x /usr/bin/redis-server ] || want+=(redis-server)
  [ ${#want[@]} -eq 0 ] && return
  log "installing ${want[*]} for the tests"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${want[@]}" >/dev/null
}

case "${1:-start}" in
  start) install_missing; start_postgres; start_redis; start_smtp ;;
  browser|test-tools) install_test_tools ;;
  stop) stop_all ;;
  *) echo "usage: $0 [start|stop|browser|test-tools]" >&2; exit 2 ;;
esac
