package texte

import (
	"strings"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// tableDossier holds the keys dossier.*: how the variables that name the
// user's folders are listed in a sentence.
func tableDossier() map[string]message {
	return map[string]message{
		"dossier.ni": {" ni ", " nor "},
		"dossier.ou": {" ou ", " or "},
	}
}

// VariablesDossier lists the variables of the environment that name the
// program's folder of kind s on this system (disque.Variables), joined
// for a sentence: "XDG_DATA_HOME ni HOME" (ni, after "ni") or
// "XDG_STATE_HOME ou HOME" (ou).
func (c *Catalogue) VariablesDossier(s disque.Sorte, ni bool) string {
	if ni {
		return strings.Join(disque.Variables(s), c.T("dossier.ni"))
	}
	return strings.Join(disque.Variables(s), c.T("dossier.ou"))
}

// VariableDossier is the last variable that names the program's folder
// of kind s on this system: the one a person sets (HOME, USERPROFILE).
func (c *Catalogue) VariableDossier(s disque.Sorte) string {
	v := disque.Variables(s)
	return v[len(v)-1]
}
