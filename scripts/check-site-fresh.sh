#!/usr/bin/env bash
# Fails when the committed Site/ is not what `make site` would write from the current
# sources: rebuilds into a temporary folder and compares byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
scripts/build-site.sh "$scratch/Site" >&2
if ! diff -r Site "$scratch/Site" >"$scratch/diff.txt"; then
    head -40 "$scratch/diff.txt" >&2
    echo "error: Site/ is out of date with its sources (see scripts/build-site.sh): run 'make site' and commit Site/." >&2
    exit 1
fi
echo "Site/ is up to date."
