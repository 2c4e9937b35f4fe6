package rapport

import (
	"fmt"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Lignes are r's ranking as page.Tableau lays it out: the header, then a
// row per entry in the ranking's order: the rank and the name in the
// first column ("-" for an entry not ranked; the name's control
// characters shown, texte.Visible), the average, the worst
// case, how many rounds reach it, the total, the rounds without a score,
// the time.
//
// The average of an entry not ranked says why ("3,3158 (partielle)",
// "1,0000 (impossible)"); every average cell is padded to the widest of
// these words, so that the figures stay in one column, whatever the
// width.
func (r *Resultats) Lignes(cat *texte.Catalogue) [][]string {
	rangs := page.Largeur(cat.T("tournoi.col.rang"))
	premiere := func(rang, nom string) string { return fmt.Sprintf("%*s  %s", rangs, rang, nom) }
	type moyenne struct{ chiffre, mot string }
	moyennes := make([]moyenne, len(r.Entrees))
	mot := 0
	for i, x := range r.Entrees {
		m, ok := x.Moyenne()
		if !ok {
			moyennes[i] = moyenne{chiffre: "-"}
			continue
		}
		chiffre := cat.Decimal(m, Decimales)
		complet := chiffre
		switch {
		case x.Echec != nil:
			complet = cat.T("tournoi.partielle", chiffre)
		case x.Impossible != nil:
			complet = cat.T("tournoi.impossible", chiffre)
		}
		moyennes[i] = moyenne{chiffre: chiffre, mot: strings.TrimPrefix(complet, chiffre)}
		mot = max(mot, page.Largeur(moyennes[i].mot))
	}
	aligne := func(chiffre, suite string) string {
		return chiffre + suite + strings.Repeat(" ", mot-page.Largeur(suite))
	}
	rows := [][]string{{premiere(cat.T("tournoi.col.rang"), cat.T("tournoi.col.strategie")),
		aligne(cat.T("tournoi.col.moyenne"), ""), cat.T("tournoi.col.pire"), cat.T("tournoi.col.aupire"),
		cat.T("tournoi.col.total"), cat.T("tournoi.col.echecs"), cat.T("tournoi.col.duree")}}
	for i, x := range r.Entrees {
		rang := "-"
		if x.Rang > 0 {
			rang = fmt.Sprint(x.Rang)
		}
		_, total := x.Trouves()
		pire, aupire := "-", "-"
		if k, n := x.Pire(); k > 0 {
			pire, aupire = fmt.Sprint(k), cat.Entier(n)
		}
		rows = append(rows, []string{premiere(rang, texte.Visible(x.Nom)), aligne(moyennes[i].chiffre, moyennes[i].mot), pire, aupire,
			cat.Entier(total), cat.Entier(x.Echecs()), cat.Decimal(Secondes(x.Duree), 3)})
	}
	return rows
}

// TexteOrdre says how r's rounds were ordered: the seed drawn for the
// run and how to replay it, the seed given back, or the order of
// --secrets; and, when a program played, whether each of its rounds had a
// fresh process (TexteProcessus).
func (r *Resultats) TexteOrdre(cat *texte.Catalogue) string {
	s := r.texteOrdre(cat)
	if r.Ordre != nil && r.Ordre.Independants {
		s += " " + cat.T("enclos43.ordre.independants")
	}
	for _, e := range r.Entrees {
		if programme.EstCommande(e.Nom) {
			return s + " " + TexteProcessus(cat, r.ParManche)
		}
	}
	return s
}

// TexteProcessus says how a program played a run's rounds: each with a
// fresh process (parManche), or all with one (--one-process).
func TexteProcessus(cat *texte.Catalogue, parManche bool) string {
	if parManche {
		return cat.T("processus43.fraiche")
	}
	return cat.T("processus43.unique")
}

// TexteRejouer introduces commande, which replays a failed round: alone
// when each round had a fresh process (parManche), with the same rounds
// before it otherwise.
func TexteRejouer(cat *texte.Catalogue, parManche bool, commande string) string {
	if parManche {
		return cat.T("processus43.rejouer", commande)
	}
	return cat.T("tournoi.rejouer", commande)
}

func (r *Resultats) texteOrdre(cat *texte.Catalogue) string {
	switch {
	case r.Ordre == nil:
		return cat.T("tournoi.ordre.donne")
	case r.Ordre.Rejeu:
		return cat.T("tournoi.ordre.rejeu", r.Ordre.Graine, programme.EnvOrdre)
	}
	return cat.T("tournoi.ordre", r.Ordre.Graine, programme.EnvOrdre, r.Ordre.Graine)
}

// TexteImpossible explains why e's result is impossible (nothing when it
// is not): its total, the limit it beats and what that limit is.
func (r *Resultats) TexteImpossible(e *Entree, cat *texte.Catalogue) string {
	i := e.Impossible
	if i == nil {
		return ""
	}
	n, total := e.Trouves()
	moyenne := cat.Decimal(Arrondi(int64(total), int64(max(n, 1))), Decimales)
	limite := cat.Decimal(Arrondi(int64(i.Limite), int64(max(n, 1))), Decimales)
	nom := texte.Visible(e.Nom)
	if i.Optimum {
		return cat.T("tournoi.impossible.optimum", nom, cat.Entier(total), moyenne, cat.Entier(i.Limite), limite)
	}
	branches := strategie.NbReponses(r.Taille) - 1
	return cat.T("tournoi.impossible.comptage", nom, cat.Entier(total), moyenne, cat.Entier(i.Limite), limite,
		cat.Entier(branches), cat.Entier(branches*branches))
}
