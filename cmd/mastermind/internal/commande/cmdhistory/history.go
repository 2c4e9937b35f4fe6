// Package history is mastermind history: the person's results from the
// history of finished rounds (saves/historique), the menu's "Mes
// résultats" screen (resultats.EcritResultats); exported (--json, --csv) or
// erased (--reset, which asks first).
package cmdhistory

import (
	"context"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// JSON is the contract of history --json (the tests of the program read it).
type JSON struct {
	Sizes []TailleJSON `json:"sizes"`
	// Games are the games of the history, in the order they ended: a
	// course game of its rounds, a solo or two-player round a game of one
	// round.
	Games []PartieJSON `json:"games"`
	// Rounds are every round of the history, oldest first; number is what
	// analyse --history takes.
	Rounds []MancheJSON `json:"rounds"`
	// SkippedLines counts the history's lines that did not read.
	SkippedLines int `json:"skipped_lines"`
}

// TailleJSON are the results of one size: the games finished and won,
// the tries of the rounds the person decoded.
type TailleJSON struct {
	Pegs     int  `json:"pegs"`
	Colors   int  `json:"colors"`
	NoRepeat bool `json:"no_repeat"`
	// Played and Won count the games finished and won; Rounds the
	// rounds of those games; Decoded the rounds the person decoded.
	Played  int `json:"played"`
	Won     int `json:"won"`
	Rounds  int `json:"rounds"`
	Decoded int `json:"decoded"`
	// AverageTries is over the rounds found, rounded to 3 decimals.
	AverageTries float64 `json:"average_tries"`
	BestTries    int     `json:"best_tries"`
	// Distribution counts the rounds won in k tries, {"1":n1,"2":n2,…}
	// as stats and tournament write it; Tries[k], the same counts as a
	// list (Tries[0] is 0), is its deprecated alias, written for one more
	// release.
	Distribution rapport.Distribution `json:"distribution"`
	Tries        []int                `json:"tries"`
	// AverageGrade is the grades' points per move graded, 0 to 4.
	AverageGrade float64        `json:"average_grade"`
	GradedMoves  int            `json:"graded_moves"`
	Reference    *ReferenceJSON `json:"reference"`
}

// ReferenceJSON is a strategy's distribution over every secret.
type ReferenceJSON struct {
	Strategy string `json:"strategy"`
	// Distribution is as TailleJSON's; Tries its deprecated alias.
	Distribution rapport.Distribution `json:"distribution"`
	Tries        []int                `json:"tries"`
}

// PartieJSON is one game of the history.
type PartieJSON struct {
	// Number counts the games in the order they ended, from 1.
	Number   int    `json:"number"`
	Mode     string `json:"mode"`
	Pegs     int    `json:"pegs"`
	Colors   int    `json:"colors"`
	NoRepeat bool   `json:"no_repeat"`
	// Rounds are the numbers of its rounds (MancheJSON.Number), of
	// MaxRounds.
	Rounds    []int `json:"rounds"`
	MaxRounds int   `json:"max_rounds"`
	// Result is "won", "lost", "drawn", or "unfinished" while a course
	// game is being played.
	Result string `json:"result"`
	// Scores are the course game's, nil for a game of one round.
	Scores *ScoresJSON `json:"scores,omitempty"`
}

// ScoresJSON are the scores of a course game: each side scores as coder.
type ScoresJSON struct {
	Player   int `json:"player"`
	Computer int `json:"computer"`
}

// MancheJSON is one round of the history.
type MancheJSON struct {
	Number int `json:"number"`
	// Game is the number of the game it belongs to (PartieJSON.Number),
	// 0 for a round the computer decoded outside a recorded game.
	Game int    `json:"game"`
	Date string `json:"date"`
	Mode string `json:"mode"`
	// Human is the side the person played: "decoder" or "coder".
	Human    string `json:"human"`
	Pegs     int    `json:"pegs"`
	Colors   int    `json:"colors"`
	NoRepeat bool   `json:"no_repeat"`
	Letters  string `json:"letters"`
	MaxTries int    `json:"max_tries"`
	Tries    int    `json:"tries"`
	Found    bool   `json:"found"`
	Score    int    `json:"score"`
	Secret   string `json:"secret,omitempty"`
	// End is why the round ended: "found", "out_of_tries" or
	// "wrong_answer" (the coder's answers contradict the secret they
	// revealed, or every code); Revealed is that secret.
	End      string `json:"end"`
	Revealed string `json:"revealed,omitempty"`
	// Guesses are its rows, each code with its answer, as demo writes
	// them; Rows ("RRBB 1 0") are their deprecated alias, written for
	// one more release.
	Guesses []EssaiJSON `json:"guesses"`
	Rows    []string    `json:"rows"`
}

// EssaiJSON is one guess of a round and its answer, as demo --json
// writes it.
type EssaiJSON struct {
	Code string `json:"code"`
	Bien int    `json:"bien"`
	Mal  int    `json:"mal"`
}

// Commande is history's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:      "history",
		Alias:    "historique",
		Resume:   "historique.resume",
		Aide:     "historique.aide",
		Drapeaux: func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Run:      execute,
	}
}

// Options are history's flags.
type Options struct {
	json, csv, reset, oui bool
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	fs.BoolVar(&o.json, "json", false, a.Cat.T("drapeau.json"))
	fs.BoolVar(&o.csv, "csv", false, a.Cat.T("historique.drapeau.csv"))
	fs.BoolVar(&o.reset, "reset", false, a.Cat.T("historique.drapeau.reset"))
	fs.BoolVar(&o.oui, "yes", false, a.Cat.T("historique.drapeau.yes"))
}

// execute reads history's command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	_, reste, _, err := commande.DrapeauxParmi(a, "history", "historique.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	if len(reste) > 0 {
		return commande.Usage(a.Cat.T("usage.argument", reste[0], "history"))
	}
	return run(ctx, a, o)
}

// run shows the person's results from the history, exports it (--json,
// --csv), or erases it (--reset, which asks first).
func run(ctx context.Context, a *commande.App, o Options) error {
	if o.json && o.csv {
		return commande.Usage(a.Cat.T("historique.jsoncsv"))
	}
	j, err := a.Jeu()
	if err != nil {
		return err
	}
	if j.Journal() == nil {
		return commande.Rate(a.Cat.T("resultats.indisponible", a.Cat.VariablesDossier(disque.Etat, false)))
	}
	j.Journal().Attente = commande.AttenteHistorique(ctx, a)
	if o.reset {
		return effaceHistorique(ctx, a, j, o)
	}
	l, err := j.Journal().Lit()
	if errors.Is(err, context.Canceled) {
		return err
	}
	if err != nil {
		return commande.Rate(a.Cat.T("historique.illisible", a.Cat.Erreur(err)))
	}
	if o.csv {
		return ecritCSV(a, l)
	}
	r, err := j.CalculeResultats(ctx, l)
	if err != nil {
		return err
	}
	if o.json {
		return a.EcritJSON(versJSONHistorique(r))
	}
	resultats.EcritResultats(a.IOS.Out, a.Cat, resultats.Sur{Largeur: a.IOS.Mise(), Peintre: a.Peintre()}, r)
	return nil
}

// effaceHistorique erases the history: on a terminal after asking, keeping
// it first; through a pipe only with --yes.
// Under --json its value says whether the history was erased:
// {"reset":true}.
func effaceHistorique(ctx context.Context, a *commande.App, j commande.Jeu, o Options) error {
	if !o.oui {
		if !a.IOS.Interactif() {
			return commande.Usage(a.Cat.T("historique.confirmer"))
		}
		l, err := j.Journal().Lit()
		if err != nil {
			return commande.Rate(a.Cat.T("historique.illisible", a.Cat.Erreur(err)))
		}
		i, err := j.Questions().Menu(ctx, a.Cat.T("resultats.effacer.question", a.Cat.Nombre(len(l.Entrees), texte.NomManche)),
			[]string{a.Cat.T("resultats.effacer.non"), a.Cat.T("resultats.effacer.oui")})
		switch {
		case errors.Is(err, invite.ErrRetour), err == nil && i == 0:
			fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("historique.garde")))
			if o.json {
				return a.EcritJSON(effacementJSON{})
			}
			return nil
		case err != nil:
			return err
		}
	}
	if err := j.Journal().Efface(); errors.Is(err, context.Canceled) {
		return err
	} else if err != nil {
		return commande.Rate(a.Cat.T("resultats.effacer.echec", a.Cat.Erreur(err)))
	}
	fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("resultats.efface")))
	if o.json {
		return a.EcritJSON(effacementJSON{Reset: true})
	}
	return nil
}

// effacementJSON is history --reset --json's value: whether the history
// was erased.
type effacementJSON struct {
	Reset bool `json:"reset"`
}

func versJSONHistorique(r *resultats.Resultats) JSON {
	out := JSON{Sizes: []TailleJSON{}, Games: []PartieJSON{}, Rounds: []MancheJSON{}, SkippedLines: r.Abimees}
	for _, rt := range r.Tailles {
		t := TailleJSON{
			Pegs: rt.Taille.Pions, Colors: rt.Taille.Couleurs, NoRepeat: rt.Taille.SansRepetition,
			Played: rt.Jouees, Won: rt.Gagnees, Rounds: rt.Manches, Decoded: rt.Decodees,
			AverageTries: arrondi(rt.Moyenne()), BestTries: rt.Meilleur,
			Tries: append([]int{}, rt.Distribution...), AverageGrade: arrondi(rt.NoteMoyenne()), GradedMoves: rt.Notes,
		}
		if len(t.Tries) == 0 {
			t.Tries = []int{0}
		}
		t.Distribution = rapport.Distribution(t.Tries)
		if rt.Reference != nil {
			t.Reference = &ReferenceJSON{Strategy: rt.NomReference, Distribution: rapport.Distribution(rt.Reference), Tries: rt.Reference}
		}
		out.Sizes = append(out.Sizes, t)
	}
	partieDe := numerosDesParties(r.Parties)
	for i, g := range r.Parties {
		p := PartieJSON{
			Number: i + 1, Mode: g.Mode, Pegs: g.Taille.Pions, Colors: g.Taille.Couleurs, NoRepeat: g.Taille.SansRepetition,
			Rounds: g.Manches, MaxRounds: g.NbManches, Result: resultat(g),
		}
		if g.NbManches > 1 {
			p.Scores = &ScoresJSON{Player: g.ScoreJoueur, Computer: g.ScoreOrdi}
		}
		out.Games = append(out.Games, p)
	}
	for i, e := range r.Entrees {
		m := versJSONManche(i+1, e)
		m.Game = partieDe[i+1]
		out.Rounds = append(out.Rounds, m)
	}
	return out
}

// resultat is a game's result as the JSON says it.
func resultat(g resultats.Partie) string {
	switch {
	case !g.Finie:
		return "unfinished"
	case g.Gagnee:
		return "won"
	case g.Nulle:
		return "drawn"
	}
	return "lost"
}

func arrondi(x float64) float64 { return math.Round(x*1000) / 1000 }

func versJSONManche(n int, e historique.Entree) MancheJSON {
	p := MancheJSON{
		Number: n, Date: e.Date.UTC().Format(time.RFC3339), Mode: e.Mode, Human: "decoder",
		Pegs: e.Taille.Pions, Colors: e.Taille.Couleurs, NoRepeat: e.Taille.SansRepetition, Letters: e.Lettres,
		MaxTries: e.NbEssaisMax, Tries: e.Essais(), Found: e.Trouve, Score: e.Score, Guesses: []EssaiJSON{}, Rows: []string{},
	}
	if e.HumainCodeur {
		p.Human = "coder"
	}
	lettres := []rune(e.Lettres)
	if e.Secret != nil {
		p.Secret = motEn(*e.Secret, lettres)
	}
	p.End = string(e.Issue())
	if e.Revele != nil {
		p.Revealed = motEn(*e.Revele, lettres)
	}
	for _, l := range e.Lignes {
		p.Guesses = append(p.Guesses, EssaiJSON{Code: motEn(l.Code, lettres), Bien: l.Reponse.Bien, Mal: l.Reponse.Mal})
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

// EnteteCSV is the header of history --csv: a line per round, the rows
// separated by ";", last the number of its game (as --json numbers them,
// 0 for none).
var EnteteCSV = []string{"number", "date", "mode", "human", "pegs", "colors", "no_repeat", "letters", "max_tries", "tries", "found", "score", "secret", "rows", "game"}

// numerosDesParties maps each round's number to its game's, as --json
// numbers them.
func numerosDesParties(parties []resultats.Partie) map[int]int {
	m := map[int]int{}
	for i, g := range parties {
		for _, n := range g.Manches {
			m[n] = i + 1
		}
	}
	return m
}

// ecritCSV writes every round of l, oldest first.
func ecritCSV(a *commande.App, l historique.Lecture) error {
	w := csv.NewWriter(a.IOS.Out)
	if err := w.Write(EnteteCSV); err != nil {
		return err
	}
	partieDe := numerosDesParties(resultats.Parties(l.Entrees))
	for i, e := range l.Entrees {
		p := versJSONManche(i+1, e)
		p.Game = partieDe[i+1]
		// Every cell safe (issue 43): no control character, no formula.
		if err := w.Write(cellulesSures([]string{
			strconv.Itoa(p.Number), p.Date, p.Mode, p.Human, strconv.Itoa(p.Pegs), strconv.Itoa(p.Colors),
			strconv.FormatBool(p.NoRepeat), p.Letters, strconv.Itoa(p.MaxTries), strconv.Itoa(p.Tries),
			strconv.FormatBool(p.Found), strconv.Itoa(p.Score), p.Secret, strings.Join(p.Rows, ";"), strconv.Itoa(p.Game),
		})); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}
