package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"mastermind/code"
	"mastermind/manche"
	"mastermind/manche/strategie/optimal"
	"mastermind/plateau"
)

// demoJSON is the contract of demo --json.
type demoJSON struct {
	Strategy string      `json:"strategy"`
	Pegs     int         `json:"pegs"`
	Colors   int         `json:"colors"`
	Secret   string      `json:"secret"`
	Found    bool        `json:"found"`
	Guesses  []guessJSON `json:"guesses"`
}

type guessJSON struct {
	Code string `json:"code"`
	Bien int    `json:"bien"`
	Mal  int    `json:"mal"`
}

// demo is IN200's zero-player mode as a command: the computer breaks a
// secret the computer holds.
func demo(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "demo")
	var taille optionsTaille
	taille.enregistre(fs, a)
	nom := fs.String("strategy", "lexico", a.cat.T("drapeau.strategie", strings.Join(nomsStrategies(), ", ")))
	secretMot := fs.String("secret", "", a.cat.T("drapeau.secret"))
	premier := fs.String("first", "", a.cat.T("drapeau.premier"))
	var g graine
	fs.Var(&g, "seed", a.cat.T("drapeau.graine"))
	essais := fs.Int("max-tries", 0, a.cat.T("drapeau.essais"))
	enJSON := fs.Bool("json", false, a.cat.T("drapeau.json"))
	var opt optionsOptimal
	opt.enregistre(fs, a, true)
	if err := analyse(a, fs, lang, args, "demo.aide"); err != nil {
		return sansAide(err)
	}

	e, err := taille.espace(a)
	if err != nil {
		return err
	}
	t := e.Taille()
	if *essais < 0 {
		return usage(a.cat.T("drapeau.essaisnegatif", *essais))
	}
	if err := opt.verifie(a, *nom); err != nil {
		return err
	}
	if opt.explique && *enJSON {
		return usage(a.cat.T("optimal.explication.json"))
	}
	s, err := strategieChoisie(ctx, a, *nom, *premier, e, opt.maxCoups)
	if err != nil {
		return err
	}
	graine := g.tire()
	secret := t.Aleatoire(generateur(graine))
	if *secretMot != "" {
		if secret, err = lireCode(a, *secretMot, t); err != nil {
			return usage(a.cat.T("drapeau.secretmauvais", *secretMot, a.cat.Erreur(err)))
		}
		if !t.Admissible(secret) {
			return usage(a.cat.T("drapeau.secretmauvais", *secretMot, a.cat.T("err.repetition")))
		}
	}
	max := *essais
	if max == 0 {
		max = t.Nombre() + 1
	}
	p, err := plateau.Nouveau(t, max)
	if err != nil {
		return err
	}
	m := manche.Nouvelle(p, e, manche.Secret{Code: secret}, manche.Ordinateur{Strategie: s, Espace: e, Graine: graine})
	r, err := m.Joue(ctx)
	if err != nil {
		return err
	}
	if *enJSON {
		return ecritDemoJSON(a, s.Nom(), p, r)
	}
	if err := ecritDemo(a, s.Nom(), p, r); err != nil {
		return err
	}
	if so, ok := s.(*optimal.Strategie); ok && opt.explique {
		_, joueur, err := palettes(a, t.Couleurs)
		if err != nil {
			return err
		}
		return ecritExplication(ctx, a, so, e, p.Lignes(), joueur)
	}
	return nil
}

func ecritDemoJSON(a *app, nom string, p *plateau.Plateau, r manche.Resultat) error {
	script, _, err := palettes(a, p.Taille().Couleurs)
	if err != nil {
		return err
	}
	out := demoJSON{
		Strategy: nom, Pegs: p.Taille().Pions, Colors: p.Taille().Couleurs,
		Secret: r.Secret.Mot(script), Found: r.Trouve, Guesses: []guessJSON{},
	}
	for _, l := range p.Lignes() {
		out.Guesses = append(out.Guesses, guessJSON{Code: l.Code.Mot(script), Bien: l.Reponse.Bien, Mal: l.Reponse.Mal})
	}
	enc := json.NewEncoder(a.ios.Out)
	return enc.Encode(out)
}

func ecritDemo(a *app, nom string, p *plateau.Plateau, r manche.Resultat) error {
	_, joueur, err := palettes(a, p.Taille().Couleurs)
	if err != nil {
		return err
	}
	var secret *code.Code
	if !r.Trouve {
		secret = &r.Secret
	}
	if err := p.Affiche(a.ios.Out, rendu(a, joueur), secret); err != nil {
		return err
	}
	mot := rendu(a, joueur).Code(r.Secret)
	switch {
	case !r.Trouve:
		fmt.Fprintln(a.ios.Out, a.cat.T("demo.echec", nom, mot, r.NbCoups))
	case r.NbCoups == 1:
		fmt.Fprintln(a.ios.Out, a.cat.T("demo.trouve1", nom, mot))
	default:
		fmt.Fprintln(a.ios.Out, a.cat.T("demo.trouve", nom, mot, r.NbCoups))
	}
	return nil
}

// sansAide turns errAideDonnee into success.
func sansAide(err error) error {
	if errors.Is(err, errAideDonnee) {
		return nil
	}
	return err
}
