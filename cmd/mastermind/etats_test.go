package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdhistory"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// Issue 41: the game as states. What is recorded does not depend on the
// path a player took: these tests play the real program, through a pipe
// and on a terminal.

// dossiersDeTest are the folders of a user of the real program: saves,
// history, settings and cache, each of its own.
func dossiersDeTest(t *testing.T) []string {
	t.Helper()
	return []string{
		"XDG_DATA_HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir(),
		"XDG_CONFIG_HOME=" + t.TempDir(), "XDG_CACHE_HOME=" + t.TempDir(),
		"NO_COLOR=1", "MASTERMIND_BOARD=lines",
	}
}

// tube runs the real program through a pipe, French, with env added to a
// clean environment; stdin is what it reads.
func tube(t *testing.T, env []string, stdin string, args ...string) (out string, status int) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the real program")
	}
	cmd := exec.Command(ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), args...)
	cmd.Env = append([]string{"HOME=" + t.TempDir(), "LANG=fr_FR.UTF-8", "PATH=" + os.Getenv("PATH")}, env...)
	cmd.Stdin = strings.NewReader(stdin)
	var b bytes.Buffer
	cmd.Stdout, cmd.Stderr = &b, &b
	err := cmd.Run()
	var sortie *exec.ExitError
	if errors.As(err, &sortie) {
		return b.String(), sortie.ExitCode()
	}
	require.NoError(t, err)
	return b.String(), 0
}

// historiqueJSON is the history as mastermind history --json says it.
func historiqueJSON(t *testing.T, env []string) cmdhistory.JSON {
	t.Helper()
	out, st := tube(t, env, "", "history", "--json")
	require.Equal(t, 0, st, out)
	var h cmdhistory.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &h), out)
	return h
}

// dixFois is ten guesses of RRRR, a round lost in the course's 10 tries.
var dixFois = strings.Repeat("RRRR\n", 10)

// A course game set aside at « Entrée quand vous êtes prêt », between its
// two rounds, then resumed, records its first round once: the game is
// two rounds, lost 1 to 18 as the screen said, and the resume entry names
// the round and try that come next (issue 41).
func TestTubeUnePartieMiseDeCoteEntreDeuxManchesEstConsigneeUneFois(t *testing.T) {
	env := dossiersDeTest(t)
	out, st := tube(t, env, "1\n"+dixFois, "--seed", "7")
	require.Equal(t, 0, st, out)
	require.Contains(t, out, "Entrée quand vous êtes prêt : ", "the input ends between the two rounds")
	assert.Contains(t, out, "Partie mise de côté")

	out, st = tube(t, env, "", "--seed", "7")
	require.Equal(t, 0, st, out)
	assert.Contains(t, out, "(manche 2/2, essai 1)", "the round and try that come next")

	// Resumed twice: set aside at the first answer, then played to the end
	// (the secret is RRRR: the computer finds it at once).
	out, st = tube(t, env, "10\n\nquitter\n", "--seed", "7")
	require.Equal(t, 0, st, out)
	assert.Contains(t, out, "Essai 1 : l'ordinateur propose RRRR")
	out, st = tube(t, env, "10\n\n4 0\n", "--seed", "7")
	require.Equal(t, 0, st, out)
	assert.Contains(t, out, "Fin de la partie — vous : 1, ordinateur : 18.")

	h := historiqueJSON(t, env)
	require.Len(t, h.Rounds, 2, "each round once")
	require.Len(t, h.Games, 1)
	assert.Equal(t, []int{1, 2}, h.Games[0].Rounds)
	require.NotNil(t, h.Games[0].Scores)
	assert.Equal(t, cmdhistory.ScoresJSON{Player: 1, Computer: 18}, *h.Games[0].Scores)
	out, st = tube(t, env, "", "history")
	require.Equal(t, 0, st, out)
	assert.Contains(t, out, "partie perdue 1 à 18")
}

// A round stopped by a wrong answer is recorded as such: « erreur ou
// triche », and its analysis (the menu's and analyse --history N) shows
// the wrong answers instead of failing (issue 41).
func TestTubeUneMancheArreteeParUneReponseFausse(t *testing.T) {
	env := dossiersDeTest(t)
	mensonges := strings.Repeat("0 0\n", 6)
	out, st := tube(t, env, "1\n"+dixFois+"\n"+mensonges+"RBJV\n", "--seed", "7")
	require.Equal(t, 0, st, out)
	require.Contains(t, out, "Erreur ou triche : aucun point pour vous dans cette manche.")

	out, st = tube(t, env, "", "history")
	require.Equal(t, 0, st, out)
	assert.Contains(t, out, "partie (manche 2 sur 2), 4 pions, 6 couleurs, erreur ou triche")
	assert.NotContains(t, out, "l'ordinateur n'a pas trouvé votre code")

	out, st = tube(t, env, "", "analyse", "--history", "2")
	require.Equal(t, 0, st, out)
	assert.NotContains(t, out, "erreur inattendue")
	assert.Contains(t, out, "Manche arrêtée par une réponse fausse")
	assert.Contains(t, out, "Le code révélé était RBJV ; ces réponses étaient fausses :")
	assert.Contains(t, out, "essai 1, RRRR : vous avez répondu 0 bien placé et 0 mal placé, la bonne réponse était 1 bien placé et 0 mal placé")

	out, st = tube(t, env, "", "analyse", "--history", "2", "--json")
	require.Equal(t, 0, st, out)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &v), out)
	assert.Equal(t, "wrong_answer", v["end"])
	assert.Equal(t, "RBJV", v["revealed"])
	assert.Len(t, v["wrong"], 4)

	// history --json says why each round ended, and the secret revealed.
	out, st = tube(t, env, "", "history", "--json")
	require.Equal(t, 0, st, out)
	var h struct {
		Rounds []struct {
			Number   int    `json:"number"`
			End      string `json:"end"`
			Revealed string `json:"revealed"`
		} `json:"rounds"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &h), out)
	require.Len(t, h.Rounds, 2, out)
	fins := map[string]string{}
	for _, r := range h.Rounds {
		fins[r.End] = r.Revealed
	}
	assert.Contains(t, fins, "wrong_answer", out)
	assert.Equal(t, "RBJV", fins["wrong_answer"], out)

	// The menu's « Mes résultats » opens the same analysis.
	out, st = tube(t, env, "12\n1\n", "--seed", "7")
	require.Equal(t, 0, st, out)
	assert.Contains(t, out, "Le code révélé était RBJV ; ces réponses étaient fausses :")
}

// mastermind resume NAME ends as the menu's Reprendre: once the game is
// over, the menu comes back (issue 41).
func TestTubeResumeFinitCommeReprendre(t *testing.T) {
	env := dossiersDeTest(t)
	out, st := tube(t, env, "2\nRRRR\nquitter\n", "--seed", "4")
	require.Equal(t, 0, st, out)
	out, st = tube(t, env, "", "resume")
	require.Equal(t, 0, st, out)
	nom, _, ok := strings.Cut(strings.Split(out, "\n")[0], " — essai 2")
	require.True(t, ok, out)

	out, st = tube(t, env, secretDeGraine(4)+"\n\n9\n", "resume", nom)
	require.Equal(t, 0, st, out)
	avant, apres, ok := strings.Cut(out, "Bravo, trouvé en 2 essais !")
	require.True(t, ok, out)
	assert.NotContains(t, avant, "Menu principal")
	assert.Contains(t, apres, "Menu principal", "the menu comes back")
	assert.True(t, strings.HasSuffix(out, "Au revoir !\n"), out)
}

// On a terminal, after mastermind resume NAME, « Retour au menu » offered
// with the round's analysis goes back to the main menu, and « Voir
// l'analyse » does not end the program either (issue 41).
func TestEcranResumeRetourAuMenuRevientAuMenu(t *testing.T) {
	t.Parallel()
	for _, voir := range []bool{false, true} {
		t.Run(map[bool]string{false: "retour au menu", true: "voir l'analyse"}[voir], func(t *testing.T) { resumeRevientAuMenu(t, voir) })
	}
}

func resumeRevientAuMenu(t *testing.T, voir bool) {
	env := dossiersDeTest(t)
	{
		out, st := tube(t, env, "2\nRRRR\nquitter\n", "--seed", "4")
		require.Equal(t, 0, st, out)
		out, st = tube(t, env, "", "resume")
		require.Equal(t, 0, st, out)
		nom, _, ok := strings.Cut(strings.Split(out, "\n")[0], " — essai 2")
		require.True(t, ok, out)

		e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"resume", nom}, Env: env})
		e.AttendLigne("Essai 2 sur 10 : ")
		e.Saisit(secretDeGraine(4))
		e.Attend("Bravo, trouvé en 2 essais !")
		e.Attend(menuDe("fr"))
		if voir {
			e.Tape("1", ecrantest.Entree)
			e.Attend("Meilleur")
			e.Attend(pauseDe("fr"))
			e.Tape(ecrantest.Entree)
		} else {
			e.Tape("2", ecrantest.Entree)
		}
		e.Attend("Quitter")
		e.Attend("Menu principal")
		e.Tape(ecrantest.CtrlD)
		assert.Equal(t, 0, e.Statut())
	}
}

// The computer's round ends with the pause the player's rounds end with,
// « La manche est finie », before the game goes on (issue 41).
func TestEcranLaMancheDeLOrdinateurFinitSurLaMemePause(t *testing.T) {
	env := dossiersDeTest(t)
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}, Env: env})
	e.Attend("Quitter")
	e.Choisit("2")
	for i := 1; i <= 10; i++ {
		e.AttendInvite("sur 10 :")
		e.Saisit("RRRR")
	}
	passeAnalyse(t, e, "fr")
	e.AttendInvite("Entrée quand vous êtes prêt :")
	e.Saisit("")
	e.AttendInvite("Bien placés et mal placés :")
	e.Saisit("4 0")
	e.Attend("L'ordinateur a trouvé RRRR du premier coup")
	e.Attend("La manche est finie.")
	assert.NotContains(t, e.Texte(), "Fin de la partie", "the pause comes first")
	passeAnalyse(t, e, "fr")
	e.Attend("Fin de la partie — vous : 1, ordinateur : 18.")
	retourAuMenu(t, e, "fr")
	e.Attend("Quitter")
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}

// Escape at « Entrée quand vous êtes prêt », between two rounds, sets the
// game aside as quitter does there and as Escape does at the round's own
// prompts: the player is told where the game is. After mastermind resume
// NAME it ended the program on « erreur inattendue (round 2: back) »,
// status 2; from the menu it went back without a word.
func TestEcranEchapEntreDeuxManchesMetLaPartieDeCote(t *testing.T) {
	t.Parallel()
	for _, parNom := range []bool{false, true} {
		t.Run(map[bool]string{false: "depuis le menu", true: "resume NOM"}[parNom], func(t *testing.T) {
			env := dossiersDeTest(t)
			out, st := tube(t, env, "1\n"+dixFois, "--seed", "7")
			require.Equal(t, 0, st, out)
			out, st = tube(t, env, "", "resume")
			require.Equal(t, 0, st, out)
			nom, _, ok := strings.Cut(strings.Split(out, "\n")[0], " — manche 2/2, essai 1")
			require.True(t, ok, out)

			args := []string{"--seed", "7"}
			if parNom {
				args = append(args, "resume", nom)
			}
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: args, Env: env})
			if !parNom {
				e.Attend("Quitter")
				e.Choisit("1")
			}
			e.AttendInvite("Entrée quand vous êtes prêt :")
			e.Tape(ecrantest.Echap)
			e.Attend("Partie mise de côté")
			assert.NotContains(t, e.Texte(), "erreur inattendue")
			if parNom {
				assert.Equal(t, 0, e.Statut(), e.Texte())
				return
			}
			e.Tape(ecrantest.Entree)
			e.Attend("(manche 2/2, essai 1)")
			e.Tape(ecrantest.CtrlD)
			assert.Equal(t, 0, e.Statut())
		})
	}
}
