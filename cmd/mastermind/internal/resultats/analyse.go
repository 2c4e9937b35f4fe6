package resultats

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/analyse"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// NomNote is a grade in words.
func NomNote(cat *texte.Catalogue, n analyse.Note) string {
	switch n {
	case analyse.Meilleure:
		return cat.T("analyse.note.meilleure")
	case analyse.Bonne:
		return cat.T("analyse.note.bonne")
	case analyse.Impossible:
		return cat.T("analyse.note.impossible")
	case analyse.AmeliorerPossible:
		return cat.T("analyse.note.ameliorer")
	}
	return cat.T("analyse.note.rien")
}

// EcritAnalyse writes analysis r as a table, then what it means, with
// codes drawn by rd, laid out for largeur cells (0: none, a pipe).
// mastermind analyse and the end of a round in the menu both call it.
func EcritAnalyse(w io.Writer, cat *texte.Catalogue, rd peintre.Rendu, largeur int, r *analyse.Analyse) {
	mise := func(s string) string { return page.Coupe(s, largeur) }
	rows := [][]string{{
		cat.T("analyse.col.essai"), cat.T("analyse.col.code"), cat.T("analyse.col.bien"), cat.T("analyse.col.mal"),
		cat.T("analyse.col.avant"), cat.T("analyse.col.apres"), cat.T("analyse.col.possible"),
		cat.T("analyse.col.attendu"), cat.T("analyse.col.meilleur"), cat.T("analyse.col.aumieux"),
		cat.T("analyse.col.optimal"), cat.T("analyse.col.note"),
	}}
	etoile := false
	for _, c := range r.Coups {
		etoile = etoile || c.Source == analyse.SourceAttendue
	}
	var indices []string
	for _, c := range r.Coups {
		conseil := rd.Code(c.Conseil)
		switch {
		case c.Source == analyse.SourceAttendue:
			conseil += "*"
		case etoile:
			// The column is aligned right: a code without its star keeps
			// its letters under those of the codes with one.
			conseil += " "
		}
		if c.Indice && c.Note == analyse.AmeliorerPossible {
			indices = append(indices, strconv.Itoa(c.Numero))
		}
		rows = append(rows, []string{
			strconv.Itoa(c.Numero), rd.Code(c.Ligne.Code), strconv.Itoa(c.Ligne.Reponse.Bien), strconv.Itoa(c.Ligne.Reponse.Mal),
			cat.Entier(c.Avant), cat.Entier(c.Apres), cat.OuiNon(c.PouvaitEtre),
			cat.Decimal(c.Attendu.Valeur(), 1), rd.Code(c.Meilleur), cat.Decimal(c.MeilleurAttendu.Valeur(), 1),
			conseil, NomNote(cat, c.Note),
		})
	}
	fmt.Fprint(w, page.Tableau(rows, largeur))
	fmt.Fprintln(w)
	if r.UnSeul > 0 {
		seul := r.Coups[r.UnSeul]
		fmt.Fprintln(w, mise(cat.T("analyse.unseul", r.UnSeul, rd.Code(seul.Meilleur))))
	}
	n := len(r.Coups)
	switch {
	case r.Gagnee:
		fmt.Fprintln(w, mise(cat.T("analyse.trouve", cat.Nombre(n, texte.NomEssai))))
	case r.Secret != nil:
		fmt.Fprintln(w, mise(cat.T("analyse.pastrouve", cat.Nombre(n, texte.NomEssai), rd.Code(*r.Secret))))
	default:
		fmt.Fprintln(w, mise(cat.Pluriel(r.Restants, "analyse.restant", "analyse.restants", cat.Nombre(n, texte.NomEssai), cat.Entier(r.Restants))))
	}
	if len(indices) > 0 {
		// The hint's code graded « pouvait mieux faire »: "?" gives a code
		// that agrees with the answers, not a good guess.
		fmt.Fprintln(w, mise(cat.Pluriel(len(indices), "analyse.indice1", "analyse.indice", enumere(cat, indices))))
	}
	fmt.Fprintln(w, mise(cat.T("analyse.legende")))
	if etoile {
		fmt.Fprintln(w, mise(cat.T("analyse.etoile")))
	}
}

// enumere lists mots as a sentence does: "1, 2 et 3".
func enumere(cat *texte.Catalogue, mots []string) string {
	if len(mots) < 2 {
		return strings.Join(mots, "")
	}
	return strings.Join(mots[:len(mots)-1], ", ") + cat.T("analyse.et") + mots[len(mots)-1]
}

// ArreteeParErreur reports whether round e of the history was stopped by
// a wrong answer: its record says so, or, in a line written before the
// record said it, no code of space esp agrees with its rows. Its analysis
// is then the wrong answers (EcritReponsesFausses), never an error.
func ArreteeParErreur(e historique.Entree, esp *code.Espace) bool {
	return e.Issue() == historique.FinErreur || incoherentApres(e, esp) > 0
}

// incoherentApres is the first try after which no code of esp agrees with
// e's answers, 0 when every prefix has one.
func incoherentApres(e historique.Entree, esp *code.Espace) int {
	for k := 1; k <= len(e.Lignes); k++ {
		if len(strategie.NouvelEtat(esp, e.Lignes[:k], 0).Candidats) == 0 {
			return k
		}
	}
	return 0
}

// EcritReponsesFausses writes what stopped round e, played in space esp:
// the answers the secret revealed contradicts, each with the right one
// (the course's afficheErreurs), or else the try after which no code
// agreed with the answers; codes drawn by rd, for largeur cells.
func EcritReponsesFausses(w io.Writer, cat *texte.Catalogue, rd peintre.Rendu, largeur int, e historique.Entree, esp *code.Espace) {
	mise := func(s string) string { return page.Coupe(s, largeur) }
	fmt.Fprint(w, page.Tableau(lignesEntree(cat, rd, e), largeur))
	fmt.Fprintln(w)
	fmt.Fprintln(w, mise(cat.T("etats.arretee")))
	erreurs, apres := ReponsesFausses(e, esp)
	if len(erreurs) > 0 {
		fmt.Fprintln(w, mise(cat.T("etats.erreurs", rd.Code(*e.Revele))))
		for _, x := range erreurs {
			fmt.Fprintln(w, mise(cat.T("jeu.erreur", x.Essai, rd.Code(x.Ligne.Code), MotsReponse(cat, x.Ligne.Reponse), MotsReponse(cat, x.Correcte))))
		}
		return
	}
	if apres > 0 {
		fmt.Fprintln(w, mise(cat.T("etats.incoherent", apres)))
	}
}

// ReponsesFausses is what stopped round e, played in space esp: the
// answers the secret revealed contradicts (the course's Erreurs), or
// none, and the try after which no code agreed with the answers (0 when
// none).
func ReponsesFausses(e historique.Entree, esp *code.Espace) (erreurs []plateau.Erreur, apres int) {
	if e.Revele != nil {
		p, err := plateau.Nouveau(e.Taille, e.NbEssaisMax)
		for _, l := range e.Lignes {
			if err == nil {
				err = p.Ajoute(l.Code, l.Reponse)
			}
		}
		if err == nil {
			erreurs = p.Erreurs(*e.Revele)
		}
	}
	return erreurs, incoherentApres(e, esp)
}

// lignesEntree are e's rows as a table: try, code, right, misplaced.
func lignesEntree(cat *texte.Catalogue, rd peintre.Rendu, e historique.Entree) [][]string {
	rows := [][]string{{cat.T("analyse.col.essai"), cat.T("analyse.col.code"), cat.T("analyse.col.bien"), cat.T("analyse.col.mal")}}
	for i, l := range e.Lignes {
		rows = append(rows, []string{strconv.Itoa(i + 1), rd.Code(l.Code), strconv.Itoa(l.Reponse.Bien), strconv.Itoa(l.Reponse.Mal)})
	}
	return rows
}

// MotsReponse is an answer in words: "1 bien placé et 2 mal placés".
func MotsReponse(cat *texte.Catalogue, r code.Reponse) string {
	return cat.T("jeu.reponsemots", cat.Nombre(r.Bien, texte.NomBienPlace), cat.Nombre(r.Mal, texte.NomMalPlace))
}

// PaletteEntree is the palette entry e's rows are drawn with: the
// language's colours and letters when the round was played with a default
// palette, whatever its language; else the letters it was played with.
func PaletteEntree(cat *texte.Catalogue, e historique.Entree) couleur.Palette {
	p, err := cat.Palette(e.Taille.Couleurs)
	if err != nil {
		p = couleur.MustDefaut(e.Taille.Couleurs)
	}
	if p.Lettres() == e.Lettres {
		return p
	}
	for _, defaut := range []func(int) (couleur.Palette, error){couleur.Defaut, couleur.Anglaise} {
		if d, err := defaut(e.Taille.Couleurs); err == nil && d.Lettres() == e.Lettres {
			return p
		}
	}
	if q, err := couleur.AvecLettres(p.Noms(), e.Lettres); err == nil {
		return q
	}
	return p
}
