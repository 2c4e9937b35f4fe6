package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"mastermind/cmd/mastermind/internal/jeu"
	"mastermind/cmd/mastermind/internal/page"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche"
	"mastermind/manche/strategie/programme"
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
	// Error is the failure's sentence when the secret is not found
	// (json.go).
	Error string `json:"error,omitempty"`
}

type guessJSON struct {
	Code string `json:"code"`
	Bien int    `json:"bien"`
	Mal  int    `json:"mal"`
	// Explanation is what the computer learned from the row (--explain).
	Explanation string `json:"explanation,omitempty"`
}

// demo is IN200's zero-player mode as a command: the computer breaks a
// secret the computer holds.
func demo(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "demo")
	var taille optionsTaille
	taille.enregistre(fs, a)
	nom := fs.String("strategy", "lexico", a.cat.T("drapeau.strategie", strings.Join(append(a.strategies().Noms(), a.cat.T("programme.nomaide")), ", ")))
	secretMot := fs.String("secret", "", a.cat.T("drapeau.secret"))
	premier := fs.String("first", "", a.cat.T("drapeau.premier"))
	var g graine
	fs.Var(&g, "seed", a.cat.T("drapeau.graine"))
	essais := fs.Int("max-tries", 0, a.cat.T("drapeau.essais"))
	enJSON := fs.Bool("json", false, a.cat.T("drapeau.json"))
	explique := fs.Bool("explain", false, a.cat.T("drapeau.explique"))
	var opt optionsOptimal
	opt.enregistre(fs, a)
	var labo optionsLabo
	labo.enregistre(fs, a, false)
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
	// A program's round may take --max-tries proposals, 50 when 0.
	labo.maxEssais = programme.MaxEssaisParDefaut
	if programme.EstCommande(*nom) && *essais > 0 {
		labo.maxEssais = *essais
	}
	if err := labo.verifie(a, fs); err != nil {
		return err
	}
	s, err := strategieChoisie(ctx, a, a.strategies(), *nom, *premier, e, opt.maxCoups)
	if err != nil {
		return err
	}
	graine := g.tire()
	secret := t.Aleatoire(manche.Generateur(graine))
	if *secretMot != "" {
		if secret, err = lireAdmissible(a, *secretMot, t); err != nil {
			return usage(a.cat.T("drapeau.secretmauvais", *secretMot, a.cat.Erreur(err)))
		}
	}
	nbEssaisMax := *essais
	if nbEssaisMax == 0 {
		nbEssaisMax = t.Nombre() + 1
	}
	if _, ok := s.(*programme.Strategie); ok {
		// One row more than a program may use: it says, with a report,
		// that the program needed too many.
		nbEssaisMax = labo.maxEssais + 1
	}
	m, err := manche.NouvelleOrdinateur(e, nbEssaisMax, manche.Secret{Code: secret}, s, graine)
	if err != nil {
		return err
	}
	m.Ordinateur.Pense = a.pense(s.Nom())
	var x *jeu.Explicateur
	if *explique {
		x = &jeu.Explicateur{Strategie: s, Espace: e, Graine: graine}
	}
	_, joueur, err := palettes(a, t.Couleurs)
	if err != nil {
		return err
	}
	// The board is written a row at a time, as each is found.
	var tableau *tableauDemo
	if !*enJSON {
		tableau = &tableauDemo{a: a, r: rendu(a, joueur), x: x}
		tableau.debut(t.Pions)
		m.Suivi = tableau
	}
	r, err := m.Joue(ctx)
	if err != nil {
		return avecSecret(err, secret, t)
	}
	if *enJSON {
		return ecritDemoJSON(a, s.Nom(), m.Plateau, r, x)
	}
	if err := tableau.fin(s.Nom(), r); err != nil {
		return err
	}
	if !r.Trouve {
		return rate(echecDemo(a, s.Nom(), r, t))
	}
	if tirage := a.cat.Tirage(s.Nom(), e, graine, rendu(a, joueur)); tirage != "" {
		fmt.Fprintln(a.ios.Out, tirage)
	}
	return nil
}

func ecritDemoJSON(a *app, nom string, p *plateau.Plateau, r manche.Resultat, x *jeu.Explicateur) error {
	script, joueur, err := palettes(a, p.Taille().Couleurs)
	if err != nil {
		return err
	}
	out := demoJSON{
		Strategy: nom, Pegs: p.Taille().Pions, Colors: p.Taille().Couleurs,
		Secret: r.Secret.Mot(script), Found: r.Trouve, Guesses: []guessJSON{},
	}
	if !r.Trouve {
		out.Error = echecDemo(a, nom, r, p.Taille())
	}
	// Explanations name colours in the language but write codes in the
	// scripts' letters, like every other field.
	noms, err := couleur.AvecLettres(joueur.Noms(), script.Lettres())
	if err != nil {
		return err
	}
	for i, l := range p.Lignes() {
		g := guessJSON{Code: l.Code.Mot(script), Bien: l.Reponse.Bien, Mal: l.Reponse.Mal}
		if x != nil {
			if g.Explanation, err = x.Ligne(a.cat, p, i, plateau.Rendu{Palette: noms}); err != nil {
				return err
			}
		}
		out.Guesses = append(out.Guesses, g)
	}
	if err := a.ecritJSON(out); err != nil || r.Trouve {
		return err
	}
	return rate(out.Error)
}

// tableauDemo writes a demonstration's board as the round goes: the
// header, each row as soon as it is found (with --explain, what the
// computer learned from it), then the end.
type tableauDemo struct {
	a   *app
	r   plateau.Rendu
	x   *jeu.Explicateur
	err error
}

// debut writes the header.
func (d *tableauDemo) debut(pions int) { d.ecrit(d.r.Entete(pions)) }

// ecrit writes s, laid out for the terminal with explanations (they
// wrap), as it is otherwise.
func (d *tableauDemo) ecrit(s string) {
	if d.x != nil {
		s = page.Coupe(s, d.a.ios.Mise())
	}
	if _, err := io.WriteString(d.a.ios.Out, s); err != nil && d.err == nil {
		d.err = err
	}
}

// Signale writes each row the computer plays.
func (d *tableauDemo) Signale(e manche.Evenement) {
	j, ok := e.(manche.Joue)
	if !ok {
		return
	}
	i := j.Plateau.NbCoups() - 1
	s := d.r.Ligne(i+1, j.Ligne)
	if d.x != nil {
		x, err := d.x.Ligne(d.a.cat, j.Plateau, i, d.r)
		if err != nil && d.err == nil {
			d.err = err
		}
		s += texte.Indente(x)
	}
	d.ecrit(s)
}

// fin writes the secret when the computer did not find it, and says how
// the round ended.
func (d *tableauDemo) fin(nom string, r manche.Resultat) error {
	if !r.Trouve && d.x == nil {
		d.ecrit(d.r.Secret(r.Secret))
	}
	if d.err != nil {
		return d.err
	}
	a, mot := d.a, d.r.Code(r.Secret)
	strategie := texte.Majuscule(a.cat.NomStrategie(nom))
	switch {
	case !r.Trouve:
		// The failure's sentence is the command's error (echecDemo).
	case r.NbCoups == 1:
		fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("demo.trouve1", strategie, mot)))
	default:
		fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("demo.trouve", strategie, mot, r.NbCoups)))
	}
	return nil
}

// echecDemo says that strategy nom did not find the secret: the command
// fails (status 1).
func echecDemo(a *app, nom string, r manche.Resultat, t code.Taille) string {
	_, joueur, err := palettes(a, t.Couleurs)
	mot := r.Secret.String()
	if err == nil {
		mot = rendu(a, joueur).Code(r.Secret)
	}
	return a.cat.T("demo.echec", texte.Majuscule(a.cat.NomStrategie(nom)), mot, a.cat.Nombre(r.NbCoups, texte.NomEssai))
}

// avecSecret names the secret in the report of a program that broke the
// protocol: the round knows it, the program's strategy does not.
func avecSecret(err error, secret code.Code, t code.Taille) error {
	var rapport *programme.ErreurProgramme
	if errors.As(err, &rapport) && rapport.Secret == "" {
		if script, perr := couleur.Defaut(t.Couleurs); perr == nil {
			rapport.Secret = secret.Mot(script)
		}
	}
	return err
}

// sansAide turns errAideDonnee into success.
func sansAide(err error) error {
	if errors.Is(err, errAideDonnee) {
		return nil
	}
	return err
}
