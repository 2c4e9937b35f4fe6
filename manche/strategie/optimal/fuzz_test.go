package optimal

import (
	"context"
	"errors"
	"testing"

	"github.com/sae-mastermind/mastermind/code"
)

// FuzzDecode: whatever the bytes, Decode returns a tree that checks or an
// error wrapping ErrCacheCorrompu, and never panics.
func FuzzDecode(f *testing.F) {
	e, err := code.NouvelEspace(code.Taille{Pions: 2, Couleurs: 3})
	if err != nil {
		f.Fatal(err)
	}
	a, err := Calcule(context.Background(), e, Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(a.Encode())
	f.Fuzz(func(t *testing.T, data []byte) {
		// The bytes as a file, and as a body given a right checksum, so
		// that the parser behind the checksum is reached too.
		corps := append([]byte(nil), data...)
		for _, d := range [][]byte{data, append(corps, sommeDe(corps)...)} {
			b, err := Decode(d, e, Options{})
			if err != nil {
				if !errors.Is(err, ErrCacheCorrompu) {
					t.Fatalf("error %v does not wrap ErrCacheCorrompu", err)
				}
				continue
			}
			if verr := b.Verifie(e); verr != nil {
				t.Fatalf("Decode accepted a tree that does not check: %v", verr)
			}
		}
	})
}
