#!/usr/bin/env bash
# Follows Articles/GettingStarted.md as a new user would, and fails if the result differs
# from what the article promises.
#
# 1. Creates an empty folder beside a link to this repository (the article's layout:
#    `HelloNapkin/` next to `napkin/`).
# 2. Writes the article's Package.swift (the text block that starts with
#    `// swift-tools-version`) as is: it depends on napkin by path, `../napkin`.
# 3. Writes every ```swift block, in order, into Sources/HelloNapkin: a block captioned
#    `file=Name.swift` goes to that file, any other block to main.swift. Hidden lines
#    (`// snippet.hide` … `// snippet.show`) are kept, as the generated tests keep them.
# 4. Builds the package, runs the program, and compares what it prints with the
#    article's ```output blocks, joined in order.
#
# Usage: scripts/check-getting-started.sh [path/to/GettingStarted.md]
# Set KEEP_WORKDIR=1 to keep the temporary package for inspection.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
article="${1:-$repo/Articles/GettingStarted.md}"
work="$(mktemp -d "${TMPDIR:-/tmp}/napkin-getting-started.XXXXXX")"
if [[ "${KEEP_WORKDIR:-0}" != 1 ]]; then
    trap 'rm -rf "$work"' EXIT
fi

ln -s "$repo" "$work/napkin"
package="$work/HelloNapkin"
mkdir -p "$package/Sources/HelloNapkin"

python3 - "$article" "$package" <<'PYTHON'
"""Writes the article's manifest, sources and expected output into the package folder."""
import pathlib
import re
import sys

article = pathlib.Path(sys.argv[1])
package = pathlib.Path(sys.argv[2])
sources = package / "Sources" / "HelloNapkin"
fence = re.compile(r"^(`{3,})(.*)$")

blocks = []  # (info words, text, line of the fence)
lines = article.read_text().split("\n")
index = 0
while index < len(lines):
    match = fence.match(lines[index])
    if not match:
        index += 1
        continue
    ticks, info = match.group(1), match.group(2).split()
    start = index
    index += 1
    body = []
    while index < len(lines) and not lines[index].startswith(ticks):
        body.append(lines[index])
        index += 1
    index += 1  # the closing fence
    blocks.append((info, "\n".join(body) + "\n", start + 1))

manifests = [text for info, text, _ in blocks
             if info[:1] == ["text"] and text.startswith("// swift-tools-version")]
if len(manifests) != 1:
    sys.exit(f"{article}: error: expected one Package.swift text block, found {len(manifests)}")
if '.package(path: "../napkin")' not in manifests[0]:
    sys.exit(f"{article}: error: the Package.swift block must depend on napkin by path, '../napkin'")
(package / "Package.swift").write_text(manifests[0])

files = {}
expected = ""
for info, text, line in blocks:
    if info[:1] == ["output"]:
        expected += text
        continue
    if info[:1] != ["swift"]:
        continue
    words = info[1:]
    if "ignore" in words or any(word.startswith("requires=") for word in words):
        sys.exit(f"{article}:{line}:1: error: a Getting Started block must compile everywhere")
    name = next((word[len("file="):] for word in words if word.startswith("file=")), "main.swift")
    files[name] = files.get(name, "") + text
if "main.swift" not in files:
    sys.exit(f"{article}: error: no block for main.swift (a run block, or file=main.swift)")
for name, text in files.items():
    (sources / name).write_text(text)
(package.parent / "expected-output.txt").write_text(expected)
print(f"wrote {', '.join(sorted(files))} from {article.name}")
PYTHON

cd "$package"
echo "building $package"
# Warnings fail the check too: code a newcomer copies must build cleanly.
swift build -c debug -Xswiftc -warnings-as-errors 2>&1 | tail -n 20
binary="$(swift build -c debug --show-bin-path)/HelloNapkin"
"$binary" > "$work/actual-output.txt"

# The comparison ignores trailing whitespace, like the snippet tests do.
normalize() { sed -e 's/[[:space:]]*$//' "$1" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'; }
if diff <(normalize "$work/expected-output.txt") <(normalize "$work/actual-output.txt"); then
    echo "Getting Started check passed: the program printed the article's output."
else
    echo "Getting Started check FAILED: the program's output (right) differs from the article's (left)." >&2
    exit 1
fi
