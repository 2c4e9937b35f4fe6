// Package statistiques is the statistics screen of §3.3: every secret
// played by a strategy, or by all of them side by side, written as a
// table and a bar chart for a person or as JSON (EcranStats), for the
// menu's entry and mastermind stats alike; and Sortie, where such a
// screen writes (the program's streams, its one painter).
package statistiques

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/graphe"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Sortie is where the statistics screen writes, for the menu's entry and
// for mastermind stats: the program's streams rather than the invite,
// since a table is laid out for the terminal's whole width. cmd/mastermind
// builds it from its streams.
type Sortie struct {
	Out, Err io.Writer
	// Mise is the width to lay text out for, now (0: none, through a
	// pipe).
	Mise func() int
	// Peintre paints codes and charts (the run's one painter).
	Peintre peintre.Peintre
	// Maintenant tells the time of the durations shown.
	Maintenant func() time.Time
	// Progres shows the progress of a computation labelled libelle, read
	// by lit, until arrete is called.
	Progres func(libelle string, lit func() (fait, total int64)) (arrete func())
	// EcritJSON writes one JSON value on Out.
	EcritJSON func(v any) error
}

// redacteur is what the statistics screen writes with: the catalogue, the
// output and the table of strategies (for the estimates).
type redacteur struct {
	cat *texte.Catalogue
	o   *Sortie
	r   *strategies.Resolveur
}

// EcranStats computes the statistics of d and writes them on o: the JSON
// contract, or a table and a bar chart for a player. The game's menu
// (Jeu.statistiques) and mastermind stats both call it.
func EcranStats(ctx context.Context, cat *texte.Catalogue, o *Sortie, r *strategies.Resolveur, d DemandeStats, enJSON bool) error {
	return ecranStats(ctx, redacteur{cat: cat, o: o, r: r}, d, enJSON)
}

// Palettes returns the palette of the scripts (the default French
// letters, for JSON) and the palette the player reads (cat's language's)
// of n colours.
func Palettes(cat *texte.Catalogue, n int) (script, joueur couleur.Palette, err error) {
	script, err = couleur.Defaut(n)
	if err != nil {
		return
	}
	joueur, err = cat.Palette(n)
	return
}

// palettes returns the palettes of n colours (Palettes).
func (ec redacteur) palettes(n int) (script, joueur couleur.Palette, err error) {
	return Palettes(ec.cat, n)
}

// Rendu is how codes are drawn on o for the player: palette p in cat's
// language, painted by o's painter, laid out for the width.
func (o *Sortie) Rendu(cat *texte.Catalogue, p couleur.Palette) peintre.Rendu {
	r := cat.Rendu(p, o.Peintre)
	r.Largeur = o.Mise()
	return r
}

// Coupe wraps s to o's width (none through a pipe).
func (o *Sortie) Coupe(s string) string { return page.Coupe(s, o.Mise()) }

// rendu is how codes are drawn for the player (Sortie.Rendu).
func (ec redacteur) rendu(p couleur.Palette) peintre.Rendu { return ec.o.Rendu(ec.cat, p) }

// RaisonOptimal says why the optimal strategy cannot play size t, with
// the sentence cle: its size, its secrets and the limits of the search.
func RaisonOptimal(cat *texte.Catalogue, cle texte.Cle, t code.Taille) string {
	return cat.T(cle, cat.Nombre(t.Pions, texte.NomPion), cat.Nombre(t.Couleurs, texte.NomCouleur),
		cat.Nombre(t.NombreSecrets(), texte.NomSecret), cat.Nombre(optimal.MaxSecrets, texte.NomSecret), cat.Nombre(optimal.MaxPions, texte.NomPion))
}

// StatsJSON is the contract of stats --json; --strategy all writes an
// array of them, in the order of the strategy list.
type StatsJSON struct {
	Strategy     string       `json:"strategy"`
	Pegs         int          `json:"pegs"`
	Colors       int          `json:"colors"`
	Secrets      int          `json:"secrets"`
	Total        int          `json:"total"`
	Average      float64      `json:"average"`
	Max          int          `json:"max"`
	Hardest      []string     `json:"hardest"`
	Distribution Distribution `json:"distribution"`
	Seconds      float64      `json:"seconds"`
	// FreshProcess, for a program (cmd:…) only: each round was played by
	// a fresh process of it (false: one process, --one-process).
	FreshProcess *bool `json:"fresh_process,omitempty"`
}

// Distribution is written as a JSON object whose keys are the numbers of
// proposals from 1 to the maximum, in that order (rapport.Distribution,
// the tournament's).
type Distribution = rapport.Distribution

// DemandeStats is what the statistics screen computes: for the command
// and for the game's menu.
type DemandeStats struct {
	// Espace is the size whose every secret is played.
	Espace *code.Espace
	// Noms are the strategies, built one at a time by Construit when
	// their turn comes, so that the time shown for each is the time the
	// user waited for it: building it (the optimal strategy's search, a
	// program's start) and playing every secret.
	Noms      []string
	Construit func(ctx context.Context, nom string) (strategie.Strategie, error)
	// Graine is the seed of the strategies that draw at random.
	Graine uint64
	// GraineTiree: the seed was drawn, not given; the plain output shows
	// it when a strategy draws at random.
	GraineTiree bool
	// Premier is the imposed first proposal of the score strategies, if
	// any.
	Premier *code.Code
	// SansOptimal says why the optimal strategy is left out of a table
	// of every strategy; empty when it is in.
	SansOptimal string
	// Libelle, when not nil, names a strategy in a table's row (the menu:
	// its short name); without it the row shows the identifier the
	// command line takes.
	Libelle func(nom string) string
	// Manches, when not nil, are the rounds of a run other than every
	// secret once (--secrets, --rounds, --from-round), counted from index
	// Depuis; CalculeManches plays them (a program plays them all, in
	// order, in one process).
	Manches []code.Code
	Depuis  int
	// UnProcessus: a program (cmd:…) plays every round in one process
	// (--one-process); by default each round gets a fresh one, as the
	// output says.
	UnProcessus    bool
	CalculeManches func(ctx context.Context, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, o strategie.Options) (*strategie.Stats, error)
	// Echec, when not nil, words the failure err of strategy nom (the
	// command line: a program's report with the command that replays
	// it).
	Echec func(nom string, err error) error
	// Confirme, when not nil, asks whether to start a computation
	// estimated longer than calculLong (the menu); without it the
	// estimate goes to the error stream (the command line).
	Confirme func(ctx context.Context, estimation time.Duration) (bool, error)
}

// AvecOptimal lists every strategy for a table at e's size: the optimal one
// joins where its search is possible, else the sentence returned says why
// it is left out.
func AvecOptimal(cat *texte.Catalogue, e *code.Espace, noms []string) ([]string, string) {
	t := e.Taille()
	if optimal.Verifie(t, optimal.Options{}) == nil {
		return noms, ""
	}
	var garde []string
	for _, n := range noms {
		if n != strategies.NomOptimal {
			garde = append(garde, n)
		}
	}
	return garde, RaisonOptimal(cat, "stats.sansoptimal", t)
}

// calculLong is the estimated time from which a computation is announced
// (the command line) or asked for (the menu).
const calculLong = 30 * time.Second

// ecranStats is EcranStats.
func ecranStats(ctx context.Context, ec redacteur, d DemandeStats, enJSON bool) error {
	if estimation := estimeStats(ec, d); estimation > calculLong {
		if d.Confirme == nil {
			fmt.Fprintln(ec.o.Err, ec.cat.T("stats.estimation", ec.cat.DureeEstimee(estimation)))
		} else if ok, err := d.Confirme(ctx, estimation); err != nil || !ok {
			return err
		}
	}
	var res []*strategie.Stats
	for _, nom := range d.Noms {
		debut := ec.o.Maintenant()
		s, err := d.Construit(ctx, nom)
		if err != nil {
			return err
		}
		if ps, ok := s.(strategie.ParScore); ok && d.Premier != nil {
			s = strategie.AvecPremier{S: ps, Premier: *d.Premier}
		}
		st, err := calculeAvecProgression(ctx, ec, s, d)
		if err != nil {
			if d.Echec != nil {
				return d.Echec(nom, err)
			}
			return err
		}
		st.Duree = ec.o.Maintenant().Sub(debut)
		res = append(res, st)
	}
	script, joueur, err := ec.palettes(d.Espace.Taille().Couleurs)
	if err != nil {
		return err
	}
	if d.SansOptimal != "" && enJSON {
		// Standard output holds the JSON value only.
		fmt.Fprintln(ec.o.Err, d.SansOptimal)
	}
	if enJSON {
		var sortie []StatsJSON
		for _, st := range res {
			j := versJSON(st, func(c code.Code) string { return c.Mot(script) })
			if programme.EstCommande(st.Strategie) {
				fraiche := !d.UnProcessus
				j.FreshProcess = &fraiche
			}
			sortie = append(sortie, j)
		}
		if len(sortie) == 1 {
			return ec.o.EcritJSON(sortie[0])
		}
		return ec.o.EcritJSON(sortie)
	}
	mot := func(c code.Code) string { return ec.rendu(joueur).Code(c) }
	if len(res) == 1 {
		ecritUne(ec, res[0], d, mot)
	} else {
		ecritTableau(ec, res, d)
	}
	return nil
}

func versJSON(st *strategie.Stats, mot func(code.Code) string) StatsJSON {
	j := StatsJSON{
		Strategy: st.Strategie, Pegs: st.Taille.Pions, Colors: st.Taille.Couleurs,
		Secrets: len(st.Secrets), Total: st.Total, Max: st.Max,
		Average:      moyenne(st),
		Hardest:      []string{},
		Distribution: Distribution(st.Distribution),
		Seconds:      rapport.Secondes(st.Duree),
	}
	for _, c := range st.Difficiles() {
		j.Hardest = append(j.Hardest, mot(c))
	}
	return j
}

// estimeStats is about how long the statistics of d take on this
// machine's cores (see strategies.Resolveur.Estime).
func estimeStats(ec redacteur, d DemandeStats) time.Duration {
	var total time.Duration
	for _, nom := range d.Noms {
		total += ec.r.Estime(nom, d.Espace.Taille(), runtime.GOMAXPROCS(0))
	}
	return total
}

// calculeAvecProgression runs the computation; on a terminal, when it
// lasts more than a second, a progress line on the error stream tells how
// many secrets are found and the time left.
func calculeAvecProgression(ctx context.Context, ec redacteur, s strategie.Strategie, d DemandeStats) (*strategie.Stats, error) {
	var av strategie.Avancement
	arrete := ec.o.Progres(ec.cat.StrategieCourte(s.Nom()), av.Lit)
	defer arrete()
	o := strategie.Options{Graine: d.Graine, Avancement: &av}
	if d.Manches != nil && d.CalculeManches != nil {
		return d.CalculeManches(ctx, s, d.Espace, d.Manches, d.Depuis, o)
	}
	return strategie.Calcule(ctx, s, d.Espace, o)
}

// moyenne is st's average by the rule of every output (rapport.Arrondi).
func moyenne(st *strategie.Stats) float64 {
	if len(st.Coups) == 0 {
		return 0
	}
	return rapport.Arrondi(int64(st.Total), int64(len(st.Coups)))
}

// mise wraps a sentence to the terminal's width (none through a pipe).
func mise(ec redacteur, s string) string { return ec.o.Coupe(s) }

// decimal writes x with prec decimals in the catalogue's way ("4,4784").
func decimal(ec redacteur, x float64, prec int) string { return ec.cat.Decimal(x, prec) }

// TitreTaille is "4 pions, 6 couleurs" and the variant, as a table's
// title says it.
func TitreTaille(cat *texte.Catalogue, t code.Taille) string {
	s := cat.T("stats.taille", cat.Nombre(t.Pions, texte.NomPion), cat.Nombre(t.Couleurs, texte.NomCouleur))
	if t.SansRepetition {
		s += cat.T("stats.sansrep")
	}
	return s
}

// ecritUne writes one strategy's statistics: figures, the hardest secrets,
// the distribution as a bar chart.
func ecritUne(ec redacteur, st *strategie.Stats, d DemandeStats, mot func(code.Code) string) {
	w := ec.o.Out
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.titre", ec.cat.NomStrategie(st.Strategie), TitreTaille(ec.cat, st.Taille), ec.cat.Nombre(len(st.Secrets), texte.NomSecret))))
	if d.Premier != nil {
		fmt.Fprintln(w, mise(ec, ec.cat.T("stats.premier", mot(*d.Premier))))
	}
	if ec.r.Graine(st.Strategie) {
		fmt.Fprintln(w, mise(ec, ec.cat.T("stats.graine", st.Graine, st.Graine)))
	}
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.total", ec.cat.Entier(st.Total))))
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.moyenne", decimal(ec, moyenne(st), rapport.Decimales))))
	difficiles := st.Difficiles()
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.max", st.Max, ec.cat.Nombre(len(difficiles), texte.NomSecret))))
	const montres = 12
	var mots []string
	for i, c := range difficiles {
		if i == montres {
			mots = append(mots, ec.cat.T("stats.etc", ec.cat.Nombre(len(difficiles)-montres, texte.NomAutre)))
			break
		}
		mots = append(mots, mot(c))
	}
	if n := ec.o.Mise(); n > 0 {
		// On a terminal, a gap between codes and none cut in two.
		fmt.Fprintln(w, page.Liste(mots, n, "  "))
	} else {
		fmt.Fprintln(w, "  "+strings.Join(mots, " "))
	}
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.duree", ec.cat.Duree(st.Duree))))
	if programme.EstCommande(st.Strategie) {
		fmt.Fprintln(w, mise(ec, rapport.TexteProcessus(ec.cat, !d.UnProcessus)))
	}
	fmt.Fprintln(w)
	if n := ec.o.Mise(); n > 0 {
		// On a terminal, a chart of eighths of a cell fitted to the width.
		fmt.Fprintln(w, mise(ec, ec.cat.T("stats.repartition")))
		ecritGraphe(ec, []*strategie.Stats{st}, nil)
		return
	}
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.entete")))
	plus := 0
	for _, n := range st.Distribution {
		plus = max(plus, n)
	}
	largeur := 40
	if n := ec.o.Mise(); n > 0 {
		// The bars shrink to fit the terminal after the two numbers.
		largeur = max(min(largeur, n-len(fmt.Sprintf("%12d %8s  ", 0, ""))), 1)
	}
	for k := 1; k < len(st.Distribution); k++ {
		n := st.Distribution[k]
		barre := strings.Repeat("█", largeur*n/max(plus, 1))
		if barre == "" && n > 0 {
			barre = "▏"
		}
		fmt.Fprintf(w, "%12d %8s  %s\n", k, ec.cat.Entier(n), barre)
	}
}

// ecritTableau puts every strategy side by side: average, maximum, total,
// the number of hardest secrets, the distribution and the time.
func ecritTableau(ec redacteur, res []*strategie.Stats, d DemandeStats) {
	w := ec.o.Out
	t := d.Espace.Taille()
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.titretous", TitreTaille(ec.cat, t), ec.cat.Nombre(len(d.Espace.Secrets()), texte.NomSecret))))
	if d.Premier != nil {
		_, joueur, _ := ec.palettes(t.Couleurs)
		fmt.Fprintln(w, mise(ec, ec.cat.T("stats.premiertous", ec.rendu(joueur).Code(*d.Premier))))
	}
	plus := 0
	for _, st := range res {
		plus = max(plus, st.Max)
	}
	if n := ec.o.Mise(); n > 0 {
		// The charts first, so that the table that sums them up ends the
		// screen.
		fmt.Fprintln(w, mise(ec, ec.cat.T("stats.repartitions")))
		ecritGraphe(ec, res, d.nomDeLigne)
		fmt.Fprintln(w)
		ecritTableauCompact(ec, res, plus, d, n)
	} else {
		ecritTableauLarge(ec, res, plus, d)
	}
	for _, st := range res {
		if ec.r.Graine(st.Strategie) {
			fmt.Fprintln(w, mise(ec, ec.cat.T("stats.grainetous", d.Graine, d.Graine)))
			break
		}
	}
	if d.SansOptimal != "" {
		fmt.Fprintln(w, mise(ec, d.SansOptimal))
	}
}

// ecritTableauCompact writes the table for a terminal of n cells, in one
// block: columns as narrow as their contents, the distribution under a
// line that says its numbers are tries, its tail grouped in one column
// ("9+") when every column does not fit. Only a terminal too narrow for
// the first two tries splits the table in blocks (page.Tableau), under a
// sentence that says what its numbered columns are.
func ecritTableauCompact(ec redacteur, res []*strategie.Stats, plus int, d DemandeStats, n int) {
	w := ec.o.Out
	for m := plus; m >= min(2, plus); m-- {
		rows := tableauCompact(ec, res, plus, m, d)
		larg := page.Largeurs(rows)
		total := -2
		for _, l := range larg {
			total += 2 + l
		}
		if total > n {
			continue
		}
		debut := -2
		for _, l := range larg[:len(colonnesFixes(ec))] {
			debut += 2 + l
		}
		fmt.Fprintln(w, strings.Repeat(" ", debut+2)+ec.cat.T("stats.col.essais"))
		io.WriteString(w, page.Tableau(rows, 0))
		return
	}
	fmt.Fprintln(w, mise(ec, ec.cat.T("stats.colonnesessais", plus)))
	io.WriteString(w, page.Tableau(tableauCompact(ec, res, plus, plus, d), n))
}

// colonnesFixes are the headers of the table's columns before the
// distribution.
func colonnesFixes(ec redacteur) []string {
	return []string{ec.cat.T("stats.col.strategie"), ec.cat.T("stats.col.moyenne"), ec.cat.T("stats.col.max"),
		ec.cat.T("stats.col.total"), ec.cat.T("stats.col.aumax")}
}

// essais is the distribution of st in m columns, 1 to m: the secrets
// found in k tries, the last column all those found in m or more when m
// < plus; empty where there are none past the maximum.
func essais(ec redacteur, st *strategie.Stats, plus, m int) []string {
	c := make([]string, m)
	for k := 1; k <= m; k++ {
		if k >= len(st.Distribution) {
			continue
		}
		n := st.Distribution[k]
		if k == m {
			for _, x := range st.Distribution[k+1:] {
				n += x
			}
		}
		c[k-1] = ec.cat.Entier(n)
	}
	return c
}

// tableauCompact is the table's cells for a terminal, the distribution
// in m columns (essais).
func tableauCompact(ec redacteur, res []*strategie.Stats, plus, m int, d DemandeStats) [][]string {
	entete := colonnesFixes(ec)
	for k := 1; k <= m; k++ {
		e := strconv.Itoa(k)
		if k == m && m < plus {
			e += "+"
		}
		entete = append(entete, e)
	}
	rows := [][]string{append(entete, ec.cat.T("stats.col.duree"))}
	for _, st := range res {
		r := []string{d.nomDeLigne(st.Strategie), decimal(ec, moyenne(st), rapport.Decimales), strconv.Itoa(st.Max), ec.cat.Entier(st.Total), ec.cat.Entier(st.Distribution[st.Max])}
		r = append(r, essais(ec, st, plus, m)...)
		rows = append(rows, append(r, decimal(ec, rapport.Secondes(st.Duree), 3)))
	}
	return rows
}

// ecritTableauLarge is the table for a script: fixed columns, one line
// per strategy, whatever its width; the first column as wide as its
// longest name. Widths count cells.
func ecritTableauLarge(ec redacteur, res []*strategie.Stats, plus int, d DemandeStats) {
	w := ec.o.Out
	col := 14
	for _, st := range res {
		col = max(col, page.Largeur(d.nomDeLigne(st.Strategie)))
	}
	// The time's column: its header ("durée (s)") two spaces after the
	// distribution, 8 cells at least.
	colDuree := max(8, page.Largeur(ec.cat.T("stats.col.duree"))+1)
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
	// Over the distribution, what its numbers are.
	avant := page.Largeur(aGauche("", col) + " " + aDroite("", 8) + " " + aDroite("", 4) + " " + aDroite("", 7) + " " + aDroite("", 6) + " ")
	fmt.Fprintln(w, strings.Repeat(" ", avant+1)+ec.cat.T("stats.col.essais"))
	ligne(ec.cat.T("stats.col.strategie"), ec.cat.T("stats.col.moyenne"), ec.cat.T("stats.col.max"), ec.cat.T("stats.col.total"),
		ec.cat.T("stats.col.aumax"), entete, ec.cat.T("stats.col.duree"))
	for _, st := range res {
		distribution := make([]string, plus)
		for k := range distribution {
			if k+1 < len(st.Distribution) {
				distribution[k] = ec.cat.Entier(st.Distribution[k+1])
			}
		}
		ligne(d.nomDeLigne(st.Strategie), decimal(ec, moyenne(st), rapport.Decimales), strconv.Itoa(st.Max), ec.cat.Entier(st.Total),
			ec.cat.Entier(st.Distribution[st.Max]), distribution, decimal(ec, rapport.Secondes(st.Duree), 3))
	}
}

// nomDeLigne is how a table's row names strategy nom.
func (d DemandeStats) nomDeLigne(nom string) string {
	if d.Libelle == nil {
		return nom
	}
	return d.Libelle(nom)
}

// aDroite pads s on the left with spaces to n cells.
func aDroite(s string, n int) string {
	return strings.Repeat(" ", max(n-page.Largeur(s), 0)) + s
}

// aGauche pads s with spaces to n cells.
func aGauche(s string, n int) string {
	return s + strings.Repeat(" ", max(n-page.Largeur(s), 0))
}

// couleursGraphe are the bars' colours, one strategy after the other:
// blue, green, yellow, magenta, cyan, red.
func couleursGraphe() []couleur.Teinte {
	return []couleur.Teinte{{B: 238}, {V: 205}, {R: 205, V: 205}, {R: 205, B: 205}, {V: 205, B: 205}, {R: 205}}
}

// ecritGraphe draws the distribution of each strategy of res as a bar
// chart fitted to the terminal, the number of secrets beside each bar;
// with nom, each chart is headed by the strategy's name, one under the
// other (side by side, eleven strategies would not fit).
func ecritGraphe(ec redacteur, res []*strategie.Stats, nom func(string) string) {
	for i, st := range res {
		g := graphe.Graphe{Nombre: ec.cat.Entier, Peintre: ec.o.Peintre}
		for k := 1; k < len(st.Distribution); k++ {
			g.Etiquettes = append(g.Etiquettes, strconv.Itoa(k))
		}
		g.Series = []graphe.Serie{{Valeurs: st.Distribution[1:], Teinte: couleursGraphe()[i%len(couleursGraphe())]}}
		if nom != nil {
			fmt.Fprintln(ec.o.Out, page.Tronque(nom(st.Strategie), ec.o.Mise()))
		}
		for _, l := range g.Lignes(ec.o.Mise()) {
			fmt.Fprintln(ec.o.Out, l)
		}
	}
}
