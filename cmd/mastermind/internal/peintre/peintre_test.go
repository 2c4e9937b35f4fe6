package peintre

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

var six = couleur.MustDefaut(6)

// sansCouleur removes the escape sequences: the board as a person reads it.
func sansCouleur(s string) string {
	return regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(s, "")
}

// enCouleur is a painter with 256 colours on a dark background.
var enCouleur = Peintre{Couleur: true}

func TestTheDefaultColoursKeepTheirTerminalColours(t *testing.T) {
	for _, p := range []couleur.Palette{couleur.MustDefaut(couleur.MaxDefaut), mustAnglaise(t)} {
		var sgr []string
		for i := range p.Len() {
			sgr = append(sgr, sgrDe(p.Couleur(i).Teinte))
		}
		assert.Equal(t, []string{"91", "94", "93", "92", "38;5;208", "90", "95", "96", "37",
			"38;5;129", "38;5;45", "38;5;183", "38;5;143", "38;5;67", "38;5;210", "38;5;161"}, sgr)
	}
	assert.Equal(t, "38;5;208", sgrDe(couleur.Teinte{R: 250, V: 130, B: 10}), "the nearest of the 256")
}

func mustAnglaise(t *testing.T) couleur.Palette {
	p, err := couleur.Anglaise(couleur.MaxDefaut)
	require.NoError(t, err)
	return p
}

func TestBasique(t *testing.T) {
	for ansi, voulu := range map[string]string{
		"91": "91", "38;5;9": "91", "38;5;196": "91", "38;5;208": "33",
		"38;5;45": "96", "38;5;129": "35", "38;5;231": "97", "38;5;16": "30",
		"38;5;244": "90", "38;5;x": "38;5;x", "38;5;300": "38;5;300",
	} {
		assert.Equal(t, voulu, basiqueSauf(ansi, nil, false), ansi)
	}
	for _, p := range []couleur.Palette{couleur.MustDefaut(couleur.MaxDefaut), mustAnglaise(t)} {
		for i := range p.Len() {
			assert.NotContains(t, basiqueSauf(sgrDe(p.Couleur(i).Teinte), nil, false), ";", "%s draws with a basic colour", p.Couleur(i).Nom)
		}
	}
}

func TestSurFondClair(t *testing.T) {
	for ansi, voulu := range map[string]string{"90": "30", "97": "90", "37": "90", "93": "33", "91": "31", "38;5;208": "38;5;208"} {
		assert.Equal(t, voulu, surFondClair(ansi), ansi)
	}
}

// vjbr is the course's computer round for the secret VJBR, first rows.
func vjbr(t *testing.T) *plateau.Plateau {
	p, err := plateau.Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 10)
	require.NoError(t, err)
	for _, l := range []struct {
		mot       string
		bien, mal int
	}{{"RRRR", 1, 0}, {"RBBB", 1, 1}} {
		require.NoError(t, p.Ajoute(codetest.Code(t, l.mot), code.Reponse{Bien: l.bien, Mal: l.mal}))
	}
	return p
}

func TestAfficheColour(t *testing.T) {
	p := vjbr(t)
	var b strings.Builder
	require.NoError(t, p.Affiche(&b, Rendu{Palette: six, Peintre: enCouleur}, nil))
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	require.Len(t, lines, 3)
	// Each peg a coloured disc followed by its letter; the answer as key
	// pegs: a red disc per bien placé, a white circle per mal placé, a
	// dot for every other peg.
	rouge, bleu := "\x1b[91m●\x1b[0mR", "\x1b[94m●\x1b[0mB"
	assert.Equal(t, " 1  "+rouge+" "+rouge+" "+rouge+" "+rouge+"  1 0  \x1b[91m●\x1b[97m\x1b[90m···\x1b[0m", lines[1])
	assert.Equal(t, " 2  "+rouge+" "+bleu+" "+bleu+" "+bleu+"  1 1  \x1b[91m●\x1b[97m○\x1b[90m··\x1b[0m", lines[2])
}

// Without colours the board is the course's plain one, package plateau's.
func TestWithoutColoursTheCoursesBoard(t *testing.T) {
	p := vjbr(t)
	titres := plateau.Titres{Essai: "Essai", Code: "Code", Bien: "Bien", Mal: "Mal", Secret: "Secret"}
	secret := codetest.Code(t, "VJBR")
	var a, b strings.Builder
	require.NoError(t, p.Affiche(&a, Rendu{Palette: six, Titres: titres, Largeur: 20}, &secret))
	require.NoError(t, p.Affiche(&b, plateau.Rendu{Palette: six, Titres: titres}, &secret))
	assert.Equal(t, b.String(), a.String())
	assert.Equal(t, "RBJV", Rendu{Palette: six}.Code(codetest.Code(t, "RBJV")))
	assert.Equal(t, "1 2", Rendu{Palette: six}.Reponse(code.Reponse{Bien: 1, Mal: 2}, 4))
}

func TestAfficheHole(t *testing.T) {
	pal := couleur.MustDefaut(3).AvecVide()
	p, err := plateau.Nouveau(code.Taille{Pions: 3, Couleurs: 4}, 5)
	require.NoError(t, err)
	c, err := code.Lire("R.B", pal, 3)
	require.NoError(t, err)
	require.NoError(t, p.Ajoute(c, code.Reponse{Bien: 1}))
	var b strings.Builder
	require.NoError(t, p.Affiche(&b, Rendu{Palette: pal, Peintre: enCouleur}, nil))
	lignes := strings.Split(b.String(), "\n")
	assert.Equal(t, " 1  \x1b[91m●\x1b[0mR ◌. \x1b[94m●\x1b[0mB  1 0  \x1b[91m●\x1b[97m\x1b[90m··\x1b[0m", lignes[1], "the hole drawn as an empty circle")
}

// TestAfficheTightensARowThatDoesNotFit: a coloured row wider than
// Rendu.Largeur drops its key pegs, then puts the pegs side by side, then
// shows the answer as key pegs only; every row fits.
func TestAfficheTightensARowThatDoesNotFit(t *testing.T) {
	huit := code.Taille{Pions: 8, Couleurs: 8}
	p, err := plateau.Nouveau(huit, 12)
	require.NoError(t, err)
	require.NoError(t, p.Ajoute(codetest.Code(t, "RBJVONRB"), code.Reponse{Bien: 2, Mal: 3}))
	francais := plateau.Titres{Essai: "Essai", Code: "Code", Bien: "Bien", Mal: "Mal", Secret: "Secret"}
	anglais := plateau.Titres{Essai: "Try", Code: "Code", Bien: "Right", Mal: "Misplaced", Secret: "Secret"}
	secret := codetest.Code(t, "RRBBJJVV")
	for _, c := range []struct {
		nom     string
		titres  plateau.Titres
		largeur int
		plateau string
	}{
		{"no limit", francais, 0, "" +
			" Essai  Code                     Bien Mal\n" +
			"     1  ●R ●B ●J ●V ●O ●N ●R ●B     2   3  ●●○○○···\n" +
			"Secret  ●R ●R ●B ●B ●J ●J ●V ●V\n"},
		{"wide enough", francais, 52, "" +
			" Essai  Code                     Bien Mal\n" +
			"     1  ●R ●B ●J ●V ●O ●N ●R ●B     2   3  ●●○○○···\n" +
			"Secret  ●R ●R ●B ●B ●J ●J ●V ●V\n"},
		{"without key pegs", francais, 41, "" +
			" Essai  Code                     Bien Mal\n" +
			"     1  ●R ●B ●J ●V ●O ●N ●R ●B     2   3\n" +
			"Secret  ●R ●R ●B ●B ●J ●J ●V ●V\n"},
		{"pegs side by side", francais, 39, "" +
			" Essai  Code              Bien Mal\n" +
			"     1  ●R●B●J●V●O●N●R●B     2   3\n" +
			"Secret  ●R●R●B●B●J●J●V●V\n"},
		{"key pegs only", anglais, 39, "" +
			"   Try  Code\n" +
			"     1  ●R●B●J●V●O●N●R●B ●●○○○···\n" +
			"Secret  ●R●R●B●B●J●J●V●V\n"},
	} {
		t.Run(c.nom, func(t *testing.T) {
			var b strings.Builder
			require.NoError(t, p.Affiche(&b, Rendu{Palette: couleur.MustDefaut(8), Peintre: enCouleur, Titres: c.titres, Largeur: c.largeur}, &secret))
			got := sansCouleur(b.String())
			assert.Equal(t, c.plateau, got)
			if c.largeur > 0 {
				for _, l := range strings.Split(got, "\n") {
					assert.LessOrEqual(t, utf8.RuneCountInString(l), c.largeur, "%q fits", l)
				}
			}
		})
	}
}

// TestShortTitlesKeepTheKeyPegs: at 39 cells the English long titles
// would drop the key pegs; the short ones keep them, and a wide row keeps
// the long ones.
func TestShortTitlesKeepTheKeyPegs(t *testing.T) {
	c := codetest.Code(t, "RRBB")
	r := Rendu{Palette: six, Peintre: enCouleur, Titres: plateau.Titres{Essai: "Try", Code: "Code", Bien: "Right", Mal: "Misplaced", Secret: "Secret"}, BienCourt: "Right", MalCourt: "Mispl."}
	for _, tc := range []struct {
		largeur int
		titre   string
	}{{39, "Mispl."}, {80, "Misplaced"}, {0, "Misplaced"}} {
		r.Largeur = tc.largeur
		e := r.Entete(4)
		l := r.Ligne(1, plateau.Ligne{Code: c, Reponse: code.Reponse{Bien: 2, Mal: 1}})
		assert.Contains(t, e, tc.titre, "at %d", tc.largeur)
		assert.Contains(t, sansCouleur(l), "●●○·", "the key pegs at %d", tc.largeur)
		if tc.largeur > 0 {
			assert.LessOrEqual(t, utf8.RuneCountInString(sansCouleur(l))-1, tc.largeur)
		}
	}
	r.BienCourt, r.MalCourt = "", ""
	r.Largeur = 39
	assert.NotContains(t, sansCouleur(r.Ligne(1, plateau.Ligne{Code: c, Reponse: code.Reponse{Bien: 2, Mal: 1}})), "●●○·", "no short titles: the key pegs go")
}

// On a light background the key pegs are dark red, black and grey,
// and the colours drawn bright for a dark background take their darker
// shade; on a terminal of 16 colours, orange is the nearest basic one.
func TestThemes(t *testing.T) {
	p, err := plateau.Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 10)
	require.NoError(t, err)
	require.NoError(t, p.Ajoute(codetest.Code(t, "RONN"), code.Reponse{Bien: 1, Mal: 1}))
	ligne := func(x Peintre) string {
		var b strings.Builder
		require.NoError(t, p.Affiche(&b, Rendu{Palette: six, Peintre: x}, nil))
		return strings.Split(b.String(), "\n")[1]
	}
	sombre := ligne(Peintre{Couleur: true})
	assert.Contains(t, sombre, "\x1b[38;5;208m●\x1b[0mO")
	assert.Contains(t, sombre, "\x1b[90m●\x1b[0mN")
	assert.Contains(t, sombre, "\x1b[91m●\x1b[97m○\x1b[90m··\x1b[0m")

	clair := ligne(Peintre{Couleur: true, Clair: true})
	assert.Contains(t, clair, "\x1b[31m●\x1b[0mR")
	assert.Contains(t, clair, "\x1b[30m●\x1b[0mN", "black is black")
	assert.Contains(t, clair, "\x1b[31m●\x1b[30m○\x1b[90m··\x1b[0m")

	seize := ligne(Peintre{Couleur: true, Couleurs16: true})
	assert.Contains(t, seize, "\x1b[33m●\x1b[0mO")
	assert.NotContains(t, seize, "38;5;")
}

// The palettes' colours stay distinct on 16 colours and on a light
// background.
func TestThemesKeepColoursApart(t *testing.T) {
	pal := couleur.MustDefaut(8)
	for _, x := range []Peintre{{Couleur: true, Couleurs16: true}, {Couleur: true, Clair: true}, {Couleur: true, Clair: true, Couleurs16: true}} {
		r := Rendu{Palette: pal, Peintre: x}
		vus := map[string]string{}
		for i := range pal.Len() {
			k := pal.Couleur(i)
			s := x.sgr(k.Teinte, r.teintes())
			assert.NotContains(t, vus, s, "%+v: %s and %s", x, vus[s], k.Nom)
			vus[s] = k.Nom
		}
	}
}

// NO_COLOR takes the colours away, never the styles nor the glyphs: a
// peg is still its disc and its letter, the key pegs still their shapes.
func TestNoColourKeepsStylesAndGlyphs(t *testing.T) {
	sans := Rendu{Palette: six}
	assert.Equal(t, "●R", sans.Pion(0))
	assert.Equal(t, "\x1b[2m◌\x1b[0m ", sans.Pion(-1))
	assert.Equal(t, "●○··", sans.Fiches(1, 1, 2))
	assert.Equal(t, "\x1b[1mtitre\x1b[0m", sans.Gras("titre"))
	assert.Equal(t, "raison", sans.Erreur("raison"))
	assert.Equal(t, "barre", sans.Teinte(couleur.Teinte{V: 205}, "barre"))
	assert.Equal(t, "\x1b[32mbarre\x1b[0m", enCouleur.Teinte(couleur.Teinte{V: 205}, "barre"))
	assert.Equal(t, "barre", enCouleur.Teinte(couleur.Teinte{}, "barre"), "the zero Teinte is no colour")
}

// TestInverseSurvivesAnInnerReset: a coloured peg drawn in reverse video
// (the board's current peg) keeps the reverse video after the reset that
// ends its colour, over its letter too.
func TestInverseSurvivesAnInnerReset(t *testing.T) {
	r := Rendu{Palette: six, Peintre: Peintre{Couleur: true}}
	pion := r.Pion(1)
	require.Contains(t, pion, reset, "a coloured peg ends its colour")
	s := Peintre{}.Inverse(pion)
	assert.True(t, strings.HasPrefix(s, csi+"7m"))
	assert.Equal(t, strings.Count(s, reset), strings.Count(s, reset+csi+"7m")+1, "every inner reset puts the reverse video back")
	assert.True(t, strings.HasSuffix(s, "B"+reset), "the letter is in reverse video, then all is reset")
	assert.Equal(t, csi+"7m"+"x"+reset, Peintre{}.Inverse("x"), "a plain string as before")
}

// Issue 33: on a light background of 16 colours each peg of the
// palettes of 6 and 8 colours, French and English, takes a colour of its
// own that reads on white: Jaune the dark yellow, Orange the grey (the
// basic colours have no orange), never bright yellow (93) nor white.
func TestLightPaletteOf16ColoursReadsOnWhite(t *testing.T) {
	x := Peintre{Couleur: true, Clair: true, Couleurs16: true}
	codes := func(pal couleur.Palette) []string {
		r := Rendu{Palette: pal, Peintre: x}
		var s []string
		for i := range pal.Len() {
			s = append(s, x.sgr(pal.Couleur(i).Teinte, r.teintes()))
		}
		return s
	}
	// Rouge, Bleu, Jaune, Vert, Orange, Noir, Magenta, Cyan.
	assert.Equal(t, []string{"31", "34", "33", "32", "90", "30"}, codes(couleur.MustDefaut(6)))
	assert.Equal(t, []string{"31", "34", "33", "32", "90", "30", "35", "36"}, codes(couleur.MustDefaut(8)))
	en, err := couleur.Anglaise(6)
	require.NoError(t, err)
	assert.Equal(t, []string{"31", "34", "33", "32", "90", "30"}, codes(en))
	// A dark background keeps Orange the nearest free basic colour.
	sombre := Peintre{Couleur: true, Couleurs16: true}
	six := couleur.MustDefaut(6)
	assert.Equal(t, "33", sombre.sgr(six.Couleur(4).Teinte, Rendu{Palette: six, Peintre: sombre}.teintes()))
}
