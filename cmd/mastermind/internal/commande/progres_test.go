package commande

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// TestTheTimeLeftReadsAsASentence: under a second, the time left is
// said in words, never "reste environ moins d'une seconde".
func TestTheTimeLeftReadsAsASentence(t *testing.T) {
	for _, tt := range []struct {
		langue      texte.Langue
		court, long string
	}{
		{texte.Francais, "moins d'une seconde restante", "reste environ 1 min 30 s"},
		{texte.Anglais, "less than a second left", "about 1 min 30 s left"},
	} {
		tx := (&App{Cat: texte.Nouveau(tt.langue)}).TextesProgres()
		assert.Equal(t, tt.court, fmt.Sprintf(tx.Reste, tx.Duree(300*time.Millisecond)))
		assert.Equal(t, tt.long, fmt.Sprintf(tx.Reste, tx.Duree(90*time.Second)))
	}
}
