package commande

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/solveur"
)

// The rows of a real board, as solve and analyse read them: "RVBJ 2 1",
// from the command line or the standard input.

// EspacePalette builds the Espace of the size the flags fs read into
// taille; with a palette (--palette, its colours' names separated by
// commas) the number of colours is the palette's, returned as perso (the
// zero Palette without it).
func EspacePalette(a *App, fs *flag.FlagSet, taille OptionsTaille, palette string) (*code.Espace, couleur.Palette, error) {
	if palette == "" {
		e, err := taille.Espace(a)
		return e, couleur.Palette{}, err
	}
	perso, err := couleur.Depuis(strings.Split(palette, ","))
	if err != nil {
		return nil, perso, Usage(a.Cat.T("solve.palettemauvaise", a.Cat.Erreur(err)))
	}
	colors := false
	fs.Visit(func(f *flag.Flag) { colors = colors || f.Name == "colors" })
	if colors && taille.Couleurs != perso.Len() {
		return nil, perso, Usage(a.Cat.T("solve.couleurspalette", taille.Couleurs, perso.Len()))
	}
	t := code.Taille{Pions: taille.Pions, Couleurs: perso.Len(), SansRepetition: taille.SansRepetition}
	e, err := code.NouvelEspace(t)
	if err != nil {
		return nil, perso, Usage(a.Cat.Erreur(err))
	}
	return e, perso, nil
}

// LitLignes reads the rows with the --palette letters, else with the
// language's (a letter is the colour every screen shows under it), else
// with the French default letters (the scripts' contract); it returns the
// palette that read them. When neither reads
// every row, the errors are those of the palette with the fewest bad rows,
// then the fewest unknown letters, then the language's, each bad row on
// its own line, with the lines too long to read (longues) among them.
func LitLignes(a *App, textes []string, longues []int, t code.Taille, perso couleur.Palette) ([]solveur.Observation, couleur.Palette, error) {
	essais := []couleur.Palette{perso}
	if perso.Len() == 0 {
		script, joueur, err := Palettes(a, t.Couleurs)
		if err != nil {
			return nil, perso, err
		}
		essais = []couleur.Palette{joueur, script}
	}
	var pires solveur.ErreursLignes
	for i, p := range essais {
		lignes, err := solveur.LitTout(textes, p, t)
		if err == nil && len(longues) == 0 {
			return lignes, p, nil
		}
		var errs solveur.ErreursLignes
		if err != nil && !errors.As(err, &errs) {
			return nil, p, err
		}
		if i == 0 || moinsMauvaises(errs, pires) {
			pires = errs
		}
	}
	return nil, perso, Usage(erreursLignes(a, pires, longues))
}

// maxErreurs is how many bad lines solve names; the others are counted.
const maxErreurs = 20

// erreursLignes words the bad lines in order, one a line: those that do
// not read (errs) and those too long to be rows (longues); the first
// maxErreurs, then how many more.
func erreursLignes(a *App, errs solveur.ErreursLignes, longues []int) string {
	type ligne struct {
		numero int
		texte  string
	}
	var toutes []ligne
	for _, e := range errs {
		toutes = append(toutes, ligne{e.Numero, a.Cat.SolveurLigne(e)})
	}
	for _, n := range longues {
		toutes = append(toutes, ligne{n, a.Cat.T("solve.lignetroplongue", n, a.Cat.Entier(invite.MaxLigne))})
	}
	slices.SortStableFunc(toutes, func(x, y ligne) int { return x.numero - y.numero })
	msgs := make([]string, 0, maxErreurs+1)
	for i, l := range toutes {
		if i == maxErreurs {
			msgs = append(msgs, a.Cat.Pluriel(len(toutes)-maxErreurs, "solve.autreerreur", "solve.autreserreurs", a.Cat.Entier(len(toutes)-maxErreurs)))
			break
		}
		msgs = append(msgs, l.texte)
	}
	return strings.Join(msgs, "\n")
}

// moinsMauvaises reports whether the bad rows a are no worse than b: fewer
// rows, or as many with no more unknown letters.
func moinsMauvaises(a, b solveur.ErreursLignes) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	lettres := func(errs solveur.ErreursLignes) int {
		n := 0
		for _, e := range errs {
			if errors.Is(e, code.ErrLettre) {
				n++
			}
		}
		return n
	}
	return lettres(a) <= lettres(b)
}

// LignesEntree reads the rows from the standard input, to its end, lines
// of any length: a line too long to be a row (invite.MaxLigne) is kept
// empty and its number returned in longues. On a terminal it first says
// what to type. Ctrl-C (a cancelled context) stops the wait.
func LignesEntree(ctx context.Context, a *App, t code.Taille, perso couleur.Palette) (lignes []string, longues []int, err error) {
	if a.IOS.InTTY {
		p := perso
		if p.Len() == 0 {
			if _, p, err = Palettes(a, t.Couleurs); err != nil {
				return nil, nil, err
			}
		}
		fmt.Fprintln(a.IOS.Err, a.Cat.T("solve.saisie", solveur.Exemple(p, t.Pions)))
	}
	type resultat struct {
		lignes  []string
		longues []int
		err     error
	}
	fin := make(chan resultat, 1)
	go func() {
		var r resultat
		l := invite.NouveauLecteur(a.IOS.In)
		for {
			s, n, err := l.Lit()
			var long *invite.ErreurLigneTropLongue
			switch {
			case errors.As(err, &long):
				r.longues = append(r.longues, n)
			case errors.Is(err, io.EOF):
				fin <- r
				return
			case err != nil:
				r.err = err
				fin <- r
				return
			}
			r.lignes = append(r.lignes, s)
		}
	}()
	select {
	case <-ctx.Done():
		return nil, nil, ctx.Err()
	case r := <-fin:
		return r.lignes, r.longues, r.err
	}
}
