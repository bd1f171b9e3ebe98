#!/usr/bin/env bash
# Runs a command with the local services started and their URLs in the environment.
set -euo pipefail
here="$(dirname "${BASH_SOURCE[0]}")"
bash "$here/services.sh" start
source "$here/env.sh"
exec "$@"
