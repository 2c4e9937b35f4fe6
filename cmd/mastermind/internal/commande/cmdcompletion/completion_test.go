package cmdcompletion

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRecolle: the words bash splits at "=" are put back together, and
// whether the last one was split so.
func TestRecolle(t *testing.T) {
	cas := []struct {
		mots  []string
		voulu string
		coupe bool
	}{
		{[]string{"demo", "--lang", "=", "e"}, "demo|--lang=e", true},
		{[]string{"demo", "--lang", "="}, "demo|--lang=", true},
		{[]string{"--saves", "=", "/tmp", "resume", ""}, "--saves=/tmp|resume|", false},
		{[]string{"demo", "--lang=e"}, "demo|--lang=e", false},
		{[]string{"solve", "=", "x"}, "solve|=|x", false},
		{[]string{"="}, "=", false},
	}
	for _, c := range cas {
		t.Run(strings.Join(c.mots, " "), func(t *testing.T) {
			r, coupe := recolle(c.mots)
			assert.Equal(t, c.voulu, strings.Join(r, "|"))
			assert.Equal(t, c.coupe, coupe)
		})
	}
}
