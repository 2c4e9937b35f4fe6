package texte

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// The sentences of files that do not read, writes that fail, locks and
// names, whole, in both languages.
func TestSentencesOfSavesThatAreNeverLost(t *testing.T) {
	fichier := func(err error) error {
		return &saves.ErreurFichier{Nom: "perso", Chemin: "/s/perso.yaml", Err: err}
	}
	ecriture := func(errno error) error {
		return fichier(&disque.ErreurEcriture{Dossier: "/s", Cause: disque.Cause(errno), Err: &fs.PathError{Op: "open", Path: "/s/x", Err: errno}})
	}
	pasDossier := func(dossier, obstacle string, regulier bool) error {
		return fichier(&disque.ErreurEcriture{Dossier: dossier, Cause: disque.ErrPasDossier, Fichier: obstacle, Regulier: regulier,
			Err: &fs.PathError{Op: "mkdir", Path: dossier, Err: syscall.ENOTDIR}})
	}
	nom := func(s string) error { return saves.VerifieNouveauNom(s) }
	tests := []struct {
		err    error
		fr, en string
	}{
		{ecriture(syscall.EACCES),
			"vous n'avez pas le droit d'écrire dans le dossier /s ; donnez-vous ce droit, ou choisissez un autre dossier avec --saves",
			"you may not write in the folder /s; give yourself that right, or choose another folder with --saves"},
		{ecriture(syscall.ENOSPC),
			"le disque du dossier /s est plein ; faites de la place",
			"the disk of the folder /s is full; make room"},
		{ecriture(syscall.EROFS),
			"le dossier /s est sur un disque en lecture seule ; choisissez un autre dossier avec --saves",
			"the folder /s is on a read-only disk; choose another folder with --saves"},
		{pasDossier("/s", "/s", true),
			"/s devrait être un dossier, or un fichier porte ce nom ; déplacez ce fichier, ou choisissez un autre dossier avec --saves",
			"/s should be a folder, and a file has that name; move that file, or choose another folder with --saves"},
		{pasDossier("/dev/null", "/dev/null", false),
			"/dev/null n'est pas un dossier ; choisissez un autre dossier avec --saves",
			"/dev/null is not a folder; choose another folder with --saves"},
		{pasDossier("/f/s", "/f", true),
			"/f/s ne peut pas être un dossier, car /f est un fichier ; déplacez ce fichier, ou choisissez un autre dossier avec --saves",
			"/f/s cannot be a folder, as /f is a file; move that file, or choose another folder with --saves"},
		{pasDossier("/dev/null/s", "/dev/null", false),
			"/dev/null/s ne peut pas être un dossier, car /dev/null n'en est pas un ; choisissez un autre dossier avec --saves",
			"/dev/null/s cannot be a folder, as /dev/null is not one; choose another folder with --saves"},
		{ecriture(syscall.ENOTDIR),
			"/s ne peut pas être un dossier, car une partie de son chemin n'en est pas un ; choisissez un autre dossier avec --saves",
			"/s cannot be a folder, as part of its path is not one; choose another folder with --saves"},
		{&saves.ErreurDossier{Chemin: "/dev/null/s", Err: syscall.ENOTDIR, Fichier: "/dev/null"},
			"/dev/null/s ne peut pas être un dossier, car /dev/null n'en est pas un ; choisissez un autre dossier avec --saves",
			"/dev/null/s cannot be a folder, as /dev/null is not one; choose another folder with --saves"},
		{ecriture(syscall.EIO),
			"impossible d'écrire dans le dossier /s ; vérifiez qu'il existe et que vous pouvez y écrire, ou choisissez un autre dossier avec --saves",
			"cannot write in the folder /s; check that it exists and that you may write there, or choose another folder with --saves"},
		{fichier(&disque.ErreurVerrou{Chemin: "/s/.perso.lock", Par: disque.Processus{Pid: 4242}}),
			"la partie « perso » est ouverte dans une autre fenêtre (processus 4242) ; continuez-la là-bas, ou quittez-la là-bas pour la reprendre ici",
			`the game "perso" is open in another window (process 4242); go on with it there, or quit it there to resume it here`},
		{fichier(&disque.ErreurGenre{Chemin: "/s/perso.yaml", Genre: disque.Lien}),
			"la sauvegarde « perso » (/s/perso.yaml) est illisible : c'est un lien symbolique, or seul un fichier ordinaire est lu. Le fichier est laissé tel quel",
			`the save "perso" (/s/perso.yaml) cannot be read: it is a symbolic link, and only a plain file is read. The file is left as it is`},
		{fichier(&disque.ErreurGenre{Genre: disque.Tube}),
			"la sauvegarde « perso » (/s/perso.yaml) est illisible : c'est un tube nommé (FIFO), pas un fichier. Le fichier est laissé tel quel",
			`the save "perso" (/s/perso.yaml) cannot be read: it is a named pipe (FIFO), not a file. The file is left as it is`},
		{fichier(&disque.ErreurTaille{Taille: 100 << 20, Max: saves.MaxTaille}),
			"la sauvegarde « perso » (/s/perso.yaml) est illisible : le fichier est trop gros pour une sauvegarde (plus de 1 Mo). Le fichier est laissé tel quel",
			`the save "perso" (/s/perso.yaml) cannot be read: the file is too large for a save (over 1 MB). The file is left as it is`},
		{fichier(&fs.PathError{Op: "open", Err: syscall.EACCES}),
			"la sauvegarde « perso » (/s/perso.yaml) est illisible : vous n'avez pas le droit de lire ce fichier. Le fichier est laissé tel quel",
			`the save "perso" (/s/perso.yaml) cannot be read: you may not read this file. The file is left as it is`},
		{&saves.ErreurDossier{Chemin: "/s", Err: syscall.EACCES},
			"le dossier /s ne peut pas être lu ; vérifiez que c'est un dossier et que vous pouvez le lire, ou choisissez-en un autre avec --saves",
			"the folder /s cannot be read; check that it is a folder and that you may read it, or choose another one with --saves"},
		{nom("-rf"),
			"« -rf » commence par un tiret, que le terminal prendrait pour une option ; un nom commence par une lettre ou un chiffre",
			`"-rf" starts with a dash, which the shell would take for an option; a name starts with a letter or a digit`},
		{nom("autosave"),
			"« autosave » est réservé aux sauvegardes automatiques ; choisissez un autre nom",
			`"autosave" is reserved for the automatic saves; choose another name`},
		{nom(strings.Repeat("é", 65)),
			"« " + strings.Repeat("é", 65) + " » est trop long : un nom a au plus 64 caractères et 249 octets",
			`"` + strings.Repeat("é", 65) + `" is too long: a name has at most 64 characters and 249 bytes`},
		{nom("a:b"),
			"« a:b » contient « : », or un nom n'a que des lettres, des chiffres, des espaces et - _ . '",
			`"a:b" holds ':', and a name has only letters, digits, spaces and - _ . '`},
		{nom(" "),
			"un nom ne peut pas être vide",
			"a name cannot be empty"},
	}
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	for _, tt := range tests {
		t.Run(tt.fr, func(t *testing.T) {
			require.Error(t, tt.err)
			assert.Equal(t, tt.fr, fr.Erreur(fmt.Errorf("wrapped: %w", tt.err)))
			assert.Equal(t, tt.en, en.Erreur(tt.err))
			for _, s := range []string{fr.Erreur(tt.err), en.Erreur(tt.err)} {
				assert.NotContains(t, s, "votre fait")
				assert.NotContains(t, s, "your doing")
				assert.False(t, strings.HasSuffix(s, "."), "a clause, its sentence ends it: %q", s)
			}
		})
	}
	assert.Equal(t, "you may not write in the folder /c; give yourself that right, or choose another folder with XDG_CONFIG_HOME",
		en.Ecriture(&disque.ErreurEcriture{Dossier: "/c", Cause: disque.ErrInterdit, Err: errors.New("x")}, "err.conseil.config"))
}

// Every sentence of the catalogue ends with one full stop at most, never
// two, in both languages.
func TestSentencesEndOnce(t *testing.T) {
	for k, m := range Nouveau(Francais).messages {
		for _, s := range []string{m.fr, m.en} {
			assert.NotContains(t, s, "..", k)
		}
	}
}
