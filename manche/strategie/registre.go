package strategie

import (
	"errors"
	"fmt"
	"strings"
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

// Noms lists the strategies Nouvelle knows, the base one first: the
// course's (lexicographic, its counter-strategies, CFC), then the
// published score strategies.
func Noms() []string {
	return []string{
		"lexico", "lexico-desc", "lexico-random", "lexico-alea", "random",
		"cfc", "cfc-plus",
		"knuth", "most-parts", "entropy", "expected-size",
	}
}

// Nouvelle returns the strategy called nom.
//
// Résultat: the strategy, or an *ErreurInconnue.
func Nouvelle(nom string) (Strategie, error) {
	switch nom {
	case "lexico":
		return Lexico{}, nil
	case "lexico-desc":
		return LexicoDecroissant{}, nil
	case "lexico-random":
		return LexicoAleatoire{}, nil
	case "lexico-alea":
		return LexicoAlea{}, nil
	case "random":
		return Hasard{}, nil
	case "cfc":
		return CFC{}, nil
	case "cfc-plus":
		return CFCPlus{}, nil
	}
	for _, c := range Criteres() {
		if c.Nom() == nom {
			return NouvelleParScore(c), nil
		}
	}
	return nil, &ErreurInconnue{Nom: nom, Connus: Noms()}
}

// DependDeLaGraine reports whether the strategy called nom draws at random, so
// that its proposals, and its statistics, depend on the round's seed.
func DependDeLaGraine(nom string) bool {
	switch nom {
	case "lexico-random", "lexico-alea", "random":
		return true
	}
	return false
}
