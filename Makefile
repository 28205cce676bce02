# napkin: `make test` runs every test (framework, generator, and every doc snippet);
# `make site` regenerates the documentation site in Site/.
SWIFT ?= swift
# Warnings fail the build: the package is kept at zero warnings.
STRICT := -Xswiftc -warnings-as-errors

.PHONY: deps test test-tsan site lint

deps:
	@scripts/install-deps.sh

test: deps
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) test --skip-build

test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan

site: deps
	$(SWIFT) build $(STRICT)

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins
