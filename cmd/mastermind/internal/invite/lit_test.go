package invite

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLitReadsTheLineOnce: the prompt returns what the check read from
// the line it accepted, without reading it again; an invite that checked
// another line last gets the line it returns read.
func TestLitReadsTheLineOnce(t *testing.T) {
	lectures := 0
	lire := func(s string) (int, error) {
		lectures++
		if s == "mauvais" {
			return 0, errors.New("refusé")
		}
		return len(s), nil
	}
	saisit := func(lignes ...string) func(context.Context, string, func(string) error) (string, error) {
		return func(_ context.Context, _ string, valide func(string) error) (string, error) {
			var derniere string
			for _, l := range lignes {
				if valide(l) == nil {
					derniere = l
				}
			}
			return derniere, nil
		}
	}
	v, err := Lit(context.Background(), saisit("mauvais", "quatre"), "?", lire)
	require.NoError(t, err)
	assert.Equal(t, 6, v)
	assert.Equal(t, 2, lectures, "each line read once")

	lectures = 0
	v, err = Lit(context.Background(), saisit("quatre", "mauvais", "un"), "?", lire)
	require.NoError(t, err)
	assert.Equal(t, 2, v)
	assert.Equal(t, 3, lectures)

	autre := func(_ context.Context, _ string, valide func(string) error) (string, error) {
		_ = valide("abc")
		return "abcdef", nil
	}
	v, err = Lit(context.Background(), autre, "?", lire)
	require.NoError(t, err)
	assert.Equal(t, 6, v, "the line returned, not the one checked last")
}
