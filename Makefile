# Letterpress: `make demo` and `make test` install what is missing, build, and run.
SWIFT ?= swift
APT_PACKAGES := libfreetype-dev libharfbuzz-dev libpng-dev libicu-dev pkg-config
BENCH_APT_PACKAGES := libpango1.0-dev libcairo2-dev imagemagick
PKG_CONFIG_MODULES := freetype2 harfbuzz libpng icu-uc
BENCH_PKG_CONFIG_MODULES := pango pangocairo pangoft2 cairo fontconfig
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)

.PHONY: deps bench-deps build demo test bench samples clean

deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists $(PKG_CONFIG_MODULES); then \
		echo "Installing system packages: $(APT_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(APT_PACKAGES); \
	fi

bench-deps: deps
	@if ! pkg-config --exists $(BENCH_PKG_CONFIG_MODULES) || ! dpkg -s imagemagick >/dev/null 2>&1; then \
		echo "Installing benchmark peers: $(BENCH_APT_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(BENCH_APT_PACKAGES); \
	fi

build: deps
	$(SWIFT) build -c release

demo: build
	@bash Samples/demo.sh "$(RELEASE_BIN)"

test: deps
	$(SWIFT) test

samples: deps
	LETTERPRESS_WRITE_SAMPLES=1 $(SWIFT) test --filter RenderSamplesTests

bench: bench-deps
	cd Benchmarks && $(SWIFT) run -c release letterpress-bench

clean:
	rm -rf .build Benchmarks/.build
