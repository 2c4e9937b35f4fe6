package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"mastermind/cmd/mastermind/internal/texte"
)

// identite is what --version tells about the running binary, read from
// the build information the Go toolchain writes into it.
type identite struct {
	// version is the module's version: a tag (v1.2.0), a pseudo-version
	// built by go install from a checkout, or "(devel)" when the build
	// recorded none.
	version string
	// revision and date are the commit it was built from and that
	// commit's time, empty when the build recorded no VCS information
	// (go build -buildvcs=false, or a tree outside git).
	revision, date string
	// modifie: the tree held changes not committed.
	modifie bool
	// goVersion is the toolchain that built it (go1.26.8).
	goVersion string
}

// identiteBinaire reads the running binary's identity.
func identiteBinaire() identite {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return identite{version: "(devel)", goVersion: runtime.Version()}
	}
	return identiteDe(info)
}

// identiteDe reads the identity recorded in info.
func identiteDe(info *debug.BuildInfo) identite {
	id := identite{version: info.Main.Version, goVersion: info.GoVersion}
	if id.version == "" {
		id.version = "(devel)"
	}
	if id.goVersion == "" {
		id.goVersion = runtime.Version()
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			id.revision = s.Value
		case "vcs.time":
			id.date = s.Value
		case "vcs.modified":
			id.modifie = s.Value == "true"
		}
	}
	return id
}

// texte is --version's output: the name and version, then the commit
// when known, then the toolchain and platform.
func (id identite) texte(cat *texte.Catalogue) string {
	var b strings.Builder
	fmt.Fprintln(&b, cat.T("programme.version", id.version))
	if id.revision != "" {
		date := id.date
		if date == "" {
			date = "?"
		}
		if id.modifie {
			fmt.Fprintln(&b, cat.T("programme.version.modifiee", id.revision, date))
		} else {
			fmt.Fprintln(&b, cat.T("programme.version.revision", id.revision, date))
		}
	}
	fmt.Fprintf(&b, "%s %s/%s\n", id.goVersion, runtime.GOOS, runtime.GOARCH)
	return b.String()
}
