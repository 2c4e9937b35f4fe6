package jeu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Deleting a saved game from the list asks first, naming the game; "no"
// comes first and keeps it, resumable; "yes" deletes it. Both languages,
// a named game, the interrupted one and a damaged file.
func TestDeletingASaveAsksFirst(t *testing.T) {
	s := secret(graineTest)
	en := strings.NewReplacer("J", "Y", "V", "G", "N", "K").Replace(s) // the same colours' English letters
	for _, c := range []struct {
		nom      string
		jeu      func(...string) (*Jeu, *strings.Builder)
		etapes   []string
		vus      []string
		restants []string
	}{
		{"fr non, puis reprise", nouveauJeu, []string{"Solo", "RRRR", "sauver perso", "quitter",
			"Parties sauvegardées > perso > Supprimer > Non", "perso > Reprendre", s, "Quitter"}, []string{
			"Supprimer « perso » (solo 4×6, essai 2, dim. 22 nov. 14:05) ? Elle ne pourra plus être reprise.",
			"  1) Non, la garder",
			"  2) Oui, la supprimer",
			"  1) perso — solo 4×6, essai 2, dim. 22 nov. 14:05",
			"Reprise de « perso » : solo 4×6, essai 2, dim. 22 nov. 14:05.",
			"Bravo, trouvé en 2 essais !",
		}, nil},
		{"fr oui", nouveauJeu, []string{"Solo", "RRRR", "sauver perso", "quitter",
			"Parties sauvegardées > perso > Supprimer > Oui", "Quitter"}, []string{
			"Supprimer « perso » (solo 4×6, essai 2, dim. 22 nov. 14:05) ? Elle ne pourra plus être reprise.",
			"Sauvegarde « perso » supprimée.",
		}, nil},
		{"fr partie interrompue", nouveauJeu, []string{"Solo", "RRRR", "quitter",
			"Parties sauvegardées > Solo 4×6 > Supprimer > Non", "Retour au menu", "Quitter"}, []string{
			"Supprimer « Solo 4×6, dim. 22 nov. 14:05 » (essai 2) ? Elle ne pourra plus être reprise.",
		}, []string{"autosave-20261122-140500"}},
		{"fr illisible", nouveauJeu, []string{"Parties sauvegardées > abimee > Supprimer > Oui", "Quitter"}, []string{
			"Supprimer la sauvegarde illisible « abimee » ? Son fichier sera effacé.",
			"Sauvegarde « abimee » supprimée.",
		}, nil},
		{"en no, then resume", nouveauJeuAnglais, []string{"Solo", "RRRR", "save perso", "quit",
			"Saved games > perso > Delete > No", "perso > Resume", en, "Quit"}, []string{
			"Delete \"perso\" (solo 4×6, try 2, Sun 22 Nov 14:05)? It can no longer be resumed.",
			"  1) No, keep it",
			"  2) Yes, delete it",
			"Resuming \"perso\": solo 4×6, try 2, Sun 22 Nov 14:05.",
			"Well done, found in 2 tries!",
		}, nil},
		{"en interrupted game", nouveauJeuAnglais, []string{"Solo", "RRRR", "quit",
			"Saved games > Solo 4×6 > Delete > Yes", "Quit"}, []string{
			"Delete \"Solo 4×6, Sun 22 Nov 14:05\" (try 2)? It can no longer be resumed.",
			"Save \"Solo 4×6, Sun 22 Nov 14:05\" deleted.",
		}, nil},
		{"en unreadable", nouveauJeuAnglais, []string{"Saved games > abimee > Delete > No", "Back to the menu", "Quit"}, []string{
			"Delete the unreadable save \"abimee\"? Its file will be erased.",
		}, []string{"abimee"}},
	} {
		t.Run(c.nom, func(t *testing.T) {
			j, out := c.jeu(c.etapes...)
			d := avecSauvegardes(t, j)
			if strings.Contains(c.etapes[0], "abimee") {
				require.NoError(t, os.WriteFile(filepath.Join(d.Chemin, "abimee.yaml"), []byte("version: 1\nmode: solo\nbogus: 3\n"), 0o644))
			}
			menu(t, j)
			assert.Subset(t, lignes(out.String()), c.vus)
			var noms []string
			for _, e := range entrees(t, d) {
				noms = append(noms, e.Nom)
			}
			assert.Equal(t, c.restants, noms)
		})
	}
}
