// Package tournament is mastermind tournament: strategies, built-in or
// students' programs (cmd:…), over every secret of a size, ranked by
// average, for a class (CSV, an HTML page, a report per program:
// cmd/mastermind/internal/rapport); --check tries each program first.
package cmdtournament

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

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Commande is tournament's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:       "tournament",
		Resume:    "tournoi.resume",
		Arguments: "aide.args.tournoi",
		Aide:      "tournoi.aide",
		Drapeaux:  func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Run:       execute,
	}
}

// Options are tournament's flags and the strategies it ranks.
type Options struct {
	taille  commande.OptionsTaille
	labo    commande.OptionsLabo
	manches commande.OptionsManches
	graine  commande.Graine
	json    bool
	sorties optionsRapport
	// noms are the strategies named ("all": every built-in one).
	noms []string
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	o.taille.Enregistre(fs, a)
	o.labo.Enregistre(fs, a, true)
	o.manches.Enregistre(fs, a)
	fs.Var(&o.graine, "seed", a.Cat.T("tournoi.drapeau.graine"))
	fs.BoolVar(&o.json, "json", false, a.Cat.T("drapeau.json"))
	o.sorties.enregistre(fs, a)
}

// execute reads tournament's command line into its Options, then runs
// it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	fs, noms, err := commande.DrapeauxAvecArguments(a, "tournament", "tournoi.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	o.noms = noms
	return run(ctx, a, fs, &o)
}

// run is mastermind tournament: every strategy named, built-in or a
// program, over every secret of the size, ranked by average; fs holds
// the flags as read.
func run(ctx context.Context, a *commande.App, fs *flag.FlagSet, o *Options) error {
	noms := o.noms
	e, err := o.taille.Espace(a)
	if err != nil {
		return err
	}
	if err := o.labo.Verifie(a, fs); err != nil {
		return err
	}
	o.manches.Applique(a)
	if _, err := a.Ordre(); err != nil {
		return err
	}
	if len(noms) == 0 {
		return commande.Usage(a.Cat.T("usage.drapeau", a.Cat.T("tournoi.aucune"), "tournament"))
	}
	if o.sorties.verifie {
		return verifieProgrammes(ctx, a, noms, &o.labo)
	}
	secrets, depuis, err := o.manches.Liste(a, e)
	if err != nil {
		return err
	}
	if err := o.sorties.libres(a, noms); err != nil {
		return err
	}
	var strategies []strategie.Strategie
	// The time of an entry is the time the user waited for it: building
	// it (the optimal strategy's search) and playing every secret.
	var preparations []time.Duration
	noms, sansOptimal := toutes(a, noms, e)
	r := strategiesDuTournoi(a)
	for _, n := range noms {
		debut := a.Maintenant()
		s, err := commande.StrategieChoisie(ctx, a, r, n, "", e, 0)
		if err != nil {
			return err
		}
		strategies = append(strategies, s)
		preparations = append(preparations, a.Maintenant().Sub(debut))
	}
	graine := o.graine.Tire()
	res, err := joueTournoi(ctx, a, strategies, e, secrets, depuis, graine)
	if err != nil {
		return err
	}
	for i, p := range res.Entrees {
		p.Duree += preparations[i]
		if p.Echec != nil {
			p.Echec.Texte = a.Cat.Erreur(p.Echec.Err)
			p.Echec.Rejouer = commande.Rejouer(a, p.Nom, e.Taille(), &o.manches, p.Echec.Err)
		}
	}
	res.ParManche = o.manches.ParManche()
	if o.manches.Ordonnees() {
		ordre, _ := a.Ordre()
		ordre.Independants = o.manches.Independants()
		res.Ordre = &ordre
	}
	res.Juge()
	res.Classe()
	if err := o.sorties.erreurs(a, res); err != nil {
		return err
	}
	titre := a.Cat.T("tournoi.titre", statistiques.TitreTaille(a.Cat, e.Taille()), a.Cat.Nombre(len(res.Secrets), texte.NomSecret))
	switch {
	case o.json:
		if sansOptimal != "" {
			// Standard output holds the JSON value only.
			fmt.Fprintln(a.IOS.Err, sansOptimal)
		}
		if err := a.EcritJSON(res.VersJSON()); err != nil {
			return err
		}
	case o.sorties.csv:
		if sansOptimal != "" {
			fmt.Fprintln(a.IOS.Err, sansOptimal)
		}
		if err := res.EcritCSV(a.IOS.Out); err != nil {
			return err
		}
	default:
		ecritTournoi(a, titre, res, graine, sansOptimal)
	}
	if err := o.sorties.ecrit(a, res, titre); err != nil {
		return err
	}
	return echecsDuTournoi(a, res, o.json || o.sorties.csv)
}

// toutes replaces "all" in noms by every built-in strategy, the optimal
// one included where its search is possible, else sansOptimal says why (as
// stats --strategy all); a strategy named twice plays once.
func toutes(a *commande.App, noms []string, e *code.Espace) (liste []string, sansOptimal string) {
	for _, n := range noms {
		ajout := []string{n}
		if n == "all" {
			ajout, sansOptimal = statistiques.AvecOptimal(a.Cat, e, a.Strategies().Noms())
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
func strategiesDuTournoi(a *commande.App) *strategies.Resolveur {
	r := a.Strategies()
	r.Programme = func(ctx context.Context, nom string) (strategie.Strategie, error) {
		cmd, err := programme.LitCommande(nom)
		if err != nil {
			return nil, commande.Usage(a.Cat.Erreur(err))
		}
		return programme.Nouvelle(ctx, cmd, a.OptionsProgramme(nom)), nil
	}
	return r
}

// joueTournoi plays every strategy over the rounds of secrets (the
// statistics count them from index depuis): the built-in ones first, as
// many at a time as the machine has cores, then the programs one at a
// time, alone on the machine, so that no entrant can signal another
// while it runs (file events, locks, a shared folder) nor take its
// processor time; a program's misbehaviour stops that entry only. On a
// terminal a progress bar counts the games played.
//
// Résultat: the entries in the order of strategies, unranked; the
// context's error, or the error of a built-in strategy.
func joueTournoi(ctx context.Context, a *commande.App, strategies []strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, graine uint64) (*rapport.Resultats, error) {
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
	arrete := a.SuiviCompte(a.Cat.T("tournoi.progres"), false, fait.Lit, "progres.parties")
	joue := func(i int) {
		res.Entrees[i], erreurs[i] = joueParticipant(ctx, a, strategies[i], e, secrets, depuis, graine, &fait)
	}
	var programmes []int
	travaux := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(strategies)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range travaux {
				joue(i)
			}
		}()
	}
	for i, s := range strategies {
		if _, ok := s.(*programme.Strategie); ok {
			programmes = append(programmes, i)
			continue
		}
		travaux <- i
	}
	close(travaux)
	wg.Wait()
	for _, i := range programmes {
		joue(i)
	}
	arrete()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return res, errors.Join(erreurs...)
}

// joueParticipant plays the rounds of secrets with s: a program through
// them all, in order, a fresh process for each round unless
// --one-process (App.OptionsProgramme); a built-in strategy by its
// decision tree over every secret, read round by round.
func joueParticipant(ctx context.Context, a *commande.App, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, graine uint64, fait *strategie.Avancement) (*rapport.Entree, error) {
	debut := a.Maintenant()
	if p, ok := s.(*programme.Strategie); ok {
		o := a.OptionsProgramme(s.Nom())
		o.Avancement = fait
		coups, err := programme.JoueManches(ctx, p.Commande(), e.Taille(), secrets, o)
		if coups == nil {
			coups = make([]uint16, len(secrets))
		}
		x := &rapport.Entree{Nom: s.Nom(), Coups: coups[depuis:], Duree: a.Maintenant().Sub(debut)}
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
	return &rapport.Entree{Nom: s.Nom(), Coups: commande.CoupsDesManches(e, st.Coups, secrets[depuis:]), Duree: a.Maintenant().Sub(debut)}, nil
}

// ecritTournoi writes the ranking as a table (laid out for a terminal's
// width, in blocks of columns when it is too narrow), the seed of the
// random strategies, why the optimal one is missing, the order of the
// secrets, why results are impossible, then the reports of the entries
// that failed. An entry not ranked has no rank; its average says why.
func ecritTournoi(a *commande.App, titre string, res *rapport.Resultats, graine uint64, sansOptimal string) {
	w := a.IOS.Out
	fmt.Fprintln(w, commande.Mise(a, titre))
	fmt.Fprintln(w)
	io.WriteString(w, page.Tableau(res.Lignes(a.Cat), a.IOS.Mise()))
	for _, x := range res.Entrees {
		if a.Strategies().Graine(x.Nom) {
			fmt.Fprintln(w)
			fmt.Fprintln(w, commande.Mise(a, a.Cat.T("stats.grainetous", graine, graine)))
			break
		}
	}
	if sansOptimal != "" {
		fmt.Fprintln(w)
		fmt.Fprintln(w, commande.Mise(a, sansOptimal))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, commande.Mise(a, res.TexteOrdre(a.Cat)))
	for _, x := range res.Entrees {
		if x.Impossible != nil {
			fmt.Fprintln(w)
			fmt.Fprintln(w, commande.Mise(a, res.TexteImpossible(x, a.Cat)))
		}
	}
	for _, x := range res.Entrees {
		if x.Echec != nil {
			fmt.Fprintln(w)
			fmt.Fprintln(w, commande.Mise(a, x.Echec.Texte))
			if x.Echec.Rejouer != "" {
				fmt.Fprintln(w, commande.Mise(a, rapport.TexteRejouer(a.Cat, res.ParManche, x.Echec.Rejouer)))
			}
		}
	}
}

// echecsDuTournoi ends a tournament where strategies failed or have an
// impossible result with status 1; when standard output holds data
// (--json, --csv), their reports go to the error stream first.
func echecsDuTournoi(a *commande.App, res *rapport.Resultats, donnees bool) error {
	echecs, impossibles := 0, 0
	for _, x := range res.Entrees {
		if x.Impossible != nil {
			impossibles++
			if donnees {
				fmt.Fprintln(a.IOS.Err, res.TexteImpossible(x, a.Cat))
			}
		}
		if x.Echec == nil {
			continue
		}
		echecs++
		if donnees {
			fmt.Fprintln(a.IOS.Err, x.Echec.Texte)
			if x.Echec.Rejouer != "" {
				fmt.Fprintln(a.IOS.Err, rapport.TexteRejouer(a.Cat, res.ParManche, x.Echec.Rejouer))
			}
		}
	}
	var phrases []string
	if echecs > 0 {
		phrases = append(phrases, a.Cat.Pluriel(echecs, "tournoi.echoue1", "tournoi.echouees", a.Cat.Nombre(echecs, texte.NomStrategie)))
	}
	if impossibles > 0 {
		phrases = append(phrases, a.Cat.Pluriel(impossibles, "tournoi.impossible1", "tournoi.impossibles", a.Cat.Nombre(impossibles, texte.NomStrategie)))
	}
	if len(phrases) == 0 {
		return nil
	}
	return commande.Rate(strings.Join(phrases, "\n"))
}
