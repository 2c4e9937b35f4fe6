package texte

import (
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// The explanation of CFC's steps in a game without repeats
// (manche/strategie/cfcsansrep.go).

// etapeSansRepetition words a step of CFC without repeats; ok is false for
// the course's steps.
func (c *Catalogue) etapeSansRepetition(e strategie.EtapeCFC, r peintre.Rendu) (string, bool) {
	nom := func(k int, pluriel bool) string { return c.nomCouleur(r, k, pluriel) }
	switch e.Nature {
	case strategie.Reference:
		switch e.Nombre {
		case 0:
			return c.T("expl.reference0", r.Code(e.Proposition)), true
		case 1:
			return c.T("expl.reference1", r.Code(e.Proposition)), true
		}
		return c.T("expl.reference", e.Nombre, r.Code(e.Proposition)), true
	case strategie.Echange:
		switch e.Ecart {
		case 1:
			return c.T("expl.echange", nom(e.Couleur, false), nom(e.Remplacee, false)), true
		case -1:
			return c.T("expl.echange", nom(e.Remplacee, false), nom(e.Couleur, false)), true
		}
		return c.T("expl.autant", nom(e.Remplacee, true), nom(e.Couleur, true)), true
	case strategie.Presence:
		return c.presence(e.Presentes, e.Absentes, r), true
	case strategie.Disposition:
		switch e.Nombre {
		case 0:
			return c.T("expl.dispo0"), true
		case 1:
			return c.T("expl.dispo1"), true
		}
		return c.T("expl.dispo", e.Nombre), true
	case strategie.Masque:
		if e.Juste {
			return c.T("expl.estde", c.ordinal(e.Position), nom(e.Couleur, false)), true
		}
		return c.T("expl.pasde", c.ordinal(e.Position), nom(e.Couleur, false)), true
	case strategie.Elimination:
		return c.eliminations([]strategie.EtapeCFC{e}, r), true
	}
	return "", false
}

// regroupe merges each run of Elimination steps into one, its positions
// in increasing order, so that the explanation says "donc" once.
func regroupe(etapes []strategie.EtapeCFC) [][]strategie.EtapeCFC {
	var res [][]strategie.EtapeCFC
	for _, e := range etapes {
		if n := len(res); n > 0 && e.Nature == strategie.Elimination && res[n-1][0].Nature == strategie.Elimination {
			res[n-1] = append(res[n-1], e)
			continue
		}
		res = append(res, []strategie.EtapeCFC{e})
	}
	for _, g := range res {
		slices.SortFunc(g, func(a, b strategie.EtapeCFC) int { return a.Position - b.Position })
	}
	return res
}

// eliminations words a run of Elimination steps: "donc le 1er pion est
// vert, le 2e pion est jaune et le 3e pion est bleu".
func (c *Catalogue) eliminations(g []strategie.EtapeCFC, r peintre.Rendu) string {
	s := make([]string, len(g))
	for i, e := range g {
		s[i] = c.T("expl.estde", c.ordinal(e.Position), c.nomCouleur(r, e.Couleur, false))
	}
	if len(s) == 1 {
		return c.T("expl.donc", s[0])
	}
	return c.T("expl.donc", strings.Join(s[:len(s)-1], ", ")+c.T("expl.et")+s[len(s)-1])
}

// presence words what counting settled: "donc le code secret comprend 1
// pion rouge et 1 pion bleu, mais pas de pion orange ni de pion noir".
func (c *Catalogue) presence(oui, non []int, r peintre.Rendu) string {
	items := func(couleurs []int, cle Cle) []string {
		s := make([]string, len(couleurs))
		for i, k := range couleurs {
			s[i] = c.T(cle, c.nomCouleur(r, k, false))
		}
		return s
	}
	liste := func(s []string) string {
		if len(s) == 1 {
			return s[0]
		}
		return strings.Join(s[:len(s)-1], ", ") + c.T("expl.et") + s[len(s)-1]
	}
	presents := liste(items(oui, "expl.item.oui"))
	absents := strings.Join(items(non, "expl.item.non"), c.T("expl.ni"))
	switch {
	case len(non) == 0:
		return c.T("expl.donc.oui", presents)
	case len(oui) == 0:
		return c.T("expl.donc.non", absents)
	}
	return c.T("expl.donc.ouinon", presents, absents)
}
