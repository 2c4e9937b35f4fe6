# The project's commands. A newcomer runs `make test` (minutes); CI
# (.ci/run) runs `make test`, then `make check` (the long checks).

GO        ?= go
BIN       ?= bin/mastermind
FUZZTIME  ?= 10s
BENCHTIME ?= 1s
PREFIX    ?= /usr/local
# make build builds as `go install ./cmd/mastermind` does, for the
# default GOAMD64 (v1), so that both binaries are one. The answer of a
# proposal counts colours with math/bits.OnesCount, one instruction from
# x86-64-v2 on: `make build GOAMD64=v2` builds for a machine of 2009 or
# later (the environment's GOAMD64, when set, is used too).

STATICCHECK_VERSION := v0.8.2
NFPM_VERSION        := v2.48.0
TOOLS := $(CURDIR)/.tools

# How long one package's tests may run before go test stops them. The
# quick suite takes seconds a package on two quiet cores; a machine loaded
# twenty times over (other jobs on its cores) stretches that tenfold, and
# the race detector as much again: the limits are sized for that, so
# that a slow machine is never a failure, while a test that hangs still
# ends.
TIMEOUT       ?= 20m
CHECK_TIMEOUT ?= 90m

# Two suites. `make test` is every test file but the long ones; `make
# check` adds them. A test goes to `make check` by its file: a name
# ending in _check_test.go and a first line `//go:build check` (the build
# tag check, as `make verify` has the tag verify). Where a property can
# be tested on less work (a smaller size, fewer states), the quick test
# stays in make test and its full version, a function of its own in the
# _check_test.go file beside it, runs in make check. Nothing else selects
# the suites: no -short, no variable (testing.Short() only lets a
# developer's `go test -short` skip the tests that build the program).
CHECK_TAGS = check

# Packages that do not import promptui run under the race detector
# (promptui's text prompt races on its own).
RACE_PKGS   = $(shell $(GO) list -f '{{.ImportPath}} {{join .Deps " "}}' ./... | grep -v manifoldco/promptui | cut -d' ' -f1)

.PHONY: all build install man dist run test check vet vet-check race cross hostile verify bench bench-grand frontier frontier-tasks slurm cover fuzz lint clean

all: build

# -buildvcs=true: --version tells the commit it was built from, even where
# the environment sets GOFLAGS=-buildvcs=false (go env GOFLAGS). The go
# command does not see a git worktree (its .git is a file): (devel) there.
build:
	$(GO) build -buildvcs=true -o $(BIN) ./cmd/mastermind

# The manual page, made from the program's own help and its commands'
# declared options (mastermind __man), in English, dated by the commit
# (SOURCE_DATE_EPOCH, when not set already).
man: build
	@mkdir -p bin
	SOURCE_DATE_EPOCH=$${SOURCE_DATE_EPOCH:-$$(git log -1 --format=%ct 2>/dev/null)} $(BIN) --lang en __man > bin/mastermind.1

# The program in $(PREFIX)/bin, its manual page in
# $(PREFIX)/share/man/man1 and the completions of bash, zsh and fish where
# they look for them under $(PREFIX) (PREFIX=/usr/local; DESTDIR for a
# package).
install: build man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/mastermind
	install -m 0644 bin/mastermind.1 $(DESTDIR)$(PREFIX)/share/man/man1/mastermind.1
	$(BIN) completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/mastermind
	$(BIN) completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_mastermind
	$(BIN) completion fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/mastermind.fish

# The release in dist/ (.ci/dist): for Linux (amd64, arm64), macOS
# (amd64, arm64) and Windows (amd64), a static binary stamped with the
# version in an archive with the README, the LICENSE, the manual page and
# the completions; a Debian package for each Linux; SHA256SUMS. The
# packages are made by nfpm, installed in .tools from the Go module proxy
# (dpkg-deb when it cannot be). One platform: make dist
# PLATFORMS=linux/amd64. It says how long it took.
PLATFORMS ?= linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64
DIST      ?= dist
dist:
	@command -v nfpm >/dev/null 2>&1 || [ -x $(TOOLS)/nfpm ] || GOBIN=$(TOOLS) $(GO) install github.com/goreleaser/nfpm/v2/cmd/nfpm@$(NFPM_VERSION) || \
	  echo "nfpm could not be installed: the Debian packages are made by dpkg-deb"
	@start=$$(date +%s); GO=$(GO) PLATFORMS="$(PLATFORMS)" DIST="$(DIST)" bash .ci/dist && echo "make dist: $$(( $$(date +%s) - start )) s"

run:
	$(GO) run ./cmd/mastermind

# What a newcomer runs: vet, gofmt, and every test but the long ones,
# the screen tests included, without the race detector. At most 3
# minutes on two quiet cores.
test: vet
	@echo "== tests (the long ones and the race detector: make check)"
	$(GO) test -count=1 -timeout $(TIMEOUT) ./...

# What CI runs after make test: the race detector, the cross-compilation
# with the test binaries, and every test, the long ones included, in a
# hostile environment.
check: vet-check race cross hostile

vet:
	@echo "== go vet and gofmt"
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt would change:"; gofmt -l .; exit 1; }

vet-check:
	@echo "== go vet of the long tests (tags $(CHECK_TAGS), verify)"
	$(GO) vet -tags $(CHECK_TAGS) ./...
	$(GO) vet -tags verify ./...

# The quick suite under the race detector; the packages that import
# promptui ran without it in make test.
race:
	@echo "== tests under the race detector (packages without promptui)"
	$(GO) test -race -count=1 -timeout $(CHECK_TIMEOUT) $(RACE_PKGS)

# Every platform Go runs a terminal on builds the program, and the tests
# compile for Windows and macOS: a build tag forgotten on Linux-only code
# fails here, not on a user's machine. go vet type-checks every test
# package of each system (the long ones too); go test -c links macOS's and
# Windows' test binaries, all in one folder (no two packages share a name:
# the commands' are cmd + the command, cmdanalyse beside manche/analyse).
# illumos and Solaris build the program (vt10x,
# the screen tests' terminal emulator, does not build there). The first
# run compiles the standard library for each system (minutes); later ones
# come from the cache.
CROSS_TEST  = windows darwin
CROSS_BUILD = freebsd openbsd netbsd dragonfly
cross:
	@echo "== cross-compilation: $(CROSS_TEST) (build, vet, test binaries), $(CROSS_BUILD) (build, vet), illumos solaris (the program)"
	@d=$$(mktemp -d) && trap 'rm -rf $$d' EXIT && \
	for os in $(CROSS_TEST); do \
	  GOOS=$$os $(GO) build ./... && GOOS=$$os $(GO) vet -tags $(CHECK_TAGS) ./... && \
	  GOOS=$$os $(GO) test -tags $(CHECK_TAGS) -c -o $$d/ ./... >/dev/null || { echo "cross-compilation failed for GOOS=$$os"; exit 1; }; \
	  rm -rf $$d/*; \
	done
	@for os in $(CROSS_BUILD); do \
	  GOOS=$$os $(GO) build ./... && GOOS=$$os $(GO) vet ./... || { echo "cross-compilation failed for GOOS=$$os"; exit 1; }; \
	done
	@for os in illumos solaris; do \
	  GOOS=$$os $(GO) build -o /dev/null ./cmd/mastermind || { echo "cross-compilation failed for GOOS=$$os"; exit 1; }; \
	done

# Every test, the long ones included, as a hostile user would run it:
# another language, no colours, a dumb terminal, and every folder the
# program could read or write (saves, cache, settings, HOME) unwritable.
# Tests must set or clear what they depend on (environnementtest.Vierge),
# so this run must pass as make test does. Go's own folders are kept.
HOSTILE = LC_ALL=en_US.UTF-8 LC_MESSAGES=C.UTF-8 LANG=C.UTF-8 LANGUAGE=en \
	NO_COLOR=1 CLICOLOR_FORCE=1 TERM=dumb COLUMNS=20 LINES=5 \
	HOME=/dev/null/home XDG_DATA_HOME=/dev/null/data XDG_CACHE_HOME=/dev/null/cache \
	XDG_CONFIG_HOME=/dev/null/config XDG_STATE_HOME=/dev/null/state XDG_RUNTIME_DIR=/dev/null/run \
	MASTERMIND_SAVES=/dev/null/saves MASTERMIND_CACHE=/dev/null/cache

hostile:
	@echo "== every test, the long ones included, in a hostile environment"
	env GOCACHE="$$($(GO) env GOCACHE)" GOMODCACHE="$$($(GO) env GOMODCACHE)" \
	  GOPATH="$$($(GO) env GOPATH)" GOENV="$$($(GO) env GOENV)" $(HOSTILE) \
	  $(GO) test -tags $(CHECK_TAGS) -count=1 -timeout $(CHECK_TIMEOUT) ./...

# The long checks of the figures the docs quote (build tag verify): the
# optimal trees of docs/OPTIMAL.md that take more than a second, the 5×8
# statistics of docs/STRATEGIES.md, every proposal of the score strategies
# on 6×9 against the program before issue 16, and every tree of
# docs/OPTIMAL.md's table exported and checked by the independent verifier
# (docs/ARBRE.md). Minutes; each prints its time.
verify:
	$(GO) test -tags verify -run '^TestVerify' -v -count=1 -timeout 0 ./manche/strategie ./manche/strategie/optimal ./cmd/mastermind ./cmd/mastermind/internal/arbres ./cmd/mastermind/internal/verifborne

# The exact optima no one has published (issue 28, docs/OPTIMAL.md,
# "The frontier"): every size of at most 6561 codes not in the table, the
# small ones first, each searched for at most FRONTIER_LIMIT, with its
# checkpoint in the cache folder: run it again and each size goes on
# where it stopped (the checkpoints and trees are in FRONTIER_DIR/cache). Each size writes FRONTIER_DIR/PxC.json (the figures,
# or the certified bounds and the gap), and its tree, gzipped, once the
# search is over. Hours, even days; never part of make test.
FRONTIER_LIMIT ?= 2h
FRONTIER_DIR ?= frontier
FRONTIERE ?= 2x2 2x3 2x4 2x5 2x6 2x7 2x8 2x9 2x10 2x11 2x12 2x13 2x14 2x15 2x16 \
	2x17 2x18 2x19 2x20 2x21 2x22 2x23 2x24 2x25 2x26 3x2 3x3 3x4 3x5 3x7 3x9 \
	4x2 4x3 4x4 4x5 5x2 6x2 7x2 8x2 9x2 10x2 3x11 3x12 3x13 3x14 3x15 3x17 3x18 4x9 8x3
frontier:
	@mkdir -p $(FRONTIER_DIR) && $(GO) build -o $(FRONTIER_DIR)/mastermind ./cmd/mastermind && \
	echo "load average: $$(cut -d' ' -f1-3 /proc/loadavg), $$(nproc) cores" && \
	for s in $(FRONTIERE); do p=$${s%x*}; c=$${s#*x}; \
	  echo "== $$s (at most $(FRONTIER_LIMIT) this run)"; \
	  MASTERMIND_CACHE=$(abspath $(FRONTIER_DIR))/cache /usr/bin/time -f "$$s: %e s, %U s CPU, %M KB" $(FRONTIER_DIR)/mastermind --lang en optimal --pegs $$p --colors $$c \
	    --time-limit $(FRONTIER_LIMIT) --json > $(FRONTIER_DIR)/$$s.json || exit $$?; \
	  cat $(FRONTIER_DIR)/$$s.json; \
	  if grep -q '"complete":true' $(FRONTIER_DIR)/$$s.json; then \
	    MASTERMIND_CACHE=$(abspath $(FRONTIER_DIR))/cache $(FRONTIER_DIR)/mastermind optimal --pegs $$p --colors $$c --checkpoint --export - | gzip -9n > $(FRONTIER_DIR)/$$s.txt.gz && \
	    $(FRONTIER_DIR)/mastermind --lang en verify-tree $(FRONTIER_DIR)/$$s.txt.gz || exit $$?; \
	  fi; \
	done

# The research runs of docs/OPTIMAL.md as tasks on every core (never part
# of make test; hours): TASKS_SIZE's work split by TASKS_FLAGS in
# FRONTIER_DIR/tasks-SIZE, resumed where it stopped, then merged (every
# result checked) into FRONTIER_DIR/tasks-SIZE.json and, when a tree is
# complete, FRONTIER_DIR/tasks-SIZE.txt. The lower bound of 5×8 of
# docs/OPTIMAL.md: make frontier-tasks (the defaults); its better tree:
# make frontier-tasks TASKS_FLAGS="--first RRBBJ" TASKS_DIR=…
TASKS_SIZE ?= 5x8
TASKS_FLAGS ?= --horizon 2 --tree none
TASKS_DIR ?= $(FRONTIER_DIR)/tasks-$(TASKS_SIZE)
# TASKS_WITH: other folders whose checked bounds and trees the merge
# takes class by class (merge --with), e.g. the bound files committed in
# docs/bornes/5x8 (docs/OPTIMAL.md): a run deepens some classes only
# (--min-size N, --leaves split) and keeps the others' last bounds.
TASKS_WITH ?=
frontier-tasks:
	@mkdir -p $(FRONTIER_DIR) && $(GO) build -o $(FRONTIER_DIR)/mastermind ./cmd/mastermind && \
	echo "load average: $$(cut -d' ' -f1-3 /proc/loadavg), $$(nproc) cores" && \
	s=$(TASKS_SIZE); p=$${s%x*}; c=$${s#*x}; \
	/usr/bin/time -f "$$s tasks: %e s, %U s CPU, %M KB" $(FRONTIER_DIR)/mastermind --lang en optimal --pegs $$p --colors $$c \
	  $(TASKS_FLAGS) --tasks $(TASKS_DIR) && \
	$(FRONTIER_DIR)/mastermind --lang en merge --json $(if $(TASKS_WITH),--with $(TASKS_WITH)) $(TASKS_DIR) > $(FRONTIER_DIR)/tasks-$$s.json && cat $(FRONTIER_DIR)/tasks-$$s.json && \
	{ ! grep -q '"upper"' $(FRONTIER_DIR)/tasks-$$s.json || $(FRONTIER_DIR)/mastermind merge --export $(FRONTIER_DIR)/tasks-$$s.txt --force $(TASKS_DIR) >/dev/null; }

# The search split in tasks on a real single-node Slurm installed from the
# distribution's packages (as root: apt-get install slurm-wlm munge when
# missing), end to end: the job array of docs/slurm/optimal-task.sbatch
# and the merge of docs/slurm/optimal-merge.sbatch must give 4×6's 5625
# and 5×4's 3954. About a minute once the packages are there; never part
# of make test.
slurm:
	bash .ci/slurm

bench:
	$(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) ./...

# Big sizes, before and after, side by side in one run (docs/STRATEGIES.md):
# the program of revision AVANT and this one, built from the same sources'
# way, each computing in turn the statistics of every score strategy on
# 6×9 (wall time, CPU time, peak memory), then the time to the first row
# of a demonstration on 6×10 without repeats. Takes a quarter of an hour.
AVANT ?= 001ce51
bench-grand:
	@d=$$(mktemp -d) && trap 'rm -rf $$d' EXIT && \
	git archive $(AVANT) | tar -x -C $$d && (cd $$d && $(GO) build -o avant ./cmd/mastermind) && \
	$(GO) build -o $$d/apres ./cmd/mastermind && \
	echo "load average: $$(cut -d' ' -f1-3 /proc/loadavg), $$(nproc) cores" && \
	for s in knuth most-parts entropy expected-size; do for v in avant apres; do \
	  /usr/bin/time -f "stats 6x9 $$s $$v: %e s, %U s CPU, %M KB" $$d/$$v stats --strategy $$s --pegs 6 --colors 9 --json 2>&1 >/dev/null | grep '^stats'; \
	done; done; \
	for v in avant apres; do \
	  t0=$$(date +%s.%N); $$d/$$v demo --strategy knuth --pegs 6 --colors 10 --no-repeat --seed 1 | \
	  { read -r entete; read -r ligne; t1=$$(date +%s.%N); cat >/dev/null; \
	    echo "demo 6x10 no-repeat knuth $$v: first row after $$(awk "BEGIN{printf \"%.2f\", $$t1-$$t0}") s"; }; \
	done; \
	echo "load average: $$(cut -d' ' -f1-3 /proc/loadavg)"

cover:
	$(GO) test -count=1 -timeout $(TIMEOUT) -coverprofile=cover.out ./...
	$(GO) tool cover -func=cover.out | tail -n 1

# Every fuzz target in turn, FUZZTIME each (go test runs one target per
# invocation). One target: make fuzz FUZZ=FuzzLire PKG=./code
fuzz:
ifdef FUZZ
	$(GO) test -run '^$$' -fuzz '^$(FUZZ)$$' -fuzztime $(FUZZTIME) $(PKG)
else
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; \
	    $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done
endif

lint:
	GOBIN=$(TOOLS) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	$(TOOLS)/staticcheck ./...

clean:
	rm -rf bin dist $(TOOLS) cover.out
