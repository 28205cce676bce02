#!/usr/bin/env python3
"""Runs the command lines the guide shows and checks what they print.

Each ```console block of Sources/NapkinDocs/NapkinDocs.docc is read as a session: a line that
starts with `$ ` is a command, and the lines after it, up to the next command, are what it
prints (standard output, then standard error), where `…` stands for any text (a time, a path).
Commands of napkin-docs, the cheap ones, are run in the repository with the debug build's
tool; the others (`swift build`, `swift package …`) are listed as not run. A command that
exits non-zero, or prints other lines, fails the check with the block's file and line.
"""

import pathlib
import re
import shlex
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
GUIDE = ROOT / "Sources/NapkinDocs/NapkinDocs.docc"
TOOL = ROOT / ".build/debug/napkin-docs"
RUN = ("napkin-docs", ".build/debug/napkin-docs")


def sessions(path):
    """Yields (line, command, expected lines) for each command of each console block."""
    lines = path.read_text(encoding="utf-8").split("\n")
    inside, current = False, None
    for number, line in enumerate(lines, start=1):
        if line.startswith("```"):
            if inside and current:
                yield current
            inside, current = line.strip() == "```console", None
            continue
        if not inside:
            continue
        if current and current[1].endswith("\\") and not current[2]:
            # A command continued on the next line.
            current = (current[0], current[1][:-1] + " " + line.strip(), [])
        elif line.startswith("$ "):
            if current:
                yield current
            current = (number, line[2:], [])
        elif current:
            current[2].append(line)


def matches(expected, actual):
    """Whether `actual` is `expected` with each `…` standing for any text."""
    pattern = "".join(".*" if part == "…" else re.escape(part)
                      for part in re.split("(…)", expected))
    return re.fullmatch(pattern, actual) is not None


def main():
    failures, ran, skipped = [], 0, []
    for path in sorted(GUIDE.glob("**/*.md")):
        for number, command, expected in sessions(path):
            where = f"{path.relative_to(ROOT)}:{number}"
            words = shlex.split(command)
            if not words or words[0] not in RUN:
                skipped.append(f"{where}: {command}")
                continue
            result = subprocess.run([str(TOOL)] + words[1:], cwd=ROOT, capture_output=True,
                                    text=True)
            ran += 1
            printed = [line.rstrip() for line in (result.stdout + result.stderr).split("\n")]
            while printed and not printed[-1]:
                printed.pop()
            wanted = [line.rstrip() for line in expected]
            if result.returncode != 0:
                failures.append(f"{where}: error: '{command}' exited with {result.returncode}:\n"
                                + "\n".join(printed[-5:]))
            elif len(printed) != len(wanted) or not all(
                    matches(want, got) for want, got in zip(wanted, printed)):
                failures.append(f"{where}: error: '{command}' printed\n  "
                                + "\n  ".join(printed) + "\nand the guide shows\n  "
                                + "\n  ".join(wanted))
    for line in skipped:
        print(f"not run (not napkin-docs): {line}")
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"guide commands: {ran} run and checked, {len(skipped)} not run, "
          f"{len(failures)} failing")
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
