# LineSpace: two commands set everything up on a fresh machine.
#   make demo   installs what is missing, builds (release), renders the default label to label.png
#               and the example share card (Examples/ShareCard) to card.png
#   make test   installs what is missing, runs the tests
SWIFT ?= swift

.PHONY: install scale-check deps deps-bench build test demo docs bench bench-startup sanitizers fuzz fuzz-long clean apple-check

# The command links the Swift runtime statically on Linux, so the binary runs on a machine
# without a Swift toolchain (it still needs the C libraries: README, "Install"). The libraries
# stay dynamic for packages that depend on LineSpace; macOS ships Swift with the system.
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

deps:
	@bash scripts/install-deps.sh

deps-bench:
	@bash scripts/install-deps.sh --with-bench

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test

demo: deps
	$(SWIFT) build -c release --product linespace $(STATIC_STDLIB)
	.build/release/linespace render --sample -o label.png
	.build/release/linespace compose Examples/ShareCard/card.json -o card.png
	.build/release/linespace measure --sample

# The command, its man page and bash, zsh and fish completions, all generated from the one option
# table, under PREFIX (default /usr/local; DESTDIR for staging).
PREFIX ?= /usr/local
install: deps
	$(SWIFT) build -c release --product linespace $(STATIC_STDLIB)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 .build/release/linespace $(DESTDIR)$(PREFIX)/bin/linespace
	.build/release/linespace man > $(DESTDIR)$(PREFIX)/share/man/man1/linespace.1
	.build/release/linespace completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/linespace
	.build/release/linespace completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_linespace
	.build/release/linespace completion fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/linespace.fish

# docs/scale.md's Dask recipe for real (not in `make test`): 100,000 fortunes through dask.bag on a
# LocalCluster of 2 workers, checked line for line against one process. Dask from PyPI, in a venv.
scale-check: deps-bench
	$(SWIFT) build -c release --product linespace $(STATIC_STDLIB)
	python3 -m venv .build/scale-venv
	.build/scale-venv/bin/pip install --quiet --disable-pip-version-check dask distributed
	.build/scale-venv/bin/python scripts/scale-check.py --linespace .build/release/linespace

# Benchmark against Pango and the HarfBuzz floor (docs/benchmark.md); ~3 minutes on 2 cores.
bench: deps-bench
	$(SWIFT) build -c release --product linespace $(STATIC_STDLIB)
	$(SWIFT) run -c release linespace-bench

# `linespace render` of the sample label against `pango-view` as whole processes, in alternation.
bench-startup: deps-bench
	$(SWIFT) build -c release --product linespace $(STATIC_STDLIB)
	python3 scripts/startup-bench.py

# Reliability checks (CI runs them): ASan suite + leak check, TSan concurrency test, fuzzing.
sanitizers: deps
	bash scripts/sanitizers.sh all

fuzz: deps
	bash scripts/fuzz.sh

# A longer fuzzing session (FUZZ_TIME seconds, default 10 minutes); new inputs land in fuzz-out/.
fuzz-long: deps
	bash scripts/fuzz.sh --time $${FUZZ_TIME:-600}

# Compiles the Apple adapters, the Swift and Objective-C clients and the example app for iOS
# against an iOS SDK (docs/README-ios.md); without an SDK it says how to get one and exits 0.
apple-check:
	bash scripts/apple-check.sh

docs: deps
	sh scripts/build-docs.sh

clean:
	rm -rf .build docs-build label.png card.png
