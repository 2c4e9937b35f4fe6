package saves

import (
	"errors"
	"io/fs"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// The errors of this package name their own sentence: a key of the
// program's catalogue and its arguments (Message, and Lecture for the
// reason a save file does not read), so that the catalogue words them
// knowing nothing of their types. An argument that is an error is worded
// in turn; a count names the noun it agrees with (Compte).

// conseilSaves is the advice on choosing another saves folder.
const conseilSaves disque.Conseil = "err.conseil.saves"

// lecture is an error that names why a file does not read.
type lecture interface {
	Lecture() (string, []any)
}

// Message names the sentence of a save that cannot be used: its name
// refused, its lock, its folder, the write that failed, a save that does
// not exist, or why its file does not read.
func (e *ErreurFichier) Message() (string, []any) {
	var nom *ErreurNom
	var vi *disque.ErreurVerrouInutilisable
	var v *disque.ErreurVerrou
	var ec *disque.ErreurEcriture
	var d *ErreurDossier
	switch {
	case errors.As(e.Err, &nom):
		return nom.Message()
	case errors.As(e.Err, &vi):
		return vi.Message()
	case errors.As(e.Err, &v):
		return "err.verrou", []any{e.Nom, v.Par.Pid}
	case errors.As(e.Err, &ec):
		return ec.Conseille(conseilSaves)
	case errors.As(e.Err, &d):
		return d.Message()
	case errors.Is(e.Err, ErrAbsente):
		return "err.absente", []any{e.Nom, filepath.Dir(e.Chemin)}
	}
	return "err.sauvegarde", []any{e.Nom, e.Chemin, raison{e.Err}}
}

// Message names the sentence of a saves folder that cannot be read or
// made.
func (e *ErreurDossier) Message() (string, []any) {
	var vi *disque.ErreurVerrouInutilisable
	var ec *disque.ErreurEcriture
	switch {
	case errors.As(e.Err, &vi):
		return vi.Message()
	case errors.As(e.Err, &ec):
		return ec.Message()
	case errors.Is(disque.Cause(e.Err), disque.ErrPasDossier):
		return disque.PasDossier(e.Chemin, e.Fichier, e.Regulier, conseilSaves)
	}
	return "err.dossierlecture", []any{e.Chemin}
}

// Message names the sentence of a save's name refused.
func (e *ErreurNom) Message() (string, []any) {
	switch {
	case errors.Is(e.Err, ErrNomVide):
		return "err.nom.vide", nil
	case errors.Is(e.Err, ErrNomLong):
		return "err.nom.long", []any{e.Nom, MaxCaracteres, MaxOctets}
	case errors.Is(e.Err, ErrNomPoint):
		return "err.nom.point", []any{e.Nom}
	case errors.Is(e.Err, ErrNomTiret):
		return "err.nom.tiret", []any{e.Nom}
	case errors.Is(e.Err, ErrNomReserve):
		return "err.nom.reserve", []any{e.Nom}
	}
	return "err.nom.caractere", []any{e.Nom, e.Caractere}
}

// raison is why a save file does not read, as a part of a sentence.
type raison struct{ err error }

// Message names why the file does not read: what is damaged in it, or
// why it is not a save at all.
func (r raison) Message() (string, []any) {
	var l lecture
	switch {
	case errors.As(r.err, &l):
		return l.Lecture()
	case errors.Is(r.err, fs.ErrPermission):
		return "err.lecture.interdite", nil
	}
	return "err.lecture", nil
}

// Lecture names why a file cut short does not read.
func (e *ErreurCoupe) Lecture() (string, []any) { return "err.coupe", []any{e.Ligne} }

// Lecture names why a file that is no YAML save does not read.
func (e *ErreurFormat) Lecture() (string, []any) {
	switch {
	case errors.Is(e.Err, ErrVide):
		return "err.vide", nil
	case errors.Is(e.Err, ErrChampInconnu):
		return "err.champ", []any{e.Ligne, e.Detail}
	case errors.Is(e.Err, ErrType) && (e.Champ == "created" || e.Champ == "played"):
		return "err.typedate", []any{e.Ligne, e.Detail, e.Champ}
	case errors.Is(e.Err, ErrType) && e.Champ != "":
		return "err.typechamp", []any{e.Ligne, e.Champ, e.Detail}
	case errors.Is(e.Err, ErrType):
		return "err.type", []any{e.Ligne}
	case e.Ligne > 0:
		return "err.syntaxe", []any{e.Ligne}
	}
	return "err.syntaxe0", nil
}

// Lecture names why a file of another format version does not read.
func (e *ErreurVersion) Lecture() (string, []any) {
	if e.Version > e.Lue {
		return "err.version", []any{e.Version, e.Lue}
	}
	return "err.versioninconnue", []any{e.Version, e.Lue}
}

// Lecture names why a file whose content breaks the game's rules does
// not read: the field missing, or the field and the rule it breaks.
func (e *ErreurContenu) Lecture() (string, []any) {
	if errors.Is(e.Err, ErrManquant) {
		return "err.manquant", []any{e.Champ}
	}
	regle := regleDe(e.Err)
	if e.Rang > 0 {
		return "err.contenurang", []any{e.Champ, e.Rang, regle}
	}
	return "err.contenu", []any{e.Champ, regle}
}

// regleDe is the rule a saved file breaks, as a part of a sentence: a
// rule of a save, or the domain's error as the catalogue words it.
func regleDe(err error) any {
	var lettres *ErreurLettres
	var lettre *ErreurLettreNom
	var taille *code.ErreurTaille
	switch {
	case errors.As(err, &lettres):
		return lettres
	case errors.As(err, &lettre):
		return lettre
	case errors.As(err, &taille) && errors.Is(err, code.ErrPions):
		// A number read in the file, not one the player asked for.
		return reglePions(taille.Taille.Pions)
	}
	if cle, _ := (regle{err}).Message(); cle != "" {
		return regle{err}
	}
	return err
}

// Message names the sentence of colour names and letters that differ in
// number.
func (e *ErreurLettres) Message() (string, []any) {
	return "err.regle.lettres", []any{nbNoms(e.Noms), nbLettres(e.Lettres)}
}

// Message names the sentence of a letter that is not its colour name's.
func (e *ErreurLettreNom) Message() (string, []any) {
	return "err.regle.lettrenom", []any{string(e.Lettre), e.Nom}
}

// reglePions is a count of pegs over the bound, read in a file.
type reglePions int

// Message names the rule the count breaks.
func (n reglePions) Message() (string, []any) {
	return "err.regle.pions", []any{nbPions(n), code.MaxPions}
}

// regle is a rule of a save that a file breaks.
type regle struct{ err error }

// Message names the rule; "" when err breaks none of a save's.
func (r regle) Message() (string, []any) {
	err := r.err
	switch {
	case errors.Is(err, ErrMode):
		return "err.regle.mode", nil
	case errors.Is(err, ErrRoles):
		return "err.regle.roles", nil
	case errors.Is(err, ErrStrategie):
		return "err.regle.strategie", nil
	case errors.Is(err, ErrSecret):
		return "err.regle.secret", nil
	case errors.Is(err, ErrSecretEnTrop):
		return "err.regle.secretentrop", nil
	case errors.Is(err, ErrLigne):
		return "err.regle.ligne", nil
	case errors.Is(err, ErrReponseFausse):
		return "err.regle.reponse", nil
	case errors.Is(err, ErrNegatif):
		return "err.regle.negatif", nil
	case errors.Is(err, ErrTropGrand):
		return "err.regle.tropgrand", nil
	case errors.Is(err, ErrPartieEnTrop):
		return "err.regle.partie", nil
	case errors.Is(err, ErrPartieManquante), errors.Is(err, partie.ErrEtat),
		errors.Is(err, ErrPosition), errors.Is(err, ErrRevele), errors.Is(err, ErrChampDeVersion):
		return "err.regle.etat", nil
	case errors.Is(err, plateau.ErrPlein):
		return "err.regle.plein", nil
	case errors.Is(err, plateau.ErrTermine):
		return "err.regle.termine", nil
	}
	return "", nil
}

// The counts of a sentence, each with the noun it agrees with.
type (
	nbNoms    int
	nbLettres int
	nbPions   int
)

// Compte is the count of colour names.
func (n nbNoms) Compte() (int, string) { return int(n), "nom" }

// Compte is the count of letters.
func (n nbLettres) Compte() (int, string) { return int(n), "lettre" }

// Compte is the count of pegs.
func (n nbPions) Compte() (int, string) { return int(n), "pion" }

// String is the mode's name, as scripts and files write it.
func (m Mode) String() string { return string(m) }
