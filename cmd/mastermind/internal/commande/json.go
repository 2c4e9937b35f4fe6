package commande

import (
	"encoding/json"
	"io"
	"strings"
)

// The rule of --json: standard output holds exactly one JSON value,
// whatever happens. When the command fails (exit status 1, 2, 129, 130 or
// 143), that value is an object with an "error" field, the sentence also
// written on the standard error: {"error":"…"} alone, or the command's
// result with "error" added when the failure still has one (demo that
// does not find the secret, solve whose rows contradict each other).
// Text a command writes on its output under --json rather than its JSON
// value (a sentence, a help) goes to the standard error, where a person
// reads it, and when the command wrote no JSON value and succeeded, that
// value is {"message":"…"}, the text.

// erreurJSON is the object a failure writes under --json.
type erreurJSON struct {
	Error string `json:"error"`
}

// messageJSON is the object a success that wrote only text writes under
// --json.
type messageJSON struct {
	Message string `json:"message"`
}

// texteSousJSON is the output of a command under --json: its text goes to
// the error stream, and is kept for messageJSON.
type texteSousJSON struct {
	erreurs io.Writer
	texte   strings.Builder
}

func (t *texteSousJSON) Write(p []byte) (int, error) {
	t.texte.Write(p)
	return t.erreurs.Write(p)
}

// debutJSON makes the run's output, under --json, the JSON value's alone
// (see texteSousJSON).
func (a *App) debutJSON() {
	if !a.json || a.sortieJSON != nil {
		return
	}
	a.sortieJSON = a.IOS.Out
	a.texteJSON = &texteSousJSON{erreurs: a.IOS.Err}
	a.IOS.Out = a.texteJSON
}

// EcritJSON writes v on the standard output, the command's one JSON value.
func (a *App) EcritJSON(v any) error {
	a.jsonEcrit = true
	sortie := a.IOS.Out
	if a.sortieJSON != nil {
		sortie = a.sortieJSON
	}
	return json.NewEncoder(sortie).Encode(v)
}

// finJSON writes, under --json, the value of a run that wrote none:
// {"error":…} for a failure, {"message":…} for a success that wrote text.
func (a *App) finJSON(err error) {
	switch {
	case !a.json || a.jsonEcrit:
	case err != nil:
		_ = a.EcritJSON(erreurJSON{Error: err.Error()})
	default:
		m := ""
		if a.texteJSON != nil {
			m = strings.TrimSpace(a.texteJSON.texte.String())
		}
		_ = a.EcritJSON(messageJSON{Message: m})
	}
}
