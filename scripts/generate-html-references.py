#!/usr/bin/env python3
"""Writes the HTML standard's named character references, and an oracle of decodings, for the
page scanner (Sources/NapkinDocsTestSupport/PageScan/PageScan*.swift), which the hardening
tests and the fuzzers share.

Both outputs are committed; run this again only to regenerate them:

    scripts/generate-html-references.py

1. Sources/NapkinDocsTestSupport/PageScan/PageScanNamedReferences.swift: every entry of
   `html.entities.html5` (the standard's table: 2,231 names, 106 of them also without their
   `;`), packed as `name=HEX[+HEX]` words into a Swift string literal.
2. Tests/NapkinDocsTests/Fixtures/html/references.json: inputs and their expected decodings.
   - "python" cases: text decodings as `html.unescape` gives them (Python follows the
     standard's algorithm for text, with one exception, below).
   - "standard" cases: written by hand from the standard, where Python is not an oracle:
     values of attributes (a legacy name without `;` followed by `=` or an ASCII alphanumeric
     is not decoded there), and numeric references to control characters or noncharacters,
     which `html.unescape` deletes while the standard keeps the character (a parse error only).
"""

import html
import html.entities
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
SWIFT_TABLE = ROOT / "Sources/NapkinDocsTestSupport/PageScan/PageScanNamedReferences.swift"
ORACLE = ROOT / "Tests/NapkinDocsTests/Fixtures/html/references.json"

# Text inputs whose decodings `html.unescape` gives; the names of the table are added below.
TEXT_INPUTS = [
    "&#106;", "&#x6A;", "&#X6a", "&#0000106;", "&#106", "&#x6Aavascript", "&#0;", "&#x0;",
    "&#xD800;", "&#xDFFF;", "&#x110000;", "&#99999999999999999999;", "&#x10FFFF0000;",
    "&#x80;", "&#x81;", "&#x8D;", "&#x9F;", "&#150;", "&#128", "&#13;", "&#9;", "&#10;",
    "&#;", "&#x;", "&#xg;", "&#", "&#x", "&", "&&", "&#65&#66", "&#x41;&#x42", "&#x26;amp;",
    "&amp;", "&amp", "&AMP;", "&AMP", "&Amp;", "&lt", "&lt;", "&LT", "&quot", "&copy",
    "&copy;", "&COPY", "&Tab;", "&NewLine;", "&colon;", "&colon", "&tab;", "&Tab",
    "&notin;", "&notit;", "&notin", "&not", "&noti", "&ampx", "&amp=", "&ampere;",
    "&amp;amp;", "&&amp;", "&CounterClockwiseContourIntegral;", "&nGt;", "&fjlig;", "&bne;",
    "&xyz;", "&;", "& amp;", "&ltx", "&lt=", "&Aacute", "&aacute;", "&yuml", "&frac12",
    "&frac12;", "&frac1", "&sup2", "&supe;", "&supE;", "&sup1x", "&ngE;", "&acE;",
    "java&Tab;script:alert(1)", "javascript&colon;x", "&#X6a&#x61;vascript:x",
    "a&b&c", "&amp;lt;", "x&#106;y&#x6a;z", "&#106&#97", "caf&eacute; &euro; &#8364;",
    "&lt;script&gt;", "&#x3C;img&#x3e;", "&#60&#62", "&gt&lt&amp&quot",
]

# Decodings the standard gives where `html.unescape` is not an oracle, written by hand.
STANDARD_CASES = [
    # A legacy name without `;` followed by `=` or an alphanumeric stays as written.
    ("attribute", "&amp", "&"),
    ("attribute", "&ampx", "&ampx"),
    ("attribute", "&amp=", "&amp="),
    ("attribute", "&amp;x", "&x"),
    ("attribute", "&amp-", "&-"),
    ("attribute", "&notin", "&notin"),
    ("attribute", "&notit;", "&notit;"),
    ("attribute", "&not;", "\u00ac"),
    ("attribute", "&not ", "\u00ac "),
    ("attribute", "&lt1", "&lt1"),
    ("attribute", "&lt=", "&lt="),
    ("attribute", "&lt;=", "<="),
    ("attribute", "&copy2024", "&copy2024"),
    ("attribute", "&copy;2024", "\u00a92024"),
    ("attribute", "?a=1&copy=2", "?a=1&copy=2"),
    ("attribute", "?a=1&amp;copy=2", "?a=1&copy=2"),
    ("attribute", "?a=1&copy.2", "?a=1\u00a9.2"),
    ("attribute", "&AMP", "&"),
    ("attribute", "&ampquot", "&ampquot"),
    ("attribute", "&amp;quot", "&quot"),
    ("attribute", "&colon", "&colon"),
    ("attribute", "&Tab", "&Tab"),
    ("attribute", "&Tab;", "\t"),
    ("attribute", "&#106", "j"),
    ("attribute", "&#x6A=", "j="),
    ("attribute", "&#106x", "jx"),
    ("attribute", "java&Tab;script&colon;x", "java\tscript:x"),
    ("attribute", "&#X6a&#x61;vascript:x", "javascript:x"),
    # Controls and noncharacters are parse errors, but the character is kept.
    ("text", "&#1;", "\u0001"),
    ("text", "&#11;", "\u000b"),
    ("text", "&#x7F;", "\u007f"),
    ("text", "&#xFDD0;", "\ufdd0"),
    ("text", "&#xFFFE;", "\ufffe"),
    ("text", "&#x10FFFF;", "\U0010ffff"),
    ("attribute", "&#1;", "\u0001"),
]


def codes(value):
    """The code points of a decoding, as `HEX` or `HEX+HEX`."""
    return "+".join(f"{ord(c):X}" for c in value)


def write_table():
    """Writes the named references as a Swift file."""
    words = [f"{name}={codes(value)}" for name, value in sorted(html.entities.html5.items())]
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 92:
            lines.append(line)
            line = ""
        line = f"{line} {word}" if line else word
    lines.append(line)
    body = "\n".join(f"        {line}" for line in lines)
    SWIFT_TABLE.write_text(
        "// Generated by scripts/generate-html-references.py from Python's html.entities.html5;\n"
        "// do not edit.\n\n"
        "/// The HTML standard's named character references.\n"
        "enum PageScanNamedReferences {\n"
        "    /// Every entry, as `name=HEX[+HEX]` words: the name as written after `&` (with its\n"
        "    /// `;`, or without it for the legacy names), then its code points.\n"
        "    static let packed = \"\"\"\n"
        f"{body}\n"
        "        \"\"\"\n"
        "}\n"
    )
    return len(words)


def write_oracle():
    """Writes the oracle of decodings as JSON, one case a line."""
    inputs = TEXT_INPUTS + ["&" + name for name in sorted(html.entities.html5)]
    cases = [{"context": "text", "input": s, "expected": html.unescape(s), "source": "python"}
             for s in inputs]
    # Python deletes references to controls and noncharacters; none of its cases may have one.
    assert not any(re.search(r"&#(x0*(1|B|7F|FDD0|FFFE)|0*(1|11));", s, re.I) for s in inputs)
    for context, source, expected in STANDARD_CASES:
        assert '"' not in source
        cases.append({"context": context, "input": source, "expected": expected,
                      "source": "standard"})
    ORACLE.parent.mkdir(parents=True, exist_ok=True)
    ORACLE.write_text("[\n" + ",\n".join(json.dumps(c) for c in cases) + "\n]\n")
    return len(cases)


if __name__ == "__main__":
    print(f"{write_table()} named references, {write_oracle()} oracle cases")
