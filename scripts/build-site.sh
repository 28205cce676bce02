#!/usr/bin/env bash
# Builds napkin's site into the folder given (default: Site): the framework's module with
# Articles/, and napkin-docs' guide (Sources/NapkinDocs/NapkinDocs.docc), in one site. The one
# place that says what Site/ is made of; `make site` and check-site-fresh.sh both run it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --skip-build napkin-docs build --strict --compiled \
    --module napkin --module NapkinDocs --output "${1:-Site}"
