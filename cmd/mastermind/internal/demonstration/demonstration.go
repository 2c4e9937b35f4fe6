// Package demonstration is IN200's zero-player mode: one round where the
// computer finds a secret it drew (Demo). The menu's entry and mastermind
// demo play it the same way; the command writes it here (Demo.Ecrit), the
// board a row at a time or JSON.
package demonstration

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/plateau"
)

// redacteur is what a demonstration writes with: the catalogue and the
// output.
type redacteur struct {
	cat *texte.Catalogue
	o   *statistiques.Sortie
}

// EchecDemo: the strategy did not find the secret within the board's
// rows; Phrase says so, in the catalogue's words. mastermind demo fails
// with it (status 1).
type EchecDemo struct{ Phrase string }

func (e *EchecDemo) Error() string { return e.Phrase }

// Ecrit plays the round for mastermind demo and writes it on o: the board
// a row at a time (with Explique, what the computer learned under each),
// then how it ended and, for a strategy that draws at random, the draw of
// the seed; or, with enJSON, the JSON contract once the round is over.
//
// Résultat: an *EchecDemo when the secret was not found (after the
// board); the round's error (a program's report names the secret).
func (d Demo) Ecrit(ctx context.Context, cat *texte.Catalogue, o *statistiques.Sortie, enJSON bool) error {
	ec := redacteur{cat: cat, o: o}
	t := d.Espace.Taille()
	x := d.Explicateur()
	_, joueur, err := statistiques.Palettes(ec.cat, t.Couleurs)
	if err != nil {
		return err
	}
	// The board is written a row at a time, as each is found.
	var tableau *tableauDemo
	var suivi manche.Suivi
	if !enJSON {
		tableau = &tableauDemo{ec: ec, r: ec.o.Rendu(ec.cat, joueur), x: x}
		tableau.debut(t.Pions)
		suivi = tableau
	}
	m, r, err := d.Joue(ctx, suivi)
	if err != nil {
		return avecSecret(err, d.Secret, t)
	}
	nom := d.Strategie.Nom()
	if enJSON {
		return ecritDemoJSON(ec, nom, m.Plateau(), r, x)
	}
	if err := tableau.fin(nom, r); err != nil {
		return err
	}
	if !r.Trouve {
		return &EchecDemo{Phrase: echecDemo(ec, nom, r, t)}
	}
	if tirage := cat.Tirage(nom, d.Espace, d.Graine, ec.o.Rendu(ec.cat, joueur)); tirage != "" {
		fmt.Fprintln(o.Out, tirage)
	}
	return nil
}

// DemoJSON is the contract of mastermind demo --json.
type DemoJSON struct {
	Strategy string      `json:"strategy"`
	Pegs     int         `json:"pegs"`
	Colors   int         `json:"colors"`
	Secret   string      `json:"secret"`
	Found    bool        `json:"found"`
	Guesses  []GuessJSON `json:"guesses"`
	// Error is the failure's sentence when the secret is not found
	// (EchecDemo).
	Error string `json:"error,omitempty"`
}

// GuessJSON is one row of DemoJSON.
type GuessJSON struct {
	Code string `json:"code"`
	Bien int    `json:"bien"`
	Mal  int    `json:"mal"`
	// Explanation is what the computer learned from the row (--explain).
	Explanation string `json:"explanation,omitempty"`
}

// ecritDemoJSON writes the round as mastermind demo --json does.
func ecritDemoJSON(ec redacteur, nom string, p *plateau.Plateau, r manche.Resultat, x *strategies.Explicateur) error {
	script, joueur, err := statistiques.Palettes(ec.cat, p.Taille().Couleurs)
	if err != nil {
		return err
	}
	out := DemoJSON{
		Strategy: nom, Pegs: p.Taille().Pions, Colors: p.Taille().Couleurs,
		Secret: r.Secret.Mot(script), Found: r.Trouve, Guesses: []GuessJSON{},
	}
	if !r.Trouve {
		out.Error = echecDemo(ec, nom, r, p.Taille())
	}
	// Explanations name colours in the language but write codes in the
	// scripts' letters, like every other field.
	noms, err := couleur.AvecLettres(joueur.Noms(), script.Lettres())
	if err != nil {
		return err
	}
	for i, l := range p.Lignes() {
		g := GuessJSON{Code: l.Code.Mot(script), Bien: l.Reponse.Bien, Mal: l.Reponse.Mal}
		if x != nil {
			if g.Explanation, err = x.Ligne(ec.cat, p, i, peintre.Rendu{Palette: noms}); err != nil {
				return err
			}
		}
		out.Guesses = append(out.Guesses, g)
	}
	if err := ec.o.EcritJSON(out); err != nil || r.Trouve {
		return err
	}
	return &EchecDemo{Phrase: out.Error}
}

// tableauDemo writes a demonstration's board as the round goes: the
// header, each row as soon as it is found (with --explain, what the
// computer learned from it), then the end.
type tableauDemo struct {
	ec  redacteur
	r   peintre.Rendu
	x   *strategies.Explicateur
	err error
}

// debut writes the header.
func (d *tableauDemo) debut(pions int) { d.ecrit(d.r.Entete(pions)) }

// ecrit writes s, laid out for the terminal with explanations (they
// wrap), as it is otherwise.
func (d *tableauDemo) ecrit(s string) {
	if d.x != nil {
		s = d.ec.o.Coupe(s)
	}
	if _, err := io.WriteString(d.ec.o.Out, s); err != nil && d.err == nil {
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
		x, err := d.x.Ligne(d.ec.cat, j.Plateau, i, d.r)
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
	ec, mot := d.ec, d.r.Code(r.Secret)
	strategie := texte.Majuscule(ec.cat.NomStrategie(nom))
	switch {
	case !r.Trouve:
		// The failure's sentence is the command's error (EchecDemo).
	case r.NbCoups == 1:
		fmt.Fprintln(ec.o.Out, ec.o.Coupe(ec.cat.T("demo.trouve1", strategie, mot)))
	default:
		fmt.Fprintln(ec.o.Out, ec.o.Coupe(ec.cat.T("demo.trouve", strategie, mot, r.NbCoups)))
	}
	return nil
}

// echecDemo says that strategy nom did not find the secret: the command
// fails (status 1).
func echecDemo(ec redacteur, nom string, r manche.Resultat, t code.Taille) string {
	_, joueur, err := statistiques.Palettes(ec.cat, t.Couleurs)
	mot := r.Secret.String()
	if err == nil {
		mot = ec.o.Rendu(ec.cat, joueur).Code(r.Secret)
	}
	return ec.cat.T("demo.echec", texte.Majuscule(ec.cat.NomStrategie(nom)), mot, ec.cat.Nombre(r.NbCoups, texte.NomEssai))
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

// Demo is one demonstration round, IN200's zero-player mode: the computer
// finds Secret with Strategie. The menu's entry (Jeu.Demonstration) and
// mastermind demo (Demo.Ecrit) play it the same way; only how it is shown
// differs: the menu's board through the invite, the command's board or
// JSON on its output.
type Demo struct {
	Espace    *code.Espace
	Strategie strategie.Strategie
	Secret    code.Code
	// Graine is the round's seed, for a strategy that draws at random.
	Graine uint64
	// NbEssaisMax is the board's number of rows; 0: every code once,
	// plus one.
	NbEssaisMax int
	// Pense, when not nil, shows that the computer is thinking (see
	// manche.Ordinateur.Pense).
	Pense func(*strategie.Avancement) func()
	// Explique says, under each row, what the computer learned from it.
	Explique bool
}

// Explicateur says what the computer learned from each row; nil without
// Explique.
func (d Demo) Explicateur() *strategies.Explicateur {
	if !d.Explique {
		return nil
	}
	return &strategies.Explicateur{Strategie: d.Strategie, Espace: d.Espace, Graine: d.Graine}
}

// Joue plays the round, telling suivi each event: the one driver of a
// demonstration.
func (d Demo) Joue(ctx context.Context, suivi manche.Suivi) (*manche.MancheOrdinateur, manche.Resultat, error) {
	n := d.NbEssaisMax
	if n == 0 {
		n = d.Espace.Taille().Nombre() + 1
	}
	m, err := manche.NouvelleOrdinateur(d.Espace, n, manche.Secret{Code: d.Secret}, d.Strategie, d.Graine)
	if err != nil {
		return nil, manche.Resultat{}, err
	}
	m.Ordinateur.Pense = d.Pense
	m.Suivi = suivi
	r, err := m.Joue(ctx)
	return m, r, err
}
