package texte

import "strings"

// tableDossier holds the keys dossier.*: how the variables that name the
// user's folders are listed in a sentence.
func tableDossier() map[string]message {
	return map[string]message{
		"dossier.ni": {" ni ", " nor "},
		"dossier.ou": {" ou ", " or "},
	}
}

// Sorte is a kind of the user's folders (the files' disque.Sorte): the
// variables of the environment that name it on this system, the XDG one
// first.
type Sorte interface {
	Variables() []string
}

// VariablesDossier lists the variables of the environment that name the
// program's folder of kind s on this system (Variables), joined
// for a sentence: "XDG_DATA_HOME ni HOME" (ni, after "ni") or
// "XDG_STATE_HOME ou HOME" (ou).
func (c *Catalogue) VariablesDossier(s Sorte, ni bool) string {
	if ni {
		return strings.Join(s.Variables(), c.T("dossier.ni"))
	}
	return strings.Join(s.Variables(), c.T("dossier.ou"))
}

// VariableDossier is the last variable that names the program's folder
// of kind s on this system: the one a person sets (HOME, USERPROFILE).
func (c *Catalogue) VariableDossier(s Sorte) string {
	v := s.Variables()
	return v[len(v)-1]
}
