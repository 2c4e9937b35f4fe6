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

	"mastermind/code"
)

// Resultats are a run's results: its size, the secret of each round
// counted, and one entry per strategy.
type Resultats struct {
	Taille code.Taille
	// Secrets are the secrets of the rounds counted, in the order
	// played, in the protocol's letters (a secret may come back).
	Secrets []string
	// Depuis is the number of the first round counted, from 1: the
	// rounds before it were played (a program keeps state from one
	// round to the next) but not counted.
	Depuis int
	// Entrees follow the ranking once Classe has run.
	Entrees []*Entree
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
	// Rang is the entry's rank from 1, shared by equal results; 0 for
	// an entry that failed (Classe sets it).
	Rang int
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
// the order played.
func (r *Resultats) Difficiles(e *Entree) []string {
	pire, _ := e.Pire()
	var d []string
	for i, c := range e.Coups {
		if pire > 0 && int(c) == pire {
			d = append(d, r.Secrets[i])
		}
	}
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

// Classe ranks r's entries: those that played every round by average
// (then worst case), sharing a rank when both are equal (1, 2, 2, 4);
// then those that failed, unranked, by rounds left without a score (then
// average). Equal entries keep their order.
func (r *Resultats) Classe() {
	slices.SortStableFunc(r.Entrees, compare)
	for i, e := range r.Entrees {
		switch {
		case e.Echec != nil:
			e.Rang = 0
		case i > 0 && r.Entrees[i-1].Echec == nil && compare(r.Entrees[i-1], e) == 0:
			e.Rang = r.Entrees[i-1].Rang
		default:
			e.Rang = i + 1
		}
	}
}

// compare orders two entries as the ranking does; 0 for equal results.
func compare(x, y *Entree) int {
	if c := cmpBool(x.Echec != nil, y.Echec != nil); c != 0 {
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
