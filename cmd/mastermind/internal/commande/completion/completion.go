// Package completion is the commands of the shell completion:
// "mastermind completion bash|fish|zsh" prints a script, and the hidden
// "mastermind __complete WORD… CURRENT" the words that may replace
// CURRENT, read live from the program's table (its commands, their flags
// read from their help, the strategies, the saves).
package completion

import (
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"

	"github.com/sae-mastermind/mastermind/saves"
)

// The commands of the shell completion.
const (
	cmdCompletion = "completion"
	// cmdCompleter is what a completion script runs, as cobra's
	// __complete: mastermind __complete WORD… CURRENT prints, one per
	// line, the words that may replace CURRENT, read live (the
	// strategies, the saves of the folder as it is now).
	cmdCompleter = "__complete"
)

// Annexe runs the commands completion and __complete for a run whose
// commands are cmds (commande.Racine.Annexe). fait: reste[0] was one of
// them and ran.
func Annexe(ctx context.Context, a *commande.App, cmds []commande.Commande, reste []string) (fait bool, err error) {
	switch reste[0] {
	case cmdCompletion:
		if len(reste) == 2 && (reste[1] == "--help" || reste[1] == "-h" || reste[1] == "-help") {
			_, err := a.AideSujet(commande.SujetCompletion)
			return true, err
		}
		if len(reste) != 2 || scriptsCompletion[reste[1]] == "" {
			return true, commande.Usage(a.Cat.T("usage.completion"))
		}
		_, err := io.WriteString(a.IOS.Out, scriptsCompletion[reste[1]])
		return true, err
	case cmdCompleter:
		for _, s := range completions(ctx, a, cmds, reste[1:]) {
			fmt.Fprintln(a.IOS.Out, s)
		}
		return true, nil
	}
	return false, nil
}

// drapeauxGlobaux are the flags read before a command, and whether each
// takes a value.
var drapeauxGlobaux = map[string]bool{"--allow-program": false, "--lang": true, "--saves": true, "--seed": true, "--help": false, "--version": false}

// completions are the words that may replace the last of mots, the
// command line after the program's name: a command, a flag, a flag's
// value (a strategy, a language), a save's name.
func completions(ctx context.Context, a *commande.App, cmds []commande.Commande, mots []string) []string {
	if len(mots) == 0 {
		mots = []string{""}
	}
	cur, avant := mots[len(mots)-1], mots[:len(mots)-1]
	i := 0
	for i < len(avant) && strings.HasPrefix(avant[i], "-") {
		nom, _, egal := strings.Cut(avant[i], "=")
		if drapeauxGlobaux[nom] && !egal {
			i++
		}
		i++
	}
	if i > len(avant) {
		return filtre(valeurs(a, avant[len(avant)-1], ""), cur)
	}
	if i == len(avant) {
		if strings.HasPrefix(cur, "-") {
			return filtre(slices.Sorted(maps.Keys(drapeauxGlobaux)), cur)
		}
		noms := []string{commande.NomAide, cmdCompletion}
		for _, c := range cmds {
			noms = append(noms, c.Nom)
		}
		slices.Sort(noms)
		return filtre(noms, cur)
	}
	cmd, args := avant[i], avant[i+1:]
	switch cmd {
	case commande.NomAide:
		if len(args) == 0 {
			noms := commande.Sujets()
			for _, c := range cmds {
				noms = append(noms, c.Nom)
			}
			slices.Sort(noms)
			return filtre(slices.Compact(noms), cur)
		}
		return nil
	case cmdCompletion:
		if len(args) == 0 && strings.HasPrefix(cur, "-") {
			return filtre([]string{"--help"}, cur)
		}
		if len(args) == 0 {
			return filtre([]string{"bash", "fish", "zsh"}, cur)
		}
		return nil
	}
	j := slices.IndexFunc(cmds, func(c commande.Commande) bool { return c.Nom == cmd })
	if j < 0 {
		return nil
	}
	drapeaux := commande.DrapeauxDe(ctx, a, cmds[j])
	if n := len(args); n > 0 && drapeaux[args[n-1]] {
		return filtre(valeurs(a, args[n-1], cmd), cur)
	}
	if strings.HasPrefix(cur, "-") {
		return filtre(slices.Sorted(maps.Keys(drapeaux)), cur)
	}
	switch cmd {
	case "resume":
		return filtre(nomsSauvegardes(a, mots), cur)
	case "tournament":
		return filtre(a.Strategies().Noms(), cur)
	}
	return nil
}

// valeurs are the values flag takes, for command cmd ("" before any).
func valeurs(a *commande.App, flag, cmd string) []string {
	switch flag {
	case "--lang":
		return []string{"en", "fr"}
	case "--strategy":
		noms := a.Strategies().Noms()
		if cmd == "stats" {
			noms = append(noms, "all")
		}
		return noms
	}
	return nil
}

// nomsSauvegardes are the names of the saves resume takes, in the folder
// of --saves when the command line has one.
func nomsSauvegardes(a *commande.App, mots []string) []string {
	dossier := a.Saves
	for i, m := range mots[:len(mots)-1] {
		if m == "--saves" && i+1 < len(mots)-1 {
			dossier = mots[i+1]
		} else if v, ok := strings.CutPrefix(m, "--saves="); ok {
			dossier = v
		}
	}
	chemin, err := saves.Chemin(dossier, a.Getenv)
	if err != nil {
		return nil
	}
	entrees, err := (&saves.Dossier{Chemin: chemin}).Liste()
	if err != nil {
		return nil
	}
	var noms []string
	for _, e := range entrees {
		if e.Err == nil {
			noms = append(noms, e.Nom)
		}
	}
	return noms
}

// filtre keeps the words that start with debut.
func filtre(mots []string, debut string) []string {
	var r []string
	for _, m := range mots {
		if strings.HasPrefix(m, debut) {
			r = append(r, m)
		}
	}
	return r
}
