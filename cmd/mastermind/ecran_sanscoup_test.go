package main

import (
	"slices"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/saves"
)

// Issue 27: a game left before its first proposal leaves no save, on the
// game screen (Ctrl-Q, Escape then « set aside », SIGHUP) and at the line
// prompt (quitter), in French and English; the menu then has nothing to
// resume.
func TestEcranUnePartieSansCoupNeLaissePasDeSauvegarde(t *testing.T) {
	// Each way out once, the languages in turn; the four others in make
	// check (TestEcranUnePartieSansCoupNeLaissePasDeSauvegardeAutreLangue).
	ecranUnePartieSansCoupNeLaissePasDeSauvegarde(t, "ctrl-q-fr", "echap-en", "sighup-fr", "ligne-en")
}

// ecranUnePartieSansCoupNeLaissePasDeSauvegarde is
// TestEcranUnePartieSansCoupNeLaissePasDeSauvegarde's subtests named in
// noms.
func ecranUnePartieSansCoupNeLaissePasDeSauvegarde(t *testing.T, noms ...string) {
	t.Parallel()
	const ctrlQ = "\x11"
	type cas struct {
		nom, lang string
		env       []string
		quitte    func(e *ecrantest.Ecran)
		dit       string
		statut    int
	}
	dit := map[string]string{
		"fr": "Partie abandonnée avant son premier coup : rien à reprendre.",
		"en": "Game abandoned before its first move: nothing to resume.",
	}
	var tous []cas
	for _, lang := range []string{"fr", "en"} {
		essai, quitter, cote := "Essai 1 sur 10 :", "quitter", "Mettre la partie de côté"
		if lang == "en" {
			essai, quitter, cote = "Try 1 of 10:", "quit", "Set the game aside"
		}
		tous = append(tous,
			cas{"ctrl-q-" + lang, lang, nil, func(e *ecrantest.Ecran) { e.Tape(ctrlQ) }, dit[lang], 0},
			cas{"echap-" + lang, lang, nil, func(e *ecrantest.Ecran) {
				e.Tape(ecrantest.Echap)
				e.Attend(cote)
				e.Tape("3", ecrantest.Entree)
			}, dit[lang], 0},
			cas{"sighup-" + lang, lang, nil, func(e *ecrantest.Ecran) { e.Signale(syscall.SIGHUP) }, "", 129},
			cas{"ligne-" + lang, lang, []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}, func(e *ecrantest.Ecran) {
				e.AttendInvite(essai)
				e.Saisit(quitter)
			}, dit[lang], 0},
		)
	}
	for _, c := range tous {
		if !slices.Contains(noms, c.nom) {
			continue
		}
		t.Run(c.nom, func(t *testing.T) {
			dir := t.TempDir()
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"--lang", c.lang, "--seed", "3"}, Env: append([]string{"MASTERMIND_SAVES=" + dir}, c.env...)})
			e.Attend("1) ")
			e.Choisit("3") // Solo
			if c.env == nil {
				e.Attend(statutPlateau(c.lang, "solo"))
			}
			c.quitte(e)
			if c.statut == 0 {
				attendPhrase(e, c.dit)
				retourAuMenu(t, e, c.lang)
				if c.lang == "fr" {
					e.Attend("1) Reprendre : aucune partie interrompue")
				} else {
					e.Attend("1) Resume: no interrupted game")
				}
				e.Tape(ecrantest.CtrlD)
			}
			assert.Equal(t, c.statut, e.Statut())
			entrees, err := saves.Dossier{Chemin: dir}.Liste()
			require.NoError(t, err)
			assert.Empty(t, entrees, "no save for a game with no move")
		})
	}
}
