package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// tournoi is mastermind tournament: every strategy named, built-in or a
// program, over every secret of the size, ranked by average.
func tournoi(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "tournament")
	var taille optionsTaille
	taille.enregistre(fs, a)
	var labo optionsLabo
	labo.enregistre(fs, a, true)
	var manches optionsManches
	manches.enregistre(fs, a)
	var g graine
	fs.Var(&g, "seed", a.cat.T("tournoi.drapeau.graine"))
	enJSON := fs.Bool("json", false, a.cat.T("drapeau.json"))
	var sorties optionsRapport
	sorties.enregistre(fs, a)
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
	if _, err := a.ordre(); err != nil {
		return err
	}
	if len(noms) == 0 {
		return usage(a.cat.T("usage.drapeau", a.cat.T("tournoi.aucune"), "tournament"))
	}
	if sorties.verifie {
		return verifieProgrammes(ctx, a, noms)
	}
	secrets, depuis, err := manches.liste(a, e)
	if err != nil {
		return err
	}
	if err := sorties.libres(a, noms); err != nil {
		return err
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
	res, err := joueTournoi(ctx, a, strategies, e, secrets, depuis, graine)
	if err != nil {
		return err
	}
	for i, p := range res.Entrees {
		p.Duree += preparations[i]
		if p.Echec != nil {
			p.Echec.Texte = a.cat.Erreur(p.Echec.Err)
			p.Echec.Rejouer = rejouer(a, p.Nom, e.Taille(), &manches, p.Echec.Err)
		}
	}
	if manches.ordonnees() {
		o, _ := a.ordre()
		res.Ordre = &o
	}
	res.Juge()
	res.Classe()
	titre := a.cat.T("tournoi.titre", jeu.TitreTaille(a.cat, e.Taille()), a.cat.Nombre(len(res.Secrets), texte.NomSecret))
	switch {
	case *enJSON:
		if sansOptimal != "" {
			// Standard output holds the JSON value only.
			fmt.Fprintln(a.ios.Err, sansOptimal)
		}
		if err := a.ecritJSON(res.VersJSON()); err != nil {
			return err
		}
	case sorties.csv:
		if sansOptimal != "" {
			fmt.Fprintln(a.ios.Err, sansOptimal)
		}
		if err := res.EcritCSV(a.ios.Out); err != nil {
			return err
		}
	default:
		ecritTournoi(a, titre, res, graine, sansOptimal)
	}
	if err := sorties.ecrit(a, res, titre); err != nil {
		return err
	}
	return echecsDuTournoi(a, res, *enJSON || sorties.csv)
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
		return programme.Nouvelle(ctx, cmd, a.optionsProgramme(nom)), nil
	}
	return r
}

// joueTournoi plays every strategy over the rounds of secrets (the
// statistics count them from index depuis), as many strategies at a time
// as the machine has cores; a program's misbehaviour stops that entry
// only. On a terminal a progress bar counts the games played.
//
// Résultat: the entries in the order of strategies, unranked; the
// context's error, or the error of a built-in strategy.
func joueTournoi(ctx context.Context, a *app, strategies []strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, graine uint64) (*rapport.Resultats, error) {
	script, err := couleur.Defaut(e.Taille().Couleurs)
	if err != nil {
		return nil, err
	}
	res := &rapport.Resultats{Taille: e.Taille(), Depuis: depuis + 1, Entrees: make([]*rapport.Entree, len(strategies))}
	for _, s := range secrets[depuis:] {
		res.Secrets = append(res.Secrets, s.Mot(script))
	}
	erreurs := make([]error, len(strategies))
	var fait strategie.Avancement
	fait.Debute(int64(len(secrets) * len(strategies)))
	arrete := a.suiviCompte(a.cat.T("tournoi.progres"), false, fait.Lit, "progres.parties")
	travaux := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(strategies)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range travaux {
				res.Entrees[i], erreurs[i] = joueParticipant(ctx, a, strategies[i], e, secrets, depuis, graine, &fait)
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
	return res, errors.Join(erreurs...)
}

// joueParticipant plays the rounds of secrets with s: a program once
// through them all, in order (it keeps state); a built-in strategy by its
// decision tree over every secret, read round by round.
func joueParticipant(ctx context.Context, a *app, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, graine uint64, fait *strategie.Avancement) (*rapport.Entree, error) {
	debut := a.maintenant()
	if p, ok := s.(*programme.Strategie); ok {
		o := a.optionsProgramme(s.Nom())
		o.Avancement = fait
		coups, err := programme.JoueManches(ctx, p.Commande(), e.Taille(), secrets, o)
		if coups == nil {
			coups = make([]uint16, len(secrets))
		}
		x := &rapport.Entree{Nom: s.Nom(), Coups: coups[depuis:], Duree: a.maintenant().Sub(debut)}
		if err != nil {
			x.Echec = &rapport.Echec{Err: err}
		}
		return x, nil
	}
	var av strategie.Avancement
	st, err := strategie.Calcule(ctx, s, e, strategie.Options{Graine: graine, Avancement: &av})
	if err != nil {
		return nil, err
	}
	fait.Ajoute(int64(len(secrets)))
	return &rapport.Entree{Nom: s.Nom(), Coups: coupsDesManches(e, st.Coups, secrets[depuis:]), Duree: a.maintenant().Sub(debut)}, nil
}

// coupsDesManches reads, for each round of secrets, the proposals a
// built-in strategy needs (coups[i] for e.Secrets()[i]): the same for a
// secret whatever came before.
func coupsDesManches(e *code.Espace, coups []uint16, secrets []code.Code) []uint16 {
	t := e.Taille()
	par := make([]uint16, len(secrets))
	for i, s := range secrets {
		if j, ok := slices.BinarySearch(e.Secrets(), int32(t.Index(s))); ok {
			par[i] = coups[j]
		}
	}
	return par
}

// ecritTournoi writes the ranking as a table (laid out for a terminal's
// width, in blocks of columns when it is too narrow), the seed of the
// random strategies, why the optimal one is missing, the order of the
// secrets, why results are impossible, then the reports of the entries
// that failed. An entry not ranked has no rank; its average says why.
func ecritTournoi(a *app, titre string, res *rapport.Resultats, graine uint64, sansOptimal string) {
	w := a.ios.Out
	fmt.Fprintln(w, mise(a, titre))
	fmt.Fprintln(w)
	io.WriteString(w, page.Tableau(res.Lignes(a.cat), a.ios.Mise()))
	for _, x := range res.Entrees {
		if strategie.DependDeLaGraine(x.Nom) {
			fmt.Fprintln(w)
			fmt.Fprintln(w, mise(a, a.cat.T("stats.grainetous", graine, graine)))
			break
		}
	}
	if sansOptimal != "" {
		fmt.Fprintln(w)
		fmt.Fprintln(w, mise(a, sansOptimal))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, mise(a, res.TexteOrdre(a.cat)))
	for _, x := range res.Entrees {
		if x.Impossible != nil {
			fmt.Fprintln(w)
			fmt.Fprintln(w, mise(a, res.TexteImpossible(x, a.cat)))
		}
	}
	for _, x := range res.Entrees {
		if x.Echec != nil {
			fmt.Fprintln(w)
			fmt.Fprintln(w, mise(a, x.Echec.Texte))
			if x.Echec.Rejouer != "" {
				fmt.Fprintln(w, mise(a, a.cat.T("tournoi.rejouer", x.Echec.Rejouer)))
			}
		}
	}
}

// echecsDuTournoi ends a tournament where strategies failed or have an
// impossible result with status 1; when standard output holds data
// (--json, --csv), their reports go to the error stream first.
func echecsDuTournoi(a *app, res *rapport.Resultats, donnees bool) error {
	echecs, impossibles := 0, 0
	for _, x := range res.Entrees {
		if x.Impossible != nil {
			impossibles++
			if donnees {
				fmt.Fprintln(a.ios.Err, res.TexteImpossible(x, a.cat))
			}
		}
		if x.Echec == nil {
			continue
		}
		echecs++
		if donnees {
			fmt.Fprintln(a.ios.Err, x.Echec.Texte)
			if x.Echec.Rejouer != "" {
				fmt.Fprintln(a.ios.Err, a.cat.T("tournoi.rejouer", x.Echec.Rejouer))
			}
		}
	}
	var phrases []string
	if echecs > 0 {
		phrases = append(phrases, a.cat.Pluriel(echecs, "tournoi.echoue1", "tournoi.echouees", a.cat.Nombre(echecs, texte.NomStrategie)))
	}
	if impossibles > 0 {
		phrases = append(phrases, a.cat.Pluriel(impossibles, "tournoi.impossible1", "tournoi.impossibles", a.cat.Nombre(impossibles, texte.NomStrategie)))
	}
	if len(phrases) == 0 {
		return nil
	}
	return rate(strings.Join(phrases, "\n"))
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
