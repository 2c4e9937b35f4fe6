// Package completion is the commands of the shell completion:
// "mastermind completion bash|fish|powershell|zsh" prints a script, and the hidden
// "mastermind __complete WORD… CURRENT" the words that may replace
// CURRENT, read live from the program's table (its commands, their flags
// as they declare them, the strategies, the saves).
package cmdcompletion

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

// declares are the names of flags ds ("--pegs") and whether each takes a
// value; --help, which every command answers, is one.
func declares(ds []commande.Drapeau) map[string]bool {
	m := map[string]bool{"--help": false}
	for _, d := range ds {
		m["--"+d.Nom] = !d.Booleen()
	}
	return m
}

// recolle puts back together the words bash splits at "=" (its
// COMP_WORDBREAKS): "--lang" "=" "e" is "--lang=e", as zsh, fish and
// PowerShell give it. coupe: the last word was split so, and the shell
// replaces only what follows the "=" (bash).
func recolle(mots []string) (r []string, coupe bool) {
	for i := 0; i < len(mots); i++ {
		m := mots[i]
		if m != "=" || len(r) == 0 || !strings.HasPrefix(r[len(r)-1], "-") || strings.Contains(r[len(r)-1], "=") {
			r = append(r, m)
			continue
		}
		r[len(r)-1] += "="
		coupe = i == len(mots)-1
		if i+1 < len(mots) {
			i++
			r[len(r)-1] += mots[i]
			coupe = i == len(mots)-1
		}
	}
	return r, coupe
}

// completions are the words that may replace the last of mots, the
// command line after the program's name: a command, a flag, a flag's
// value (a strategy, a language; after "--flag=" too), a save's name;
// each read from the declarations of the program's and the commands'
// flags (commande.DeclarationProgramme, commande.DeclarationDe).
func completions(_ context.Context, a *commande.App, cmds []commande.Commande, mots []string) []string {
	if len(mots) == 0 {
		mots = []string{""}
	}
	mots, coupe := recolle(mots)
	cur, avant := mots[len(mots)-1], mots[:len(mots)-1]
	globaux := commande.DeclarationProgramme(a)
	drapeauxGlobaux := declares(globaux)
	i := 0
	for i < len(avant) && strings.HasPrefix(avant[i], "-") {
		nom, _, egal := strings.Cut(avant[i], "=")
		if drapeauxGlobaux[nom] && !egal {
			i++
		}
		i++
	}
	if i > len(avant) {
		return filtre(valeurs(a, globaux, avant[len(avant)-1]), cur)
	}
	if i == len(avant) {
		if v, ok := apresEgal(a, globaux, cur, coupe); ok {
			return v
		}
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
			return filtre(slices.Sorted(maps.Keys(scriptsCompletion)), cur)
		}
		return nil
	}
	j := slices.IndexFunc(cmds, func(c commande.Commande) bool { return c.Nom == cmd })
	if j < 0 {
		return nil
	}
	ds := commande.DeclarationDe(a, cmds[j])
	drapeaux := declares(ds)
	if n := len(args); n > 0 && drapeaux[args[n-1]] {
		return filtre(valeurs(a, ds, args[n-1]), cur)
	}
	if v, ok := apresEgal(a, ds, cur, coupe); ok {
		return v
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

// apresEgal completes cur when it is "--flag=value" and flag, one of ds,
// takes a value: its values that start with value, each as
// "--flag=VALUE", or VALUE alone when coupe (bash replaces only what
// follows the "="). ok is false when cur is no such word.
func apresEgal(a *commande.App, ds []commande.Drapeau, cur string, coupe bool) (r []string, ok bool) {
	nom, valeur, egal := strings.Cut(cur, "=")
	if !egal || !strings.HasPrefix(nom, "-") {
		return nil, false
	}
	for _, v := range filtre(valeurs(a, ds, nom), valeur) {
		if !coupe {
			v = nom + "=" + v
		}
		r = append(r, v)
	}
	return r, true
}

// valeurs are the values flag ("--lang") takes, as ds declares them;
// none for a file's name, which the shell completes.
func valeurs(a *commande.App, ds []commande.Drapeau, flag string) []string {
	nom := strings.TrimLeft(flag, "-")
	i := slices.IndexFunc(ds, func(d commande.Drapeau) bool { return d.Nom == nom })
	if i < 0 {
		return nil
	}
	return ds[i].Valeurs.Liste(a)
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
