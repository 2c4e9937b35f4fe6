package jeu

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ecritAuto writes a save of mode m in d under the automatic name of
// debut (its -k twin when k > 1), started and played at debut.
func ecritAuto(t *testing.T, j *Jeu, d *saves.Dossier, debut time.Time, k int, m saves.Mode) string {
	t.Helper()
	s := soloSauvegarde(t, j, "RRRR")
	s.Mode, s.Cree, s.Jouee = m, debut, debut
	switch m {
	case saves.ModeDuo:
		s.Manche.Codeur, s.Manche.Decodeur = saves.Joueur1, saves.Joueur2
	case saves.ModePartie:
		s.Partie.NumManche = 1
	}
	nom := "autosave-" + debut.UTC().Format("20060102-150405")
	if k > 1 {
		nom += "-" + string(rune('0'+k))
	}
	data, err := saves.Octets(s)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, nom+".yaml"), data, 0o600))
	return nom
}

// Every save has a name that says what the game is, and no two lines of
// the list are alike: two games of the same minute, even of the same
// second, are numbered in the order they started. `mastermind resume`
// takes these names as typed with 4x6, without accents or dots, in any
// case.
func TestNomsDesSauvegardes(t *testing.T) {
	for _, c := range []struct {
		lang  texte.Langue
		noms  []string
		tapes []string
	}{
		{texte.Francais, []string{
			"Solo 4×6, dim. 22 nov. 14:05 (3)",
			"Solo 4×6, dim. 22 nov. 14:05 (2)",
			"Solo 4×6, dim. 22 nov. 14:05",
			"Partie 4×6, dim. 22 nov. 14:05",
			"À deux 4×6, sam. 21 nov. 09:30",
			"perso",
			"Partie du lun. 23 nov. 08:00",
		}, []string{"solo 4x6 dim 22 nov 14:05 (3)", "SOLO 4×6, DIM. 22 NOV. 14:05 (2)", "« Solo 4×6, dim. 22 nov. 14:05 »",
			"partie 4x6, dim. 22 nov. 14:05", "a deux 4x6 sam 21 nov 09:30", "perso", "partie du lun 23 nov 08:00"}},
		{texte.Anglais, []string{
			"Solo 4×6, Sun 22 Nov 14:05 (3)",
			"Solo 4×6, Sun 22 Nov 14:05 (2)",
			"Solo 4×6, Sun 22 Nov 14:05",
			"Game 4×6, Sun 22 Nov 14:05",
			"Duo 4×6, Sat 21 Nov 09:30",
			"perso",
			"Game of Mon 23 Nov 08:00",
		}, []string{"solo 4x6 sun 22 nov 14:05 (3)", "Solo 4x6, Sun 22 Nov 14:05 (2)", "\"Solo 4×6, Sun 22 Nov 14:05\"",
			"game 4x6 sun 22 nov 14:05", "duo 4x6, sat 21 nov 09:30", "perso", "game of mon 23 nov 08:00"}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			j, _ := nouveauJeu()
			j.Cat = texte.Nouveau(c.lang)
			d := avecSauvegardes(t, j)
			m := midi()
			fichiers := []string{
				ecritAuto(t, j, d, m.Add(50*time.Second), 1, saves.ModeSolo), // the same minute, later
				ecritAuto(t, j, d, m, 2, saves.ModeSolo),                     // the same second, the second game
				ecritAuto(t, j, d, m, 1, saves.ModeSolo),
				"", "", "", "",
			}
			fichiers[3] = ecritAuto(t, j, d, m.Add(time.Second), 1, saves.ModePartie)
			fichiers[4] = ecritAuto(t, j, d, time.Date(2026, 11, 21, 9, 30, 0, 0, time.Local), 1, saves.ModeDuo)
			perso := soloSauvegarde(t, j, "RRRR")
			perso.Jouee = perso.Jouee.Add(-48 * time.Hour)
			data, err := saves.Octets(perso)
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, "perso.yaml"), data, 0o600))
			fichiers[5] = "perso"
			abime := "autosave-" + time.Date(2026, 11, 23, 8, 0, 0, 0, time.Local).UTC().Format("20060102-150405")
			require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, abime+".yaml"), []byte("version: 1\n"), 0o600))
			fichiers[6] = abime

			entrees := entrees(t, d)
			for _, e := range entrees {
				if e.Nom != abime {
					require.NoError(t, e.Err, e.Nom)
				}
			}
			var ordre []string
			for _, e := range entrees {
				ordre = append(ordre, e.Nom)
			}
			noms := sauvegardes.Noms(j.Cat, entrees)
			par := map[string]string{}
			for i, e := range entrees {
				par[e.Nom] = noms[i]
			}
			for i, f := range fichiers {
				assert.Equal(t, c.noms[i], par[f], f)
				assert.Equal(t, f, sauvegardes.Fichier(j.Cat, j.Sauvegardes, c.tapes[i]), "%q names %s", c.tapes[i], f)
				assert.Equal(t, f, sauvegardes.Fichier(j.Cat, j.Sauvegardes, f), "a file's own name still resumes it")
			}
			assert.Equal(t, "nope", sauvegardes.Fichier(j.Cat, j.Sauvegardes, "nope"))
			assert.Len(t, ordre, 7)
		})
	}
}
