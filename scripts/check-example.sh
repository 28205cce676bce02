#!/usr/bin/env bash
# Uses Examples/Greeter as an adopting package would, in a copy outside the repository, and
# fails if napkin-docs does not keep the issue-15 promises:
#
# 1. `swift test` runs the catalog's, the doc comments' and the README's run blocks.
# 2. A wrong `output` line fails `swift test`, naming the catalog page and the line.
# 3. A snippet file (Snippets/) shown by `@Snippet` is compiled and run with the page's tests:
#    an edit that changes what it prints fails the next plain `swift test` at the page's
#    `output` block.
# 4. A page added with a type error fails the next plain `swift test` at its line; after it is
#    removed, `swift test` passes again (the build plan never goes stale).
# 5. `generate-site` says what to type without the permission flag, rejects an unknown
#    `--target` with the list of targets, and writes the site with API pages and marks.
# 6. A test target with the plugin and no documentation to read gets a warning; a target with
#    two catalogs is an error.
# 7. The example adopted with a baseline: its page written as DocC pages are (`@main` twice,
#    members, a manifest, a placeholder, a helper it never defines) fails only at the helper
#    without the baseline; `snippet-baseline` writes the committed baseline again, the next
#    `swift test` passes, the site leaves the baselined block unmarked, and a block added
#    after it with a type error fails at its line and column.
# 8. The plugin on a library target is an error that shows the test target to write, and it
#    plans nothing for the library.
# 9. A test target folder with Markdown and no Swift file, which SwiftPM leaves out, gets a
#    warning with the fix.
# 10. `generate-site` documents the library targets of a package without a library product,
#     fails saying why in a package without a library target, reads only the named target's
#     catalog, and prints the folder of each site it writes.
#
# Usage: scripts/check-example.sh   (KEEP_WORKDIR=1 keeps the copy for inspection)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/napkin-example.XXXXXX")"
if [[ "${KEEP_WORKDIR:-0}" != 1 ]]; then
    trap 'rm -rf "$work"' EXIT
fi
package="$work/Greeter"
cp -R "$repo/Examples/Greeter" "$package"
rm -rf "$package/.build" "$package/Site"
# The copy depends on this repository by its absolute path.
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$package/Package.swift"
cp "$package/Package.swift" "$work/Package.swift"
cd "$package"
log="$work/log"

check=check-example
# shellcheck source=scripts/adopter-checks.sh
source "$repo/scripts/adopter-checks.sh"

# Replaces the first occurrence of $1 in Package.swift with $2.
edit_manifest() {
    python3 - Package.swift "$1" "$2" <<'PYTHON'
import sys
path, old, new = sys.argv[1:]
text = open(path).read()
if old not in text:
    sys.exit(f"check-example: {old!r} is not in {path}")
open(path, "w").write(text.replace(old, new, 1))
PYTHON
}

# Adds a test target named $1 with the SnippetTests plugin, depending on the targets listed in $2.
add_snippet_test_target() {
    edit_manifest '.target(name: "Greeter"),' \
        ".target(name: \"Greeter\"), .testTarget(name: \"$1\", dependencies: [$2], plugins: [.plugin(name: \"SnippetTests\", package: \"napkin\")]),"
}

echo "check-example: swift test in a fresh adopter"
swift test --verbose >"$log" 2>&1 || fail "swift test failed in the example as it is"
for test in Greeter.md:9 GreetingACrowd.md:18 GreetingACrowd.md:33 Greeter.swift:3 README.md:5; do
    expect_passed "$test"
done

echo "check-example: a wrong output line fails at the catalog page"
page=Sources/Greeter/Greeter.docc/Greeter.md
cp "$page" "$work/page.md"
sed -i 's/^Hello, Grace\.$/Hello, Grace!/' "$page"
if swift test >"$log" 2>&1; then fail "a wrong output line passed"; fi
expect_in_log 'recorded an issue at Greeter.md:15:1'
cp "$work/page.md" "$page"

echo "check-example: an edited snippet file fails the page that shows it"
snippet=Snippets/GreetTheRoom.swift
cp "$snippet" "$work/snippet.swift"
sed -i 's/tone: \.warm/tone: .plain/' "$snippet"
if swift test >"$log" 2>&1; then fail "an edited snippet file passed with the old output"; fi
expect_in_log 'recorded an issue at GreetingACrowd.md:36:1'
cp "$work/snippet.swift" "$snippet"

echo "check-example: the baseline: a page written as DocC pages are, and its one failing block"
swift test >"$log" 2>&1 || fail "swift test failed with the committed baseline"
expect_in_log 'GreeterDocTests: snippet blocks: '
expect_in_log '0 failing, 1 baselined, 1 not compilable as written'
page=Sources/Greeter/Greeter.docc/ChoosingATone.md
cp Tests/GreeterDocTests/SnippetBaseline.txt "$work/SnippetBaseline.txt"
rm Tests/GreeterDocTests/SnippetBaseline.txt
if swift test >"$log" 2>&1; then fail "a page with a helper it never defines passed"; fi
expect_in_log "Sources/Greeter/Greeter.docc/ChoosingATone.md:36:29: error: cannot find 'pickTone' in scope"
expect_in_log 'GreeterDocTests: snippet blocks: '
expect_in_log '1 failing, 0 baselined, 1 not compilable as written'
if grep -qE "invalid redeclaration|'main' attribute|top level|no such module" "$log"; then
    fail "a block failed for a reason the tool made"
fi
swift package --allow-writing-to-package-directory snippet-baseline >"$log" 2>&1 ||
    fail "snippet-baseline failed"
expect_in_log 'GreeterDocTests: 1 failing block recorded in'
cmp -s Tests/GreeterDocTests/SnippetBaseline.txt "$work/SnippetBaseline.txt" ||
    fail "snippet-baseline did not write the committed baseline again"
swift test >"$log" 2>&1 || fail "swift test failed after the baseline was recorded"
expect_in_log '0 failing, 1 baselined, 1 not compilable as written'
swift package --allow-writing-to-package-directory generate-site >"$log" 2>&1 ||
    fail "generate-site failed with a baseline"
python3 - Site <<'CHECK' >"$log" 2>&1 || fail "the site marks a baselined block, or no block"
import pathlib, sys
pages = [p for p in pathlib.Path(sys.argv[1]).rglob("*.html") if "pickTone" in p.read_text()]
page = next(p for p in pages if p.name != "print.html").read_text()
listings = page.split('<figure class="listing"')[1:]
baselined = [l for l in listings if "pickTone" in l]
assert baselined and 'class="mark' not in baselined[0].split("</figcaption>")[0], "baselined block marked"
assert any("mark-compiled" in l for l in listings), "no block marked compiled"
CHECK
cp "$page" "$work/page.md"
printf '\n```swift\nlet late: Int = Greeter()\n```\n' >>"$page"
if swift test >"$log" 2>&1; then fail "a block added after the baseline passed with a type error"; fi
expect_in_log "Sources/Greeter/Greeter.docc/ChoosingATone.md:48:17: error: cannot convert value of type 'Greeter' to specified type 'Int'"
cp "$work/page.md" "$page"

echo "check-example: an added page with a type error fails the next swift test"
printf '# Broken\n\nA page that does not compile.\n\n```swift\nlet count: Int = Greeter()\n```\n' \
    >Sources/Greeter/Greeter.docc/Broken.md
if swift test >"$log" 2>&1; then fail "a page with a type error passed"; fi
expect_in_log 'Sources/Greeter/Greeter.docc/Broken.md:6:'
expect_in_log "error: cannot convert value of type 'Greeter' to specified type 'Int'"
rm Sources/Greeter/Greeter.docc/Broken.md
swift test >"$log" 2>&1 || fail "swift test failed after the broken page was removed"

echo "check-example: generate-site"
if swift package generate-site >"$log" 2>&1; then fail "generate-site wrote without permission"; fi
expect_in_log 'swift package --allow-writing-to-package-directory generate-site'
if swift package --allow-writing-to-package-directory generate-site --target Nope >"$log" 2>&1; then
    fail "generate-site accepted an unknown target"
fi
expect_in_log "no target named 'Nope' in the package; its targets are: 'Greeter'"
swift package --allow-writing-to-package-directory generate-site >"$log" 2>&1 ||
    fail "generate-site failed"
for file in Site/index.html Site/documentation/greeter.html Site/articles/greeting-a-crowd.html; do
    [[ -f "$file" ]] || fail "generate-site wrote no $file"
done
grep -q 'This code is compiled and run by swift test.' Site/documentation/greeter.html ||
    fail "the doc comment's run block is not marked after a passing swift test"

echo "check-example: bad input"
mv README.md "$work/README.md"
mkdir -p Tests/NothingTests
echo '// Nothing to document.' >Tests/NothingTests/Nothing.swift
add_snippet_test_target NothingTests ''
swift build --build-tests >"$log" 2>&1 || fail "a test target with nothing to read failed the build"
expect_in_log "NothingTests applies the SnippetTests plugin, but there is no documentation to read"
mkdir -p Sources/Greeter/Second.docc
echo '# Second' >Sources/Greeter/Second.docc/Second.md
if swift build --build-tests >"$log" 2>&1; then fail "two catalogs in one target were accepted"; fi
expect_in_log "target 'Greeter' holds 2 DocC catalogs ('Greeter.docc', 'Second.docc')"
rm -r Sources/Greeter/Second.docc Tests/NothingTests
mv "$work/README.md" README.md
cp "$work/Package.swift" Package.swift

echo "check-example: the plugin on a library target"
edit_manifest '.target(name: "Greeter")' \
    '.target(name: "Greeter", plugins: [.plugin(name: "SnippetTests", package: "napkin")])'
if swift build >"$log" 2>&1; then fail "the plugin on a library target was accepted"; fi
expect_in_log "target 'Greeter' is not a test target"
expect_in_log '.testTarget(name: "GreeterDocTests", dependencies: ["Greeter"], plugins: [.plugin(name: "SnippetTests", package: "napkin")])'
# No command was planned for the library, so none of the test runtime can be compiled into it.
if [[ -n "$(find .build/plugins/outputs -path '*/outputs/*/Greeter/*' -type f)" ]]; then
    fail "the plugin planned commands for the library target"
fi
cp "$work/Package.swift" Package.swift

echo "check-example: a test target folder without a Swift file"
# SwiftPM leaves such a target out, with a warning of its own, before any plugin runs; the
# plugin, running for the other test target, names the folder and the fix.
mkdir -p Tests/NotesTests
printf '# Notes\n\n```swift\nlet greeter = Greeter()\n```\n' >Tests/NotesTests/Notes.md
add_snippet_test_target NotesTests '"Greeter"'
swift build --build-tests >"$log" 2>&1 || fail "a test target without a Swift file failed the build"
expect_in_log "Source files for target NotesTests should be located under"
expect_in_log "Tests/NotesTests holds Markdown but no Swift file"
expect_in_log "touch Tests/NotesTests/NotesTests.swift"
rm -r Tests/NotesTests
cp "$work/Package.swift" Package.swift

echo "check-example: generate-site in a package without snippet tests"
edit_manifest '        .testTarget(
            name: "GreeterDocTests", dependencies: ["Greeter"],
            plugins: [.plugin(name: "SnippetTests", package: "napkin")]),
' ''
rm -rf Site .build/snippet-records
swift package --allow-writing-to-package-directory generate-site >"$log" 2>&1 ||
    fail "generate-site failed in a package without snippet tests"
if grep -q "no passing snippet test recorded" "$log"; then
    fail "generate-site asked a package without snippet tests to run them"
fi
cp "$work/Package.swift" Package.swift

echo "check-example: generate-site without a library product"
edit_manifest '    products: [.library(name: "Greeter", targets: ["Greeter"])],' ''
rm -rf Site
swift package --allow-writing-to-package-directory generate-site >"$log" 2>"$work/stderr" ||
    fail "generate-site failed without a library product: $(cat "$work/stderr")"
[[ -f Site/documentation/greeter.html ]] || fail "generate-site did not document the library target"
# stdout names each site written, one line each.
grep -qxF "$PWD/Site" "$log" || fail "generate-site did not print '$PWD/Site' on stdout"

echo "check-example: generate-site --target reads only that target's catalog"
mkdir -p Sources/Farewell
printf '/// Says goodbye.\npublic func farewell() -> String { "Goodbye" }\n' >Sources/Farewell/Farewell.swift
edit_manifest '.target(name: "Greeter"),' '.target(name: "Greeter"), .target(name: "Farewell"),'
# Once with Greeter's catalog the only one in the package, once with an Articles/ folder too.
for extra in none Articles/Extra.md; do
    if [[ "$extra" != none ]]; then
        mkdir -p Articles
        printf '# Extra\n\nAn article of the package, not of Farewell.\n' >"$extra"
    fi
    rm -rf FarewellSite
    swift package --allow-writing-to-package-directory generate-site --target Farewell \
        --output FarewellSite >"$log" 2>&1 || fail "generate-site --target Farewell failed"
    [[ -f FarewellSite/documentation/farewell.html ]] || fail "no API page for Farewell"
    for page in FarewellSite/articles/greeting-a-crowd.html FarewellSite/articles/extra.html; do
        [[ ! -e "$page" ]] || fail "generate-site --target Farewell read another's articles: $page"
    done
    grep -qxF "$PWD/FarewellSite" "$log" || fail "generate-site did not print '$PWD/FarewellSite'"
done
# Two targets make one site: a folder per module, an index listing both, links between them.
printf '# ``Farewell``\n\nThe other half of ``Greeter``.\n' >Articles/Farewell.md
swift package --allow-writing-to-package-directory generate-site --target Greeter \
    --target Farewell --output Sites >"$log" 2>&1 || fail "generate-site of two targets failed"
for page in Sites/index.html Sites/greeter/documentation/greeter.html \
    Sites/greeter/articles/greeting-a-crowd.html Sites/farewell/documentation/farewell.html; do
    [[ -f "$page" ]] || fail "generate-site of two targets wrote no $page"
done
grep -q 'href="greeter/index.html"' Sites/index.html || fail "the site's index does not list Greeter"
grep -qxF "$PWD/Sites" "$log" || fail "generate-site did not print '$PWD/Sites'"
# Without --target, every library product's targets, and Articles/ goes to the module it names.
edit_manifest '    dependencies: [' \
    '    products: [.library(name: "Both", targets: ["Greeter", "Farewell"])],
    dependencies: ['
rm -rf Site
swift package --allow-writing-to-package-directory generate-site >"$log" 2>&1 ||
    fail "generate-site of a package of two libraries failed: $(tail -5 "$log")"
grep -q 'href="../greeter/index.html"' Site/farewell/index.html ||
    fail "Articles/Farewell.md's link to Greeter did not resolve"
grep -qxF "$PWD/Site" "$log" || fail "generate-site did not print '$PWD/Site'"
# An Articles/ that is no module's holds the package's own pages: its root is the site's index.
rm Articles/Farewell.md
printf '# Greetings\n\nHello and goodbye, in two modules.\n' >Articles/index.md
rm -rf Site
swift package --allow-writing-to-package-directory generate-site >"$log" 2>&1 ||
    fail "generate-site with the package's own Articles/ failed: $(tail -5 "$log")"
grep -q '<h1>Greetings</h1>' Site/index.html || fail "Articles/index.md is not the site's index"
for module in greeter farewell; do
    grep -q "href=\"$module/index.html\"" Site/index.html ||
        fail "the site's index does not list $module"
done
[[ -f Site/articles/extra.html ]] || fail "the package's own article Extra.md has no page"
rm -r Sources/Farewell Articles FarewellSite Sites Site

echo "check-example: generate-site without a library target"
mkdir -p Hello
echo 'print("Hello")' >Hello/main.swift
cat >Package.swift <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Greeter",
    dependencies: [.package(name: "napkin", path: "$repo")],
    targets: [.executableTarget(name: "Hello", path: "Hello")]
)
MANIFEST
if swift package --allow-writing-to-package-directory generate-site >"$log" 2>&1; then
    fail "generate-site succeeded in a package without a library target"
fi
expect_in_log "the package has no library target"
rm -r Hello
cp "$work/Package.swift" Package.swift

echo "check-example: all promises kept"
