package historique

import (
	"bytes"
	"testing"
	"time"
)

// FuzzDecode: a line never panics the reader; a line it accepts writes
// back to a line that reads the same.
func FuzzDecode(f *testing.F) {
	seule := entree(f, 1)
	dans := entree(f, 2)
	dans.Mode, dans.Partie, dans.NumManche, dans.NbManches = "partie", debut.Add(-time.Hour), 2, 4
	for _, e := range []Entree{seule, dans} {
		data, err := encode(e)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(bytes.TrimSuffix(data, []byte("\n")))
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(`{"version":2,"game":"x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := decode(data)
		if err != nil {
			return
		}
		a, err := encode(e)
		if err != nil {
			t.Fatalf("accepted but cannot write back: %v", err)
		}
		b, err := decode(bytes.TrimSuffix(a, []byte("\n")))
		if err != nil {
			t.Fatalf("written back but does not read: %v\n%s", err, a)
		}
		if b.DansUnePartie() != e.DansUnePartie() || !b.Partie.Equal(e.Partie) || b.NumManche != e.NumManche || len(b.Lignes) != len(e.Lignes) {
			t.Fatalf("read back otherwise: %+v, then %+v", e, b)
		}
	})
}
