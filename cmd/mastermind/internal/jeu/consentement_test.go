package jeu

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	// Outside the program's folder, which is agreed to with it.
	chemin := filepath.Join(t.TempDir(), "config", "programs.yaml")
	cat := texte.Nouveau(texte.Francais)
	nouveau := func(etapes ...string) (*Jeu, *scenario.Invite, *strings.Builder) {
		var out strings.Builder
		s := scenario.Nouveau(&out, cat, etapes...)
		return &Jeu{Invite: s, Cat: cat, Interactif: true, Accords: ChargeAccords(chemin)}, s, &out
	}
	ctx := context.Background()

	j, s, out := nouveau("Non, ne pas le lancer")
	err := j.Consent(ctx, nom, DUneSauvegarde)
	require.ErrorIs(t, err, strategies.ErrProgrammeRefuse)
	assert.Contains(t, out.String(), "Cette partie sauvegardée demande de lancer ce programme :\n\n    "+prog+" --fast\n\nIl tournera dans l'enclos du labo, mais pourra lire tout ce que vous pouvez lire.\nLe lancer ?")
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
	require.ErrorIs(t, j.Consent(ctx, nom, DUneSauvegarde), strategies.ErrProgrammeRefuse, "asked again once the program changed")
	assert.Contains(t, out.String(), "Le programme a changé depuis que vous l'avez accepté.")

	j, _, _ = nouveau()
	j.Interactif = false
	err = j.Consent(ctx, nom, DUneSauvegarde)
	require.ErrorIs(t, err, strategies.ErrProgrammeRefuse)
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
		// Issue 34 (4): a folder too (java -cp out Lexico).
		{"cmd:java -cp docs Lexico", "cmd:java -cp " + filepath.Join(dir, "docs") + " Lexico"},
	} {
		assert.Equal(t, tt.want, Absolue(tt.tape, dir), tt.tape)
	}
}

// Issue 34 (1): a save whose command holds escapes (erase the line, move
// up, carriage return) cannot draw another command over the real one:
// the question shows it on a line of its own, quoted as a shell reads
// it, each control character visible; nothing raw reaches the screen.
func TestConsentCannotBeForged(t *testing.T) {
	cat := texte.Nouveau(texte.Francais)
	var out strings.Builder
	s := scenario.Nouveau(&out, cat, "Non, ne pas le lancer")
	j := &Jeu{Invite: s, Cat: cat, Interactif: true}
	nom := programme.Prefixe + programme.Cite([]string{"sh", "-c", "python3 evil.py\r\x1b[2K\x1b[1Apython3 /home/ana/lexico.py\x1b]0;titre\a"})
	require.ErrorIs(t, j.Consent(context.Background(), nom, DUneSauvegarde), strategies.ErrProgrammeRefuse)
	assert.Contains(t, out.String(), "\n\n    sh -c $'python3 evil.py\\r\\e[2K\\e[1Apython3 /home/ana/lexico.py\\e]0;titre\\a'\n\n")
	assert.NotContains(t, out.String(), "\x1b")
	assert.NotContains(t, out.String(), "\r")
	assert.NotContains(t, out.String(), "\a")
}

// Issue 34 (4): a folder the command names is hashed whole: a file
// changed in it, or added, is a changed program, asked about again.
func TestConsentHashesAFolder(t *testing.T) {
	dir := t.TempDir()
	classes := filepath.Join(dir, "out")
	require.NoError(t, os.MkdirAll(filepath.Join(classes, "pkg"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(classes, "pkg", "Lexico.class"), []byte("v1"), 0o644))
	sh, err := exec.LookPath("sh")
	require.NoError(t, err)
	nom := Absolue(programme.Prefixe+"sh -c true "+"out", dir)
	require.Equal(t, programme.Prefixe+"sh -c true "+classes, nom)
	cat := texte.Nouveau(texte.Francais)
	accords := ChargeAccords(filepath.Join(t.TempDir(), "programs.yaml"))
	e1, err := Empreintes(nom, "")
	require.NoError(t, err)
	assert.Contains(t, e1, classes, "the folder's tree")
	assert.Len(t, e1, 2, "sh and the folder: %v, %s", e1, sh)
	require.NoError(t, accords.Ajoute(nom, e1))
	j := &Jeu{Cat: cat, Accords: accords}
	require.NoError(t, j.Consent(context.Background(), nom, DUneSauvegarde))

	for _, change := range []func(){
		func() {
			require.NoError(t, os.WriteFile(filepath.Join(classes, "pkg", "Lexico.class"), []byte("v2"), 0o644))
		},
		func() { require.NoError(t, os.WriteFile(filepath.Join(classes, "__main__.py"), nil, 0o644)) },
	} {
		change()
		j := &Jeu{Cat: cat, Accords: accords}
		require.ErrorIs(t, j.Consent(context.Background(), nom, DUneSauvegarde), strategies.ErrProgrammeRefuse, "changed: asked again")
	}
}

// Issue 34 (5): a file too large to be hashed is refused, never agreed
// to unchecked (a sparse file of more than 1 GiB takes no room).
func TestConsentRefusesWhatCannotBeHashed(t *testing.T) {
	dir := t.TempDir()
	gros := filepath.Join(dir, "gros.py")
	f, err := os.Create(gros)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(programme.MaxEmpreinte+1))
	require.NoError(t, f.Close())
	cat := texte.Nouveau(texte.Francais)
	nom := programme.Prefixe + "sh " + gros
	for _, o := range []Origine{DUneSauvegarde, Tapee} {
		j := &Jeu{Cat: cat, AutoriseProgrammes: true}
		err = j.Consent(context.Background(), nom, o)
		require.ErrorIs(t, err, strategies.ErrProgrammeRefuse, "refused, even typed or allowed")
		assert.Equal(t, "le programme "+nom+" n'est pas lancé : ce qu'il lance ne peut pas être vérifié ("+gros+" est trop gros pour être vérifié (plus de 1\u00a0073\u00a0741\u00a0824 octets en tout))", cat.Erreur(err))
	}
}
