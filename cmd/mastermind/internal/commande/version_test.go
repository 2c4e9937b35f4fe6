package commande

import (
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// TestVersionTexte: --version says the module's version, the commit and
// whether the tree was modified when the build recorded them, and the
// toolchain; "(devel)" when the build recorded no version.
func TestVersionTexte(t *testing.T) {
	plateforme := runtime.GOOS + "/" + runtime.GOARCH
	cas := []struct {
		nom    string
		info   debug.BuildInfo
		langue texte.Langue
		voulu  string
	}{
		{"nothing recorded", debug.BuildInfo{GoVersion: "go1.26.8"}, texte.Anglais,
			"mastermind (devel)\ngo1.26.8 " + plateforme + "\n"},
		{"a tag and a clean tree", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "20a3c0f"}, {Key: "vcs.time", Value: "2026-11-26T00:39:09Z"}, {Key: "vcs.modified", Value: "false"}}},
			texte.Anglais, "mastermind v1.2.0\nrevision 20a3c0f of 2026-11-26T00:39:09Z\ngo1.26.8 " + plateforme + "\n"},
		{"a modified tree, in French", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "20a3c0f"}, {Key: "vcs.time", Value: "2026-11-26T00:39:09Z"}, {Key: "vcs.modified", Value: "true"}}},
			texte.Francais, "mastermind (devel)\nrévision 20a3c0f du 2026-11-26T00:39:09Z, avec des modifications non validées\ngo1.26.8 " + plateforme + "\n"},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			assert.Equal(t, c.voulu, identiteDe(&c.info).Texte(texte.Nouveau(c.langue)))
		})
	}
}
