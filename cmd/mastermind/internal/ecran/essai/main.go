// Command essai plays one round on the game screen, for the screen's
// end-to-end tests (ecran's TestBout*): a solo round against the secret
// of --secret, or, with --duo, the secret typed masked first. It is not
// the game: the game wires the screen into its own rounds.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/terminal"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/plateau"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run() error {
	lettres := flag.String("secret", "RBJV", "the secret's letters")
	duo := flag.Bool("duo", false, "the secret is typed first, masked")
	langue := flag.String("lang", "fr", "fr or en")
	flag.Parse()
	l, err := texte.Choisit(*langue, os.Getenv)
	if err != nil {
		return err
	}
	cat := texte.Nouveau(l)
	pal, err := cat.Palette(6)
	if err != nil {
		return err
	}
	t := code.Taille{Pions: 4, Couleurs: 6}
	secret, err := code.LireAdmissible(*lettres, pal, t)
	if err != nil {
		return err
	}
	term := terminal.Nouveau(os.Stdin, os.Stdout, terminal.Textes{})
	defer term.Close()
	console := term.Console()
	defer console.Close()
	p, err := plateau.Nouveau(t, 10)
	if err != nil {
		return err
	}
	j := &ecran.Joueur{
		Ecran: ecran.Nouveau(console),
		Etat:  &ecran.Etat{Cat: cat, Palette: pal, Couleur: os.Getenv("NO_COLOR") == "", Statut: ecran.Statut{Mode: "Solo"}},
		Lit: func(s string) (manche.Coup, error) {
			switch s {
			case "annuler", "undo":
				return manche.Coup{Commande: manche.Annuler}, nil
			case "quitter", "quit":
				return manche.Coup{Commande: manche.Quitter}, nil
			}
			return manche.Coup{}, fmt.Errorf("« %s » ?", s)
		},
	}
	ctx := context.Background()
	if *duo {
		if secret, err = j.ChoisitSecret(ctx, p); err != nil {
			return err
		}
	}
	var annulees []plateau.Ligne
	for !p.Termine() {
		c, err := j.ChoisitCode(ctx, p)
		if errors.Is(err, manche.ErrAbandon) {
			break
		}
		if err != nil {
			return err
		}
		switch c.Commande {
		case manche.Jouer:
			annulees = nil
			if err := p.Ajoute(c.Code, code.Evalue(secret, c.Code)); err != nil {
				return err
			}
		case manche.Annuler:
			if l, ok := p.Annule(); ok {
				annulees = append(annulees, l)
			}
		case manche.Refaire:
			if n := len(annulees); n > 0 {
				_ = p.Ajoute(annulees[n-1].Code, annulees[n-1].Reponse)
				annulees = annulees[:n-1]
			}
		case manche.Indice:
			j.Dit("indice", "")
		case manche.Quitter:
			j.Termine(p, nil, "quitté")
			return nil
		}
	}
	resultat := fmt.Sprintf("perdu en %d", p.NbCoups())
	if p.Gagne() {
		resultat = fmt.Sprintf("gagné en %d", p.NbCoups())
	}
	j.Termine(p, &secret, resultat)
	fmt.Println("fin")
	return nil
}
