#!/usr/bin/env bash
# Times the document model's HTML writer against cmark-gfm's renderer on the bench corpus
# (scripts/bench-corpus.sh), one thread: parse + cmark_render_html, parse + convert to the
# model, parse + convert + HTMLWriter; then the peak memory of each pipeline run alone.
#
# Goal (issue 13): the model's pipeline within 1.3x of cmark's renderer.
# Environment: ARTICLES (default 500), RUNS (default 5), SCRATCH (SwiftPM scratch path).
set -euo pipefail
cd "$(dirname "$0")/.."

articles=${ARTICLES:-500}
runs=${RUNS:-5}
scratch=${SCRATCH:-.build}

# -enable-testing: the benchmark reads the generator's internals through @testable import.
swift build -c release --product WriterBench --scratch-path "$scratch" -Xswiftc -enable-testing >&2
bench="$scratch/release/WriterBench"

work=$(mktemp -d "${TMPDIR:-/tmp}/napkin-writer-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
scripts/bench-corpus.sh "$articles" "$work/Articles"

"$bench" "$work/Articles" "$runs"
if /usr/bin/time -v true >/dev/null 2>&1; then
    for mode in cmark model; do
        /usr/bin/time -v -o "$work/time.txt" "$bench" "$work/Articles" 1 "$mode" >/dev/null
        kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")
        echo "peak memory, $mode alone: $((kb / 1024)) MB"
    done
fi
