package ecran

import (
	"fmt"
	"github.com/charmbracelet/x/ansi"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
)

// unMessage is a sentence the board shows, its shorter wording when the
// game gives one, and whether it is a round's result.
type unMessage struct {
	nom, long, court string
	resultat         bool
}

// messages are the sentences the board shows: the game's hints, reasons,
// save confirmations and results, worded as the game words them, and the
// screen's own.
func messages(t *testing.T, cat *texte.Catalogue) []unMessage {
	t.Helper()
	c := "●B ●R ●R ●R"
	repetition := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}.VerifieAdmissible(code.Nouveau(0, 0, 1, 2))
	require.Error(t, repetition)
	reponse := code.Reponse{Bien: 3, Mal: 2}.Verifie(4)
	require.Error(t, reponse)
	sanscode := code.Taille{Pions: 4, Couleurs: 6}.VerifieReponse(code.Nouveau(0, 0, 0, 0), code.Reponse{Mal: 2})
	require.Error(t, sanscode)
	return []unMessage{
		{"indice", cat.T("jeu.indice", c, cat.Entier(12)), cat.Pluriel(12, "ecran.court.indice1", "ecran.court.indice", c, cat.Entier(12)), false},
		{"indice1", cat.T("jeu.indice", c, cat.Entier(1)), cat.Pluriel(1, "ecran.court.indice1", "ecran.court.indice", c, cat.Entier(1)), false},
		{"sansindice", cat.T("jeu.sansindice"), cat.T("ecran.court.sansindice"), false},
		{"annule", cat.T("jeu.annule", 3), "", false},
		{"rienaannuler", cat.T("jeu.rienaannuler"), "", false},
		{"refait", cat.T("jeu.refait", 3), "", false},
		{"rienarefaire", cat.T("jeu.rienarefaire"), "", false},
		{"incoherent", cat.T("ecran.incoherent"), cat.T("ecran.court.incoherent"), false},
		{"sauvefait", cat.T("sauve.fait", "ma partie"), cat.T("ecran.court.sauvefait", "ma partie"), false},
		{"sauveauto", cat.T("sauve.automatique"), cat.T("ecran.court.sauveauto"), false},
		{"sauvegardee", cat.T("sauve.gardee", "ma partie"), "", false},
		{"sauveechec", cat.T("sauve.echec", "ma partie", "no space left on device"), "", false},
		{"sauveindispo", cat.T("jeu.sauvegardeindispo"), cat.T("ecran.court.sauveindispo"), false},
		{"manque", cat.T("ecran.manque", cat.Nombre(2, texte.NomPion)), "", false},
		{"reponseincomplete", cat.T("ecran.reponseincomplete"), cat.T("ecran.court.reponseincomplete"), false},
		{"reponsefausse", cat.Erreur(reponse), cat.T("ecran.tropgrand", cat.Nombre(4, texte.NomPion)), false},
		{"tropgrand", cat.T("ecran.tropgrand", cat.Nombre(4, texte.NomPion)), "", false},
		{"repetition", cat.Erreur(repetition), cat.T("ecran.court.repetition"), false},
		{"repetitionmasquee", cat.T("ecran.repetitionmasquee"), cat.T("ecran.court.repetition"), false},
		{"pasdindice", cat.T("ecran.pasdindice"), "", false},
		{"pasici", cat.T("ecran.pasici"), cat.T("ecran.court.pasici"), false},
		{"inconnue", cat.T("ecran.inconnue", "x"), cat.T("ecran.court.inconnue", "x"), false},
		{"sanscode", cat.Erreur(sanscode), cat.T("ecran.court.sanscode"), false},
		{"secretrefusee", cat.T("ecran.secret.refusee"), cat.T("ecran.court.secret.refusee"), false},
		{"commandeinconnue", cat.T("ecran.commandeinconnue", "foo"), cat.T("ecran.court.commandeinconnue", "foo"), false},
		{"gagne", cat.T("jeu.gagne", 4), "", true},
		{"gagne1", cat.T("jeu.gagne1"), "", true},
		{"perdu", cat.Pluriel(10, "ecran.perdu1", "ecran.perdu", cat.Nombre(10, texte.NomEssai)), "", true},
		{"orditrouve", cat.T("jeu.orditrouve", c, 4), "", true},
		{"ordiechoue", cat.T("jeu.ordiechoue", cat.Nombre(10, texte.NomEssai), c), "", true},
		{"triche", cat.T("jeu.triche"), "", true},
	}
}

// TestDessineMessages draws every message of the board at the sizes
// that matter: the whole sentence, wrapped over the free rows above the
// message line, its shorter wording or a cut only where there is no room;
// the board above stays in place. The goldens show the rows the message
// takes.
func TestDessineMessages(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for _, s := range [][2]int{{40, 12}, {40, 20}, {80, 24}, {120, 40}} {
			nom := fmt.Sprintf("messages-%s-%dx%d", l, s[0], s[1])
			t.Run(nom, func(t *testing.T) {
				e := partie(t, l, s[0], s[1])
				sans := e.Dessine()
				var b strings.Builder
				for _, m := range messages(t, e.Cat) {
					e := partie(t, l, s[0], s[1])
					if m.resultat {
						e.Resultat = m.long
					} else {
						e.ditCourt(m.long, m.court)
					}
					im := e.Dessine()
					p := e.plan()
					for i, ligne := range im.Lignes {
						assert.LessOrEqual(t, page.Largeur(ligne), s[0], "%s row %d: %q", m.nom, i, ligne)
					}
					if !m.resultat {
						// The board, its entry row and the palette do
						// not move.
						assert.Equal(t, sans.Lignes[:p.libre], im.Lignes[:p.libre], m.nom)
						assert.Equal(t, sans.Lignes[p.message+1:], im.Lignes[p.message+1:], m.nom)
					}
					// The rows the message takes, and those it may take.
					haut := p.libre
					for haut < p.message && im.Lignes[haut] == "" {
						haut++
					}
					fmt.Fprintf(&b, "== %s, rows %d-%d of %d-%d\n", m.nom, haut, p.message, p.libre, p.message)
					b.WriteString(Image{Lignes: im.Lignes[haut : p.message+1]}.Texte())
				}
				golden(t, nom, b.String())
			})
		}
	}
}

// TestMessageEntierQuandLaPlaceLePermet: from 40 × 20 on, every message
// of the board shows whole, or its shorter wording whole.
func TestMessageEntierQuandLaPlaceLePermet(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for _, s := range [][2]int{{40, 20}, {80, 24}, {120, 40}} {
			for _, m := range messages(t, texte.Nouveau(l)) {
				e := partie(t, l, s[0], s[1])
				e.ditCourt(m.long, m.court)
				txt := e.Dessine().Texte()
				assert.NotContains(t, txt, "…", "%s %v %s", l, s, m.nom)
				entier := func(m string) bool {
					for _, mot := range strings.Fields(m) {
						if !strings.Contains(txt, mot) {
							return false
						}
					}
					return m != ""
				}
				// Each a sentence, from its capital.
				assert.True(t, entier(texte.Majuscule(m.long)) || entier(texte.Majuscule(m.court)), "%s %v %s:\n%s", l, s, m.nom, txt)
			}
		}
	}
}

// TestMessageCourtOuCoupe: with one row for it, a message too long shows
// its shorter wording, cut with "…" when even that is too long; none
// under an overlay.
func TestMessageCourtOuCoupe(t *testing.T) {
	e := partie(t, texte.Francais, 40, 12)
	p := e.plan()
	require.Equal(t, p.libre, p.message, "no free row at 40 × 12")
	e.ditCourt(strings.Repeat("mot ", 20), "court")
	assert.Equal(t, "Court", strings.TrimSpace(ansi.Strip(e.Dessine().Lignes[p.message])), "a sentence, from its capital")
	e.ditCourt(strings.Repeat("mot ", 20), strings.Repeat("bref ", 10))
	l := ansi.Strip(e.Dessine().Lignes[p.message])
	assert.True(t, strings.HasPrefix(l, "Bref bref"), l)
	assert.True(t, strings.HasSuffix(l, "…"), l)
	assert.Equal(t, 40, page.Largeur(l))
	e.ditCourt(strings.Repeat("mot ", 20), "")
	l = ansi.Strip(e.Dessine().Lignes[p.message])
	assert.True(t, strings.HasPrefix(l, "Mot mot"), l)
	assert.True(t, strings.HasSuffix(l, "…"), l)
	// A key clears both wordings.
	e.Touche(clavier.Touche{Genre: clavier.Gauche})
	assert.Empty(t, e.Message)
	assert.Empty(t, e.MessageCourt)
	// Under the help overlay, none: its keys are not the row's.
	e = partie(t, texte.Francais, 80, 24)
	e.Touche(clavier.Touche{Genre: clavier.F1})
	e.ditCourt(strings.Repeat("mot ", 40), "")
	im := e.Dessine()
	p = e.plan()
	assert.NotContains(t, ansi.Strip(im.Lignes[p.message-1]), "mot")
	assert.NotContains(t, ansi.Strip(im.Lignes[p.message]), "mot")
}
