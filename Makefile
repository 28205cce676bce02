# napkin: `make test` runs every test (framework, generator, and every doc snippet);
# `make site` regenerates the documentation site in Site/ (the framework and napkin-docs' guide).
SWIFT ?= swift
# Warnings fail the build: the package is kept at zero warnings.
STRICT := -Xswiftc -warnings-as-errors
DOCS := $(SWIFT) run --skip-build napkin-docs

.PHONY: deps build test test-tsan test-leaks site site-fresh lint bench fuzz check-site

deps:
	@scripts/install-deps.sh

# No re-planning by hand: Articles/ is linked into the snippet test target, so SwiftPM plans
# again by itself when an article comes or goes.
build: deps
	$(SWIFT) build --build-tests $(STRICT)

# Every test, every doc snippet, and a check that the committed Site/ is current.
test: build
	$(SWIFT) test --skip-build
	$(DOCS) snippets
	$(DOCS) coverage --strict
	$(DOCS) coverage --strict --module NapkinDocs
	scripts/check-site-fresh.sh
	scripts/check-guide-commands.py

test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan

# The whole suite under AddressSanitizer; its leak checker runs when each test process exits.
# scripts/lsan.supp lists the leaks inside the toolchain's own libraries, each with its reason.
test-leaks: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build/asan

site: build
	scripts/build-site.sh Site

lint:
	$(SWIFT) format lint --strict $$(find Package.swift Sources Tests Plugins Examples Snippets -name "*.swift" -not -path "*/Fixtures/*" -not -path "*/.build/*" | sort)

bench: deps
	scripts/bench-site.sh
	scripts/bench-snippets.sh
	scripts/bench-bad-input.sh
	scripts/bench-docc.sh
	scripts/bench-adoption.sh

# The committed Site/ in headless Chromium from file:// (links, search, no-JavaScript reading,
# layout, the Nu HTML Checker, axe-core, the copy button); installs what it needs.
# Screenshots go to .build/screenshots/.
check-site:
	scripts/check-site.sh

# libFuzzer over rendering and snippet extraction, SECONDS per target; fails on any crash.
SECONDS ?= 60
fuzz: deps
	SWIFT="$(SWIFT)" scripts/fuzz.sh $(SECONDS)
