// Package rapport is a lab's results as a teacher hands them back: the
// entries of a tournament ranked (equal results share a rank), the one
// rounding rule of every output, and the files (CSV, JSON, a
// self-contained HTML page, one report per program).
//
// It computes and lays out; the sentences come from the catalogue
// (texte), the figures from the tournament (cmd/mastermind).
package rapport

import (
	"cmp"
	"slices"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// Resultats are a run's results: its size, the secret of each round
// counted, and one entry per strategy.
type Resultats struct {
	Taille code.Taille
	// Secrets are the secrets of the rounds counted, in the order
	// played, in the protocol's letters (a secret may come back).
	Secrets []string
	// Depuis is the number of the first round counted, from 1: the
	// rounds before it were played (in one process, a program keeps
	// state from one round to the next) but not counted.
	Depuis int
	// Entrees follow the ranking once Classe has run.
	Entrees []*Entree
	// Ordre is the seed the rounds' order was drawn from; nil when the
	// secrets were given in their order (--secrets).
	Ordre *Ordre
	// ParManche: each round of a program (cmd:…) was played by a fresh
	// process of it (the default), not every round by one process
	// (--one-process), so that none could remember the rounds before.
	ParManche bool
}

// Ordre is the seed of a run's order of secrets (programme.Ordre).
type Ordre struct {
	Graine uint64
	// Rejeu: the seed was given back (programme.EnvOrdre), not drawn
	// for this run: the programs could not read it, but whoever read an
	// earlier report knows the order.
	Rejeu bool
	// Independants: each round's secret was drawn independently of the
	// others (programme.Tirage), not every secret once.
	Independants bool
}

// Entree is one strategy's results.
type Entree struct {
	// Nom is the strategy's name as the user wrote it ("cmd:…").
	Nom string
	// Coups[i] is the number of proposals of round Depuis+i; 0 for a
	// round left without a score (the strategy was stopped).
	Coups []uint16
	Duree time.Duration
	// Echec is why the strategy was stopped, nil when it played every
	// round.
	Echec *Echec
	// Impossible, set by Juge, says that the entry played every round
	// with fewer proposals than any strategy can: it is not ranked.
	Impossible *Impossible
	// Rang is the entry's rank from 1, shared by equal results; 0 for
	// an entry that failed or whose result is impossible (Classe sets
	// it).
	Rang int
	// Erreurs is what a program wrote on its error stream, as kept (nil
	// for a built-in strategy); FichierErreurs the file that holds it,
	// "" when none was written.
	Erreurs        *Erreurs
	FichierErreurs string
}

// Impossible is a result better than any strategy that plays each round
// without knowing its secret can reach: the program knew secrets it
// should not have (it read them somewhere, or deduced them from the
// rounds already played).
type Impossible struct {
	// Optimum: Limite is the proven optimum of the size (every secret
	// played once, optimal.Optimum); otherwise the bound by counting
	// (strategie.BorneComptage).
	Optimum bool
	// Limite is the least total of proposals such a strategy spends on
	// the rounds counted.
	Limite int
}

// Echec is a failed entry's report, as the catalogue words it.
type Echec struct {
	// Err is the error that stopped the strategy (an
	// *programme.ErreurProgramme, an *programme.ErreurLancement…).
	Err error
	// Texte is the report a person reads; Rejouer the command that plays
	// the same rounds again, empty when there is none.
	Texte, Rejouer string
}

// Trouves counts the rounds scored; total sums their proposals.
func (e *Entree) Trouves() (n, total int) {
	for _, c := range e.Coups {
		if c > 0 {
			n++
			total += int(c)
		}
	}
	return n, total
}

// Pire is the worst case and how many rounds reach it.
func (e *Entree) Pire() (coups, nombre int) {
	for _, c := range e.Coups {
		switch {
		case int(c) > coups:
			coups, nombre = int(c), 1
		case int(c) == coups && c > 0:
			nombre++
		}
	}
	return coups, nombre
}

// Echecs counts the rounds left without a score.
func (e *Entree) Echecs() int {
	n, _ := e.Trouves()
	return len(e.Coups) - n
}

// Distribution is d[k], the rounds found in k proposals, k from 0 (always
// 0) to the worst case.
func (e *Entree) Distribution() Distribution {
	pire, _ := e.Pire()
	d := make(Distribution, pire+1)
	for _, c := range e.Coups {
		if c > 0 {
			d[c]++
		}
	}
	return d
}

// Difficiles are the secrets of the rounds that reach the worst case, in
// the codes' order (the lexicographic order of the course), whatever the
// order they were played in; a secret played twice comes twice.
func (r *Resultats) Difficiles(e *Entree) []string {
	pire, _ := e.Pire()
	var d []string
	for i, c := range e.Coups {
		if pire > 0 && int(c) == pire {
			d = append(d, r.Secrets[i])
		}
	}
	p, err := couleur.Defaut(r.Taille.Couleurs)
	if err != nil {
		return d
	}
	index := func(s string) int {
		c, err := code.Lire(s, p, r.Taille.Pions)
		if err != nil {
			return -1
		}
		return r.Taille.Index(c)
	}
	slices.SortStableFunc(d, func(a, b string) int { return cmp.Compare(index(a), index(b)) })
	return d
}

// Moyenne is the entry's average over the rounds scored, rounded by the
// rule of every output (see Arrondi); ok is false when none was scored.
func (e *Entree) Moyenne() (moyenne float64, ok bool) {
	n, total := e.Trouves()
	if n == 0 {
		return 0, false
	}
	return Arrondi(int64(total), int64(n)), true
}

// Decimales is how many decimals an average shows, in every output.
const Decimales = 4

// Arrondi is the exact rational num/den rounded to Decimales decimals,
// half away from zero (5000/1280 = 3.90625 is 3.9063, in the table as in
// the JSON), as the float64 nearest to that decimal: strconv and
// encoding/json write it back with exactly its digits.
//
// Pré-requis: den > 0, |num| < 2^48 (no overflow).
func Arrondi(num, den int64) float64 {
	const echelle = 10000
	neg := num < 0
	if neg {
		num = -num
	}
	k := (2*num*echelle + den) / (2 * den)
	if neg {
		k = -k
	}
	return float64(k) / echelle
}

// Secondes is a duration in seconds with 3 decimals, half away from zero:
// the time column of every output.
func Secondes(d time.Duration) float64 {
	return float64((d+time.Millisecond/2)/time.Millisecond) / 1000
}

// Juge flags, as Impossible, every entry that played every round with
// fewer proposals than any strategy that plays each round on its own can
// spend on the rounds counted: the proven optimum of the size when they
// are its secrets once each and the optimum is known, the bound by
// counting otherwise. Classe leaves them unranked.
func (r *Resultats) Juge() {
	limite, optimum := r.Limite()
	for _, e := range r.Entrees {
		e.Impossible = nil
		if _, total := e.Trouves(); e.Echec == nil && len(e.Coups) > 0 && total < limite {
			e.Impossible = &Impossible{Optimum: optimum, Limite: limite}
		}
	}
}

// Limite is the least total of proposals a strategy that plays each round
// on its own spends on r's rounds counted, and whether it is the proven
// optimum (else the bound by counting).
func (r *Resultats) Limite() (limite int, optimum bool) {
	fois := map[string]int{}
	for _, s := range r.Secrets {
		fois[s]++
	}
	var f []int
	for _, n := range fois {
		f = append(f, n)
	}
	limite = strategie.BorneComptage(r.Taille, f)
	if len(fois) == len(r.Secrets) && len(fois) == r.Taille.NombreSecrets() {
		if o, ok := optimal.Optimum(r.Taille, optimal.Options{}); ok && o > limite {
			return o, true
		}
	}
	return limite, false
}

// Classe ranks r's entries: those that played every round by average
// (then worst case), sharing a rank when both are equal (1, 2, 2, 4);
// then, unranked, those whose result is impossible (by average), and
// those that failed, by rounds left without a score (then average).
// Equal entries keep their order.
func (r *Resultats) Classe() {
	slices.SortStableFunc(r.Entrees, compare)
	for i, e := range r.Entrees {
		switch {
		case !e.Classee():
			e.Rang = 0
		case i > 0 && r.Entrees[i-1].Classee() && compare(r.Entrees[i-1], e) == 0:
			e.Rang = r.Entrees[i-1].Rang
		default:
			e.Rang = i + 1
		}
	}
}

// Classee reports whether e takes part in the ranking: it played every
// round, with a possible result.
func (e *Entree) Classee() bool { return e.Echec == nil && e.Impossible == nil }

// ExAequo counts the entries of r that share e's rank, e included (1
// when e is alone at its rank, 0 when it has none).
func (r *Resultats) ExAequo(e *Entree) int {
	if e.Rang == 0 {
		return 0
	}
	n := 0
	for _, x := range r.Entrees {
		if x.Rang == e.Rang {
			n++
		}
	}
	return n
}

// Classees counts the entries ranked.
func (r *Resultats) Classees() int {
	n := 0
	for _, x := range r.Entrees {
		if x.Classee() {
			n++
		}
	}
	return n
}

// groupe is an entry's place in the ranking's order: ranked, impossible,
// failed.
func groupe(e *Entree) int {
	switch {
	case e.Echec != nil:
		return 2
	case e.Impossible != nil:
		return 1
	}
	return 0
}

// compare orders two entries as the ranking does; 0 for equal results.
func compare(x, y *Entree) int {
	if c := cmp.Compare(groupe(x), groupe(y)); c != 0 {
		return c
	}
	if x.Echec != nil {
		if c := cmp.Compare(x.Echecs(), y.Echecs()); c != 0 {
			return c
		}
	}
	// Averages compared exactly: total_x/n_x against total_y/n_y.
	nx, tx := x.Trouves()
	ny, ty := y.Trouves()
	if c := cmpBool(nx == 0, ny == 0); c != 0 {
		return c
	}
	if c := cmp.Compare(int64(tx)*int64(ny), int64(ty)*int64(nx)); c != 0 {
		return c
	}
	px, _ := x.Pire()
	py, _ := y.Pire()
	return cmp.Compare(px, py)
}

func cmpBool(x, y bool) int {
	switch {
	case x == y:
		return 0
	case x:
		return 1
	}
	return -1
}
