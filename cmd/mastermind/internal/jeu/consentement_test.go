package jeu

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/scenario"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/manche/strategie/programme"
)

// The rule, over every case: what was typed now runs; an agreement or
// --allow-program runs; else a terminal asks and a pipe refuses.
func TestDecideEveryCase(t *testing.T) {
	for _, o := range []Origine{Tapee, DesReglages, DUneSauvegarde} {
		for _, accordee := range []bool{false, true} {
			for _, interactif := range []bool{false, true} {
				for _, autorise := range []bool{false, true} {
					want := Refuser
					switch {
					case o == Tapee || accordee || autorise:
						want = Permis
					case interactif:
						want = Demander
					}
					assert.Equal(t, want, decide(o, accordee, interactif, autorise), "%v %v %v %v", o, accordee, interactif, autorise)
				}
			}
		}
	}
}

// script writes an executable shell script in dir and returns its path.
func script(t *testing.T, dir, nom, corps string) string {
	t.Helper()
	chemin := filepath.Join(dir, nom)
	require.NoError(t, os.WriteFile(chemin, []byte("#!/bin/sh\n"+corps+"\n"), 0o755))
	return chemin
}

// Issue 25 (1): a program a save names is asked about on a terminal,
// showing its exact command; "no" runs nothing; "yes" is kept for that
// command and its program's content, asked again once the program
// changed; without a terminal it is refused with the way to allow it.
func TestConsentAsksKeepsAndRefuses(t *testing.T) {
	dir := t.TempDir()
	prog := script(t, dir, "strategie", "exit 0")
	nom := programme.Prefixe + prog + " --fast"
	chemin := filepath.Join(dir, "config", "programs.yaml")
	cat := texte.Nouveau(texte.Francais)
	nouveau := func(etapes ...string) (*Jeu, *scenario.Invite, *strings.Builder) {
		var out strings.Builder
		s := scenario.Nouveau(&out, cat, etapes...)
		return &Jeu{Invite: s, Cat: cat, Interactif: true, Accords: ChargeAccords(chemin)}, s, &out
	}
	ctx := context.Background()

	j, s, out := nouveau("Non, ne pas le lancer")
	err := j.Consent(ctx, nom, DUneSauvegarde)
	require.ErrorIs(t, err, ErrProgrammeRefuse)
	assert.Contains(t, out.String(), "Cette partie sauvegardée demande de lancer ce programme, qui pourra faire tout ce que vous pouvez faire : "+prog+" --fast Le lancer ?")
	assert.Empty(t, s.Restantes())
	assert.NoFileExists(t, chemin, "nothing kept on no")

	j, _, _ = nouveau("Oui, le lancer")
	require.NoError(t, j.Consent(ctx, nom, DUneSauvegarde))
	require.FileExists(t, chemin, "the agreement is kept")

	j, _, out = nouveau()
	j.Interactif = false
	require.NoError(t, j.Consent(ctx, nom, DesReglages), "kept for the next runs, whatever file names it")
	assert.Empty(t, out.String(), "not asked")
	assert.Error(t, j.Consent(ctx, nom+" --other", DesReglages), "for that exact command only")

	script(t, dir, "strategie", "exit 1")
	j, _, out = nouveau("Non, ne pas le lancer")
	require.ErrorIs(t, j.Consent(ctx, nom, DUneSauvegarde), ErrProgrammeRefuse, "asked again once the program changed")
	assert.Contains(t, out.String(), "Le programme a changé depuis que vous l'avez accepté.")

	j, _, _ = nouveau()
	j.Interactif = false
	err = j.Consent(ctx, nom, DUneSauvegarde)
	require.ErrorIs(t, err, ErrProgrammeRefuse)
	assert.Equal(t, "le programme "+nom+", nommé par cette partie sauvegardée, n'est pas lancé, faute de votre accord ; pour l'accepter, relancez depuis un terminal pour qu'il vous soit demandé, ou avec --allow-program, ou choisissez-le de nouveau dans Réglages", cat.Erreur(err))
	j.AutoriseProgrammes = true
	require.NoError(t, j.Consent(ctx, nom, DUneSauvegarde), "--allow-program")
	require.NoError(t, j.Consent(ctx, "lexico", DUneSauvegarde), "a built-in strategy is no program")
}

// Issue 25 (14): a program chosen by a relative path is kept with its
// absolute path; one found through PATH stays as typed.
func TestAbsolue(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "docs", "exemples"), 0o755))
	script(t, filepath.Join(dir, "docs", "exemples"), "lexico.py", "")
	script(t, dir, "prog", "")
	for _, tt := range []struct{ tape, want string }{
		{"cmd:python3 docs/exemples/lexico.py", "cmd:python3 " + filepath.Join(dir, "docs/exemples/lexico.py")},
		{"cmd:./prog --x", "cmd:" + filepath.Join(dir, "prog") + " --x"},
		{"cmd:python3 absent.py", "cmd:python3 absent.py"},
		{"cmd:/bin/prog lexico", "cmd:/bin/prog lexico"},
	} {
		assert.Equal(t, tt.want, Absolue(tt.tape, dir), tt.tape)
	}
}
