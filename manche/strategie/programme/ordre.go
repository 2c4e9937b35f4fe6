package programme

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
)

// The order of a run's secrets is drawn from a seed, so that a program
// cannot learn the secret of round i from i: the lab plays every secret
// once in an order no program can predict. The seed is drawn afresh for
// each run, outside any program's reach, and written in the reports once
// the run is over; a replay gives it back through the environment
// (EnvOrdre), never on a command line, which every process of the
// machine reads (/proc/PID/cmdline). The lab moves it out of its own
// environment before anything runs (CacheOrdre), since the processes of
// its user may read that too, and never passes it on to a program: it
// then lives in the lab's memory only, which a fenced program cannot
// read (Landlock forbids it to trace the lab).

// EnvOrdre is the variable through which a replay gives a run the seed
// of its order: MASTERMIND_ORDER=SEED mastermind stats …. Lance removes
// it from the environment of every program it starts.
const EnvOrdre = "MASTERMIND_ORDER"

// MaxGraineOrdre is the largest seed of an order: 2^53 − 1, so that the
// JSON's number reads back exactly in every language.
const MaxGraineOrdre = 1<<53 - 1

// ErrGraineOrdre: the seed given is not a whole number from 0 to
// MaxGraineOrdre.
var ErrGraineOrdre = errors.New("not a seed of the order of the secrets")

// LitGraineOrdre reads the seed of an order, as EnvOrdre gives it.
//
// Résultat: the seed, or ErrGraineOrdre.
func LitGraineOrdre(s string) (uint64, error) {
	g, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil || g > MaxGraineOrdre {
		return 0, ErrGraineOrdre
	}
	return g, nil
}

// GraineOrdre is a seed of an order drawn from 53 random bits (from
// crypto/rand through the caller's reader: Lire fills b).
func GraineOrdre(lire func(b []byte) (int, error)) (uint64, error) {
	var b [8]byte
	if _, err := lire(b[:]); err != nil {
		return 0, err
	}
	var g uint64
	for _, x := range b {
		g = g<<8 | uint64(x)
	}
	return g & MaxGraineOrdre, nil
}

// flotOrdre is the second word of the PCG's seed: "mastermd", so that an
// order's stream is not that of another use of the same seed.
const flotOrdre = 0x6d61737465726d64

// Ordre returns the rounds of a run over n secrets: manches indices into
// the list of secrets, in successive passes, each pass every index once
// in an order drawn from graine. The first k rounds of a longer run are
// those of a run of k rounds, so that a replay of the rounds up to a
// fault plays the same ones.
//
// The draw is this package's own (PCG-DXSM's outputs, Fisher–Yates with
// an unbiased bounded draw), not math/rand's Shuffle, whose outputs Go
// does not promise to keep: a seed in a report replays its run with any
// later build (TestOrdreStable).
func Ordre(graine uint64, n, manches int) []int {
	if n <= 0 || manches <= 0 {
		return nil
	}
	src := rand.NewPCG(graine, flotOrdre)
	ordre := make([]int, 0, manches)
	passe := make([]int, n)
	for len(ordre) < manches {
		for i := range passe {
			passe[i] = i
		}
		for i := n - 1; i > 0; i-- {
			j := int(borne(src, uint64(i+1)))
			passe[i], passe[j] = passe[j], passe[i]
		}
		ordre = append(ordre, passe[:min(n, manches-len(ordre))]...)
	}
	return ordre
}

// borne is a uniform draw from [0, n), n > 0: Lemire's multiplication,
// with the rejection that makes it exact.
func borne(src *rand.PCG, n uint64) uint64 {
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		seuil := -n % n
		for lo < seuil {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return hi
}

// avecOrdre is getenv, except that EnvOrdre reads v.
func avecOrdre(getenv func(string) string, v string) func(string) string {
	return func(k string) string {
		if k == EnvOrdre {
			return v
		}
		return getenv(k)
	}
}

// sansOrdre is env without EnvOrdre: what a program gets.
func sansOrdre(env []string) []string {
	garde := make([]string, 0, len(env))
	for _, kv := range env {
		if !strings.HasPrefix(kv, EnvOrdre+"=") {
			garde = append(garde, kv)
		}
	}
	return garde
}

// environnement is the environment a program starts with: the lab's
// (env, or the process's when nil), without EnvOrdre.
func environnement(env []string) []string {
	if env == nil {
		env = os.Environ()
	}
	return sansOrdre(env)
}

// flotTirage is the second word of the PCG's seed of Tirage: "tiragemm".
const flotTirage = 0x7469726167656d6d

// Tirage returns the rounds of a run whose secrets are drawn
// independently: manches indices into the list of n secrets, each drawn
// uniformly from graine, whatever the rounds before (a secret may come
// back, another never). A program that remembers the secrets it found
// learns nothing of the next one, so it totals the same, on average, as
// if it forgot them. The first k rounds are those of a run of k rounds.
func Tirage(graine uint64, n, manches int) []int {
	if n <= 0 || manches <= 0 {
		return nil
	}
	src := rand.NewPCG(graine, flotTirage)
	tirage := make([]int, manches)
	for i := range tirage {
		tirage[i] = int(borne(src, uint64(n)))
	}
	return tirage
}
