package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Issue 34 (8), on a real terminal: a program's error stream holding
// escapes (erase the line, OSC 52 to the clipboard, the title) reaches
// the terminal neither raw nor visible (issue 43: it is kept, never
// shown); one line, led by the program's [cmd:…] name, says how much it
// wrote (27 rounds, each a fresh process that writes its line) and how
// to keep it; the terminal gets none of the escapes.
func TestEcranLErreurDUnProgrammeNAtteintPasLeTerminal(t *testing.T) {
	script := `printf 'avant\r\033[2K\033]52;c;Y3VybA==\007\033]0;titre\007apres\n' >&2; exec "$0" "$@"`
	nom := programme.Prefixe + programme.Cite([]string{"sh", "-c", script, joueurTest, "lexico"})
	e := ouvreEcran(t, ecrantest.Options{Cols: 250, Rows: 30, Args: []string{"stats", "--pegs", "3", "--colors", "3", "--strategy", nom}})
	e.Attend("sur sa sortie d'erreur : --stderr DOSSIER les garde")
	assert.Equal(t, 0, e.Statut())
	ligne := ""
	for _, l := range e.Lignes() {
		if strings.Contains(l, "sur sa sortie d'erreur") {
			ligne = l
		}
	}
	assert.True(t, strings.HasPrefix(ligne, "["+nom+"] a écrit 27 lignes (1\u00a0134 octets)"), "led by the program's name: %q", ligne)
	assert.NotContains(t, e.Brut(), `\aapres`, "the program's line is kept, not shown")
	assert.NotContains(t, e.Brut(), "\x1b]52", "nothing reaches the clipboard")
	assert.NotContains(t, e.Brut(), "\x1b]0;titre", "nor the title")
}

// Issue 34 (8), on a real terminal: a save whose colour names hold
// escapes is refused with its reason, the names shown visibly; the
// window's title and the screen stay as they were.
func TestEcranDesNomsDeCouleurPiegesSeVoient(t *testing.T) {
	dir := t.TempDir()
	nom := sauvegardeForgee(t, dir, `\e]0;titre\a\e[2J\e[H`)

	e := ouvreEcran(t, ecrantest.Options{Cols: 120, Rows: 30, Args: []string{"resume", nom}, Env: []string{"MASTERMIND_SAVES=" + dir}})
	e.Attend(`Rouge\e]0;titre\a\e[2J\e[H`)
	assert.NotContains(t, e.Brut(), "\x1b]0;titre", "the title is not set")
	assert.NotContains(t, e.Brut(), "\x1b[2J\x1b[H", "the screen is not cleared by the save")
	assert.NotEqual(t, 0, e.Statut())
}
