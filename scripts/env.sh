# Defaults for a one-machine run; any variable already set (an external server) wins.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export DATA_DIR="${DATA_DIR:-$ROOT/.data}"
export PG_PORT="${PG_PORT:-55432}"
export REDIS_PORT="${REDIS_PORT:-56379}"
export SMTP_PORT="${SMTP_PORT:-1025}"
export SMTP_WEB_PORT="${SMTP_WEB_PORT:-1080}"
export DATABASE_URL="${DATABASE_URL:-postgres://ppd:ppd@127.0.0.1:$PG_PORT/ppd}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}"
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:$SMTP_PORT}"
export SMTP_CATCHER_URL="${SMTP_CATCHER_URL:-http://127.0.0.1:$SMTP_WEB_PORT}"
# Uploaded files with the rest of the local data (the API's own default is relative to its working directory).
export MEDIA_DIR="${MEDIA_DIR:-$DATA_DIR/media}"
# The token signing key: generated once per machine and kept with the local data (never a value in the source).
if [ -z "${JWT_SECRET:-}" ]; then
  if [ ! -s "$DATA_DIR/jwt-secret" ]; then
    mkdir -p "$DATA_DIR"
    (umask 077 && head -c 48 /dev/urandom | base64 | tr -d '\n=' | tr '+/' '-_' > "$DATA_DIR/jwt-secret")
  fi
  JWT_SECRET="$(cat "$DATA_DIR/jwt-secret")"
fi
export JWT_SECRET
