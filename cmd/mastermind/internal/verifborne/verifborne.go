// Package verifborne checks a lower bound of Mastermind written as a bound
// file (docs/ARBRE.md, "Bound files"): a claim that no strategy finds the
// secrets of a class (the codes that give the answers of the header's
// after moves) with fewer proposals in all than the bound, together with
// its derivation, the horizon and the exact size of the definition below.
// The checker computes that definition itself and accepts the file when
// it reaches the bound.
//
// The definition, for a set S of n secrets and L levels left:
//
//   - n = 1 costs 1, n = 2 costs 3; a proposal of S that separates all the
//     others gives 2n − 1 (every other secret needs two proposals);
//   - static(S) is the counting bound (at most one secret is found per
//     node, a node has at most r = p(p+3)/2 − 1 children) and the
//     candidates' bound (a candidate splitting the others into k classes
//     costs at least n plus the least counting bound of n − 1 codes in k
//     classes; any other proposal, n plus that of n codes in r classes);
//   - a set of more than E codes (the header's exact) with L = 0 levels
//     left is worth static(S); with "leaves split" (version 2), the larger
//     of static(S) and n plus the least, over every proposal that splits
//     S, of the counting bounds of the classes it leaves, the winning one
//     excepted (a half level);
//   - otherwise S is worth the larger of static(S) and n plus the least,
//     over every proposal that splits S (a proposal that leaves S whole is
//     never played by a best strategy), of the sum of the worths of the
//     classes it leaves, the winning one excepted, with L − 1 levels left;
//     a set of at most E codes is worth its exact optimum (L is not
//     looked at).
//
// Each rule is a lower bound of the optimal total, so the definition is
// one. The checker is written from that definition alone: it imports
// nothing of the module (a test says so) and shares no code with the
// search that wrote the file. It takes the least over the proposals up to
// the symmetries of the history (position permutations with the colour
// renaming they force, renamings of the colours never played; colours no
// secret of S holds are one colour for S) by branch and bound, with the
// claimed bound as its cut-off.
package verifborne

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Version is the format's version, the first line's number. Version 1
// has no leaves field (the sets at the horizon are worth static(S));
// version 2 has it after exact.
const Version = 2

// The values of the leaves field: how a set of more than E codes with no
// level left is bounded.
const (
	FeuillesStatiques = "static"
	FeuillesPartage   = "split"
)

// Limits of a file the checker takes.
const (
	MaxPions   = 10
	MaxSecrets = 1 << 22
)

const lettresPermises = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// The ways a file can be wrong (Erreur.Err).
var (
	ErrEntete = errors.New("bad header")
	ErrBorne  = errors.New("the definition does not reach the bound")
)

// Erreur is what is wrong with a bound file.
type Erreur struct {
	Ligne int   // the line, from 1; 0 for the bound itself
	Err   error // ErrEntete or ErrBorne
	Champ string
	// Atteint is what the definition reaches when it is less than the
	// bound (ErrBorne): a value below Annonce.
	Atteint, Annonce int
}

func (e *Erreur) Error() string {
	if errors.Is(e.Err, ErrBorne) {
		return fmt.Sprintf("%v: it gives %d, the file claims %d", e.Err, e.Atteint, e.Annonce)
	}
	return fmt.Sprintf("line %d: %v, field %s", e.Ligne, e.Err, e.Champ)
}

// Unwrap lets errors.Is match the sentinel.
func (e *Erreur) Unwrap() error { return e.Err }

// Resultat is what a bound file holds once checked.
type Resultat struct {
	Pions, Couleurs int
	Repetitions     bool
	Lettres         string
	// Apres are the moves played before ("RRBBJ:2,0"), none for the
	// whole game.
	Apres []string
	// Secrets is the size of the class.
	Secrets int
	// Horizon is the levels searched (0: every level, the exact
	// optimum), Exact the size up to which a set is solved exactly.
	Horizon, Exact int
	// Demi is set when the sets at the horizon have the half level
	// (leaves split).
	Demi bool
	// Borne is the bound the file claims and the checker found true: no
	// strategy finds every secret of the class with fewer proposals,
	// the after moves included (as a tree file of version 2 counts its
	// total).
	Borne int
}

// Verifie reads a bound file from r and checks it: VerifieContexte
// without an end.
func Verifie(r io.Reader) (Resultat, error) {
	return VerifieContexte(context.Background(), r)
}

// VerifieContexte reads a bound file from r and checks it, or stops when
// ctx is done (a check can take an hour: Ctrl-C stops it at once).
//
// Résultat: what it holds; an *Erreur when the file is not well formed or
// its bound is not reached; ctx.Err() when stopped (nothing is claimed);
// another error when r cannot be read.
func VerifieContexte(ctx context.Context, r io.Reader) (Resultat, error) {
	f, err := lit(r)
	if err != nil {
		return Resultat{}, err
	}
	if err := ctx.Err(); err != nil {
		return Resultat{}, err
	}
	c := nouveauCalcul(f)
	c.ctx = ctx
	atteint := c.vaut(c.secrets, c.historique, f.horizon, f.annonce-len(f.apres)*len(c.secrets))
	if c.arrete {
		return Resultat{}, ctx.Err()
	}
	atteint += len(f.apres) * len(c.secrets)
	if atteint < f.annonce {
		return Resultat{}, &Erreur{Err: ErrBorne, Atteint: atteint, Annonce: f.annonce}
	}
	return Resultat{Pions: f.pions, Couleurs: f.couleurs, Repetitions: f.repetitions, Lettres: f.lettres,
		Apres: f.apresTexte, Secrets: len(c.secrets), Horizon: f.horizonLu, Exact: f.exact, Demi: f.demi, Borne: f.annonce}, nil
}

// fichier is a bound file read.
type fichier struct {
	pions, couleurs int
	repetitions     bool
	lettres         string
	apresTexte      []string
	apres           []coup
	horizon         int // levels; 1<<30 for every level
	horizonLu       int
	exact           int
	demi            bool
	annonce         int
}

type coup struct {
	code      []uint8
	bien, mal int
}

// lit parses the header: the fields in their order, nothing else.
func lit(r io.Reader) (*fichier, error) {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 0, 4096), 1<<16)
	numero := 0
	champ := func(nom string) (string, error) {
		for s.Scan() {
			numero++
			l := strings.TrimSuffix(s.Text(), "\r")
			if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
				continue
			}
			v, ok := strings.CutPrefix(l, nom+" ")
			if !ok || v == "" || strings.ContainsAny(v, " \t") {
				return "", &Erreur{Ligne: numero, Err: ErrEntete, Champ: nom}
			}
			return v, nil
		}
		if err := s.Err(); err != nil {
			return "", err
		}
		return "", &Erreur{Ligne: numero + 1, Err: ErrEntete, Champ: nom}
	}
	entier := func(nom string, min, max int) (int, error) {
		v, err := champ(nom)
		if err != nil {
			return 0, err
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < min || n > max || strconv.Itoa(n) != v {
			return 0, &Erreur{Ligne: numero, Err: ErrEntete, Champ: nom}
		}
		return n, nil
	}
	f := &fichier{}
	var err error
	version, err := entier("mastermind-bound", 1, Version)
	if err != nil {
		return nil, err
	}
	if f.pions, err = entier("pegs", 1, MaxPions); err != nil {
		return nil, err
	}
	if f.couleurs, err = entier("colors", 1, len(lettresPermises)); err != nil {
		return nil, err
	}
	rep, err := champ("repeats")
	if err != nil {
		return nil, err
	}
	switch {
	case rep == "yes":
		f.repetitions = true
	case rep == "no" && f.pions <= f.couleurs:
	default:
		return nil, &Erreur{Ligne: numero, Err: ErrEntete, Champ: "repeats"}
	}
	if f.lettres, err = champ("letters"); err != nil {
		return nil, err
	}
	if !lettresValides(f.lettres, f.couleurs) {
		return nil, &Erreur{Ligne: numero, Err: ErrEntete, Champ: "letters"}
	}
	n := 1
	for range f.pions {
		if n > MaxSecrets/f.couleurs {
			return nil, &Erreur{Ligne: numero, Err: ErrEntete, Champ: "pegs"}
		}
		n *= f.couleurs
	}
	apres, err := champ("after")
	if err != nil {
		return nil, err
	}
	if apres != "-" {
		for _, m := range strings.Split(apres, ";") {
			c, ok := f.coup(m)
			if !ok {
				return nil, &Erreur{Ligne: numero, Err: ErrEntete, Champ: "after"}
			}
			f.apres = append(f.apres, c)
			f.apresTexte = append(f.apresTexte, m)
		}
	}
	h, err := champ("horizon")
	if err != nil {
		return nil, err
	}
	if h == "full" {
		f.horizon = 1 << 30
	} else if f.horizon, err = strconv.Atoi(h); err != nil || f.horizon < 1 || f.horizon > 64 || strconv.Itoa(f.horizon) != h {
		return nil, &Erreur{Ligne: numero, Err: ErrEntete, Champ: "horizon"}
	} else {
		f.horizonLu = f.horizon
	}
	if f.exact, err = entier("exact", 0, MaxSecrets); err != nil {
		return nil, err
	}
	if version >= 2 {
		switch v, err := champ("leaves"); {
		case err != nil:
			return nil, err
		case v == FeuillesPartage:
			f.demi = true
		case v != FeuillesStatiques:
			return nil, &Erreur{Ligne: numero, Err: ErrEntete, Champ: "leaves"}
		}
	}
	if f.annonce, err = entier("bound", 0, 1<<50); err != nil {
		return nil, err
	}
	for s.Scan() {
		numero++
		l := strings.TrimSuffix(s.Text(), "\r")
		if strings.TrimSpace(l) != "" && !strings.HasPrefix(l, "#") {
			return nil, &Erreur{Ligne: numero, Err: ErrEntete, Champ: "end"}
		}
	}
	return f, s.Err()
}

func lettresValides(l string, n int) bool {
	if len(l) != n {
		return false
	}
	vu := map[byte]bool{}
	for i := range len(l) {
		if !strings.ContainsRune(lettresPermises, rune(l[i])) || vu[l[i]] {
			return false
		}
		vu[l[i]] = true
	}
	return true
}

// coup parses CODE:RIGHT,MISPLACED, a possible non-winning answer.
func (f *fichier) coup(m string) (coup, bool) {
	mot, rep, ok := strings.Cut(m, ":")
	bien, mal, ok2 := strings.Cut(rep, ",")
	if !ok || !ok2 || len(mot) != f.pions {
		return coup{}, false
	}
	c := coup{code: make([]uint8, f.pions)}
	var e1, e2 error
	c.bien, e1 = strconv.Atoi(bien)
	c.mal, e2 = strconv.Atoi(mal)
	if e1 != nil || e2 != nil || strconv.Itoa(c.bien) != bien || strconv.Itoa(c.mal) != mal ||
		c.bien < 0 || c.mal < 0 || c.bien+c.mal > f.pions || c.bien == f.pions {
		return coup{}, false
	}
	vu := 0
	for i := range mot {
		k := strings.IndexByte(f.lettres, mot[i])
		if k < 0 || (!f.repetitions && vu&(1<<k) != 0) {
			return coup{}, false
		}
		vu |= 1 << k
		c.code[i] = uint8(k)
	}
	return c, true
}
