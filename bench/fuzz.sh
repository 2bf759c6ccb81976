#!/usr/bin/env bash
# Fuzzing of the build service's public API (issue 27): ApiFuzzer sends N seeded requests made from the
# service's own OpenAPI description (GET /api/v1/openapi.yaml) — bodies, paths, query strings, content types,
# Accept headers, methods, missing/unknown/too-weak tokens, webhook pushes signed right, wrong or not at all —
# to a test platform on free ports (the gateway in the test JVM; the packaged orchestrator and artifact-store,
# the in-JVM Kafka broker and embedded PostgreSQL of PlatformTestResource). Never deploy/run's fixed ports.
# Checks: no 5xx, no stack trace or exception class in a body, every refusal {"error": {"code", "message"}},
# no state change (projects, targets, builds, tokens, audit) from refused writes, no new unexpected failure
# in the orchestrator's log. Prints the figures; exits non-zero on any failed check.
# Usage: bench/fuzz.sh [REQUESTS] [SEED]   (default: 10000 requests, seed 27)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
requests="${1:-10000}"
seed="${2:-27}"
cd "$root"
mkdir -p "$root/api-gateway/target"
echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
nice -n "${NICE:-10}" ./mvnw -B -q -pl api-gateway -am verify -Dsurefire.failIfNoSpecifiedTests=false \
  -Dtest='RequestErrorsTest#generatedHostileRequestsAreRefusedCleanly' \
  -Dsdkgen.fuzz.requests="$requests" -Dsdkgen.fuzz.seed="$seed" >"$root/api-gateway/target/fuzz-build.log" 2>&1 || status=$?
cat "$root/api-gateway/target/fuzz-report.txt" 2>/dev/null || tail -40 "$root/api-gateway/target/fuzz-build.log"
echo
[ "$status" = 0 ] && echo "fuzz: all checks passed" || echo "fuzz: FAILED (see api-gateway/target/fuzz-build.log)"
exit "$status"
