package commande

import (
	"encoding/json"
)

// The rule of --json: standard output holds exactly one JSON value. When
// the command fails (exit status 1, 2, 129, 130 or 143), that value is an object
// with an "error" field, the sentence also written on the standard error:
// {"error":"…"} alone, or the command's result with "error" added when
// the failure still has one (demo that does not find the secret, solve
// whose rows contradict each other).

// erreurJSON is the object a failure writes under --json.
type erreurJSON struct {
	Error string `json:"error"`
}

// EcritJSON writes v on the standard output, the command's one JSON value.
func (a *App) EcritJSON(v any) error {
	a.jsonEcrit = true
	return json.NewEncoder(a.IOS.Out).Encode(v)
}

// finJSON writes {"error":…} for a failure under --json that wrote no
// JSON value.
func (a *App) finJSON(err error) {
	if err == nil || !a.json || a.jsonEcrit {
		return
	}
	_ = a.EcritJSON(erreurJSON{Error: err.Error()})
}
