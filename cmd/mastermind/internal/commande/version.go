package commande

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// Identite is what --version tells about the running binary, read from
// the build information the Go toolchain writes into it.
type Identite struct {
	// Version is the module's Version: a tag (v1.2.0), a pseudo-version
	// built by go install from a checkout, or "(devel)" when the build
	// recorded none.
	Version string
	// Revision and Date are the commit it was built from and that
	// commit's time, empty when the build recorded no VCS information
	// (go build -buildvcs=false, or a tree outside git).
	Revision, Date string
	// Modifie: the tree held changes not committed.
	Modifie bool
	// GoVersion is the toolchain that built it (go1.26.8).
	GoVersion string
}

// IdentiteBinaire reads the running binary's identity.
func IdentiteBinaire() Identite {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return Identite{Version: "(devel)", GoVersion: runtime.Version()}
	}
	return identiteDe(info)
}

// identiteDe reads the identity recorded in info.
func identiteDe(info *debug.BuildInfo) Identite {
	id := Identite{Version: info.Main.Version, GoVersion: info.GoVersion}
	if id.Version == "" {
		id.Version = "(devel)"
	}
	if id.GoVersion == "" {
		id.GoVersion = runtime.Version()
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			id.Revision = s.Value
		case "vcs.time":
			id.Date = s.Value
		case "vcs.modified":
			id.Modifie = s.Value == "true"
		}
	}
	return id
}

// Texte is --version's output: the name and version, then the commit
// when known, then the toolchain and platform.
func (id Identite) Texte(cat *texte.Catalogue) string {
	var b strings.Builder
	fmt.Fprintln(&b, cat.T("programme.version", id.Version))
	if id.Revision != "" {
		date := id.Date
		if date == "" {
			date = "?"
		}
		if id.Modifie {
			fmt.Fprintln(&b, cat.T("programme.version.modifiee", id.Revision, date))
		} else {
			fmt.Fprintln(&b, cat.T("programme.version.revision", id.Revision, date))
		}
	}
	fmt.Fprintf(&b, "%s %s/%s\n", id.GoVersion, runtime.GOOS, runtime.GOARCH)
	return b.String()
}
