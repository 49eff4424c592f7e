# Install kitscan from a clone: `make install` (PREFIX=/usr/local by default, DESTDIR for
# packaging), `make uninstall`. Builds the release binary with SwiftPM first.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin

.PHONY: all build install uninstall test clean

all: build

build:
	$(SWIFT) build -c release --product kitscan

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/kitscan" "$(BINDIR)/kitscan"

uninstall:
	rm -f "$(BINDIR)/kitscan"

test:
	$(SWIFT) test

clean:
	$(SWIFT) package clean
