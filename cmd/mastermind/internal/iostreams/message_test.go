package iostreams

import (
	"errors"
	"fmt"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnOutputErrorNamesItsSentence: a failed output names the
// catalogue's sentence for its cause, found with errors.As however it is
// wrapped, and errors.Is still sees the cause.
func TestAnOutputErrorNamesItsSentence(t *testing.T) {
	for _, tc := range []struct {
		cause error
		cle   string
	}{
		{ErrFermee, "err.sortie.fermee"},
		{syscall.ENOSPC, "err.sortie.pleine"},
		{syscall.EDQUOT, "err.sortie.pleine"},
		{syscall.EBADF, "err.sortie"},
	} {
		t.Run(tc.cle, func(t *testing.T) {
			err := fmt.Errorf("writing: %w", &ErreurSortie{Err: tc.cause})
			var m interface{ Message() (string, []any) }
			require.ErrorAs(t, err, &m)
			cle, args := m.Message()
			assert.Equal(t, tc.cle, cle)
			assert.Empty(t, args)
			assert.ErrorIs(t, err, ErrSortie)
			assert.True(t, errors.Is(err, tc.cause))
		})
	}
}
