#!/usr/bin/env bash
# Measures what adopting napkin-docs costs a package (issue 29, item 6), side by side with the
# same package without napkin, at 1x and 10x:
#   - the first clean `swift build --build-tests` (goal: at most 30 s more than without);
#   - a no-op `swift build --build-tests` right after it (the plan, and nothing to build);
#   - `swift test` (with napkin it type-checks every snippet block);
#   - `swift test` after a one-line edit of one article, against one after a one-line edit of
#     a test file (goal: at most 2x).
# The package is generated: a small library and a catalog of PAGES pages with BLOCKS blocks
# each (1x: 100 pages of 10 blocks; 10x: ten times the pages), written the way DocC pages
# are (declarations, statements, a type shown again, members). Not a timed test.
# Usage: scripts/bench-adoption.sh   (SCALES="1 10", PAGES=100, BLOCKS=10; KEEP_WORKDIR=1)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/napkin-bench-adoption.XXXXXX")"
if [[ "${KEEP_WORKDIR:-0}" != 1 ]]; then trap 'rm -rf "$work"' EXIT; fi
pages="${PAGES:-100}"
blocks="${BLOCKS:-10}"

# Writes the package into $1: with napkin when $2 is "napkin", else without; $3 pages.
generate() {
    python3 - "$1" "$2" "$3" "$blocks" "$repo" <<'PY'
import os, sys
folder, mode, pages, blocks, repo = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
def write(path, text):
    path = os.path.join(folder, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(text)
napkin = mode == "napkin"
dependency = '.package(name: "napkin", path: "%s")' % repo if napkin else ""
plugin = '.plugin(name: "SnippetTests", package: "napkin")' if napkin else ""
write("Package.swift", f'''// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Bench",
    products: [.library(name: "Bench", targets: ["Bench"])],
    dependencies: [{dependency}],
    targets: [
        .target(name: "Bench"),
        .testTarget(name: "BenchTests", dependencies: ["Bench"]),
        .testTarget(
            name: "BenchDocTests", dependencies: ["Bench"],
            plugins: [{plugin}]),
    ]
)
''')
write("Sources/Bench/Bench.swift", '''/// A count that steps up.
public struct Counter: Sendable {
    /// The count.
    public var value: Int
    /// Creates a count.
    public init(value: Int = 0) { self.value = value }
    /// The count after `step` more.
    public func adding(_ step: Int) -> Counter { Counter(value: value + step) }
}

/// Something that changes a count.
public protocol Step {
    /// Applies the step.
    func apply(to counter: Counter) -> Counter
}
''')
write("Sources/Bench/Bench.docc/Bench.md", "# ``Bench``\n\nA library to measure adoption with.\n")
write("Tests/BenchTests/BenchTests.swift", '''import Bench
import Testing

@Test func countsUp() {
    #expect(Counter().adding(1).value == 1)
}
''')
write("Tests/BenchDocTests/BenchDocTests.swift", "// The documentation's snippet tests.\n")
for page in range(pages):
    text = f"# Page {page}\n\nHow a count steps, shown one block at a time.\n"
    for block in range(blocks):
        kind = block % 4
        if kind == 0:
            code = f"struct Step{block}: Step {{\n    func apply(to counter: Counter) -> Counter {{ counter.adding({block}) }}\n}}"
        elif kind == 1:
            code = f"let counter{block} = Counter().adding({page})\nprint(counter{block}.value)"
        elif kind == 2:
            code = f"struct Step{block - 2}: Step {{\n    let size = {block}\n    func apply(to counter: Counter) -> Counter {{ counter.adding(size) }}\n}}"
        else:
            code = f"static let limit = {block}\nfunc doubled() -> Int {{ Self.limit * 2 }}"
        text += f"\nBlock {block} of page {page}.\n\n```swift\n{code}\n```\n"
    write(f"Sources/Bench/Bench.docc/Page{page}.md", text)
PY
}

# Prints the wall seconds and peak memory (MB) of the command, its output to $work/log.
measure() {
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/log" 2>&1 || true
    awk '{ printf "%.1f s, %d MB", $1, $2 / 1024 }' "$work/time"
}

printf '| scale | blocks | package | clean build --build-tests | no-op build | swift test | swift test after an article edit | after a test-file edit |\n'
printf '| --- | --- | --- | --- | --- | --- | --- | --- |\n'
for scale in ${SCALES:-1 10}; do
    count=$((pages * scale))
    for mode in plain napkin; do
        package="$work/$mode-$scale/Bench"
        mkdir -p "$package"
        generate "$package" "$mode" "$count"
        cd "$package"
        build=$(measure swift build --build-tests)
        noop=$(measure swift build --build-tests)
        test=$(measure swift test)
        summary=$(grep -o 'snippet blocks: .*' "$work/log" || true)
        article=-
        testfile=-
        if [[ "$mode" == napkin ]]; then
            sed -i 's/counter.adding(0) }/counter.adding(0 + 1) }/' Sources/Bench/Bench.docc/Page0.md
            article=$(measure swift test)
            sed -i 's/adding(1).value == 1/adding(2).value == 2/' Tests/BenchTests/BenchTests.swift
            testfile=$(measure swift test)
        fi
        printf '| %sx | %s | %s | %s | %s | %s | %s | %s |\n' "$scale" "$((count * blocks))" \
            "$mode" "$build" "$noop" "$test" "$article" "$testfile"
        [[ -z "$summary" ]] || printf '|  |  | (%s) |  |  |  |  |  |\n' "$summary"
        if [[ "$mode" == plain ]]; then plain_build=${build%% s*}; fi
        if [[ "$mode" == napkin ]]; then
            awk -v scale="$scale" -v plain="$plain_build" -v napkin="${build%% s*}" \
                -v article="${article%% s*}" -v testfile="${testfile%% s*}" 'BEGIN {
                printf "|  |  | (%sx: clean build +%.1f s with napkin, goal at most 30 s; article edit / test-file edit %.1fx, goal at most 2x) |  |  |  |  |  |\n",
                    scale, napkin - plain, article / testfile }'
        fi
        cd "$repo"
        rm -rf "$package/.build"
    done
done
