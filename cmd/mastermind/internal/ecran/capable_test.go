package ecran

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCapable(t *testing.T) {
	for _, inter := range []bool{false, true} {
		for _, term := range []string{"", "dumb", " dumb ", "xterm-256color", "screen", "linux"} {
			want := inter && term != "" && term != "dumb" && term != " dumb "
			assert.Equal(t, want, Capable(inter, term), "%v %q", inter, term)
		}
	}
}
