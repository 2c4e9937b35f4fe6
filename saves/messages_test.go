package saves

import (
	"fmt"
	"io/fs"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// nomme is what the catalogue finds in an error: the sentence it names.
type nomme interface{ Message() (string, []any) }

// TestASavesErrorNamesItsSentence: an error of a save names the
// catalogue's sentence for what went wrong, found with one errors.As
// however it is wrapped; the inner error decides (a lock, a write, a
// name), and errors.Is still sees it.
func TestASavesErrorNamesItsSentence(t *testing.T) {
	fichier := func(err error) error {
		return fmt.Errorf("saving: %w", &ErreurFichier{Nom: "partie", Chemin: "/s/partie.yaml", Err: err})
	}
	ecriture := &disque.ErreurEcriture{Dossier: "/s", Cause: disque.ErrInterdit, Err: fs.ErrPermission}
	format := &ErreurFormat{Err: ErrSyntaxe, Ligne: 3}
	for _, tc := range []struct {
		nom   string
		err   error
		cible error
		cle   string
		args  []any
	}{
		{"locked", fichier(&disque.ErreurVerrou{Par: disque.Processus{Pid: 42}}), disque.ErrVerrouille, "err.verrou", []any{"partie", 42}},
		{"write refused", fichier(ecriture), disque.ErrInterdit, "err.ecriture.interdit", []any{"/s", conseilSaves}},
		{"absent", fichier(ErrAbsente), ErrAbsente, "err.absente", []any{"partie", "/s"}},
		{"damaged", fichier(format), ErrSyntaxe, "err.sauvegarde", []any{"partie", "/s/partie.yaml", raison{format}}},
		{"a name refused", fichier(&ErreurNom{Nom: ".x", Err: ErrNomPoint}), ErrNomPoint, "err.nom.point", []any{".x"}},
		{"a write alone", fmt.Errorf("w: %w", ecriture), disque.ErrInterdit, "err.ecriture.interdit", []any{"/s", disque.Conseil("")}},
		{"a folder in the way", &ErreurDossier{Chemin: "/s", Err: &fs.PathError{Op: "mkdir", Path: "/s", Err: syscall.ENOTDIR}, Fichier: "/s", Regulier: true}, syscall.ENOTDIR, "err.ecriture.pasdossier", []any{"/s", conseilSaves}},
	} {
		t.Run(tc.nom, func(t *testing.T) {
			var m nomme
			require.ErrorAs(t, tc.err, &m)
			cle, args := m.Message()
			assert.Equal(t, tc.cle, cle)
			assert.Equal(t, tc.args, args)
			assert.ErrorIs(t, tc.err, tc.cible)
		})
	}
}

// TestASavesReasonNamesItsSentence: why a save file does not read, as a
// part of the sentence of the save: what is damaged, the rule it breaks.
func TestASavesReasonNamesItsSentence(t *testing.T) {
	lettres := &ErreurLettres{Noms: 3, Lettres: 4}
	for _, tc := range []struct {
		nom  string
		err  error
		cle  string
		args []any
	}{
		{"cut", &ErreurCoupe{Ligne: 7, Err: &ErreurFormat{Err: ErrSyntaxe}}, "err.coupe", []any{7}},
		{"empty", &ErreurFormat{Err: ErrVide}, "err.vide", nil},
		{"a date", &ErreurFormat{Err: ErrType, Ligne: 2, Champ: "created", Detail: "x"}, "err.typedate", []any{2, "x", "created"}},
		{"newer", &ErreurVersion{Version: 9, Lue: 2}, "err.version", []any{9, 2}},
		{"missing", &ErreurContenu{Champ: "secret", Err: ErrManquant}, "err.manquant", []any{"secret"}},
		{"a rule", &ErreurContenu{Champ: "rows", Rang: 2, Err: ErrReponseFausse}, "err.contenurang", []any{"rows", 2, regle{ErrReponseFausse}}},
		{"letters", &ErreurContenu{Champ: "colours", Err: lettres}, "err.contenu", []any{"colours", lettres}},
		{"pegs", &ErreurContenu{Champ: "pegs", Err: &code.ErreurTaille{Taille: code.Taille{Pions: 99}, Err: code.ErrPions}}, "err.contenu", []any{"pegs", reglePions(99)}},
		{"denied", fs.ErrPermission, "err.lecture.interdite", nil},
		{"other", fmt.Errorf("odd"), "err.lecture", nil},
	} {
		t.Run(tc.nom, func(t *testing.T) {
			cle, args := raison{fmt.Errorf("reading: %w", tc.err)}.Message()
			assert.Equal(t, tc.cle, cle)
			assert.Equal(t, tc.args, args)
		})
	}
	cle, args := reglePions(99).Message()
	assert.Equal(t, "err.regle.pions", cle)
	assert.Equal(t, []any{nbPions(99), code.MaxPions}, args)
	n, nom := nbPions(99).Compte()
	assert.Equal(t, 99, n)
	assert.Equal(t, "pion", nom)
}
