#!/usr/bin/env bash
# Tries the document model's HTML writer on Markdown written elsewhere: every `.md` file below
# DIR is written by the writer and by cmark-gfm's own renderer, and each file whose HTML differs
# is listed with its first differing line. Exits non-zero when any differs.
# Usage: scripts/compare-writer.sh DIR   (SCRATCH, the SwiftPM scratch path)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: scripts/compare-writer.sh DIR" >&2; exit 64; }
folder=$(cd "$1" && pwd)
scratch=${SCRATCH:-.build}
# -enable-testing: the comparison reads the generator's internals through @testable import.
swift build -c release --product WriterBench --scratch-path "$scratch" -Xswiftc -enable-testing >&2
"$scratch/release/WriterBench" --compare "$folder"
