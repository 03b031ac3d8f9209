# Letterpress: `make demo` and `make test` install what is missing, build, and run.
SWIFT ?= swift
# chromium: headless, for the tests that open png-diff's HTML report and the server's playground (HeadlessChromium.swift);
# time: GNU time, which measures the commands' peak memory in the hostile-input tests; fontconfig and DejaVu:
# FontLibrary.system() and its tests.
APT_PACKAGES := libfreetype-dev libharfbuzz-dev libpng-dev libdeflate-dev libicu-dev libfontconfig-dev fonts-dejavu-core pkg-config chromium time
BENCH_APT_PACKAGES := libpango1.0-dev libcairo2-dev imagemagick
PKG_CONFIG_MODULES := freetype2 harfbuzz libpng libdeflate icu-uc fontconfig
BENCH_PKG_CONFIG_MODULES := pango pangocairo pangoft2 cairo fontconfig
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)

# The Python peers, from PyPI: SkParagraph and the raw-HarfBuzz floor (`letterpress-bench measure`), Yoga 1.19 and
# Taffy 0.7.7 (`letterpress-bench flex`, and FlexLayoutTests' differential fixture), blazediff and Wuffs
# (Benchmarks/imagediff.sh), Takumi (`letterpress-bench cards`); matplotlib plots the soak's memory.
BENCH_VENV := Benchmarks/.venv
BENCH_PIP_PACKAGES := skia-python==144.1 uharfbuzz==0.57.0 poga==0.1.19 stretchable==1.1.8 blazediff==6.0.2 pywuffs==2.0.1 \
	takumi-py==0.3.0 matplotlib==3.11.2

.PHONY: deps bench-deps bench-venv build demo test docs bench samples clean install uninstall browser-fixtures serve bench-service scale-demo \
	bench-cards soak batch-demo

# `make install PREFIX=/usr/local` (DESTDIR honoured): the five CLIs, linked with the Swift runtime statically so that they
# run on a machine without Swift, and compiled with LETTERPRESS_INSTALLED (they look for their fonts beside themselves,
# never in this checkout); `make uninstall` removes exactly what install put there.
PREFIX ?= /usr/local
INSTALL_SCRATCH := .build-install

deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists $(PKG_CONFIG_MODULES) || ! command -v chromium >/dev/null 2>&1 \
		|| [ ! -x /usr/bin/time ] || ! [ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then \
		echo "Installing system packages: $(APT_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(APT_PACKAGES); \
	fi

bench-deps: deps
	@if ! pkg-config --exists $(BENCH_PKG_CONFIG_MODULES) || ! dpkg -s imagemagick >/dev/null 2>&1; then \
		echo "Installing benchmark peers: $(BENCH_APT_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(BENCH_APT_PACKAGES); \
	fi

# The Python peers of `letterpress-bench measure` and `letterpress-bench flex`.
bench-venv:
	@if [ ! -x $(BENCH_VENV)/bin/python ] || ! $(BENCH_VENV)/bin/python -c "import skia, uharfbuzz, poga, stretchable, blazediff, pywuffs, takumi_py, matplotlib" 2>/dev/null; then \
		echo "Creating $(BENCH_VENV) with $(BENCH_PIP_PACKAGES)"; \
		python3 -m venv $(BENCH_VENV) || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv \
			&& python3 -m venv $(BENCH_VENV); }; \
		$(BENCH_VENV)/bin/pip install --quiet $(BENCH_PIP_PACKAGES); \
	fi

build: deps
	$(SWIFT) build -c release --product measure-text
	$(SWIFT) build -c release --product render-chat
	$(SWIFT) build -c release --product make-long-chat
	$(SWIFT) build -c release --product render-layout
	$(SWIFT) build -c release --product png-diff

demo: build
	@bash Samples/demo.sh "$(RELEASE_BIN)"

# The swift-snapshot-testing strategy is behind the SnapshotTesting trait (off for packages that depend on Letterpress).
SWIFT_TRAITS := --traits SnapshotTesting

# Then the HTTP service's own package (Server/): its tests compare its answers with the CLIs just built, and drive
# the playground in headless Chromium.
test: deps
	$(SWIFT) test $(SWIFT_TRAITS)
	cd Server && $(SWIFT) test
	$(MAKE) docs

# `make docs`: every public module's DocC catalog (Sources/STAGE/MODULE/MODULE.docc, examples from Snippets/) as one static
# site in .build/docs; a DocC warning fails it (and `make test`). ImageSnapshotTesting is behind the SnapshotTesting
# trait, which the documentation plugin cannot turn on, so its catalog is not in the site.
DOC_TARGETS := TextMeasure TextRender Raster FlexLayout Components ComponentRender ChatModel ChatLayout ChatBubbles ChatTextSizing \
	ChatRender ChatSamples ImageDiff ImageSnapshots JSON FileAccess MeasureTextBatch RenderQueue Geometry
docs: deps
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation $(addprefix --target ,$(DOC_TARGETS)) \
		--enable-experimental-combined-documentation --output-path .build/docs --warnings-as-errors
	@echo "Documentation: .build/docs (serve the folder over HTTP, e.g. python3 -m http.server -d .build/docs)"

# Issue 29: lays the random trees of Tests/BrowserConformanceTests out in Debian's headless chromium again (their
# provenance on each fixture's first line), then rewrites the list of case-directions .web still lays out differently.
BROWSER_ORACLE := Tests/BrowserConformanceTests/Oracle
BROWSER_FIXTURES := Tests/BrowserConformanceTests/Fixtures
browser-fixtures: deps
	python3 $(BROWSER_ORACLE)/make_fixtures.py --kind boxes --seed 7 --count 2000 --output $(BROWSER_FIXTURES)/boxes-seed7.jsonl
	gzip -n -9 -f $(BROWSER_FIXTURES)/boxes-seed7.jsonl
	python3 $(BROWSER_ORACLE)/make_fixtures.py --kind text --seed 8 --count 2000 --output $(BROWSER_FIXTURES)/text-seed8.jsonl
	gzip -n -9 -f $(BROWSER_FIXTURES)/text-seed8.jsonl
	BROWSER_FIXTURES_RECORD=1 $(SWIFT) test $(SWIFT_TRAITS) --filter BrowserFixtureTests

# `make serve`: letterpress-server on localhost with the samples' pictures as its assets (PORT=8080 by default).
PORT ?= 8080
serve: deps
	cd Server && $(SWIFT) build -c release --product letterpress-server
	@echo "letterpress-server: open http://127.0.0.1:$(PORT)/ (the playground); Ctrl-C stops it"
	Server/.build/release/letterpress-server --port $(PORT) --assets Samples

# The service under load (Benchmarks/service/run.sh, wrk) and two instances behind nginx (Scripts/scale-demo.sh).
bench-service: deps
	@command -v wrk >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y wrk)
	bash Benchmarks/service/run.sh

# The cards against Takumi (in process and through the server) and render-layout's cold start (Benchmarks/README.md).
bench-cards: deps bench-venv
	$(SWIFT) build -c release --product render-layout
	cd Server && $(SWIFT) build -c release --product letterpress-server
	cd Benchmarks && $(SWIFT) run -c release letterpress-bench cards

# The 10-minute soak: the server under wrk, its memory sampled every second and plotted (Benchmarks/results/soak-*).
soak: deps bench-venv
	@command -v wrk >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y wrk)
	bash Benchmarks/service/soak.sh

# examples/batch: measure-text --jsonl over the corpus under Dask (from PyPI, in examples/batch/.venv), one and two workers.
BATCH_VENV := examples/batch/.venv
batch-demo: deps
	$(SWIFT) build -c release --product measure-text
	@if [ ! -x $(BATCH_VENV)/bin/python ] || ! $(BATCH_VENV)/bin/python -c "import dask.distributed" 2>/dev/null; then \
		python3 -m venv $(BATCH_VENV) || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv \
			&& python3 -m venv $(BATCH_VENV); }; \
		$(BATCH_VENV)/bin/pip install --quiet "dask[distributed]==2026.8.0"; \
	fi
	$(BATCH_VENV)/bin/python examples/batch/batch_measure.py --measure-text "$(RELEASE_BIN)/measure-text" --corpus Samples/corpus

scale-demo: deps
	@command -v wrk >/dev/null && command -v nginx >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y wrk nginx-light)
	bash Scripts/scale-demo.sh

samples: deps
	LETTERPRESS_WRITE_SAMPLES=1 $(SWIFT) test --filter RenderSamplesTests

bench: bench-deps bench-venv
	cd Benchmarks && $(SWIFT) build -c release --product harfbuzz-floor && $(SWIFT) run -c release letterpress-bench measure
	$(SWIFT) build -c release --product measure-text
	cd Benchmarks && $(SWIFT) build -c release --product pango-measure-text && $(SWIFT) run -c release letterpress-bench measure-text
	cd Benchmarks && $(SWIFT) run -c release letterpress-bench render
	cd Benchmarks && $(SWIFT) run -c release letterpress-bench queue
	cd Benchmarks && $(SWIFT) run -c release letterpress-bench chat-layout
	$(SWIFT) build -c release --product render-chat
	cd Benchmarks && $(SWIFT) run -c release letterpress-bench chat-render
	bash Benchmarks/imagediff.sh
	$(SWIFT) build -c release --product render-layout
	cd Benchmarks && $(SWIFT) run -c release letterpress-bench flex

CLIS := measure-text render-layout render-chat png-diff make-long-chat
install: deps
	for cli in $(CLIS); do \
		$(SWIFT) build -c release --scratch-path $(INSTALL_SCRATCH) --static-swift-stdlib -Xswiftc -DLETTERPRESS_INSTALLED \
			--product $$cli || exit 1; \
	done
	STRIP=1 bash Scripts/install.sh "$$($(SWIFT) build -c release --scratch-path $(INSTALL_SCRATCH) --show-bin-path)" "$(DESTDIR)$(PREFIX)"

uninstall:
	bash Scripts/install.sh --uninstall "$(DESTDIR)$(PREFIX)"

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz .build-install Benchmarks/.build Server/.build $(BENCH_VENV) $(BATCH_VENV)

# Sanitizers (issue 17), each in its own scratch folder so that `make test` builds stay warm; slow on 2 cores.
# AddressSanitizer over the whole suite, with UBSan for the C targets (CPNG, CPixels, CICU, CAllocator); leaks are not
# what it looks for (the Swift runtime's and the test's process-lifetime caches would all count).
.PHONY: test-asan test-tsan fuzz
test-asan: deps
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
		$(SWIFT) test --sanitize=address --scratch-path .build-asan \
		-Xcc -fsanitize=address,undefined -Xcc -fno-sanitize-recover=undefined

# ThreadSanitizer on every suite that runs work on several threads. A threaded suite's name ends in `ConcurrencyTests`
# (the one pattern below selects them all; a new threaded suite is named so): Locking's pool and condition, the render
# queue (with its text jobs), the glyph cache, the measurer's shared caches, parallel transcript decoding, layout
# measured on threads (full layouts, estimates swapped in, batches), the background layout pipeline, chat screens drawn
# on the renderer's workers, parallel image diffs and snapshots, the banded PNG encoder; and the CLI suites that run
# measure-text, render-chat and png-diff with several threads (their binaries are built with ThreadSanitizer too, and a
# report makes them exit 66, failing the test). Not the CLI hostile-input cases (Hostile*Cases): they cap each run's
# address space with prlimit, under which a ThreadSanitizer binary cannot start. Every lock and wait is a pthread one
# (Locking), which ThreadSanitizer understands.
TSAN_FILTER := ConcurrencyTests
test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_FILTER)'

# libFuzzer: every target of Package.swift's fuzzTargets for FUZZ_SECONDS each on its committed corpus (Fuzz/README.md).
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Fuzz/fuzz.sh
