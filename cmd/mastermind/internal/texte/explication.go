package texte

import (
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// tableExplication holds the keys expl.*, for the explanations of a proposal: why a strategy plays it.
func tableExplication() map[string]message {
	return map[string]message{
		"expl.arbre": {
			"il reste %s ; l'arbre optimal leur consacre %s en tout (%s en moyenne), ce coup compris ; après sa réponse, il reste %s",
			"%s left; the optimal tree spends %s on them in all (%s on average), this one included; the answer leaves %s"},
		"expl.arbre.classe": {
			"%s (%d, %d) : %s, puis %s (au moins %d)",
			"%s (%d, %d): %s, then %s (at least %d)"},
		"expl.autant":       {"le code secret comprend autant de pions %s que de pions %s", "the secret holds as many %s pegs as %s pegs"},
		"expl.compatibles":  {"il reste %s compatibles avec toutes les réponses", "%s agree with every answer"},
		"expl.compatibles1": {"il ne reste qu'un code compatible avec toutes les réponses", "only one code agrees with every answer"},
		"expl.deja":         {"et, d'après la réponse à %s, %s", "and, from the answer to %s, %s"},
		"expl.derniere":     {"et, %s étant la dernière couleur, le code secret comprend %d pions %s", "and, %s being the last colour, the secret holds %d %s pegs"},
		"expl.derniere0":    {"et, %s étant la dernière couleur, le code secret ne comprend pas de pion %s", "and, %s being the last colour, the secret holds no %s peg"},
		"expl.derniere1":    {"et, %s étant la dernière couleur, le code secret comprend 1 pion %s", "and, %s being the last colour, the secret holds 1 %s peg"},
		"expl.dispo":        {"%d des pions à placer sont à leur place", "%d of the pegs to place are in their place"},
		"expl.dispo0":       {"aucun des pions à placer n'est à sa place", "none of the pegs to place is in its place"},
		"expl.dispo1":       {"1 des pions à placer est à sa place", "1 of the pegs to place is in its place"},
		"expl.donc":         {"donc %s", "so %s"},
		"expl.donc.non":     {"donc le code secret ne comprend pas %s", "so the secret holds %s"},
		"expl.donc.oui":     {"donc le code secret comprend %s", "so the secret holds %s"},
		"expl.donc.ouinon": {
			"donc le code secret comprend %s, mais pas %s",
			"so the secret holds %s, but %s"},
		"expl.ecartes":            {"le parcours a écarté %s avant celui-ci ; %s", "the walk passed over %s before this one; %s"},
		"expl.echange":            {"le code secret comprend 1 pion %s et pas de pion %s", "the secret holds 1 %s peg and no %s peg"},
		"expl.egal.candidat":      {"à égalité avec %s, il l'emporte car il peut être le secret", "tied with %s, it wins as it may be the secret"},
		"expl.egal.ordre":         {"à égalité avec %s, il l'emporte car il vient avant dans l'ordre des codes", "tied with %s, it wins as it comes first in code order"},
		"expl.estde":              {"le %s pion est %s", "the %s peg is %s"},
		"expl.et":                 {" et ", " and "},
		"expl.gagne":              {"c'est gagné !", "solved!"},
		"expl.impose":             {"première proposition imposée ; il reste %s", "imposed first proposal; %s left"},
		"expl.item.non":           {"de pion %s", "no %s peg"},
		"expl.item.oui":           {"1 pion %s", "1 %s peg"},
		"expl.mieux.attendue":     {"il en laisse moins en moyenne (%s) que %s (%s)", "it leaves fewer on average (%s) than %s (%s)"},
		"expl.mieux.entropie":     {"son entropie (%s bits) dépasse celle de %s (%s bits)", "its entropy (%s bits) beats that of %s (%s bits)"},
		"expl.mieux.knuth":        {"sa plus grande classe (%s) est plus petite que celle de %s (%s)", "its largest class (%s) is smaller than that of %s (%s)"},
		"expl.mieux.parts":        {"il a plus de réponses possibles (%s) que %s (%s)", "it has more possible answers (%s) than %s (%s)"},
		"expl.ni":                 {" ni ", " and "},
		"expl.nini":               {"le %s pion n'est ni %s ni %s", "the %s peg is neither %s nor %s"},
		"expl.ordinal":            {"%de", "%dth"},
		"expl.ordinal1":           {"1er", "1st"},
		"expl.ordinal2":           {"%de", "%dnd"},
		"expl.ordinal3":           {"%de", "%drd"},
		"expl.partage":            {"%s partage les %s en %s (au pire %s, %s en moyenne)", "%s splits the %s into %s (at worst %s, %s on average)"},
		"expl.pasde":              {"le %s pion n'est pas %s", "the %s peg is not %s"},
		"expl.pasdepion":          {"le code secret ne comprend pas de pion %s", "the secret holds no %s peg"},
		"expl.pions":              {"le code secret comprend %d pions %s", "the secret holds %d %s pegs"},
		"expl.reference":          {"le code secret a %d couleurs en commun avec %s", "the secret has %d colours in common with %s"},
		"expl.reference0":         {"le code secret n'a aucune couleur en commun avec %s", "the secret has no colour in common with %s"},
		"expl.reference1":         {"le code secret a 1 couleur en commun avec %s", "the secret has 1 colour in common with %s"},
		"expl.remplit":            {"et comme les couleurs de fond et du curseur sont toutes deux égales à %s, le %s pion est %s", "and as the background and cursor colours are both %s, the %s peg is %s"},
		"expl.remplitplus":        {"et comme les couleurs de fond et du curseur sont toutes deux égales à %s, les %s pions sont %s", "and as the background and cursor colours are both %s, the %s pegs are %s"},
		"expl.reste":              {"il reste %s", "the answer leaves %s"},
		"expl.sansessai":          {"et, sans avoir à proposer %s, %s", "and, with no need to propose %s, %s"},
		"expl.sep":                {" ; ", "; "},
		"expl.seul":               {"c'est le seul code possible", "it is the only possible code"},
		"expl.tirage.croissant":   {"La graine %d a tiré l'ordre croissant.", "Seed %d drew the increasing order."},
		"expl.tirage.decroissant": {"La graine %d a tiré l'ordre décroissant.", "Seed %d drew the decreasing order."},
		"expl.tirage.depart":      {"La graine %d a tiré le code de départ %s.", "Seed %d drew the starting code %s."},
		"expl.tirage.hasard":      {"La graine %d décide de chaque tirage.", "Seed %d decides every draw."},
		"expl.tire":               {"tiré au hasard parmi %s ; %s", "drawn at random among %s; %s"},
		"expl.unpion":             {"le code secret comprend 1 pion %s", "the secret holds 1 %s peg"},
	}
}

// Explication words what the computer learned from a row (issue "explain
// mode"): the course's "Déduction" column for CFC, the walk and the codes
// left for the compatible strategies, the split and the runner-up for the
// score strategies. Codes are drawn with r, colours named from r.Palette.
func (c *Catalogue) Explication(x strategie.Explication, r peintre.Rendu) string {
	if x.Gagne {
		return c.T("expl.gagne")
	}
	switch x.Genre {
	case strategie.GenreCFC:
		return c.explicationCFC(x, r)
	case strategie.GenreCompatible:
		reste := c.compatibles(x.Restants)
		if x.Ecartes < 0 {
			return c.T("expl.tire", c.Nombre(x.Avant, NomCode), reste)
		}
		return c.T("expl.ecartes", c.Nombre(x.Ecartes, NomCode), reste)
	case strategie.GenreScore:
		return c.explicationScore(x, r)
	case strategie.GenreArbre:
		return c.explicationArbre(x)
	case strategie.GenreLibre:
		return c.compatibles(x.Restants)
	}
	return c.T("expl.impose", c.Nombre(x.Restants, NomCode))
}

func (c *Catalogue) compatibles(n int) string {
	if n == 1 {
		return c.T("expl.compatibles1")
	}
	return c.T("expl.compatibles", c.Nombre(n, NomCode))
}

// explicationCFC joins the steps of the row the way the course does: the
// played step, then the ones it made certain.
func (c *Catalogue) explicationCFC(x strategie.Explication, r peintre.Rendu) string {
	var phrases []string
	for i, g := range regroupe(x.Etapes) {
		e := g[0]
		p := c.etape(e, r)
		if len(g) > 1 {
			p = c.eliminations(g, r)
		}
		switch {
		case i == 0 || !proposee(e.Nature):
		case e.Deja:
			p = c.T("expl.deja", r.Code(e.Proposition), p)
		case !e.Jouee:
			p = c.T("expl.sansessai", r.Code(e.Proposition), p)
		}
		phrases = append(phrases, p)
	}
	return strings.Join(phrases, ", ")
}

// proposee reports whether a step of that nature has a proposal of its
// own, played or not; the others follow from earlier answers.
func proposee(n strategie.NatureEtape) bool {
	switch n {
	case strategie.Complement, strategie.Remplissage, strategie.Presence, strategie.Elimination:
		return false
	}
	return true
}

func (c *Catalogue) etape(e strategie.EtapeCFC, r peintre.Rendu) string {
	if s, ok := c.etapeSansRepetition(e, r); ok {
		return s
	}
	nom := func(k int) string { return c.nomCouleur(r, k, false) }
	switch e.Nature {
	case strategie.Comptage:
		switch e.Nombre {
		case 0:
			return c.T("expl.pasdepion", nom(e.Couleur))
		case 1:
			return c.T("expl.unpion", nom(e.Couleur))
		}
		return c.T("expl.pions", e.Nombre, c.nomCouleur(r, e.Couleur, true))
	case strategie.Complement:
		switch e.Nombre {
		case 0:
			return c.T("expl.derniere0", nom(e.Couleur), nom(e.Couleur))
		case 1:
			return c.T("expl.derniere1", nom(e.Couleur), nom(e.Couleur))
		}
		return c.T("expl.derniere", nom(e.Couleur), e.Nombre, c.nomCouleur(r, e.Couleur, true))
	case strategie.Placement:
		switch e.Verdict {
		case strategie.DeFond:
			return c.T("expl.estde", c.ordinal(e.Position), nom(e.Fond))
		case strategie.DeCurseur:
			return c.T("expl.estde", c.ordinal(e.Position), nom(e.Curseur))
		}
		return c.T("expl.nini", c.ordinal(e.Position), nom(e.Fond), nom(e.Curseur))
	}
	if len(e.Positions) == 1 {
		return c.T("expl.remplit", nom(e.Fond), c.ordinal(e.Positions[0]), nom(e.Fond))
	}
	ordinaux := make([]string, len(e.Positions))
	for i, p := range e.Positions {
		ordinaux[i] = c.ordinal(p)
	}
	liste := strings.Join(ordinaux[:len(ordinaux)-1], ", ") + c.T("expl.et") + ordinaux[len(ordinaux)-1]
	return c.T("expl.remplitplus", nom(e.Fond), liste, c.nomCouleur(r, e.Fond, true))
}

// ordinal is position p (from 0) as a rank: "1er", "2e"; "1st", "2nd".
func (c *Catalogue) ordinal(p int) string {
	n := p + 1
	switch {
	case n == 1:
		return c.T("expl.ordinal1")
	case n%10 == 2 && n%100 != 12:
		return c.T("expl.ordinal2", n)
	case n%10 == 3 && n%100 != 13:
		return c.T("expl.ordinal3", n)
	}
	return c.T("expl.ordinal", n)
}

// nomCouleur is colour k's name as the deductions write it, in lower case,
// plural when pluriel is set: French colour adjectives agree ("bleus"),
// except those that are nouns ("orange", "marron"); English ones do not.
func (c *Catalogue) nomCouleur(r peintre.Rendu, k int, pluriel bool) string {
	if k >= r.Palette.Len() {
		return "?"
	}
	nom := strings.ToLower(r.Palette.Couleur(k).Nom)
	if !pluriel || c.langue == Anglais {
		return nom
	}
	switch nom {
	case "orange", "marron", "magenta", "cyan", "kaki", "turquoise", "lavande", "saumon", "framboise", "ardoise", "indigo":
		return nom
	}
	if strings.HasSuffix(nom, "s") || strings.HasSuffix(nom, "x") {
		return nom
	}
	return nom + "s"
}

func (c *Catalogue) explicationScore(x strategie.Explication, r peintre.Rendu) string {
	d := x.Choix.Decoupage
	reste := c.T("expl.reste", c.Nombre(x.Restants, NomCode))
	if !x.Deux {
		return c.T("expl.seul") + c.T("expl.sep") + reste
	}
	s := c.T("expl.partage", r.Code(x.Choix.Code), c.Nombre(d.Total(), NomCode), c.Nombre(d.Parts(), NomReponse),
		c.Nombre(d.Pire(), NomCode), c.Moyenne(d.Attendue(), 2))
	return s + c.T("expl.sep") + c.pourquoi(x, r) + c.T("expl.sep") + reste
}

// pourquoi says why the proposal won over the runner-up: its figure under
// the criterion, or, on a tie, the tie-break.
func (c *Catalogue) pourquoi(x strategie.Explication, r peintre.Rendu) string {
	a, b := x.Choix, x.Second
	second := r.Code(b.Code)
	if !a.Cout.Moins(b.Cout) {
		if a.Candidat && !b.Candidat {
			return c.T("expl.egal.candidat", second)
		}
		return c.T("expl.egal.ordre", second)
	}
	switch x.Critere {
	case strategie.MinMax:
		return c.T("expl.mieux.knuth", c.Nombre(a.Decoupage.Pire(), NomCode), second, c.Nombre(b.Decoupage.Pire(), NomCode))
	case strategie.MaxParts:
		return c.T("expl.mieux.parts", c.Entier(a.Decoupage.Parts()), second, c.Entier(b.Decoupage.Parts()))
	case strategie.MaxEntropie:
		return c.T("expl.mieux.entropie", c.Moyenne(a.Decoupage.Entropie(), 3), second, c.Moyenne(b.Decoupage.Entropie(), 3))
	}
	return c.T("expl.mieux.attendue", c.Moyenne(a.Decoupage.Attendue(), 2), second, c.Moyenne(b.Decoupage.Attendue(), 2))
}

// explicationArbre words a node of the optimal tree: a first line, then
// one line per answer class, an arrow on the answer received.
func (c *Catalogue) explicationArbre(x strategie.Explication) string {
	lignes := []string{c.T("expl.arbre", c.Nombre(x.Avant, NomCode), c.Nombre(x.Cout, NomEssai),
		c.Moyenne(float64(x.Cout)/float64(max(x.Avant, 1)), 2), c.Nombre(x.Restants, NomCode))}
	for _, k := range x.Classes {
		marque := " "
		if k.Recue {
			marque = "→"
		}
		lignes = append(lignes, c.ClasseArbre(marque, k.Reponse, k.Candidats, k.Cout, k.Borne))
	}
	return strings.Join(lignes, "\n")
}

// ClasseArbre is one answer class of a tree's proposal: the answer, how
// many codes it leaves, the tries the tree then makes for them in all, and
// the counting lower bound of those tries.
func (c *Catalogue) ClasseArbre(marque string, r code.Reponse, codes, cout, borne int) string {
	return c.T("expl.arbre.classe", marque, r.Bien, r.Mal, c.Nombre(codes, NomCode), c.Nombre(cout, NomEssai), borne)
}

// Indente writes an explanation under its row: an arrow before the first
// line, the others aligned after it.
func Indente(explication string) string {
	return "        → " + strings.ReplaceAll(explication, "\n", "\n          ") + "\n"
}

// Tirage says what the round's seed chose for a strategy that draws at
// random (§3.6): the starting code, the order, or every draw; "" for the
// others.
func (c *Catalogue) Tirage(nom string, e *code.Espace, graine uint64, r peintre.Rendu) string {
	switch nom {
	case "lexico-random":
		return c.T("expl.tirage.depart", graine, r.Code(strategie.Depart(e, graine)))
	case "lexico-alea":
		if strategie.Decroissant(graine) {
			return c.T("expl.tirage.decroissant", graine)
		}
		return c.T("expl.tirage.croissant", graine)
	case "random":
		return c.T("expl.tirage.hasard", graine)
	}
	return ""
}

// ExpliqueLigne explains row number i (from 0) of board p played by
// strategy s with seed graine: what the computer learned from it.
func (c *Catalogue) ExpliqueLigne(s strategie.Strategie, e *code.Espace, p *plateau.Plateau, i int, graine uint64, r peintre.Rendu) (string, error) {
	lignes := p.Lignes()
	avant := strategie.NouvelEtat(e, lignes[:i], graine)
	x, err := strategie.Explique(s, avant, lignes[i])
	if err != nil {
		return "", err
	}
	return c.Explication(x, r), nil
}
