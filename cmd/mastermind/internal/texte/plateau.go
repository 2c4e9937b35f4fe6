package texte

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// tablePlateau holds the keys plateau.*, for the words of a drawn board.
func tablePlateau() map[string]message {
	return map[string]message{
		"plateau.bien":       {"Bien", "Right"},
		"plateau.bien.court": {"Bien", "Right"},
		"plateau.code":       {"Code", "Code"},
		"plateau.essai":      {"Essai", "Try"},
		"plateau.mal":        {"Mal", "Misplaced"},
		"plateau.mal.court":  {"Mal", "Mispl."},
		"plateau.secret":     {"Secret", "Secret"},
	}
}

// NomsDeCouleurs lists the names of p's colours as a player reads them
// (see NomDeCouleur), comma-separated.
func NomsDeCouleurs(p couleur.Palette) string {
	noms := make([]string, p.Len())
	for i := range noms {
		noms[i] = NomDeCouleur(p.Couleur(i))
	}
	return strings.Join(noms, ", ")
}

// NomDeCouleur is a colour's name as a player reads it, with its letter
// in brackets when the letter is not the name's initial: "Black (K)",
// whose B is Blue's.
func NomDeCouleur(k couleur.Couleur) string {
	initiale, _ := utf8.DecodeRuneInString(k.Nom)
	if unicode.ToUpper(initiale) == k.Lettre {
		return k.Nom
	}
	return k.Nom + " (" + string(k.Lettre) + ")"
}

// Rendu is how a board is drawn for the player: palette p, the column
// titles of the catalogue's language, painted by pt (the run's one
// painter; the zero Peintre draws no colour).
func (c *Catalogue) Rendu(p couleur.Palette, pt peintre.Peintre) peintre.Rendu {
	return peintre.Rendu{
		Palette: p,
		Peintre: pt,
		Titres: plateau.Titres{
			Essai: c.T("plateau.essai"), Code: c.T("plateau.code"),
			Bien: c.T("plateau.bien"), Mal: c.T("plateau.mal"), Secret: c.T("plateau.secret"),
		},
		BienCourt: c.T("plateau.bien.court"), MalCourt: c.T("plateau.mal.court"),
	}
}
