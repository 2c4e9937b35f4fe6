package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"mastermind/cmd/mastermind/internal/jeu"
	"mastermind/cmd/mastermind/internal/page"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/manche/strategie"
	"mastermind/manche/strategie/programme"
)

// tournoiJSON is the contract of tournament --json.
type tournoiJSON struct {
	Pegs    int          `json:"pegs"`
	Colors  int          `json:"colors"`
	Secrets int          `json:"secrets"`
	Entries []entreeJSON `json:"entries"`
}

type entreeJSON struct {
	Strategy string  `json:"strategy"`
	Total    int     `json:"total"`
	Average  float64 `json:"average"`
	Max      int     `json:"max"`
	Failures int     `json:"failures"`
	Seconds  float64 `json:"seconds"`
}

// participant is one strategy and its results in a tournament.
type participant struct {
	nom string
	// coups[i] is the number of proposals that found secret i; 0 for the
	// secrets left without a score when the strategy was stopped.
	coups []uint16
	duree time.Duration
	// err is why the strategy was stopped; nil when it played every
	// secret.
	err error
}

// trouves counts the secrets scored; total sums their proposals.
func (e *participant) trouves() (n, total int) {
	for _, c := range e.coups {
		if c > 0 {
			n++
			total += int(c)
		}
	}
	return n, total
}

// moyenne is the average over the secrets scored (0 when none was).
func (e *participant) moyenne() float64 {
	n, total := e.trouves()
	if n == 0 {
		return 0
	}
	return float64(total) / float64(n)
}

// pire is the worst case and how many secrets reach it.
func (e *participant) pire() (coups, nombre int) {
	for _, c := range e.coups {
		switch {
		case int(c) > coups:
			coups, nombre = int(c), 1
		case int(c) == coups && c > 0:
			nombre++
		}
	}
	return coups, nombre
}

// echecs counts the secrets left without a score.
func (e *participant) echecs() int {
	n, _ := e.trouves()
	return len(e.coups) - n
}

// tournoi is mastermind tournament: every strategy named, built-in or a
// program, over every secret of the size, ranked by average.
func tournoi(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "tournament")
	var taille optionsTaille
	taille.enregistre(fs, a)
	var labo optionsLabo
	labo.enregistre(fs, a, true)
	var g graine
	fs.Var(&g, "seed", a.cat.T("tournoi.drapeau.graine"))
	enJSON := fs.Bool("json", false, a.cat.T("drapeau.json"))
	noms, err := analyseAvecArguments(a, fs, lang, args, "tournoi.aide")
	if err != nil {
		return sansAide(err)
	}
	e, err := taille.espace(a)
	if err != nil {
		return err
	}
	if err := labo.verifie(a, fs); err != nil {
		return err
	}
	if len(noms) == 0 {
		return usage(a.cat.T("usage.drapeau", a.cat.T("tournoi.aucune"), "tournament"))
	}
	var strategies []strategie.Strategie
	// The time of an entry is the time the user waited for it: building
	// it (the optimal strategy's search) and playing every secret.
	var preparations []time.Duration
	noms, sansOptimal := toutes(a, noms, e)
	r := strategiesDuTournoi(a)
	for _, n := range noms {
		debut := a.maintenant()
		s, err := strategieChoisie(ctx, a, r, n, "", e, 0)
		if err != nil {
			return err
		}
		strategies = append(strategies, s)
		preparations = append(preparations, a.maintenant().Sub(debut))
	}
	graine := g.tire()
	participants, err := joueTournoi(ctx, a, strategies, e, graine)
	if err != nil {
		return err
	}
	for i, p := range participants {
		p.duree += preparations[i]
	}
	classe(participants)
	if *enJSON {
		if sansOptimal != "" {
			// Standard output holds the JSON value only.
			fmt.Fprintln(a.ios.Err, sansOptimal)
		}
		if err := ecritTournoiJSON(a, e, participants); err != nil {
			return err
		}
	} else {
		ecritTournoi(a, e, participants, graine, sansOptimal)
	}
	return echecsDuTournoi(a, participants, *enJSON)
}

// toutes replaces "all" in noms by every built-in strategy, the optimal
// one included where its search is possible, else sansOptimal says why (as
// stats --strategy all); a strategy named twice plays once.
func toutes(a *app, noms []string, e *code.Espace) (liste []string, sansOptimal string) {
	for _, n := range noms {
		ajout := []string{n}
		if n == "all" {
			ajout, sansOptimal = jeu.AvecOptimal(a.cat, e, a.strategies().Noms())
		}
		for _, m := range ajout {
			if !slices.Contains(liste, m) {
				liste = append(liste, m)
			}
		}
	}
	return liste, sansOptimal
}

// strategiesDuTournoi is the run's table, but a program is not looked for
// now: one that cannot start is an entry that failed, not a bad command
// line.
func strategiesDuTournoi(a *app) *jeu.Resolveur {
	r := a.strategies()
	r.Programme = func(ctx context.Context, nom string) (strategie.Strategie, error) {
		cmd, err := programme.LitCommande(nom)
		if err != nil {
			return nil, usage(a.cat.Erreur(err))
		}
		return programme.Nouvelle(ctx, cmd, a.optionsProgramme()), nil
	}
	return r
}

// joueTournoi plays every strategy over every secret, as many at a time as
// the machine has cores; a program's misbehaviour stops that entry only.
// On a terminal a progress bar counts the games played.
//
// Résultat: the entries in the order of strategies; the context's error,
// or the error of a built-in strategy.
func joueTournoi(ctx context.Context, a *app, strategies []strategie.Strategie, e *code.Espace, graine uint64) ([]*participant, error) {
	participants := make([]*participant, len(strategies))
	erreurs := make([]error, len(strategies))
	var fait strategie.Avancement
	fait.Debute(int64(len(e.Secrets()) * len(strategies)))
	arrete := a.suiviCompte(a.cat.T("tournoi.progres"), false, fait.Lit, "progres.parties")
	travaux := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(strategies)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range travaux {
				participants[i], erreurs[i] = joueParticipant(ctx, a, strategies[i], e, graine, &fait)
			}
		}()
	}
	for i := range strategies {
		travaux <- i
	}
	close(travaux)
	wg.Wait()
	arrete()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return participants, errors.Join(erreurs...)
}

// joueParticipant plays every secret with s.
func joueParticipant(ctx context.Context, a *app, s strategie.Strategie, e *code.Espace, graine uint64, fait *strategie.Avancement) (*participant, error) {
	debut := a.maintenant()
	if p, ok := s.(*programme.Strategie); ok {
		o := a.optionsProgramme()
		o.Avancement = fait
		coups, err := programme.JoueTout(ctx, p.Commande(), e, o)
		if coups == nil {
			coups = make([]uint16, len(e.Secrets()))
		}
		return &participant{nom: s.Nom(), coups: coups, duree: a.maintenant().Sub(debut), err: err}, nil
	}
	st, err := strategie.Calcule(ctx, s, e, strategie.Options{Graine: graine, Avancement: fait})
	if err != nil {
		return nil, err
	}
	return &participant{nom: s.Nom(), coups: st.Coups, duree: a.maintenant().Sub(debut)}, nil
}

// classe ranks the entries: those that played every secret by average
// (then worst case), then those that failed by secrets left without a
// score (then average); equal entries keep their order.
func classe(participants []*participant) {
	slices.SortStableFunc(participants, func(x, y *participant) int {
		if c := compareBool(x.err != nil, y.err != nil); c != 0 {
			return c
		}
		if x.err != nil {
			if c := x.echecs() - y.echecs(); c != 0 {
				return c
			}
		}
		if c := compareFloat(x.moyenne(), y.moyenne()); c != 0 {
			return c
		}
		mx, _ := x.pire()
		my, _ := y.pire()
		return mx - my
	})
}

func compareBool(x, y bool) int {
	switch {
	case x == y:
		return 0
	case x:
		return 1
	}
	return -1
}

func compareFloat(x, y float64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

func ecritTournoiJSON(a *app, e *code.Espace, participants []*participant) error {
	t := e.Taille()
	out := tournoiJSON{Pegs: t.Pions, Colors: t.Couleurs, Secrets: len(e.Secrets()), Entries: []entreeJSON{}}
	for _, x := range participants {
		_, total := x.trouves()
		max, _ := x.pire()
		out.Entries = append(out.Entries, entreeJSON{
			Strategy: x.nom, Total: total, Max: max, Failures: x.echecs(),
			Average: math.Round(x.moyenne()*1e4) / 1e4,
			Seconds: math.Round(x.duree.Seconds()*1e3) / 1e3,
		})
	}
	return a.ecritJSON(out)
}

// ecritTournoi writes the ranking as a table (laid out for a terminal's
// width, in blocks of columns when it is too narrow), the seed of the
// random strategies, why the optimal one is missing, then the reports of
// the entries that failed.
func ecritTournoi(a *app, e *code.Espace, participants []*participant, graine uint64, sansOptimal string) {
	w := a.ios.Out
	fmt.Fprintln(w, mise(a, a.cat.T("tournoi.titre", jeu.TitreTaille(a.cat, e.Taille()), a.cat.Nombre(len(e.Secrets()), texte.NomSecret))))
	fmt.Fprintln(w)
	rangs := len(a.cat.T("tournoi.col.rang"))
	// The rank and the name make the first column, aligned left.
	premiere := func(rang, nom string) string { return fmt.Sprintf("%*s  %s", rangs, rang, nom) }
	rows := [][]string{{premiere(a.cat.T("tournoi.col.rang"), a.cat.T("tournoi.col.strategie")),
		a.cat.T("tournoi.col.moyenne"), a.cat.T("tournoi.col.pire"), a.cat.T("tournoi.col.aupire"),
		a.cat.T("tournoi.col.total"), a.cat.T("tournoi.col.echecs"), a.cat.T("tournoi.col.duree")}}
	for i, x := range participants {
		rang := fmt.Sprint(i + 1)
		if x.err != nil {
			rang = "-"
		}
		n, total := x.trouves()
		moyenne, pire, aupire := "-", "-", "-"
		if n > 0 {
			m, k := x.pire()
			moyenne, pire, aupire = decimal(a, x.moyenne(), 4), fmt.Sprint(m), a.cat.Entier(k)
		}
		rows = append(rows, []string{premiere(rang, x.nom), moyenne, pire, aupire,
			a.cat.Entier(total), a.cat.Entier(x.echecs()), decimal(a, x.duree.Seconds(), 3)})
	}
	io.WriteString(w, page.Tableau(rows, a.ios.Mise()))
	for _, x := range participants {
		if strategie.DependDeLaGraine(x.nom) {
			fmt.Fprintln(w)
			fmt.Fprintln(w, mise(a, a.cat.T("stats.grainetous", graine, graine)))
			break
		}
	}
	if sansOptimal != "" {
		fmt.Fprintln(w)
		fmt.Fprintln(w, mise(a, sansOptimal))
	}
	for _, x := range participants {
		if x.err != nil {
			fmt.Fprintln(w)
			fmt.Fprintln(w, mise(a, a.cat.Erreur(x.err)))
		}
	}
}

// echecsDuTournoi ends a tournament where strategies failed with status 1;
// with --json, their reports go to the error stream first.
func echecsDuTournoi(a *app, participants []*participant, enJSON bool) error {
	n := 0
	for _, x := range participants {
		if x.err == nil {
			continue
		}
		n++
		if enJSON {
			fmt.Fprintln(a.ios.Err, a.cat.Erreur(x.err))
		}
	}
	if n == 0 {
		return nil
	}
	return rate(a.cat.Pluriel(n, "tournoi.echoue1", "tournoi.echouees", a.cat.Nombre(n, texte.NomStrategie)))
}

// analyseAvecArguments is analyse for a command that takes arguments
// (tournament's strategies): flags may come before, between or after
// them; after "--" every word is an argument.
func analyseAvecArguments(a *app, fs *flag.FlagSet, lang *string, args []string, aide texte.Cle) ([]string, error) {
	var arguments []string
	for {
		reste, err := litDrapeaux(fs, args)
		if lerr := a.langue(*lang); lerr != nil {
			return nil, lerr
		}
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(a.ios.Out, a.cat.T(aide)+options(a, fs))
			return nil, errAideDonnee
		}
		if err != nil {
			return nil, usage(messageDrapeau(a.cat, err, fs.Name()))
		}
		if len(reste) == 0 {
			return arguments, nil
		}
		if len(args) > len(reste) && args[len(args)-len(reste)-1] == "--" {
			return append(arguments, reste...), nil
		}
		arguments, args = append(arguments, reste[0]), reste[1:]
	}
}
