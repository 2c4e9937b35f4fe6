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

// versionGravee, revisionGravee and dateGravee are what a release build
// stamps in the binary (make dist, .ci/dist: go build -ldflags "-X
// …/commande.versionGravee=v1.2.0 …"): the version, the commit and its
// date (RFC 3339). They are empty in any other build. Only the linker
// writes them: the program never assigns them.
var versionGravee, revisionGravee, dateGravee string

// IdentiteBinaire reads the running binary's identity: what a release
// build stamped, else the build information.
func IdentiteBinaire() Identite {
	info, ok := debug.ReadBuildInfo()
	id := Identite{Version: "(devel)", GoVersion: runtime.Version()}
	if ok {
		id = identiteDe(info)
	}
	return id.gravee(versionGravee, revisionGravee, dateGravee)
}

// gravee is id with the version, revision and date a release build
// stamped, where they are not empty.
func (id Identite) gravee(version, revision, date string) Identite {
	if version != "" {
		id.Version = version
	}
	if revision != "" {
		id.Revision, id.Modifie = revision, false
	}
	if date != "" {
		id.Date = date
	}
	return id
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
