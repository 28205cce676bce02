#!/usr/bin/env bash
# Adopts the snippet tests in a scratch package whose documentation has hard names, and
# fails if napkin-docs does not handle them (issue 29, item 7):
#
# 1. Catalog pages and folders whose names hold spaces, non-ASCII letters, a leading digit or
#    a Swift keyword, and two `Intro.md` in different folders: each block is its own test,
#    named by its file, and an error in one is reported at its own file, line and column.
# 2. A catalog inside the test target is read too.
# 3. A page removed between two `swift test` runs: the next run passes without it.
# 4. A `swift test` killed while the build runs, then run again, passes.
#
# Usage: scripts/check-robustness.sh   (KEEP_WORKDIR=1 keeps the package for inspection)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/napkin-robustness.XXXXXX")"
if [[ "${KEEP_WORKDIR:-0}" != 1 ]]; then trap 'rm -rf "$work"' EXIT; fi
package="$work/Hard Names"
log="$work/log"

check=check-robustness
# shellcheck source=scripts/adopter-checks.sh
source "$repo/scripts/adopter-checks.sh"

mkdir -p "$package/Sources/Tally/Tally.docc/Guides and Tips" "$package/Sources/Tally/Tally.docc/Été" \
    "$package/Sources/Tally/Tally.docc/struct" "$package/Tests/TallyDocTests/Notes.docc"
cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tally",
    products: [.library(name: "Tally", targets: ["Tally"])],
    dependencies: [.package(name: "napkin", path: "$repo")],
    targets: [
        .target(name: "Tally"),
        .testTarget(
            name: "TallyDocTests", dependencies: ["Tally"],
            plugins: [.plugin(name: "SnippetTests", package: "napkin")]),
    ]
)
EOF
cat >"$package/Sources/Tally/Tally.swift" <<'EOF'
/// A running total.
public struct Tally: Sendable {
    /// The total.
    public var total = 0
    /// Creates an empty tally.
    public init() {}
}
EOF
echo '// The documentation snippet tests.' >"$package/Tests/TallyDocTests/TallyDocTests.swift"
printf '# ``Tally``\n\nCounts.\n\n```swift\nlet tally = Tally()\n```\n' \
    >"$package/Sources/Tally/Tally.docc/Tally.md"
page() { printf '# %s\n\nA page.\n\n```swift\nlet value%s = Tally().total + %s\n```\n' "$2" "$3" "$3" >"$1"; }
page "$package/Sources/Tally/Tally.docc/Guides and Tips/Adding up.md" "Adding up" 1
page "$package/Sources/Tally/Tally.docc/Été/Intro.md" "Été" 2
page "$package/Sources/Tally/Tally.docc/struct/Intro.md" "Struct" 3
page "$package/Sources/Tally/Tally.docc/1st Steps.md" "First steps" 4
page "$package/Sources/Tally/Tally.docc/class.md" "Class" 5
page "$package/Tests/TallyDocTests/Notes.docc/Notes.md" "Notes" 6
cd "$package"

echo "check-robustness: hard names"
swift test --verbose >"$log" 2>&1 || fail "swift test failed on pages with hard names"
for name in "Adding up.md:5" "Intro.md:5" "1st Steps.md:5" "class.md:5" "Tally.md:5"; do
    expect_passed "$name"
done
[[ $(count_passed Intro.md:5) == 2 ]] || fail "the two Intro.md did not both pass"
expect_passed Notes.md:5
expect_in_log 'TallyDocTests: snippet blocks: 7 compiled'

echo "check-robustness: an error in one of two Intro.md is reported at its own file"
sed -i 's/Tally().total + 2/Tally().total + "two"/' "Sources/Tally/Tally.docc/Été/Intro.md"
if swift test --verbose >"$log" 2>&1; then fail "a type error passed"; fi
expect_in_log "Sources/Tally/Tally.docc/Été/Intro.md:6:"
expect_passed Intro.md:5
sed -i 's/Tally().total + "two"/Tally().total + 2/' "Sources/Tally/Tally.docc/Été/Intro.md"

echo "check-robustness: a page removed between two runs"
rm "Sources/Tally/Tally.docc/class.md"
swift test >"$log" 2>&1 || fail "swift test failed after a page was removed"
if grep -q 'class.md' "$log"; then fail "the removed page was still tested"; fi

echo "check-robustness: a swift test killed during the build, then run again"
page "$package/Sources/Tally/Tally.docc/Later.md" "Later" 7
# A process group of its own, so that the build's every process is killed with it.
setsid swift test >"$log" 2>&1 &
runner=$!
sleep 3
kill -9 -- "-$runner" 2>/dev/null || true
wait "$runner" 2>/dev/null || true
swift test --verbose >"$log" 2>&1 || fail "swift test failed after a killed run"
expect_passed Later.md:5

echo "check-robustness: all cases handled"
