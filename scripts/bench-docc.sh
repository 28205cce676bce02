#!/usr/bin/env bash
# Benchmarks napkin's own documentation built as a DocC catalog, by `docc convert` and by
# `napkin-docs build`, side by side in one run (issue 16; goal: napkin-docs at least 10x
# faster than docc).
#
# 1. Builds napkin (release) and extracts its public symbol graph with
#    swift-symbolgraph-extract, as both tools read it.
# 2. Copies Articles/ into a temporary `napkin.docc` catalog.
# 3. Times, alternating, best of RUNS each: `docc convert` of the catalog with the graph;
#    `napkin-docs build` of the same catalog with the graph; and `napkin-docs coverage` of the
#    graph alone, which decodes it and does little else: a bound on the decode's cost.
# Usage: scripts/bench-docc.sh   (RUNS, default 3; SCRATCH, the SwiftPM scratch path)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
scratch=${SCRATCH:-.build}
command -v docc >/dev/null || { echo "error: docc not found (it ships with the Swift toolchain)" >&2; exit 1; }

swift build -c release --scratch-path "$scratch" --product napkin-docs >&2
swift build -c release --scratch-path "$scratch" --target napkin >&2
tool="$scratch/release/napkin-docs"
work="$(mktemp -d "${TMPDIR:-/tmp}/napkin-bench-docc.XXXXXX")"
trap 'rm -rf "$work"' EXIT

triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
mkdir -p "$work/graphs"
swift-symbolgraph-extract -module-name napkin -I "$scratch/release/Modules" -I "$scratch/release" \
    -target "$triple" -minimum-access-level public -output-dir "$work/graphs" >&2
cp -R Articles "$work/napkin.docc"

now_ms() { date +%s%3N; }
best_docc="" best_ours="" best_plain=""
for _ in $(seq "$runs"); do
    rm -rf "$work/docc-out" "$work/ours"
    start=$(now_ms)
    docc convert "$work/napkin.docc" --additional-symbol-graph-dir "$work/graphs" \
        --fallback-display-name napkin --fallback-bundle-identifier org.napkin \
        --output-path "$work/docc-out" >/dev/null 2>&1
    elapsed=$(( $(now_ms) - start ))
    if [ -z "$best_docc" ] || [ "$elapsed" -lt "$best_docc" ]; then best_docc=$elapsed; fi

    start=$(now_ms)
    "$tool" build --articles "$work/napkin.docc" --symbol-graph "$work/graphs" --module napkin \
        --output "$work/ours" >/dev/null 2>&1
    elapsed=$(( $(now_ms) - start ))
    if [ -z "$best_ours" ] || [ "$elapsed" -lt "$best_ours" ]; then best_ours=$elapsed; fi

    start=$(now_ms)
    "$tool" coverage --symbol-graph "$work/graphs" --module napkin >/dev/null 2>&1
    elapsed=$(( $(now_ms) - start ))
    if [ -z "$best_plain" ] || [ "$elapsed" -lt "$best_plain" ]; then best_plain=$elapsed; fi
done

pages=$(find "$work/ours" -name '*.html' | wc -l)
printf '%-52s %7s ms\n' "docc convert (catalog + symbol graph)" "$best_docc"
printf '%-52s %7s ms   (%s pages)\n' "napkin-docs build (catalog + symbol graph)" "$best_ours" "$pages"
printf '%-52s %7s ms\n' "napkin-docs coverage (symbol graph decode, bound)" "$best_plain"
awk -v d="$best_docc" -v o="$best_ours" \
    'BEGIN { printf "napkin-docs is %.1fx faster than docc convert (goal: >= 10x)\n", d / o }'
