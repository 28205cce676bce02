#!/usr/bin/env bash
# Installs the C libraries napkin-docs parses Markdown with (cmark-gfm and its GFM
# extensions) when pkg-config cannot find them. Shared by every make target that builds.
set -euo pipefail

packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)

have_cmark() {
    command -v pkg-config >/dev/null 2>&1 \
        && pkg-config --exists libcmark-gfm \
        && [ -e /usr/include/cmark-gfm-core-extensions.h ]
}

if have_cmark; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: cmark-gfm was not found and apt-get is not available." >&2
    echo "Install it with your package manager; on Debian or Ubuntu:" >&2
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
