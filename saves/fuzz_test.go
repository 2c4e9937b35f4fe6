package saves

import "testing"

// FuzzLire feeds the loader arbitrary bytes: it must never panic, and a
// file it accepts must write back to bytes it accepts again, unchanged.
// The seeds are the tests' games, whole and cut, and testdata/fuzz holds
// the corpus.
func FuzzLire(f *testing.F) {
	for _, s := range []Sauvegarde{partieEnCours(f), soloEnCours(f)} {
		data, err := Octets(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(""))
	f.Add([]byte("version: 2\n"))
	f.Add([]byte("version: -1\nname: x\n"))
	f.Add([]byte("version: 1\nmode: [\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Lire(data)
		if err != nil {
			return
		}
		a, err := Octets(s)
		if err != nil {
			t.Fatalf("accepted but cannot write back: %v", err)
		}
		s2, err := Lire(a)
		if err != nil {
			t.Fatalf("written back but refused: %v\n%s", err, a)
		}
		b, err := Octets(s2)
		if err != nil || string(a) != string(b) {
			t.Fatalf("not stable:\n%s\n---\n%s", a, b)
		}
	})
}
