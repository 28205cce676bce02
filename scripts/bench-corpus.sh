#!/usr/bin/env bash
# Writes the benchmark corpus: COUNT Markdown files shaped like documentation written by many
# hands into DIR, deterministic (see scripts/bench-corpus.py). Used by bench-site.sh,
# bench-writer.sh and the large-site browser check.
# Usage: scripts/bench-corpus.sh COUNT DIR
set -euo pipefail
exec python3 "$(dirname "$0")/bench-corpus.py" "$@"
