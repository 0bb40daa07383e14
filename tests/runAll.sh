#!/usr/bin/env bash
# `npm test`: vitest (unit, client and API tests) and the browser tests side by side. The browser
# tests wait on Chromium and the server far more than they compute (about a third of a core), so
# they run beside vitest's workers instead of after them. Their client is built into a folder of
# their own (vitest's API tests serve dist/client, which a build empties and writes again), and
# their report follows vitest's. VITEST_DONE_FILE, when set, is written once vitest has finished
# (.ci/run starts its Node.js 24 leg then).
set -uo pipefail
cd "$(dirname "$0")/.."

e2e_client=dist/e2e-client
e2e_log=$(mktemp)
trap 'rm -f "$e2e_log"' EXIT

(
  npx vite build --outDir "$e2e_client" && CLIENT_DIR="$e2e_client" npx playwright test
) >"$e2e_log" 2>&1 &
e2e=$!

started=$SECONDS
vitest_status=0
npx vitest run || vitest_status=$?
echo "vitest: $((SECONDS - started)) s"
if [ -n "${VITEST_DONE_FILE:-}" ]; then echo "$vitest_status" >"$VITEST_DONE_FILE"; fi

e2e_status=0
wait "$e2e" || e2e_status=$?
echo
echo "== browser tests (run beside vitest)"
cat "$e2e_log"
echo "vitest and the browser tests: $((SECONDS - started)) s"
if [ "$vitest_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then
  echo "vitest exited $vitest_status, the browser tests exited $e2e_status"
  exit 1
fi
