package disque

import "errors"

// The errors of this package name their own sentence: a key of the
// program's catalogue and its arguments (its Message), so that the
// catalogue words them knowing nothing of their types. Lecture is the
// reason a file does not read (a save, the settings, a cache's file),
// Message the sentence of a failure on its own.

// Conseil is the argument of a sentence that says how to choose another
// folder: the catalogue key of the advice ("err.conseil.saves"…), or ""
// for the advice of whoever words the error (or none).
type Conseil string

// Conseil returns the advice's key.
func (c Conseil) Conseil() string { return string(c) }

// nomGenre is a kind of file, named in a sentence.
type nomGenre Genre

// Message names the kind of file.
func (g nomGenre) Message() (string, []any) {
	switch Genre(g) {
	case Lien:
		return "err.genre.lien", nil
	case Dossier:
		return "err.genre.dossier", nil
	case Tube:
		return "err.genre.tube", nil
	case Prise:
		return "err.genre.prise", nil
	case Peripherique:
		return "err.genre.peripherique", nil
	}
	return "err.genre.autre", nil
}

// Lecture names why a special file is not read: the kind of file it is.
func (e *ErreurGenre) Lecture() (string, []any) { return nomGenre(e.Genre).Message() }

// Special names the kind of file that stands where a plain file should.
func (e *ErreurGenre) Special() (string, []any) { return nomGenre(e.Genre).Message() }

// mioDit is the cap a too large file's sentence names, in MiB: a save's
// (saves.MaxTaille), whichever file was too large, as the catalogue
// always said.
const mioDit = 1

// Lecture names why a file too large is not read.
func (e *ErreurTaille) Lecture() (string, []any) { return "err.tropgros", []any{mioDit} }

// Plafond is the most bytes the file could hold.
func (e *ErreurTaille) Plafond() int64 { return e.Max }

// Message names the sentence of a lock file that cannot be used: where,
// and the kind of file that stands there.
func (e *ErreurVerrouInutilisable) Message() (string, []any) {
	return "err.verrouinutilisable", []any{e.Chemin, nomGenre(e.Genre)}
}

// Message names the sentence of a write that failed, with the advice of
// whoever words it (Conseil "").
func (e *ErreurEcriture) Message() (string, []any) { return e.Conseille("") }

// Conseille names the sentence of a write that failed, where the advice
// on choosing another folder is conseil (a Conseil, "" for the
// catalogue's caller's): which folder, and what to do.
func (e *ErreurEcriture) Conseille(conseil Conseil) (string, []any) {
	switch {
	case errors.Is(e.Cause, ErrInterdit):
		return "err.ecriture.interdit", []any{e.Dossier, conseil}
	case errors.Is(e.Cause, ErrPlein):
		return "err.ecriture.plein", []any{e.Dossier}
	case errors.Is(e.Cause, ErrLectureSeule):
		return "err.ecriture.lectureseule", []any{e.Dossier, conseil}
	case errors.Is(e.Cause, ErrPasDossier):
		return PasDossier(e.Dossier, e.Fichier, e.Regulier, conseil)
	}
	return "err.ecriture", []any{e.Dossier, conseil}
}

// PasDossier names the sentence that says the folder dossier cannot be
// one, naming the part of its path that is not a folder (fichier, ""
// when unknown): the folder itself or a folder above it. Only a regular
// file is to be moved: a device (/dev/null) or another special file is
// not the player's to move. conseil says how to choose another folder.
func PasDossier(dossier, fichier string, regulier bool, conseil Conseil) (string, []any) {
	switch {
	case fichier == "":
		return "err.pasdossier.inconnu", []any{dossier, conseil}
	case fichier == dossier && regulier:
		return "err.ecriture.pasdossier", []any{dossier, conseil}
	case fichier == dossier:
		return "err.pasdossier.special", []any{dossier, conseil}
	case regulier:
		return "err.pasdossier.parent", []any{dossier, fichier, conseil}
	}
	return "err.pasdossier.parentspecial", []any{dossier, fichier, conseil}
}

// Variables are the variables of the environment that name the
// program's folder of kind s on this system, the XDG one first.
func (s Sorte) Variables() []string { return Variables(s) }
