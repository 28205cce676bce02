#!/usr/bin/env python3
"""Writes the benchmark corpus: COUNT Markdown files into DIR, shaped like documentation written
by many hands, and the same for the same COUNT (each file is seeded by its number).

About 20 KB a file on average (500 files: about 10 MB), from a few hundred bytes to about 90 KB.
What real folders hold, and our own fixtures do not:
- fences of many languages and spellings: `swift`, `Swift`, `~~~~Swift`, a no-break space before
  `swift`, `js`, `json`, `sh`, `console`, `python`, `yaml`, `diff`, `c`, `text`, none, and
  indented code; now and then a fence left open at the end of a file;
- Setext and ATX headings, nested lists, task lists, block quotes with `Note:` and `Tip:`, tables
  with alignments, footnotes, strikethrough, HTML written in the Markdown;
- links of every kind: `<doc:…>`, relative `.md` links (some into other folders, some with
  anchors, some to files that do not exist), same-page anchors, reference links, autolinks and
  bare URLs, and images beside the articles (written too: one pixel each);
- double-backtick spans that name no symbol, and files in sub-folders;
- now and then a file with no level-1 heading, and titles that two files share.

Files numbered 13 more than a multiple of 50 have no title, and 27 more than a multiple of 40
are all titled `Overview`; every other file is titled `Article N: routing and presenters`, which
the large-site browser check searches for (at multiples of 100).

Usage: scripts/bench-corpus.py COUNT DIR
"""

import os
import random
import sys

LANGUAGES = ["js", "json", "sh", "console", "python", "yaml", "diff", "c", "text", ""]
SWIFT_FENCES = [("```", "swift"), ("```", "Swift"), ("~~~~", "Swift"), ("```", "\u00a0swift"),
                ("```", "swift")]
WORDS = ("the router attaches a child napkin while the interactor keeps its state and the "
         "presenter formats what the view shows once each change arrives from the builder "
         "through the component which holds the dependencies of every stage").split()


def path_of(number):
    """The file of article `number`: every fifth one in a sub-folder."""
    if number % 5 == 0:
        return f"guides/part{number % 3}/Article{number:04d}.md"
    return f"Article{number:04d}.md"


def sentence(rng, count):
    """A sentence of `count` words from the vocabulary, with now and then some inline markup."""
    words = [rng.choice(WORDS) for _ in range(count)]
    roll = rng.random()
    if roll < 0.15:
        words[1] = f"*{words[1]}*"
    elif roll < 0.25:
        words[2] = f"**{words[2]}**"
    elif roll < 0.35:
        words[0] = f"`{words[0]}()`"
    elif roll < 0.40:
        words[3] = f"~~{words[3]}~~"
    return " ".join(words).capitalize() + "."


def link(rng, number, count):
    """One link of some kind from article `number`."""
    other = rng.randint(1, count)
    here = os.path.dirname(path_of(number))
    there = path_of(other)
    relative = os.path.relpath(there, here or ".")
    kind = rng.randrange(12)
    if kind == 0:
        return f"<doc:Article{other:04d}>"
    if kind == 1:
        return f"[the article on {rng.choice(WORDS)}]({relative})"
    if kind == 2:
        return f"[a section]({relative}#section-1-of-article-{other})"
    if kind == 3:
        return f"[an old page]({rng.choice(WORDS)}-{other}.md)"  # does not exist
    if kind == 4:
        return f"<doc:Aritcle{other:04d}>"  # a typo: unresolved, with a suggestion
    if kind == 5:
        return f"[the spec](https://example.com/spec/{other})"
    if kind == 6:
        return f"<https://example.org/issues/{other}>"
    if kind == 7:
        return f"see www.example.net/page{other}"
    if kind == 8:
        return f"[the reference][ref{other % 3}]"
    if kind == 9:
        return f"``{rng.choice(['Router', 'Presenter', 'Interactor'])}/{rng.choice(WORDS)}(_:)``"
    if kind == 10:
        return f"[above](#section-1-of-article-{number})"
    return f"![a diagram](images/diagram{other % 7}.png)"


def swift_block(rng, section):
    fence, info = rng.choice(SWIFT_FENCES)
    body = (f"@MainActor\nfinal class Feature{section}Router: Router<Feature{section}Interactor> {{\n"
            f"    /// Attaches the child napkin.\n"
            f"    func routeToChild(_ child: some Routing) async {{\n"
            f"        let message = \"attached \\(child) at {section}\" // a comment\n"
            f"        await attachChild(child)\n"
            f"        print(message, 0x{section:02x}, 3.14)\n    }}\n}}\n")
    return f"{fence}{info}\n{body}{fence}\n\n"


def other_block(rng, section):
    language = rng.choice(LANGUAGES)
    samples = {
        "js": "const router = attach({ child: 'settings' });\nconsole.log(router);\n",
        "json": '{\n  "name": "napkin",\n  "stages": [1, 2, 3]\n}\n',
        "sh": "swift build -c release\nswift test --filter Router\n",
        "console": "$ swift test\nTest Suite 'All tests' passed.\n",
        "python": "def attach(child):\n    return {'child': child}\n",
        "yaml": "name: napkin\nsteps:\n  - build\n  - test\n",
        "diff": "-let old = 1\n+let new = 2\n",
        "c": "int attach(struct child *c) { return c->id; }\n",
        "text": "plain text, kept as written: <not a tag> & more\n",
        "": f"no language at all, section {section}\n",
    }
    return f"```{language}\n{samples[language]}```\n\n"


def table(rng, section):
    rows = "".join(f"| stage {r} | `Articles/*.md` | pages {r * section} |\n"
                   for r in range(1, rng.randint(3, 8)))
    return "| Stage | Input | Output |\n| :--- | :---: | ---: |\n" + rows + "\n"


def article(number, count):
    rng = random.Random(number)
    out = []
    if number % 50 == 13:
        out.append(f"{sentence(rng, 12)}\n\n")  # no level-1 heading: the file's name is the title
    elif number % 40 == 27:
        out.append("Overview\n========\n\n")  # a title many files share, Setext style
    else:
        out.append(f"# Article {number}: routing and presenters\n\n")
    out.append(f"This article {number} explains one part of the tree; read "
               f"{link(rng, number, count)} next, or {link(rng, number, count)}.\n\n")
    # Page length: mostly a few sections, now and then a long page.
    sections = rng.choice([1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 56])
    for section in range(1, sections + 1):
        if rng.random() < 0.2:
            out.append(f"Section {section} of article {number}\n"
                       + "-" * 20 + "\n\n")
        else:
            out.append(f"## Section {section} of article {number}\n\n")
        for _ in range(rng.randint(1, 4)):
            text = " ".join(sentence(rng, rng.randint(8, 20)) for _ in range(rng.randint(2, 5)))
            out.append(f"{text} See {link(rng, number, count)}.\n\n")
        roll = rng.random()
        if roll < 0.5:
            out.append(swift_block(rng, section))
        elif roll < 0.8:
            out.append(other_block(rng, section))
        elif roll < 0.9:
            out.append("    indented code, the old way\n    second line\n\n")
        if rng.random() < 0.35:
            out.append(table(rng, section))
        if rng.random() < 0.3:
            out.append("".join(f"- {sentence(rng, 6)}\n  - [{'x' if i % 2 else ' '}] "
                               f"{sentence(rng, 4)}\n" for i in range(rng.randint(2, 5))) + "\n")
        if rng.random() < 0.15:
            out.append(f"> {rng.choice(['Note', 'Tip', 'Important'])}: {sentence(rng, 10)}\n"
                       f"> {sentence(rng, 8)}\n\n")
        if rng.random() < 0.08:
            out.append(f"A claim that needs a source.[^n{section}]\n\n"
                       f"[^n{section}]: {sentence(rng, 7)}\n\n")
        if rng.random() < 0.05:
            out.append("<div align=\"center\"><img src=\"logo.png\" width=\"80\"></div>\n\n")
    out.append("[ref0]: https://example.com/a\n[ref1]: https://example.com/b\n"
               "[ref2]: ../README.md\n\n")
    if number % 97 == 0:
        out.append("```swift\nlet neverClosed = true\n")  # a fence left open at the end
    return "".join(out)


# The smallest PNG file a browser shows: one transparent pixel.
PIXEL = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c"
    "6360000200000500017a5eab3f0000000049454e44ae426082")


def main():
    count, folder = int(sys.argv[1]), sys.argv[2]
    folders = set()
    for number in range(1, count + 1):
        path = os.path.join(folder, path_of(number))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        folders.add(os.path.dirname(path))
        with open(path, "w", encoding="utf-8") as file:
            file.write(article(number, count))
    # The diagrams the articles show sit beside them, as in a real folder (the site copies them).
    for place in folders:
        os.makedirs(os.path.join(place, "images"), exist_ok=True)
        for number in range(7):
            with open(os.path.join(place, "images", f"diagram{number}.png"), "wb") as file:
                file.write(PIXEL)


if __name__ == "__main__":
    main()
