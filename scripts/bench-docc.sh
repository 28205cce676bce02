#!/usr/bin/env bash
# Benchmarks catalogs of every size, built by `docc convert` and by `napkin-docs build`, side by
# side in one run (issue 30; goal: napkin-docs at least 10x faster than docc on every one).
#
# The catalogs:
# - napkin: napkin's own documentation (Articles/ copied into `napkin.docc`) with napkin's
#   public symbol graph, extracted from a release build with swift-symbolgraph-extract;
# - with-info: the fixture catalog WithInfo.docc, two articles and an Info.plist (the
#   smallest; docc renders nothing of Sample.docc without its symbols, so it is no measure);
# - with-graph: the fixture catalog WithGraph.docc, which holds its own symbol graph;
# - extensions: the fixture graphs of extensions to standard-library types, in an empty
#   catalog;
# - corpus: CORPUS articles (default 200) of scripts/bench-corpus.sh in a catalog.
# Each pair takes turns, best of RUNS (default 3) each. Beside each row, `--timings` says how
# long napkin-docs took before it rendered its first page, and `napkin-docs coverage` of
# napkin's graph, which decodes it and does little else, bounds the decode's cost.
# Usage: scripts/bench-docc.sh   (RUNS; CORPUS; SCRATCH, the SwiftPM scratch path)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
corpus=${CORPUS:-200}
scratch=${SCRATCH:-.build}
command -v docc >/dev/null || { echo "error: docc not found (it ships with the Swift toolchain)" >&2; exit 1; }

swift build -c release --scratch-path "$scratch" --product napkin-docs >&2
swift build -c release --scratch-path "$scratch" --target napkin >&2
tool="$scratch/release/napkin-docs"
work="$(mktemp -d "${TMPDIR:-/tmp}/napkin-bench-docc.XXXXXX")"
trap 'rm -rf "$work"' EXIT

triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
mkdir -p "$work/graphs" "$work/none" "$work/Stretch.docc"
swift-symbolgraph-extract -module-name napkin -I "$scratch/release/Modules" -I "$scratch/release" \
    -target "$triple" -minimum-access-level public -output-dir "$work/graphs" >&2
cp -R Articles "$work/napkin.docc"
scripts/bench-corpus.sh "$corpus" "$work/Corpus.docc"
fixtures=Tests/NapkinDocsTests/Fixtures

# Milliseconds from bash's own clock: starting `date` took longer than a small build.
now_ms() { local micros=${EPOCHREALTIME/./}; echo $(( micros / 1000 )); }

# Prints "docc_ms ours_ms ours_pages docc_pages before_first_page_ms" for one catalog, each the
# fastest of RUNS turns. Arguments: the catalog, its symbol graph folder (or "none"), its module.
pair() {
    local catalog=$1 graphs=$2 module=$3 start elapsed best_docc="" best_ours="" before=""
    local docc_graphs=() ours_graphs=(--no-symbols)
    if [ "$graphs" != none ]; then
        docc_graphs=(--additional-symbol-graph-dir "$graphs")
        ours_graphs=(--symbol-graph "$graphs" --module "$module")
    elif ls "$catalog"/*.symbols.json >/dev/null 2>&1; then
        ours_graphs=()
    fi
    for _ in $(seq "$runs"); do
        rm -rf "$work/docc-out" "$work/ours"
        start=$(now_ms)
        docc convert "$catalog" "${docc_graphs[@]}" --fallback-display-name "$module" \
            --fallback-bundle-identifier "org.bench.$module" --output-path "$work/docc-out" \
            >/dev/null 2>&1
        elapsed=$(( $(now_ms) - start ))
        if [ -z "$best_docc" ] || [ "$elapsed" -lt "$best_docc" ]; then best_docc=$elapsed; fi

        start=$(now_ms)
        "$tool" build --articles "$catalog" "${ours_graphs[@]}" --output "$work/ours" --timings \
            >/dev/null 2>"$work/ours.err" || { cat "$work/ours.err" >&2; exit 1; }
        elapsed=$(( $(now_ms) - start ))
        if [ -z "$best_ours" ] || [ "$elapsed" -lt "$best_ours" ]; then
            best_ours=$elapsed
            before=$(sed -n 's/.*rendering started after \([0-9]*\) ms.*/\1/p' "$work/ours.err")
        fi
    done
    # Pages: napkin-docs' HTML files besides print.html; docc's pages are its JSON files.
    local ours_pages docc_pages
    ours_pages=$(find "$work/ours" -name '*.html' ! -name 'print*.html' | wc -l)
    docc_pages=$(find "$work/docc-out/data" -name '*.json' 2>/dev/null | wc -l)
    echo "$best_docc $best_ours $ours_pages $docc_pages $before"
}

printf '%-12s %10s %10s %7s %16s %18s\n' catalog "docc (ms)" "ours (ms)" ratio "pages ours/docc" "ours before page 1"
slowest=""
row() {
    local name=$1 result docc_ms ours_ms ours_pages docc_pages before ratio
    result=$(pair "${@:2}")
    read -r docc_ms ours_ms ours_pages docc_pages before <<<"$result"
    ratio=$(awk -v d="$docc_ms" -v o="$ours_ms" 'BEGIN { printf "%.1f", d / o }')
    printf '%-12s %10s %10s %6sx %16s %15s ms\n' "$name" "$docc_ms" "$ours_ms" "$ratio" \
        "$ours_pages/$docc_pages" "$before"
    if [ -z "$slowest" ] || awk -v a="$ratio" -v b="${slowest%% *}" 'BEGIN { exit !(a < b) }'; then
        slowest="$ratio $name"
    fi
}
row napkin "$work/napkin.docc" "$work/graphs" napkin
row with-info "$fixtures/catalog/WithInfo.docc" none Ledger
row with-graph "$fixtures/catalog/WithGraph.docc" none Over
row extensions "$work/Stretch.docc" "$fixtures/symbols/extensions/blocks" Stretch
row corpus "$work/Corpus.docc" none Corpus

best_plain=""
for _ in $(seq "$runs"); do
    start=$(now_ms)
    "$tool" coverage --symbol-graph "$work/graphs" --module napkin >/dev/null 2>&1
    elapsed=$(( $(now_ms) - start ))
    if [ -z "$best_plain" ] || [ "$elapsed" -lt "$best_plain" ]; then best_plain=$elapsed; fi
done
echo "napkin-docs coverage of napkin's graph (decode, a bound): $best_plain ms"
echo "slowest: ${slowest#* } at ${slowest%% *}x faster than docc convert (goal: >= 10x on every catalog)"
