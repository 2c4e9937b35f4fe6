# The project's commands. `make test` is what CI runs (.ci/run).

GO        ?= go
BIN       ?= bin/mastermind
FUZZTIME  ?= 10s
BENCHTIME ?= 1s
# Population counts compile to one instruction from x86-64-v2 (2009 on);
# the answer of a proposal is two of them. Ignored on other architectures.
export GOAMD64 ?= v2

STATICCHECK_VERSION := v0.8.2
TOOLS := $(CURDIR)/.tools

# Packages that do not import promptui run under the race detector
# (promptui's text prompt races on its own).
RACE_PKGS   = $(shell $(GO) list -f '{{.ImportPath}} {{join .Deps " "}}' ./... | grep -v manifoldco/promptui | cut -d' ' -f1)
NORACE_PKGS = $(shell $(GO) list -f '{{.ImportPath}} {{join .Deps " "}}' ./... | grep manifoldco/promptui | cut -d' ' -f1)

.PHONY: all build run test vet race norace cross hostile verify bench bench-grand frontier frontier-tasks slurm cover fuzz lint clean

all: build

# -buildvcs=true: --version tells the commit it was built from, even where
# the environment sets GOFLAGS=-buildvcs=false (go env GOFLAGS). The go
# command does not see a git worktree (its .git is a file): (devel) there.
build:
	$(GO) build -buildvcs=true -o $(BIN) ./cmd/mastermind

run:
	$(GO) run ./cmd/mastermind

test: vet cross race norace

vet:
	@echo "== go vet and gofmt"
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt would change:"; gofmt -l .; exit 1; }

race:
	@echo "== tests under the race detector (packages without promptui)"
	$(GO) test -race -count=1 $(RACE_PKGS)

norace:
	@echo "== tests without the race detector (packages with promptui)"
	@if [ -n "$(strip $(NORACE_PKGS))" ]; then $(GO) test -count=1 $(NORACE_PKGS); fi

# Every platform Go runs a terminal on builds the program: a build tag
# forgotten on Linux-only code fails here, not on a user's machine. On
# macOS the tests compile too (go vet type-checks them without linking;
# the BSDs share its files). Windows and the BSDs build every package,
# illumos and Solaris the program (vt10x, the screen tests' terminal
# emulator, does not build there). The first run compiles the standard
# library for each system (minutes); later ones come from the cache.
CROSS_BUILD = windows freebsd openbsd netbsd dragonfly
cross:
	@echo "== cross-compilation: darwin (build and vet), $(CROSS_BUILD) (build), illumos solaris (the program)"
	@GOOS=darwin $(GO) build ./... && GOOS=darwin $(GO) vet ./... || { echo "cross-compilation failed for GOOS=darwin"; exit 1; }
	@for os in $(CROSS_BUILD); do \
	  GOOS=$$os $(GO) build ./... || { echo "cross-compilation failed for GOOS=$$os"; exit 1; }; \
	done
	@for os in illumos solaris; do \
	  GOOS=$$os $(GO) build -o /dev/null ./cmd/mastermind || { echo "cross-compilation failed for GOOS=$$os"; exit 1; }; \
	done

# The suite once more as a hostile user would run it: another language,
# no colours, a dumb terminal, and every folder the program could read or
# write (saves, cache, settings, HOME) unwritable. Tests must set or clear
# what they depend on (environnementtest.Vierge), so this run must pass as make test
# does. Go's own folders are kept. Every test runs, without the race
# detector (make test had it).
HOSTILE = LC_ALL=en_US.UTF-8 LC_MESSAGES=C.UTF-8 LANG=C.UTF-8 LANGUAGE=en \
	NO_COLOR=1 CLICOLOR_FORCE=1 TERM=dumb COLUMNS=20 LINES=5 \
	HOME=/dev/null/home XDG_DATA_HOME=/dev/null/data XDG_CACHE_HOME=/dev/null/cache \
	XDG_CONFIG_HOME=/dev/null/config XDG_STATE_HOME=/dev/null/state XDG_RUNTIME_DIR=/dev/null/run \
	MASTERMIND_SAVES=/dev/null/saves MASTERMIND_CACHE=/dev/null/cache

hostile:
	env GOCACHE="$$($(GO) env GOCACHE)" GOMODCACHE="$$($(GO) env GOMODCACHE)" \
	  GOPATH="$$($(GO) env GOPATH)" GOENV="$$($(GO) env GOENV)" $(HOSTILE) \
	  $(GO) test -count=1 ./...

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
frontier-tasks:
	@mkdir -p $(FRONTIER_DIR) && $(GO) build -o $(FRONTIER_DIR)/mastermind ./cmd/mastermind && \
	echo "load average: $$(cut -d' ' -f1-3 /proc/loadavg), $$(nproc) cores" && \
	s=$(TASKS_SIZE); p=$${s%x*}; c=$${s#*x}; \
	/usr/bin/time -f "$$s tasks: %e s, %U s CPU, %M KB" $(FRONTIER_DIR)/mastermind --lang en optimal --pegs $$p --colors $$c \
	  $(TASKS_FLAGS) --tasks $(TASKS_DIR) && \
	$(FRONTIER_DIR)/mastermind --lang en merge --json $(TASKS_DIR) > $(FRONTIER_DIR)/tasks-$$s.json && cat $(FRONTIER_DIR)/tasks-$$s.json && \
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
	$(GO) test -count=1 -coverprofile=cover.out ./...
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
	rm -rf bin $(TOOLS) cover.out
