#!/usr/bin/env bash
# Tests the committed Site/ in a real browser: installs what is missing (Debian's chromium and
# chromium-driver, a Java runtime for the Nu HTML Checker, and a Python virtual environment in
# .build/browser-venv with Tests/Browser/requirements.txt), builds napkin-docs (the large-site
# checks build a generated site of 2,000 articles with it), then runs Tests/Browser with pytest.
# Arguments are passed to pytest, e.g. `scripts/check-site.sh -k search`, `--site DIR`, or
# `--large-site-pages 0` to leave the large site out.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build/browser-venv
requirements=Tests/Browser/requirements.txt

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
updated=false
apt_install() {
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "error: $* missing and apt-get is not available; install them with your package manager." >&2
        exit 1
    fi
    if [ "$updated" = false ]; then
        "${sudo[@]}" apt-get update -qq
        updated=true
    fi
    echo "Installing $* with apt-get…" >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$@" >&2
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
# Debian's python3 makes virtual environments only with python3-venv (it brings ensurepip).
/usr/bin/python3 -c "import ensurepip, venv" 2>/dev/null || missing+=(python3-venv)
if [ "${#missing[@]}" -gt 0 ]; then
    apt_install "${missing[@]}"
fi

# The system python3, not whichever one a version manager puts first on PATH.
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import sys" 2>/dev/null; then
    echo "Creating $venv…" >&2
    rm -rf "$venv"
    /usr/bin/python3 -m venv "$venv"
fi
# Reinstalled only when requirements.txt changed since the last install.
if ! cmp -s "$requirements" "$venv/installed-requirements.txt"; then
    echo "Installing $requirements into $venv…" >&2
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/installed-requirements.txt"
fi

# The same flags as `make build`, so an up-to-date build is reused rather than redone.
swift build --product napkin-docs -Xswiftc -warnings-as-errors >&2

# Selenium is given chromedriver's path; SE_OFFLINE keeps Selenium Manager off the network.
export SE_OFFLINE=true
# No __pycache__ folders in Tests/Browser.
export PYTHONDONTWRITEBYTECODE=1
exec "$venv/bin/python" -m pytest Tests/Browser "$@"
