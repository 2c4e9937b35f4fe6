package verifarbre

import "errors"

// Message names the sentence that says what is wrong with a tree file:
// a key of the program's catalogue (verifarbre.*) and its arguments, the
// line and the codes at fault (the catalogue's Message).
func (e *Erreur) Message() (string, []any) {
	switch {
	case errors.Is(e.Err, ErrEntete):
		return "verifarbre.entete", []any{e.Ligne, e.Champ}
	case errors.Is(e.Err, ErrCode):
		return "verifarbre.code", []any{e.Ligne, e.Code}
	case errors.Is(e.Err, ErrRepetition):
		return "verifarbre.repetition", []any{e.Ligne, e.Code}
	case errors.Is(e.Err, ErrReponse):
		return "verifarbre.reponse", []any{e.Ligne, e.Code, e.Secret, e.Juste, e.Ecrit}
	case errors.Is(e.Err, ErrFin):
		return "verifarbre.fin", []any{e.Ligne, e.Code}
	case errors.Is(e.Err, ErrStrategie):
		return "verifarbre.strategie", []any{e.Ligne, e.Autre, e.Juste, e.Ecrit}
	case errors.Is(e.Err, ErrDouble):
		return "verifarbre.double", []any{e.Ligne, e.Code, e.Autre}
	case errors.Is(e.Err, ErrManquant):
		return "verifarbre.manquant", []any{e.Code}
	case errors.Is(e.Err, ErrApres):
		return "verifarbre.apres", []any{e.Ligne, e.Juste}
	case errors.Is(e.Err, ErrAnnonce):
		return "verifarbre.annonce", []any{e.Ligne, e.Champ, e.Ecrit, e.Juste}
	}
	return "verifarbre.syntaxe", []any{e.Ligne}
}
