# Sourced by the scripts that adopt napkin-docs in a scratch package (check-example.sh,
# check-robustness.sh): each sets `check` (its name, for messages) and `log` (the file each
# command's output goes to) before calling these.

# Prints the message and the start of the last command's output, then stops with an error.
fail() {
    echo "$check: $1" >&2
    sed -n '1,80p' "$log" >&2
    exit 1
}

# Fails unless the last command's output holds the text $1.
expect_in_log() {
    grep -qF -- "$1" "$log" || fail "expected '$1' in the output"
}

# Fails unless the last `swift test --verbose` shows the test, or the case of a page's test,
# named $1 passing: a page's compiled-only blocks are the cases of one test, and a case's pass
# is printed only with `--verbose`.
expect_passed() {
    grep -F -e "Test \"$1\" " -e "block → $1 (" "$log" | grep -qF ' passed after' ||
        fail "expected '$1' to pass"
}

# How many times the last `swift test --verbose` shows the test or case named $1 passing.
count_passed() {
    grep -F -e "Test \"$1\" " -e "block → $1 (" "$log" | grep -cF ' passed after' || true
}
