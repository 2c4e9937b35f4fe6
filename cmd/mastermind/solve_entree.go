package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"strings"
	"unicode"

	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche/solveur"
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

// lignesEntree reads the rows from the standard input, to its end. On a
// terminal it first says what to type. Ctrl-C (a cancelled context) stops
// the wait.
func lignesEntree(ctx context.Context, a *app, t code.Taille, perso couleur.Palette) ([]string, error) {
	if a.ios.InTTY {
		p := perso
		if p.Len() == 0 {
			var err error
			if _, p, err = palettes(a, t.Couleurs); err != nil {
				return nil, err
			}
		}
		fmt.Fprintln(a.ios.Err, a.cat.T("solve.saisie", solveur.Exemple(p, t.Pions)))
	}
	type resultat struct {
		lignes []string
		err    error
	}
	fin := make(chan resultat, 1)
	go func() {
		var lignes []string
		s := bufio.NewScanner(a.ios.In)
		s.Buffer(make([]byte, 64*1024), 1024*1024)
		for s.Scan() {
			lignes = append(lignes, strings.TrimRight(s.Text(), "\r"))
		}
		fin <- resultat{lignes, s.Err()}
	}()
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case r := <-fin:
		return r.lignes, r.err
	}
}
