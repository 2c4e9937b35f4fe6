package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
)

// ecritAutos writes, as interrupted games leave them, two solo games
// started in the same minute (the second at the same second, hence its
// "-2") and a course game of another day, each with one row played.
func ecritAutos(t *testing.T, dir string) {
	t.Helper()
	secret := codetest.Code(t, "VJBR")
	rrrr := codetest.Code(t, "RRRR")
	ecrit := func(nom string, m saves.Mode, quand time.Time) {
		s := saves.Sauvegarde{Cree: quand, Jouee: quand, Mode: m, Parametres: partie.Classiques(),
			Manche: saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: 7, Secret: &secret,
				Lignes: []plateau.Ligne{{Code: rrrr, Reponse: code.Evalue(secret, rrrr)}}}}
		if m == saves.ModePartie {
			s.Partie.NumManche = 1
		}
		data, err := saves.Octets(s)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, nom+".yaml"), data, 0o600))
	}
	mardi := time.Date(2026, 11, 24, 22, 41, 56, 0, time.UTC)
	ecrit("autosave-20261124-224156", saves.ModeSolo, mardi)
	ecrit("autosave-20261124-224156-2", saves.ModeSolo, mardi)
	ecrit("autosave-20261123-080000", saves.ModePartie, time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC))
}

// Issue 27: at 40×20 the saved games are named by what they are and when
// they started, two of the same minute told apart, in French and English
// (« mastermind resume » lists the same names: TestResumeListsTheMenusNames).
func TestEcranLesSauvegardesOntDesNomsDistincts(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang, reprendre, liste string
		lignes                 []string
	}{
		{"fr", "1) Reprendre : solo 4×6, essai 2", "6) Parties sauvegardées (3)", []string{
			"  ▸ 1) Solo 4×6, mar. 24 nov. 22:41 —…",
			"    2) Solo 4×6, mar. 24 nov. 22:41 (2…",
			"    3) Partie 4×6, lun. 23 nov. 08:00…",
		}},
		{"en", "1) Resume: solo 4×6, try 2", "6) Saved games (3)", []string{
			"  ▸ 1) Solo 4×6, Tue 24 Nov 22:41 — tr…",
			"    2) Solo 4×6, Tue 24 Nov 22:41 (2)…",
			"    3) Game 4×6, Mon 23 Nov 08:00 — ro…",
		}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			dir := t.TempDir()
			ecritAutos(t, dir)
			env := []string{"MASTERMIND_SAVES=" + dir, "TZ=UTC"}
			e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--lang", c.lang}, Env: env})
			e.Attend(c.reprendre)
			e.Attend(c.liste)
			e.Choisit("6")
			e.Attend(c.lignes[2])
			assert.Subset(t, e.Lignes(), c.lignes)
			e.Tape(ecrantest.CtrlC)
			e.Statut()
		})
	}
}

// Issue 27: « mastermind resume » lists the saves by the menu's names,
// never two lines alike, and takes a name as listed or typed with 4x6,
// without capitals, accents or dots.
func TestResumeListsTheMenusNames(t *testing.T) {
	mardi := time.Date(2026, 11, 24, 22, 41, 56, 0, time.UTC)
	for _, c := range []struct {
		lang     texte.Langue
		ligne    string
		commande func(nom string) string
		reprise  string
	}{
		{texte.Francais, "Solo 4×6, %s (2) — essai 2", func(nom string) string { return nom }, "Reprise de « Solo 4×6, %s (2) » : essai 2."},
		{texte.Anglais, "Solo 4×6, %s (2) — try 2", func(nom string) string { return strings.ToLower(strings.ReplaceAll(nom, "×", "x")) }, `Resuming "Solo 4×6, %s (2)": try 2.`},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			dir := t.TempDir()
			ecritAutos(t, dir)
			quand := texte.Nouveau(c.lang).Date(mardi)
			out, errw, st := lance(t, "", "--lang", string(c.lang), "resume", "--saves", dir)
			require.Equal(t, 0, st, errw)
			l := lignesDe(out)
			require.Len(t, l, 5, out)
			assert.Equal(t, fmt.Sprintf(c.ligne, quand), l[1])
			assert.NotEqual(t, l[0], l[1], "never two lines alike")
			nom, _, _ := strings.Cut(l[1], " — ")
			out, errw, st = lance(t, "", "--lang", string(c.lang), "resume", "--saves", dir, c.commande(nom))
			require.Equal(t, 0, st, errw)
			assert.True(t, strings.HasPrefix(out, fmt.Sprintf(c.reprise, quand)), out)
		})
	}
}
