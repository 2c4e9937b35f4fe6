package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strings"

	"mastermind/cmd/mastermind/internal/iostreams"
	"mastermind/saves"
)

// The commands that are not subcommands of the game: help, the shell
// completion scripts, and the hidden one those scripts call.
const (
	cmdAide       = "help"
	cmdCompletion = "completion"
	// cmdCompleter is what a completion script runs, as cobra's
	// __complete: mastermind __complete WORD… CURRENT prints, one per
	// line, the words that may replace CURRENT, read live (the
	// strategies, the saves of the folder as it is now).
	cmdCompleter = "__complete"
)

// annexe runs the commands help, completion and __complete. fait: the
// command was one of them and ran; otherwise reste is the command line
// to run, "help CMD" become "CMD --help".
func (a *app) annexe(ctx context.Context, reste []string, cmds []commande) (suite []string, fait bool, err error) {
	switch reste[0] {
	case cmdAide:
		if len(reste) == 1 {
			fmt.Fprint(a.ios.Out, a.cat.T("programme.aide", resumes(a.cat, cmds)))
			return nil, true, nil
		}
		return []string{reste[1], "--help"}, false, nil
	case cmdCompletion:
		if len(reste) != 2 || scriptsCompletion[reste[1]] == "" {
			return nil, true, usage(a.cat.T("usage.completion"))
		}
		_, err := io.WriteString(a.ios.Out, scriptsCompletion[reste[1]])
		return nil, true, err
	case cmdCompleter:
		for _, s := range a.completions(ctx, cmds, reste[1:]) {
			fmt.Fprintln(a.ios.Out, s)
		}
		return nil, true, nil
	}
	return reste, false, nil
}

// drapeauxGlobaux are the flags read before a command, and whether each
// takes a value.
var drapeauxGlobaux = map[string]bool{"--lang": true, "--saves": true, "--seed": true, "--help": false, "--version": false}

// completions are the words that may replace the last of mots, the
// command line after the program's name: a command, a flag, a flag's
// value (a strategy, a language), a save's name.
func (a *app) completions(ctx context.Context, cmds []commande, mots []string) []string {
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
		return filtre(a.valeurs(avant[len(avant)-1], ""), cur)
	}
	if i == len(avant) {
		if strings.HasPrefix(cur, "-") {
			return filtre(slices.Sorted(maps.Keys(drapeauxGlobaux)), cur)
		}
		noms := []string{cmdAide, cmdCompletion}
		for _, c := range cmds {
			noms = append(noms, c.nom)
		}
		slices.Sort(noms)
		return filtre(noms, cur)
	}
	cmd, args := avant[i], avant[i+1:]
	switch cmd {
	case cmdAide:
		if len(args) == 0 {
			return a.completions(ctx, cmds, []string{cur})
		}
		return nil
	case cmdCompletion:
		if len(args) == 0 {
			return filtre([]string{"bash", "fish", "zsh"}, cur)
		}
		return nil
	}
	j := slices.IndexFunc(cmds, func(c commande) bool { return c.nom == cmd })
	if j < 0 {
		return nil
	}
	drapeaux := a.drapeauxDe(ctx, cmds[j])
	if n := len(args); n > 0 && drapeaux[args[n-1]] {
		return filtre(a.valeurs(args[n-1], cmd), cur)
	}
	if strings.HasPrefix(cur, "-") {
		return filtre(slices.Sorted(maps.Keys(drapeaux)), cur)
	}
	switch cmd {
	case "resume":
		return filtre(a.nomsSauvegardes(mots), cur)
	case "tournament":
		return filtre(a.strategies().Noms(), cur)
	}
	return nil
}

// valeurs are the values flag takes, for command cmd ("" before any).
func (a *app) valeurs(flag, cmd string) []string {
	switch flag {
	case "--lang":
		return []string{"en", "fr"}
	case "--strategy":
		noms := a.strategies().Noms()
		if cmd == "stats" {
			noms = append(noms, "all")
		}
		return noms
	}
	return nil
}

// reDrapeau reads a flag in a command's help: "  --pegs N   …" takes a
// value, "  --json   …" does not (see options).
var reDrapeau = regexp.MustCompile(`(?m)^  (--[a-z0-9-]+)( (?:fr\|en|[\p{Lu}]+)\b)?`)

// drapeauxDe are the flags of command c, and whether each takes a
// value, read from its --help so that they are always those it parses.
func (a *app) drapeauxDe(ctx context.Context, c commande) map[string]bool {
	var b bytes.Buffer
	aide := &app{ios: iostreams.Nouveaux(strings.NewReader(""), &b, io.Discard, a.getenv), cat: a.cat, getenv: a.getenv}
	defer aide.fermeProgrammes()
	_ = c.run(ctx, aide, []string{"--help"})
	drapeaux := map[string]bool{"--help": false}
	for _, m := range reDrapeau.FindAllStringSubmatch(b.String(), -1) {
		drapeaux[m[1]] = m[2] != ""
	}
	return drapeaux
}

// nomsSauvegardes are the names of the saves resume takes, in the folder
// of --saves when the command line has one.
func (a *app) nomsSauvegardes(mots []string) []string {
	dossier := a.saves
	for i, m := range mots[:len(mots)-1] {
		if m == "--saves" && i+1 < len(mots)-1 {
			dossier = mots[i+1]
		} else if v, ok := strings.CutPrefix(m, "--saves="); ok {
			dossier = v
		}
	}
	chemin, err := saves.Chemin(dossier, a.getenv)
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
