package programme

import (
	"fmt"
	"io/fs"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAProgramsErrorNamesItsSentence: a command refused, a start failed
// and a file not checkable name the catalogue's sentence for their cause
// (the key, the data shown visibly), found with errors.As through a
// wrap; errors.Is still sees the cause.
func TestAProgramsErrorNamesItsSentence(t *testing.T) {
	empreinte := &ErreurEmpreinte{Chemin: "/p", Err: ErrTropGros}
	lance := func(err error) error {
		return fmt.Errorf("round 1: %w", &ErreurLancement{Strategie: "cmd:./p", Programme: "./p", Err: err})
	}
	for _, tc := range []struct {
		nom   string
		err   error
		cause error
		cle   string
		args  []any
	}{
		{"open quote", &ErreurCommande{Commande: `"p`, Err: &ErreurGuillemet{Guillemet: '"'}}, ErrGuillemetOuvert, "programme.commande.guillemet", []any{donnee(`"p`), '"'}},
		{"backslash", &ErreurCommande{Commande: `p\`, Err: ErrEchappement}, ErrEchappement, "programme.commande.echappement", []any{donnee(`p\`)}},
		{"no guarantee", lance(fmt.Errorf("fence: %w", ErrGaranties)), ErrGaranties, "programme.garanties", []any{donnee("./p"), donnee("cmd:./p")}},
		{"changed", lance(ErrChange), ErrChange, "programme.change", []any{donnee("cmd:./p")}},
		{"not found", lance(exec.ErrNotFound), exec.ErrNotFound, "programme.introuvable", []any{donnee("./p"), donnee("cmd:./p")}},
		{"no file", lance(fs.ErrNotExist), fs.ErrNotExist, "programme.introuvable", []any{donnee("./p"), donnee("cmd:./p")}},
		{"not executable", lance(fs.ErrPermission), fs.ErrPermission, "programme.nonexecutable", []any{donnee("./p"), donnee("cmd:./p")}},
		{"not checkable", lance(empreinte), ErrTropGros, "programme.empreinte", []any{donnee("cmd:./p"), empreinte}},
		{"too large", empreinte, ErrTropGros, "programme.empreinte.gros", []any{donnee("/p"), entier(MaxEmpreinte)}},
		{"too many entries", &ErreurEmpreinte{Chemin: "/p", Err: ErrTropDEntrees}, ErrTropDEntrees, "programme.empreinte.entrees", []any{donnee("/p"), MaxEntrees}},
	} {
		t.Run(tc.nom, func(t *testing.T) {
			var m interface{ Message() (string, []any) }
			require.ErrorAs(t, tc.err, &m)
			cle, args := m.Message()
			assert.Equal(t, tc.cle, cle)
			assert.Equal(t, tc.args, args)
			assert.ErrorIs(t, tc.err, tc.cause)
		})
	}
}
