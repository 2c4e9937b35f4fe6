package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// couches are the module's top folders, lowest first: a package imports
// only packages of its own layer or of a lower one. A folder's
// subpackages (saves/disque, code/codetest, cmd/mastermind/internal/…)
// belong to its layer.
var couches = []string{"utmm", "couleur", "code", "plateau", "manche", "partie", "saves", "cmd"}

// module is the module's path, the prefix of its packages' imports.
const module = "github.com/sae-mastermind/mastermind"

// importsUpward lists the imports, in the Go files of the module under
// racine (tests and testdata programs included), of a package of a higher
// layer than the importing file's, as "file imports path (layer a < b)";
// and the files of a top folder that is no layer.
func importsUpward(t *testing.T, racine string) []string {
	t.Helper()
	couche := func(chemin string) (int, bool) {
		haut, _, _ := strings.Cut(filepath.ToSlash(chemin), "/")
		i := slices.Index(couches, haut)
		return i, i >= 0
	}
	var fautes []string
	fset := token.NewFileSet()
	eachGoFile(t, racine, func(rel, chemin string) error {
		de, ok := couche(rel)
		if !ok || filepath.Dir(rel) == "." {
			fautes = append(fautes, fmt.Sprintf("%s: not in a layer's folder (%s)", rel, strings.Join(couches, " < ")))
			return nil
		}
		imports, err := importsOf(fset, chemin)
		if err != nil {
			return err
		}
		for _, p := range imports {
			interne, ok := strings.CutPrefix(p, module+"/")
			if !ok {
				continue
			}
			vers, ok := couche(interne)
			if !ok || vers > de {
				nom := "no layer"
				if ok {
					nom = couches[vers]
				}
				fautes = append(fautes, fmt.Sprintf("%s imports %s (%s, above %s)", rel, p, nom, couches[de]))
			}
		}
		return nil
	})
	return fautes
}

// TestLayersImportOnlyDownward: domain first, terminal last. Each layer
// builds on the ones below it and never on one above (utmm < couleur <
// code < plateau < manche < partie < saves < cmd), tests and their
// xxxtest helpers included.
func TestLayersImportOnlyDownward(t *testing.T) {
	assert.Empty(t, importsUpward(t, filepath.Join("..", "..")))
}

// TestLayersCatchesAnUpwardImport: the check sees an import that runs
// back up, and a Go file outside the layers' folders.
func TestLayersCatchesAnUpwardImport(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) { ecritSource(t, racine, chemin, source) }
	ecrit("code/code.go", "package code\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/sae-mastermind/mastermind/couleur\"\n)\n")
	ecrit("code/codetest/codetest.go", "package codetest\n\nimport \"github.com/sae-mastermind/mastermind/code\"\n")
	ecrit("utmm/utmm.go", "package utmm\n\nimport \"github.com/sae-mastermind/mastermind/code/codetest\"\n")
	ecrit("manche/strategie/optimal/cache.go", "package optimal\n\nimport \"github.com/sae-mastermind/mastermind/saves/disque\"\n")
	ecrit("outils/outils.go", "package outils\n")
	assert.Equal(t, []string{
		"manche/strategie/optimal/cache.go imports " + module + "/saves/disque (saves, above manche)",
		"outils/outils.go: not in a layer's folder (utmm < couleur < code < plateau < manche < partie < saves < cmd)",
		"utmm/utmm.go imports " + module + "/code/codetest (code, above utmm)",
	}, importsUpward(t, racine))
}

// interne is the import path of cmd/mastermind's internal packages.
const interne = module + "/cmd/mastermind/internal/"

// etagesInternes are the floors of cmd/mastermind/internal, lowest first:
// an internal package imports only internal packages of a lower floor,
// so that no two of its folders import each other, and a newcomer reads
// the program from the keys and the painter up to the game. A folder's
// subpackages belong to its floor. The tests of a package may also
// import the test harnesses (harnaisInternes), whatever their floor.
func etagesInternes() [][]string {
	return [][]string{
		// Leaves: what the player presses (the one decoder), text laid
		// out, the program's streams, the tree and bound verifiers, the
		// students' kit, a blank environment and the golden files for
		// tests, the lab's process fence.
		{"clavier", "page", "iostreams", "verifarbre", "verifborne", "kit", "environnementtest", "dore", "enclos"},
		// The one painter: every escape sequence the program writes.
		{"peintre"},
		// The catalogue of sentences; charts.
		{"texte", "graphe"},
		// The round's session (the midend), the Invite, progress lines,
		// the optimal trees' files, the lab's reports, the table of
		// strategies.
		{"session", "invite", "progres", "arbres", "rapport", "strategies"},
		// The game screen, the terminal (the one reader; promptui's only
		// importer), the menus' scripted invite for tests, the optimal
		// search's tasks; the rooms: the statistics screen, the
		// assistant, the settings, the saved games.
		{"ecran", "terminal", "scenario", "taches", "statistiques", "assistant", "reglages", "sauvegardes"},
		// The screen tests' harness, the demonstration round; the rooms:
		// the results and the analysis of a round, the rules.
		{"ecrantest", "demonstration", "resultats", "regles"},
		// The interactive program.
		{"jeu"},
		// The commands, each an options struct and a run function in a
		// package of its own (commande/…), and their tests' harness.
		{"commande"},
	}
}

// harnaisInternes are the internal packages that help tests only.
func harnaisInternes() []string { return []string{"scenario", "ecrantest", "environnementtest"} }

// importsInternesFautifs lists the imports, in the Go files under
// racine/cmd/mastermind/internal, of an internal package of the same or a
// higher floor, as "file imports path (floor a, not below b)"; and the
// internal folders that have no floor.
func importsInternesFautifs(t *testing.T, racine string) []string {
	t.Helper()
	etage := map[string]int{}
	for i, e := range etagesInternes() {
		for _, p := range e {
			etage[p] = i
		}
	}
	dossier := func(chemin string) string {
		d, _, _ := strings.Cut(filepath.ToSlash(chemin), "/")
		return d
	}
	base := filepath.Join(racine, "cmd", "mastermind", "internal")
	var fautes []string
	sansEtage := map[string]bool{}
	fset := token.NewFileSet()
	eachGoFile(t, base, func(rel, chemin string) error {
		de := dossier(rel)
		i, ok := etage[de]
		if !ok {
			sansEtage[de] = true
			return nil
		}
		imports, err := importsOf(fset, chemin)
		if err != nil {
			return err
		}
		test := strings.HasSuffix(rel, "_test.go")
		for _, p := range imports {
			vers, ok := strings.CutPrefix(p, interne)
			if !ok || dossier(vers) == de || test && slices.Contains(harnaisInternes(), dossier(vers)) {
				continue
			}
			j, ok := etage[dossier(vers)]
			if !ok || j >= i {
				fautes = append(fautes, fmt.Sprintf("internal/%s imports %s (floor %d, not below %d)", filepath.ToSlash(rel), p, j, i))
			}
		}
		return nil
	})
	for d := range sansEtage {
		fautes = append(fautes, fmt.Sprintf("internal/%s: in no floor of etagesInternes", d))
	}
	slices.Sort(fautes)
	return fautes
}

// TestInternalPackagesStandOnFloors: the packages under
// cmd/mastermind/internal form floors, each importing only lower ones.
func TestInternalPackagesStandOnFloors(t *testing.T) {
	assert.Empty(t, importsInternesFautifs(t, filepath.Join("..", "..")))
}

// TestInternalFloorsCatchAnUpwardImport: the check sees an import of a
// higher or the same floor, a folder of no floor, and lets a test use a
// harness.
func TestInternalFloorsCatchAnUpwardImport(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) { ecritSource(t, racine, "cmd/mastermind/internal/"+chemin, source) }
	ecrit("page/page.go", "package page\n\nimport \"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte\"\n")
	ecrit("ecran/ecran.go", "package ecran\n\nimport \"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/terminal\"\n")
	ecrit("ecran/ecran_test.go", "package ecran\n\nimport \"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest\"\n")
	ecrit("jeu/jeu.go", "package jeu\n\nimport \"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran\"\n")
	ecrit("nouveau/nouveau.go", "package nouveau\n")
	assert.Equal(t, []string{
		"internal/ecran/ecran.go imports " + interne + "terminal (floor 4, not below 4)",
		"internal/nouveau: in no floor of etagesInternes",
		"internal/page/page.go imports " + interne + "texte (floor 2, not below 0)",
	}, importsInternesFautifs(t, racine))
}

// plancher is a rule of what a part of the program may not import: the
// Go files under dossier (tests too, unless codeSeul) import no package
// whose path is one of interdits or starts with one followed by "/".
type plancher struct {
	dossier   string
	interdits []string
	codeSeul  bool
	// sauf are the files (slash-separated, under the module) that still
	// import what the rule forbids, each with why; the check fails when
	// one no longer needs to, so that the list only shrinks.
	sauf map[string]string
}

// planchers are the rules beside the floors: the commands and the
// factory import nothing of the interactive program (what they share
// with it sits below both: strategies, statistiques, demonstration,
// sauvegardes, resultats; the game itself reaches them as a commande.Jeu
// that cmd/mastermind builds); the catalogue words every error by the key
// the error names (texte.Message) and imports no package's internals: no
// saves, no fence, no tree verifier, no os/exec, no syscall.
func planchers() []plancher {
	return []plancher{
		{dossier: "cmd/mastermind/internal/commande", interdits: []string{interne + "jeu"}},
		{dossier: "cmd/mastermind/internal/texte", codeSeul: true, interdits: []string{
			module + "/saves", module + "/manche/strategie/programme/enclos", interne + "verifarbre", "os/exec", "syscall"}},
	}
}

// importsSousLesPlanchers lists the imports, in the Go files under
// racine, that break a rule of planchers, as "file imports path (rule's
// folder)"; and the files excepted that no longer import what their
// rule forbids.
func importsSousLesPlanchers(t *testing.T, racine string, regles []plancher) []string {
	t.Helper()
	var fautes []string
	fset := token.NewFileSet()
	for _, r := range regles {
		encore := map[string]bool{}
		eachGoFile(t, filepath.Join(racine, filepath.FromSlash(r.dossier)), func(rel, chemin string) error {
			if r.codeSeul && strings.HasSuffix(rel, "_test.go") {
				return nil
			}
			nom := r.dossier + "/" + filepath.ToSlash(rel)
			imports, err := importsOf(fset, chemin)
			if err != nil {
				return err
			}
			for _, p := range imports {
				for _, i := range r.interdits {
					if p != i && !strings.HasPrefix(p, i+"/") {
						continue
					}
					if _, ok := r.sauf[nom]; ok {
						encore[nom] = true
						continue
					}
					fautes = append(fautes, fmt.Sprintf("%s imports %s (below %s)", nom, p, r.dossier))
				}
			}
			return nil
		})
		for nom := range r.sauf {
			if !encore[nom] {
				fautes = append(fautes, nom+": excepted, and imports nothing the rule forbids (take it off the list)")
			}
		}
	}
	slices.Sort(fautes)
	return fautes
}

// TestCommandsAndCatalogueStandOnTheirFloors: the commands and the
// factory import nothing of the interactive program, the catalogue no
// package's internals (planchers).
func TestCommandsAndCatalogueStandOnTheirFloors(t *testing.T) {
	assert.Empty(t, importsSousLesPlanchers(t, filepath.Join("..", ".."), planchers()))
}

// TestTheFloorsCatchAForbiddenImport: the check sees a command that
// imports the game, a catalogue that imports the saves or syscall, lets
// the catalogue's tests use the saves, and sees an exception no longer
// needed.
func TestTheFloorsCatchAForbiddenImport(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) { ecritSource(t, racine, "cmd/mastermind/internal/"+chemin, source) }
	ecrit("commande/stats/stats.go", "package stats\n\nimport \""+interne+"jeu\"\n")
	ecrit("commande/app.go", "package commande\n\nimport \""+interne+"jeu\"\n")
	ecrit("commande/racine.go", "package commande\n")
	ecrit("texte/erreurs.go", "package texte\n\nimport (\n\t\"syscall\"\n\n\t\""+module+"/saves/disque\"\n)\n")
	ecrit("texte/sauvegardes_test.go", "package texte\n\nimport \""+module+"/saves\"\n")
	ecrit("texte/visible.go", "package texte\n\nimport \"strings\"\n")
	regles := planchers()
	regles[0].sauf = map[string]string{"cmd/mastermind/internal/commande/app.go": "App.Jeu", "cmd/mastermind/internal/commande/racine.go": "Racine.Jeu"}
	assert.Equal(t, []string{
		"cmd/mastermind/internal/commande/racine.go: excepted, and imports nothing the rule forbids (take it off the list)",
		"cmd/mastermind/internal/commande/stats/stats.go imports " + interne + "jeu (below cmd/mastermind/internal/commande)",
		"cmd/mastermind/internal/texte/erreurs.go imports " + module + "/saves/disque (below cmd/mastermind/internal/texte)",
		"cmd/mastermind/internal/texte/erreurs.go imports syscall (below cmd/mastermind/internal/texte)",
	}, importsSousLesPlanchers(t, racine, regles))
}

// echappement is the Escape byte, which starts every sequence a terminal
// sends for a key or reads to paint.
const echappement = 0x1b

// lePeintreEtLeDecodeur are the folders that may hold the Escape byte in
// their code: the painter writes every escape sequence, the decoder reads
// every key, the catalogue's sanitizer (texte.Visible) shows the escapes
// of text from data instead of obeying them; the tests' harnesses play a
// person's terminal (ecrantest) or read what a command drew
// (commandetest).
func lePeintreEtLeDecodeur() map[string]string {
	return map[string]string{
		"cmd/mastermind/internal/peintre":               "painter",
		"cmd/mastermind/internal/clavier":               "decoder",
		"cmd/mastermind/internal/texte":                 "sanitizer",
		"cmd/mastermind/internal/ecrantest":             "harness",
		"cmd/mastermind/internal/commande/commandetest": "harness",
	}
}

// echappementsHorsDuPeintre lists the Go files under racine, tests left
// out, that hold the Escape byte outside the painter and the decoder: a
// string or rune holding it is a second painter (an escape sequence
// written), a rune or an integer written as it (27 in hex or octal: 0x1b,
// 033, 0o33) is a second key decoder (bytes compared with it); the
// painter may write sequences, not read them.
func echappementsHorsDuPeintre(t *testing.T, racine string) []string {
	t.Helper()
	var fautes []string
	fset := token.NewFileSet()
	eachGoFile(t, racine, func(rel, chemin string) error {
		if strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		role := lePeintreEtLeDecodeur()[filepath.ToSlash(filepath.Dir(rel))]
		f, err := parser.ParseFile(fset, chemin, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok {
				return true
			}
			quoi := ""
			switch lit.Kind {
			case token.STRING:
				if s, err := strconv.Unquote(lit.Value); err == nil && strings.ContainsRune(s, echappement) && role != "painter" && role != "harness" {
					quoi = "an escape sequence (a second painter)"
				}
			case token.CHAR:
				if r, _, _, err := strconv.UnquoteChar(strings.Trim(lit.Value, "'"), '\''); err == nil && r == echappement && role != "decoder" && role != "sanitizer" {
					quoi = "the Escape byte (a second key decoder)"
				}
			case token.INT:
				v := strings.ToLower(lit.Value)
				if n, err := strconv.ParseInt(v, 0, 64); err == nil && n == echappement && v != "27" && role != "decoder" && role != "sanitizer" {
					quoi = "the Escape byte (a second key decoder)"
				}
			}
			if quoi != "" {
				fautes = append(fautes, fmt.Sprintf("%s:%d holds %s", filepath.ToSlash(rel), fset.Position(lit.Pos()).Line, quoi))
			}
			return true
		})
		return nil
	})
	return fautes
}

// TestOnePainterAndOneDecoder: no Go file of the module, tests left out,
// writes an escape sequence but the painter (peintre), nor reads one but
// the decoder (clavier).
func TestOnePainterAndOneDecoder(t *testing.T) {
	assert.Empty(t, echappementsHorsDuPeintre(t, filepath.Join("..", "..")))
}

// TestOnePainterCatchesASecondOne: the check sees a colour written
// outside the painter, an Escape compared outside the decoder, and lets
// both do their work.
func TestOnePainterCatchesASecondOne(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) { ecritSource(t, racine, chemin, source) }
	ecrit("plateau/rendu.go", "package plateau\n\nconst rouge = \"\\x1b[31m\"\n")
	ecrit("cmd/mastermind/internal/terminal/touches.go", "package terminal\n\nfunc echap(b byte) bool { return b == 0x1b || b == '\\033' }\n")
	ecrit("cmd/mastermind/internal/jeu/jeu.go", "package jeu\n\nconst essais = 27\n")
	ecrit("cmd/mastermind/internal/peintre/sequences.go", "package peintre\n\nconst csi = \"\\033[\"\n")
	ecrit("cmd/mastermind/internal/clavier/clavier.go", "package clavier\n\nconst esc = 0x1b\n")
	ecrit("cmd/mastermind/internal/jeu/jeu_test.go", "package jeu\n\nconst fleche = \"\\x1b[A\"\n")
	assert.Equal(t, []string{
		"cmd/mastermind/internal/terminal/touches.go:3 holds the Escape byte (a second key decoder)",
		"cmd/mastermind/internal/terminal/touches.go:3 holds the Escape byte (a second key decoder)",
		"plateau/rendu.go:3 holds an escape sequence (a second painter)",
	}, echappementsHorsDuPeintre(t, racine))
}

// importsRenommes lists the imports, in the Go files of the module under
// racine, of a module package under another name than its own (an
// alias, "." included; "_" is no name), as "file imports path as name":
// no two packages the program uses together share a name.
func importsRenommes(t *testing.T, racine string) []string {
	t.Helper()
	var fautes []string
	fset := token.NewFileSet()
	eachGoFile(t, racine, func(rel, chemin string) error {
		f, err := parser.ParseFile(fset, chemin, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return err
			}
			if imp.Name == nil || imp.Name.Name == "_" || p != module && !strings.HasPrefix(p, module+"/") {
				continue
			}
			fautes = append(fautes, fmt.Sprintf("%s imports %s as %s", filepath.ToSlash(rel), p, imp.Name.Name))
		}
		return nil
	})
	return fautes
}

// TestNoModulePackageImportedUnderAnAlias: every package of the module
// is imported by its own name (the command packages are cmd + the
// command, so that none shares a domain package's name).
func TestNoModulePackageImportedUnderAnAlias(t *testing.T) {
	assert.Empty(t, importsRenommes(t, filepath.Join("..", "..")))
}

// TestAnAliasIsCaught: the check sees a module package imported under
// another name, and lets a blank import and other modules' aliases be.
func TestAnAliasIsCaught(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) { ecritSource(t, racine, chemin, source) }
	ecrit("cmd/mastermind/internal/jeu/jeu.go", "package jeu\n\nimport (\n\tanalysepkg \""+module+"/manche/analyse\"\n\t_ \""+module+"/code\"\n\tyaml \"gopkg.in/yaml.v3\"\n)\n")
	assert.Equal(t, []string{
		"cmd/mastermind/internal/jeu/jeu.go imports " + module + "/manche/analyse as analysepkg",
	}, importsRenommes(t, racine))
}
