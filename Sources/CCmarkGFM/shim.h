// The cmark-gfm headers napkin-docs uses: the core parser and renderer, and the GFM
// extensions (tables, strikethrough, autolinks, task lists).
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
