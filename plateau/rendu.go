package plateau

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// Dessin draws the lines of a board: Rendu, the course's letters and
// numbers, or an interface's own (its pegs in colour).
type Dessin interface {
	// Entete is the header line, for codes of pions pegs.
	Entete(pions int) string
	// Ligne is the line of try number num (from 1).
	Ligne(num int, l Ligne) string
	// Secret is the line that reveals the secret under the board.
	Secret(secret code.Code) string
}

// Rendu is the course's plain display of a board: each code as its
// colours' letters, each answer as its two numbers, under column titles
// (for pipes, files, and a terminal without colours).
type Rendu struct {
	Palette couleur.Palette
	// Titres are the column titles, in the player's language: words come
	// from the caller, as every sentence does.
	Titres Titres
}

// Titres are the words of the board's header.
type Titres struct {
	Essai, Code, Bien, Mal, Secret string
}

// Affiche is the course's affichePlateau: it writes one line per try, the
// proposal then its answer, under a header, each drawn by d. When secret
// is not nil, a last line reveals it (at the end of a failed round).
func (p *Plateau) Affiche(w io.Writer, d Dessin, secret *code.Code) error {
	var b strings.Builder
	b.WriteString(d.Entete(p.taille.Pions))
	for i, l := range p.lignes {
		b.WriteString(d.Ligne(i+1, l))
	}
	if secret != nil {
		b.WriteString(d.Secret(*secret))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// colonnes are the widths of the try and code columns for codes of pions
// pegs.
func (r Rendu) colonnes(pions int) (essai, code int) {
	t := r.Titres
	return max(largeur(t.Essai), largeur(t.Secret), 2), max(pions, largeur(t.Code))
}

// Entete is the board's header line.
func (r Rendu) Entete(pions int) string {
	t := r.Titres
	le, lc := r.colonnes(pions)
	return fmt.Sprintf("%s  %s  %s %s\n", aDroite(t.Essai, le), aGauche(t.Code, lc), t.Bien, t.Mal)
}

// Ligne is the board's line for try number num (from 1), so that a game
// can show a new row without drawing the whole board again.
func (r Rendu) Ligne(num int, l Ligne) string {
	t := r.Titres
	le, lc := r.colonnes(l.Code.Len())
	return fmt.Sprintf("%s  %s  %s %s\n", aDroite(fmt.Sprint(num), le), aGauche(r.Code(l.Code), lc),
		aDroite(fmt.Sprint(l.Reponse.Bien), largeur(t.Bien)), aDroite(fmt.Sprint(l.Reponse.Mal), largeur(t.Mal)))
}

// Secret is the line that reveals the secret under the board.
func (r Rendu) Secret(secret code.Code) string {
	le, _ := r.colonnes(secret.Len())
	return fmt.Sprintf("%s  %s\n", aDroite(r.Titres.Secret, le), r.Code(secret))
}

// Code draws one code as its colours' letters (the course's word).
func (r Rendu) Code(c code.Code) string { return c.Mot(r.Palette) }

// Reponse draws an answer as its two numbers.
func (r Rendu) Reponse(rep code.Reponse) string { return fmt.Sprintf("%d %d", rep.Bien, rep.Mal) }

func largeur(s string) int { return utf8.RuneCountInString(s) }

func aDroite(s string, n int) string { return strings.Repeat(" ", max(n-largeur(s), 0)) + s }

func aGauche(s string, n int) string { return s + strings.Repeat(" ", max(n-largeur(s), 0)) }
