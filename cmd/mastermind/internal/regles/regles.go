// Package regles is the "Règles du jeu" room: the rules in a few lines,
// the course's example, the scoring with its malus, the commands of a
// prompt and the current settings, in pages that fit the terminal.
package regles

import (
	"context"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// essaisDuCours is the course's number of tries, that of the example's
// malus when the settings set no limit (the example counts the settings'
// tries, as the sentence before it).
const essaisDuCours = 10

// Salle is the rules' room: where it asks, its language, its painter and
// the settings it describes.
type Salle struct {
	Invite   invite.Invite
	Cat      *texte.Catalogue
	Peintre  peintre.Peintre
	Reglages reglages.Reglages
}

// Montre is the "Règles du jeu" screen: the rules in a few lines, the
// course's example, the scoring with its malus, the commands of a prompt
// and the current settings, in two pages that each fit 80×24; on a
// smaller terminal a page that would not fit is cut into screens, so that
// a page's title is still on the screen when the player is asked to go on.
// The player presses a key between them. A pipe reads the same text,
// without waiting.
//
// On a terminal that says when it is resized (pager), each page is laid
// out again at the new size, the last one too: Montre waits after it
// itself, with the menu's « Entrée : retour au menu », and says so
// (attendu).
func (j Salle) Montre(ctx context.Context) (attendu bool, err error) {
	ecrans, taille := j.ecransDesRegles()
	p, pager := j.Invite.(interface {
		AttendPage(ctx context.Context, texte string, largeur, hauteur int) (bool, error)
	})
	for i := 0; i < len(ecrans); {
		j.Invite.Ecrit(j.Cat.T("regles.titre", i+1, len(ecrans)) + "\n")
		j.Invite.Ecrit(strings.Join(ecrans[i], "\n") + "\n")
		dernier := i == len(ecrans)-1
		if !pager {
			if dernier {
				return false, nil
			}
			if err := j.Invite.Attend(ctx, j.Cat.T("regles.suite")); err != nil {
				return false, err
			}
			i++
			continue
		}
		question := j.Cat.T("regles.suite")
		if dernier {
			question = j.Cat.T("menu.retour")
		}
		// The size the page was laid out at goes with it: a resize
		// while it was written ends the wait at once.
		redim, err := p.AttendPage(ctx, question, taille[0], taille[1])
		switch {
		case redim:
			nouveaux, t := j.ecransDesRegles()
			i, ecrans, taille = pageCorrespondante(ecrans, i, nouveaux), nouveaux, t
		case dernier:
			// The pause after the result is done.
			return true, err
		case err != nil:
			return false, err
		default:
			i++
		}
	}
	return false, nil
}

// pageCorrespondante is the page of nouveaux, the rules laid out at a new
// size, where page i of anciens starts: the one holding its first words.
func pageCorrespondante(anciens [][]string, i int, nouveaux [][]string) int {
	mots := strings.Fields(strings.Join(anciens[i], " "))
	if len(mots) == 0 {
		return min(i, len(nouveaux)-1)
	}
	debut := strings.Join(mots[:min(len(mots), 4)], " ")
	for k, p := range nouveaux {
		if strings.Contains(strings.Join(strings.Fields(strings.Join(p, " ")), " "), debut) {
			return k
		}
	}
	return min(i*len(nouveaux)/max(len(anciens), 1), len(nouveaux)-1)
}

// ecransDesRegles cuts the pages into screens of the terminal's size: a
// screen holds its title, its lines as the terminal wraps them, and the
// question under them. A pipe (no width or no height) keeps the pages
// whole. taille is the width and height they were cut for.
func (j Salle) ecransDesRegles() (ecrans [][]string, taille [2]int) {
	h, ok := j.Invite.(interface{ Hauteur() int })
	largeur := j.Invite.Largeur()
	if !ok || largeur <= 0 || h.Hauteur() <= 0 {
		return [][]string{j.reglesPage1(largeur), j.reglesPage2()}, [2]int{largeur, 0}
	}
	hauteur := h.Hauteur()
	return j.Pages(largeur, max(hauteur-2, 1)), [2]int{largeur, hauteur}
}

// Pages are the rules cut into pages of at most place lines
// largeur cells wide (the game screen pages through them over the
// board). A page is cut between paragraphs where it can, else between two
// sentences of a paragraph.
func (j Salle) Pages(largeur, place int) [][]string {
	var ecrans [][]string
	for _, p := range [][]string{j.reglesPage1(largeur), j.reglesPage2()} {
		ecrans = append(ecrans, coupePage(p, largeur, place)...)
	}
	return ecrans
}

// coupePage cuts the paragraphs of a page into screens of at most place
// lines largeur cells wide (see coupeEnEcrans); where a screen would end
// inside a paragraph, it ends after the paragraph's last sentence that
// fits, and the next screen starts with the sentence after it.
func coupePage(paragraphes []string, largeur, place int) [][]string {
	var ecrans [][]string
	for len(paragraphes) > 0 {
		var lignes []string
		var debuts []bool
		var de []int // de[i]: the paragraph line i belongs to
		for k, l := range paragraphes {
			// A command and its description (two spaces or more apart)
			// go on under the description: a hanging indent.
			for i, c := range strings.Split(page.CoupeAide(l, largeur), "\n") {
				lignes, debuts, de = append(lignes, c), append(debuts, i == 0), append(de, k)
			}
		}
		if len(lignes) <= place {
			if e := sansBlancsAutour(lignes); len(e) > 0 {
				ecrans = append(ecrans, e)
			}
			break
		}
		n := coupure(lignes, debuts, place, place*2/3)
		if !debuts[n] {
			if e, reste, ok := coupeEntrePhrases(paragraphes, lignes, debuts, de, n, largeur); ok {
				ecrans, paragraphes = append(ecrans, e), reste
				continue
			}
		}
		if e := sansBlancsAutour(lignes[:n]); len(e) > 0 {
			ecrans = append(ecrans, e)
		}
		// The lines left of a paragraph cut where it was full go on as
		// they are.
		reste := slices.Clone(lignes[n:indexFin(de, n)])
		paragraphes = append(reste, paragraphes[de[n]+1:]...)
	}
	return ecrans
}

// indexFin is the index after the last line of de's paragraph de[n].
func indexFin(de []int, n int) int {
	k := n
	for k < len(de) && de[k] == de[n] {
		k++
	}
	return k
}

// coupeEntrePhrases ends a screen of n lines inside paragraph de[n] after
// its last sentence that fits; the paragraphs left start with the
// sentence after it. ok is false when not even the first sentence fits.
func coupeEntrePhrases(paragraphes, lignes []string, debuts []bool, de []int, n, largeur int) (ecran, reste []string, ok bool) {
	debut := n
	for !debuts[debut] {
		debut--
	}
	phrases := decoupePhrases(paragraphes[de[n]])
	for k := len(phrases) - 1; k >= 1; k-- {
		tete := strings.Join(phrases[:k], " ")
		coupe := strings.Split(page.Coupe(tete, largeur), "\n")
		if debut+len(coupe) <= n {
			ecran = sansBlancsAutour(append(slices.Clone(lignes[:debut]), coupe...))
			reste = append([]string{strings.Join(phrases[k:], " ")}, paragraphes[de[n]+1:]...)
			return ecran, reste, len(ecran) > 0
		}
	}
	return nil, nil, false
}

// decoupePhrases cuts a paragraph into its sentences: a sentence ends
// with ".", "!" or "?" followed by a space.
func decoupePhrases(s string) []string {
	var phrases []string
	for {
		i := strings.IndexFunc(s, func(r rune) bool { return r == '.' || r == '!' || r == '?' })
		for i >= 0 && !strings.HasPrefix(s[i+1:], " ") {
			k := strings.IndexFunc(s[i+1:], func(r rune) bool { return r == '.' || r == '!' || r == '?' })
			if k < 0 {
				i = -1
				break
			}
			i += 1 + k
		}
		if i < 0 {
			return append(phrases, s)
		}
		phrases = append(phrases, s[:i+1])
		s = strings.TrimLeft(s[i+1:], " ")
	}
}

// coupure is where to end a screen of at most n lines, no sooner than
// after plancher: after a blank line, else before the start of a line of
// the text, else at n.
func coupure(lignes []string, debuts []bool, n, plancher int) int {
	for k := n; k > plancher; k-- {
		if strings.TrimSpace(lignes[k]) == "" || strings.TrimSpace(lignes[k-1]) == "" {
			return k
		}
	}
	for k := n; k > plancher; k-- {
		if debuts[k] {
			return k
		}
	}
	return n
}

// sansBlancsAutour drops the blank lines at both ends of lignes.
func sansBlancsAutour(lignes []string) []string {
	for len(lignes) > 0 && strings.TrimSpace(lignes[0]) == "" {
		lignes = lignes[1:]
	}
	for len(lignes) > 0 && strings.TrimSpace(lignes[len(lignes)-1]) == "" {
		lignes = lignes[:len(lignes)-1]
	}
	return lignes
}

// exempleDuCours returns the course's worked example (SAE 1, §1), drawn
// with the language's palette of 6 colours: the secret (Bleu, Rouge,
// Jaune, Rouge) and the proposal (Jaune, Rouge, Rouge, Vert), to which the
// course answers 1 right and 2 misplaced.
func (j Salle) exempleDuCours() (secret, proposition code.Code, r peintre.Rendu, err error) {
	p, err := j.Cat.Palette(6)
	if err != nil {
		return
	}
	return code.Nouveau(1, 0, 2, 0), code.Nouveau(2, 0, 0, 3), j.rendu(p), nil
}

// reglesPage1 is the rules' first page, its example board laid out for
// largeur cells (0: no limit).
func (j Salle) reglesPage1(largeur int) []string {
	c, p := j.Cat, j.Reglages.Parametres
	lignes := []string{
		c.T("regles.but", c.Nombre(p.Taille.Pions, texte.NomPion), c.Nombre(p.Taille.Couleurs, texte.NomCouleur),
			nomsDesCouleurs(p.Palette), c.Nombre(p.NbEssaisMax, texte.NomEssai)),
		c.T("regles.bien"), c.T("regles.mal"), c.T("regles.unefois"),
		c.T("regles.partie", c.Nombre(p.NbManches, texte.NomManche)), "",
	}
	secret, prop, r, err := j.exempleDuCours()
	if err != nil {
		return lignes
	}
	r.Largeur = largeur
	rep := code.Evalue(secret, prop)
	b, err := plateau.Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 1)
	if err != nil || b.Ajoute(prop, rep) != nil {
		return lignes
	}
	var dessin strings.Builder
	_ = b.Affiche(&dessin, r, nil)
	return append(lignes,
		c.T("regles.exemple", r.Code(secret), r.Code(prop)),
		strings.TrimRight(dessin.String(), "\n"),
		c.T("regles.exempleexplique", c.Nombre(rep.Bien, texte.NomBienPlace), c.Nombre(rep.Mal, texte.NomMalPlace)))
}

func (j Salle) reglesPage2() []string {
	c, p := j.Cat, j.Reglages.Parametres
	essais := c.Nombre(p.NbEssaisMax, texte.NomEssai)
	lignes := []string{c.T("regles.score", essais, c.Nombre(p.NbEssaisMax, texte.NomPoint))}
	if secret, prop, r, err := j.exempleDuCours(); err == nil {
		rep := code.Evalue(secret, prop)
		malus := rep.Malus(secret.Len())
		essais := p.NbEssaisMax
		if essais <= 0 {
			essais = essaisDuCours
		}
		lignes = append(lignes, c.T("regles.malus", r.Code(prop), rep.Mal, secret.Len()-rep.Bien-rep.Mal,
			c.Nombre(malus, texte.NomPoint), essais, malus, c.Nombre(essais+malus, texte.NomPoint)))
	}
	if p.Taille.SansRepetition {
		lignes = append(lignes, c.T("regles.sansrepetitionactif", c.T("regles.sansrepetition")))
	} else {
		lignes = append(lignes, c.T("regles.avecrepetition", c.T("regles.sansrepetition")))
	}
	return append(lignes, "",
		c.T("regles.commandes"), c.T("regles.indice"), c.T("regles.annuler"), c.T("regles.sauver"),
		c.T("regles.repondre", "1 2"), "",
		c.T("regles.reglages", j.Reglages.Resume(c)))
}

// nomsDesCouleurs lists a palette by its names ("Rouge, Bleu…"); a long
// palette by its letters only.
func nomsDesCouleurs(p couleur.Palette) string {
	if p.Len() > 8 {
		return texte.Separees(p.Lettres())
	}
	return texte.NomsDeCouleurs(p)
}

// rendu draws palette p with the room's painter, as wide as the terminal.
func (j Salle) rendu(p couleur.Palette) peintre.Rendu {
	r := j.Cat.Rendu(p, j.Peintre)
	r.Largeur = j.Invite.Largeur()
	return r
}
