package strategie

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The lower bounds are those of the most even split.
func TestBorne(t *testing.T) {
	lg := nouvelleTableLog(1 << 10)
	for _, c := range Criteres() {
		for n := 1; n < 60; n++ {
			b := c.borne(n, 7, lg)
			q, r := n/7, n%7
			pareil := make(Decoupage, 7)
			for i := range pareil {
				pareil[i] = q
				if i < r {
					pareil[i]++
				}
			}
			assert.Equal(t, c.cout(pareil, lg), b, "%s n=%d", c.Nom(), n)
		}
	}
}
