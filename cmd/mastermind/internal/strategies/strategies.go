// Package strategies is the program's one table of strategies
// (Resolveur): from a strategy's name to how it is built, whether it draws
// at random, how long its statistics take and how a menu describes it.
// The game's screens, the settings, the saves, every command and the
// shell completion ask it; it sits below the interactive program and the
// commands alike.
package strategies

import (
	"context"
	"errors"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// NomOptimal is the name of the optimal strategy. It is not in strategie's
// registry: the strategy is a tree that a search computes (or the cache
// holds), which needs a context, a code space and a place on disk.
const NomOptimal = "optimal"

// StrategieConseil is the strategy that makes the assistant's
// suggestions (and mastermind solve's advice by default).
const StrategieConseil = "most-parts"

// ErrPremierProgramme: a first proposal was imposed on a program, which
// chooses its own.
var ErrPremierProgramme = errors.New("a program's first proposal cannot be imposed")

// OptionsStrategie are what a command may ask of the strategy it builds.
type OptionsStrategie struct {
	// Premier, when not nil, is the imposed first proposal.
	Premier *code.Code
	// MaxCoups bounds the optimal tree's proposals (0: no limit).
	MaxCoups int
}

// Resolveur is the program's one table of strategies, from a strategy's
// name to how it is built, whether it draws at random, how long its
// statistics take and how a menu describes it: the menu, the settings, the
// saves, every subcommand and the shell completion ask it. Its rows are
// the domain's table (strategie.Table), then the strategies that need the
// program around them, given by cmd/mastermind's run: the optimal tree
// (the cache with its progress line) and students' programs (cmd:…,
// starting a process).
type Resolveur struct {
	// Optimal builds the optimal strategy of e's size (the cache, the
	// search's progress, Ctrl-C); nil leaves it out of the names.
	Optimal func(ctx context.Context, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error)
	// Programme returns the strategy of a program (cmd:…); nil refuses
	// programs as unknown names.
	Programme func(ctx context.Context, nom string) (strategie.Strategie, error)
}

// fiche is one row of the table.
type fiche struct {
	nom string
	// construit builds strategy nom for e's size.
	construit func(ctx context.Context, r *Resolveur, nom string, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error)
	// graine: its proposals depend on the round's seed.
	graine bool
	// estime is about how long its statistics take at size t on
	// ouvriers cores (0: unknown, nothing announced).
	estime func(t code.Taille, ouvriers int) time.Duration
}

// fiches is the table: the domain's strategies, in its order, then the
// optimal one when it can be built.
func (r *Resolveur) fiches() []fiche {
	var fs []fiche
	for _, f := range strategie.Table() {
		fs = append(fs, fiche{
			nom: f.Nom,
			construit: func(_ context.Context, _ *Resolveur, _ string, _ *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
				s := f.Nouvelle()
				if o.Premier == nil {
					return s, nil
				}
				return strategie.AvecPremier{S: s, Premier: *o.Premier}, nil
			},
			graine: f.Graine,
			estime: f.Estime,
		})
	}
	if r.Optimal != nil {
		fs = append(fs, fiche{
			nom: NomOptimal,
			construit: func(ctx context.Context, r *Resolveur, _ string, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
				return r.Optimal(ctx, e, o)
			},
			estime: func(code.Taille, int) time.Duration { return 0 },
		})
	}
	return fs
}

// programmeFiche is the row of every program (cmd:…): started by
// Programme, its first proposal its own, its time unknown.
func programmeFiche(nom string) fiche {
	return fiche{
		nom: nom,
		construit: func(ctx context.Context, r *Resolveur, nom string, _ *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
			if o.Premier != nil {
				return nil, ErrPremierProgramme
			}
			return r.Programme(ctx, nom)
		},
		estime: func(code.Taille, int) time.Duration { return 0 },
	}
}

// Noms lists every strategy name the table builds, programs aside: the
// names the settings offer and the commands accept.
func (r *Resolveur) Noms() []string {
	var noms []string
	for _, f := range r.fiches() {
		noms = append(noms, f.nom)
	}
	return noms
}

// cherche finds strategy nom's row.
//
// Résultat: a *strategie.ErreurInconnue listing the names when there is
// none.
func (r *Resolveur) cherche(nom string) (fiche, error) {
	if programme.EstCommande(nom) && r.Programme != nil {
		return programmeFiche(nom), nil
	}
	for _, f := range r.fiches() {
		if f.nom == nom {
			return f, nil
		}
	}
	return fiche{}, &strategie.ErreurInconnue{Nom: nom, Connus: r.Noms()}
}

// Verifie reports whether nom names a strategy, before anything is built.
//
// Résultat: a *strategie.ErreurInconnue when it does not.
func (r *Resolveur) Verifie(nom string) error {
	_, err := r.cherche(nom)
	return err
}

// Construit builds strategy nom for e's size, with options o.
//
// Résultat: a *strategie.ErreurInconnue for an unknown name,
// ErrPremierProgramme when o imposes a program's first proposal, or what
// Optimal and Programme return.
func (r *Resolveur) Construit(ctx context.Context, nom string, e *code.Espace, o OptionsStrategie) (strategie.Strategie, error) {
	f, err := r.cherche(nom)
	if err != nil {
		return nil, err
	}
	return f.construit(ctx, r, nom, e, o)
}

// Estime is about how long the statistics of strategy nom take at size t
// on ouvriers cores (see strategie.Estime); 0 when unknown (a program, the
// optimal tree).
func (r *Resolveur) Estime(nom string, t code.Taille, ouvriers int) time.Duration {
	f, err := r.cherche(nom)
	if err != nil {
		return 0
	}
	return f.estime(t, ouvriers)
}

// Graine reports whether strategy nom draws at random, so that its
// proposals and its statistics depend on the round's seed; false for a
// name the table does not hold.
func (r *Resolveur) Graine(nom string) bool {
	f, err := r.cherche(nom)
	return err == nil && f.graine
}

// Description is strategy nom as a menu lists it (texte's
// DescriptionStrategie, whose key derives from the name).
func (r *Resolveur) Description(cat *texte.Catalogue, nom string) string {
	return cat.DescriptionStrategie(nom)
}

// ErrProgrammeRefuse: a program named by a file was not agreed to.
var ErrProgrammeRefuse = errors.New("program not agreed to")
