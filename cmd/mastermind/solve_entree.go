package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/solveur"
)

// separe splits solve's arguments into flags, with their values, and rows,
// wherever they stand: an argument is a row unless it starts with '-' and
// holds no space before any '=' (so "-V-B 1 1" is a row, "--pegs=5" a
// flag); every argument after "--" is a row. donnees reports whether the
// rows come from the command line (a lone "--" gives none), else they are
// read from the standard input.
func separe(fs *flag.FlagSet, args []string) (drapeaux, lignes []string, donnees bool) {
	for i := 0; i < len(args); i++ {
		s := args[i]
		switch {
		case s == "--":
			return drapeaux, append(lignes, args[i+1:]...), true
		case !estDrapeau(s):
			lignes = append(lignes, s)
			donnees = true
			continue
		}
		drapeaux = append(drapeaux, s)
		nom := strings.TrimLeft(s, "-")
		if strings.Contains(nom, "=") {
			continue
		}
		if f := fs.Lookup(nom); f != nil && !estBooleen(f) && i+1 < len(args) {
			i++
			drapeaux = append(drapeaux, args[i])
		}
	}
	return drapeaux, lignes, donnees
}

func estDrapeau(s string) bool {
	if len(s) < 2 || s[0] != '-' {
		return false
	}
	nom, _, _ := strings.Cut(s, "=")
	return !strings.ContainsFunc(nom, unicode.IsSpace)
}

// lignesEntree reads the rows from the standard input, to its end, lines
// of any length: a line too long to be a row (invite.MaxLigne) is kept
// empty and its number returned in longues. On a terminal it first says
// what to type. Ctrl-C (a cancelled context) stops the wait.
func lignesEntree(ctx context.Context, a *app, t code.Taille, perso couleur.Palette) (lignes []string, longues []int, err error) {
	if a.ios.InTTY {
		p := perso
		if p.Len() == 0 {
			if _, p, err = palettes(a, t.Couleurs); err != nil {
				return nil, nil, err
			}
		}
		fmt.Fprintln(a.ios.Err, a.cat.T("solve.saisie", solveur.Exemple(p, t.Pions)))
	}
	type resultat struct {
		lignes  []string
		longues []int
		err     error
	}
	fin := make(chan resultat, 1)
	go func() {
		var r resultat
		l := invite.NouveauLecteur(a.ios.In)
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
