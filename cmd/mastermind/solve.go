package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
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
const strategieSolveurParDefaut = jeu.StrategieConseil

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

// optionsSolve are solve's flags besides the size.
type optionsSolve struct {
	taille     optionsTaille
	palette    string
	strategie  string
	graine     graine
	tous, json bool
}

// solve is dCode's solver as a command: the rows of a real board in, the
// codes still possible and the next guess out.
func solve(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "solve")
	var o optionsSolve
	o.taille.enregistre(fs, a)
	fs.StringVar(&o.palette, "palette", "", a.cat.T("solve.drapeau.palette"))
	fs.StringVar(&o.strategie, "strategy", strategieSolveurParDefaut, a.cat.T("solve.drapeau.strategie", strings.Join(a.strategies().Noms(), ", ")))
	fs.Var(&o.graine, "seed", a.cat.T("drapeau.graine"))
	fs.BoolVar(&o.tous, "all", false, a.cat.T("solve.drapeau.tous"))
	fs.BoolVar(&o.json, "json", false, a.cat.T("drapeau.json"))
	drapeaux, textes, donnees := separe(fs, args)
	var longues []int
	if err := analyse(a, fs, lang, drapeaux, "solve.aide"); err != nil {
		return sansAide(err)
	}

	e, perso, err := espaceSolve(a, fs, &o)
	if err != nil {
		return err
	}
	if programme.EstCommande(o.strategie) {
		return usage(a.cat.T("programme.solve"))
	}
	if !donnees {
		if textes, longues, err = lignesEntree(ctx, a, e.Taille(), perso); err != nil {
			return err
		}
	}
	if n := pionsDesLignes(fs, textes); n > 0 && n <= code.MaxPions && n != o.taille.pions {
		// dCode's way: without --pegs, the first row says how many; a
		// size the solver cannot number keeps the default, and the rows
		// are refused one by one.
		autre := o
		autre.taille.pions = n
		if e2, perso2, err := espaceSolve(a, fs, &autre); err == nil {
			e, perso, o = e2, perso2, autre
		}
	}
	t := e.Taille()
	s, err := strategieChoisie(ctx, a, a.strategies(), o.strategie, "", e, 0)
	if err != nil {
		return err
	}
	lignes, lues, err := litLignes(a, textes, longues, t, perso)
	if err != nil {
		return err
	}
	candidats, err := solveur.Candidats(t, lignes)
	if err != nil {
		return err
	}
	script, joueur := lues, lues
	if perso.Len() == 0 {
		if script, joueur, err = palettes(a, t.Couleurs); err != nil {
			return err
		}
	}
	if len(candidats) == 0 {
		return contradiction(ctx, a, t, lignes, lues, o.json)
	}
	var av strategie.Avancement
	arrete := a.suivi(a.reflechit(s.Nom()), false, av.Lit)
	conseil, err := solveur.Conseille(ctx, e, lignes, candidats, s, o.graine.tire(), &av)
	arrete()
	if err != nil {
		return err
	}
	if o.json {
		return ecritSolveJSON(a, candidats, conseil, t, script, o.tous)
	}
	ecritSolve(a, candidats, conseil, s.Nom(), t, joueur, o.tous, solveur.EnChiffresTape(textes, lues))
	if so, ok := s.(*optimal.Strategie); ok {
		return ecritClassesOptimal(ctx, a, so, &strategie.Etat{Espace: e, Lignes: solveur.Completes(lignes), Candidats: candidats}, rendu(a, joueur))
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

// espaceSolve builds the Espace of the size the flags set; with --palette
// the number of colours is the palette's, returned as perso (the zero
// Palette without --palette).
func espaceSolve(a *app, fs *flag.FlagSet, o *optionsSolve) (*code.Espace, couleur.Palette, error) {
	if o.palette == "" {
		e, err := o.taille.espace(a)
		return e, couleur.Palette{}, err
	}
	perso, err := couleur.Depuis(strings.Split(o.palette, ","))
	if err != nil {
		return nil, perso, usage(a.cat.T("solve.palettemauvaise", a.cat.Erreur(err)))
	}
	colors := false
	fs.Visit(func(f *flag.Flag) { colors = colors || f.Name == "colors" })
	if colors && o.taille.couleurs != perso.Len() {
		return nil, perso, usage(a.cat.T("solve.couleurspalette", o.taille.couleurs, perso.Len()))
	}
	t := code.Taille{Pions: o.taille.pions, Couleurs: perso.Len(), SansRepetition: o.taille.sansRepetition}
	e, err := code.NouvelEspace(t)
	if err != nil {
		return nil, perso, usage(a.cat.Erreur(err))
	}
	return e, perso, nil
}

// litLignes reads the rows with the --palette letters, else with the
// French default letters (the scripts' contract), else with the
// language's; it returns the palette that read them. When neither reads
// every row, the errors are those of the palette with the fewest bad rows,
// then the fewest unknown letters, then the language's, each bad row on
// its own line, with the lines too long to read (longues) among them.
func litLignes(a *app, textes []string, longues []int, t code.Taille, perso couleur.Palette) ([]solveur.Observation, couleur.Palette, error) {
	essais := []couleur.Palette{perso}
	if perso.Len() == 0 {
		script, joueur, err := palettes(a, t.Couleurs)
		if err != nil {
			return nil, perso, err
		}
		essais = []couleur.Palette{script, joueur}
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
	return nil, perso, usage(erreursLignes(a, pires, longues))
}

// maxErreurs is how many bad lines solve names; the others are counted.
const maxErreurs = 20

// erreursLignes words the bad lines in order, one a line: those that do
// not read (errs) and those too long to be rows (longues); the first
// maxErreurs, then how many more.
func erreursLignes(a *app, errs solveur.ErreursLignes, longues []int) string {
	type ligne struct {
		numero int
		texte  string
	}
	var toutes []ligne
	for _, e := range errs {
		toutes = append(toutes, ligne{e.Numero, a.cat.SolveurLigne(e)})
	}
	for _, n := range longues {
		toutes = append(toutes, ligne{n, a.cat.T("solve.lignetroplongue", n, a.cat.Entier(invite.MaxLigne))})
	}
	slices.SortStableFunc(toutes, func(x, y ligne) int { return x.numero - y.numero })
	msgs := make([]string, 0, maxErreurs+1)
	for i, l := range toutes {
		if i == maxErreurs {
			msgs = append(msgs, a.cat.Pluriel(len(toutes)-maxErreurs, "solve.autreerreur", "solve.autreserreurs", a.cat.Entier(len(toutes)-maxErreurs)))
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

// contradiction words the rows that contradict each other: an error (exit
// 1), after the empty result in JSON.
func contradiction(ctx context.Context, a *app, t code.Taille, lignes []solveur.Observation, p couleur.Palette, enJSON bool) error {
	idx, err := solveur.Contradiction(ctx, t, lignes)
	if err != nil {
		return err
	}
	numeros := make([]int, len(idx))
	textes := make([]string, len(idx))
	for k, i := range idx {
		numeros[k], textes[k] = lignes[i].Numero, lignes[i].Texte(p)
	}
	message := a.cat.SolveurContradiction(numeros, textes)
	if enJSON {
		if err := a.ecritJSON(solveJSON{Codes: []string{}, Error: message}); err != nil {
			return err
		}
	}
	return rate(message)
}

func ecritSolveJSON(a *app, candidats []int32, c solveur.Conseil, t code.Taille, p couleur.Palette, tous bool) error {
	out := solveJSON{
		Remaining: len(candidats), Codes: mots(candidats, t, p, tous, false),
		Next: c.Code.Mot(p), Worst: c.Partage.Pire,
		Expected: math.Round(c.Partage.Attendu*1000) / 1000,
	}
	return a.ecritJSON(out)
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
func ecritSolve(a *app, candidats []int32, c solveur.Conseil, nom string, t code.Taille, p couleur.Palette, tous, chiffres bool) {
	w, cat, r := a.ios.Out, a.cat, rendu(a, p)
	ecrit := r.Code
	if chiffres {
		ecrit = func(x code.Code) string { return motSolve(x, p, true) }
	}
	if len(candidats) == 1 {
		fmt.Fprintln(w, mise(a, cat.T("solve.un", ecrit(t.Code(int(candidats[0]))))))
		return
	}
	fmt.Fprintln(w, mise(a, cat.T("solve.restants", cat.Nombre(len(candidats), texte.NomCode))))
	liste := mots(candidats, t, p, tous, chiffres)
	parLigne := max((a.ios.Largeur()-2)/(t.Pions+1), 1)
	for i := 0; i < len(liste); i += parLigne {
		fmt.Fprintln(w, "  "+strings.Join(liste[i:min(i+parLigne, len(liste))], " "))
	}
	if reste := len(candidats) - len(liste); reste > 0 {
		fmt.Fprintln(w, mise(a, cat.T("solve.autres", cat.Entier(reste))))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, mise(a, cat.T("solve.conseil", cat.NomStrategie(nom), ecrit(c.Code), cat.Nombre(c.Partage.Pire, texte.NomCode), cat.Moyenne(c.Partage.Attendu, 2))))
	if c.Echantillon < len(candidats) {
		fmt.Fprintln(w, mise(a, cat.T("solve.echantillon", cat.Nombre(c.Echantillon, texte.NomCode), cat.Entier(len(candidats)))))
	}
}
