package strategie

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/code"
)

// ErrInconnue: no strategy has that name.
var ErrInconnue = errors.New("unknown strategy")

// ErreurInconnue names the unknown strategy and lists the known ones.
type ErreurInconnue struct {
	Nom    string
	Connus []string
}

func (e *ErreurInconnue) Error() string {
	return fmt.Sprintf("unknown strategy %q (known: %s)", e.Nom, strings.Join(e.Connus, ", "))
}

// Unwrap lets errors.Is match ErrInconnue.
func (e *ErreurInconnue) Unwrap() error { return ErrInconnue }

// Fiche is one row of the table of strategies (Table): a strategy's name,
// how it is built, whether it draws at random, and what its statistics
// cost. A strategy's name is its type's (Strategie.Nom), read once here.
type Fiche struct {
	// Nom is the name scripts, saves and the command line use.
	Nom string
	// Nouvelle builds the strategy.
	Nouvelle func() Strategie
	// Graine: its proposals, and its statistics, depend on the round's
	// seed (it draws at random).
	Graine bool
	// seconde is about how many seconds of one core Calcule takes to
	// play it against every admissible secret of size t (see Estime).
	seconde func(t code.Taille) float64
}

// Estime is about how long Calcule takes to play the strategy against
// every admissible secret of size t on ouvriers cores (see the package
// function Estime).
func (f Fiche) Estime(t code.Taille, ouvriers int) time.Duration {
	secondes := f.seconde(t) / (0.85 * float64(max(ouvriers, 1)))
	return time.Duration(secondes * float64(time.Second))
}

// Table is the table of the strategies Nouvelle knows, the base one first:
// the course's (lexicographic, its counter-strategies, CFC), then the
// published score strategies (Criteres). The program adds those that need
// it around them (the optimal tree, students' programs) to its own table
// built on this one. It is built on each call: no table lives at package
// level.
func Table() []Fiche {
	parSecret := func(s Strategie, cout float64, graine bool) Fiche {
		return Fiche{Nom: s.Nom(), Nouvelle: func() Strategie { return s }, Graine: graine,
			seconde: func(t code.Taille) float64 { return cout * float64(t.NombreSecrets()) }}
	}
	table := []Fiche{
		parSecret(Lexico{}, 3e-6, false),
		parSecret(LexicoDecroissant{}, 3e-6, false),
		parSecret(LexicoAleatoire{}, 3e-6, true),
		parSecret(LexicoAlea{}, 3e-6, true),
		parSecret(Hasard{}, 3e-6, true),
		parSecret(CFC{}, 1e-5, false),
		parSecret(CFCPlus{}, 1e-5, false),
	}
	for _, c := range Criteres() {
		table = append(table, Fiche{Nom: c.Nom(), Nouvelle: func() Strategie { return NouvelleParScore(c) },
			seconde: func(t code.Taille) float64 {
				return c.facteur() * coutPions(t.Pions) * math.Pow(float64(t.NombreSecrets()), 1.5)
			}})
	}
	return table
}

// Cherche is the row of strategy nom.
//
// Résultat: the row, or an *ErreurInconnue listing the names.
func Cherche(nom string) (Fiche, error) {
	table := Table()
	for _, f := range table {
		if f.Nom == nom {
			return f, nil
		}
	}
	return Fiche{}, &ErreurInconnue{Nom: nom, Connus: nomsDe(table)}
}

// nomsDe are the names of table's rows, in its order.
func nomsDe(table []Fiche) []string {
	noms := make([]string, len(table))
	for i, f := range table {
		noms[i] = f.Nom
	}
	return noms
}

// Noms lists the names of Table, in its order.
func Noms() []string { return nomsDe(Table()) }

// Nouvelle returns the strategy called nom (Table's).
//
// Résultat: the strategy, or an *ErreurInconnue.
func Nouvelle(nom string) (Strategie, error) {
	f, err := Cherche(nom)
	if err != nil {
		return nil, err
	}
	return f.Nouvelle(), nil
}

// DependDeLaGraine reports whether the strategy called nom draws at random, so
// that its proposals, and its statistics, depend on the round's seed
// (Fiche.Graine); false for a name Table does not hold.
func DependDeLaGraine(nom string) bool {
	f, err := Cherche(nom)
	return err == nil && f.Graine
}
