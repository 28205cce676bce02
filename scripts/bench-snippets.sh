#!/usr/bin/env bash
# Measures the snippet pipeline (issue 3):
#   1. the extractor's time over every snippet source (goal: under 50 ms), best of 5 runs of
#      `napkin-docs snippets`, which reads and checks every article and framework source;
#   2. the incremental `swift build --build-tests` after editing one article, against editing
#      one ordinary test file (goal: within 1.3x), each the best of RUNS (5 by default).
#      Each edit adds one declaration (a compiled snippet to the article, the same line to the test file), so both
#      really recompile; the files are restored afterwards;
#   3. the cost of checking compile-fail blocks (issue 17): their tests alone, one at a time
#      (per block) and in parallel (in all), each the best of 3, from the built tests.
# Usage: scripts/bench-snippets.sh [scratch-path]   (default: .build). Not a timed test.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-.build}"
article="${ARTICLE:-Articles/HeadlessNapkins.md}"
test_file="${TEST_FILE:-$(ls Tests/napkinTests/*.swift | head -n 1)}"

now_ms() { date +%s%3N; }

echo "Building once (warm-up)…" >&2
swift build --build-tests --scratch-path "$scratch" >/dev/null
tool="$scratch/debug/napkin-docs"

best_extract=""
for _ in 1 2 3 4 5; do
    start=$(now_ms)
    "$tool" snippets --package-path . >/dev/null
    elapsed=$(( $(now_ms) - start ))
    if [ -z "$best_extract" ] || [ "$elapsed" -lt "$best_extract" ]; then best_extract=$elapsed; fi
done
summary=$("$tool" snippets --package-path .)

backup=$(mktemp -d)
cp "$article" "$backup/article"
cp "$test_file" "$backup/test"
restore() {
    cp "$backup/article" "$article"
    cp "$backup/test" "$test_file"
    rm -rf "$backup"
}
trap restore EXIT

# Times an incremental build after adding a declaration to $1 ($2: md or swift), best of RUNS.
incremental() {
    local best=""
    for run in $(seq "${RUNS:-5}"); do
        if [ "$2" = md ]; then
            printf '\n```swift\nlet benchmarkEdit%s = %s\n```\n' "$run" "$run" >>"$1"
        else
            printf '\nprivate let benchmarkEdit%s = %s\n' "$run" "$run" >>"$1"
        fi
        local start elapsed
        start=$(now_ms)
        swift build --build-tests --scratch-path "$scratch" >/dev/null
        elapsed=$(( $(now_ms) - start ))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
    done
    echo "$best"
}

# Times the compile-fail tests alone, best of 3; $1 is extra `swift test` arguments.
compile_fail() {
    local best=""
    for _ in 1 2 3; do
        local start elapsed
        start=$(now_ms)
        swift test --skip-build --scratch-path "$scratch" --filter compileFail_ $1 >/dev/null 2>&1
        elapsed=$(( $(now_ms) - start ))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
    done
    echo "$best"
}
blocks=$(grep -c '^```swift compile-fail' Articles/*.md Sources/napkin/*.swift README.md \
    Sources/NapkinDocs/NapkinDocs.docc/*.md 2>/dev/null |
    awk -F: '{ n += $2 } END { print n }')
serial_ms=$(compile_fail --no-parallel)
parallel_ms=$(compile_fail "")

article_ms=$(incremental "$article" md)
test_ms=$(incremental "$test_file" swift)
ratio=$(awk -v a="$article_ms" -v t="$test_ms" 'BEGIN { printf "%.2f", a / t }')

printf '%-44s %s\n' "snippets:" "$summary"
printf '%-44s %6s ms   (goal: < 50 ms)\n' "extractor, all sources (napkin-docs snippets)" "$best_extract"
printf '%-44s %6s ms\n' "incremental build, edited $(basename "$article")" "$article_ms"
printf '%-44s %6s ms\n' "incremental build, edited $(basename "$test_file")" "$test_ms"
printf '%-44s %6s x    (goal: <= 1.30x)\n' "article / test file" "$ratio"
printf '%-44s %6s ms   (%s blocks, one at a time: %s ms per block, test process start included)\n' \
    "compile-fail checks, all (parallel)" "$parallel_ms" "$blocks" \
    "$(awk -v t="$serial_ms" -v n="$blocks" 'BEGIN { printf "%.0f", t / n }')"
