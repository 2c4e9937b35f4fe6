package commande

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestIdentiteGravee (issue 45): what a release build stamps (make dist's
// -ldflags -X) wins over the build information, field by field.
func TestIdentiteGravee(t *testing.T) {
	base := Identite{Version: "(devel)", Revision: "abc", Date: "2026-11-26T00:39:09Z", Modifie: true, GoVersion: "go1.26.8"}
	cas := []struct {
		nom                     string
		version, revision, date string
		voulu                   Identite
	}{
		{"nothing stamped", "", "", "", base},
		{"a release", "v1.2.0", "20a3c0f", "2026-12-01T10:00:00Z",
			Identite{Version: "v1.2.0", Revision: "20a3c0f", Date: "2026-12-01T10:00:00Z", GoVersion: "go1.26.8"}},
		{"the version alone", "v1.2.0", "", "", Identite{Version: "v1.2.0", Revision: "abc", Date: "2026-11-26T00:39:09Z", Modifie: true, GoVersion: "go1.26.8"}},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			assert.Equal(t, c.voulu, base.gravee(c.version, c.revision, c.date))
		})
	}
}

// TestDateManuel (issue 45): the manual page's date is SOURCE_DATE_EPOCH's,
// else the build's commit date, else none; never the clock.
func TestDateManuel(t *testing.T) {
	cas := []struct {
		nom, epoch, date, voulu string
	}{
		{"SOURCE_DATE_EPOCH", "1764547200", "2026-11-26T00:39:09Z", "2025-12-01"},
		{"the commit's date", "", "2026-11-26T23:39:09-02:00", "2026-11-27"},
		{"a bad SOURCE_DATE_EPOCH", "hier", "2026-11-26T00:39:09Z", "2026-11-26"},
		{"nothing known", "", "", ""},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			getenv := func(k string) string {
				if k == "SOURCE_DATE_EPOCH" {
					return c.epoch
				}
				return ""
			}
			assert.Equal(t, c.voulu, DateManuel(getenv, Identite{Date: c.date}))
		})
	}
}
