// Package resultats is the player's results room, below the game and the
// commands alike: the results read from the history (Calcul, Resultats),
// written as the menu's "Mes résultats" (Salle) and mastermind history
// show them (EcritResultats), and the analysis of a round, as the game
// offers it after a round and mastermind analyse writes it (EcritAnalyse).
package resultats

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/graphe"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// Resultats are a person's results read from the history: for each size,
// the games they played and won, the tries of the rounds they decoded,
// beside a strategy's, and the average grade of their moves; and the
// recent rounds, by number. mastermind history and the menu's "Mes
// résultats" show them.
type Resultats struct {
	Tailles []ResultatsTaille
	// Parties are the games of the history, in the order they ended: a
	// course game is its rounds, a solo or two-player round a game of
	// one round.
	Parties []Partie
	// Recentes are the numbers (1 for the oldest entry) of the newest
	// rounds, every round, newest first.
	Recentes []int
	// Entrees are the history's entries, oldest first: entry n is
	// Entrees[n-1].
	Entrees []historique.Entree
	// Abimees counts the lines of the history that did not read.
	Abimees int
}

// Partie is one game of the history.
type Partie struct {
	// Manches are the numbers of its rounds in the history, oldest
	// first.
	Manches []int
	Mode    string
	Taille  code.Taille
	// NbManches is how many rounds the game has: the course game's
	// setting, 1 for a solo or two-player round.
	NbManches int
	// Finie: its last round is in the history. A course game still
	// being played does not count yet.
	Finie bool
	// Gagnee: the person won it: found the secret of a solo or
	// two-player round; in the course's game, scored more than the
	// computer (Nulle: as much).
	Gagnee, Nulle bool
	// ScoreJoueur and ScoreOrdi are the course game's scores.
	ScoreJoueur, ScoreOrdi int
}

// ResultatsTaille are the results of one size.
type ResultatsTaille struct {
	Taille code.Taille
	// Jouees and Gagnees count the games finished and won; Manches the
	// rounds of those games.
	Jouees, Gagnees, Manches int
	// Decodees counts the rounds the person decoded, whose tries
	// Distribution counts: Distribution[k] the rounds found in k tries.
	Decodees     int
	Distribution []int
	// Meilleur is the fewest tries of a round found (0: none).
	Meilleur int
	// Points and Notes are the sum of the grades' points of the moves
	// graded (analyse.Note.Points) and their number: the average grade is
	// their quotient. Only the newest MaxNotees rounds of sizes of at
	// most MaxSecretsNotes secrets are graded.
	Points, Notes int
	// Reference is the distribution of a strategy over every secret
	// (Distribution[k]: the secrets found in k), nil when it takes too
	// long for the size; NomReference names it: Knuth's wherever the lab
	// computes it within MaxReference, so that the column keeps its name
	// from one visit to the next; else the optimal strategy's when the
	// cache holds its tree.
	Reference    []int
	NomReference string
}

// Moyenne is the average tries of the rounds won.
func (r ResultatsTaille) Moyenne() float64 {
	n, t := 0, 0
	for k, v := range r.Distribution {
		n += v
		t += k * v
	}
	if n == 0 {
		return 0
	}
	return float64(t) / float64(n)
}

// NoteMoyenne is the average grade's points per move, 0 to 4.
func (r ResultatsTaille) NoteMoyenne() float64 {
	if r.Notes == 0 {
		return 0
	}
	return float64(r.Points) / float64(r.Notes)
}

// The bounds of the work the results do.
const (
	// MaxNotees is how many of a size's newest rounds have their moves
	// graded.
	MaxNotees = 50
	// MaxSecretsNotes is the largest size whose moves are graded: an
	// analysis of 4 × 6 takes milliseconds, of 5 × 8 seconds.
	MaxSecretsNotes = 1296
	// MaxReference bounds the time the reference distribution may take
	// (the lab's estimate).
	MaxReference = time.Second
	// NbRecentes is how many recent rounds are listed.
	NbRecentes = 10
)

// Parties groups the history's entries into games, in the order they
// ended: the rounds of a course game recorded with it (Entree.Partie)
// make one game, won when the person's score beats the computer's; any
// other round the person decoded is a game of one round, won when found.
// A round the computer decoded outside a recorded game (lines written
// before games were) is no game.
func Parties(entrees []historique.Entree) []Partie {
	type cle struct {
		debut  int64
		taille code.Taille
		n      int
	}
	var parties []Partie
	ouvertes := map[cle]int{}
	for i, e := range entrees {
		n := i + 1
		if !e.DansUnePartie() {
			if e.HumainCodeur {
				continue
			}
			parties = append(parties, Partie{Manches: []int{n}, Mode: e.Mode, Taille: e.Taille, NbManches: 1, Finie: true, Gagnee: e.Trouve})
			continue
		}
		k := cle{e.Partie.Unix(), e.Taille, e.NbManches}
		p, ok := ouvertes[k]
		if !ok {
			p = len(parties)
			ouvertes[k] = p
			parties = append(parties, Partie{Mode: e.Mode, Taille: e.Taille, NbManches: e.NbManches})
		}
		g := &parties[p]
		g.Manches = append(g.Manches, n)
		// The coder scores the round's points.
		if e.HumainCodeur {
			g.ScoreJoueur += e.Score
		} else {
			g.ScoreOrdi += e.Score
		}
		if e.NumManche == e.NbManches {
			g.Finie = true
			g.Gagnee, g.Nulle = g.ScoreJoueur > g.ScoreOrdi, g.ScoreJoueur == g.ScoreOrdi
			delete(ouvertes, k) // a game of the same start after it is another
		}
	}
	// In the order they ended: a game ends at its last round.
	slices.SortStableFunc(parties, func(a, b Partie) int { return a.Manches[len(a.Manches)-1] - b.Manches[len(b.Manches)-1] })
	return parties
}

// Sur is the width and colours the results are written for.
type Sur struct {
	// Largeur is the width in cells, 0 through a pipe.
	Largeur int
	// Peintre paints the bars (the run's one painter).
	Peintre peintre.Peintre
}

// EcritResultats writes r for a person: each size's figures and the
// distribution of their tries as a bar chart beside the reference's, then
// the recent rounds with the command that analyses each.
func EcritResultats(w io.Writer, cat *texte.Catalogue, s Sur, r *Resultats) {
	mise := func(x string) string { return page.Coupe(x, s.Largeur) }
	if len(r.Tailles) == 0 {
		fmt.Fprintln(w, mise(cat.T("resultats.vide")))
		return
	}
	for i, rt := range r.Tailles {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if rt.Manches == rt.Jouees {
			fmt.Fprintln(w, mise(cat.Pluriel(rt.Gagnees, "resultats.taille1", "resultats.taille", statistiques.TitreTaille(cat, rt.Taille),
				cat.Nombre(rt.Jouees, texte.NomPartie), cat.Entier(rt.Gagnees))))
		} else {
			fmt.Fprintln(w, mise(cat.Pluriel(rt.Gagnees, "resultats.taillemanches1", "resultats.taillemanches", statistiques.TitreTaille(cat, rt.Taille),
				cat.Nombre(rt.Jouees, texte.NomPartie), cat.Nombre(rt.Manches, texte.NomManche), cat.Entier(rt.Gagnees))))
		}
		if rt.Meilleur > 0 {
			fmt.Fprintln(w, mise(cat.T("resultats.essais", cat.Decimal(rt.Moyenne(), 2), cat.Nombre(rt.Meilleur, texte.NomEssai))))
		}
		if rt.Notes > 0 {
			cle := texte.Cle("resultats.note")
			if rt.Notes == 1 {
				cle = "resultats.note1" // « 1 essai noté »
			}
			fmt.Fprintln(w, mise(cat.T(cle, cat.Decimal(rt.NoteMoyenne(), 1), cat.Nombre(rt.Notes, texte.NomEssai))))
		}
		if rt.Meilleur == 0 {
			continue // no round found: no tries to chart
		}
		for _, l := range grapheResultats(cat, s, rt).Lignes(s.Largeur) {
			fmt.Fprintln(w, l)
		}
		if rt.Reference == nil {
			fmt.Fprintln(w, mise(cat.T("resultats.sansreference")))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, mise(cat.T("resultats.recentes")))
	for _, n := range r.Recentes {
		fmt.Fprintln(w, mise(r.LigneRecente(cat, n)))
	}
	fmt.Fprintln(w, mise(cat.T("resultats.ouvrir", "mastermind analyse --history N")))
	if r.Abimees > 0 {
		fmt.Fprintln(w, mise(cat.Pluriel(r.Abimees, "resultats.abimee1", "resultats.abimees", cat.Entier(r.Abimees))))
	}
}

// grapheResultats is the chart of rt: the person's tries, and the
// reference's beside them.
func grapheResultats(cat *texte.Catalogue, s Sur, rt ResultatsTaille) graphe.Graphe {
	n := max(len(rt.Distribution), len(rt.Reference))
	g := graphe.Graphe{Nombre: cat.Entier, Peintre: s.Peintre}
	for k := 1; k < n; k++ {
		g.Etiquettes = append(g.Etiquettes, strconv.Itoa(k))
	}
	g.Series = append(g.Series, graphe.Serie{Nom: cat.T("resultats.vous"), Valeurs: depuisUn(rt.Distribution), Teinte: couleur.Teinte{V: 205}})
	if rt.Reference != nil {
		g.Series = append(g.Series, graphe.Serie{
			Nom: cat.T("resultats.reference", cat.StrategieCourte(rt.NomReference)), Court: cat.StrategieCourte(rt.NomReference),
			Valeurs: depuisUn(rt.Reference), Teinte: couleur.Teinte{B: 238},
		})
	}
	return g
}

// depuisUn drops index 0 of a distribution (no round takes 0 tries).
func depuisUn(d []int) []int {
	if len(d) == 0 {
		return nil
	}
	return d[1:]
}

// LigneRecente describes round n of the history in a line: when, its
// mode (and its place in its game), its size, who found what; under the
// last round of a course game, the game's result.
func (r *Resultats) LigneRecente(cat *texte.Catalogue, n int) string {
	e := r.Entrees[n-1]
	var issue string
	switch {
	case e.Issue() == historique.FinErreur:
		issue = cat.T("etats.erreurtriche")
	case e.HumainCodeur && e.Trouve:
		issue = cat.T("resultats.ordi.trouvee", cat.Nombre(e.Essais(), texte.NomEssai))
	case e.HumainCodeur:
		issue = cat.T("resultats.ordi.perdue")
	case e.Trouve:
		issue = cat.T("resultats.trouvee", cat.Nombre(e.Essais(), texte.NomEssai))
	default:
		issue = cat.T("resultats.perdue")
	}
	mode := cat.Mode(saves.Mode(e.Mode))
	if e.DansUnePartie() {
		mode = cat.T("resultats.manchede", mode, e.NumManche, e.NbManches)
		if g, ok := r.partieFinieEn(n); ok {
			cle := texte.Cle("resultats.partieperdue")
			switch {
			case g.Gagnee:
				cle = "resultats.partiegagnee"
			case g.Nulle:
				cle = "resultats.partienulle"
			}
			issue += cat.T(cle, g.ScoreJoueur, g.ScoreOrdi)
		}
	}
	return cat.T("resultats.recente", n, e.Date.Local().Format(cat.T("reprise.format")), mode, statistiques.TitreTaille(cat, e.Taille), issue)
}

// partieFinieEn is the course game whose last round is round n.
func (r *Resultats) partieFinieEn(n int) (Partie, bool) {
	for _, g := range r.Parties {
		if g.Finie && g.NbManches > 1 && g.Manches[len(g.Manches)-1] == n {
			return g, true
		}
	}
	return Partie{}, false
}
