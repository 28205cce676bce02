#!/usr/bin/env bash
# Writes the benchmark corpus: COUNT articles of about 20 KB into DIR, deterministic (seeded by
# the article number), each with Swift code blocks, tables and cross-links. Used by
# bench-site.sh and bench-writer.sh.
# Usage: scripts/bench-corpus.sh COUNT DIR
set -euo pipefail
articles=$1
corpus=$2
mkdir -p "$corpus"
awk -v count="$articles" -v dir="$corpus" 'BEGIN {
    for (n = 1; n <= count; n++) {
        file = sprintf("%s/Article%03d.md", dir, n)
        next1 = (n % count) + 1; next2 = ((n * 7) % count) + 1
        printf "# Article %d: routing and presenters\n\n", n > file
        printf "This article %d explains one part of the tree; read <doc:Article%03d> next, or [the other one](Article%03d.md).\n\n", n, next1, next2 > file
        for (s = 1; s <= 16; s++) {
            printf "## Section %d of article %d\n\n", s, n > file
            for (p = 1; p <= 3; p++) {
                printf "A napkin is a small unit: a *builder*, a **component**, an interactor and a router. " > file
                printf "Paragraph %d of section %d keeps `state` in the interactor and sends it to the presenter, " , p, s > file
                printf "which formats it once. See [section %d](#section-%d-of-article-%d) and <doc:Article%03d>.\n\n", (s % 16) + 1, (s % 16) + 1, n, ((n + s) % count) + 1 > file
            }
            printf "```swift\n@MainActor\nfinal class Feature%dRouter: Router<Feature%dInteractor> {\n", s, s > file
            printf "    /// Attaches the child napkin.\n    func routeToChild(_ child: some Routing) async {\n" > file
            printf "        let message = \"attached \\(child) at %d\" // a comment\n", s > file
            printf "        await attachChild(child)\n        print(message, 0x%02x, 3.14)\n    }\n}\n```\n\n", s > file
            if (s % 2 == 0) {
                printf "| Stage | Input | Output |\n| --- | --- | --- |\n" > file
                for (r = 1; r <= 4; r++) printf "| stage %d | `Articles/*.md` | pages %d |\n", r, r * s > file
                printf "\n" > file
            }
        }
        close(file)
    }
}'
