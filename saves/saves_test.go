package saves

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

var quand = time.Date(2026, 11, 22, 14, 5, 0, 0, time.UTC)

func row(t testing.TB, s string, b, m int) plateau.Ligne {
	return plateau.Ligne{Code: codetest.Code(t, s), Reponse: code.Reponse{Bien: b, Mal: m}}
}

// partieEnCours is the course's game in round 2: the computer decodes the
// human's VJBR with lexico, three rows played, one undone.
func partieEnCours(t testing.TB) Sauvegarde {
	return Sauvegarde{
		Cree: quand, Jouee: quand.Add(3 * time.Minute), Mode: ModePartie,
		Parametres: partie.Classiques(),
		Partie:     partie.Etat{NumManche: 2, ScoreJoueur: 0, ScoreOrdi: 4, Annulations: 1},
		Manche: Manche{
			Codeur: Humain, Decodeur: Ordinateur, Strategie: "lexico", Graine: 42,
			Lignes:      []plateau.Ligne{row(t, "RRRR", 1, 0), row(t, "RBBB", 1, 1)},
			ARefaire:    []plateau.Ligne{row(t, "JRBJ", 1, 2)},
			Annulations: 1,
		},
	}
}

// soloEnCours is a solo round against the computer's secret VJBR.
func soloEnCours(t testing.TB) Sauvegarde {
	s := codetest.Code(t, "VJBR")
	return Sauvegarde{
		Cree: quand, Jouee: quand, Mode: ModeSolo, Parametres: partie.Classiques(),
		Manche: Manche{Codeur: Ordinateur, Decodeur: Humain, Graine: 7, Secret: &s,
			Lignes: []plateau.Ligne{row(t, "RRRR", 1, 0), row(t, "VJRB", 2, 2)}},
	}
}

func TestRoundTripGivesTheSameBytes(t *testing.T) {
	for _, s := range []Sauvegarde{partieEnCours(t), soloEnCours(t)} {
		t.Run(string(s.Mode), func(t *testing.T) {
			a, err := Octets(s)
			require.NoError(t, err)
			lu, err := Lire(a)
			require.NoError(t, err)
			b, err := Octets(lu)
			require.NoError(t, err)
			assert.Equal(t, string(a), string(b))
			assert.Equal(t, s.Manche.Lignes, lu.Manche.Lignes)
			assert.Equal(t, s.Manche.ARefaire, lu.Manche.ARefaire)
			assert.Equal(t, s.Partie, lu.Partie)
			assert.True(t, strings.HasPrefix(string(a), "version: 2\n"), "version comes first")
		})
	}
}

func TestTheFileIsReadable(t *testing.T) {
	a, err := Octets(partieEnCours(t))
	require.NoError(t, err)
	assert.Equal(t, `version: 2
created: 2026-11-22T14:05:00Z
played: 2026-11-22T14:08:00Z
mode: partie
parameters:
  pegs: 4
  colors: [Rouge, Bleu, Jaune, Vert, Orange, Noir]
  letters: RBJVON
  no_repeat: false
  rounds: 2
  max_tries: 10
game:
  round: 2
  score_human: 0
  score_computer: 4
  undos: 1
round:
  coder: humain
  decoder: ordinateur
  strategy: lexico
  seed: 42
  moves:
    - RRRR 1 0
    - RBBB 1 1
    - JRBJ 1 2
  position: 2
  undos: 1
`, string(a))
}

func TestTheSecretDoesNotShowAtAGlance(t *testing.T) {
	a, err := Octets(soloEnCours(t))
	require.NoError(t, err)
	assert.Contains(t, string(a), "secret: ")
	assert.NotContains(t, string(a), "VJBR")
	lu, err := Lire(a)
	require.NoError(t, err)
	require.NotNil(t, lu.Manche.Secret)
	assert.Equal(t, codetest.Code(t, "VJBR"), *lu.Manche.Secret)
}

func TestEnglishPaletteRoundTrips(t *testing.T) {
	s := soloEnCours(t)
	en, err := couleur.Anglaise(6)
	require.NoError(t, err)
	s.Parametres.Palette = en
	a, err := Octets(s)
	require.NoError(t, err)
	assert.Equal(t, `version: 2
created: 2026-11-22T14:05:00Z
played: 2026-11-22T14:05:00Z
mode: solo
parameters:
  pegs: 4
  colors: [Red, Blue, Yellow, Green, Orange, Black]
  letters: RBYGOK
  no_repeat: false
  rounds: 2
  max_tries: 10
round:
  coder: ordinateur
  decoder: humain
  seed: 7
  secret: R_MinA
  moves:
    - RRRR 1 0
    - GYRB 2 2
  position: 2
  undos: 0
`, string(a), "rows in the game's own letters")
	lu, err := Lire(a)
	require.NoError(t, err)
	assert.Equal(t, "RBYGOK", lu.Parametres.Palette.Lettres())
	assert.Equal(t, s.Manche.Lignes, lu.Manche.Lignes)
}

func TestChemin(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	tests := []struct {
		drapeau string
		env     map[string]string
		want    string
	}{
		{"/tmp/x", map[string]string{"MASTERMIND_SAVES": "/a", "XDG_DATA_HOME": "/b"}, "/tmp/x"},
		{"", map[string]string{"MASTERMIND_SAVES": "/a", "XDG_DATA_HOME": "/b"}, "/a"},
		{"", map[string]string{"XDG_DATA_HOME": "/b", "HOME": "/h"}, "/b/mastermind/saves"},
		{"", map[string]string{"HOME": "/h"}, "/h/.local/share/mastermind/saves"},
	}
	for _, tt := range tests {
		got, err := Chemin(tt.drapeau, env(tt.env))
		require.NoError(t, err)
		assert.Equal(t, tt.want, got)
	}
}

func TestVerifieNom(t *testing.T) {
	for _, ok := range []string{"ma partie", "Partie_été-2", "partie-2026-11-22-1405", "o'clock", "a.b"} {
		assert.NoError(t, VerifieNom(ok), ok)
	}
	for _, ko := range []string{"", "  ", "../x", "a/b", `a\b`, ".cache", "..", "x\x00y", "a:b", strings.Repeat("x", 65)} {
		err := VerifieNom(ko)
		assert.ErrorIs(t, err, ErrNom, "%q", ko)
		var e *ErreurNom
		if assert.ErrorAs(t, err, &e) {
			assert.Equal(t, ko, e.Nom, "the error carries the name")
		}
	}
}

func TestEcritLitSupprime(t *testing.T) {
	d := Dossier{Chemin: filepath.Join(t.TempDir(), "sous", "dossier")}
	require.NoError(t, d.ecrit("ma partie", partieEnCours(t)))
	s, err := d.Lit("ma partie")
	require.NoError(t, err)
	assert.Equal(t, ModePartie, s.Mode)
	require.NoError(t, d.Supprime("ma partie"))
	_, err = d.Lit("ma partie")
	assert.ErrorIs(t, err, ErrAbsente)
	assert.NoError(t, d.Supprime("ma partie"), "removing twice is fine")
	assert.ErrorIs(t, d.Supprime("../dehors"), ErrNom)
	_, _, err = d.Ouvre("../dehors")
	assert.ErrorIs(t, err, ErrNom)
	_, err = d.Lit("../dehors")
	assert.ErrorIs(t, err, ErrNom)
}

func TestAtomicWriteSurvivesACrashBeforeTheRename(t *testing.T) {
	dir := t.TempDir()
	d := Dossier{Chemin: dir}
	require.NoError(t, d.ecrit("slot", soloEnCours(t)))
	avant, err := os.ReadFile(filepath.Join(dir, "slot.yaml"))
	require.NoError(t, err)

	panne := errors.New("power cut")
	mort := Processus{Pid: 77, Debut: "1"}
	d.Moi = mort
	d.AvecPanne(disquetest.Panne(func(e disque.Etape) error {
		if e == disque.AvantRenommage {
			return panne
		}
		return nil
	}))
	err = d.ecrit("slot", partieEnCours(t))
	require.ErrorIs(t, err, panne)

	apres, err := os.ReadFile(filepath.Join(dir, "slot.yaml"))
	require.NoError(t, err)
	assert.Equal(t, avant, apres, "the old save is intact")
	assert.Len(t, disquetest.Fichiers(t, dir), 2, "the crash left its temporary file")

	autre := Dossier{Chemin: dir, Vivant: func(p Processus) bool { return p != mort }}
	entrees, err := autre.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1)
	assert.Equal(t, ModeSolo, entrees[0].Sauvegarde.Mode)
	assert.Equal(t, []string{"slot.yaml"}, disquetest.Fichiers(t, dir), "the next use of the folder removed the temporary file")
}

func TestListeNewestFirstAndDamagedLast(t *testing.T) {
	dir := t.TempDir()
	d := Dossier{Chemin: dir}
	vieux := soloEnCours(t)
	vieux.Jouee = quand.Add(-time.Hour)
	require.NoError(t, d.ecrit("vieux", vieux))
	require.NoError(t, d.ecrit("recent", partieEnCours(t)))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "casse.yaml"), []byte("version: 1\nmode: [\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hello"), 0o644))

	entrees, err := d.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 3)
	assert.Equal(t, []string{"recent", "vieux", "casse"}, []string{entrees[0].Nom, entrees[1].Nom, entrees[2].Nom})
	assert.NoError(t, entrees[0].Err)
	assert.ErrorIs(t, entrees[2].Err, ErrSyntaxe)

	vide, err := Dossier{Chemin: filepath.Join(dir, "absent")}.Liste()
	require.NoError(t, err)
	assert.Empty(t, vide)
}

// fichierAbime writes the good save with one change and reads it back.
func fichierAbime(t *testing.T, abime func(string) string) (chemin string, mauvais []byte, err error) {
	t.Helper()
	dir := t.TempDir()
	d := Dossier{Chemin: dir}
	require.NoError(t, d.ecrit("x", partieEnCours(t)))
	chemin = filepath.Join(dir, "x.yaml")
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	mauvais = []byte(abime(string(data)))
	require.NoError(t, os.WriteFile(chemin, mauvais, 0o644))
	_, err = d.Lit("x")
	apres, _ := os.ReadFile(chemin)
	assert.Equal(t, mauvais, apres, "a damaged file is left untouched")
	return chemin, mauvais, err
}

func TestDamagedFiles(t *testing.T) {
	tests := []struct {
		name  string
		abime func(string) string
		err   error
		ligne int
	}{
		{"truncated", func(s string) string { return s[:len(s)/2-3] }, nil, 0},
		{"empty", func(string) string { return "" }, ErrVide, 0},
		{"unknown field", func(s string) string { return strings.Replace(s, "  seed: 42\n", "  seed: 42\n  cheat: true\n", 1) }, ErrChampInconnu, 22},
		{"wrong type", func(s string) string { return strings.Replace(s, "pegs: 4", "pegs: quatre", 1) }, ErrType, 6},
		{"a mapping for a number", func(s string) string { return strings.Replace(s, "  seed: 42\n", "  seed:\n    a: 1\n", 1) }, ErrType, 22},
		{"a field twice", func(s string) string { return strings.Replace(s, "  seed: 42\n", "  seed: 42\n  seed: 43\n", 1) }, ErrSyntaxe, 22},
		{"newer version", func(s string) string { return strings.Replace(s, "version: 2", "version: 3", 1) }, ErrVersion, 0},
		{"no version", func(s string) string { return strings.Replace(s, "version: 2\n", "", 1) }, ErrManquant, 0},
		{"negative version", func(s string) string { return strings.Replace(s, "version: 2", "version: -1", 1) }, ErrVersion, 0},
		{"negative version, the rest missing", func(string) string { return "version: -1\n" }, ErrVersion, 0},
		{"version 0", func(string) string { return "version: 0\n" }, ErrVersion, 0},
		{"newer version with fields of its own", func(s string) string {
			return strings.Replace(s, "version: 2", "version: 3", 1) + "colour_blind: true\n"
		}, ErrVersion, 0},
		{"only ~", func(string) string { return "~\n" }, ErrManquant, 0},
		{"cut after the colours", func(s string) string { return s[:strings.Index(s, "  letters:")] }, ErrManquant, 0},
		{"a date that is not one", func(s string) string { return strings.Replace(s, "created: 2026", "created: yesterday #", 1) }, ErrType, 2},
		{"names and letters not as many", func(s string) string { return strings.Replace(s, "letters: RBJVON", "letters: RBJ", 1) }, nil, 0},
		{"row of another size", func(s string) string { return strings.Replace(s, "RBBB 1 1", "RBB 1 1", 1) }, code.ErrLongueur, 0},
		{"row with an unknown colour", func(s string) string { return strings.Replace(s, "RBBB 1 1", "RBBM 1 1", 1) }, code.ErrLettre, 0},
		{"impossible answer", func(s string) string { return strings.Replace(s, "RBBB 1 1", "RBBB 3 1", 1) }, code.ErrImpossible, 0},
		{"odd rounds", func(s string) string { return strings.Replace(s, "rounds: 2", "rounds: 3", 1) }, partie.ErrManches, 0},
		{"colour clash", func(s string) string { return strings.Replace(s, "letters: RBJVON", "letters: RRJVON", 1) }, couleur.ErrInitiales, 0},
		{"a letter not of its name", func(s string) string { return strings.Replace(s, "letters: RBJVON", "letters: RBJVOM", 1) }, nil, 0},
		{"wrong roles", func(s string) string { return strings.Replace(s, "coder: humain", "coder: ordinateur", 1) }, ErrRoles, 0},
		{"finished game", func(s string) string { return strings.Replace(s, "game:\n  round: 2", "game:\n  round: 3", 1) }, partie.ErrEtat, 0},
		{"unknown mode", func(s string) string { return strings.Replace(s, "mode: partie", "mode: blitz", 1) }, ErrMode, 0},
		{"too many rows", func(s string) string {
			return strings.Replace(s, "max_tries: 10", "max_tries: 1", 1)
		}, plateau.ErrPlein, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chemin, _, err := fichierAbime(t, tt.abime)
			require.Error(t, err)
			var f *ErreurFichier
			require.ErrorAs(t, err, &f)
			assert.Equal(t, chemin, f.Chemin, "the message names the file")
			assert.Equal(t, "x", f.Nom)
			if tt.err != nil {
				assert.ErrorIs(t, err, tt.err)
			}
			if tt.ligne > 0 {
				var fe *ErreurFormat
				require.ErrorAs(t, err, &fe)
				assert.Equal(t, tt.ligne, fe.Ligne, "the line YAML names")
			}
		})
	}
}

// TestALetterMustBeOneOfItsName: a colour's letter is a letter of its
// name (Black's K included), the file says which is not.
func TestALetterMustBeOneOfItsName(t *testing.T) {
	_, _, err := fichierAbime(t, func(s string) string { return strings.Replace(s, "letters: RBJVON", "letters: RBJVOM", 1) })
	var e *ErreurLettreNom
	require.ErrorAs(t, err, &e)
	assert.Equal(t, ErreurLettreNom{Nom: "Noir", Lettre: 'M'}, *e)
	var c *ErreurContenu
	require.ErrorAs(t, err, &c)
	assert.Equal(t, "parameters.letters", c.Champ)

	en, err := couleur.Anglaise(6)
	require.NoError(t, err)
	s := soloEnCours(t)
	s.Parametres.Palette = en
	a, err := Octets(s)
	require.NoError(t, err)
	_, err = Lire(a)
	assert.NoError(t, err, "the English palette, Black K, reads")
}

func TestSecretMustAgreeWithTheRows(t *testing.T) {
	s := soloEnCours(t)
	s.Manche.Lignes[1].Reponse = code.Reponse{Bien: 4}
	a, err := Octets(s)
	require.NoError(t, err)
	_, err = Lire(a)
	assert.ErrorIs(t, err, ErrReponseFausse)

	s = soloEnCours(t)
	a, err = Octets(s)
	require.NoError(t, err)
	_, err = Lire([]byte(strings.Replace(string(a), "seed: 7", "seed: 8", 1)))
	assert.ErrorIs(t, err, ErrContenu, "a secret read with the wrong seed is refused")
}

// A human coder who mis-scored a row is asked for the secret; a game left
// at that question is a game like another, not a damaged file: its rows,
// which no code agrees with, are read as they are.
func TestContradictoryAnswersOfAHumanCoderAreHistory(t *testing.T) {
	s := partieEnCours(t)
	s.Manche.Lignes[1].Reponse = code.Reponse{Mal: 4} // RRRR 1 0, then RBBB 0 4: no code agrees
	s.Manche.ARefaire = nil
	a, err := Octets(s)
	require.NoError(t, err)
	lu, err := Lire(a)
	require.NoError(t, err)
	assert.Equal(t, s.Manche.Lignes, lu.Manche.Lignes)
}
