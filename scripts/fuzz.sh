#!/usr/bin/env bash
# `make fuzz SECONDS=N`: builds the libFuzzer targets and runs each for N seconds (default 60).
#
# 1. Builds FuzzRender and FuzzSnippets with `-sanitize=fuzzer,address -D FUZZING` into
#    .build/fuzz (release: sanitized debug code runs about ten times slower).
# 2. Collects the seeds: the articles, the README, the napkin-docs guide, every Markdown
#    fixture (the bad-input corpus of Fixtures/bad included, by glob, so new cases join on their
#    own), the framework's Swift sources (doc comments) and the regression inputs of
#    Fixtures/fuzz.
# 3. Runs each target with its corpus kept in .build/fuzz-work/corpus-<target> (it grows from
#    run to run), failing on the first crash, broken guarantee (a `fatalError` of the harness),
#    timeout or out-of-memory, with the path of the input that caused it.
#    The committed corpus (Tests/NapkinDocsTests/Fixtures/fuzz-corpus/<target>/: inputs that
#    reached new code, kept small with libFuzzer's -merge) is read too, so every run starts
#    from what earlier runs found rather than from the seeds alone.
# 4. FUZZ_MERGE=1 merges what this run found into the committed corpus (review, then commit it).
# The seed is printed first. By default it comes from the commit being fuzzed, so each commit
# explores a different sequence and any failure replays with FUZZ_SEED=<the printed seed>.
# Environment: FUZZ_CONFIGURATION=debug for a quicker build; FUZZ_TARGETS to run fewer targets;
# FUZZ_SEED=N to choose the seed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
configuration="${FUZZ_CONFIGURATION:-release}"
targets=(${FUZZ_TARGETS:-FuzzRender FuzzSnippets})
swift="${SWIFT:-swift}"
work=.build/fuzz-work
# -enable-testing: the harness (NapkinDocsTestSupport) reads the generator's internals through
# `@testable import`, which a release build allows only with it.
flags=(-c "$configuration" --scratch-path .build/fuzz
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -enable-testing)

scripts/install-deps.sh

# A seed of the commit: its first seven hex digits as a number (libFuzzer takes 32-bit seeds).
if [ -z "${FUZZ_SEED:-}" ]; then
    commit=$(git rev-parse --short=7 HEAD 2>/dev/null || echo 0)
    FUZZ_SEED=$(( 16#$commit % 4294967295 + 1 ))
fi
echo "fuzz: seed $FUZZ_SEED (replay a failure with FUZZ_SEED=$FUZZ_SEED make fuzz)" >&2
committed=Tests/NapkinDocsTests/Fixtures/fuzz-corpus

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
for file in Articles/*.md README.md Sources/NapkinDocs/NapkinDocs.docc/*.md \
    Tests/NapkinDocsTests/Fixtures/**/*.md \
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
    mkdir -p "$corpus" "$crashes" "$committed/$target"
    rm -f "$crashes"/*
    echo "fuzz: running $target for $seconds s" >&2
    # Leaks are left to `make test-leaks`: the Swift runtime's caches look like leaks here and
    # the check on every such input costs most of the time.
    set +e
    "$bin/$target" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
        -seed="$FUZZ_SEED" -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 \
        -dict=scripts/fuzz-markdown.dict -artifact_prefix="$crashes/" \
        "$corpus" "$work/seeds" "$committed/$target" >"$work/$target.log" 2>&1
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
if [ "${FUZZ_MERGE:-0}" = 1 ] && [ "$status" -eq 0 ]; then
    for target in "${targets[@]}"; do
        # Merges against the seeds, so only inputs reaching code the seeds do not are kept; of
        # those, the small ones (up to 8 KB) are committed, to keep the corpus reviewable.
        merged="$work/merged-$target"
        rm -rf "$merged" && cp -R "$work/seeds" "$merged"
        ls "$merged" | sort >"$work/before-$target"
        "$bin/$target" -merge=1 -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 \
            -detect_leaks=0 "$merged" "$committed/$target" "$work/corpus-$target" \
            >"$work/merge-$target.log" 2>&1
        rm -rf "${committed:?}/$target" && mkdir -p "$committed/$target"
        ls "$merged" | sort | comm -13 "$work/before-$target" - | while read -r name; do
            [ "$(wc -c <"$merged/$name")" -le 8192 ] && cp "$merged/$name" "$committed/$target/"
        done
        echo "fuzz: $committed/$target has $(ls "$committed/$target" | wc -l | tr -d ' ') inputs" >&2
    done
fi
exit "$status"
