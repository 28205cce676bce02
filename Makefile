# napkin: `make test` runs every test (framework, generator, and every doc snippet);
# `make site` regenerates the documentation site in Site/.
SWIFT ?= swift
# Warnings fail the build: the package is kept at zero warnings.
STRICT := -Xswiftc -warnings-as-errors
DOCS := $(SWIFT) run --skip-build napkin-docs

.PHONY: deps build test test-tsan site site-fresh lint bench

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --build-tests $(STRICT)

# Every test, every doc snippet, and a check that the committed Site/ is current.
test: build
	$(SWIFT) test --skip-build
	$(DOCS) snippets
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
