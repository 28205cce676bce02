#!/usr/bin/env bash
# Benchmarks `napkin-docs build --no-symbols` against the cmark-gfm command line on a synthetic
# corpus: 500 articles of about 20 KB, each with Swift code blocks, tables and cross-links.
# Prints both times (best of RUNS), their ratio, peak memory and CPU use. Run by `make bench`.
#
# Goals (issue 4): at most 2x cmark-gfm's time, under 150 MB, both cores used.
# Environment: ARTICLES (default 500), RUNS (default 3), SCRATCH (SwiftPM scratch path).
set -euo pipefail
cd "$(dirname "$0")/.."

articles=${ARTICLES:-500}
runs=${RUNS:-3}
scratch=${SCRATCH:-.build}

if ! /usr/bin/time -v true >/dev/null 2>&1; then
    echo "Installing GNU time (needed for peak memory)…" >&2
    sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get install -y -qq time >&2
fi
command -v cmark-gfm >/dev/null || { echo "error: cmark-gfm not found (apt-get install cmark-gfm)" >&2; exit 1; }

swift build -c release --product napkin-docs --scratch-path "$scratch" >&2
tool="$scratch/release/napkin-docs"

work=$(mktemp -d "${TMPDIR:-/tmp}/napkin-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
corpus="$work/Articles"
mkdir -p "$corpus"

scripts/bench-corpus.sh "$articles" "$corpus"
bytes=$(cat "$corpus"/*.md | wc -c)
echo "Corpus: $articles articles, $((bytes / 1024)) KB total, $((bytes / articles / 1024)) KB each" >&2

# Runs a command RUNS times under GNU time; prints "seconds max_kb cpu_percent" of the fastest.
measure() {
    local best="" line
    for _ in $(seq "$runs"); do
        /usr/bin/time -v -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || {
            cat "$work/stderr.txt" >&2; exit 1; }
        line=$(awk -F': ' '
            /Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i] }
            /Maximum resident set size/ { kb = $2 }
            /Percent of CPU/ { cpu = $2 }
            END { printf "%.3f %d %s\n", s, kb, cpu }' "$work/time.txt")
        if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then
            best=$line
        fi
    done
    echo "$best"
}

rm -rf "$work/Site"
read -r ours_s ours_kb ours_cpu < <(measure "$tool" build --no-symbols --articles "$corpus" --output "$work/Site")
read -r cmark_s cmark_kb cmark_cpu < <(measure cmark-gfm -e table -e strikethrough -e autolink -e tasklist "$corpus"/*.md)
pages=$(find "$work/Site" -name '*.html' | wc -l)
site_kb=$(du -sk "$work/Site" | cut -f1)

printf '%-34s %9s %12s %8s\n' "" "time (s)" "peak memory" "CPU"
printf '%-34s %9s %9d MB %8s\n' "napkin-docs build --no-symbols" "$ours_s" "$((ours_kb / 1024))" "$ours_cpu"
printf '%-34s %9s %9d MB %8s\n' "cmark-gfm (same files, 1 process)" "$cmark_s" "$((cmark_kb / 1024))" "$cmark_cpu"
ratio=$(awk -v a="$ours_s" -v b="$cmark_s" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
echo "ratio: ${ratio}x cmark-gfm (goal <= 2x); peak memory $((ours_kb / 1024)) MB (goal < 150 MB); CPU ${ours_cpu} (2 cores = 200%)"
echo "site: $pages pages, $((site_kb / 1024)) MB ($((site_kb / pages)) KB per page on average)"
