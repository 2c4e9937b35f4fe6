package main

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// historyJSON is the contract of history --json.
type historyJSON struct {
	Sizes []tailleJSON `json:"sizes"`
	// Games are every round of the history, oldest first; number is what
	// analyse --history takes.
	Games []partieJSON `json:"games"`
	// SkippedLines counts the history's lines that did not read.
	SkippedLines int `json:"skipped_lines"`
}

// tailleJSON are the results of one size: the rounds the person decoded.
type tailleJSON struct {
	Pegs     int  `json:"pegs"`
	Colors   int  `json:"colors"`
	NoRepeat bool `json:"no_repeat"`
	Played   int  `json:"played"`
	Won      int  `json:"won"`
	// AverageTries is over the rounds won, rounded to 3 decimals.
	AverageTries float64 `json:"average_tries"`
	BestTries    int     `json:"best_tries"`
	// Tries[k] counts the rounds won in k tries (Tries[0] is 0).
	Tries []int `json:"tries"`
	// AverageGrade is the grades' points per move graded, 0 to 4.
	AverageGrade float64        `json:"average_grade"`
	GradedMoves  int            `json:"graded_moves"`
	Reference    *referenceJSON `json:"reference"`
}

// referenceJSON is a strategy's distribution over every secret.
type referenceJSON struct {
	Strategy string `json:"strategy"`
	Tries    []int  `json:"tries"`
}

// partieJSON is one round of the history.
type partieJSON struct {
	Number int    `json:"number"`
	Date   string `json:"date"`
	Mode   string `json:"mode"`
	// Human is the side the person played: "decoder" or "coder".
	Human    string   `json:"human"`
	Pegs     int      `json:"pegs"`
	Colors   int      `json:"colors"`
	NoRepeat bool     `json:"no_repeat"`
	Letters  string   `json:"letters"`
	MaxTries int      `json:"max_tries"`
	Tries    int      `json:"tries"`
	Found    bool     `json:"found"`
	Score    int      `json:"score"`
	Secret   string   `json:"secret,omitempty"`
	Rows     []string `json:"rows"`
}

// optionsHistorique are history's flags.
type optionsHistorique struct {
	json, csv, reset, oui bool
}

// historiqueCommande shows the person's results from the history, exports
// it (--json, --csv), or erases it (--reset, which asks first).
func historiqueCommande(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "history")
	var o optionsHistorique
	fs.BoolVar(&o.json, "json", false, a.cat.T("drapeau.json"))
	fs.BoolVar(&o.csv, "csv", false, a.cat.T("historique.drapeau.csv"))
	fs.BoolVar(&o.reset, "reset", false, a.cat.T("historique.drapeau.reset"))
	fs.BoolVar(&o.oui, "yes", false, a.cat.T("historique.drapeau.yes"))
	drapeaux, reste, _ := separe(fs, args)
	if err := analyse(a, fs, lang, drapeaux, "historique.aide"); err != nil {
		return sansAide(err)
	}
	if len(reste) > 0 {
		return usage(a.cat.T("usage.argument", reste[0], "history"))
	}
	if o.json && o.csv {
		return usage(a.cat.T("historique.jsoncsv"))
	}
	j, err := a.jeu()
	if err != nil {
		return err
	}
	if j.Historique == nil {
		return rate(a.cat.T("resultats.indisponible"))
	}
	attendHistorique(ctx, a, j)
	if o.reset {
		return effaceHistorique(ctx, a, j, o.oui)
	}
	l, err := j.Historique.Lit()
	if errors.Is(err, context.Canceled) {
		return err
	}
	if err != nil {
		return rate(a.cat.T("historique.illisible", a.cat.Erreur(err)))
	}
	if o.csv {
		return ecritCSV(a, l)
	}
	r, err := j.CalculeResultats(ctx, l)
	if err != nil {
		return err
	}
	if o.json {
		return a.ecritJSON(versJSONHistorique(r))
	}
	jeu.EcritResultats(a.ios.Out, a.cat, jeu.Sur{Largeur: a.ios.Mise(), Couleur: a.ios.Couleur()}, r)
	return nil
}

// effaceHistorique erases the history: on a terminal after asking, keeping
// it first; through a pipe only with --yes.
func effaceHistorique(ctx context.Context, a *app, j *jeu.Jeu, oui bool) error {
	if !oui {
		if !a.ios.Interactif() {
			return usage(a.cat.T("historique.confirmer"))
		}
		l, err := j.Historique.Lit()
		if err != nil {
			return rate(a.cat.T("historique.illisible", a.cat.Erreur(err)))
		}
		i, err := j.Invite.Menu(ctx, a.cat.T("resultats.effacer.question", a.cat.Nombre(len(l.Entrees), texte.NomManche)),
			[]string{a.cat.T("resultats.effacer.non"), a.cat.T("resultats.effacer.oui")})
		switch {
		case errors.Is(err, invite.ErrRetour), err == nil && i == 0:
			fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("historique.garde")))
			return nil
		case err != nil:
			return err
		}
	}
	if err := j.Historique.Efface(); errors.Is(err, context.Canceled) {
		return err
	} else if err != nil {
		return rate(a.cat.T("resultats.effacer.echec", a.cat.Erreur(err)))
	}
	fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("resultats.efface")))
	return nil
}

func versJSONHistorique(r *jeu.Resultats) historyJSON {
	out := historyJSON{Sizes: []tailleJSON{}, Games: []partieJSON{}, SkippedLines: r.Abimees}
	for _, rt := range r.Tailles {
		t := tailleJSON{
			Pegs: rt.Taille.Pions, Colors: rt.Taille.Couleurs, NoRepeat: rt.Taille.SansRepetition,
			Played: rt.Jouees, Won: rt.Gagnees, AverageTries: arrondi(rt.Moyenne()), BestTries: rt.Meilleur,
			Tries: append([]int{}, rt.Distribution...), AverageGrade: arrondi(rt.NoteMoyenne()), GradedMoves: rt.Notes,
		}
		if len(t.Tries) == 0 {
			t.Tries = []int{0}
		}
		if rt.Reference != nil {
			t.Reference = &referenceJSON{Strategy: rt.NomReference, Tries: rt.Reference}
		}
		out.Sizes = append(out.Sizes, t)
	}
	for i, e := range r.Entrees {
		out.Games = append(out.Games, versJSONPartie(i+1, e))
	}
	return out
}

func arrondi(x float64) float64 { return math.Round(x*1000) / 1000 }

func versJSONPartie(n int, e historique.Entree) partieJSON {
	p := partieJSON{
		Number: n, Date: e.Date.UTC().Format(time.RFC3339), Mode: e.Mode, Human: "decoder",
		Pegs: e.Taille.Pions, Colors: e.Taille.Couleurs, NoRepeat: e.Taille.SansRepetition, Letters: e.Lettres,
		MaxTries: e.NbEssaisMax, Tries: e.Essais(), Found: e.Trouve, Score: e.Score, Rows: []string{},
	}
	if e.HumainCodeur {
		p.Human = "coder"
	}
	lettres := []rune(e.Lettres)
	if e.Secret != nil {
		p.Secret = motEn(*e.Secret, lettres)
	}
	for _, l := range e.Lignes {
		p.Rows = append(p.Rows, fmt.Sprintf("%s %d %d", motEn(l.Code, lettres), l.Reponse.Bien, l.Reponse.Mal))
	}
	return p
}

// motEn writes c in letters lettres, one per colour.
func motEn(c code.Code, lettres []rune) string {
	var b strings.Builder
	for i := range c.Len() {
		b.WriteRune(lettres[c.At(i)])
	}
	return b.String()
}

// enteteCSV is the header of history --csv: a line per round, the rows
// separated by ";".
var enteteCSV = []string{"number", "date", "mode", "human", "pegs", "colors", "no_repeat", "letters", "max_tries", "tries", "found", "score", "secret", "rows"}

// ecritCSV writes every round of l, oldest first.
func ecritCSV(a *app, l historique.Lecture) error {
	w := csv.NewWriter(a.ios.Out)
	if err := w.Write(enteteCSV); err != nil {
		return err
	}
	for i, e := range l.Entrees {
		p := versJSONPartie(i+1, e)
		if err := w.Write([]string{
			strconv.Itoa(p.Number), p.Date, p.Mode, p.Human, strconv.Itoa(p.Pegs), strconv.Itoa(p.Colors),
			strconv.FormatBool(p.NoRepeat), p.Letters, strconv.Itoa(p.MaxTries), strconv.Itoa(p.Tries),
			strconv.FormatBool(p.Found), strconv.Itoa(p.Score), p.Secret, strings.Join(p.Rows, ";"),
		}); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}
