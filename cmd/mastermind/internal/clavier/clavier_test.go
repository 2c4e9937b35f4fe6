package clavier

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDecode(t *testing.T) {
	cas := []struct {
		octets  string
		complet bool
		k       Touche
		n       int
		ok      bool
	}{
		{"\x1b[B", false, Touche{Genre: Bas}, 3, true},
		{"\x1bOA", false, Touche{Genre: Haut}, 3, true},
		{"\x1b[5~", false, Touche{Genre: PageHaut}, 4, true},
		{"\x1b[1;5C", false, Touche{Genre: Droite}, 6, true},
		{"\x1b[", false, Touche{}, 0, false},
		{"\x1b", false, Touche{}, 0, false},
		{"\x1b", true, Touche{Genre: Echap}, 1, true},
		{"\x1bh", false, Touche{Genre: Echap}, 1, true},
		{"\r\n", false, Touche{Genre: Entree}, 2, true},
		{"é", false, Lettre('é'), 2, true},
		{"\xc3", false, Touche{}, 0, false},
		{"\xc3", true, Touche{}, 1, true},
		{"\x07", false, Touche{Genre: Rien}, 1, true},
		{"\x1a", false, Touche{Genre: Arret}, 1, true},
		// The game screen's keys: F1 as SS3 and as CSI, Ctrl-S and Ctrl-Q
		// (the game's mode turns flow control off), SGR clicks.
		{"\x1bOP", false, Touche{Genre: F1}, 3, true},
		{"\x1b[11~", false, Touche{Genre: F1}, 5, true},
		{"\x13", false, Touche{Genre: CtrlS}, 1, true},
		{"\x11", false, Touche{Genre: CtrlQ}, 1, true},
		{"\x1b[<0;12;5M", false, Clique(11, 4), 10, true},
		// A cursor position report (the answer to a menu's question).
		{"\x1b[12;1R", false, Touche{Genre: Position, X: 0, Y: 11}, 7, true},
		{"\x1b[R", false, Touche{}, 3, true},
		{"\x1b[<0;12;5m", false, Touche{Genre: Rien}, 10, true},
		{"\x1b[<2;12;5M", false, Touche{Genre: Rien}, 10, true},
		{"\x1b[<64;1;1M", false, Touche{Genre: Rien}, 10, true},
		{"\x1b[<0;0;5M", false, Touche{Genre: Rien}, 9, true},
		{"\x1b[<0;x;5M", false, Touche{Genre: Rien}, 6, true},
		{"\x1b[<0;12", false, Touche{}, 0, false},
	}
	for _, c := range cas {
		k, n, ok := Decode([]byte(c.octets), c.complet)
		assert.Equal(t, c.ok, ok, "%q", c.octets)
		if ok {
			assert.Equal(t, c.k, k, "%q", c.octets)
			assert.Equal(t, c.n, n, "%q", c.octets)
		}
	}
}

// FuzzDecode: whatever the bytes, a key is read from a non-empty input
// once it is complete, taking at least one byte and no more than there are.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"\x1b[<0;12;5M", "\x1bOP", "é", "\x1b[1;5C", "\r\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) == 0 {
			return
		}
		_, n, ok := Decode(b, true)
		if !ok || n < 1 || n > len(b) {
			t.Fatalf("Decode(%q, true) = %d, %v", b, n, ok)
		}
	})
}
