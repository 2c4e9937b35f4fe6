package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"mastermind/cmd/mastermind/internal/page"
	"mastermind/cmd/mastermind/internal/rapport"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/manche/strategie"
	"mastermind/manche/strategie/optimal"
	"mastermind/manche/strategie/programme"
)

// statsJSON is the contract of stats --json; --strategy all writes an
// array of them, in the order of the strategy list.
type statsJSON struct {
	Strategy     string       `json:"strategy"`
	Pegs         int          `json:"pegs"`
	Colors       int          `json:"colors"`
	Secrets      int          `json:"secrets"`
	Total        int          `json:"total"`
	Average      float64      `json:"average"`
	Max          int          `json:"max"`
	Hardest      []string     `json:"hardest"`
	Distribution distribution `json:"distribution"`
	Seconds      float64      `json:"seconds"`
}

// distribution is written as a JSON object whose keys are the numbers of
// proposals from 1 to the maximum, in that order (rapport.Distribution).
type distribution = rapport.Distribution

// demandeStats is what the statistics screen computes: for the command
// and for the game's menu.
type demandeStats struct {
	espace *code.Espace
	// noms are the strategies, built one at a time by construit when
	// their turn comes, so that the time shown for each is the time the
	// user waited for it: building it (the optimal strategy's search, a
	// program's start) and playing every secret.
	noms      []string
	construit func(ctx context.Context, nom string) (strategie.Strategie, error)
	graine    uint64
	// graineTiree: the seed was drawn, not given; the plain output shows
	// it when a strategy draws at random.
	graineTiree bool
	// premier is the imposed first proposal of the score strategies, if
	// any.
	premier *code.Code
	// sansOptimal says why the optimal strategy is left out of a table
	// of every strategy; empty when it is in.
	sansOptimal string
	// libelle, when not nil, names a strategy in a table's row (the menu:
	// its short name); without it the row shows the identifier the
	// command line takes.
	libelle func(nom string) string
	// manches, when not nil, are the rounds of a run other than every
	// secret once (--secrets, --rounds, --from-round), counted from index
	// depuis; optManches the flags that chose them, for a replay command.
	manches    []code.Code
	depuis     int
	optManches *optionsManches
	// confirme, when not nil, asks whether to start a computation
	// estimated longer than calculLong (the menu); without it the
	// estimate goes to the error stream (the command line).
	confirme func(ctx context.Context, estimation time.Duration) (bool, error)
}

// avecOptimal lists every strategy for a table at e's size: the optimal one
// joins where its search is possible, else the sentence returned says why
// it is left out.
func avecOptimal(a *app, e *code.Espace, noms []string) ([]string, string) {
	t := e.Taille()
	if optimal.Verifie(t, optimal.Options{}) == nil {
		return noms, ""
	}
	var garde []string
	for _, n := range noms {
		if n != nomOptimal {
			garde = append(garde, n)
		}
	}
	return garde, raisonOptimal(a, "stats.sansoptimal", t)
}

// calculLong is the estimated time from which a computation is announced
// (the command line) or asked for (the menu).
const calculLong = 30 * time.Second

// stats is §3.3 as a command: every secret played by a strategy, or by
// every strategy side by side.
func stats(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "stats")
	var taille optionsTaille
	taille.enregistre(fs, a)
	nom := fs.String("strategy", "lexico", a.cat.T("stats.drapeau.strategie", strings.Join(append(nomsStrategies(), a.cat.T("programme.nomaide")), ", ")))
	premier := fs.String("first", "", a.cat.T("stats.drapeau.premier"))
	var g graine
	fs.Var(&g, "seed", a.cat.T("stats.drapeau.graine"))
	enJSON := fs.Bool("json", false, a.cat.T("drapeau.json"))
	var opt optionsOptimal
	opt.enregistre(fs, a)
	var labo optionsLabo
	labo.enregistre(fs, a, true)
	var manches optionsManches
	manches.enregistre(fs, a)
	if err := analyse(a, fs, lang, args, "stats.aide"); err != nil {
		return sansAide(err)
	}
	e, err := taille.espace(a)
	if err != nil {
		return err
	}
	if err := labo.verifie(a, fs); err != nil {
		return err
	}
	if err := opt.verifie(a, *nom); err != nil {
		return err
	}
	noms, sansOptimal := []string{*nom}, ""
	if *nom == "all" {
		noms, sansOptimal = avecOptimal(a, e, nomsStrategies())
	} else if err := nomValide(a, *nom, e.Taille()); err != nil {
		return err
	}
	d := demandeStats{
		espace: e, noms: noms, graine: g.tire(), graineTiree: !g.donnee, sansOptimal: sansOptimal,
		construit: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			return strategieChoisie(ctx, a, nom, "", e, opt.maxCoups)
		},
	}
	if !manches.parDefaut() {
		if d.manches, d.depuis, err = manches.liste(a, e); err != nil {
			return err
		}
	}
	d.optManches = &manches
	if *premier != "" {
		c, err := lireAdmissible(a, *premier, e.Taille())
		if err != nil {
			return usage(a.cat.T("drapeau.premiermauvais", *premier, a.cat.Erreur(err)))
		}
		if s, err := strategie.Nouvelle(*nom); *nom != "all" && (err != nil || !estParScore(s)) {
			return usage(a.cat.T("stats.premier.refuse", *nom))
		}
		d.premier = &c
	}
	return ecranStats(ctx, a, d, *enJSON)
}

// nomValide refuses, before anything is computed, a strategy name that
// is neither built in, optimal nor a program (those two are checked when
// they are built).
func nomValide(a *app, nom string, t code.Taille) error {
	if nom == nomOptimal || programme.EstCommande(nom) {
		return nil
	}
	_, err := strategieNommee(a, nom, "", t)
	return err
}

func estParScore(s strategie.Strategie) bool {
	_, ok := s.(strategie.ParScore)
	return ok
}

// ecranStats computes the statistics of d and writes them: the JSON
// contract, or a table and a bar chart for a player. The game's menu
// calls it too.
func ecranStats(ctx context.Context, a *app, d demandeStats, enJSON bool) error {
	if estimation := estimeStats(d); estimation > calculLong {
		if d.confirme == nil {
			fmt.Fprintln(a.ios.Err, a.cat.T("stats.estimation", a.cat.DureeEstimee(estimation)))
		} else if ok, err := d.confirme(ctx, estimation); err != nil || !ok {
			return err
		}
	}
	var res []*strategie.Stats
	for _, nom := range d.noms {
		debut := a.maintenant()
		s, err := d.construit(ctx, nom)
		if err != nil {
			return err
		}
		if ps, ok := s.(strategie.ParScore); ok && d.premier != nil {
			s = strategie.AvecPremier{S: ps, Premier: *d.premier}
		}
		st, err := calculeAvecProgression(ctx, a, s, d)
		if err != nil {
			if d.optManches != nil {
				return avecRejouer(a, err, nom, d.espace.Taille(), d.optManches)
			}
			return err
		}
		st.Duree = a.maintenant().Sub(debut)
		res = append(res, st)
	}
	script, joueur, err := palettes(a, d.espace.Taille().Couleurs)
	if err != nil {
		return err
	}
	if d.sansOptimal != "" && enJSON {
		// Standard output holds the JSON value only.
		fmt.Fprintln(a.ios.Err, d.sansOptimal)
	}
	if enJSON {
		var sortie []statsJSON
		for _, st := range res {
			sortie = append(sortie, versJSON(st, func(c code.Code) string { return c.Mot(script) }))
		}
		if len(sortie) == 1 {
			return a.ecritJSON(sortie[0])
		}
		return a.ecritJSON(sortie)
	}
	mot := func(c code.Code) string { return rendu(a, joueur).Code(c) }
	if len(res) == 1 {
		ecritUne(a, res[0], d, mot)
	} else {
		ecritTableau(a, res, d)
	}
	return nil
}

func versJSON(st *strategie.Stats, mot func(code.Code) string) statsJSON {
	j := statsJSON{
		Strategy: st.Strategie, Pegs: st.Taille.Pions, Colors: st.Taille.Couleurs,
		Secrets: len(st.Secrets), Total: st.Total, Max: st.Max,
		Average:      moyenneStats(st),
		Hardest:      []string{},
		Distribution: distribution(st.Distribution),
		Seconds:      rapport.Secondes(st.Duree),
	}
	for _, c := range st.Difficiles() {
		j.Hardest = append(j.Hardest, mot(c))
	}
	return j
}

// estimeStats is about how long the statistics of d take on this
// machine's cores (see strategie.Estime).
func estimeStats(d demandeStats) time.Duration {
	var total time.Duration
	for _, nom := range d.noms {
		total += strategie.Estime(nom, d.espace.Taille(), runtime.GOMAXPROCS(0))
	}
	return total
}

// calculeAvecProgression runs the computation; on a terminal, when it
// lasts more than a second, a progress line on the error stream tells how
// many secrets are found and the time left.
func calculeAvecProgression(ctx context.Context, a *app, s strategie.Strategie, d demandeStats) (*strategie.Stats, error) {
	var av strategie.Avancement
	arrete := a.suivi(a.libelleCalcul(s.Nom()), false, av.Lit)
	defer arrete()
	o := strategie.Options{Graine: d.graine, Avancement: &av}
	if d.manches != nil {
		return statsDesManches(ctx, a, s, d.espace, d.manches, d.depuis, o)
	}
	return strategie.Calcule(ctx, s, d.espace, o)
}

// mise wraps a sentence to the terminal's width (none through a pipe).
func mise(a *app, s string) string { return page.Coupe(s, a.ios.Mise()) }

// decimal writes x with prec decimals in the catalogue's way ("4,4784").
func decimal(a *app, x float64, prec int) string { return a.cat.Decimal(x, prec) }

// titreTaille is "4 pions, 6 couleurs" and the variant.
func titreTaille(a *app, t code.Taille) string {
	s := a.cat.T("stats.taille", a.cat.Nombre(t.Pions, texte.NomPion), a.cat.Nombre(t.Couleurs, texte.NomCouleur))
	if t.SansRepetition {
		s += a.cat.T("stats.sansrep")
	}
	return s
}

// ecritUne writes one strategy's statistics: figures, the hardest secrets,
// the distribution as a bar chart.
func ecritUne(a *app, st *strategie.Stats, d demandeStats, mot func(code.Code) string) {
	w := a.ios.Out
	fmt.Fprintln(w, mise(a, a.cat.T("stats.titre", a.cat.NomStrategie(st.Strategie), titreTaille(a, st.Taille), a.cat.Nombre(len(st.Secrets), texte.NomSecret))))
	if d.premier != nil {
		fmt.Fprintln(w, mise(a, a.cat.T("stats.premier", mot(*d.premier))))
	}
	if strategie.DependDeLaGraine(st.Strategie) {
		fmt.Fprintln(w, mise(a, a.cat.T("stats.graine", st.Graine, st.Graine)))
	}
	fmt.Fprintln(w, mise(a, a.cat.T("stats.total", a.cat.Entier(st.Total))))
	fmt.Fprintln(w, mise(a, a.cat.T("stats.moyenne", decimal(a, moyenneStats(st), rapport.Decimales))))
	difficiles := st.Difficiles()
	fmt.Fprintln(w, mise(a, a.cat.T("stats.max", st.Max, a.cat.Nombre(len(difficiles), texte.NomSecret))))
	const montres = 12
	var mots []string
	for i, c := range difficiles {
		if i == montres {
			mots = append(mots, a.cat.T("stats.etc", a.cat.Nombre(len(difficiles)-montres, texte.NomAutre)))
			break
		}
		mots = append(mots, mot(c))
	}
	if n := a.ios.Mise(); n > 0 {
		// On a terminal, a gap between codes and none cut in two.
		fmt.Fprintln(w, page.Liste(mots, n, "  "))
	} else {
		fmt.Fprintln(w, "  "+strings.Join(mots, " "))
	}
	fmt.Fprintln(w, mise(a, a.cat.T("stats.duree", a.cat.Duree(st.Duree))))
	fmt.Fprintln(w)
	fmt.Fprintln(w, mise(a, a.cat.T("stats.entete")))
	plus := 0
	for _, n := range st.Distribution {
		plus = max(plus, n)
	}
	largeur := 40
	if n := a.ios.Mise(); n > 0 {
		// The bars shrink to fit the terminal after the two numbers.
		largeur = max(min(largeur, n-len(fmt.Sprintf("%12d %8s  ", 0, ""))), 1)
	}
	for k := 1; k < len(st.Distribution); k++ {
		n := st.Distribution[k]
		barre := strings.Repeat("█", largeur*n/max(plus, 1))
		if barre == "" && n > 0 {
			barre = "▏"
		}
		fmt.Fprintf(w, "%12d %8s  %s\n", k, a.cat.Entier(n), barre)
	}
}

// ecritTableau puts every strategy side by side: average, maximum, total,
// the number of hardest secrets, the distribution and the time.
func ecritTableau(a *app, res []*strategie.Stats, d demandeStats) {
	w := a.ios.Out
	t := d.espace.Taille()
	fmt.Fprintln(w, mise(a, a.cat.T("stats.titretous", titreTaille(a, t), a.cat.Nombre(len(d.espace.Secrets()), texte.NomSecret))))
	if d.premier != nil {
		_, joueur, _ := palettes(a, t.Couleurs)
		fmt.Fprintln(w, mise(a, a.cat.T("stats.premiertous", rendu(a, joueur).Code(*d.premier))))
	}
	plus := 0
	for _, st := range res {
		plus = max(plus, st.Max)
	}
	if n := a.ios.Mise(); n > 0 {
		io.WriteString(w, page.Tableau(tableauCompact(a, res, plus, d), n))
	} else {
		ecritTableauLarge(a, res, plus, d)
	}
	for _, st := range res {
		if strategie.DependDeLaGraine(st.Strategie) {
			fmt.Fprintln(w, mise(a, a.cat.T("stats.grainetous", d.graine, d.graine)))
			break
		}
	}
	if d.sansOptimal != "" {
		fmt.Fprintln(w, mise(a, d.sansOptimal))
	}
}

// tableauCompact is the table's cells for a terminal: columns as narrow
// as their contents, split into blocks that fit the width (page.Tableau).
func tableauCompact(a *app, res []*strategie.Stats, plus int, d demandeStats) [][]string {
	entete := []string{a.cat.T("stats.col.strategie"), a.cat.T("stats.col.moyenne"), a.cat.T("stats.col.max"),
		a.cat.T("stats.col.total"), a.cat.T("stats.col.aumax")}
	for k := 1; k <= plus; k++ {
		entete = append(entete, strconv.Itoa(k))
	}
	rows := [][]string{append(entete, a.cat.T("stats.col.duree"))}
	for _, st := range res {
		r := []string{d.nomDeLigne(st.Strategie), decimal(a, moyenneStats(st), rapport.Decimales), strconv.Itoa(st.Max), a.cat.Entier(st.Total), a.cat.Entier(st.Distribution[st.Max])}
		for k := 1; k <= plus; k++ {
			c := ""
			if k < len(st.Distribution) {
				c = a.cat.Entier(st.Distribution[k])
			}
			r = append(r, c)
		}
		rows = append(rows, append(r, decimal(a, rapport.Secondes(st.Duree), 3)))
	}
	return rows
}

// ecritTableauLarge is the table for a script: fixed columns, one line
// per strategy, whatever its width; the first column as wide as its
// longest name. Widths count cells.
func ecritTableauLarge(a *app, res []*strategie.Stats, plus int, d demandeStats) {
	w := a.ios.Out
	col := 14
	for _, st := range res {
		col = max(col, page.Largeur(d.nomDeLigne(st.Strategie)))
	}
	// The time's column: its header ("durée (s)") two spaces after the
	// distribution, 8 cells at least.
	colDuree := max(8, page.Largeur(a.cat.T("stats.col.duree"))+1)
	var b strings.Builder
	ligne := func(nom, moyenne, max, total, aumax string, distribution []string, duree string) {
		b.Reset()
		b.WriteString(aGauche(nom, col) + " " + aDroite(moyenne, 8) + " " + aDroite(max, 4) + " " + aDroite(total, 7) + " " + aDroite(aumax, 6) + " ")
		for _, c := range distribution {
			b.WriteString(" " + aDroite(c, 6))
		}
		b.WriteString(" " + aDroite(duree, colDuree))
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	entete := make([]string, plus)
	for k := range entete {
		entete[k] = strconv.Itoa(k + 1)
	}
	ligne(a.cat.T("stats.col.strategie"), a.cat.T("stats.col.moyenne"), a.cat.T("stats.col.max"), a.cat.T("stats.col.total"),
		a.cat.T("stats.col.aumax"), entete, a.cat.T("stats.col.duree"))
	for _, st := range res {
		distribution := make([]string, plus)
		for k := range distribution {
			if k+1 < len(st.Distribution) {
				distribution[k] = a.cat.Entier(st.Distribution[k+1])
			}
		}
		ligne(d.nomDeLigne(st.Strategie), decimal(a, moyenneStats(st), rapport.Decimales), strconv.Itoa(st.Max), a.cat.Entier(st.Total),
			a.cat.Entier(st.Distribution[st.Max]), distribution, decimal(a, rapport.Secondes(st.Duree), 3))
	}
}

// nomDeLigne is how a table's row names strategy nom.
func (d demandeStats) nomDeLigne(nom string) string {
	if d.libelle == nil {
		return nom
	}
	return d.libelle(nom)
}

// aDroite pads s on the left with spaces to n cells.
func aDroite(s string, n int) string {
	return strings.Repeat(" ", max(n-page.Largeur(s), 0)) + s
}

// aGauche pads s with spaces to n cells.
func aGauche(s string, n int) string {
	return s + strings.Repeat(" ", max(n-page.Largeur(s), 0))
}
