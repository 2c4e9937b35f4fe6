package jeu

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"gopkg.in/yaml.v3"
)

// Data never runs code unasked. A program strategy ("cmd:…") named by a
// file the player did not just type (a save, the settings file) runs only
// once the player has seen its exact command and agreed. The agreement is
// kept, in the settings folder (programs.yaml), for that exact command
// and the programs it runs as they are now (the sha256 of the resolved
// executable and of each argument that names a file or a folder, a
// folder by its whole tree): a program changed since is asked again, and
// one changed while the game runs (swapped after the question, before an
// undo) does not start. Without a terminal to ask on, it is refused with
// a sentence that says how to allow it (--allow-program, a terminal, or
// choosing it again in Réglages).

// Origine is where a program's command comes from.
type Origine int

// The origins of a command.
const (
	// Tapee: the player typed it just now (Réglages).
	Tapee Origine = iota
	// DesReglages: the settings file named it.
	DesReglages
	// DUneSauvegarde: a saved game named it.
	DUneSauvegarde
)

// Decision is what happens to a command before it runs.
type Decision int

// The decisions.
const (
	Permis Decision = iota
	Demander
	Refuser
)

// decide is the rule: a command typed now, one the player already agreed
// to (accordee, programs unchanged) or one the run allows (--allow-program)
// runs; any other is asked about when there is a terminal to ask on
// (interactif), and refused otherwise.
func decide(o Origine, accordee, interactif, autorise bool) Decision {
	switch {
	case o == Tapee, accordee, autorise:
		return Permis
	case interactif:
		return Demander
	}
	return Refuser
}

// Consent decides whether the strategy nom, from origine, may run, asking
// the player when the rule says so; a strategy that is not a program
// always may. An agreement given here is kept. A program that may run is
// bound to what it runs now (its sums, see programme.Empreintes), which
// every start of it checks again (lie): a file swapped after the
// question never runs.
//
// Résultat: nil to run it; a *texte.Motif wrapping strategies.ErrProgrammeRefuse,
// with its sentence, when it may not (its files cannot be checked, among
// others); the prompt's error.
func (j *Jeu) Consent(ctx context.Context, nom string, o Origine) error {
	if !programme.EstCommande(nom) {
		return nil
	}
	empreintes, err := Empreintes(nom, "")
	if err != nil {
		return &texte.Motif{Texte: j.Cat.T("consent.empreinte", texte.Visible(nom), j.Cat.Erreur(err)), Err: errors.Join(strategies.ErrProgrammeRefuse, err)}
	}
	accordee := programme.Egales(j.accordes[nom], empreintes) || j.Accords.Accorde(nom, empreintes)
	switch decide(o, accordee, j.Interactif, j.AutoriseProgrammes) {
	case Permis:
		j.retient(nom, empreintes)
		return nil
	case Refuser:
		return &texte.Motif{Texte: j.Cat.T("consent.refuse", texte.Visible(nom), j.Cat.T(origineCle(o))), Err: strategies.ErrProgrammeRefuse}
	}
	// The command on lines of its own, quoted as a shell reads it, every
	// character visible: nothing a file holds can draw another one.
	question := j.Cat.T(questionCle(o)) + "\n\n    " + commandeVisible(nom) + "\n\n" + j.Cat.T("consent.enclos")
	if j.Accords.Connue(nom) {
		question += " " + j.Cat.T("consent.change")
	}
	j.Invite.Ecrit(question + "\n")
	i, err := j.Invite.Menu(ctx, j.Cat.T("consent.lancer"), []string{j.Cat.T("consent.non"), j.Cat.T("consent.oui")})
	if err != nil {
		return err
	}
	if i != 1 {
		return &texte.Motif{Texte: j.Cat.T("consent.refusjoueur", texte.Visible(nom)), Err: strategies.ErrProgrammeRefuse}
	}
	j.accorde(nom, empreintes)
	return nil
}

// commandeVisible is command nom as the question shows it.
func commandeVisible(nom string) string {
	cmd, err := programme.LitCommande(nom)
	if err != nil {
		return texte.Visible(strings.TrimPrefix(nom, programme.Prefixe))
	}
	return texte.CommandeVisible(cmd.Mots)
}

// accorde remembers the player's agreement to command nom: for this run,
// and in the settings folder when there is one (a failure to write it
// only costs a question next time).
func (j *Jeu) accorde(nom string, empreintes map[string]string) {
	j.retient(nom, empreintes)
	_ = j.Accords.Ajoute(nom, empreintes)
}

// retient binds command nom, for this run, to the sums it may run with.
func (j *Jeu) retient(nom string, empreintes map[string]string) {
	if j.accordes == nil {
		j.accordes = map[string]map[string]string{}
	}
	j.accordes[nom] = empreintes
}

// lie binds strategy s, when it is a program, to the sums the player
// agreed to (Consent): every start of the program checks them.
func (j *Jeu) lie(s strategie.Strategie, nom string) {
	if p, ok := s.(interface{ Lie(map[string]string) }); ok && programme.EstCommande(nom) {
		if e, ok := j.accordes[nom]; ok {
			p.Lie(e)
		}
	}
}

func origineCle(o Origine) texte.Cle {
	if o == DUneSauvegarde {
		return "consent.origine.sauvegarde"
	}
	return "consent.origine.reglages"
}

func questionCle(o Origine) texte.Cle {
	if o == DUneSauvegarde {
		return "consent.question.sauvegarde"
	}
	return "consent.question.reglages"
}

// Absolue makes the command nom work from any folder: a program or an
// argument given by a relative path that names a file or a folder of
// dossier (the folder where it was typed) gets its absolute path
// (programme.Chemins). A program found through PATH (python3) stays as
// it is.
func Absolue(nom, dossier string) string {
	cmd, err := programme.LitCommande(nom)
	if err != nil || len(cmd.Mots) == 0 {
		return nom
	}
	return programme.Prefixe + programme.Cite(programme.Chemins(cmd.Mots, dossier))
}

// Empreintes are the sha256 sums of what command nom runs
// (programme.Empreintes): its program as the system finds it (PATH,
// links followed) and each argument that names a file or a folder (a
// folder by its whole tree), relative paths against dossier ("": the
// current folder).
//
// Résultat: the sums; a *programme.ErreurEmpreinte for what cannot be
// hashed whole (too large, a special file); a *programme.ErreurLancement
// for a program not found; the command's error.
func Empreintes(nom, dossier string) (map[string]string, error) {
	cmd, err := programme.LitCommande(nom)
	if err != nil {
		return nil, err
	}
	e, err := programme.Empreintes(cmd.Mots, dossier)
	if err != nil && !errors.As(err, new(*programme.ErreurEmpreinte)) {
		// A program that cannot be found is said as its start would.
		err = &programme.ErreurLancement{Strategie: nom, Programme: cmd.Mots[0], Err: err}
	}
	return e, err
}

// VersionAccords is the format of the file of agreements.
const VersionAccords = 1

// maxAccords is the most bytes that file may hold.
const maxAccords = 1 << 20

// Accords are the programs the player agreed to run when a file names
// them: kept in programs.yaml next to the settings, read strictly,
// written atomically. A nil *Accords keeps nothing.
type Accords struct {
	Chemin string
	liste  []accord
}

// accord is one agreement: the exact command and the sums of what it runs.
type accord struct {
	Commande string            `yaml:"command"`
	Sha256   map[string]string `yaml:"sha256,omitempty"`
}

type fichierAccords struct {
	Version int      `yaml:"version"`
	Accords []accord `yaml:"allowed"`
}

// CheminAccords is the file of agreements: programs.yaml next to the
// settings file.
func CheminAccords(config string) string {
	return filepath.Join(filepath.Dir(config), "programs.yaml")
}

// ChargeAccords reads the file of agreements chemin. A file that does not
// read holds no agreement (the player is asked again) and is replaced at
// the next agreement.
func ChargeAccords(chemin string) *Accords {
	a := &Accords{Chemin: chemin}
	data, err := disque.Lit(chemin, maxAccords)
	if err != nil {
		return a
	}
	if v, ok := saves.VersionDe(data); ok && v != VersionAccords {
		return a
	}
	var f fichierAccords
	if saves.Decode(data, &f) == nil && f.Version == VersionAccords {
		a.liste = f.Accords
	}
	return a
}

// Accorde reports whether the player agreed to command nom running the
// programs whose sums are empreintes.
func (a *Accords) Accorde(nom string, empreintes map[string]string) bool {
	if a == nil {
		return false
	}
	for _, x := range a.liste {
		if x.Commande == nom && programme.Egales(x.Sha256, empreintes) {
			return true
		}
	}
	return false
}

// Connue reports whether the player agreed to command nom once, whatever
// its programs were then.
func (a *Accords) Connue(nom string) bool {
	if a == nil {
		return false
	}
	return slices.ContainsFunc(a.liste, func(x accord) bool { return x.Commande == nom })
}

// Ajoute keeps the agreement to command nom with those sums, in place of
// any former one for it.
//
// Résultat: nil, or the write's *disque.ErreurEcriture.
func (a *Accords) Ajoute(nom string, empreintes map[string]string) error {
	if a == nil {
		return nil
	}
	a.liste = slices.DeleteFunc(a.liste, func(x accord) bool { return x.Commande == nom })
	a.liste = append(a.liste, accord{Commande: nom, Sha256: empreintes})
	data, err := yaml.Marshal(fichierAccords{Version: VersionAccords, Accords: a.liste})
	if err != nil {
		return fmt.Errorf("agreements: %w", err)
	}
	perm := fs.FileMode(0o600)
	return disque.Ecriture{Moi: disque.Moi()}.Ecrit(filepath.Dir(a.Chemin), filepath.Base(a.Chemin), data, perm)
}
