package enclos_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
)

func TestLitLimites(t *testing.T) {
	tests := []struct {
		texte string
		voulu enclos.Limites
		err   error
	}{
		{"", enclos.Limites{}, nil},
		{"cpu=5m", enclos.Limites{CPU: 5 * time.Minute}, nil},
		{"mem=2G, file=100M,procs=64", enclos.Limites{Memoire: 2 << 30, Fichier: 100 << 20, Processus: 64}, nil},
		{"mem=512k,dir=/tmp/x", enclos.Limites{Memoire: 512 << 10, Dossier: "/tmp/x"}, nil},
		{"cpu=0,mem=none,procs=0,file=0", enclos.Limites{CPU: -1, Memoire: -1, Processus: -1, Fichier: -1}, nil},
		{"cpu=5", enclos.Limites{}, enclos.ErrValeur},
		{"cpu=-1s", enclos.Limites{}, enclos.ErrValeur},
		{"mem=2T", enclos.Limites{}, enclos.ErrValeur},
		{"mem=99999999999G", enclos.Limites{}, enclos.ErrValeur},
		{"procs=-3", enclos.Limites{}, enclos.ErrValeur},
		{"dir=", enclos.Limites{}, enclos.ErrValeur},
		{"cpu", enclos.Limites{}, enclos.ErrValeur},
		{"net=0", enclos.Limites{}, enclos.ErrCle},
	}
	for _, tt := range tests {
		t.Run(tt.texte, func(t *testing.T) {
			l, err := enclos.LitLimites(tt.texte)
			if tt.err != nil {
				var e *enclos.ErreurLimites
				require.ErrorAs(t, err, &e)
				assert.ErrorIs(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.voulu, l)
		})
	}
}

func TestCompletees(t *testing.T) {
	d := enclos.ParDefaut()
	assert.Equal(t, d, enclos.Limites{}.Completees())
	l := enclos.Limites{CPU: -1, Memoire: 1 << 20}.Completees()
	assert.Equal(t, enclos.Limites{CPU: -1, Memoire: 1 << 20, Processus: d.Processus, Fichier: d.Fichier}, l)
}

// FuzzLitLimites: any text is read or refused with an *ErreurLimites,
// never with a panic, and the limits read are never zero where given.
func FuzzLitLimites(f *testing.F) {
	for _, s := range []string{"", "cpu=5m", "mem=2G,file=1M", "procs=0", "dir=/x", "cpu=,", "mem=9223372036854775807"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := enclos.LitLimites(s)
		if err != nil {
			var e *enclos.ErreurLimites
			assert.ErrorAs(t, err, &e)
			return
		}
		assert.GreaterOrEqual(t, l.Memoire, int64(-1))
		assert.GreaterOrEqual(t, l.Fichier, int64(-1))
	})
}
