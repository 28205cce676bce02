#!/usr/bin/env bash
# `make fuzz SECONDS=N`: builds the libFuzzer targets and runs each for N seconds (default 60).
#
# 1. Builds FuzzRender and FuzzSnippets with `-sanitize=fuzzer,address -D FUZZING` into
#    .build/fuzz (release: sanitized debug code runs about ten times slower).
# 2. Collects the seeds: the articles, the README, every Markdown fixture (the bad-input corpus
#    of Fixtures/bad included, by glob, so new cases join on their own), the framework's Swift
#    sources (doc comments) and the regression inputs of Fixtures/fuzz.
# 3. Runs each target with its corpus kept in .build/fuzz-work/corpus-<target> (it grows from
#    run to run), failing on the first crash, broken guarantee (a `fatalError` of the harness),
#    timeout or out-of-memory, with the path of the input that caused it.
# Environment: FUZZ_CONFIGURATION=debug for a quicker build; FUZZ_TARGETS to run fewer targets;
# FUZZ_SEED=N to replay the same sequence of inputs (CI sets it, so that a run that passed here
# explores the same inputs there; without it, each run explores new ones).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
configuration="${FUZZ_CONFIGURATION:-release}"
targets=(${FUZZ_TARGETS:-FuzzRender FuzzSnippets})
swift="${SWIFT:-swift}"
work=.build/fuzz-work
flags=(-c "$configuration" --scratch-path .build/fuzz
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)

scripts/install-deps.sh

start=$(date +%s)
for target in "${targets[@]}"; do
    # gold warns once per ASan helper symbol it cannot export; nothing to act on.
    "$swift" build "${flags[@]}" --product "$target" 2>&1 \
        | { grep -v 'Cannot export local symbol' || true; }
done
echo "fuzz: built ${targets[*]} ($configuration) in $(( $(date +%s) - start )) s" >&2
bin="$("$swift" build "${flags[@]}" --show-bin-path)"

# Seeds, flattened into one folder (libFuzzer reads a flat folder); a file that is unreadable or
# larger than the fuzzer's input limit is left out (it would only be cut).
max_len=65536
rm -rf "$work/seeds"
mkdir -p "$work/seeds"
shopt -s nullglob globstar
for file in Articles/*.md README.md Tests/NapkinDocsTests/Fixtures/**/*.md \
    Tests/NapkinDocsTests/Fixtures/bad/** Tests/NapkinDocsTests/Fixtures/fuzz/* \
    Sources/napkin/**/*.swift; do
    [ -f "$file" ] && [ -r "$file" ] || continue
    [ "$(wc -c <"$file")" -le "$max_len" ] || continue
    cp "$file" "$work/seeds/${file//\//_}"
done
echo "fuzz: $(ls "$work/seeds" | wc -l | tr -d ' ') seeds" >&2

# libFuzzer and ASan print the crash; Swift's own backtracer would fight ASan over the process.
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${targets[@]}"; do
    corpus="$work/corpus-$target"
    crashes="$work/crashes-$target"
    mkdir -p "$corpus" "$crashes"
    rm -f "$crashes"/*
    echo "fuzz: running $target for $seconds s" >&2
    # Leaks are left to `make test-leaks`: the Swift runtime's caches look like leaks here and
    # the check on every such input costs most of the time.
    set +e
    "$bin/$target" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
        ${FUZZ_SEED:+-seed="$FUZZ_SEED"} -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 \
        -dict=scripts/fuzz-markdown.dict -artifact_prefix="$crashes/" \
        "$corpus" "$work/seeds" >"$work/$target.log" 2>&1
    result=$?
    set -e
    # The report without libFuzzer's progress lines.
    grep -v -e '^#[0-9]' -e '^INFO:' "$work/$target.log" | tail -n 60 >&2 || true
    grep -h ' exec/s: ' "$work/$target.log" | tail -n 1 >&2 || true
    if [ "$result" -ne 0 ] || [ -n "$(ls -A "$crashes")" ]; then
        status=1
        echo "fuzz: error: $target failed (exit $result); log: $work/$target.log" >&2
        for crasher in "$crashes"/*; do
            echo "fuzz: error: input: $crasher" >&2
        done
        echo "fuzz: keep the input as Tests/NapkinDocsTests/Fixtures/fuzz/<short-name>.md" >&2
    fi
done
exit "$status"
