#!/usr/bin/env bash
# Installs what building and testing need, when it is missing: the C libraries napkin-docs
# parses Markdown with (cmark-gfm and its GFM extensions), and node, which the tests use to run
# the site's own search and navigation scripts. Shared by every make target that builds.
set -euo pipefail

packages=()

have_cmark() {
    command -v pkg-config >/dev/null 2>&1 \
        && pkg-config --exists libcmark-gfm \
        && [ -e /usr/include/cmark-gfm-core-extensions.h ]
}

have_cmark || packages+=(libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)
command -v node >/dev/null 2>&1 || packages+=(nodejs)

if [ "${#packages[@]}" -eq 0 ]; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: ${packages[*]} not found, and apt-get is not available." >&2
    echo "Install them with your package manager; on Debian or Ubuntu:" >&2
    echo "    sudo apt-get install -y ${packages[*]}" >&2
    exit 1
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
echo "Installing ${packages[*]} with apt-get…" >&2
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${packages[@]}" >&2
have_cmark || { echo "error: cmark-gfm is still missing after apt-get install." >&2; exit 1; }
command -v node >/dev/null 2>&1 || { echo "error: node is still missing after apt-get install." >&2; exit 1; }
