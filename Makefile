# napkin: `make test` runs every test (framework, generator, and every doc snippet);
# `make site` regenerates the documentation site in Site/.
SWIFT ?= swift
# Warnings fail the build: the package is kept at zero warnings.
STRICT := -Xswiftc -warnings-as-errors
DOCS := $(SWIFT) run --skip-build napkin-docs

.PHONY: deps build test test-tsan site site-fresh lint bench

deps:
	@scripts/install-deps.sh

# The build plan is dropped first: SwiftPM re-plans (and so re-runs the snippet plugin's
# planning) only when a target's files change, and an article added to Articles/ is not in any
# target. Re-planning costs about a second.
build: deps
	rm -f .build/debug.yaml
	$(SWIFT) build --build-tests $(STRICT)

# Every test, every doc snippet, and a check that the committed Site/ is current.
test: build
	$(SWIFT) test --skip-build
	$(DOCS) snippets
	$(DOCS) coverage --strict
	scripts/check-site-fresh.sh

test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan

site: build
	$(DOCS) build --strict

lint:
	$(SWIFT) format lint --strict $$(find Package.swift Sources Tests Plugins -name "*.swift" -not -path "*/Fixtures/*" | sort)

bench: deps
	scripts/bench-site.sh
	scripts/bench-snippets.sh
