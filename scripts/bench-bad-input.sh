#!/usr/bin/env bash
# Times every case of the bad-input corpus (Tests/NapkinDocsTests/Fixtures/bad/) through the
# release `napkin-docs build`, as a user would run it, and prints the slowest cases. The goal
# (issue 7): every case, the 20 MB article included, ends in under 5 s. This is a benchmark,
# not a test: `BadInputCorpusTests` checks each case's outcome, never its time.
# Environment: SCRATCH (SwiftPM scratch path, default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build}
corpus=Tests/NapkinDocsTests/Fixtures/bad
fixtures=Tests/NapkinDocsTests/Fixtures

swift build -c release --product napkin-docs --scratch-path "$scratch" >&2
tool="$scratch/release/napkin-docs"
work=$(mktemp -d "${TMPDIR:-/tmp}/napkin-bad-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

now_ms() { date +%s%3N; }
results="$work/results.txt"
for case_folder in "$corpus"/*/; do
    name=$(basename "$case_folder")
    copy="$work/$name"
    cp -R "$case_folder" "$copy"
    mkdir -p "$copy/Articles"
    if [ -f "$copy/generate.json" ]; then
        # The files too large or too deep to commit, written from their repeated parts.
        python3 - "$copy" <<'PY'
import json, os, sys
root = sys.argv[1]
for item in json.load(open(os.path.join(root, "generate.json"))):
    path = os.path.join(root, item["path"])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        for part in item["parts"]:
            out.write(part["text"] * part.get("count", 1))
PY
    fi
    options=()
    graph=""
    # Cases are read as the snippet tests read them, unless the case says `lenient`.
    rules=--compiled
    for word in $(cat "$copy/options.txt" 2>/dev/null || true); do
        case "$word" in
            symbols=*) graph="$fixtures/${word#symbols=}" ;;
            strict) options+=(--strict) ;;
            allow-raw-html) options+=(--allow-raw-html) ;;
            lenient) rules="" ;;
        esac
    done
    if [ -n "$graph" ]; then options+=(--symbol-graph "$graph"); else options+=(--no-symbols); fi
    if [ -n "$rules" ]; then options+=("$rules"); fi
    start=$(now_ms)
    (cd "$copy" && "$OLDPWD/$tool" build --articles Articles --output "$work/Site-$name" \
        "${options[@]}" >/dev/null 2>&1) || true
    echo "$(( $(now_ms) - start )) $name" >>"$results"
    rm -rf "$copy" "$work/Site-$name" "$work/.Site-$name".napkin-docs-*
done
count=$(wc -l <"$results" | tr -d ' ')
total=$(awk '{ s += $1 } END { print s }' "$results")
slowest=$(sort -n "$results" | tail -n 1)
echo "bad-input corpus: $count cases in ${total} ms; the slowest:"
sort -rn "$results" | head -n 5 | awk '{ printf "  %6d ms  %s\n", $1, $2 }'
awk -v ms="${slowest%% *}" 'BEGIN { if (ms >= 5000) { print "goal missed: a case took 5 s or more"; exit 1 } }'
echo "goal met: every case under 5 s"
