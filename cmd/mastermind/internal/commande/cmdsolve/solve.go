// Package solve is mastermind solve, dCode's solver as a command: the rows
// of a real board in, the codes still possible and the next guess out
// (manche/solveur).
package cmdsolve

import (
	"context"
	"flag"
	"fmt"
	"math"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/solveur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// strategieSolveurParDefaut is the strategy solve and the assistant use
// when none is named: the best one the strategy lab has.
const strategieSolveurParDefaut = strategies.StrategieConseil

// maxListe is how many codes solve lists without --all.
const maxListe = 50

// solveJSON is the contract of solve --json; codes in increasing code order.
type solveJSON struct {
	Remaining int      `json:"remaining"`
	Codes     []string `json:"codes"`
	Next      string   `json:"next"`
	Worst     int      `json:"worst"`
	Expected  float64  `json:"expected"`
	// Error is the failure's sentence, when the rows contradict each
	// other (json.go).
	Error string `json:"error,omitempty"`
}

// Commande is solve's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:       "solve",
		Resume:    "solve.resume",
		Arguments: "aide.args.solve",
		Aide:      "solve.aide",
		Drapeaux:  func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Run:       execute,
	}
}

// Options are solve's flags and rows.
type Options struct {
	taille     commande.OptionsTaille
	palette    string
	strategie  string
	graine     commande.Graine
	tous, json bool
	// lignes are the rows given as arguments; donnees: they were given
	// (a lone "--" gives none), else they are read from the standard
	// input.
	lignes  []string
	donnees bool
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	o.taille.Enregistre(fs, a)
	fs.StringVar(&o.palette, "palette", "", a.Cat.T("solve.drapeau.palette"))
	fs.StringVar(&o.strategie, "strategy", strategieSolveurParDefaut, a.Cat.T("solve.drapeau.strategie", strings.Join(a.Strategies().Noms(), ", ")))
	fs.Var(&o.graine, "seed", a.Cat.T("drapeau.graine"))
	fs.BoolVar(&o.tous, "all", false, a.Cat.T("solve.drapeau.tous"))
	fs.BoolVar(&o.json, "json", false, a.Cat.T("drapeau.json"))
}

// execute reads solve's command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	fs, lignes, donnees, err := commande.DrapeauxParmi(a, "solve", "solve.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	o.lignes, o.donnees = lignes, donnees
	return run(ctx, a, fs, o)
}

// run gives the codes the rows of o still allow, and the next guess; fs
// holds the flags as read (which were given).
func run(ctx context.Context, a *commande.App, fs *flag.FlagSet, o Options) error {
	textes, donnees := o.lignes, o.donnees
	var longues []int
	e, perso, err := commande.EspacePalette(a, fs, o.taille, o.palette)
	if err != nil {
		return err
	}
	if programme.EstCommande(o.strategie) {
		return commande.Usage(a.Cat.T("programme.solve"))
	}
	if !donnees {
		if textes, longues, err = commande.LignesEntree(ctx, a, e.Taille(), perso); err != nil {
			return err
		}
	}
	if n := pionsDesLignes(fs, textes); n > 0 && n <= code.MaxPions && n != o.taille.Pions {
		// dCode's way: without --pegs, the first row says how many; a
		// size the solver cannot number keeps the default, and the rows
		// are refused one by one.
		autre := o
		autre.taille.Pions = n
		if e2, perso2, err := commande.EspacePalette(a, fs, autre.taille, autre.palette); err == nil {
			e, perso, o = e2, perso2, autre
		}
	}
	t := e.Taille()
	s, err := commande.StrategieChoisie(ctx, a, a.Strategies(), o.strategie, "", e, 0)
	if err != nil {
		return err
	}
	lignes, lues, err := commande.LitLignes(a, textes, longues, t, perso)
	if err != nil {
		return err
	}
	candidats, err := solveur.Candidats(t, lignes)
	if err != nil {
		return err
	}
	script, joueur := lues, lues
	if perso.Len() == 0 {
		if script, joueur, err = commande.Palettes(a, t.Couleurs); err != nil {
			return err
		}
	}
	if len(candidats) == 0 {
		return contradiction(ctx, a, t, lignes, lues, o.json)
	}
	var av strategie.Avancement
	arrete := a.Suivi(a.Reflechit(s.Nom()), false, av.Lit)
	conseil, err := solveur.Conseille(ctx, e, lignes, candidats, s, o.graine.Tire(), &av)
	arrete()
	if err != nil {
		return err
	}
	if o.json {
		return ecritSolveJSON(a, candidats, conseil, t, script, o.tous)
	}
	ecritSolve(a, candidats, conseil, s.Nom(), t, joueur, o.tous, solveur.EnChiffresTape(textes, lues))
	if so, ok := s.(*optimal.Strategie); ok {
		return ecritClassesOptimal(ctx, a, so, &strategie.Etat{Espace: e, Lignes: solveur.Completes(lignes), Candidats: candidats}, commande.Rendu(a, joueur))
	}
	return nil
}

// pionsDesLignes is the number of pegs of the first row, when --pegs is
// not given (dCode takes the size from the rows: "RVB 1?" is a row of 3
// pegs); 0 when --pegs is given or no row reads a code.
func pionsDesLignes(fs *flag.FlagSet, textes []string) int {
	donne := false
	fs.Visit(func(f *flag.Flag) { donne = donne || f.Name == "pegs" })
	if donne {
		return 0
	}
	for _, l := range textes {
		if !solveur.Ignoree(l) {
			return solveur.Pions(l)
		}
	}
	return 0
}

// contradiction words the rows that contradict each other: an error (exit
// 1), after the empty result in JSON.
func contradiction(ctx context.Context, a *commande.App, t code.Taille, lignes []solveur.Observation, p couleur.Palette, enJSON bool) error {
	idx, err := solveur.Contradiction(ctx, t, lignes)
	if err != nil {
		return err
	}
	numeros := make([]int, len(idx))
	textes := make([]string, len(idx))
	for k, i := range idx {
		numeros[k], textes[k] = lignes[i].Numero, lignes[i].Texte(p)
	}
	message := a.Cat.SolveurContradiction(numeros, textes)
	if enJSON {
		if err := a.EcritJSON(solveJSON{Codes: []string{}, Error: message}); err != nil {
			return err
		}
	}
	return commande.Rate(message)
}

func ecritSolveJSON(a *commande.App, candidats []int32, c solveur.Conseil, t code.Taille, p couleur.Palette, tous bool) error {
	out := solveJSON{
		Remaining: len(candidats), Codes: mots(candidats, t, p, tous, false),
		Next: c.Code.Mot(p), Worst: c.Partage.Pire,
		Expected: math.Round(c.Partage.Attendu*1000) / 1000,
	}
	return a.EcritJSON(out)
}

// mots writes the first maxListe candidates, or all of them; in digits
// when the board was typed in digits.
func mots(candidats []int32, t code.Taille, p couleur.Palette, tous, chiffres bool) []string {
	n := len(candidats)
	if !tous {
		n = min(n, maxListe)
	}
	m := make([]string, n)
	for k := range m {
		m[k] = motSolve(t.Code(int(candidats[k])), p, chiffres)
	}
	return m
}

// motSolve writes c as the board was typed: in digits (dCode's numbers)
// when chiffres and every colour has one, else in p's letters.
func motSolve(c code.Code, p couleur.Palette, chiffres bool) string {
	if m, ok := solveur.EnChiffres(c); chiffres && ok {
		return m
	}
	return c.Mot(p)
}

// ecritSolve writes the candidates and the advice; chiffres: the board was
// typed in digits, and is answered so.
func ecritSolve(a *commande.App, candidats []int32, c solveur.Conseil, nom string, t code.Taille, p couleur.Palette, tous, chiffres bool) {
	w, cat, r := a.IOS.Out, a.Cat, commande.Rendu(a, p)
	ecrit := r.Code
	if chiffres {
		ecrit = func(x code.Code) string { return motSolve(x, p, true) }
	}
	if len(candidats) == 1 {
		fmt.Fprintln(w, commande.Mise(a, cat.T("solve.un", ecrit(t.Code(int(candidats[0]))))))
		return
	}
	fmt.Fprintln(w, commande.Mise(a, cat.T("solve.restants", cat.Nombre(len(candidats), texte.NomCode))))
	liste := mots(candidats, t, p, tous, chiffres)
	parLigne := max((a.IOS.Largeur()-2)/(t.Pions+1), 1)
	for i := 0; i < len(liste); i += parLigne {
		fmt.Fprintln(w, "  "+strings.Join(liste[i:min(i+parLigne, len(liste))], " "))
	}
	if reste := len(candidats) - len(liste); reste > 0 {
		fmt.Fprintln(w, commande.Mise(a, cat.T("solve.autres", cat.Entier(reste))))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, commande.Mise(a, cat.T("solve.conseil", cat.NomStrategie(nom), ecrit(c.Code), cat.Nombre(c.Partage.Pire, texte.NomCode), cat.Moyenne(c.Partage.Attendu, 2))))
	if c.Echantillon < len(candidats) {
		fmt.Fprintln(w, commande.Mise(a, cat.T("solve.echantillon", cat.Nombre(c.Echantillon, texte.NomCode), cat.Entier(len(candidats)))))
	}
}

// ecritClassesOptimal shows, under the solver's advice, the answer classes
// the optimal proposal creates and what each costs the tree.
func ecritClassesOptimal(ctx context.Context, a *commande.App, s *optimal.Strategie, etat *strategie.Etat, r peintre.Rendu) error {
	x, err := s.Explique(ctx, etat)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.IOS.Out, a.Cat.T("optimal.classes", a.Cat.Nombre(x.Total, texte.NomEssai), a.Cat.Moyenne(float64(x.Total)/float64(max(x.Candidats, 1)), 2)))
	for _, k := range x.Classes {
		fmt.Fprintln(a.IOS.Out, "  "+a.Cat.ClasseArbre(" ", k.Reponse, k.Candidats, k.Total, k.Borne))
	}
	return nil
}
